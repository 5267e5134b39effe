/**
 * The state lock (`<file>.lock`, holding the pid of the run that changes the file): a lock that names
 * no process is taken over after a short wait instead of blocking every later run, a lock whose
 * writing failed is not left behind, and a live holder is named by its real pid. The clock, the
 * sleeps, the liveness check and the write are injected, so nothing here takes real time.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StoreError } from '../../src/store/atomic.js';
import { UNKNOWN_LOCK_GRACE_MS, withLock, type LockOps } from '../../src/store/json-file.js';

const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: operation failed`), { code });

/** A clock that moves only by the sleeps asked for; every pid alive unless listed dead. */
function world(dead: number[] = []): LockOps & { t: number; slept: number } {
  const w = {
    t: Date.now(),
    slept: 0,
    now: () => w.t,
    sleep: (ms: number) => {
      w.slept += ms;
      w.t += ms;
    },
    alive: (pid: number) => !dead.includes(pid),
    write: (fd: number, text: string) => {
      writeFileSync(fd, text);
    },
  };
  return w;
}

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fresher-lock-'));
  file = join(dir, 'saved.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('withLock', () => {
  it('an empty lock (a run that could not write its pid: a full disk) is taken over after a short wait, never "pid NaN"', () => {
    writeFileSync(`${file}.lock`, '');
    const w = world();
    let ran = false;
    withLock(
      file,
      () => {
        ran = true;
        expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.pid}\n`);
      },
      w,
    );
    expect(ran).toBe(true);
    expect(w.slept).toBeGreaterThanOrEqual(UNKNOWN_LOCK_GRACE_MS);
    expect(w.slept).toBeLessThan(UNKNOWN_LOCK_GRACE_MS * 2);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('a lock that names no process, or one dated in the future (a clock set back), is taken over after a short wait', () => {
    for (const [text, future] of [
      ['not a pid\n', false],
      [`${process.pid}\n`, true],
    ] as const) {
      writeFileSync(`${file}.lock`, text);
      const w = world();
      if (future) utimesSync(`${file}.lock`, new Date(w.t + 3_600_000), new Date(w.t + 3_600_000));
      withLock(file, () => undefined, w);
      expect(w.slept, text).toBeGreaterThanOrEqual(UNKNOWN_LOCK_GRACE_MS);
      expect(w.slept, text).toBeLessThan(UNKNOWN_LOCK_GRACE_MS * 2);
    }
  });

  it('a lock whose pid is gone is taken over at once', () => {
    writeFileSync(`${file}.lock`, '4242\n');
    const w = world([4242]);
    withLock(file, () => undefined, w);
    expect(w.slept).toBe(0);
  });

  it('a live holder is waited on, then named by its real pid', () => {
    writeFileSync(`${file}.lock`, '4242\n');
    const w = world();
    expect(() => withLock(file, () => undefined, w)).toThrow(`another fresher run (pid 4242) is changing ${file}; try again in a moment`);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe('4242\n');
  });

  it('a lock that could not be written (ENOSPC) is removed, and the error says why', () => {
    const w = {
      ...world(),
      write: () => {
        throw errno('ENOSPC');
      },
    };
    let ran = false;
    expect(() => withLock(file, () => (ran = true), w)).toThrow(StoreError);
    expect(() => withLock(file, () => (ran = true), w)).toThrow(`cannot write ${file}.lock: the disk is full (ENOSPC)`);
    expect(ran).toBe(false);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('a stale lock that cannot be removed (a folder in its place) says so instead of waiting forever', () => {
    mkdirSync(`${file}.lock`);
    const w = world();
    expect(() => withLock(file, () => undefined, w)).toThrow(
      /^cannot lock .*saved\.json: .*saved\.json\.lock is stale \(it cannot be read: it is a folder \(EISDIR\)\) and cannot be removed: .*; remove it and try again$/,
    );
    expect(w.slept).toBeLessThan(UNKNOWN_LOCK_GRACE_MS * 2);
  });

  it('a stale lock replaced by another run before this one removes it (the same inode, reused) is left alone and waited on', () => {
    // Two runs find a dead run's lock; the other takes it over first and writes its own in the very
    // file this run judged (the inode a removed file frees is often the next one made). This run must
    // not remove the new lock: two runs would then change the file at once.
    writeFileSync(`${file}.lock`, '999999\n');
    const w = world();
    w.alive = (pid: number) => {
      if (pid === 999999) {
        writeFileSync(`${file}.lock`, '4242\n');
        return false;
      }
      return true;
    };
    let ran = false;
    expect(() => withLock(file, () => (ran = true), w)).toThrow(`another fresher run (pid 4242) is changing ${file}; try again in a moment`);
    expect(ran).toBe(false);
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe('4242\n');
  });

  it('runs that find the same stale lock take it over one at a time (a takeover left by a crash is cleared)', () => {
    writeFileSync(`${file}.lock`, '999999\n');
    // Another run is taking it over (its guard just made): this run waits for it rather than removing the lock too.
    writeFileSync(`${file}.lock.takeover`, '');
    const w = world([999999]);
    let ran = false;
    withLock(file, () => (ran = true), w);
    // The guard was left by a run that crashed while holding it: cleared after UNKNOWN_LOCK_GRACE_MS, then the stale lock taken over.
    expect(ran).toBe(true);
    expect(w.slept).toBeGreaterThanOrEqual(UNKNOWN_LOCK_GRACE_MS);
    expect(existsSync(`${file}.lock`)).toBe(false);
    expect(existsSync(`${file}.lock.takeover`)).toBe(false);
  });

  it('a takeover guard dated in the future (a crash, then the clock set back) is aged from when this run first saw it', () => {
    writeFileSync(`${file}.lock`, '999999\n');
    writeFileSync(`${file}.lock.takeover`, '');
    const future = new Date(Date.now() + 3_600_000);
    utimesSync(`${file}.lock.takeover`, future, future);
    const w = world([999999]);
    let ran = false;
    withLock(file, () => (ran = true), w);
    expect(ran).toBe(true);
    expect(w.slept).toBeGreaterThanOrEqual(UNKNOWN_LOCK_GRACE_MS);
    expect(w.slept).toBeLessThan(UNKNOWN_LOCK_GRACE_MS * 2);
    expect(existsSync(`${file}.lock.takeover`)).toBe(false);
  });

  it('a guard that cannot be cleared (a folder with something in it) is said, with the lock, after the wait: never an endless one', () => {
    for (const held of ['999999\n', '']) {
      writeFileSync(`${file}.lock`, held);
      mkdirSync(`${file}.lock.takeover/x`, { recursive: true });
      const w = world([999999]);
      expect(() => withLock(file, () => undefined, w)).toThrow(
        /^cannot lock .*saved\.json: .*saved\.json\.lock is stale \((pid 999999 is gone|it is empty)\), and .*saved\.json\.lock\.takeover keeps it from being taken over; remove both and try again$/,
      );
      expect(w.slept).toBeLessThan(20_000);
      rmSync(`${file}.lock.takeover`, { recursive: true });
    }
  });

  it("a run whose lock was taken over while it held it (too long) leaves the new holder's lock alone", () => {
    const w = world();
    withLock(
      file,
      () => {
        // Another run judged this one's lock stale and made its own in its place.
        rmSync(`${file}.lock`);
        writeFileSync(`${file}.lock`, '4242\n');
      },
      w,
    );
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe('4242\n');
  });
});
