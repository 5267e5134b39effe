/**
 * What an assistant is handed: API records cut to the fields that answer "which listing is this",
 * every string stripped of control sequences, folded to one line where it is a label, and bounded.
 * Pure.
 */
import { ExactInteger } from '../contract/exact-json.js';
import type { ApiRecord } from '../contract/record.js';
import { stripControls, toSingleLine } from '../render/sanitize.js';

/** The fields of a listing in a list: enough to choose, not the whole description. */
export const LISTING_FIELDS = [
  'id',
  'title',
  'company',
  'location',
  'work_type',
  'role_type',
  'industry',
  'ctc_amount',
  'salary',
  'stipend',
  'duration',
  'deadline',
  'posted_at',
  'is_on_campus',
  // fresher's profile match, when asked for (with_match).
  'fresher_match',
] as const;
export const EVENT_FIELDS = ['id', 'title', 'company', 'event_type', 'event_date', 'event_time', 'location', 'is_online'] as const;

const MAX_LABEL = 300;
const MAX_TEXT = 4_000;

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A value from the API made safe: strings cleaned and bounded (`long`: a description), others kept. */
export function clean(value: unknown, long = false, depth = 0): unknown {
  if (typeof value === 'string') return long ? cut(stripControls(value), MAX_TEXT) : cut(toSingleLine(value), MAX_LABEL);
  if (value === null || typeof value !== 'object') return value;
  // An integer beyond a double's (exact-json.ts): kept whole, for `ok` to write as its digits.
  if (value instanceof ExactInteger) return value;
  // Nested API data is kept shallow: an assistant does not need a tree built to exhaust it.
  if (depth > 3) return null;
  if (Array.isArray(value)) return value.slice(0, 200).map((v) => clean(v, long, depth + 1));
  const out: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(value as Record<string, unknown>).slice(0, 100))
    out[cut(toSingleLine(k), 100)] = clean(v, long || k === 'description', depth + 1);
  return out;
}

/** Only `fields`, those the record has, cleaned. */
export function pick(record: ApiRecord, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (Object.hasOwn(record, f) && record[f] !== null && record[f] !== undefined) out[f] = clean(record[f]);
  return out;
}

/** One listing whole (its description bounded), for `get_listing`. */
export function whole(record: ApiRecord): Record<string, unknown> {
  return clean(record) as Record<string, unknown>;
}
