/**
 * "--since 3d | 12h | 90m | 2w | 2026-11-01 | today | last monday | 2026-11-01T10:00+05:30" -> a cutoff
 * instant. A day (a date or a word, see days.ts) starts at midnight in the user's zone, so `--since
 * today` and `--since <today's date>` agree. Pure.
 */
import { DAY_WORDS, dayStart, parseDay, parseIsoDay, zonedInstant } from './days.js';

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** What --since takes, for its help and its error message. */
export const SINCE_FORMS = `3d, 12h, 2w, a date like 2026-11-01, or ${DAY_WORDS.join(', ')}`;

export function parseSince(text: string, now: number, zone: string | undefined): number | undefined {
  const rel = /^\s*(\d+)\s*([mhdw])\s*$/i.exec(text);
  if (rel) return now - Number(rel[1]) * (UNIT_MS[(rel[2] as string).toLowerCase()] as number);
  const day = parseDay(text, now, zone);
  if (day !== undefined) return dayStart(day, zone);
  const time = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text.trim());
  if (!time) return undefined;
  // A day past the month's end (2026-02-30) would roll over into the next month: not a date.
  const date = parseIsoDay(time[1] as string);
  const [hours, minutes, seconds] = [Number(time[2]), Number(time[3]), Number(time[4] ?? '0')];
  if (date === undefined || hours > 23 || minutes > 59 || seconds > 59) return undefined;
  if (time[6] !== undefined) {
    const offset = time[6] === 'Z' ? 'Z' : `${time[6].slice(0, 3)}:${time[6].slice(-2)}`;
    const t = Date.parse(`${time[1]}T${time[2]}:${time[3]}:${time[4] ?? '00'}${time[5] ?? ''}${offset}`);
    return Number.isNaN(t) ? undefined : t;
  }
  // A time without an offset is the user's wall clock.
  return zonedInstant(date + ((hours * 60 + minutes) * 60 + seconds) * 1000, zone);
}
