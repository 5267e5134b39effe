/** Process entry: wires signals and streams, runs the CLI, sets the exit code. */
import { processContext } from './cli/context.js';
import { ExitCode } from './cli/exit-codes.js';
import { installSignalHandlers } from './cli/signals.js';
import { EARLY_HANDOFF, type EarlyHandoff } from './early-handoff.js';

// The launcher may have sent the early request already (early-start.ts): its signal is the run's.
const handoff = (globalThis as Record<symbol, EarlyHandoff | undefined>)[EARLY_HANDOFF];
const controller = handoff?.controller ?? new AbortController();
const ctx = processContext(controller.signal);

const signals = installSignalHandlers(process, ctx, controller);

// `fresher ... | head -1`: the reader went away; that is not an error. Any other failure to write
// (a full disk, /dev/full) is reported by the output sink as one line; here it only sets exit 1.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(signals.interrupted() ? ExitCode.interrupted : ExitCode.ok);
    process.exitCode = ExitCode.failure;
  });
}

async function main(): Promise<void> {
  // The listing request goes out first; commander and the commands load while the API answers.
  // Without the launcher (the single executable, which has everything in one script), here.
  ctx.early = handoff ? handoff.early : (await import('./cli/early-request.js')).startEarlyRequest(process.argv.slice(2), ctx);
  const { run } = await import('./cli/main.js');
  const code = await run(process.argv, ctx);
  await ctx.early?.close();
  process.exitCode = code;
  // Keep-alive sockets must not hold the process open once the work is done.
  setTimeout(() => process.exit(code), 3000).unref();
  // Once this turn's callbacks have run: with nothing left but the standard streams, end at once.
  setImmediate(() => {
    if (finished()) process.exit(code);
  });
}

/**
 * Whether nothing is left to do: no handle open but the standard streams, and nothing waiting to be
 * written to them (pipes are asynchronous on macOS). Ending then skips Node's teardown of the heap,
 * ~15 ms at the end of a 1,000-job list (test/bench); anything else still open (a server, a child, a
 * socket, a timer) is left to end the usual way.
 */
function finished(): boolean {
  if (process.stdout.writableLength > 0 || process.stderr.writableLength > 0) return false;
  const open = process.getActiveResourcesInfo();
  return open.length <= 3 && open.every((r) => r === 'PipeWrap' || r === 'TTYWrap');
}

void main();
