/**
 * The job hunt's state (issue: application tracker, hide lists, saved searches, digest memory): one
 * versioned file each in the state dir, changed under the lock of json-file.ts.
 */
import { stateFile } from './versioned.js';
import { STATUSES, type Status } from '../listings/statuses.js';

export { STATUSES, type Status };
export type HuntKind = 'job' | 'internship';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const optString = (v: unknown): boolean => v === undefined || typeof v === 'string';

// ── Tracker ──────────────────────────────────────────────────────────────────────────────────────
export interface StatusChange {
  status: Status;
  /** When it happened (ISO), as the person said or now. */
  at: string;
  note?: string;
}
export interface Tracked {
  id: string;
  kind: HuntKind;
  api: string;
  /** What the listing was when last seen, so a vanished one can still be named. */
  title?: string;
  company?: string;
  deadline?: string;
  history: StatusChange[];
}
export interface TrackerFile {
  version: 1;
  entries: Tracked[];
}
const isChange = (c: unknown): c is StatusChange => isObject(c) && (STATUSES as readonly unknown[]).includes(c.status) && isString(c.at) && optString(c.note);
const isTracked = (e: unknown): e is Tracked =>
  isObject(e) && isString(e.id) && (e.kind === 'job' || e.kind === 'internship') && isString(e.api) && optString(e.title) && optString(e.company) && optString(e.deadline) && Array.isArray(e.history) && e.history.length > 0 && e.history.every(isChange);
const trackerFile = stateFile<TrackerFile>('tracker.json', {
  what: 'the tracker',
  version: 1,
  empty: () => ({ version: 1, entries: [] }),
  valid: (d): d is TrackerFile => isObject(d) && d.version === 1 && Array.isArray(d.entries) && d.entries.every(isTracked),
});
export const loadTracker = trackerFile.load;
export const updateTracker = trackerFile.update;
export const currentStatus = (t: Tracked): StatusChange => t.history[t.history.length - 1] as StatusChange;

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
export interface HiddenFile {
  version: 1;
  companies: HiddenCompany[];
  listings: HiddenListing[];
}
const isHiddenCompany = (c: unknown): c is HiddenCompany => isObject(c) && isString(c.name) && typeof c.match === 'boolean' && isString(c.at);
const isHiddenListing = (l: unknown): l is HiddenListing => isObject(l) && isString(l.id) && (l.kind === 'job' || l.kind === 'internship') && isString(l.at) && optString(l.title) && optString(l.company);
const hiddenFile = stateFile<HiddenFile>('hidden.json', {
  what: 'the hide lists',
  version: 1,
  empty: () => ({ version: 1, companies: [], listings: [] }),
  valid: (d): d is HiddenFile => isObject(d) && d.version === 1 && Array.isArray(d.companies) && d.companies.every(isHiddenCompany) && Array.isArray(d.listings) && d.listings.every(isHiddenListing),
});
export const loadHidden = hiddenFile.load;
export const updateHidden = hiddenFile.update;

// ── Saved searches ───────────────────────────────────────────────────────────────────────────────
export type SearchFlags = Record<string, string | boolean | string[]>;
export interface SavedSearch {
  name: string;
  kind: HuntKind;
  /** The filter and refine flags, by option key, as validated when saved. */
  flags: SearchFlags;
  savedAt: string;
}
export interface SearchesFile {
  version: 1;
  searches: SavedSearch[];
}
const isFlagValue = (v: unknown): boolean => typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.every(isString));
const isSearch = (s: unknown): s is SavedSearch =>
  isObject(s) && isString(s.name) && (s.kind === 'job' || s.kind === 'internship') && isObject(s.flags) && Object.values(s.flags).every(isFlagValue) && isString(s.savedAt);
const searchesFile = stateFile<SearchesFile>('searches.json', {
  what: 'the saved searches',
  version: 1,
  empty: () => ({ version: 1, searches: [] }),
  valid: (d): d is SearchesFile => isObject(d) && d.version === 1 && Array.isArray(d.searches) && d.searches.every(isSearch),
});
export const loadSearches = searchesFile.load;
export const updateSearches = searchesFile.update;

// ── Digest memory ────────────────────────────────────────────────────────────────────────────────
export interface DigestFile {
  version: 1;
  /** Ids a digest has shown, per saved search. */
  shown: Record<string, string[]>;
  lastRun?: string;
}
const digestFile = stateFile<DigestFile>('digest.json', {
  what: 'the digest memory',
  version: 1,
  empty: () => ({ version: 1, shown: {} }),
  valid: (d): d is DigestFile => isObject(d) && d.version === 1 && isObject(d.shown) && Object.values(d.shown).every((ids) => Array.isArray(ids) && ids.every(isString)) && optString(d.lastRun),
});
export const loadDigest = digestFile.load;
export const updateDigest = digestFile.update;
