/**
 * Several values of a filter (`--location Pune --location Mumbai`): the API matches one value per
 * parameter, so each combination of values is one request, and the responses are merged into one list
 * as the API would have ordered it, newest first, each listing once. Pure.
 */
import type { ApiRecord } from '../contract/record.js';
import type { FilterParam, ListingQuery } from '../filters/registry.js';

/** The most requests one run sends for filters given several values (one per combination). */
export const MAX_COMBINATIONS = 20;

/** A parameter with the values it is to be sent with, in the order they were given. */
export type ParamValues = readonly [FilterParam, readonly string[]];

/** How many requests these values make (the product of their counts). */
export function combinationCount(choices: readonly ParamValues[]): number {
  return choices.reduce((n, [, values]) => n * Math.max(1, values.length), 1);
}

/**
 * One query per combination of the values, each on top of `base`: the first parameter's values vary
 * slowest (`--location A --location B --role X --role Y`: A·X, A·Y, B·X, B·Y). Callers cap the count
 * first (combinationCount).
 */
export function combinations(base: ListingQuery, choices: readonly ParamValues[]): ListingQuery[] {
  let out: ListingQuery[] = [{ ...base }];
  for (const [param, values] of choices) {
    if (values.length === 0) continue;
    out = out.flatMap((q) => values.map((v) => ({ ...q, [param]: v })));
  }
  return out;
}

const postedAt = (r: ApiRecord): number => {
  const t = typeof r.posted_at === 'string' ? Date.parse(r.posted_at) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
};

/** What makes two records one listing: the id as sent (ids are the API's to spell; a UUID in any case is one id). */
const identity = (r: ApiRecord): string | undefined => (typeof r.id === 'string' ? r.id.toLowerCase() : undefined);

/**
 * The responses as one list, newest first, without repeats: each response keeps its own order (the
 * API's), and at each step the newest of the responses' next records comes first (a record without a
 * readable posted_at counts as oldest; on a tie the earlier request's). A listing in several responses
 * is kept where it first comes. A record without an id cannot be matched, so it is kept.
 */
export function mergeNewestFirst<T extends ApiRecord>(responses: readonly (readonly T[])[]): { records: T[]; repeats: number } {
  if (responses.length === 1) return { records: [...(responses[0] ?? [])], repeats: 0 };
  const next = responses.map(() => 0);
  const seen = new Set<string>();
  const records: T[] = [];
  let repeats = 0;
  for (;;) {
    let pick = -1;
    let newest = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < responses.length; i++) {
      const r = (responses[i] as readonly T[])[next[i] as number];
      if (r === undefined) continue;
      const t = postedAt(r);
      if (pick === -1 || t > newest) {
        pick = i;
        newest = t;
      }
    }
    if (pick === -1) return { records, repeats };
    const record = (responses[pick] as readonly T[])[next[pick] as number] as T;
    next[pick] = (next[pick] as number) + 1;
    const id = identity(record);
    if (id !== undefined && seen.has(id)) {
      repeats++;
      continue;
    }
    if (id !== undefined) seen.add(id);
    records.push(record);
  }
}

/**
 * The queries of a run as one key (for the memory of `--new`): a parameter with one value as that
 * value, one with several as the sorted list, so the order the flags were given in does not matter.
 * A single query is its own key, as before several values existed.
 */
export function combinedKey(queries: readonly ListingQuery[]): Record<string, string | undefined> {
  const values = new Map<string, Set<string>>();
  for (const q of queries) for (const [param, v] of Object.entries(q)) if (v !== undefined) values.set(param, (values.get(param) ?? new Set<string>()).add(v));
  const key: Record<string, string | undefined> = {};
  for (const [param, set] of values) key[param] = set.size === 1 ? ([...set][0] as string) : JSON.stringify([...set].sort());
  return key;
}
