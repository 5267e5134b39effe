/** Global options resolved with the documented precedence: flag > environment > config file > default. */
import { extname } from 'node:path';
import { parseApiAddress, type ApiAddress } from '../contract/api-url.js';
import { readConfig } from '../store/config-read.js';
import { expandHome } from '../store/paths.js';
import { CONFIG_KEYS, FORMATS, parseDuration, type ConfigValues, type Format } from '../store/config-keys.js';
import { FORMAT_EXTENSIONS } from '../render/formats.js';
import type { GlobalFlags } from './options.js';
import type { Context } from './context.js';
import { usageError } from './exit-codes.js';
import { checkChoice } from './choices.js';
import { guessFor } from './did-you-mean.js';
import { toSingleLine } from '../render/sanitize.js';
import { pagerCommand } from './pager.js';

export type { GlobalFlags };

export interface Settings {
  /** Undefined when nothing configures one: the built-in sandbox serves. Never holds user info (see api-url.ts). */
  api: ApiAddress | undefined;
  /** Where the hiring dataset is served: the API's origin unless set. */
  site: ApiAddress | undefined;
  /** Credentials of the configured URLs, masked in every message. */
  secrets: string[];
  /** Undefined means automatic: a table on a terminal, plain rows otherwise. */
  format: Format | undefined;
  fields: string[] | undefined;
  output: string | undefined;
  color: boolean;
  stderrColor: boolean;
  /** Colour on the terminal device (the picker draws there whatever stdout and stderr are). */
  ttyColor: boolean;
  quiet: boolean;
  debug: boolean;
  interactive: boolean;
  timeoutSeconds: number;
  maxWaitSeconds: number;
  cacheTtlSeconds: number;
  bom: boolean;
  allowFormulas: boolean;
  /** The pager command for a terminal, or undefined for none. */
  pager: string | undefined;
  /** FRESHER_MAX_RESPONSE_MB: the largest response body read (default in the client). */
  maxResponseBytes: number | undefined;
}

export const DEFAULTS = { timeoutSeconds: 30, maxWaitSeconds: 60, cacheTtlSeconds: 24 * 3600 } as const;

/**
 * The user info of every API URL this run could use (flags, environment, config file), parsed as
 * requests would parse it: what an error printed before the settings resolve must mask.
 */
export function secretsOf(argv: readonly string[], env: Record<string, string | undefined>): string[] {
  const urls: string[] = [env.FRESHER_API_URL ?? '', env.FRESHER_SITE_URL ?? ''];
  argv.forEach((arg, i) => {
    for (const flag of ['--api-url', '--site-url']) {
      if (arg === flag) urls.push(argv[i + 1] ?? '');
      else if (arg.startsWith(`${flag}=`)) urls.push(arg.slice(flag.length + 1));
    }
  });
  try {
    const config = readConfig(env).values;
    urls.push(config['api-url'] ?? '', config['site-url'] ?? '');
  } catch {
    // No config to read: nothing of it to mask.
  }
  return urls.flatMap((url) => {
    try {
      return parseApiAddress(url).secrets;
    } catch {
      return [];
    }
  });
}

/** The format a file name asks for by its extension, if any. */
export function formatForPath(path: string): Format | undefined {
  const ext = /\.([a-z]+)$/i.exec(path)?.[1]?.toLowerCase();
  return ext && Object.hasOwn(FORMAT_EXTENSIONS, ext) ? FORMAT_EXTENSIONS[ext] : undefined;
}

/**
 * A file named with an extension no format has (`-o jobs.xls`, `-o jobs.html`) and no format given:
 * refused rather than filled with plain rows its name says it is not. No extension is plain rows;
 * `.ics` is the calendar's (calendarFlags).
 */
function refuseUnknownExtension(output: string): void {
  const ext = extname(output).slice(1).toLowerCase();
  if (ext === '' || ext === 'ics') return;
  const known = Object.keys(FORMAT_EXTENSIONS);
  const guess = guessFor(ext, known);
  throw usageError(
    `-o ${toSingleLine(output)}: no format is written as .${toSingleLine(ext)}${guess ? ` (did you mean .${guess}?)` : ''}; name the file ${known.map((k) => `.${k}`).join(', ')}, or give --format`,
  );
}

function flagUrl(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    return CONFIG_KEYS['api-url'].parse(raw) as string;
  } catch (e) {
    throw usageError(`${name}: ${(e as Error).message}`);
  }
}

function flagSeconds(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = parseDuration(raw);
  if (n === undefined) throw usageError(`${name}: "${raw}" is not a number of seconds (e.g. 30, 90s, 5m)`);
  return n;
}

/** The longest --max-wait: a day (as `config set max-wait` allows); longer waits would overflow Node's timers. */
const MAX_WAIT_LIMIT = 86_400;
/**
 * The longest --timeout: an hour (as `config set timeout` allows). Node's timers hold at most about
 * 24.8 days; a longer one warns (TimeoutOverflowWarning) and fires at once.
 */
const TIMEOUT_LIMIT = 3600;

/** A duration in seconds with the name of the flag or variable it came from, for messages. */
interface NamedSeconds {
  name: string;
  seconds: number;
}

/** The first of the flag and its environment variable that is set, parsed; undefined when neither is. */
function secondsFrom(...sources: [name: string, raw: string | undefined][]): NamedSeconds | undefined {
  for (const [name, raw] of sources) {
    const seconds = flagSeconds(name, raw);
    if (seconds !== undefined) return { name, seconds };
  }
  return undefined;
}

