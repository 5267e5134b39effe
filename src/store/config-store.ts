/**
 * Writing the config through conf (atomic writes), at $XDG_CONFIG_HOME/fresher/config.json: no
 * "-nodejs" suffix. A corrupt file is moved aside (and said so), never a crash.
 */
import { renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CONFIG_KEYS, type ConfigKey, type ConfigValues } from './config-keys.js';
import { ensurePrivateDir, PRIVATE_FILE, reasonOf, StoreError } from './atomic.js';
import { withLock } from './json-file.js';
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
  } catch (e) {
    // Only a file that was read and is not JSON is corrupt: one that cannot be read is left where it is.
    if ((e as Error).name !== 'SyntaxError') throw storeError('read', path, e);
    recoveredTo = `${path}.corrupt-${now}`;
    renameSync(path, recoveredTo);
    conf = open();
  }
  /**
   * conf reads the file and writes it back whole on each change: under the lock the state files use,
   * so runs that change settings at once each keep the others' changes.
   */
  const change = <R>(fn: () => R): R => {
    try {
      return withLock(path, fn);
    } catch (e) {
      throw e instanceof StoreError ? e : storeError('write', path, e);
    }
  };
  return {
    path,
    moved,
    recoveredTo,
    get: (key) => conf.get(key),
    set(key, raw) {
      const value = CONFIG_KEYS[key].parse(raw);
      change(() => conf.set(key, value));
      return value;
    },
    unset(key) {
      return change(() => {
        const had = conf.has(key);
        conf.delete(key);
        return had;
      });
    },
    all: () => ({ ...conf.store }) as ConfigValues,
  };
}

const storeError = (verb: 'read' | 'write', path: string, e: unknown): StoreError => {
  const code = (e as NodeJS.ErrnoException).code;
  return new StoreError(`cannot ${verb} the config file ${path}: ${reasonOf(code) ?? (e as Error).message}`, code);
};
