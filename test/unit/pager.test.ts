import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGER, findProgram, pagerCommand, splitCommand } from '../../src/cli/pager.js';

describe('pager choice', () => {
  it('FRESHER_PAGER, then the config key, then PAGER, then less -FRX; cat or empty is none', () => {
    expect(pagerCommand({ FRESHER_PAGER: 'a', PAGER: 'c' }, 'b', false)).toBe('a');
    expect(pagerCommand({ PAGER: 'c' }, 'b', false)).toBe('b');
    expect(pagerCommand({ PAGER: 'c' }, undefined, false)).toBe('c');
    expect(pagerCommand({}, undefined, false)).toBe(DEFAULT_PAGER);
    expect(pagerCommand({ FRESHER_PAGER: '', PAGER: 'c' }, undefined, false)).toBeUndefined();
    expect(pagerCommand({ PAGER: 'cat' }, undefined, false)).toBeUndefined();
    expect(pagerCommand({ FRESHER_PAGER: 'a' }, 'b', true)).toBeUndefined();
  });

  it('splits a command as a shell splits words, without running a shell', () => {
    expect(splitCommand('less -FRX')).toEqual(['less', '-FRX']);
    expect(splitCommand(`'/opt/my pager/bin' -a "two words" x\\ y ''`)).toEqual(['/opt/my pager/bin', '-a', 'two words', 'x y', '']);
    expect(splitCommand('less $(rm -rf ~) ; echo')).toEqual(['less', '$(rm', '-rf', '~)', ';', 'echo']);
  });

  it('finds programs on PATH (PATHEXT on Windows), only executable files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-pager-'));
    try {
      writeFileSync(join(dir, 'pg'), '#!/bin/sh\n', { mode: 0o755 });
      writeFileSync(join(dir, 'noexec'), '', { mode: 0o644 });
      mkdirSync(join(dir, 'adir'));
      writeFileSync(join(dir, 'more.COM'), '');
      expect(findProgram('pg', { PATH: `/nonexistent:${dir}` }, 'linux')).toBe(join(dir, 'pg'));
      expect(findProgram('noexec', { PATH: dir }, 'linux')).toBeUndefined();
      expect(findProgram('adir', { PATH: dir }, 'linux')).toBeUndefined();
      expect(findProgram('more', { PATH: dir, PATHEXT: '.COM;.EXE' }, 'win32')).toBe(join(dir, 'more.COM'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
