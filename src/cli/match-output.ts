/**
 * fresher's profile match on listings as they are shown: the MATCH column, `--sort match`,
 * `--min-match N`, `--with-match` (a `fresher_match` object in JSON and NDJSON, flat
 * `fresher_match_*` columns in CSV, TSV and plain rows) and the explanation in detail views. Without
 * a profile there is none of it, ever: asking for it is a usage error that says how to make one.
 */
import type { ApiRecord } from '../contract/record.js';
import type { ListingKind } from '../listings/service.js';
import type { Matcher } from '../match/profile-matcher.js';
import type { Column } from '../render/columns.js';
import type { Format } from '../render/formats.js';
import { attachMatch, matchCell, type ListingMatch } from '../render/match.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PROFILE_FILE } from '../store/paths.js';
import { usageError } from './exit-codes.js';
import { warnOf, type Session } from './session.js';

/** The flat fields of the match for rows (CSV, TSV, plain); lists are joined with "; ". */
export const MATCH_FIELDS = [
  'fresher_match_score',
  'fresher_match_skills_found',
  'fresher_match_skills_missing',
  'fresher_match_not_met',
  'fresher_match_unknown',
] as const;
/** The object JSON and NDJSON carry with --with-match. */
export const MATCH_OBJECT = 'fresher_match';
/** The match object's fields as --fields dot paths (`fresher_match.score`), as ListingMatch holds them. */
export const MATCH_OBJECT_PATHS: readonly string[] = ['score', 'skills_found', 'skills_missing', 'eligibility', 'unknown'].map((k) => `${MATCH_OBJECT}.${k}`);
const namesMatchObject = (f: string): boolean => f === MATCH_OBJECT || f.startsWith(`${MATCH_OBJECT}.`);

export type { Matcher };

/** Each record's match, worked out once however often it is sorted, filtered and shown; undefined without a profile. */
export async function profileMatcher(s: Session, kind: ListingKind): Promise<Matcher | undefined> {
  const mine = matchers.get(s) ?? new Map<ListingKind, Promise<Matcher | undefined>>();
  matchers.set(s, mine);
  if (!mine.has(kind)) mine.set(kind, newMatcher(s, kind));
  return mine.get(kind);
}

/** One matcher per session and kind: sorting, filtering and the table share the work. */
const matchers = new WeakMap<Session, Map<ListingKind, Promise<Matcher | undefined>>>();

async function newMatcher(s: Session, kind: ListingKind): Promise<Matcher | undefined> {
  // No file, no profile: the matcher's code is not even loaded.
  if (!existsSync(join(s.stateDir(), PROFILE_FILE))) return undefined;
  const { loadMatcher } = await import('../match/profile-matcher.js');
  return loadMatcher(s.stateDir(), warnOf(s), kind);
}

/** The matcher, for an option that needs one: without a profile, a usage error that says what to run. */
export async function requireMatcher(s: Session, kind: ListingKind, option: string): Promise<Matcher> {
  const matcher = await profileMatcher(s, kind);
  if (!matcher) throw usageError(`${option} needs a profile; set one first: fresher profile set --skills "Python, SQL" --grad-year 2026 --cgpa 7.8`);
  return matcher;
}

/** `--min-match N`: a whole number from 0 to 100. */
export function parseMinMatch(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!(n >= 0 && n <= 100)) throw usageError(`--min-match "${raw}" is not a whole number from 0 to 100, e.g. --min-match 60`);
  return n;
}

/**
 * Which shapes of the match the output needs: the object in JSON and NDJSON, the flat fields in rows
 * (CSV, TSV, plain); a table shows its MATCH column and explanation instead. --fields may name either.
 */
export function matchShape(withMatch: boolean | undefined, format: Format, fields: readonly string[] | undefined): { object: boolean; flat: boolean } {
  const named = fields ?? [];
  const json = format === 'json' || format === 'ndjson';
  return {
    object: (withMatch === true && json) || named.some(namesMatchObject),
    flat: (withMatch === true && !json && format !== 'table') || named.some((f) => (MATCH_FIELDS as readonly string[]).includes(f)),
  };
}

/** The matcher the output needs (asking for the match without a profile is a usage error), if any. */
export async function outputMatcher(
  s: Session,
  kind: ListingKind,
  withMatch: boolean | undefined,
  shape: { object: boolean; flat: boolean },
): Promise<Matcher | undefined> {
  if (withMatch) return requireMatcher(s, kind, '--with-match');
  return shape.object || shape.flat ? requireMatcher(s, kind, '--fields fresher_match') : undefined;
}

const joined = (xs: readonly string[]): string | null => (xs.length === 0 ? null : xs.join('; '));

/** The record as received, with fresher's match after its own fields. */
export function withMatchFields(r: ApiRecord, m: ListingMatch, shape: { object: boolean; flat: boolean }): ApiRecord {
  const out: ApiRecord = { ...r };
  if (shape.object) out[MATCH_OBJECT] = m;
  if (shape.flat) {
    out.fresher_match_score = m.score;
    out.fresher_match_skills_found = joined(m.skills_found);
    out.fresher_match_skills_missing = joined(m.skills_missing);
    out.fresher_match_not_met = joined(m.eligibility.filter((f) => f.status === 'not_met').map((f) => f.text));
    out.fresher_match_unknown = joined(m.unknown.map((f) => f.text));
  }
  return out;
}

/** The MATCH column of a table: the score ("?" when nothing could be compared). */
export const matchColumn = (matcher: Matcher): Column => ({
  field: 'fresher_match_score',
  header: 'MATCH',
  flex: 0,
  min: 5,
  priority: 8,
  display: (r) => matchCell(matcher.score(r)),
});

/** With a profile, how to explain each listing's match, kept beside it for the workspace's detail pane (render/match.ts), which works it out when it draws it. */
export async function attachMatches(s: Session, records: readonly ApiRecord[], kind: ListingKind | undefined): Promise<void> {
  const matcher = kind && (await profileMatcher(s, kind));
  // The matcher keeps each match once worked out: the pane redraws it for free.
  if (matcher) for (const r of records) attachMatch(r, () => matcher.match(r));
}
