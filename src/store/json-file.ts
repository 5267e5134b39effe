/**
 * Small JSON state files (saved listings, `--new` memory). Written atomically (see atomic.ts), changed
 * under a lock so that concurrent runs lose nothing, and never mistaken for empty: a file that does
 * not parse or validate is kept aside under a new name, with a warning, before anything is written.
 */
import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { cannotCreate, ensurePrivateDir, PRIVATE_FILE, processGone, reasonOf, sleepSync, StoreError, writeFileAtomic } from './atomic.js';

export type Warn = (message: string) => void;

type Read<T> = { kind: 'missing' } | { kind: 'ok'; data: T } | { kind: 'damaged'; why: string };

function read<T>(path: string, valid: (data: unknown) => data is T): Read<T> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // ENOTDIR: a part of the path is a file, so nothing can be stored there (yet): as good as missing.
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
    throw new StoreError(`cannot read ${path}: ${reasonOf(code) ?? (e as Error).message}`, code);
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
/**
 * How long a lock that names no process (empty: its writer may be between creating and writing it;
 * unreadable; or dated in the future, so its age says nothing) is waited on before it is taken over.
 */
export const UNKNOWN_LOCK_GRACE_MS = 1_000;

/** What withLock needs of the world besides the lock file (injectable for tests). */
export interface LockOps {
  now(): number;
  /** Blocks for `ms`. */
  sleep(ms: number): void;
  /** Whether a process with this pid exists. */
  alive(pid: number): boolean;
  /** Writes the new lock file's contents. */
  write(fd: number, text: string): void;
}

const systemLockOps: LockOps = {
  now: Date.now,
  sleep: sleepSync,
  alive: (pid) => !processGone(pid),
  write: (fd, text) => {
    writeSync(fd, text);
  },
};

