/**
 * Dates for a person, by one rule: a time of day is shown in the user's time zone (TZ, else the
 * system's; IST for most users), in one form, "6:00 PM IST" (12-hour, the zone's abbreviation after
 * it); a calendar day (a deadline, an event's date without a time) is the day as given, in no zone.
 * En-IN style, with a relative hint where it helps ("posted 2 days ago", "deadline in 5 days").
 * Machine formats keep the API's strings; only tables and detail views use this. Pure apart from the
 * clock passed in and the zone.
 */
const DAY_MS = 86_400_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

let dayFormat: Intl.DateTimeFormat | undefined;
let shortFormat: Intl.DateTimeFormat | undefined;
let weekdayFormat: Intl.DateTimeFormat | undefined;
let clockFormat: { tz: string | undefined; format: Intl.DateTimeFormat } | undefined;
// Calendar days are kept as midnight UTC, so they are formatted in UTC: a date has no time zone.
const days = (): Intl.DateTimeFormat => (dayFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
const shortDays = (): Intl.DateTimeFormat => (shortFormat ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const weekdays = (): Intl.DateTimeFormat => (weekdayFormat ??= new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' }));
// Made again if TZ changes (a test, or a host process): the zone is read when a formatter is made.
const clocks = (): Intl.DateTimeFormat => {
  if (clockFormat === undefined || clockFormat.tz !== process.env.TZ) {
    clockFormat = { tz: process.env.TZ, format: new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' }) };
  }
  return clockFormat.format;
};

let usZones: { tz: string | undefined; format: Intl.DateTimeFormat } | undefined;
/**
 * The zone's abbreviation as American English writes it (PST, EDT), for zones Indian English names
 * only by offset (GMT-8): made only where one is needed.
 */
function usZoneName(ms: number): string | undefined {
  if (usZones === undefined || usZones.tz !== process.env.TZ)
    usZones = { tz: process.env.TZ, format: new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }) };
  return usZones.format.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value;
}

/** "6:00 PM IST", "7:30 AM EST": an instant's time of day where the user is, with the zone's abbreviation (GMT+4 where it has none). */
export function clockText(ms: number): string {
  const part = (type: Intl.DateTimeFormatPartTypes, parts: Intl.DateTimeFormatPart[]): string => parts.find((p) => p.type === type)?.value ?? '';
  const parts = clocks().formatToParts(ms);
  let zone = part('timeZoneName', parts);
  if (/^GMT[+-]/.test(zone)) {
    const us = usZoneName(ms);
    if (us !== undefined && !/^GMT/.test(us)) zone = us;
  }
  return `${part('hour', parts)}:${part('minute', parts)} ${part('dayPeriod', parts).toUpperCase()} ${zone}`;
}

/**
 * Midnight UTC of the calendar day Y-M-D (years 1 to 9999, what YYYY can write), or undefined when
 * there is no such day (Date would roll 2026-02-30 and 2026-13-01 over into other days). Checked by
 * arithmetic, not by a Date made and read back: this runs for every date cell of an export.
 * (Date.UTC maps years 0-99 to 1900-1999, so those go through setUTCFullYear.)
 */
export function calendarDay(year: number, month: number, day: number): number | undefined {
  if (!Number.isInteger(year) || year < 1 || year > 9999 || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (year >= 100) return Date.UTC(year, month - 1, day);
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number): number =>
  month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : (MONTH_DAYS[month - 1] as number);

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

/**
 * The instant a date or time from the API names: a date alone ("2026-11-22") is its midnight UTC, a
 * date with a time and a zone ("2026-11-22T10:00:00+05:30") that instant; undefined for anything else,
 * and for a day that does not exist (Date.parse rolls 2026-02-30T10:00Z over into March, and a
 * spreadsheet, a feed or a person would be shown that other day as if the API had sent it).
 */
export function apiInstant(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = API_DATE.exec(value);
  if (!m) return undefined;
  const midnight = calendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
  if (midnight === undefined || m[4] === undefined) return midnight;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** A date alone, or a date with a time of day (hours 00-23: Date.parse takes 24:00 as the next midnight) and a zone. */
const API_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:(T)(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

/**
 * The zone an event's time is in when it names none: the API publishes India's campus and career
 * events, and gives their times as India time ("6:00 PM IST"). Minutes east of UTC.
 */
export const API_ZONE_OFFSET = 330;
/** Zones a published time may name, minutes east of UTC; other names (PST, CET) cannot be placed. */
const ZONE_OFFSETS: ReadonlyMap<string, number> = new Map([
  ['IST', 330],
  ['UTC', 0],
  ['GMT', 0],
  ['Z', 0],
]);

/** A time of day as published: hour and minute, and the zone's offset (undefined: it names one that cannot be placed). */
export interface PublishedClock {
  hour: number;
  minute: number;
  offset: number | undefined;
  /** The end of a range ("10:00 AM - 1:00 PM IST"), in the same zone. */
  end?: { hour: number; minute: number };
}

/** Between the two times of a range: a dash or "to", then the end's first digit. */
const RANGE = /^\s*(?:-|–|—|to\b)\s*(?=\d)/i;

/**
 * "6:00 PM IST", "18:30", "11:30 AM", "10:00 UTC", "18:30 +05:30", "4 PM GMT+5:30"; undefined when
 * it is not a time of day. A time naming no zone is India time (API_ZONE_OFFSET); one naming a zone
 * this cannot place (capital letters: "PST") has no offset; other words after it ("onwards") are not
 * a zone.
 */
export function readClock(text: string): PublishedClock | undefined {
  const m = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?\b/i.exec(text);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase().replace(/\./g, '');
  if (half === undefined && m[2] === undefined) return undefined;
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return undefined;
  const rest = text.slice(m[0].length);
  // A range: its zone is written after its end ("10:00 AM-1:00 PM IST"), and "-1" is no offset.
  const range = RANGE.exec(rest);
  if (range) {
    const end = readClock(rest.slice(range[0].length));
    if (!end) return undefined;
    // "2:00 - 4:00 PM": the half of the day written once, after the end, is the start's too.
    const start = half === undefined && end.hour >= 12 && hour < 12 && hour + 12 <= end.hour ? hour + 12 : hour;
    return { hour: start, minute, offset: end.offset, end: { hour: end.hour, minute: end.minute } };
  }
  const zone = /^\s*([A-Z]{1,5}\b)?\s*(?:([+-])(\d{1,2})(?::?(\d{2}))?\b)?/.exec(rest) as RegExpExecArray;
  const [, name, sign, hours, minutes] = zone;
  if (name === undefined && sign === undefined) return { hour, minute, offset: API_ZONE_OFFSET };
  const base = name === undefined ? 0 : ZONE_OFFSETS.get(name);
  const shift = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? '0'));
  const offset = base === undefined || Math.abs(shift) > 14 * 60 ? undefined : base + shift;
  return { hour, minute, offset };
}

/** "6:00 PM IST", "18:30", "11:30 AM" -> "180000" (as published, whatever its zone); undefined when it is not a time of day. */
export function parseClock(text: string): string | undefined {
  const c = readClock(text);
  return c && `${String(c.hour).padStart(2, '0')}${String(c.minute).padStart(2, '0')}00`;
}

/** When an event starts: its day as the API gives it, and the instant where its time can be placed. */
export interface EventStart {
  day: CalendarDate;
  ms: number | undefined;
  /** Its end, where the time is a range that can be placed (past midnight: the next day). */
  endMs?: number;
}

/**
 * An event's start from event_date and event_time: the instant where the time is one (in the zone it
 * names, else India time), or event_date's own instant ("2026-12-05T18:00:00+05:30"); undefined when
 * event_date names no real day.
 */
export function eventStart(date: unknown, time: unknown): EventStart | undefined {
  const day = calendarDate(date);
  if (!day) return undefined;
  const clock = typeof time === 'string' ? readClock(time) : undefined;
  if (clock?.offset !== undefined) {
    const ms = day.ms + (clock.hour * 60 + clock.minute - clock.offset) * 60_000;
    if (!clock.end) return { day, ms };
    let endMs = day.ms + (clock.end.hour * 60 + clock.end.minute - clock.offset) * 60_000;
    if (endMs <= ms) endMs += DAY_MS;
    return { day, ms, endMs };
  }
  const instant = typeof date === 'string' && INSTANT.test(date) ? Date.parse(date) : Number.NaN;
  return { day, ms: Number.isNaN(instant) ? undefined : instant };
}

/** The calendar day (midnight UTC) an event starts on where the user is: its instant's, else its date's. */
export function eventDay(start: EventStart): number {
  return start.ms === undefined ? start.day.ms : localDay(start.ms);
}

/** YYYY-MM-DD of a calendar day kept as midnight UTC. */
export function isoDay(day: number): string {
  return new Date(day).toISOString().slice(0, 10);
}

/**
 * A calendar day (midnight UTC) in a table's few characters: "today", "tomorrow", "yesterday", else
 * "Sat 29 Nov", with the year for days more than about six months away ("Sat 29 Nov 2027").
 */
export function compactDay(day: number, now: number): string {
  const diff = Math.round((day - localDay(now)) / DAY_MS);
  if (Math.abs(diff) <= 1) return relativeDays(diff);
  return `${weekdays().format(day)} ${(Math.abs(diff) < 183 ? shortDays() : days()).format(day)}`;
}

/** "Sat 29 Nov 2026 (in 5 days)": a calendar day (midnight UTC) in full, with how far it is from today. */
export function fullDay(day: number, now: number): string {
  return `${weekdays().format(day)} ${days().format(day)} (${relativeDays(Math.round((day - localDay(now)) / DAY_MS))})`;
}

/** Midnight UTC of the calendar day an instant falls on where the user is. */
export function localDay(ms: number): number {
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
  // Two years and more in years: "in 8074 years", not "in 97070 months".
  const amount = n < 60 ? `${n} days` : n < 730 ? `${Math.floor(n / 30)} months` : `${Math.round(n / 365.25)} years`;
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
  else if (n < 730 * DAY_MS) amount = unit(Math.floor(n / (30 * DAY_MS)), 'month');
  else amount = unit(Math.round(n / (365.25 * DAY_MS)), 'year');
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
    const ms = apiInstant(value);
    if (ms === undefined) return undefined;
    day = localDay(ms);
    full = `${days().format(day)}, ${clockText(ms)}`;
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
