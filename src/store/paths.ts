/** XDG locations; tests point XDG_CONFIG_HOME / XDG_CACHE_HOME at temp dirs. */
import { homedir } from 'node:os';
import { join } from 'node:path';

export type Env = Record<string, string | undefined>;

export function configDir(env: Env): string {
  return join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config'), 'fresher');
}

export function cacheDir(env: Env): string {
  return join(env.XDG_CACHE_HOME || join(env.HOME || homedir(), '.cache'), 'fresher');
}

export const configFile = (env: Env): string => join(configDir(env), 'config.json');
