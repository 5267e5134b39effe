/**
 * Small JSON state files (saved listings, `--new` memory). Written atomically (see atomic.ts), changed
 * under a lock so that concurrent runs lose nothing, and never mistaken for empty: a file that does
 * not parse or validate is kept aside under a new name, with a warning, before anything is written.
 */
import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensurePrivateDir, sleepSync, StoreError, writeFileAtomic } from './atomic.js';

export type Warn = (message: string) => void;

type Read<T> = { kind: 'missing' } | { kind: 'ok'; data: T } | { kind: 'damaged'; why: string };

function read<T>(path: string, valid: (data: unknown) => data is T): Read<T> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw new StoreError(`cannot read ${path}: ${(e as Error).message}`);
  }
  try {
    const data: unknown = JSON.parse(text);
    return valid(data) ? { kind: 'ok', data } : { kind: 'damaged', why: 'it does not hold what fresher wrote' };
  } catch {
    return { kind: 'damaged', why: 'it is not valid JSON' };
  }
}

/** The file's data for reading only; a damaged file is reported and left as it is. */
export function readState<T>(path: string, empty: T, valid: (data: unknown) => data is T, warn: Warn): T {
  const got = read(path, valid);
  if (got.kind === 'ok') return got.data;
  if (got.kind === 'damaged') warn(`${path} cannot be used (${got.why}); treating it as empty for now (a change moves it aside)`);
  return empty;
}

/** How long a lock may be held before it counts as left behind by a crashed run. */
const STALE_LOCK_MS = 10_000;
/** How long to wait for another run's lock. */
const LOCK_WAIT_MS = 5_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `fn` holding `<path>.lock` (created exclusively); a lock of a dead or stuck run is taken over. */
export function withLock<R>(path: string, fn: () => R): R {
  const lock = `${path}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new StoreError(`cannot lock ${path}: its folder does not exist`);
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw new StoreError(`cannot lock ${path}: ${(e as Error).message}`);
    }
    let holder = NaN;
    let age = 0;
    try {
      holder = Number.parseInt(readFileSync(lock, 'utf8'), 10);
      age = Date.now() - statSync(lock).mtimeMs;
    } catch {
      continue; // Released meanwhile.
    }
    if ((Number.isInteger(holder) && !alive(holder)) || age > STALE_LOCK_MS) {
      try {
        unlinkSync(lock);
      } catch {
        // Another run took it over first.
      }
      continue;
    }
    if (Date.now() > deadline) throw new StoreError(`another fresher run (pid ${holder}) is changing ${path}; try again in a moment`);
    sleepSync(pause);
  }
  try {
    return fn();
  } finally {
    try {
      unlinkSync(lock);
    } catch {
      // Taken over as stale: nothing to release.
    }
  }
}

/**
 * Reads, changes and writes the file under its lock. A damaged file is moved aside first (named in a
 * warning) so the change starts from empty without destroying what was there.
 */
export function updateState<T, R>(path: string, empty: () => T, valid: (data: unknown) => data is T, warn: Warn, change: (data: T) => R): R {
  ensurePrivateDir(dirname(path));
  return withLock(path, () => {
    const got = read(path, valid);
    let data = got.kind === 'ok' ? got.data : empty();
    if (got.kind === 'damaged') {
      const aside = `${path}.damaged-${Date.now()}`;
      renameSync(path, aside);
      warn(`${path} could not be used (${got.why}); kept it as ${aside} and started a new one`);
      data = empty();
    }
    const result = change(data);
    writeFileAtomic(path, JSON.stringify(data));
    return result;
  });
}
