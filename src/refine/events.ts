/** Local filters for events: upcoming, online, company, type; always sorted by date (undated last). Pure. */
import type { ApiRecord } from '../contract/record.js';
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
  const key = (e: ApiRecord): string => (typeof e.event_date === 'string' ? e.event_date : '\uffff');
  // Stable: events on the same date keep the API's order.
  return kept.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Today's date where the user is (the machine's zone), as YYYY-MM-DD. */
export function localDate(now: number): string {
  const d = new Date(now);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