function atMost(max: number, { name, seconds }: NamedSeconds): number {
  if (seconds > max) throw usageError(`${name} must be at most ${max} seconds`);
  return seconds;
}

function maxResponse(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw usageError(`FRESHER_MAX_RESPONSE_MB: "${raw}" is not a whole number of MiB (at least 1)`);
  return Number(raw) * 1024 * 1024;
}

function positive(setting: NamedSeconds): NamedSeconds {
  if (setting.seconds <= 0) throw usageError(`${setting.name} must be more than 0 seconds`);
  return setting;
}

function colorEnabled(flag: boolean | undefined, env: Context['env'], config: ConfigValues['color'], isTTY: boolean): boolean {
  if (flag === false) return false;
  const force = env.FORCE_COLOR;
  // FORCE_COLOR=0 (or false) is a request for none, as chalk and Node read it.
  if (force === '0' || force === 'false') return false;
  if (force !== undefined) return true;
  if (env.NO_COLOR) return false;
  if (env.TERM === 'dumb') return false;
  if (config === 'never') return false;
  if (config === 'always') return true;
  return isTTY;
}

/** What a command can write: a feed (a list of listings). Unknown (the default): anything. */
export interface Writes {
  feeds?: boolean;
}

export function resolveSettings(flags: GlobalFlags, ctx: Context, config: ConfigValues, writes: Writes = {}): Settings {
  const env = ctx.env;
  // `-o "~/x.csv"` (quoted, so no shell expanded it) is in the home folder, as the user meant; `-o -`
  // is stdout, as for curl and most tools (never a file named "-").
  const output = flags.output === undefined || flags.output === '-' ? undefined : expandHome(flags.output, env);
  const explicit = [flags.format, flags.json ? 'json' : undefined, flags.csv ? 'csv' : undefined].filter((f): f is string => f !== undefined);
  if (new Set(explicit).size > 1) throw usageError(`conflicting formats: ${explicit.join(' and ')}; choose one`);
  let format: Format | undefined;
  // The same words as commander's check of --format (choices.ts), for the environment and the early request.
  if (explicit[0] !== undefined) format = checkChoice('--format', explicit[0], FORMATS);
  else if (flags.output) format = formatForPath(flags.output);
  if (format === undefined && env.FRESHER_FORMAT) format = checkChoice('FRESHER_FORMAT', env.FRESHER_FORMAT, FORMATS);
  format ??= config.format;
  // A default (FRESHER_FORMAT, the config's format) applies where it can: Atom to what writes feeds,
  // so 'config set format atom' leaves health, events and profile as they were.
  if (format === 'atom' && writes.feeds === false && explicit.length === 0 && !(flags.output && formatForPath(flags.output) === 'atom')) format = undefined;
  if (format === undefined && output !== undefined) refuseUnknownExtension(output);
  if (format === 'table' && !ctx.stdoutIsTTY && !output && explicit.length === 0) format = undefined;

  const apiUrl = flagUrl('--api-url', flags.apiUrl) ?? flagUrl('FRESHER_API_URL', env.FRESHER_API_URL) ?? config['api-url'];
  const siteUrl = flagUrl('--site-url', flags.siteUrl) ?? flagUrl('FRESHER_SITE_URL', env.FRESHER_SITE_URL) ?? config['site-url'];
  // Each name once: a JSON object has a key once, so every format shows a field named twice once.
  const fields = flags.fields === undefined ? undefined : [...new Set(flags.fields.split(',').map((f) => f.trim()))].filter(Boolean);
  if (flags.fields !== undefined && (!fields || fields.length === 0)) throw usageError('--fields: name at least one field, e.g. --fields id,title,company');

  const api = apiUrl === undefined ? undefined : parseApiAddress(apiUrl);
  const site = siteUrl === undefined ? api : parseApiAddress(siteUrl);
  return {
    api,
    site,
    secrets: [...(api?.secrets ?? []), ...(site?.secrets ?? [])],
    format,
    fields,
    output,
    color: !output && colorEnabled(flags.color, env, config.color, ctx.stdoutIsTTY),
    stderrColor: colorEnabled(flags.color, env, config.color, ctx.stderrIsTTY),
    ttyColor: colorEnabled(flags.color, env, config.color, true),
    quiet: flags.quiet === true,
    debug: flags.debug === true || env.FRESHER_DEBUG === '1',
    interactive: flags.input !== false,
    timeoutSeconds: atMost(
      TIMEOUT_LIMIT,
      positive(
        secondsFrom(['--timeout', flags.timeout], ['FRESHER_TIMEOUT', env.FRESHER_TIMEOUT]) ?? {
          name: "the config file's timeout",
          seconds: config.timeout ?? DEFAULTS.timeoutSeconds,
        },
      ),
    ),
    maxWaitSeconds: atMost(
      MAX_WAIT_LIMIT,
      secondsFrom(['--max-wait', flags.maxWait], ['FRESHER_MAX_WAIT', env.FRESHER_MAX_WAIT]) ?? {
        name: "the config file's max-wait",
        seconds: config['max-wait'] ?? DEFAULTS.maxWaitSeconds,
      },
    ),
    cacheTtlSeconds: flagSeconds('FRESHER_CACHE_TTL', env.FRESHER_CACHE_TTL) ?? config['cache-ttl'] ?? DEFAULTS.cacheTtlSeconds,
    bom: flags.bom === true,
    allowFormulas: flags.allowFormulas === true,
    maxResponseBytes: maxResponse(env.FRESHER_MAX_RESPONSE_MB),
    pager: pagerCommand(env, config.pager, flags.pager === false),
  };
}
