/** Process entry: wires signals and streams, runs the CLI, sets the exit code. */
import { closeEarly } from './api/early.js';
import { processContext } from './cli/context.js';
import { startEarlyRequest } from './cli/early-request.js';
import { ExitCode } from './cli/exit-codes.js';

const controller = new AbortController();
const ctx = processContext(controller.signal);

let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) process.exit(ExitCode.interrupted);
  interrupted = true;
  for (const cleanup of ctx.onInterrupt) cleanup();
  controller.abort(new Error('interrupted'));
  if (ctx.stderrIsTTY) process.stderr.write('\n');
  process.exitCode = ExitCode.interrupted;
  // Let in-flight work unwind (servers close, temp files go), but never hang on it.
  setTimeout(() => process.exit(ExitCode.interrupted), 1500).unref();
});
process.on('SIGTERM', () => {
  for (const cleanup of ctx.onInterrupt) cleanup();
  process.exit(143);
});

// `fresher ... | head -1`: the reader went away; that is not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(interrupted ? ExitCode.interrupted : ExitCode.ok);
    throw e;
  });
}

async function main(): Promise<void> {
  // The listing request goes out first; commander and the commands load while the API answers.
  startEarlyRequest(process.argv.slice(2), ctx);
  const { run } = await import('./cli/main.js');
  const code = await run(process.argv, ctx);
  await closeEarly();
  process.exitCode = code;
  // Keep-alive sockets must not hold the process open once the work is done.
  setTimeout(() => process.exit(code), 3000).unref();
}

void main();
