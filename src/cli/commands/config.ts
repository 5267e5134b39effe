/** `fresher config get|set|unset|list|path`. */
import { CONFIG_ENV, CONFIG_KEYS, isConfigKey, type ConfigKey, type ConfigValues } from '../../store/config-keys.js';
import { readConfig } from '../../store/config-read.js';
import { openConfigStore } from '../../store/config-store.js';
import { StoreError } from '../../store/atomic.js';
import { migrationNotice } from '../../store/migrate.js';
import { configFile, dirs } from '../../store/paths.js';
import { renderJson } from '../../render/json.js';
import type { Context } from '../context.js';
import { ExitCode, usageError } from '../exit-codes.js';
import { CONFIG_VALUE_CHOICES } from '../command-table.js';
import { didYouMean } from '../did-you-mean.js';
import { toSingleLine } from '../../render/sanitize.js';

const KEY_LIST = Object.keys(CONFIG_KEYS).join(', ');

function checkKey(key: string): ConfigKey {
  if (!isConfigKey(key))
    throw usageError(`unknown setting ${JSON.stringify(toSingleLine(key))}; settings: ${KEY_LIST}${didYouMean(key, Object.keys(CONFIG_KEYS))}`);
  return key;
}

async function open(ctx: Context) {
  const store = await openConfigStore(ctx.env, ctx.clock.now());
  if (store.moved) ctx.stderr.write(`fresher: ${migrationNotice('the config file', store.moved)}\n`);
  if (store.recoveredTo)
    ctx.stderr.write(`fresher: warning: config file ${store.path} was corrupt; moved it to ${store.recoveredTo} and started a fresh one\n`);
  return store;
}

/**
 * The settings for get and list: read as they are, never rewritten, moved or migrated (a damaged file
 * is reported and left for 'config set' to move aside).
 */
function readOnly(ctx: Context): ConfigValues {
  const config = readConfig(ctx.env);
  // Nothing read is nothing to show: not "not set", not "no settings".
  if (config.unreadable) throw new StoreError(config.problem ?? `cannot read ${config.path}`);
  if (config.problem) ctx.stderr.write(`fresher: warning: ${toSingleLine(config.problem)}\n`);
  return config.values;
}

export interface ConfigOutput {
  json: boolean;
  quiet: boolean;
}

export async function configCommand(ctx: Context, action: string, args: string[], { json, quiet }: ConfigOutput): Promise<number> {
  switch (action) {
    case 'path': {
      const where = { config: configFile(ctx.env), state: dirs(ctx.env).state, cache: dirs(ctx.env).cache };
      const which = args[0];
      // One of PATH_NAMES: commander checked it (command-table.ts).
      if (which !== undefined) {
        ctx.stdout.write(`${where[which as keyof typeof where]}\n`);
      } else if (json) ctx.stdout.write(renderJson(where, ctx.stdoutIsTTY));
      else for (const [name, path] of Object.entries(where)) ctx.stdout.write(ctx.stdoutIsTTY ? `${name.padEnd(8)}${path}\n` : `${name}\t${path}\n`);
      return ExitCode.ok;
    }
    case 'get': {
      const key = checkKey(args[0] ?? '');
      const value = readOnly(ctx)[key];
      // The file's value is what `get` prints; a variable of the environment that decides instead is named beside it.
      const { over, under } = CONFIG_ENV[key];
      const overriding = over !== undefined && ctx.env[over] !== undefined && ctx.env[over] !== '' ? over : undefined;
      if (value !== undefined) {
        ctx.stdout.write(json ? `${JSON.stringify(value)}\n` : `${value}\n`);
        if (overriding && !quiet) ctx.stderr.write(`fresher: ${overriding} is set in the environment, and applies instead\n`);
        return ExitCode.ok;
      }
      // As git config: nothing on stdout and a code a script can test, so an unset key is never
      // mistaken for one set to an empty value; a person hears what applies instead.
      const fromEnv = overriding ?? (under !== undefined && ctx.env[under] ? under : undefined);
      if (!quiet)
        ctx.stderr.write(
          `fresher: ${key} is not set in ${configFile(ctx.env)}; ${fromEnv ? `${fromEnv} is set in the environment, and applies` : CONFIG_KEYS[key].description}\n`,
        );
      return ExitCode.notFound;
    }
    case 'set': {
      const key = checkKey(args[0] ?? '');
      if (args[1] === undefined) throw usageError(`config set ${key} needs a value: ${CONFIG_KEYS[key].description}`);
      // A bad value is a usage error; a file that cannot be written is not (StoreError: exit 1).
      try {
        CONFIG_KEYS[key].parse(args[1]);
      } catch (e) {
        const choices = CONFIG_VALUE_CHOICES[key];
        throw usageError(`${key}: ${(e as Error).message}${choices ? didYouMean(args[1].trim(), choices) : ''}`);
      }
      (await open(ctx)).set(key, args[1]);
      return ExitCode.ok;
    }
    case 'unset': {
      const key = checkKey(args[0] ?? '');
      (await open(ctx)).unset(key);
      return ExitCode.ok;
    }
    case 'list': {
      const values = readOnly(ctx);
      const stored = Object.entries(values).filter(([k]) => isConfigKey(k));
      if (json) ctx.stdout.write(renderJson(values, ctx.stdoutIsTTY));
      else for (const [k, v] of stored) ctx.stdout.write(`${k}=${v}\n`);
      // Empty output looks broken: say where the values in force come from (stdout stays data only).
      if (stored.length === 0 && !quiet)
        ctx.stderr.write(
          `fresher: no settings in ${configFile(ctx.env)}: the built-in defaults apply (see 'fresher config --help'); set one with 'fresher config set KEY VALUE'\n`,
        );
      return ExitCode.ok;
    }
    default:
      throw usageError(`unknown config action "${action}"; use get, set, unset, list or path`);
  }
}
