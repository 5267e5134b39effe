/**
 * Reads the config file directly (a small JSON file), so ordinary commands do not pay for loading conf;
 * `fresher config set` writes it through conf. A corrupt file is reported, never a crash.
 */
import { namedCollection } from '../contract/record.js';
import { readFileSync } from 'node:fs';
import { bestGuess } from '../refine/guess.js';
import { reasonOf } from './atomic.js';
import { CONFIG_KEYS, isConfigKey, type ConfigValues } from './config-keys.js';
import { configFileToRead, type Env } from './paths.js';

export interface ConfigRead {
  path: string;
  values: ConfigValues;
  /** Set when the file exists but cannot be used. */
  problem?: string;
  /** Set when the file names an API (api-url) that cannot be read from it: never fall back to sample data then. */
  apiUrlLost?: boolean;
  /** Set when the file cannot be read at all (permissions, a folder in its place): what it names is not known. */
  unreadable?: boolean;
}

export function readConfig(env: Env): ConfigRead {
  const path = configFileToRead(env);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { path, values: {} };
    // It may name the API: as one whose api-url cannot be read, never sample data in its place.
    return {
      path,
      values: {},
      problem: `cannot read the config file ${path}: ${reasonOf(code) ?? (e as Error).message}`,
      apiUrlLost: true,
      unreadable: true,
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {
      path,
      values: {},
      problem: `config file ${path} is not valid JSON; ignoring it (fix it, or run 'fresher config set' to start a fresh one)`,
      apiUrlLost: text.includes('api-url'),
    };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { path, values: {}, problem: `config file ${path} does not hold an object; ignoring it`, apiUrlLost: text.includes('api-url') };
  }
  const values = namedCollection<string | number>();
  const bad: string[] = [];
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (!isConfigKey(key)) {
      unknown.push(key);
      continue;
    }
    try {
      values[key] = CONFIG_KEYS[key].parse(String(value));
    } catch {
      bad.push(key);
    }
  }
  // A key written by hand ("api_url", "colour") would otherwise be dropped without a word, and a
  // mistyped api-url would show sample data as if it were the API named.
  const guessed = unknown.map((key) => ({ key, guess: bestGuess(key, Object.keys(CONFIG_KEYS)) }));
  const problems = [
    ...(bad.length ? [`ignoring invalid ${bad.join(', ')}`] : []),
    ...(unknown.length
      ? [
          `ignoring unknown setting${unknown.length === 1 ? '' : 's'} ${guessed.map(({ key, guess }) => `"${key}"${guess ? ` (did you mean ${guess}?)` : ''}`).join(', ')}`,
        ]
      : []),
  ];
  return {
    path,
    values: values as ConfigValues,
    ...(problems.length
      ? { problem: `config file ${path}: ${problems.join('; ')}`, apiUrlLost: bad.includes('api-url') || guessed.some((g) => g.guess === 'api-url') }
      : {}),
  };
}
