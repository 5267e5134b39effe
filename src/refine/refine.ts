/**
 * What the API cannot do, done locally on the listings it returned: pay range, text search, exclusions,
 * company, posted since and sort. Reports how many were left out and why. Pure.
 */
import type { ApiRecord } from '../contract/record.js';
import { daysUntil } from '../render/dates.js';
import { payInRange, type LakhRange, type NumberRange } from './pay.js';
import { readPay } from './pay-fields.js';
import { containsFolded, fold } from './text.js';

export const SORT_KEYS = ['posted', 'deadline', 'company', 'pay', 'score', 'match'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface RefineOptions {
  payRange?: LakhRange;
  /** Internships' stipend in rupees per month. */
  stipend?: NumberRange;
  search?: string;
  exclude?: string[];
  company?: string;
  /** Keep listings posted at or after this instant. */
  since?: number;
  sort?: SortKey;
  reverse?: boolean;
  /** The clock, for sorting by deadline: which deadlines are still to come is a question of today. */
  now?: number;
  /** fresher's match score of a record against the profile (0-100, undefined: unknown), for sorting by match. */
  matchScore?: (record: ApiRecord) => number | undefined;
  /** Filters from elsewhere (the hide list, --untracked), run after these. */
  extra?: RecordFilter[];
}

export interface Refined<T> {
  records: T[];
  /** Why records were left out, in the order the filters ran. */
  dropped: { reason: string; count: number }[];
}

const SEARCH_FIELDS = ['title', 'company', 'description'] as const;

/**
 * By deadline, a person wants what is still to come: the soonest upcoming first (today's included),
 * then those that have passed, the most recent first, then those without one (or one that names no
 * real day, such as 2027-02-30). `reverse`: simply the latest first. Days count where the user is.
 */
function deadlineRank(now: number, reverse: boolean): (r: ApiRecord) => number {
  return (r) => {
    const days = daysUntil(r.deadline, now);
    // Passed ones after every upcoming one (a deadline is at most 9999 years away: 4 million days).
    return days === undefined ? Number.POSITIVE_INFINITY : reverse ? -days : days >= 0 ? days : 1e7 - days;
  };
}

/** How many records have a deadline still to come, passed or none: what a list sorted by deadline holds. */
export function deadlineCounts(records: readonly ApiRecord[], now: number): { upcoming: number; passed: number; none: number } {
  const counts = { upcoming: 0, passed: 0, none: 0 };
  for (const r of records) {
    const days = daysUntil(r.deadline, now);
    counts[days === undefined ? 'none' : days >= 0 ? 'upcoming' : 'passed']++;
  }
  return counts;
}

type SortValue = number | string | undefined;

/** What a key sorts records by, worked out once per record, and how two such values compare. */
function sortOrder(
  key: SortKey,
  reverse: boolean,
  now: number | undefined,
  matchScore: RefineOptions['matchScore'],
): { value: (r: ApiRecord) => SortValue; compare: (a: SortValue, b: SortValue) => number } {
  // Each key sorts "best first"; records without a value always go last.
  const last = (x: SortValue): boolean => x === undefined || (typeof x === 'number' && Number.isNaN(x));
  const by = (value: (r: ApiRecord) => SortValue, best: 1 | -1) => {
    const order = reverse ? -best : best;
    return {
      value,
      compare: (va: SortValue, vb: SortValue): number => {
        if (last(va) || last(vb)) return last(va) === last(vb) ? 0 : last(va) ? 1 : -1;
        // biome-ignore lint/style/noNonNullAssertion: last() has ruled out undefined for both
        return va! < vb! ? -order : va! > vb! ? order : 0;
      },
    };
  };
  switch (key) {
    case 'posted':
      return by((r) => (typeof r.posted_at === 'string' ? Date.parse(r.posted_at) : undefined), -1);
    case 'deadline':
      // A programming slip, not a user's: every caller that sorts passes its clock.
      if (now === undefined) throw new Error('sorting by deadline needs RefineOptions.now');
      // The rank holds the direction (passed deadlines stay after upcoming ones either way).
      return { value: deadlineRank(now, reverse), compare: (a, b) => (a === b ? 0 : (a as number) < (b as number) ? -1 : 1) };
    case 'company':
      return by((r) => (typeof r.company === 'string' ? fold(r.company) : undefined), 1);
    case 'pay':
      // The top of the band (its floor when open at the top, "₹20,000+"); unpaid is 0, unreadable pay last.
      return by((r) => {
        const band = readPay(r);
        return band && (band.max ?? band.min);
      }, -1);
    case 'score':
      return by((r) => (typeof r.match_score === 'number' ? r.match_score : undefined), -1);
    case 'match':
      // A programming slip, not a user's: the profile is checked before anything sorts by it.
      if (matchScore === undefined) throw new Error('sorting by match needs RefineOptions.matchScore');
      return by(matchScore, -1);
  }
}

/**
 * Sorts in place by each record's value, worked out once per record rather than twice per comparison
 * (10,000 listings take ~130,000 comparisons). Stable: equal values keep the API's order.
 */
function sortRecords<T extends ApiRecord>(records: T[], { value, compare }: ReturnType<typeof sortOrder>): void {
  const values = records.map(value);
  const order = records.map((_, i) => i);
  order.sort((i, j) => compare(values[i], values[j]));
  const sorted = order.map((i) => records[i] as T);
  for (let i = 0; i < sorted.length; i++) records[i] = sorted[i] as T;
}

export interface RecordFilter {
  reason: string;
  keep(record: ApiRecord): boolean;
}

/** The per-record filters of the options, in the order they run (also used record by record when streaming). */
export function recordFilters(o: RefineOptions): RecordFilter[] {
  const filters: RecordFilter[] = [];
  if (o.payRange) {
    const range = o.payRange;
    filters.push({
      reason: 'outside the pay range or without readable pay',
      keep: (r) => {
        const band = readPay(r);
        return band !== undefined && payInRange(band, range);
      },
    });
  }
  if (o.stipend) {
    const range = o.stipend;
    filters.push({
      reason: 'outside the stipend range or without a readable stipend',
      keep: (r) => {
        const band = readPay(r);
        return band !== undefined && payInRange(band, range, 12);
      },
    });
  }
  if (o.search) {
    const needle = fold(o.search);
    filters.push({ reason: `not matching "${o.search}"`, keep: (r) => SEARCH_FIELDS.some((f) => containsFolded(r[f], needle)) });
  }
  for (const text of o.exclude ?? []) {
    const needle = fold(text);
    filters.push({ reason: `excluded "${text}"`, keep: (r) => !SEARCH_FIELDS.some((f) => containsFolded(r[f], needle)) });
  }
  if (o.company) {
    const needle = fold(o.company);
    filters.push({ reason: `not from a company matching "${o.company}"`, keep: (r) => containsFolded(r.company, needle) });
  }
  if (o.since !== undefined) {
    const since = o.since;
    filters.push({ reason: 'posted earlier', keep: (r) => typeof r.posted_at === 'string' && Date.parse(r.posted_at) >= since });
  }
  filters.push(...(o.extra ?? []));
  return filters;
}

/**
 * The one count of what local filters leave out: a record is left out by the first filter it fails.
 * Used record by record, for whole lists (refine) and for rows streamed as they arrive.
 */
export class Tally {
  private readonly counts: number[];
  constructor(private readonly filters: readonly RecordFilter[]) {
    this.counts = filters.map(() => 0);
  }
  /** Whether the record passes every filter (counted against the first it fails). */
  keep(record: ApiRecord): boolean {
    const failed = this.filters.findIndex((f) => !f.keep(record));
    if (failed === -1) return true;
    this.counts[failed] = (this.counts[failed] ?? 0) + 1;
    return false;
  }
  /** Start again (a response restarted from its beginning). */
  reset(): void {
    this.counts.fill(0);
  }
  /** Why records were left out, in the order the filters run; reasons that left out none are not listed. */
  dropped(): { reason: string; count: number }[] {
    return this.filters.flatMap((f, i) => ((this.counts[i] ?? 0) > 0 ? [{ reason: f.reason, count: this.counts[i] ?? 0 }] : []));
  }
}

export function refine<T extends ApiRecord>(input: readonly T[], o: RefineOptions): Refined<T> {
  const tally = new Tally(recordFilters(o));
  const records = input.filter((r) => tally.keep(r));
  const dropped = tally.dropped();
  // Stable sort keeps the API's newest-first order among equals; --reverse flips the order, not the
  // place of records without a value, which stay last.
  if (o.sort) sortRecords(records, sortOrder(o.sort, o.reverse === true, o.now, o.matchScore));
  else if (o.reverse) records.reverse();
  return { records, dropped };
}
