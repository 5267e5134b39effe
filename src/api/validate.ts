/**
 * Runtime checks of API responses: the envelope must be right (else the body is unusable), while a record
 * that lacks a required field is kept and reported as a warning naming it. Unknown fields are kept.
 */
import { ExactInteger } from '../contract/exact-json.js';

export type Warn = (message: string) => void;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns the array under `key`, or undefined when the envelope does not have one. */
export function envelopeArray(body: unknown, key: string): unknown[] | undefined {
  if (!isObject(body)) return undefined;
  const value = body[key];
  return Array.isArray(value) ? value : undefined;
}

function describe(kind: string, index: number, record: Record<string, unknown>): string {
  const id = typeof record.id === 'string' ? ` ${record.id}` : '';
  return `${kind} #${index + 1}${id}`;
}

/** What is wrong with the required fields named: absent (or null or empty) ones, then those of another type than text. */
function lacking(record: Record<string, unknown>, fields: readonly string[]): string {
  const absent = fields.filter((f) => record[f] === undefined || record[f] === null || record[f] === '');
  const typed = fields.filter((f) => !absent.includes(f));
  const said: string[] = [];
  if (absent.length > 0) said.push(`is missing required field${absent.length > 1 ? 's' : ''} ${absent.join(', ')}`);
  // A number where the contract has text: said as such, not as missing (the row still shows it).
  for (const f of typed) said.push(`has ${f} as ${typeName(record[f])}, not text`);
  return said.join('; ');
}

// An integer beyond a double (ExactInteger, an object here) is a number as the API sent it.
const typeName = (v: unknown): string =>
  Array.isArray(v) ? 'a list' : v instanceof ExactInteger ? 'a number' : typeof v === 'object' ? 'an object' : `a ${typeof v}`;

/** A required field is there when it is a non-empty string. */
const present = (record: Record<string, unknown>, field: string): boolean => typeof record[field] === 'string' && record[field] !== '';

/** Whether `item` is an object with all its `required` fields (checkRecords has nothing to say of it). */
export function isComplete(item: unknown, required: readonly string[]): boolean {
  return isObject(item) && required.every((f) => present(item, f));
}

/**
 * Keeps object records, warning once per record for each missing or mistyped required string field:
 * `most` of them, then how many more (a caller reading a collection in batches counts across them).
 */
export function checkRecords<T>(kind: string, items: unknown[], required: readonly string[], warn: Warn, most = 5): T[] {
  const kept: T[] = [];
  let problems = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!isObject(item)) {
      if (problems++ < most) warn(`${kind} #${i + 1} is not an object; skipped`);
      continue;
    }
    // No array per record unless one lacks something: this runs for every record of every response.
    let missing: string[] | undefined;
    for (const f of required) {
      if (present(item, f)) continue;
      missing ??= [];
      missing.push(f);
    }
    if (missing !== undefined && problems++ < most) warn(`${describe(kind, i, item)} ${lacking(item, missing)}`);
    kept.push(item as T);
  }
  if (problems > most) warn(moreProblems(problems - most, kind));
  return kept;
}

/** The line after the first warnings of a collection's records. */
export const moreProblems = (n: number, kind: string): string => `${n} more ${kind} records had problems`;

export const REQUIRED = {
  job: ['id', 'company', 'title'],
  internship: ['id', 'company', 'title'],
  event: ['id', 'title'],
  filter: ['filter_type', 'filter_value'],
} as const;
