/**
 * Writing the config through conf (atomic writes), at $XDG_CONFIG_HOME/fresher/config.json: no
 * "-nodejs" suffix. A corrupt file is moved aside (and said so), never a crash.
 */
import { renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CONFIG_KEYS, type ConfigKey, type ConfigValues } from './config-keys.js';
import { ensurePrivateDir, PRIVATE_FILE } from './atomic.js';
import { migrateLegacyConfig, type Migration } from './migrate.js';
import { configDir, configFile, type Env } from './paths.js';

export interface ConfigStore {
  path: string;
  /** Set when fresher 0.1's config file was moved here on opening. */
  moved?: Migration;
  /** Where a corrupt file was moved, when it was. */
  recoveredTo?: string;
  get(key: ConfigKey): string | number | undefined;
  set(key: ConfigKey, raw: string): string | number;
  unset(key: ConfigKey): boolean;
  all(): ConfigValues;
}

export async function openConfigStore(env: Env, now: number): Promise<ConfigStore> {
  // conf is an ES module only. It is required (Node 20.19+ can) rather than imported: the CLI runs as
  // a CommonJS bundle, where a bundled import() would hand back the module namespace as `default`.
  const Conf = (createRequire(import.meta.url)('conf') as typeof import('conf')).default;
  const moved = migrateLegacyConfig(env);
  const path = configFile(env);
  // conf would make the folder readable by everyone (0755); fresher's folders are the user's alone.
  ensurePrivateDir(configDir(env));
  const open = () =>
    new Conf<Record<string, string | number>>({
      cwd: configDir(env),
      configName: 'config',
      projectSuffix: '',
      accessPropertiesByDotNotation: false,
      configFileMode: PRIVATE_FILE,
    });
  let conf: ReturnType<typeof open>;
  let recoveredTo: string | undefined;
  try {
    conf = open();
  } catch {
    recoveredTo = `${path}.corrupt-${now}`;
    renameSync(path, recoveredTo);
    conf = open();
  }
  return {
    path,
    moved,
    recoveredTo,
    get: (key) => conf.get(key),
    set(key, raw) {
      const value = CONFIG_KEYS[key].parse(raw);
      conf.set(key, value);
      return value;
    },
    unset(key) {
      const had = conf.has(key);
      conf.delete(key);
      return had;
    },
    all: () => ({ ...conf.store }) as ConfigValues,
  };
}
