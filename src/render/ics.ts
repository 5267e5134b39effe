/**
 * iCalendar (RFC 5545) for events and application deadlines: CRLF line ends, lines folded at 75
 * octets without splitting a character, text escaped, stable UIDs (importing again updates the same
 * entries), times in Asia/Kolkata with its VTIMEZONE, and all-day entries where only a date is known.
 * API text is hostile: controls are stripped before escaping, so no value can end a line early; dates
 * arrive checked (CalendarDate), so every DTSTART and DTEND is a real day.
 */
import type { CalendarDate } from './dates.js';
import { stripControls } from './sanitize.js';

/** A real day (see calendarDate), with a time of day (HHMMSS, in Asia/Kolkata) when one is known. */
export type IcsStart = { day: CalendarDate } | { day: CalendarDate; time: string };

/** How long a timed entry lasts when its end is not known: the API publishes only a start time. */
export const DEFAULT_EVENT_MINUTES = 60;

export interface IcsEvent {
  uid: string;
  summary: string;
  start: IcsStart;
  description?: string;
  location?: string;
  url?: string;
  /** Minutes; only for timed entries (DEFAULT_EVENT_MINUTES when not given). */
  durationMinutes?: number;
}

const TZID = 'Asia/Kolkata';
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT values: backslash, semicolon, comma and newlines escaped; other controls gone. */
export function escapeText(value: string): string {
  return stripControls(value.replace(/\r\n|\r|\n|\u2028|\u2029/g, '\n'))
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), continuing with CRLF and a space. */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const DAY_MS = 86_400_000;
const stamp = (now: number): string =>
  new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** An all-day entry's end: the next day, or one day's length where that day has no 4-digit year (after 9999-12-31). */
function allDayEnd(day: CalendarDate): string {
  const next = new Date(day.ms + DAY_MS);
  const year = next.getUTCFullYear();
  if (year > 9999) return 'DURATION:P1D';
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `DTEND;VALUE=DATE:${pad(year, 4)}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

export function calendar(name: string, events: readonly IcsEvent[], now: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//fresher//fresher CLI//EN', 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${escapeText(name)}`];
  if (events.some((e) => 'time' in e.start)) lines.push(...VTIMEZONE);
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${escapeText(e.uid)}`, `DTSTAMP:${stamp(now)}`);
    const date = e.start.day.iso.replace(/-/g, '');
    if ('time' in e.start) {
      lines.push(`DTSTART;TZID=${TZID}:${date}T${e.start.time}`, `DURATION:PT${e.durationMinutes ?? DEFAULT_EVENT_MINUTES}M`);
    } else {
      lines.push(`DTSTART;VALUE=DATE:${date}`, allDayEnd(e.start.day));
    }
    lines.push(`SUMMARY:${escapeText(e.summary)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    if (e.url && /^https?:\/\/[^\s"<>\\]+$/i.test(e.url)) lines.push(`URL:${e.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
