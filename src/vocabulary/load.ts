/** Getting the vocabulary: fresh cache, else the API (then cached), else a stale cache with a warning. */
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import type { FilterVocabulary } from '../contract/resources.js';
import type { Env } from '../store/paths.js';
import { isFresh, readVocabulary, writeVocabulary } from './cache.js';

export interface VocabularyDeps {
  env: Env;
  /** Identity of the API the vocabulary belongs to (its URL, or the built-in sandbox). */
  apiKey: string;
  ttlSeconds: number;
  now: number;
  client: () => Promise<ApiClient>;
  warn: (message: string) => void;
}

export interface LoadedVocabulary {
  filters: FilterVocabulary;
  source: 'cache' | 'api' | 'stale-cache';
  fetchedAt: number;
}

function ago(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 90) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} days`;
}

export async function loadVocabulary(deps: VocabularyDeps, refresh = false): Promise<LoadedVocabulary> {
  const cached = readVocabulary(deps.env, deps.apiKey);
  if (!refresh && cached && isFresh(cached, deps.now, deps.ttlSeconds)) {
    return { filters: cached.filters, source: 'cache', fetchedAt: cached.fetchedAt };
  }
  try {
    const filters = await (await deps.client()).filters();
    writeVocabulary(deps.env, { api: deps.apiKey, fetchedAt: deps.now, filters });
    return { filters, source: 'api', fetchedAt: deps.now };
  } catch (e) {
    const usable = e instanceof ApiError && e.kind !== 'aborted' && e.kind !== 'rate-limit';
    if (!cached || !usable) throw e;
    deps.warn(`could not refresh the filter vocabulary (${e.message}); using the cached copy from ${ago(deps.now - cached.fetchedAt)} ago`);
    return { filters: cached.filters, source: 'stale-cache', fetchedAt: cached.fetchedAt };
  }
}
