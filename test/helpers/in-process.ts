/**
 * Runs a command in this process through the injected Context, with a fake clock: waits and backoffs
 * take no real time and are recorded. The API is still a real server on 127.0.0.1 (no HTTP mocking);
 * share the clock with the sandbox (`now: clock.now`) where its rate-limit windows must move with it.
 */
import { Readable, Writable } from 'node:stream';
import type { Clock } from '../../src/api/clock.js';
import type { Context } from '../../src/cli/context.js';
import { run } from '../../src/cli/main.js';
import { tempHome } from './cli.js';

export interface FakeClock extends Clock {
  /** Every sleep asked for, in ms. */
  slept: number[];
  t: number;
}

/** Starts at the real time (so dates relative to today hold), then moves only by the sleeps asked for. */
export function fakeClock(start = Date.now()): FakeClock {
  const c: FakeClock = {
    t: start,
    slept: [],
    now: () => c.t,
    random: () => 0.5,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      c.slept.push(ms);
      c.t += ms;
    },
  };
  return c;
}

export interface InProcessOptions {
  env?: Record<string, string | undefined>;
  clock?: FakeClock;
  stdoutIsTTY?: boolean;
  stderrIsTTY?: boolean;
  columns?: number;
}

export interface InProcessResult {
  code: number;
  stdout: string;
  stderr: string;
  slept: number[];
}

function capture(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

export async function runInProcess(args: string[], options: InProcessOptions = {}): Promise<InProcessResult> {
  const home = tempHome();
  const clock = options.clock ?? fakeClock();
  const out = capture();
  const err = capture();
  const ctx: Context = {
    env: { ...home.env, FRESHER_PAGER: 'cat', ...options.env },
    stdin: Readable.from([]),
    stdout: out.stream,
    stderr: err.stream,
    stdinIsTTY: false,
    stdoutIsTTY: options.stdoutIsTTY === true,
    stderrIsTTY: options.stderrIsTTY === true,
    columns: options.columns ?? 100,
    rows: 40,
    clock,
    signal: new AbortController().signal,
    onInterrupt: new Set(),
  };
  try {
    const code = await run(['node', 'fresher', ...args], ctx);
    return { code, stdout: out.text(), stderr: err.text(), slept: clock.slept };
  } finally {
    home.cleanup();
  }
}
