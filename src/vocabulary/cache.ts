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
import { toSingleLine } from '../render/sanitize.js';
import { truncate } from '../render/width.js';

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
    const active = options.filter((o) => o.is_active !== false);
    writeCompletionValues(
      env,
      group,
      active.map((o) => o.filter_value),
      active.map((o) => (typeof o.display_label === 'string' ? o.display_label : undefined)),
    );
  }
}

/** Longest label written beside a value: enough to tell listings apart in a completion menu. */
const LABEL_WIDTH = 60;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are stripped from completion values
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * One plain file of values, a line each, for the completion scripts (`event_type` from events, a file
 * per vocabulary group, the short ids shown). A value may carry a label (a title, the vocabulary's
 * display label), written after a tab: fish and zsh show it beside the value, bash takes the value.
 * Control characters are dropped (tabs too), so a line is always one value and at most one label.
 */
export function writeCompletionValues(env: Env, name: string, values: readonly unknown[], labels: readonly (string | undefined)[] = []): void {
  if (!/^[a-z_]+$/.test(name)) return;
  const lines = new Map<string, string>();
  values.forEach((v, i) => {
    if (typeof v !== 'string') return;
    const value = v.replace(CONTROLS, '');
    if (!value || lines.has(value)) return;
    const label = truncate(toSingleLine(labels[i] ?? '').replace(CONTROLS, ''), LABEL_WIDTH).trim();
    lines.set(value, label && label !== value ? `${value}\t${label}` : value);
  });
  try {
    ensurePrivateDir(completionDir(env));
  } catch {
    return;
  }
  writeAtomic(join(completionDir(env), `${name}.txt`), lines.size ? `${[...lines.values()].join('\n')}\n` : '');
}
