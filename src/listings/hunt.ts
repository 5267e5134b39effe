/**
 * The job hunt's rules, apart from storage and terminals: which listings a hide list hides, what the
 * tracker says about a listing (its status badge, "applied before" for reposts), deadlines due soon.
 * Pure.
 */
import { textOf, type ApiRecord } from '../contract/record.js';
import { fold } from '../refine/text.js';
import { editDistance } from '../refine/distance.js';
import { daysUntil } from '../render/dates.js';
import { currentStatus, type HiddenSection, type Status, type Tracked } from '../store/hunt.js';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const DAY_MS = 86_400_000;
/** A repost counts as the same role when applied to within this many days. */
export const REPOST_WINDOW_DAYS = 90;
/** Statuses that mean an application went in. */
const APPLIED: readonly Status[] = ['applied', 'test', 'interview', 'offer', 'rejected'];

/** Company names compared as people write them: case, accents, punctuation and spacing aside. */
export function companyKey(name: string): string {
  return fold(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Why a listing is hidden ("company Acme", "hidden listing"), or undefined. */
export function hiddenReason(r: ApiRecord, hidden: HiddenSection): string | undefined {
  const id = text(r.id).toLowerCase();
  if (hidden.listings.some((l) => l.id === id)) return 'hidden listing';
  const company = companyKey(text(r.company));
  if (!company) return undefined;
  for (const c of hidden.companies) {
    const key = companyKey(c.name);
    if (c.match ? company.includes(key) : company === key) return `company ${c.name}`;
  }
  return undefined;
}

/**
 * How much of a title is compared: real titles are far shorter, and API text is hostile, so two
 * 30,000-character titles cost what two of this length do. Longer ones are compared by their start.
 */
export const TITLE_CAP = 200;

/** A title as compared: its start, folded, words sorted. */
const roleKey = (t: string): string =>
  fold(t.slice(0, TITLE_CAP))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .sort()
    .join(' ');

/** Titles that differ only in case, punctuation, a word order or a typo or two. */
export function sameRole(a: string, b: string): boolean {
  const x = roleKey(a);
  const y = roleKey(b);
  if (!x || !y) return false;
  const typos = Math.max(1, Math.floor(Math.min(x.length, y.length) / 10));
  return x === y || editDistance(x, y, typos) <= typos;
}

export interface TrackerIndex {
  byId: Map<string, Tracked>;
  /** Applications by company key, for spotting reposts. */
  applied: Map<string, { title: string; at: number }[]>;
}

export function indexTracker(entries: readonly Tracked[]): TrackerIndex {
  const byId = new Map<string, Tracked>();
  const applied = new Map<string, { title: string; at: number }[]>();
  for (const e of entries) {
    byId.set(e.id, e);
    const first = e.history.find((h) => APPLIED.includes(h.status));
    if (!first || !e.company || !e.title) continue;
    const key = companyKey(e.company);
    applied.set(key, [...(applied.get(key) ?? []), { title: e.title, at: Date.parse(first.at) }]);
  }
  return { byId, applied };
}

/** What the tracker says of a listing in a list: its status, or "applied before" for a likely repost. */
export type Badge = Status | 'applied before';

/**
 * A badge as the one-cell mark a table shows after the id: where the application stands, not every
 * status (the words go in a legend beside the table). Characters one cell wide, none an emoji.
 */
export const BADGE_MARKS: Readonly<Record<Badge, string>> = {
  interested: '☆',
  applied: '✓',
  test: '✓',
  interview: '✓',
  offer: '★',
  rejected: '✗',
  withdrawn: '✗',
  'applied before': '↺',
};

/** The badge a list shows for a listing: its tracked status, or "applied before" for a likely repost. */
export function badge(r: ApiRecord, index: TrackerIndex, now: number): Badge | undefined {
  const id = text(r.id).toLowerCase();
  const tracked = index.byId.get(id);
  if (tracked) return currentStatus(tracked).status;
  const earlier = index.applied.get(companyKey(text(r.company)));
  if (!earlier) return undefined;
  const title = text(r.title);
  return earlier.some((e) => now - e.at <= REPOST_WINDOW_DAYS * DAY_MS && now >= e.at - DAY_MS && sameRole(e.title, title)) ? 'applied before' : undefined;
}

/**
 * Whole days since a status change: for a day as typed (`--on`, stored as YYYY-MM-DD) the calendar
 * days from it to today where the user is, for an instant the time elapsed.
 */
export function daysSince(at: string, now: number): number {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(at) ? daysUntil(at, now) : undefined;
  return Math.max(0, day !== undefined ? -day : Math.floor((now - Date.parse(at)) / DAY_MS));
}

/** Statuses after which nothing is due: the application is over. */
const OVER: readonly Status[] = ['rejected', 'withdrawn'];

/** A date coming up for a saved or tracked listing, worded for where its application stands. */
export interface DueDate {
  what: 'deadline' | 'next';
  /** As stored or sent by the API: a calendar day when calendarDate says so, else shown as sent. */
  value: string;
  /** Whose date: the person's own (`--deadline`, `--next`) or the listing's. */
  from: 'you' | 'listing';
  /** For a calendar entry: "Apply by", "Applications close", "Deadline", "Interview", "Test", "Follow up". */
  label: string;
  /** For a line on the board: "deadline", "closes", "interview", ... */
  word: string;
  note?: string;
}

/**
 * The listing's deadline: as the API has it now when it was asked (none when it says none: a deadline
 * it has taken away is gone), else as last seen (the API could not be asked).
 */
export const listingDeadline = (listing: ApiRecord | undefined, lastSeen: string | undefined): string | undefined =>
  listing !== undefined ? textOf(listing.deadline) : lastSeen;

/** The deadline in force: the person's own over the listing's. */
export function deadlineOf(
  listing: string | undefined,
  entry: Pick<Tracked, 'userDeadline'> | undefined,
): { value: string; from: 'you' | 'listing' } | undefined {
  if (entry?.userDeadline !== undefined) return { value: entry.userDeadline, from: 'you' };
  return listing !== undefined ? { value: listing, from: 'listing' } : undefined;
}

/**
 * What a listing has coming up, in the words of its status (undefined: saved, not tracked). Before
 * applying, a deadline is when to apply by; after, the listing's deadline only says when applications
 * close, and a deadline of the person's own is theirs to name. A next date is the interview, the test
 * or a follow-up. Once rejected or withdrawn, nothing is due.
 */
/** Days to the soonest of the dates (past ones below 0); no date sorts after every one. */
export const soonestDue = (dates: readonly DueDate[], now: number): number =>
  Math.min(Number.MAX_SAFE_INTEGER, ...dates.map((d) => daysUntil(d.value, now) ?? Number.MAX_SAFE_INTEGER));

export function dueDates(status: Status | undefined, listingDeadline: string | undefined, entry?: Pick<Tracked, 'userDeadline' | 'next'>): DueDate[] {
  if (status !== undefined && OVER.includes(status)) return [];
  const out: DueDate[] = [];
  const deadline = deadlineOf(listingDeadline, entry);
  const before = status === undefined || status === 'interested';
  if (deadline) {
    const [label, word] = before ? ['Apply by', 'deadline'] : deadline.from === 'you' ? ['Deadline', 'deadline'] : ['Applications close', 'closes'];
    out.push({ what: 'deadline', ...deadline, label, word });
  }
  if (entry?.next) {
    const label = status === 'interview' ? 'Interview' : status === 'test' ? 'Test' : 'Follow up';
    out.push({ what: 'next', value: entry.next.on, from: 'you', label, word: label.toLowerCase(), ...(entry.next.note ? { note: entry.next.note } : {}) });
  }
  return out;
}
