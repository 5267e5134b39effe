/** Piped output without a format: one record per line, tab-separated raw values, no header, nothing cut. */
import { getField, rawText } from './fields.js';
import type { ApiRecord } from '../contract/record.js';
import { toSingleLine } from './sanitize.js';

export function plainRow(record: ApiRecord, fields: readonly string[]): string {
  return `${fields.map((f) => toSingleLine(rawText(getField(record, f)))).join('\t')}\n`;
}

export function* renderPlain(records: readonly ApiRecord[], fields: readonly string[]): Generator<string> {
  let chunk = '';
  for (const record of records) {
    chunk += plainRow(record, fields);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
