/**
 * Local filters for events: upcoming, online, company, type, place; always sorted by date (undated last), and
 * on the same date by time of day (those without one after), both where the user is. Pure apart
 * from the zone.
 */
import type { ApiRecord } from '../contract/record.js';
import { eventDay, eventStart, isoDay, localDay, parseClock } from '../render/dates.js';
import { containsFolded, fold } from './text.js';
import { idsWithPrefix, MIN_PREFIX_LENGTH } from '../contract/short-id.js';

export interface EventFilters {
  /** YYYY-MM-DD of today: keep events on or after it. */
  upcomingFrom?: string;
  online?: boolean;
  company?: string;
  type?: string;
  /** Keep events whose location names one of these places, each part of it compared through `key`. */
  places?: { wanted: ReadonlySet<string>; key: (place: string) => string };
}

/** The places a location names: "University Main Hall, Mumbai" -> "University Main Hall", "Mumbai". */
export function eventPlaces(location: unknown): string[] {
  if (typeof location !== 'string') return [];
  return location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** What an id typed for an event finds among the events the API lists. */
export type EventPick =
  | { kind: 'found'; event: ApiRecord }
  | { kind: 'ambiguous'; events: ApiRecord[] }
  | { kind: 'none' }
  /** Shorter than a prefix may be, and no whole id. */
  | { kind: 'short' };

/** The event with exactly this id, else the one whose id starts with it (6+ characters, any case), as git finds commits. */
export function pickEvent(typed: string, events: readonly ApiRecord[]): EventPick {
  const t = typed.trim().toLowerCase();
  const idOf = (e: ApiRecord): string => (typeof e.id === 'string' ? e.id.toLowerCase() : '');
  const exact = events.find((e) => idOf(e) === t && t !== '');
  if (exact) return { kind: 'found', event: exact };
  if (t.length < MIN_PREFIX_LENGTH) return { kind: 'short' };
  const ids = new Set(idsWithPrefix(t, events.map(idOf)));
  const hits = events.filter((e) => ids.has(idOf(e)));
  if (hits.length === 1) return { kind: 'found', event: hits[0] as ApiRecord };
  return hits.length > 1 ? { kind: 'ambiguous', events: hits } : { kind: 'none' };
}

export function filterEvents(events: readonly ApiRecord[], f: EventFilters): ApiRecord[] {
  const company = f.company ? fold(f.company) : undefined;
  const type = f.type ? fold(f.type).replace(/[\s_-]+/g, '') : undefined;
  // The day where the user is (an event at 2 AM IST is the evening before in London), the instant,
  // the time of day as published where it cannot be placed, then the date as sent.
  const keys = new Map(
    events.map((e) => {
      const sent = typeof e.event_date === 'string' ? e.event_date : undefined;
      const start = eventStart(e.event_date, e.event_time);
      const day = start ? isoDay(eventDay(start)) : sent?.slice(0, 10);
      const clock = typeof e.event_time === 'string' ? parseClock(e.event_time) : undefined;
      // The published clock orders only times that cannot be placed: placed ones are ordered by instant.
      return [e, { day, ms: start?.ms ?? Number.POSITIVE_INFINITY, clock: start?.ms !== undefined ? '' : (clock ?? '\uffff'), sent: sent ?? '' }] as const;
    }),
  );
  const kept = events.filter((e) => {
    const day = keys.get(e)?.day;
    // Only a day known to be past is left out: an event without a date may still be to come (it is listed last).
    if (f.upcomingFrom !== undefined && day !== undefined && day < f.upcomingFrom) return false;
    if (f.online && e.is_online !== true) return false;
    if (company !== undefined && !containsFolded(e.company, company)) return false;
    if (type !== undefined && (typeof e.event_type !== 'string' || fold(e.event_type).replace(/[\s_-]+/g, '') !== type)) return false;
    if (f.places && !eventPlaces(e.location).some((p) => f.places?.wanted.has(f.places.key(p)))) return false;
    return true;
  });
  const order = (a: ApiRecord, b: ApiRecord): number => {
    const x = keys.get(a) as NonNullable<ReturnType<typeof keys.get>>;
    const y = keys.get(b) as NonNullable<ReturnType<typeof keys.get>>;
    const [dx, dy] = [x.day ?? '\uffff', y.day ?? '\uffff'];
    if (dx !== dy) return dx < dy ? -1 : 1;
    if (x.ms !== y.ms) return x.ms < y.ms ? -1 : 1;
    if (x.clock !== y.clock) return x.clock < y.clock ? -1 : 1;
    return x.sent < y.sent ? -1 : x.sent > y.sent ? 1 : 0;
  };
  // Stable: events at the same date and time keep the API's order.
  return kept.sort(order);
}

/** Today's date where the user is (the machine's zone), as YYYY-MM-DD. */
export function localDate(now: number): string {
  return isoDay(localDay(now));
}
