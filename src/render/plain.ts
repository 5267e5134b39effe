/** Piped output without a format: one record per line, tab-separated raw values, no header, nothing cut. */
import { getField, rawText } from './fields.js';
import type { ApiRecord } from '../contract/record.js';
import { ExactInteger } from '../contract/exact-json.js';
import { chunked } from './chunked.js';
import { FORMULA_START } from './csv.js';
import { toSingleLine } from './sanitize.js';

export function plainRow(record: ApiRecord, fields: readonly string[]): string {
  return `${fields.map((f) => toSingleLine(rawText(getField(record, f)))).join('\t')}\n`;
}

/**
 * A row of a TSV file (`-o x.tsv`): plain's cells, with text a spreadsheet would run as a formula
 * prefixed with ' as CSV's is (a TSV file is opened in one as often as a CSV), unless `allowFormulas`.
 * Numbers and booleans are never text that starts a formula ("-5" stays a number).
 */
export function tsvRow(record: ApiRecord, fields: readonly string[], allowFormulas = false): string {
  let line = '';
  for (let i = 0; i < fields.length; i++) {
    const value = getField(record, fields[i] as string);
    const text = toSingleLine(rawText(value));
    // Text and objects (as JSON) are guarded; a number is never a formula, an integer beyond a double (ExactInteger) included.
    const guarded =
      !allowFormulas &&
      (typeof value === 'string' || (typeof value === 'object' && value !== null && !(value instanceof ExactInteger))) &&
      FORMULA_START.test(text);
    line += (i === 0 ? '' : '\t') + (guarded ? `'${text}` : text);
  }
  return `${line}\n`;
}

export const renderPlain = (records: readonly ApiRecord[], fields: readonly string[]): Generator<string> => chunked('', records, (r) => plainRow(r, fields));
