/** Waiting on what a test can see, never for a fixed time. */

/**
 * Polls `probe` until it returns something other than undefined, and resolves with it; after
 * `timeoutMs` fails, naming `what` it waited for and the last thing `describe` saw.
 */
export async function eventually<T>(what: string, probe: () => T | undefined, timeoutMs = 10_000, describe: () => string = () => ''): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() >= end) throw new Error(`gave up after ${timeoutMs} ms waiting for ${what}${describe() ? `; last seen: ${describe()}` : ''}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
