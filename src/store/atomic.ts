/**
 * Replacing a user's file in one step: write a temporary file beside it, then rename it over the old
 * one, so a crash never leaves half a file. On Windows a rename fails with EPERM, EBUSY or EACCES
 * while another program (an antivirus scanner, the search indexer, an editor) holds the target open;
 * that passes within moments, so the rename is tried again for about a second before it fails with a
 * message that says so, never silently.
 */
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A file fresher keeps for the user could not be written; the CLI reports it as one line (exit 1).
 * `code` is the system's error code when one caused it (EROFS, ENOSPC, ...).
 */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** What a failed file operation means for the person, by error code. */
const REASONS: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EISDIR: 'it is a folder',
  EEXIST: 'something else is in its place',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  ELOOP: 'too many symbolic links',
  EFBIG: 'the file is too large',
  EIO: 'an input/output error',
};

/** "the disk is full (ENOSPC)", or undefined for a code without a plain reason. */
export function reasonOf(code: string | undefined): string | undefined {
  const reason = code === undefined ? undefined : REASONS[code];
  return reason === undefined ? undefined : `${reason} (${code})`;
}

const codeOf = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | undefined)?.code;

/** Codes that mean "this folder does not take new entries", rather than something about the entry. */
const UNWRITABLE = new Set(['EROFS', 'EACCES', 'EPERM']);

/**
 * A StoreError that says why `path` could not be created: "<its folder> is not writable: the file
 * system is read-only (EROFS)" rather than the system's words for the last step.
 */
export function cannotCreate(path: string, e: unknown): StoreError {
  const code = codeOf(e);
  const reason = reasonOf(code) ?? (e as Error).message;
  if (code !== undefined && UNWRITABLE.has(code)) return new StoreError(`${dirname(path)} is not writable: ${reason}`, code);
  return new StoreError(`cannot write ${path}: ${reason}`, code);
}

/** Whether no process has this pid (ESRCH); one that exists but is not ours (EPERM) is not gone. */
export function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return codeOf(e) === 'ESRCH';
  }
}

/** The file system calls ensurePrivateDir makes (injectable, so every failure is testable as root). */
export interface DirOps {
  mkdir(path: string, mode: number): void;
  /** Whether `path` is a folder; throws (ENOENT, ENOTDIR, ...) when it is not there. */
  isDir(path: string): boolean;
}

const systemDirOps: DirOps = {
  mkdir: (path, mode) => mkdirSync(path, { mode }),
  isDir: (path) => statSync(path).isDirectory(),
};

/**
 * Creates `dir` and any missing parents, each readable by the user only (0700), the one way fresher
 * makes a folder (state, config, caches). One level at a time rather than `recursive: true`: Node 20
 * reports a read-only file system as ENOENT there (and loops forever under /proc), where a single
 * mkdir says EROFS. Failures are StoreErrors naming the real cause and the folder.
 */
export function ensurePrivateDir(dir: string, ops: DirOps = systemDirOps): void {
  const missing: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    try {
      if (ops.isDir(at)) break;
      throw new StoreError(`${at} is not a folder`, 'ENOTDIR');
    } catch (e) {
      if (e instanceof StoreError) throw e;
      const code = codeOf(e);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw cannotCreate(at, e);
    }
    missing.push(at);
    if (dirname(at) === at) break;
  }
  for (const at of missing.reverse()) {
    try {
      ops.mkdir(at, PRIVATE_DIR);
    } catch (e) {
      // Made by another run meanwhile.
      if (codeOf(e) === 'EEXIST' && safeIsDir(ops, at)) continue;
      throw cannotCreate(at, e);
    }
  }
}

const safeIsDir = (ops: DirOps, path: string): boolean => {
  try {
    return ops.isDir(path);
  } catch {
    return false;
  }
};

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
        throw new StoreError(
          `could not replace ${to}: another program holds it open (${code} after ${attempt + 1} tries; an antivirus scanner or indexer may be reading it); close it and try again`,
        );
      }
      ops.sleep(delay);
    }
  }
}

/** Files fresher keeps for the user (state, caches) are readable by the user only. */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Failures are StoreErrors naming their cause; the temporary file never stays behind. */
export function writeFileAtomic(path: string, text: string, ops: RenameOps = systemOps): void {
  ensurePrivateDir(dirname(path));
  const temp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, text, { mode: PRIVATE_FILE });
    renameRetrying(temp, path, ops);
  } catch (e) {
    rmSync(temp, { force: true });
    if (e instanceof StoreError) throw e;
    throw cannotCreate(path, e);
  }
}
