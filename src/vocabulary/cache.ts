/**
 * The filter vocabulary cache: one JSON file per API in the XDG cache dir, stamped with the API it came
 * from and when. Written to a temp file and renamed so readers never see half a file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FilterVocabulary } from '../contract/resources.js';
import { shortHash } from '../store/hash.js';
import { ensurePrivateDir, writeFileAtomic } from '../store/atomic.js';
import { cacheDir, type Env } from '../store/paths.js';

export interface CachedVocabulary {
  api: string;
  fetchedAt: number;
  filters: FilterVocabulary;
}

export function vocabularyPath(env: Env, api: string): string {
  return join(cacheDir(env), `filters-${shortHash(api)}.json`);
}

export function readVocabulary(env: Env, api: string): CachedVocabulary | undefined {
  try {
    const data = JSON.parse(readFileSync(vocabularyPath(env, api), 'utf8')) as CachedVocabulary;
    // A different API never uses another's cache, even on a hash collision.
    if (data.api !== api || typeof data.fetchedAt !== 'number' || typeof data.filters !== 'object' || data.filters === null) return undefined;
    // Inner types too: a hand-edited or damaged cache is not used (the API is asked again).
    const groups = Object.values(data.filters as Record<string, unknown>);
    if (
      !groups.every(
        (g) => Array.isArray(g) && g.every((o) => typeof o === 'object' && o !== null && typeof (o as { filter_value?: unknown }).filter_value === 'string'),
      )
    )
      return undefined;
    return data;
  } catch {
    return undefined;
  }
}

/** Young enough to use without asking the API (a clock set back makes it stale too). */
export function isFresh(cached: CachedVocabulary, now: number, ttlSeconds: number): boolean {
  return now - cached.fetchedAt < ttlSeconds * 1000 && now >= cached.fetchedAt;
}

/** A cache that cannot be written only costs a request next time: failures are ignored. */
function writeAtomic(path: string, text: string): void {
  try {
    writeFileAtomic(path, text);
  } catch {
    // Ignored on purpose (read-only or full cache dir).
  }
}

export const completionDir = (env: Env): string => join(cacheDir(env), 'completion');

/**
 * Saves the vocabulary, and one plain file of values per group for the shell completion scripts, which
 * read them directly: no Node start, no network, well under 100 ms.
 */
export function writeVocabulary(env: Env, entry: CachedVocabulary): void {
  try {
    ensurePrivateDir(completionDir(env));
  } catch {
    return;
  }
  writeAtomic(vocabularyPath(env, entry.api), JSON.stringify(entry));
  for (const [group, options] of Object.entries(entry.filters)) {
    writeCompletionValues(
      env,
      group,
      options.filter((o) => o.is_active !== false).map((o) => o.filter_value),
    );
  }
}

/**
 * One plain file of values, a line each, for the completion scripts (`event_type` from events, a file
 * per vocabulary group). Control characters are dropped, so a value is always one line.
 */
export function writeCompletionValues(env: Env, name: string, values: readonly unknown[]): void {
  if (!/^[a-z_]+$/.test(name)) return;
  const lines = [
    ...new Set(
      values
        .filter((v): v is string => typeof v === 'string')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are stripped from completion values
        .map((v) => v.replace(/[\u0000-\u001f\u007f-\u009f]/g, ''))
        .filter(Boolean),
    ),
  ];
  try {
    ensurePrivateDir(completionDir(env));
  } catch {
    return;
  }
  writeAtomic(join(completionDir(env), `${name}.txt`), lines.length ? `${lines.join('\n')}\n` : '');
}
