/**
 * The matcher of a session: the person's profile read from its file, and each listing's match worked
 * out once however often it is sorted, filtered and shown. Its own lazy part (dist/lazy/match.cjs),
 * loaded only when a profile file exists, so a list without a profile pays nothing for matching.
 */
import type { ApiRecord } from '../contract/record.js';
import type { ListingMatch } from '../render/match.js';
import type { Warn } from '../store/json-file.js';
import { hasProfile, profileFile } from '../store/profile.js';
import { matchListing } from './match.js';

export type Matcher = (r: ApiRecord) => ListingMatch;

/** Undefined when the profile holds nothing: without a profile there is no match, ever. */
export function loadMatcher(stateDir: string, warn: Warn, kind: 'job' | 'internship'): Matcher | undefined {
  const profile = profileFile.load(stateDir, warn);
  if (!hasProfile(profile)) return undefined;
  const done = new Map<ApiRecord, ListingMatch>();
  return (r) => {
    let m = done.get(r);
    if (m === undefined) {
      m = matchListing(r, kind, profile);
      done.set(r, m);
    }
    return m;
  };
}
