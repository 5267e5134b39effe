/**
 * The job hunt's state (application tracker, hide lists, saved searches, digest memory): one file each
 * in the state dir, every entry belonging to one API (per-api.ts), changed under the lock of json-file.ts.
 */
import { FILTER_FLAGS } from '../filters/registry.js';
import { perApiState } from './per-api.js';
import { byRecordedApi, isKind, mergeById, isObject, isString, optString } from './shape.js';
import { STATUSES, type Status } from './statuses.js';

export { STATUSES, type Status };
export type { HuntKind } from './shape.js';
import type { HuntKind } from './shape.js';

// ── Tracker ──────────────────────────────────────────────────────────────────────────────────────
export interface StatusChange {
  status: Status;
  /** When it happened (ISO), as the person said or now. */
  at: string;
  note?: string;
}
/** A date the person set for a tracked listing: an interview, a test, a follow-up. */
export interface NextDate {
  /** A calendar day, YYYY-MM-DD. */
  on: string;
  note?: string;
}
export interface Tracked {
  id: string;
  kind: HuntKind;
  /** What the listing was when last seen, so a vanished one can still be named. */
  title?: string;
  company?: string;
  /** The listing's deadline as last seen (the API's). */
  deadline?: string;
  /** The person's own deadline (YYYY-MM-DD), which goes before the listing's. */
  userDeadline?: string;
  next?: NextDate;
  history: StatusChange[];
}
export interface TrackerSection {
  entries: Tracked[];
}
const isChange = (c: unknown): c is StatusChange => isObject(c) && (STATUSES as readonly unknown[]).includes(c.status) && isString(c.at) && optString(c.note);
const isNext = (n: unknown): boolean => n === undefined || (isObject(n) && isString(n.on) && optString(n.note));
const isTracked = (e: unknown): e is Tracked =>
  isObject(e) &&
  isString(e.id) &&
  isKind(e.kind) &&
  optString(e.title) &&
  optString(e.company) &&
  optString(e.deadline) &&
  optString(e.userDeadline) &&
  isNext(e.next) &&
  Array.isArray(e.history) &&
  e.history.length > 0 &&
  e.history.every(isChange);
export const trackerState = perApiState<TrackerSection>({
  name: 'tracker.json',
  what: 'the tracker',
  // Still 2 with the person's own dates (userDeadline, next): they are optional, a version-2 file
  // without them is read as it is, and a fresher that does not know them keeps them when it writes
  // (entries are changed in place), so no file needs migrating and none is made read-only.
  version: 2,
  emptySection: () => ({ entries: [] }),
  validSection: (d): d is TrackerSection => isObject(d) && Array.isArray(d.entries) && d.entries.every(isTracked),
  // Version 1 kept every API's entries in one list, each naming its API (two spellings of one API are
  // one identity now: a listing tracked under both becomes one entry with both histories).
  legacy: (old) =>
    Array.isArray(old.entries)
      ? [...byRecordedApi(old.entries as { api?: unknown }[])].map(([api, entries]) => [api, { entries: mergeById(entries as Tracked[], mergeTracked) }])
      : undefined,
});
export const currentStatus = (t: Tracked): StatusChange => t.history[t.history.length - 1] as StatusChange;

/** One listing tracked twice: the histories joined in time order, the names of the later entry where it has them. */
function mergeTracked(a: Tracked, b: Tracked): Tracked {
  const history = [...a.history, ...b.history].sort((x, y) => Date.parse(x.at) - Date.parse(y.at));
  return {
    ...a,
    ...Object.fromEntries(Object.entries({ title: b.title, company: b.company, deadline: b.deadline }).filter(([, v]) => v !== undefined)),
    history,
  };
}

// ── Hide lists ───────────────────────────────────────────────────────────────────────────────────
export interface HiddenCompany {
  /** The name as given; compared case- and accent-insensitively. */
  name: string;
  /** Hide every company whose name contains `name`, not only that exact name. */
  match: boolean;
  at: string;
}
export interface HiddenListing {
  id: string;
  kind: HuntKind;
  title?: string;
  company?: string;
  at: string;
}
export interface HiddenSection {
  companies: HiddenCompany[];
  listings: HiddenListing[];
}
const isHiddenCompany = (c: unknown): c is HiddenCompany => isObject(c) && isString(c.name) && typeof c.match === 'boolean' && isString(c.at);
const isHiddenListing = (l: unknown): l is HiddenListing =>
  isObject(l) && isString(l.id) && isKind(l.kind) && isString(l.at) && optString(l.title) && optString(l.company);