/** Creates the lock holding this run's pid; false when another lock is there. Never leaves a half-written lock. */
function create(lock: string, ops: LockOps): boolean {
  let fd: number;
  try {
    fd = openSync(lock, 'wx', PRIVATE_FILE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw cannotCreate(lock, e);
  }
  try {
    try {
      ops.write(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    // An empty lock (a full disk) would hold up every later run: it goes.
    try {
      unlinkSync(lock);
    } catch {
      // Already gone.
    }
    throw cannotCreate(lock, e);
  }
  return true;
}

/** The lock file seen: its inode and time, so a lock written since (even at the same inode) is told apart. */
interface Seen {
  ino: number;
  mtimeMs: number;
}
type Holder = { kind: 'gone' } | ({ kind: 'pid'; pid: number; age: number } & Seen) | { kind: 'unknown'; why: string; seen?: Seen; text?: string };

/** Who holds the lock: a pid and how long, or nothing fresher can rely on (and why). */
function holderOf(lock: string, now: number): Holder {
  let text: string;
  let st: Stats | undefined;
  try {
    st = statSync(lock);
    text = readFileSync(lock, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
    return {
      kind: 'unknown',
      why: `it cannot be read: ${reasonOf((e as NodeJS.ErrnoException).code) ?? (e as Error).message}`,
      ...(st ? { seen: { ino: st.ino, mtimeMs: st.mtimeMs } } : {}),
    };
  }
  const seen = { ino: st.ino, mtimeMs: st.mtimeMs };
  const age = now - st.mtimeMs;
  const pid = /^\d+\n?$/.test(text) ? Number.parseInt(text, 10) : 0;
  // Pid 0 would name this run's process group: no process either.
  if (!(pid > 0)) return { kind: 'unknown', why: text === '' ? 'it is empty' : 'it names no process', seen, text };
  // A clock set back: the lock's age says nothing.
  if (age < -STALE_LOCK_MS / 10) return { kind: 'unknown', why: 'it is dated in the future', seen, text };
  return { kind: 'pid', pid, age, ...seen };
}

/** Whether the lock is still the one judged stale: the same file, time and holder (an inode is reused at once). */
function sameLock(was: Holder, now: Holder): boolean {
  if (was.kind === 'pid') return now.kind === 'pid' && now.pid === was.pid && now.ino === was.ino && now.mtimeMs === was.mtimeMs;
  if (was.kind !== 'unknown' || now.kind !== 'unknown') return false;
  return was.text === now.text && was.seen?.ino === now.seen?.ino && was.seen?.mtimeMs === now.seen?.mtimeMs;
}

/**
 * Removes a lock left behind, unless another run replaced it meanwhile; false while another run is
 * taking it over. Runs that find the same stale lock take it over one at a time, under `guard`
 * (`<lock>.takeover`, named by withLock): otherwise one could remove the lock another has just made
 * in its place (same path, and often the very inode freed a moment before), and two runs would
 * change the file at once. The guard is held for a stat and an unlink (withLock clears one left by
 * a crash).
 */
function takeOver(path: string, lock: string, guard: string, holder: Holder, why: string, ops: LockOps): boolean {
  let fd: number;
  try {
    fd = openSync(guard, 'wx', PRIVATE_FILE);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw cannotCreate(guard, e);
    return false;
  }
  closeSync(fd);
  try {
    if (sameLock(holder, holderOf(lock, ops.now()))) unlinkSync(lock);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return true; // Released meanwhile.
    throw new StoreError(
      `cannot lock ${path}: ${lock} is stale (${why}) and cannot be removed: ${reasonOf(code) ?? (e as Error).message}; remove it and try again`,
      code,
    );
  } finally {
    try {
      unlinkSync(guard);
    } catch {
      // Cleared as left by a crash (this run held it too long): nothing to release.
    }
  }
}

/**
 * Runs `fn` holding `<path>.lock` (created exclusively, holding this run's pid). The lock of a dead
 * run, or one held for longer than any change takes, is taken over at once; one that names no
 * process after UNKNOWN_LOCK_GRACE_MS. A live run's lock is waited on, then named by its pid.
 */
export function withLock<R>(path: string, fn: () => R, ops: LockOps = systemLockOps): R {
  const lock = `${path}.lock`;
  const guard = `${lock}.takeover`;
  const deadline = ops.now() + LOCK_WAIT_MS;
  /** When this run first saw a lock that names no process, and another run's takeover guard (ages judged from then: a clock set back says nothing). */
  let unknownSince: number | undefined;
  let guardSince: number | undefined;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    if (create(lock, ops)) break;
    const now = ops.now();
    const holder = holderOf(lock, now);
    if (holder.kind === 'gone') continue; // Released meanwhile.
    /** Takes the stale lock over; while another run's guard is there, waits, and clears one left by a crash. */
    const takenOver = (why: string): boolean => {
      if (takeOver(path, lock, guard, holder, why, ops)) {
        guardSince = undefined;
        return true;
      }
      guardSince ??= now;
      if (now - guardSince >= UNKNOWN_LOCK_GRACE_MS) {
        guardSince = undefined;
        try {
          unlinkSync(guard);
        } catch {
          // Gone meanwhile, or cannot go: the deadline below says so.
        }
      }
      // A lock no run holds, that cannot be taken over in all this time: said, not waited on forever.
      if (now > deadline + UNKNOWN_LOCK_GRACE_MS)
        throw new StoreError(`cannot lock ${path}: ${lock} is stale (${why}), and ${guard} keeps it from being taken over; remove both and try again`);
      return false;
    };
    if (holder.kind === 'unknown') {
      unknownSince ??= now;
      if (now - unknownSince >= UNKNOWN_LOCK_GRACE_MS && takenOver(holder.why)) {
        unknownSince = undefined;
        continue;
      }
    } else {
      unknownSince = undefined;
      if (!ops.alive(holder.pid)) {
        if (takenOver(`pid ${holder.pid} is gone`)) continue;
      } else if (holder.age > STALE_LOCK_MS) {
        if (takenOver(`held for ${Math.round(holder.age / 1000)} s`)) continue;
      } else if (now > deadline) throw new StoreError(`another fresher run (pid ${holder.pid}) is changing ${path}; try again in a moment`);
    }
    ops.sleep(pause);
  }
  // This run's lock, to release only it: one held too long may have been taken over, and the lock
  // there now is another run's.
  let mine: Stats | undefined;
  try {
    mine = statSync(lock);
  } catch {
    // Taken over already: nothing to release.
  }
  try {
    return fn();
  } finally {
    try {
      const now = statSync(lock);
      if (mine !== undefined && now.ino === mine.ino && now.mtimeMs === mine.mtimeMs && readFileSync(lock, 'utf8') === `${process.pid}\n`) unlinkSync(lock);
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
