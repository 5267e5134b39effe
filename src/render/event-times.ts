/**
 * An event's date and time for a person, by the one rule of dates.ts: where its time can be placed
 * (a zone it names, else India time), the day and time where the user is; otherwise the day as given
 * and the time as published. Pure apart from the zone.
 */
import type { ApiRecord } from '../contract/record.js';
import { clockText, compactDay, eventDay, eventStart, fullDay } from './dates.js';
import { displayText } from './fields.js';

/** The DATE of a table ("Sat 29 Nov", "today") or of a detail view ("Sat 29 Nov 2026 (in 5 days)"); null: none. */
export function eventDateText(r: ApiRecord, now: number, short: boolean): string | null {
  const start = eventStart(r.event_date, r.event_time);
  // Not a real day: shown as sent.
  if (!start) return displayText('event_date', r.event_date, short);
  const day = eventDay(start);
  return short ? compactDay(day, now) : fullDay(day, now);
}

/** "6:00 PM IST" where the user is; the time as published when it cannot be placed; null: none. */
export function eventTimeText(r: ApiRecord): string | null {
  const start = eventStart(r.event_date, r.event_time);
  if (start?.ms !== undefined) return clockText(start.ms);
  return displayText('event_time', r.event_time);
}
