/**
 * Days a person types: a date (2026-11-01) or one of the words people use (today, last monday, this
 * week, 3 days ago), as a calendar day where the user is, and the instant that day starts there.
 * Pure: the clock and the time zone are passed in (the zone from TZ: see userZone).
 */
import { calendarDay } from '../render/dates.js';

export const DAY_MS = 86_400_000;

/** A calendar day, kept as midnight UTC of it (as render/dates.ts keeps days): a day has no zone. */
export type Day = number;

/** The words understood, as help and error messages list them. */
export const DAY_WORDS = [
  'today',
  'yesterday',
  'tomorrow',
  'this week',
  'last week',
  'this month',
  'last month',
  'monday',
  'last monday',
  '3 days ago',
] as const;

/** The words understood for a day ahead (a deadline, a next step), as help and error messages list them. */
export const DAY_WORDS_AHEAD = ['today', 'tomorrow', 'friday', 'next friday', 'next week', 'next month', 'in 3 days'] as const;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** "mon", "tues", "thur": the first three letters or more of a weekday's name. */
function weekdayOf(word: string): number | undefined {
  if (word.length < 3) return undefined;
  const i = WEEKDAYS.findIndex((w) => w.startsWith(word));
  return i === -1 ? undefined : i;
}

/**
 * The zone TZ names, when this runtime knows it (`:Asia/Kolkata`, the POSIX form, too); otherwise
 * undefined, which is the runtime's own zone (Node reads TZ itself, so a process sees the same one).
 */
export function userZone(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const tz = env.TZ?.replace(/^:/, '');
  if (!tz) return undefined;
  try {
    formatter(tz);
    return tz;
  } catch {
    return undefined;
  }
}

// One formatter per zone: making one costs far more than using it. Zones come from TZ and tests only.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= 16) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

/** The wall clock in `zone` at instant `t`, as if that wall clock were UTC (whole seconds). */
function wallClock(t: number, zone: string | undefined): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(t)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const d = new Date(0);
  d.setUTCFullYear(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  d.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return d.getTime();
}

/** The calendar day it is at instant `t` in `zone`. */
export function dayAt(t: number, zone: string | undefined): Day {
  const wall = wallClock(t, zone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

/**
 * The instant the wall clock in `zone` reads `wall` (a wall-clock time written as UTC). When that time
 * is skipped (clocks go forward), the first instant after the gap; when it comes twice (clocks go
 * back), the first of the two.
 */
export function zonedInstant(wall: number, zone: string | undefined): number {
  // The zone's offset a day either side covers any one change of offset around `wall`.
  const offsets = new Set([wall - DAY_MS, wall, wall + DAY_MS].map((t) => wallClock(t, zone) - Math.floor(t / 1000) * 1000));
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const exact = candidates.find((t) => wallClock(t, zone) === wall - (((wall % 1000) + 1000) % 1000));
  if (exact !== undefined) return exact;
  // In a gap: the instant the clocks jumped, between the candidate before it and the one after it.
  let before = candidates[0] as number;
  let after = candidates.at(-1) as number;
  if (wallClock(after, zone) < wall) return after;
  while (after - before > 1000) {
    const mid = before + Math.floor((after - before) / 2000) * 1000;
    if (wallClock(mid, zone) >= wall) after = mid;
    else before = mid;
  }
  return after;
}

/** The instant `day` begins in `zone` (its midnight, or the first instant after a gap at midnight). */
export const dayStart = (day: Day, zone: string | undefined): number => zonedInstant(day, zone);

/** YYYY-MM-DD of a day. */
export const isoDay = (day: Day): string => new Date(day).toISOString().slice(0, 10);

/** A YYYY-MM-DD that names a real day (2026-02-30 does not). */
export function parseIsoDay(text: string): Day | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  return m ? calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/** Monday of the week `day` is in (weeks start on Monday, as ISO 8601 and Indian offices count them). */
const mondayOf = (day: Day): Day => day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
const firstOfMonth = (day: Day, monthsBack: number): Day => {
  const d = new Date(day);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1);
};

/**
 * A day typed as a date or in words, at `now` in `zone`; undefined when it is neither. Words: today,
 * yesterday, tomorrow; this week and last week (their Mondays); this month and last month (their
 * first days); a weekday (the latest one, today included) and last WEEKDAY (the latest before today);
 * N days ago and N weeks ago. Case and extra spaces do not matter.
 *
 * `ahead`: the day of something to come (a deadline, a next step), where a weekday is the next one
 * (today included) and next WEEKDAY the next after today; next week and next month (their first
 * days) and in N days or weeks are understood too. Every other word reads as without it.
 */
export function parseDay(text: string, now: number, zone: string | undefined, ahead = false): Day | undefined {
  const iso = parseIsoDay(text);
  if (iso !== undefined) return iso;
  const words = text.trim().toLowerCase().split(/\s+/).join(' ');
  const today = dayAt(now, zone);
  const fixed = new Map<string, () => Day>([
    ['today', () => today],
    ['yesterday', () => today - DAY_MS],
    ['tomorrow', () => today + DAY_MS],
    ['this week', () => mondayOf(today)],
    ['last week', () => mondayOf(today) - 7 * DAY_MS],
    ['this month', () => firstOfMonth(today, 0)],
    ['last month', () => firstOfMonth(today, 1)],
  ]);
  const word = fixed.get(words);
  if (word) return word();
  const ago = /^(\d{1,5}) (day|days|week|weeks) ago$/.exec(words);
  if (ago) return today - Number(ago[1]) * (ago[2]?.startsWith('week') ? 7 : 1) * DAY_MS;
  if (ahead) {
    if (words === 'next week') return mondayOf(today) + 7 * DAY_MS;
    if (words === 'next month') return firstOfMonth(today, -1);
    const inSome = /^in (\d{1,5}) (day|days|week|weeks)$/.exec(words);
    if (inSome) return today + Number(inSome[1]) * (inSome[2]?.startsWith('week') ? 7 : 1) * DAY_MS;
  }
  const weekday = /^(last |next )?([a-z]+)$/.exec(words);
  const wanted = weekday ? weekdayOf(weekday[2] as string) : undefined;
  if (weekday && wanted !== undefined) {
    if (weekday[1] === 'next ') {
      if (!ahead) return undefined;
      const on = (wanted - new Date(today).getUTCDay() + 7) % 7;
      return today + (on === 0 ? 7 : on) * DAY_MS;
    }
    if (ahead && !weekday[1]) return today + ((wanted - new Date(today).getUTCDay() + 7) % 7) * DAY_MS;
    const back = (new Date(today).getUTCDay() - wanted + 7) % 7;
    return today - (back === 0 && weekday[1] ? 7 : back) * DAY_MS;
  }
  return undefined;
}
