/** The settings `fresher config` manages, with their validation. Pure: no I/O. */
import { displayUrl } from '../contract/api-url.js';
import { FORMATS, type Format } from '../render/formats.js';

export { FORMATS, type Format };
export const COLOR_MODES = ['auto', 'always', 'never'] as const;

export interface ConfigValues {
  'api-url'?: string;
  'site-url'?: string;
  format?: Format;
  'cache-ttl'?: number;
  color?: (typeof COLOR_MODES)[number];
  'max-wait'?: number;
  timeout?: number;
  pager?: string;
}
export type ConfigKey = keyof ConfigValues;

interface KeySpec {
  description: string;
  /** Returns the stored value or throws a message naming what is allowed. */
  parse(raw: string): string | number;
}

function httpUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`"${displayUrl(raw)}" is not a URL; use e.g. https://api.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`"${displayUrl(raw)}" must be an http or https URL`);
  // Paths are appended to it: a query or fragment would end up in the middle of every request.
  if (url.search || url.hash || /[?#]/.test(raw))
    throw new Error(`"${displayUrl(raw)}" must not have a query (?...) or fragment (#...); give the origin, e.g. https://api.example.com`);
  return raw.replace(/\/+$/, '');
}

/** A duration of `min` to `max` seconds. */
function seconds(raw: string, max: number, min = 0): number {
  const n = parseDuration(raw);
  if (n === undefined || n < min || n > max)
    throw new Error(`"${raw}" is not a duration ${min === 0 ? `between 0 and ${max}s` : `above 0 and at most ${max}s`} (e.g. 30, 90s, 5m, 24h)`);
  return n;
}

/** "30", "30s", "5m", "24h", "2d" -> seconds. */
export function parseDuration(raw: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h|d)?\s*$/i.exec(raw);
  if (!m) return undefined;
  const unit = { s: 1, m: 60, h: 3600, d: 86400 }[(m[2] ?? 's').toLowerCase() as 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

function oneOf(values: readonly string[]) {
  return (raw: string): string => {
    const v = raw.trim().toLowerCase();
    if (!values.includes(v)) throw new Error(`"${raw}" is not one of ${values.join(', ')}`);
    return v;
  };
}

export const CONFIG_KEYS: Record<ConfigKey, KeySpec> = {
  'api-url': { description: 'API origin (default: the built-in sandbox)', parse: httpUrl },
  'site-url': { description: 'origin serving the hiring dataset (default: the API origin)', parse: httpUrl },
  format: { description: `default output format: ${FORMATS.join(', ')}`, parse: oneOf(FORMATS) },
  'cache-ttl': { description: 'how long the filter vocabulary is cached (e.g. 24h)', parse: (r) => seconds(r, 365 * 86400) },
  color: { description: `colour: ${COLOR_MODES.join(', ')}`, parse: oneOf(COLOR_MODES) },
  'max-wait': { description: 'most time a run may wait on rate limits, in seconds, in total', parse: (r) => seconds(r, 86400) },
  // A timeout of 0 would fail every request: refused where it is set, not at every run after.
  timeout: { description: 'network timeout in seconds', parse: (r) => seconds(r, 3600, Number.MIN_VALUE) },
  pager: { description: 'pager for output taller than the terminal (default: $PAGER, else less -FRX; "cat" for none)', parse: (r) => r.trim() },
};

export const isConfigKey = (k: string): k is ConfigKey => Object.hasOwn(CONFIG_KEYS, k);

/**
 * The environment variables that decide a setting instead of the config file (as cli/settings.ts and
 * cli/pager.ts read them), and those that apply only when the file does not set it (PAGER): what
 * `config get` names beside the file's value.
 */
export const CONFIG_ENV: Readonly<Record<ConfigKey, { over?: string; under?: string }>> = {
  'api-url': { over: 'FRESHER_API_URL' },
  'site-url': { over: 'FRESHER_SITE_URL' },
  format: { over: 'FRESHER_FORMAT' },
  'cache-ttl': { over: 'FRESHER_CACHE_TTL' },
  color: { over: 'NO_COLOR' },
  'max-wait': { over: 'FRESHER_MAX_WAIT' },
  timeout: { over: 'FRESHER_TIMEOUT' },
  pager: { over: 'FRESHER_PAGER', under: 'PAGER' },
};
