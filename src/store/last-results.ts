/**
 * The listings a table last showed on a terminal, per kind: the first place a short id is looked up
 * ("open the third row" should not need a request). Versioned, written under the state lock.
 */
import { join } from 'node:path';
import { readState, updateState, type Warn } from './json-file.js';

export interface ShownListing {
  id: string;
  title?: string;
  company?: string;
}

type Kind = 'job' | 'internship';
interface LastResultsFile {
  version: 1;
  /** The API the listings came from: another API's ids mean nothing here. */
  api: Record<Kind, string>;
  job: ShownListing[];
  internship: ShownListing[];
}

/** Enough for any screenful a person scrolled through; bounds the file for huge tables. */
export const LAST_RESULTS_KEPT = 5000;

const empty = (): LastResultsFile => ({ version: 1, api: { job: '', internship: '' }, job: [], internship: [] });
const isShown = (e: unknown): e is ShownListing => typeof e === 'object' && e !== null && typeof (e as ShownListing).id === 'string';
const isFile = (d: unknown): d is LastResultsFile => {
  const f = d as LastResultsFile;
  return (
    typeof d === 'object' && d !== null && f.version === 1 && typeof f.api === 'object' && f.api !== null &&
    Array.isArray(f.job) && Array.isArray(f.internship) && f.job.every(isShown) && f.internship.every(isShown)
  );
};

export const lastResultsPath = (stateDir: string): string => join(stateDir, 'last-results.json');

export function loadLastResults(stateDir: string, kind: Kind, api: string, warn: Warn): ShownListing[] {
  const file = readState(lastResultsPath(stateDir), empty(), isFile, warn);
  return file.api[kind] === api ? file[kind] : [];
}

export function recordLastResults(stateDir: string, kind: Kind, api: string, shown: ShownListing[], warn: Warn): void {
  updateState(lastResultsPath(stateDir), empty, isFile, warn, (file) => {
    file.api[kind] = api;
    file[kind] = shown.slice(0, LAST_RESULTS_KEPT);
  });
}
