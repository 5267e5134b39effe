/** JSON and NDJSON exactly as received (unknown fields kept), with DEL/C1/bidi controls escaped. */
import { stringifyExact } from '../contract/exact-json.js';
import { escapeJsonControls } from './sanitize.js';

export function renderJson(value: unknown, pretty: boolean): string {
  return `${escapeJsonControls(stringifyExact(value, pretty ? 2 : undefined))}\n`;
}

export function ndjsonLine(record: unknown): string {
  return `${escapeJsonControls(stringifyExact(record))}\n`;
}

export function* renderNdjson(records: readonly unknown[]): Generator<string> {
  let chunk = '';
  for (const record of records) {
    chunk += ndjsonLine(record);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
