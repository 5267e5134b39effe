/** The one-time move of fresher 0.1's state and config to where this version keeps them. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateLegacyConfig, migrateLegacyState, migrationNotice } from '../../src/store/migrate.js';
import type { Host } from '../../src/store/paths.js';

let root: string;
let host: Host;
const env = () => ({ HOME: root });
const write = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fresher-migrate-'));
  host = { platform: 'linux', home: root };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('migrateLegacyState', () => {
  it('moves ~/.config/fresher/state to ~/.local/state/fresher once, leaving config alone', () => {
    write(join(root, '.config/fresher/config.json'), '{"format":"csv"}');
    write(join(root, '.config/fresher/state/saved.json'), '{"job":[],"internship":[]}');
    write(join(root, '.config/fresher/state/seen/job-abc.json'), '{"ids":["a"]}');
    const moved = migrateLegacyState(env(), host);
    expect(moved).toEqual({ from: join(root, '.config/fresher/state'), to: join(root, '.local/state/fresher'), kept: [] });
    expect(readFileSync(join(root, '.local/state/fresher/saved.json'), 'utf8')).toBe('{"job":[],"internship":[]}');
    expect(readFileSync(join(root, '.local/state/fresher/seen/job-abc.json'), 'utf8')).toBe('{"ids":["a"]}');
    expect(readdirSync(join(root, '.config/fresher'))).toEqual(['config.json']);
    expect(migrateLegacyState(env(), host)).toBeUndefined();
  });

  it('merges into an existing state dir; what both have is set aside, never overwritten, and not found again', () => {
    write(join(root, '.config/fresher/state/saved.json'), 'old');
    write(join(root, '.config/fresher/state/seen/job-1.json'), 'old-1');
    write(join(root, '.config/fresher/state/seen/job-2.json'), 'old-2');
    write(join(root, '.local/state/fresher/saved.json'), 'new');
    write(join(root, '.local/state/fresher/seen/job-1.json'), 'new-1');
    const moved = migrateLegacyState(env(), host, 1234);
    const from = join(root, '.config/fresher/state');
    const to = join(root, '.local/state/fresher');
    expect(moved).toEqual({ from, to, kept: ['saved.json', join('seen', 'job-1.json')], keptIn: `${from}.not-moved-1234` });
    expect(readFileSync(join(to, 'saved.json'), 'utf8')).toBe('new');
    expect(readFileSync(join(to, 'seen/job-1.json'), 'utf8')).toBe('new-1');
    expect(readFileSync(join(to, 'seen/job-2.json'), 'utf8')).toBe('old-2');
    expect(readFileSync(join(`${from}.not-moved-1234`, 'saved.json'), 'utf8')).toBe('old');
    expect(readFileSync(join(`${from}.not-moved-1234`, 'seen/job-1.json'), 'utf8')).toBe('old-1');
    expect(existsSync(from)).toBe(false);
    expect(migrationNotice('saved state', moved!)).toBe(
      `moved saved state from ${from} to ${to}; ${to} already had saved.json, seen/job-1.json, so the old copies are kept in ${from}.not-moved-1234`,
    );
    expect(migrateLegacyState(env(), host)).toBeUndefined();
  });

  it('follows XDG_CONFIG_HOME for the old place and XDG_STATE_HOME for the new', () => {
    write(join(root, 'c/fresher/state/saved.json'), 'x');
    const moved = migrateLegacyState({ HOME: root, XDG_CONFIG_HOME: join(root, 'c'), XDG_STATE_HOME: join(root, 's') }, host);
    expect(moved?.to).toBe(join(root, 's/fresher'));
    expect(readFileSync(join(root, 's/fresher/saved.json'), 'utf8')).toBe('x');
  });

  it('moves nothing into a FRESHER_STATE_DIR override, and nothing when there is no old state', () => {
    write(join(root, '.config/fresher/state/saved.json'), 'x');
    expect(migrateLegacyState({ HOME: root, FRESHER_STATE_DIR: join(root, 'o') }, host)).toBeUndefined();
    expect(existsSync(join(root, '.config/fresher/state/saved.json'))).toBe(true);
    rmSync(join(root, '.config'), { recursive: true });
    expect(migrateLegacyState(env(), host)).toBeUndefined();
  });
});

describe('migrateLegacyConfig', () => {
  it('on Linux and macOS the config dir did not change: nothing to move', () => {
    write(join(root, '.config/fresher/config.json'), '{}');
    expect(migrateLegacyConfig(env(), host)).toBeUndefined();
    expect(migrateLegacyConfig(env(), { platform: 'darwin', home: root })).toBeUndefined();
  });

  it('moves the file where the config dir changed (as on Windows); an existing new file wins', () => {
    // 0.1 used a relative XDG_CONFIG_HOME as given; this version ignores it: the same move as on Windows.
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const e = { HOME: root, XDG_CONFIG_HOME: 'rel' };
      const to = join(root, '.config/fresher/config.json');
      write(join(root, 'rel/fresher/config.json'), '{"format":"csv"}');
      expect(migrateLegacyConfig(e, host)).toEqual({ from: join('rel', 'fresher', 'config.json'), to, kept: [] });
      expect(readFileSync(to, 'utf8')).toBe('{"format":"csv"}');
      expect(existsSync(join(root, 'rel/fresher/config.json'))).toBe(false);
      expect(migrateLegacyConfig(e, host)).toBeUndefined();
      write(join(root, 'rel/fresher/config.json'), '{"format":"json"}');
      const second = migrateLegacyConfig(e, host, 99);
      expect(second?.kept).toEqual(['config.json']);
      expect(readFileSync(to, 'utf8')).toBe('{"format":"csv"}');
      expect(readFileSync(join(root, 'rel/fresher/config.json.not-moved-99'), 'utf8')).toBe('{"format":"json"}');
      expect(migrateLegacyConfig({ ...e, FRESHER_CONFIG_DIR: join(root, 'o') }, host)).toBeUndefined();
    } finally {
      process.chdir(cwd);
    }
  });
});
