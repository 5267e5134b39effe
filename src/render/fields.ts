/** Reading fields from API records (any field, also ones added later) and turning them into text. */
import { ExactInteger, stringifyExact } from '../contract/exact-json.js';
import type { ApiRecord } from '../contract/record.js';
import { DATE_FIELDS, humanDate } from './dates.js';

export const EM_DASH = '—';

/** A field by name or dot path (`totals.liveListings`). */
export function getField(record: ApiRecord, path: string): unknown {
  // Own fields only: `--fields constructor` or `__proto__` must not reach Object.prototype.
  if (Object.hasOwn(record, path)) return record[path];
  let cur: unknown = record;
  for (const part of path.split('.')) {
    if (typeof cur !== 'object' || cur === null || !Object.hasOwn(cur, part)) return undefined;
    cur = (cur as ApiRecord)[part];
  }
  return cur;
}

/** At most this many field names found only in records are named (a hostile API can send thousands). */
const EXTRA_NAMES = 30;

/**
 * The names among `fields` that are neither documented nor carried by any of `records` (a dot path
 * by its whole path), with the field names there are: the documented ones, then others the records
 * carry (own properties only: `toString` is no field of `{}`).
 */
export function unknownFields(
  fields: readonly string[],
  documented: readonly string[],
  records: readonly ApiRecord[],
): { unknown: string[]; available: string[]; more: number } {
  const unknown = fields.filter((f) => !documented.includes(f) && !records.some((r) => getField(r, f) !== undefined));
  if (unknown.length === 0) return { unknown, available: [...documented], more: 0 };
  const extra = new Set<string>();
  for (const r of records) for (const k of Object.keys(r)) if (!documented.includes(k)) extra.add(k);
  const others = [...extra];
  return { unknown, available: [...documented, ...others.slice(0, EXTRA_NAMES)], more: Math.max(0, others.length - EXTRA_NAMES) };
}

/** Only the named fields, in that order; absent ones become null so every object has the same keys. */
export function pickFields(record: ApiRecord, fields: readonly string[]): ApiRecord {
  // Defined, not assigned: a field named __proto__ is a field like any other.
  const out: ApiRecord = {};
  for (const f of fields) Object.defineProperty(out, f, { value: getField(record, f) ?? null, enumerable: true, writable: true, configurable: true });
  return out;
}

/**
 * A number as text: empty for one no double holds (1e400 parses as Infinity), which JSON output
 * writes as null; every format says the same of it.
 */
export const numberText = (n: number): string => (Number.isFinite(n) ? String(n) : '');

/** Machine text of a value: empty for null, JSON for objects. */
export function rawText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'boolean' || value instanceof ExactInteger) return String(value);
  try {
    return stringifyExact(value);
  } catch (e) {
    // A value nested thousands of levels deep overflows JSON.stringify: shown as what it is.
    if (e instanceof RangeError) return '[nested too deeply to show]';
    throw e;
  }
}

/** `posted_days` (whole days since posting): 0 is under a day, which need not be today's date. */
export function ago(days: number): string {
  if (days <= 0) return '<1d ago';
  if (days < 60) return `${days}d ago`;
  return `${Math.floor(days / 30)}mo ago`;
}

/**
 * Human text of a field for tables (`short`) and detail views; null means "show an em dash". Dates
 * are shown where the person is, relative to now.
 */
export function displayText(field: string, value: unknown, short = false): string | null {
  if (value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value))) return null;
  if (typeof value === 'string' && DATE_FIELDS.has(field)) return humanDate(value, Date.now(), short) ?? value;
  if (field === 'posted_days' && typeof value === 'number') return ago(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return rawText(value);
}
