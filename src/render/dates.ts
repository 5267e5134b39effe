/**
 * Dates for a person: in their time zone (TZ, else the system's; IST for most users), en-IN style,
 * with a relative hint where it helps ("posted 2 days ago", "deadline in 5 days"). Machine formats
 * keep the API's strings; only tables and detail views use this. Pure apart from the clock passed in.
 */
const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

let dayFormat: Intl.DateTimeFormat | undefined;
let shortFormat: Intl.DateTimeFormat | undefined;
let timeFormat: { tz: string | undefined; format: Intl.DateTimeFormat } | undefined;
// Calendar days are kept as midnight UTC, so they are formatted in UTC: a date has no time zone.
const days = (): Intl.DateTimeFormat => (dayFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
const shortDays = (): Intl.DateTimeFormat => (shortFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
// Made again if TZ changes (a test, or a host process): the zone is read when a formatter is made.
const times = (): Intl.DateTimeFormat => {
  if (timeFormat === undefined || timeFormat.tz !== process.env.TZ) {
    timeFormat = {
      tz: process.env.TZ,
      format: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    };
  }
  return timeFormat.format;
};

/**
 * Midnight UTC of the calendar day Y-M-D (years 1 to 9999, what YYYY can write), or undefined when
 * there is no such day: Date rolls 2026-02-30 and 2026-13-01 over into other days, so a real day must
 * read back as given. (setUTCFullYear, not Date.UTC, which takes years 0-99 as 1900-1999.)
 */
export function calendarDay(year: number, month: number, day: number): number | undefined {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return undefined;
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  const t = d.getTime();
  return !Number.isNaN(t) && d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? t : undefined;
}

/** A real calendar day: YYYY-MM-DD and its midnight UTC. Made by calendarDate from what the API sends. */
export interface CalendarDate {
  readonly iso: string;
  readonly ms: number;
}

/**
 * The calendar day an API date names ("2026-11-22", or the date part of "2026-11-22T10:00:00+05:30"
 * or "2026-11-22 10:00" as written), or undefined when it names none (2026-02-30, 2026-13-01, "soon",
 * null). The one check a date from the API passes before it becomes a calendar entry or a count of
 * days; where it does not, the value is shown as sent and left out of those.
 */
export function calendarDate(value: unknown): CalendarDate | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
  if (!m) return undefined;
  const ms = calendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  return ms === undefined ? undefined : { iso: `${m[1]}-${m[2]}-${m[3]}`, ms };
}

/** "6:00 PM IST", "18:30", "11:30 AM" -> "180000"; undefined when it is not a time of day. */
export function parseClock(text: string): string | undefined {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\b/i.exec(text);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase().replace(/\./g, '');
  if (half === undefined && m[2] === undefined) return undefined;
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return undefined;
  return `${String(hour).padStart(2, '0')}${String(minute).padStart(2, '0')}00`;
}

/** Midnight UTC of the calendar day an instant falls on where the user is. */
function localDay(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
}

/**
 * Whole days from today (where the user is) to the day a date names: 0 today, 1 tomorrow, -1
 * yesterday; undefined when it names no real day (calendarDate). Deadlines are calendar days, so a
 * deadline of today has not passed until the day is over where the user is.
 */
export function daysUntil(value: unknown, now: number): number | undefined {
  const day = calendarDate(value);
  return day === undefined ? undefined : Math.round((day.ms - localDay(now)) / DAY_MS);
}

/** "today", "tomorrow", "in 5 days", "2 days ago", "3 months ago". */
export function relativeDays(diff: number): string {
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  if (diff === -1) return 'yesterday';
  const n = Math.abs(diff);
  const amount = n < 60 ? `${n} days` : `${Math.floor(n / 30)} months`;
  return diff > 0 ? `in ${amount}` : `${amount} ago`;
}

/** Elapsed (or remaining) time for an instant: "5 minutes ago", "21 hours ago", "in 3 days". */
export function relativeTime(diffMs: number): string {
  const n = Math.abs(diffMs);
  const unit = (v: number, name: string): string => `${v} ${name}${v === 1 ? '' : 's'}`;
  let amount: string;
  if (n < 60_000) return 'just now';
  if (n < 3_600_000) amount = unit(Math.floor(n / 60_000), 'minute');
  else if (n < DAY_MS) amount = unit(Math.floor(n / 3_600_000), 'hour');
  else if (n < 60 * DAY_MS) amount = unit(Math.floor(n / DAY_MS), 'day');
  else amount = unit(Math.floor(n / (30 * DAY_MS)), 'month');
  return diffMs > 0 ? `in ${amount}` : `${amount} ago`;
}

/**
 * A date or instant from the API as a person reads it; undefined when it is neither. `short` (for
 * table cells): the day without the year when it is within about six months, and no time of day.
 */
export function humanDate(value: string, now: number, short = false): string | undefined {
  const only = DATE_ONLY.exec(value);
  let day: number;
  let full: string;
  let when: string;
  const today = localDay(now);
  if (only) {
    const real = calendarDay(Number(only[1]), Number(only[2]), Number(only[3]));
    if (real === undefined) return undefined;
    day = real;
    full = days().format(day);
    when = relativeDays(Math.round((day - today) / DAY_MS));
  } else {
    if (!INSTANT.test(value)) return undefined;
    const ms = Date.parse(value);
    if (Number.isNaN(ms)) return undefined;
    day = localDay(ms);
    full = times().format(ms);
    when = relativeTime(ms - now);
  }
  if (!short) return `${full} (${when})`;
  // As ls does: the year only for days more than about six months away (the hint says which way).
  const near = Math.abs(day - today) < 183 * DAY_MS;
  return `${(near ? shortDays() : days()).format(day)} (${when})`;
}

/** Fields whose strings are dates or instants. */
export const DATE_FIELDS: ReadonlySet<string> = new Set([
  'posted_at',
  'deadline',
  'event_date',
  'saved_at',
  'start_date',
  'updated_at',
  'created_at',
  'updatedAt',
  'generatedAt',
]);
