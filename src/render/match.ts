/**
 * fresher's local match of a listing against the person's profile, as it is shown: the MATCH cell of a
 * table and the explanation in a detail view. The shape is what `--with-match` adds as `fresher_match`
 * (computed in src/match/; render does not import it). Pure.
 */
import type { ApiRecord } from '../contract/record.js';
import { toSingleLine } from './sanitize.js';
import type { Style } from './style.js';

export type FactStatus = 'met' | 'not_met' | 'unknown';
export type FactName = 'skills' | 'batch' | 'cgpa' | 'percentage' | 'backlogs' | 'degree' | 'branch' | 'city' | 'work_type' | 'pay';

/** One thing compared: what the listing says against what the profile holds, in a few words. */
export interface MatchFact {
  fact: FactName;
  status: FactStatus;
  /** "CGPA 7+: you have 6.8", "2025 or 2026 batch: yes", "CGPA: the listing does not say". */
  text: string;
}

export interface ListingMatch {
  /** 0-100; null when nothing could be compared (an unknown is never a match or a miss). */
  score: number | null;
  /** The person's skills the listing names. */
  skills_found: string[];
  /** Skills the listing names that the profile does not hold. */
  skills_missing: string[];
  /** Facts compared (met or not met). */
  eligibility: MatchFact[];
  /** Facts that could not be compared, and why. */
  unknown: MatchFact[];
}

/** The MATCH cell: the score, or "?" when nothing could be compared. */
export const matchCell = (score: ListingMatch['score']): string => (score === null ? '?' : `${score}%`);

const list = (xs: readonly string[]): string => xs.map(toSingleLine).join(', ');

/** The explanation as lines for a detail view: score, skills, each fact with a sign (✓ met, ✗ not met, ? unknown). */
export function matchLines(m: ListingMatch, style: Style): string[] {
  const lines = [`${style.bold('Your match')}  ${m.score === null ? 'unknown (nothing to compare)' : `${m.score}%`}`];
  if (m.skills_found.length > 0) lines.push(`  ✓ skills: ${list(m.skills_found)}`);
  if (m.skills_missing.length > 0) lines.push(`  ✗ missing: ${list(m.skills_missing)}`);
  for (const f of m.eligibility) lines.push(`  ${f.status === 'met' ? '✓' : '✗'} ${toSingleLine(f.text)}`);
  for (const f of m.unknown) lines.push(style.dim(`  ? ${toSingleLine(f.text)}`));
  return lines;
}

/**
 * Matches for records a long-lived view shows (the workspace), by record identity: the records stay as
 * the API sent them (a `fresher_match` field from the API is the API's, never taken for ours), and a
 * detail pane asks for the explanation of the one it draws. Each is worked out when first drawn, not
 * when the records arrive: a tab of a thousand listings shows one at a time.
 */
const ATTACHED = new WeakMap<ApiRecord, () => ListingMatch>();
export const attachMatch = (r: ApiRecord, explain: () => ListingMatch): void => {
  ATTACHED.set(r, explain);
};
/** The match attached to a record, worked out now if not yet; undefined without a profile. */
export const attachedMatch = (r: ApiRecord): ListingMatch | undefined => ATTACHED.get(r)?.();
export function explanationOf(r: ApiRecord, style: Style): string[] | undefined {
  const match = attachedMatch(r);
  return match && matchLines(match, style);
}
