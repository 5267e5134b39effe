/** Atomic replace of user files: retried while another program holds the file (Windows), then a clear error. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensurePrivateDir, RENAME_RETRY_DELAYS_MS, renameRetrying, StoreError, writeFileAtomic, type DirOps, type RenameOps } from '../../src/store/atomic.js';

const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: operation failed`), { code });

/** A rename that fails with `codes` in turn, then does the real rename; records the pauses. */
function flaky(platform: NodeJS.Platform, codes: string[]): RenameOps & { sleeps: number[]; calls: number } {
  const ops = {
    platform,
    sleeps: [] as number[],
    calls: 0,
    rename(from: string, to: string) {
      const code = codes[ops.calls++];
      if (code) throw errno(code);
      renameSync(from, to);
    },
    sleep(ms: number) {
      ops.sleeps.push(ms);
    },
  };
  return ops;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fresher-atomic-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('renameRetrying', () => {
  it('on Windows, EPERM, EBUSY and EACCES are retried with growing pauses until the rename goes through', () => {
    writeFileSync(join(dir, 'a'), 'new');
    writeFileSync(join(dir, 'b'), 'old');
    const ops = flaky('win32', ['EPERM', 'EBUSY', 'EACCES']);
    renameRetrying(join(dir, 'a'), join(dir, 'b'), ops);
    expect(ops.sleeps).toEqual([10, 20, 40]);
    expect(readFileSync(join(dir, 'b'), 'utf8')).toBe('new');
  });

  it('gives up after about a second with a message that says why, never silently', () => {
    const ops = flaky('win32', Array(20).fill('EPERM'));
    expect(() => renameRetrying(join(dir, 'a'), join(dir, 'b'), ops)).toThrow(StoreError);
    expect(ops.sleeps).toEqual([...RENAME_RETRY_DELAYS_MS]);
    expect(ops.sleeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1000);
    expect(() => renameRetrying(join(dir, 'a'), join(dir, 'b'), flaky('win32', Array(20).fill('EBUSY')))).toThrow(
      `could not replace ${join(dir, 'b')}: another program holds it open (EBUSY after 8 tries; an antivirus scanner or indexer may be reading it); close it and try again`,
    );
  });

  it('elsewhere only EBUSY is transient: a permission error fails at once with its own code', () => {
    const ops = flaky('linux', ['EACCES']);
    expect(() => renameRetrying(join(dir, 'a'), join(dir, 'b'), ops)).toThrow(expect.objectContaining({ code: 'EACCES' }));
    expect(ops.sleeps).toEqual([]);
    const busy = flaky('linux', ['EBUSY']);
    expect(() => renameRetrying(join(dir, 'a'), join(dir, 'b'), busy)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
    expect(busy.sleeps).toEqual([10]);
  });
});

describe('writeFileAtomic', () => {
  it('replaces the file whole after a held-open retry, leaving no temporary file', () => {
    const path = join(dir, 'saved.json');
    writeFileSync(path, 'old');
    writeFileAtomic(path, 'new', flaky('win32', ['EPERM']));
    expect(readFileSync(path, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['saved.json']);
  });

  it('when the rename never succeeds: the old file is intact and the temporary one removed', () => {
    const path = join(dir, 'saved.json');
    writeFileSync(path, 'old');
    expect(() => writeFileAtomic(path, 'new', flaky('win32', Array(20).fill('EBUSY')))).toThrow(StoreError);
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['saved.json']);
  });
});

describe('ensurePrivateDir (every folder fresher makes: config, state, caches)', () => {
  it('makes each missing level readable by the user only (0700)', () => {
    ensurePrivateDir(join(dir, 'a', 'b', 'c'));
    for (const level of ['a', 'a/b', 'a/b/c']) expect(statSync(join(dir, level)).mode & 0o777, level).toBe(0o700);
  });

  it("a read-only file system is named as such, with the folder that refused: never Node 20's ENOENT from recursive mkdir", () => {
    // As root nothing local is read-only, so the refusal is injected: the real system call's answer.
    const ops: DirOps = {
      isDir: (path) => statSync(path).isDirectory(),
      mkdir: () => {
        throw errno('EROFS');
      },
    };
    const state = join(dir, 'state');
    mkdirSync(state);
    expect(() => ensurePrivateDir(join(state, 'seen'), ops)).toThrow(`${state} is not writable: the file system is read-only (EROFS)`);
  });

  it('a file where a folder belongs is named', () => {
    writeFileSync(join(dir, 'plain'), '');
    expect(() => ensurePrivateDir(join(dir, 'plain', 'state', 'seen'))).toThrow(`${join(dir, 'plain')} is not a folder`);
  });
});
