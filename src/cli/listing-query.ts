/** From listing flags to what the API is asked: the query parameters, and the --limit. */
import { FILTER_FLAGS, SWITCH_FILTERS, type ListingQuery } from '../filters/registry.js';
import { SORT_KEYS, type SortKey } from '../refine/refine.js';
import { usageError } from './exit-codes.js';
import { optionKey, type FilterFlags } from './command-table.js';
import { checkChoice } from './choices.js';

const switchOn = (flags: FilterFlags, flag: string): boolean => (flags as Record<string, unknown>)[optionKey(flag)] === true;

/** Turns (checked) filter flags into API query parameters, warning where the API would ignore one. */
export function buildQuery(flags: FilterFlags, warn: (message: string) => void): ListingQuery {
  const query: ListingQuery = {};
  for (const f of SWITCH_FILTERS) {
    if (!switchOn(flags, f.flag)) continue;
    const other = SWITCH_FILTERS.find((g) => g !== f && g.param === f.param && switchOn(flags, g.flag));
    if (other) throw usageError(`--${f.flag} and --${other.flag} exclude each other; use one`);
    query[f.param] = f.value;
  }
  // Per the contract, is_on_campus is ignored together with is_unofficial.
  if (query.is_unofficial === 'true' && query.is_on_campus !== undefined) {
    warn(`${query.is_on_campus === 'true' ? '--on-campus' : '--off-campus'} is ignored by the API together with --hidden`);
  }
  for (const { key, param } of FILTER_FLAGS) {
    const value = flags[key];
    if (value !== undefined) query[param] = value;
  }
  return query;
}

/** `--limit N`: a whole number; 0 means no limit. */
export function parseLimit(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw usageError(`--limit "${raw}" is not a whole number (0 means no limit)`);
  return Number(raw) || undefined;
}

/** `--sort KEY`, any case (commander checks it as typed; a saved search's is checked here). */
export function parseSort(raw: string | undefined): SortKey | undefined {
  if (raw === undefined) return undefined;
  return checkChoice('--sort', raw, SORT_KEYS);
}
