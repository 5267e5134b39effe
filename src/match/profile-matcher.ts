/**
 * The matcher of a session: the person's profile read from its file, and each listing's match worked
 * out once however often it is sorted, filtered and shown. Its own lazy part (dist/lazy/match.cjs),
 * loaded only when a profile file exists, so a list without a profile pays nothing for matching.
 */
import type { ApiRecord } from '../contract/record.js';
import type { ListingMatch } from '../render/match.js';
import type { Warn } from '../store/json-file.js';
import { hasProfile, profileFile, type Profile } from '../store/profile.js';
import { matchListing, profileScorer } from './match.js';

export interface Matcher {
  /** The match with its explanation, for what is shown of it. */
  match(r: ApiRecord): ListingMatch;
  /** Its score alone, for sorting, filtering and the MATCH column: every listing of a list needs it, few its words. */
  score(r: ApiRecord): number | null;
}

/** Undefined when the profile holds nothing: without a profile there is no match, ever. */
/**
 * The profile as the match reads it: blank texts (a hand edit's "degree": "", a city "") are not set,
 * never a value every listing fails or every city matches.
 */
export function usableProfile(p: Profile): Profile {
  const blank = (v: string | undefined): boolean => v !== undefined && v.trim() === '';
  const out: Profile = {
    ...p,
    skills: p.skills.filter((k) => k.name.trim() !== ''),
    cities: p.cities.filter((c) => c.trim() !== ''),
    workTypes: p.workTypes.filter((w) => w.trim() !== ''),
  };
  if (blank(p.degree)) delete out.degree;
  if (blank(p.branch)) delete out.branch;
  return out;
}

export function loadMatcher(stateDir: string, warn: Warn, kind: 'job' | 'internship'): Matcher | undefined {
  const profile = usableProfile(profileFile.load(stateDir, warn));
  if (!hasProfile(profile)) return undefined;
  const matches = new Map<ApiRecord, ListingMatch>();
  const scores = new Map<ApiRecord, number | null>();
  const scorer = profileScorer(profile);
  return {
    match: (r) => {
      let m = matches.get(r);
      if (m === undefined) {
        m = matchListing(r, kind, profile);
        matches.set(r, m);
      }
      return m;
    },
    score: (r) => {
      // null (nothing to compare) is a score worked out too: only undefined means not yet.
      let s = scores.get(r);
      if (s === undefined) {
        // A sort scores every listing before any is explained: no lookup of an explanation then.
        const m = matches.size === 0 ? undefined : matches.get(r);
        s = m ? m.score : scorer.score(r, kind);
        scores.set(r, s);
      }
      return s;
    },
  };
}
