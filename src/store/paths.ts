/**
 * Where fresher keeps its files, by each platform's convention (as gh does):
 * - Linux, BSD and macOS: XDG. Config in $XDG_CONFIG_HOME/fresher (~/.config), state such as saved
 *   listings and `--new` memory in $XDG_STATE_HOME/fresher (~/.local/state), caches in
 *   $XDG_CACHE_HOME/fresher (~/.cache). A relative XDG value is ignored, as the XDG spec says.
 * - Windows: config and state under %APPDATA%\fresher (state in its `state` folder), caches under
 *   %LOCALAPPDATA%\fresher. An absolute XDG value is honoured there too (gh does the same).
 * FRESHER_CONFIG_DIR, FRESHER_STATE_DIR and FRESHER_CACHE_DIR override each one (`~/x` is in the home folder).
 * The platform and home are injectable so the rules of every platform are tested on any machine.
 */
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, posix, win32 } from 'node:path';

export type Env = Record<string, string | undefined>;

export interface Host {
  platform: NodeJS.Platform;
  /** The account's home, used when the environment names none. */
  home: string;
}

export interface Dirs {
  config: string;
  state: string;
  cache: string;
}

export const currentHost = (): Host => ({ platform: process.platform, home: homedir() });

/** Path rules of the host's platform (win32 ones for Windows, even when tested elsewhere). */
export const pathsOf = (host: Host): typeof posix => (host.platform === 'win32' ? win32 : posix);

/** The user's home folder: HOME (USERPROFILE on Windows), else the account's. */
export const homeOf = (env: Env, host: Host = currentHost()): string => (host.platform === 'win32' ? env.USERPROFILE : env.HOME) || host.home;

/**
 * A path a person typed, with a leading `~` as their home folder (`~`, `~/x`; also `~\x` on Windows),
 * as a shell would have expanded it: for paths no shell expanded (quoted, typed into the picker, set
 * in a variable). `~user` and a `~` elsewhere in the path are left as typed.
 */
export function expandHome(typed: string, env: Env, host: Host = currentHost()): string {
  if (typed !== '~' && !(host.platform === 'win32' ? /^~[\\/]/ : /^~\//).test(typed)) return typed;
  return pathsOf(host).join(homeOf(env, host), typed.slice(1));
}

export function dirs(env: Env, host: Host = currentHost()): Dirs {
  const windows = host.platform === 'win32';
  const path = pathsOf(host);
  const absolute = (value: string | undefined): string | undefined => (value && path.isAbsolute(value) ? value : undefined);
  const override = (value: string | undefined): string | undefined => (value ? path.resolve(expandHome(value, env, host)) : undefined);
  const home = homeOf(env, host);
  const xdg = (name: 'XDG_CONFIG_HOME' | 'XDG_STATE_HOME' | 'XDG_CACHE_HOME') => {
    const base = absolute(env[name]);
    return base === undefined ? undefined : path.join(base, 'fresher');
  };
  if (windows) {
    const roaming = path.join(absolute(env.APPDATA) ?? path.join(home, 'AppData', 'Roaming'), 'fresher');
    const local = path.join(absolute(env.LOCALAPPDATA) ?? path.join(home, 'AppData', 'Local'), 'fresher');
    return {
      config: override(env.FRESHER_CONFIG_DIR) ?? xdg('XDG_CONFIG_HOME') ?? roaming,
      state: override(env.FRESHER_STATE_DIR) ?? xdg('XDG_STATE_HOME') ?? path.join(roaming, 'state'),
      cache: override(env.FRESHER_CACHE_DIR) ?? xdg('XDG_CACHE_HOME') ?? local,
    };
  }
  return {
    config: override(env.FRESHER_CONFIG_DIR) ?? xdg('XDG_CONFIG_HOME') ?? path.join(home, '.config', 'fresher'),
    state: override(env.FRESHER_STATE_DIR) ?? xdg('XDG_STATE_HOME') ?? path.join(home, '.local', 'state', 'fresher'),
    cache: override(env.FRESHER_CACHE_DIR) ?? xdg('XDG_CACHE_HOME') ?? path.join(home, '.cache', 'fresher'),
  };
}

/**
 * Where fresher 0.1 kept its files on every platform: config in $XDG_CONFIG_HOME/fresher (taken as
 * given, even relative) or ~/.config/fresher, state in its `state` folder. Only read, to move from.
 */
export function legacyDirs(env: Env, host: Host = currentHost()): { config: string; state: string } {
  const path = pathsOf(host);
  const config = path.join(env.XDG_CONFIG_HOME || path.join(env.HOME || host.home, '.config'), 'fresher');
  return { config, state: path.join(config, 'state') };
}

export const configDir = (env: Env): string => dirs(env).config;
export const stateDir = (env: Env): string => dirs(env).state;
export const cacheDir = (env: Env): string => dirs(env).cache;
export const configFile = (env: Env): string => join(dirs(env).config, 'config.json');
/** The person's profile, in the state dir: per user, not per API (store/profile.ts). */
export const PROFILE_FILE = 'profile.json';

/**
 * The config file to read: where this version keeps it, or where fresher 0.1 did while it has not
 * been moved yet (Windows; `config set` moves it). Reading never moves a file.
 */
export function configFileToRead(env: Env, host: Host = currentHost()): string {
  const { join: joinPath } = pathsOf(host);
  const current = joinPath(dirs(env, host).config, 'config.json');
  if (env.FRESHER_CONFIG_DIR || existsSync(current)) return current;
  const legacy = joinPath(legacyDirs(env, host).config, 'config.json');
  return existsSync(legacy) ? legacy : current;
}
