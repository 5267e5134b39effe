/**
 * Replacing a user's file in one step: write a temporary file beside it, then rename it over the old
 * one, so a crash never leaves half a file. On Windows a rename fails with EPERM, EBUSY or EACCES
 * while another program (an antivirus scanner, the search indexer, an editor) holds the target open;
 * that passes within moments, so the rename is tried again for about a second before it fails with a
 * message that says so, never silently.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A file fresher keeps for the user could not be written; the CLI reports it as one line (exit 1). */
export class StoreError extends Error {}

export interface RenameOps {
  platform: NodeJS.Platform;
  rename(from: string, to: string): void;
  /** Blocks for `ms` (the callers are synchronous). */
  sleep(ms: number): void;
}

/** Blocks the thread for `ms` (for the synchronous store operations: retries and lock waits). */
export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const systemOps: RenameOps = {
  platform: process.platform,
  rename: renameSync,
  sleep: sleepSync,
};

/** Pauses between tries: about 1.1 s in all, as long as such a lock usually lasts. */
export const RENAME_RETRY_DELAYS_MS = [10, 20, 40, 80, 160, 300, 500] as const;

/** Error codes that mean "held open by someone else" rather than "not allowed". */
function transient(code: string | undefined, platform: NodeJS.Platform): boolean {
  if (code === 'EBUSY') return true;
  return platform === 'win32' && (code === 'EPERM' || code === 'EACCES');
}

export function renameRetrying(from: string, to: string, ops: RenameOps = systemOps): void {
  for (let attempt = 0; ; attempt++) {
    try {
      ops.rename(from, to);
      return;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const delay = RENAME_RETRY_DELAYS_MS[attempt];
      if (!transient(code, ops.platform)) throw e;
      if (delay === undefined) {
        throw new StoreError(`could not replace ${to}: another program holds it open (${code} after ${attempt + 1} tries; an antivirus scanner or indexer may be reading it); close it and try again`);
      }
      ops.sleep(delay);
    }
  }
}

/** Files fresher keeps for the user (state, caches) are readable by the user only. */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

export function writeFileAtomic(path: string, text: string, ops: RenameOps = systemOps): void {
  mkdirSync(dirname(path), { recursive: true, mode: PRIVATE_DIR });
  const temp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, text, { mode: PRIVATE_FILE });
    renameRetrying(temp, path, ops);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
}
