/**
 * Local filters for events: upcoming, online, company, type; always sorted by date (undated last), and
 * on the same date by time of day (those without one after). Pure.
 */
import type { ApiRecord } from '../contract/record.js';
import { parseClock } from '../render/dates.js';
import { containsFolded, fold } from './text.js';

export interface EventFilters {
  /** YYYY-MM-DD of today: keep events on or after it. */
  upcomingFrom?: string;
  online?: boolean;
  company?: string;
  type?: string;
}

export function filterEvents(events: readonly ApiRecord[], f: EventFilters): ApiRecord[] {
  const company = f.company ? fold(f.company) : undefined;
  const type = f.type ? fold(f.type).replace(/[\s_-]+/g, '') : undefined;
  const kept = events.filter((e) => {
    const date = typeof e.event_date === 'string' ? e.event_date.slice(0, 10) : undefined;
    if (f.upcomingFrom !== undefined && (date === undefined || date < f.upcomingFrom)) return false;
    if (f.online && e.is_online !== true) return false;
    if (company !== undefined && !containsFolded(e.company, company)) return false;
    if (type !== undefined && (typeof e.event_type !== 'string' || fold(e.event_type).replace(/[\s_-]+/g, '') !== type)) return false;
    return true;
  });
  // The day, the time of day the API publishes, then the whole date as sent (an instant's own time).
  const keys = new Map(
    kept.map((e) => {
      const date = typeof e.event_date === 'string' ? e.event_date : undefined;
      const time = typeof e.event_time === 'string' ? parseClock(e.event_time) : undefined;
      return [e, [date?.slice(0, 10) ?? '\uffff', time ?? '\uffff', date ?? '']] as const;
    }),
  );
  const order = (a: ApiRecord, b: ApiRecord): number => {
    const [x, y] = [keys.get(a) as readonly string[], keys.get(b) as readonly string[]];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as string) < (y[i] as string) ? -1 : 1;
    return 0;
  };
  // Stable: events at the same date and time keep the API's order.
  return kept.sort(order);
}

/** Today's date where the user is (the machine's zone), as YYYY-MM-DD. */
export function localDate(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
