/** From listing flags to what the API is asked: the query parameters (one query per combination of values), and the --limit. */
import { FILTER_FLAGS, SWITCH_FILTERS, type FilterFlag, type FilterKey, type ListingQuery } from '../filters/registry.js';
import { combinationCount, combinations, MAX_COMBINATIONS, type ParamValues } from '../listings/combined.js';
import { SORT_KEYS, type SortKey } from '../refine/refine.js';
import { usageError } from './exit-codes.js';
import { optionKey, type FilterFlags } from './options.js';
import { checkChoice } from './choices.js';

/**
 * Filter flags as they come: from commander (a list per filter), or one value (a saved search of an
 * older fresher, the early request's plan).
 */
export type FilterInput = Omit<FilterFlags, FilterKey> & Partial<Record<FilterKey, string | readonly string[]>>;

/** The values given for a filter, in order (none: an empty list). */
export function filterValues(flags: FilterInput, key: FilterKey): string[] {
  const v: unknown = flags[key];
  if (typeof v === 'string') return [v];
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

export interface ListingRequests {
  /** One query per combination of the filters' values; one query when no filter has several. */
  queries: ListingQuery[];
  /** The filters given several values, with how many. */
  several: { filter: FilterFlag; count: number }[];
}

const switchOn = (flags: FilterInput, flag: string): boolean => (flags as Record<string, unknown>)[optionKey(flag)] === true;

/**
 * Turns (checked) filter flags into API queries, warning where the API would ignore one. Several values
 * of filters make one query per combination, at most MAX_COMBINATIONS (a usage error naming the count).
 */
export function buildQueries(flags: FilterInput, warn: (message: string) => void): ListingRequests {
  const base: ListingQuery = {};
  for (const f of SWITCH_FILTERS) {
    if (!switchOn(flags, f.flag)) continue;
    const other = SWITCH_FILTERS.find((g) => g !== f && g.param === f.param && switchOn(flags, g.flag));
    if (other) throw usageError(`--${f.flag} and --${other.flag} exclude each other; use one`);
    base[f.param] = f.value;
  }
  // Per the contract, is_on_campus is ignored together with is_unofficial.
  if (base.is_unofficial === 'true' && base.is_on_campus !== undefined) {
    warn(`${base.is_on_campus === 'true' ? '--on-campus' : '--off-campus'} is ignored by the API together with --hidden`);
  }
  const choices: ParamValues[] = [];
  const several: ListingRequests['several'] = [];
  for (const filter of FILTER_FLAGS) {
    const values = [...new Set(filterValues(flags, filter.key))];
    if (values.length === 0) continue;
    choices.push([filter.param, values]);
    if (values.length > 1) several.push({ filter, count: values.length });
  }
  const count = combinationCount(choices);
  if (count > MAX_COMBINATIONS) {
    const product = several.map(({ filter, count: n }) => `${n} values of --${filter.flag}`).join(' × ');
    throw usageError(`${product} make ${count} requests (one per combination); at most ${MAX_COMBINATIONS} are sent in one run: give fewer values`);
  }
  return { queries: combinations(base, choices), several };
}

/** "4 requests: 2 locations × 2 work types": how many requests several values made, and why. */
export function requestsNote({ queries, several }: ListingRequests): string {
  const noun = (label: string, n: number): string => {
    const word = label.toLowerCase();
    return n === 1 ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`;
  };
  return `${queries.length} requests: ${several.map(({ filter, count }) => `${count} ${noun(filter.label, count)}`).join(' × ')}`;
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
