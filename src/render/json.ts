/** JSON and NDJSON exactly as received (unknown fields kept), with DEL/C1/bidi controls escaped. */
import { stringifyExact } from '../contract/exact-json.js';
import { chunked } from './chunked.js';
import { escapeJsonControls } from './sanitize.js';

/** A value JSON output cannot write (nested so deep that serialising it overflows the stack). */
export class UnwritableJsonError extends Error {}

function stringify(value: unknown, indent?: number): string {
  try {
    return stringifyExact(value, indent);
  } catch (e) {
    if (e instanceof RangeError) throw new UnwritableJsonError('a record from the API is nested too deeply to write as JSON');
    throw e;
  }
}

export function renderJson(value: unknown, pretty: boolean): string {
  return `${escapeJsonControls(stringify(value, pretty ? 2 : undefined))}\n`;
}

export function ndjsonLine(record: unknown): string {
  return `${escapeJsonControls(stringify(record))}\n`;
}

export const renderNdjson = (records: readonly unknown[]): Generator<string> => chunked('', records, ndjsonLine);
