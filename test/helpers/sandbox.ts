/** Starts the sandbox in the test process on 127.0.0.1, port 0, and closes it afterwards. */
import { afterAll, beforeAll } from 'vitest';
import { parseFault } from '../../src/sandbox/faults.js';
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/sandbox/server.js';

export { parseFault };

/** One sandbox for the whole file; `get()` returns it inside tests. */
export function useSandbox(options: SandboxOptions = {}): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ host: '127.0.0.1', port: 0, ...options });
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
  const s = await startSandbox({ host: '127.0.0.1', port: 0, ...options });
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
