/**
 * The filter vocabulary cache: one JSON file per API in the XDG cache dir, stamped with the API it came
 * from and when. Written to a temp file and renamed so readers never see half a file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FilterVocabulary } from '../api/types.js';
import { cacheDir, type Env } from '../store/paths.js';

export interface CachedVocabulary {
  api: string;
  fetchedAt: number;
  filters: FilterVocabulary;
}

export function vocabularyPath(env: Env, api: string): string {
  const hash = createHash('sha256').update(api).digest('hex').slice(0, 16);
  return join(cacheDir(env), `filters-${hash}.json`);
}

export function readVocabulary(env: Env, api: string): CachedVocabulary | undefined {
  try {
    const data = JSON.parse(readFileSync(vocabularyPath(env, api), 'utf8')) as CachedVocabulary;
    // A different API never uses another's cache, even on a hash collision.
    if (data.api !== api || typeof data.fetchedAt !== 'number' || typeof data.filters !== 'object' || data.filters === null) return undefined;
    return data;
  } catch {
    return undefined;
  }
}

export function writeVocabulary(env: Env, entry: CachedVocabulary): void {
  const path = vocabularyPath(env, entry.api);
  mkdirSync(cacheDir(env), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, JSON.stringify(entry));
    renameSync(temp, path);
  } catch {
    // A cache that cannot be written only costs a request next time.
    rmSync(temp, { force: true });
  }
}