const isHiddenSection = (d: unknown): d is HiddenSection =>
  isObject(d) && Array.isArray(d.companies) && d.companies.every(isHiddenCompany) && Array.isArray(d.listings) && d.listings.every(isHiddenListing);
export const hiddenState = perApiState<HiddenSection>({
  name: 'hidden.json',
  what: 'the hide lists',
  version: 2,
  emptySection: () => ({ companies: [], listings: [] }),
  validSection: isHiddenSection,
  // Version 1 recorded no API: its lists belong to the configured API (`home`).
  legacy: (old, home) => (isHiddenSection(old) ? [[home, { companies: old.companies, listings: old.listings }]] : undefined),
});

// ── Saved searches ───────────────────────────────────────────────────────────────────────────────
export type SearchFlags = Record<string, string | boolean | string[]>;
export interface SavedSearch {
  name: string;
  kind: HuntKind;
  /**
   * The filter and refine flags, by option key, as validated when saved. Since version 3 a filter's
   * values are a list (each filter may have several: one request per combination); version 2 kept one
   * value as a string.
   */
  flags: SearchFlags;
  savedAt: string;
}

/** The option keys of the filters that take values (`location`, `workType`). */
const FILTER_KEYS = new Set<string>(FILTER_FLAGS.map((f) => f.key));

/** A version 2 search: each filter's one value becomes a list of one; anything else as it was. */
function searchWithValueLists(search: unknown): unknown {
  if (!isObject(search) || !isObject(search.flags)) return search;
  const flags = Object.fromEntries(Object.entries(search.flags).map(([key, v]) => [key, FILTER_KEYS.has(key) && isString(v) ? [v] : v]));
  return { ...search, flags };
}
export interface SearchesSection {
  searches: SavedSearch[];
}
const isFlagValue = (v: unknown): boolean => typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.every(isString));
const isSearch = (s: unknown): s is SavedSearch =>
  isObject(s) && isString(s.name) && isKind(s.kind) && isObject(s.flags) && Object.values(s.flags).every(isFlagValue) && isString(s.savedAt);
const isSearchesSection = (d: unknown): d is SearchesSection => isObject(d) && Array.isArray(d.searches) && d.searches.every(isSearch);
export const searchesState = perApiState<SearchesSection>({
  name: 'searches.json',
  what: 'the saved searches',
  version: 3,
  emptySection: () => ({ searches: [] }),
  validSection: isSearchesSection,
  // Version 1 recorded no API: its searches belong to the configured API (`home`).
  legacy: (old, home) => (isSearchesSection(old) ? [[home, { searches: old.searches }]] : undefined),
  // Version 2 kept one value per filter; version 3 keeps a list (an older fresher, which would send a
  // list as one value, then leaves the file alone: it reads it as from a newer fresher).
  sectionSteps: {
    2: (section) => (isObject(section) && Array.isArray(section.searches) ? { ...section, searches: section.searches.map(searchWithValueLists) } : section),
  },
});

// ── Digest memory ────────────────────────────────────────────────────────────────────────────────
export interface DigestSection {
  /** Ids a digest has shown, per saved search (a list: search names are the user's, never object keys). */
  shown: { search: string; ids: string[] }[];
  /**
   * Ids shown once that no search lists now (the listing went, or the search was narrowed), with when
   * that was first seen: kept for a while (see digest.ts), so widening a search again does not show
   * them as new. Optional: a file without it (older fresher) reads as none kept.
   */
  gone?: { id: string; since: string }[];
  lastRun?: string;
}
const isIdList = (ids: unknown): ids is string[] => Array.isArray(ids) && ids.every(isString);
const isGone = (g: unknown): boolean => g === undefined || (Array.isArray(g) && g.every((x) => isObject(x) && isString(x.id) && isString(x.since)));
const isDigestSection = (d: unknown): d is DigestSection =>
  isObject(d) && Array.isArray(d.shown) && d.shown.every((g) => isObject(g) && isString(g.search) && isIdList(g.ids)) && isGone(d.gone) && optString(d.lastRun);
export const digestState = perApiState<DigestSection>({
  name: 'digest.json',
  what: 'the digest memory',
  version: 2,
  emptySection: () => ({ shown: [] }),
  validSection: isDigestSection,
  // Version 1 kept the ids by search name as object keys, and no API.
  legacy: (old, home) => {
    if (!isObject(old.shown) || !Object.values(old.shown).every(isIdList) || !optString(old.lastRun)) return undefined;
    const shown = Object.entries(old.shown as Record<string, string[]>).map(([search, ids]) => ({ search, ids }));
    return [[home, { shown, ...(typeof old.lastRun === 'string' ? { lastRun: old.lastRun } : {}) }]];
  },
});
