/** Saved listings: ids with what they were when last seen, per kind and per API (see per-api.ts). */
import { perApiState } from './per-api.js';
import { byRecordedApi, isObject, mergeById, isString, optString } from './shape.js';

export interface SavedEntry {
  id: string;
  savedAt: string;
  /** What the listing was when last seen, so a vanished one can still be named and dated. */
  title?: string;
  company?: string;
  deadline?: string;
}

export type SavedKind = 'job' | 'internship';
export type SavedSection = Record<SavedKind, SavedEntry[]>;

const isEntry = (e: unknown): e is SavedEntry =>
  isObject(e) && isString(e.id) && isString(e.savedAt) && optString(e.title) && optString(e.company) && optString(e.deadline);
const isLists = (d: unknown): d is SavedSection =>
  isObject(d) && Array.isArray(d.job) && Array.isArray(d.internship) && [...d.job, ...d.internship].every(isEntry);

export const savedState = perApiState<SavedSection>({
  name: 'saved.json',
  what: 'the saved listings',
  version: 2,
  // fresher 0.1 wrote `{job: [...], internship: [...]}` with no version, each entry naming its API.
  unversioned: 1,
  emptySection: () => ({ job: [], internship: [] }),
  validSection: isLists,
  legacy: (old) => {
    if (!isObject(old) || !Array.isArray(old.job) || !Array.isArray(old.internship)) return undefined;
    const sections = new Map<string, SavedSection>();
    for (const kind of ['job', 'internship'] as const) {
      for (const [api, entries] of byRecordedApi(old[kind] as { api?: unknown }[])) {
        const section = sections.get(api) ?? { job: [], internship: [] };
        section[kind] = mergeById([...section[kind], ...(entries as SavedEntry[])], (kept, other) => {
          // Saved since the earlier of the two; named as the later entry last saw it.
          const merged = { ...kept, savedAt: kept.savedAt < other.savedAt ? kept.savedAt : other.savedAt };
          refreshLastSeen(merged, other);
          return merged;
        });
        sections.set(api, section);
      }
    }
    return [...sections];
  },
});

/** An entry to save, with what its listing says now when it was read (a deadline it no longer has is null there). */
export type NewSavedEntry = SavedEntry & { readonly seenNow?: SeenNow };

/** Adds entries not saved yet (an entry saved already gets its last-seen values refreshed); returns how many were new. */
export function addEntries(section: SavedSection, kind: SavedKind, entries: readonly NewSavedEntry[]): number {
  const have = new Map(section[kind].map((e) => [e.id, e]));
  let added = 0;
  for (const { seenNow, ...entry } of entries) {
    const old = have.get(entry.id);
    if (old) {
      refreshLastSeen(old, seenNow ?? entry);
      continue;
    }
    section[kind].push(entry);
    have.set(entry.id, entry);
    added++;
  }
  return added;
}

/** Removes ids; returns the ones that were saved. */
export function removeEntries(section: SavedSection, kind: SavedKind, ids: readonly string[]): string[] {
  const drop = new Set(ids);
  const removed = section[kind].filter((e) => drop.has(e.id)).map((e) => e.id);
  section[kind] = section[kind].filter((e) => !drop.has(e.id));
  return removed;
}

/** What a listing was when last seen: the fields a saved or tracked entry keeps for when the API cannot be asked. */
export interface LastSeen {
  title?: string | undefined;
  company?: string | undefined;
  deadline?: string | undefined;
}

/** What a listing says now: a deadline of null is one it says it has none of (the API took it away). */
export interface SeenNow {
  title?: string | undefined;
  company?: string | undefined;
  deadline?: string | null | undefined;
}

/** Copies the known last-seen values into `entry` (and forgets a deadline the listing no longer has); true when anything changed. */
export function refreshLastSeen(entry: LastSeen, seen: SeenNow): boolean {
  let changed = false;
  for (const key of ['title', 'company', 'deadline'] as const) {
    const value = seen[key];
    if (value === null) {
      if (entry[key] !== undefined) {
        delete entry[key];
        changed = true;
      }
    } else if (value !== undefined && value !== entry[key]) {
      entry[key] = value;
      changed = true;
    }
  }
  return changed;
}
