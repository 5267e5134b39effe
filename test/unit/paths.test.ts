/** Where files live on each platform: the rules, with platform and environment injected. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFileToRead, dirs, expandHome, legacyDirs, type Host } from '../../src/store/paths.js';

const linux: Host = { platform: 'linux', home: '/home/asha' };
const mac: Host = { platform: 'darwin', home: '/Users/asha' };
const freebsd: Host = { platform: 'freebsd', home: '/usr/home/asha' };
const windows: Host = { platform: 'win32', home: 'C:\\Users\\Asha' };

describe('dirs', () => {
  it('Linux: XDG defaults under the home, state apart from config', () => {
    expect(dirs({}, linux)).toEqual({ config: '/home/asha/.config/fresher', state: '/home/asha/.local/state/fresher', cache: '/home/asha/.cache/fresher' });
    // HOME from the environment wins over the account's home, as the shell sees it.
    expect(dirs({ HOME: '/tmp/h' }, linux).state).toBe('/tmp/h/.local/state/fresher');
  });

  it('Linux and BSD: absolute XDG_*_HOME values are used', () => {
    const env = { XDG_CONFIG_HOME: '/x/conf', XDG_STATE_HOME: '/x/state', XDG_CACHE_HOME: '/x/cache' };
    const want = { config: '/x/conf/fresher', state: '/x/state/fresher', cache: '/x/cache/fresher' };
    expect(dirs(env, linux)).toEqual(want);
    expect(dirs(env, freebsd)).toEqual(want);
  });

  it('relative XDG values are ignored, as the XDG spec says', () => {
    expect(dirs({ XDG_CONFIG_HOME: 'conf', XDG_STATE_HOME: './state', XDG_CACHE_HOME: 'cache' }, linux)).toEqual(dirs({}, linux));
    expect(dirs({ XDG_CONFIG_HOME: 'conf' }, windows)).toEqual(dirs({}, windows));
  });

  it('macOS: the same XDG layout, as gh uses', () => {
    expect(dirs({}, mac)).toEqual({ config: '/Users/asha/.config/fresher', state: '/Users/asha/.local/state/fresher', cache: '/Users/asha/.cache/fresher' });
    expect(dirs({ XDG_STATE_HOME: '/Users/asha/st' }, mac).state).toBe('/Users/asha/st/fresher');
  });

  it('Windows: config and state under %APPDATA%, caches under %LOCALAPPDATA%', () => {
    const env = { APPDATA: 'C:\\Users\\Asha\\AppData\\Roaming', LOCALAPPDATA: 'C:\\Users\\Asha\\AppData\\Local' };
    expect(dirs(env, windows)).toEqual({
      config: 'C:\\Users\\Asha\\AppData\\Roaming\\fresher',
      state: 'C:\\Users\\Asha\\AppData\\Roaming\\fresher\\state',
      cache: 'C:\\Users\\Asha\\AppData\\Local\\fresher',
    });
  });

  it('Windows without APPDATA/LOCALAPPDATA: their usual places under the profile', () => {
    expect(dirs({ USERPROFILE: 'D:\\profiles\\asha' }, windows)).toEqual({
      config: 'D:\\profiles\\asha\\AppData\\Roaming\\fresher',
      state: 'D:\\profiles\\asha\\AppData\\Roaming\\fresher\\state',
      cache: 'D:\\profiles\\asha\\AppData\\Local\\fresher',
    });
    expect(dirs({}, windows).cache).toBe('C:\\Users\\Asha\\AppData\\Local\\fresher');
  });

  it('Windows honours an absolute XDG value (as gh does)', () => {
    expect(dirs({ APPDATA: 'C:\\A', XDG_CONFIG_HOME: 'C:\\xdg' }, windows).config).toBe('C:\\xdg\\fresher');
  });

  it('FRESHER_*_DIR overrides each one, on every platform', () => {
    const env = {
      FRESHER_CONFIG_DIR: '/o/c',
      FRESHER_STATE_DIR: '/o/s',
      FRESHER_CACHE_DIR: '/o/k',
      XDG_CONFIG_HOME: '/x',
      XDG_STATE_HOME: '/x',
      XDG_CACHE_HOME: '/x',
    };
    expect(dirs(env, linux)).toEqual({ config: '/o/c', state: '/o/s', cache: '/o/k' });
    expect(dirs(env, mac)).toEqual({ config: '/o/c', state: '/o/s', cache: '/o/k' });
    expect(dirs({ FRESHER_STATE_DIR: 'E:\\fresher-state', APPDATA: 'C:\\A' }, windows).state).toBe('E:\\fresher-state');
  });

  it('an override typed as ~/x (quoted, or in a file no shell read) is in the home folder, not a folder named ~', () => {
    expect(dirs({ FRESHER_STATE_DIR: '~/st', FRESHER_CONFIG_DIR: '~', HOME: '/tmp/h' }, linux)).toMatchObject({ state: '/tmp/h/st', config: '/tmp/h' });
    expect(dirs({ FRESHER_CACHE_DIR: '~\\cache', USERPROFILE: 'D:\\asha' }, windows).cache).toBe('D:\\asha\\cache');
  });
});

describe('~ in a typed path', () => {
  it('is the home folder at the start of a path, as a shell expands it', () => {
    expect(expandHome('~', { HOME: '/tmp/h' }, linux)).toBe('/tmp/h');
    expect(expandHome('~/x.csv', { HOME: '/tmp/h' }, linux)).toBe('/tmp/h/x.csv');
    expect(expandHome('~/a b/x.csv', {}, mac)).toBe('/Users/asha/a b/x.csv');
    expect(expandHome('~/x.csv', { USERPROFILE: 'D:\\asha', HOME: '/ignored' }, windows)).toBe('D:\\asha\\x.csv');
    expect(expandHome('~\\x.csv', {}, windows)).toBe('C:\\Users\\Asha\\x.csv');
  });

  it('is left as typed anywhere else, and for another user', () => {
    for (const typed of ['x.csv', '/tmp/~/x.csv', './~/x.csv', '~asha/x.csv', '~x.csv', 'a~/x.csv', ''])
      expect(expandHome(typed, { HOME: '/tmp/h' }, linux), typed).toBe(typed);
    // On Linux a backslash is part of a name.
    expect(expandHome('~\\x.csv', { HOME: '/tmp/h' }, linux)).toBe('~\\x.csv');
  });
});

describe('legacy locations (fresher 0.1)', () => {
  it('config in XDG_CONFIG_HOME or ~/.config everywhere, state inside it', () => {
    expect(legacyDirs({}, linux)).toEqual({ config: '/home/asha/.config/fresher', state: '/home/asha/.config/fresher/state' });
    expect(legacyDirs({ XDG_CONFIG_HOME: '/x' }, mac)).toEqual({ config: '/x/fresher', state: '/x/fresher/state' });
    expect(legacyDirs({}, windows)).toEqual({ config: 'C:\\Users\\Asha\\.config\\fresher', state: 'C:\\Users\\Asha\\.config\\fresher\\state' });
  });

  it('config is read from the old place until it is moved, never from it once the new file exists', () => {
    const root = mkdtempSync(join(tmpdir(), 'fresher-paths-'));
    const cwd = process.cwd();
    process.chdir(root);
    try {
      // The new config dir apart from the old one, as on Windows: 0.1 used a relative XDG value as given.
      const host: Host = { platform: 'linux', home: root };
      const env = { XDG_CONFIG_HOME: 'rel', HOME: root };
      const current = join(root, '.config', 'fresher', 'config.json');
      const legacy = join('rel', 'fresher', 'config.json');
      expect(configFileToRead(env, host)).toBe(current);
      mkdirSync(join(root, 'rel', 'fresher'), { recursive: true });
      writeFileSync(legacy, '{}');
      expect(configFileToRead(env, host)).toBe(legacy);
      mkdirSync(join(root, '.config', 'fresher'), { recursive: true });
      writeFileSync(current, '{}');
      expect(configFileToRead(env, host)).toBe(current);
      expect(configFileToRead({ ...env, FRESHER_CONFIG_DIR: join(root, 'o') }, host)).toBe(join(root, 'o', 'config.json'));
    } finally {
      process.chdir(cwd);
      rmSync(root, { recursive: true, force: true });
    }
  });
});
