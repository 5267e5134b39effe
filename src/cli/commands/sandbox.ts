/** `fresher sandbox`: serve the reference API in the foreground until Ctrl-C. */
import { formatNumber } from '../../render/numbers.js';
import { FaultSpecError, parseFault, type FaultRule } from '../../sandbox/faults.js';
import { startSandbox } from '../../sandbox/server.js';
import type { SandboxFlags } from '../command-table.js';
import type { Context } from '../context.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';

export type { SandboxFlags };

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) throw usageError(`${name}: "${raw}" is not a whole number from ${min} to ${max}`);
  return Number(raw);
}

export async function sandboxCommand(ctx: Context, flags: SandboxFlags): Promise<number> {
  let faults: FaultRule[];
  try {
    faults = (flags.fault ?? []).map(parseFault);
  } catch (e) {
    if (e instanceof FaultSpecError) throw usageError(`--fault: ${e.message}`);
    throw e;
  }
  const options = {
    host: flags.host,
    port: wholeNumber('--port', flags.port, 0, 65535),
    seed: wholeNumber('--seed', flags.seed, 0, 2 ** 32 - 1),
    jobs: wholeNumber('--jobs', flags.jobs, 0, 1_000_000),
    internships: wholeNumber('--internships', flags.internships, 0, 1_000_000),
    events: wholeNumber('--events', flags.events, 0, 100_000),
    rateLimit: wholeNumber('--rate-limit', flags.rateLimit, 1, 1_000_000_000),
    rateWindowSeconds: wholeNumber('--rate-window', flags.rateWindow, 1, 86_400),
    latencyMs: wholeNumber('--latency', flags.latency, 0, 600_000),
    faults,
    quirks: flags.quirks === true,
  };
  if (ctx.stderrIsTTY && options.jobs > 20_000) ctx.stderr.write(`fresher: generating ${options.jobs} jobs…\n`);
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  try {
    sandbox = await startSandbox(options);
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'EADDRINUSE') throw new CliError(`port ${options.port} on ${options.host} is already in use; pick another with --port (0 picks a free one)`);
    if (code === 'EACCES') throw new CliError(`not allowed to listen on ${options.host}:${options.port}`);
    throw e;
  }
  const { corpus } = sandbox;
  ctx.stdout.write(`${sandbox.url}\n`);
  ctx.stderr.write(
    `fresher: sandbox serving SAMPLE DATA (${formatNumber(corpus.jobs.length)} jobs, ${formatNumber(corpus.internships.length)} internships, ${formatNumber(corpus.events.length)} events, seed ${options.seed}) on ${sandbox.url}\n` +
      `fresher: in another terminal: export FRESHER_API_URL=${sandbox.url}   (Ctrl-C stops the sandbox)\n`,
  );
  await new Promise<void>((resolve) => {
    if (ctx.signal.aborted) resolve();
    ctx.signal.addEventListener('abort', () => resolve(), { once: true });
  });
  await sandbox.close();
  ctx.stderr.write('fresher: sandbox stopped\n');
  return ExitCode.interrupted;
}
