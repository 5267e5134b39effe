/** Starts the sandbox in the test process on 127.0.0.1, port 0, and closes it afterwards. */
import { afterAll, beforeAll } from 'vitest';
import { parseFault } from '../../src/sandbox/faults.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server.js';

export { parseFault };

/**
 * Starts a sandbox for a test: on 127.0.0.1, port 0, with every listing's posted_days as of its start
 * unless the test brings a clock. A listing's age turns at its own time of day, so with 300 listings
 * one of them turns during a given second about once in 300 runs: two requests of one test then
 * disagree, and a comparison of their outputs fails for no fault of the code.
 */
function startTestSandbox(options: SandboxOptions): Promise<Sandbox> {
  const base = { host: '127.0.0.1', port: 0 };
  if (options.now || options.postedDaysClock) return startSandbox({ ...base, ...options });
  const startedAt = Date.now();
  return startSandbox({ ...base, ...options, postedDaysClock: () => startedAt });
}

/** One sandbox for the whole file; `get()` returns it inside tests. */
export function useSandbox(options: SandboxOptions = {}): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startTestSandbox(options);
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  return () => {
    if (!sandbox) throw new Error('sandbox not started');
    return sandbox;
  };
}

export async function withSandbox<T>(options: SandboxOptions, body: (s: Sandbox) => Promise<T>): Promise<T> {
  const s = await startTestSandbox(options);
  try {
    return await body(s);
  } finally {
    await s.close();
  }
}

export async function getJson(url: string, init?: RequestInit): Promise<{ status: number; headers: Headers; body: unknown; text: string }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}
