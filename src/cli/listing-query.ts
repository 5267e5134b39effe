/** From listing flags to what the API is asked: the query parameters, and the --limit. */
import type { ListingQuery } from '../api/types.js';
import { SORT_KEYS, type SortKey } from '../refine/refine.js';
import { usageError } from './exit-codes.js';
import { QUERY_FILTERS, type FilterFlags } from './command-table.js';

/** Turns (checked) filter flags into API query parameters, warning where the API would ignore one. */
export function buildQuery(flags: FilterFlags, warn: (message: string) => void): ListingQuery {
  if (flags.onCampus && flags.offCampus) throw usageError('--on-campus and --off-campus exclude each other; use one');
  const query: ListingQuery = {};
  if (flags.hidden) {
    query.is_unofficial = 'true';
    if (flags.onCampus || flags.offCampus) {
      warn(`${flags.onCampus ? '--on-campus' : '--off-campus'} is ignored by the API together with --hidden`);
    }
  }
  if (flags.onCampus) query.is_on_campus = 'true';
  if (flags.offCampus) query.is_on_campus = 'false';
  for (const { key, param } of QUERY_FILTERS) {
    const value = flags[key];
    if (value !== undefined) (query as Record<string, string>)[param] = value;
  }
  return query;
}

/** `--limit N`: a whole number; 0 means no limit. */
export function parseLimit(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw usageError(`--limit "${raw}" is not a whole number (0 means no limit)`);
  return Number(raw) || undefined;
}

/** `--sort KEY`, any case. */
export function parseSort(raw: string | undefined): SortKey | undefined {
  if (raw === undefined) return undefined;
  const key = raw.toLowerCase();
  if (!(SORT_KEYS as readonly string[]).includes(key)) throw usageError(`--sort "${raw}" is not one of ${SORT_KEYS.join(', ')}`);
  return key as SortKey;
}
