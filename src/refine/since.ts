/** "--since 3d | 12h | 90m | 2w | 2026-11-01" -> a cutoff instant; "--deadline 2026-12-01 | tomorrow" -> a day. Pure. */
import { calendarDay } from '../render/dates.js';

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

export function parseSince(text: string, now: number): number | undefined {
  const rel = /^\s*(\d+)\s*([mhdw])\s*$/i.exec(text);
  if (rel) return now - Number(rel[1]) * (UNIT_MS[(rel[2] as string).toLowerCase()] as number);
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text.trim())) {
    // A day past the month's end (2026-02-30) would roll over into the next month: not a date.
    const [y, m, d] = text.trim().slice(0, 10).split('-').map(Number) as [number, number, number];
    if (calendarDay(y, m, d) === undefined) return undefined;
    // A bare date means midnight UTC of that day, so results do not depend on the machine's zone.
    const t = Date.parse(text.trim().length === 10 ? `${text.trim()}T00:00:00Z` : text.trim());
    return Number.isNaN(t) ? undefined : t;
  }
  return undefined;
}

/** The words for a day that parseDay takes besides YYYY-MM-DD, as days from today. */
const DAY_WORDS = new Map([
  ['yesterday', -1],
  ['today', 0],
  ['tomorrow', 1],
]);

/**
 * A calendar day as typed for a date of the person's own (`--deadline`, `--next`, `--on`):
 * YYYY-MM-DD, or today, tomorrow or yesterday where the user is. YYYY-MM-DD back, or undefined when
 * it names no real day (2026-02-30).
 */
export function parseDay(text: string, now: number): string | undefined {
  const t = text.trim().toLowerCase();
  const offset = DAY_WORDS.get(t);
  if (offset !== undefined) {
    const d = new Date(now);
    const day = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate() + offset));
    return day.toISOString().slice(0, 10);
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  return m && calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) !== undefined ? t : undefined;
}
