/**
 * The listings a table last showed on a terminal, per kind: the first place a short id is looked up
 * ("open the third row" should not need a request). Only the last API's results are kept (another
 * API's ids mean nothing here). Versioned, written under the state lock.
 */
import { identityOfStored } from '../contract/api-url.js';
import { StoreError } from './atomic.js';
import type { Warn } from './json-file.js';
import { isObject, isString, optString, type HuntKind } from './shape.js';
import { stateFile } from './versioned.js';

export interface ShownListing {
  id: string;
  title?: string;
  company?: string;
}

interface LastResultsFile {
  version: 2;
  /** The API identity the listings came from, per kind. */
  api: Record<HuntKind, string>;
  job: ShownListing[];
  internship: ShownListing[];
}

/** Enough for any screenful a person scrolled through; bounds the file for huge tables. */
export const LAST_RESULTS_KEPT = 5000;

const isShown = (e: unknown): e is ShownListing => isObject(e) && isString(e.id) && optString(e.title) && optString(e.company);
const file = stateFile<LastResultsFile>('last-results.json', {
  what: 'the last results shown',
  version: 2,
  empty: () => ({ version: 2, api: { job: '', internship: '' }, job: [], internship: [] }),
  valid: (d): d is LastResultsFile =>
    isObject(d) &&
    d.version === 2 &&
    isObject(d.api) &&
    isString(d.api.job) &&
    isString(d.api.internship) &&
    Array.isArray(d.job) &&
    Array.isArray(d.internship) &&
    d.job.every(isShown) &&
    d.internship.every(isShown),
  // Version 1 named the API as configured (possibly with user info): now its identity.
  migrations: {
    1: (old) => {
      const api = isObject(old.api) ? old.api : {};
      const identity = (v: unknown): string => (isString(v) ? (identityOfStored(v) ?? '') : '');
      return { ...old, version: 2, api: { job: identity(api.job), internship: identity(api.internship) } };
    },
  },
});

/**
 * What was shown last; nothing when the file cannot be read (a folder in its place, say), with a
 * warning: short ids are then looked up elsewhere, never a failure.
 */
export function loadLastResults(stateDir: string, kind: HuntKind, api: string, warn: Warn): ShownListing[] {
  let data: LastResultsFile;
  try {
    data = file.load(stateDir, warn);
  } catch (e) {
    if (!(e instanceof StoreError)) throw e;
    warn(`${e.message}; short ids are looked up without it`);
    return [];
  }
  return data.api[kind] === api ? data[kind] : [];
}

export function recordLastResults(stateDir: string, kind: HuntKind, api: string, shown: ShownListing[], warn: Warn): void {
  file.update(stateDir, warn, (data) => {
    data.api[kind] = api;
    data[kind] = shown.slice(0, LAST_RESULTS_KEPT);
  });
}
