/**
 * The digest's rules, apart from fetching and terminals: what is new for a saved search, and what the
 * digest memory keeps afterwards. Pure.
 */
import type { ApiRecord } from '../contract/record.js';
import { listingId, type ListingKind } from './service.js';
import type { DigestSection } from '../store/hunt.js';
import { DAY_MS } from '../refine/days.js';

export interface DigestGroup {
  search: string;
  kind: ListingKind;
  /** What this digest shows: new to the search, refined, at most its --limit. */
  listings: ApiRecord[];
  /** Every id the API lists for the search now, shown or not. */
  listed: Set<string>;
}

/**
 * How long a listing shown once stays remembered after no search lists it: widening a search back
 * (or a listing taken down and put up again) within that time shows nothing again; after it, a
 * listing listed again is new again. Bounded as well, so the memory stays small.
 */
export const GONE_KEPT_DAYS = 14;
const GONE_KEPT_MOST = 20_000;

/** The ids no search lists that are still kept at `now`. */
const keptGone = (memory: DigestSection, now: number): { id: string; since: string }[] =>
  (memory.gone ?? []).filter((g) => {
    const since = Date.parse(g.since);
    return Number.isFinite(since) && now - since < GONE_KEPT_DAYS * DAY_MS;
  });

/** Every listing an earlier digest showed, for whichever search: none of them is new to any search. */
export const seenByDigests = (memory: DigestSection, now: number): Set<string> =>
  new Set([...memory.shown.flatMap((g) => g.ids), ...keptGone(memory, now).map((g) => g.id)]);

/**
 * The group of one search: of the listings the API gave (`all`) and those its refine flags kept
 * (`refined`), the ones not in `seen`, at most `limit` of them (the rest stay new). `seen` holds what
 * earlier digests showed (seenByDigests) and gains what this group shows, so a listing that several
 * searches match is shown once, under the first of them.
 */
export function digestGroup(
  search: string,
  kind: ListingKind,
  all: readonly ApiRecord[],
  refined: readonly ApiRecord[],
  seen: Set<string>,
  limit: number | undefined,
): DigestGroup {
  const fresh = refined.filter((r) => {
    const id = listingId(r);
    return id !== undefined && !seen.has(id);
  });
  const listings = limit !== undefined ? fresh.slice(0, limit) : fresh;
  for (const r of listings) seen.add(listingId(r) as string);
  const listed = new Set(all.map((r) => listingId(r)).filter((id): id is string => id !== undefined));
  return { search, kind, listings, listed };
}

/**
 * The memory after a digest showed `groups`: per search, every listing it lists that any digest
 * showed (before, or now under any search). A listing shown once
 * is so remembered by every search that lists it, and is new to none of them while they list it.
 * An id the API no longer lists for a search is forgotten there, and so is a search no longer saved;
 * an id no search remembers is kept as gone for GONE_KEPT_DAYS (listed again after that, it is new again). Names are the user's: Maps, never keys.
 */
export function rememberDigest(memory: DigestSection, groups: readonly DigestGroup[], searchNames: readonly string[], now: number): void {
  const shown = new Map(memory.shown.map((g) => [g.search, g.ids]));
  const gone = keptGone(memory, now);
  // Every id any digest showed, under any search: one held back now because another search showed it
  // is remembered by this one too, so it stays shown when that search is removed or changed; one kept
  // as gone that a search lists again is that search's again.
  const everShown = seenByDigests(memory, now);
  for (const g of groups) for (const r of g.listings) everShown.add(listingId(r) as string);
  // Its own memory is in everShown too: what it keeps is everything shown that it lists now.
  for (const g of groups)
    shown.set(
      g.search,
      [...g.listed].filter((id) => everShown.has(id)),
    );
  const names = new Set(searchNames);
  memory.shown = [...shown].filter(([search]) => names.has(search)).map(([search, ids]) => ({ search, ids }));
  // What no search remembers now goes to the gone list (from now, or from when it first went), for a while.
  const remembered = new Set(memory.shown.flatMap((g) => g.ids));
  const since = new Map(gone.map((g) => [g.id, g.since]));
  const at = new Date(now).toISOString();
  const stillKept = [...everShown]
    .filter((id) => !remembered.has(id))
    .map((id) => ({ id, since: since.get(id) ?? at }))
    .sort((a, b) => (a.since < b.since ? 1 : a.since > b.since ? -1 : 0))
    .slice(0, GONE_KEPT_MOST);
  if (stillKept.length > 0) memory.gone = stillKept;
  else delete memory.gone;
  memory.lastRun = at;
}

/** The notification's text: how many, and per search. */
export function digestSummary(groups: readonly DigestGroup[]): { total: number; title: string; body: string } {
  const total = groups.reduce((n, g) => n + g.listings.length, 0);
  const withNews = groups.filter((g) => g.listings.length > 0);
  return {
    total,
    title: `fresher: ${total} new ${total === 1 ? 'listing' : 'listings'}`,
    body: withNews.map((g) => `${g.search}: ${g.listings.length}`).join(', '),
  };
}
