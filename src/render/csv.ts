/**
 * RFC 4180 CSV: header row, CRLF line ends, quoting of commas, quotes and newlines. Cells a spreadsheet
 * would run as a formula (= + - @, tab, CR first) get a leading apostrophe unless `allowFormulas`.
 */
import { getField, numberText, rawText } from './fields.js';
import type { ApiRecord } from '../contract/record.js';
import { ExactInteger } from '../contract/exact-json.js';
import { chunked } from './chunked.js';
import { stripControls } from './sanitize.js';

export interface CsvOptions {
  allowFormulas?: boolean;
  /** Byte order mark so Excel reads UTF-8 (₹) correctly. */
  bom?: boolean;
}

/** A cell a spreadsheet would run as a formula: = + - @ first (past white space), or tab or CR first. */
export const FORMULA_START = /^[\s\u00a0]*[=+\-@]|^[\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** Anything a cell may need work for: formula start, control or bidi character, quoting. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const NEEDS_WORK = /^[=+\-@\s]|[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff",]|\s$/;

export function csvCell(value: unknown, allowFormulas = false): string {
  // Most cells are plain text: one test, returned as they are. Nulls, numbers and booleans never
  // need quotes (this runs for every cell of a 50,000-row export).
  if (typeof value === 'string') {
    if (!NEEDS_WORK.test(value)) return value;
  } else if (value === null || value === undefined) {
    return '';
  } else if (typeof value === 'number') {
    return numberText(value);
  } else if (typeof value === 'boolean' || value instanceof ExactInteger) {
    return String(value);
  }
  // Strings and objects (their JSON): controls go first, then the formula test looks at the text a
  // spreadsheet will read, also past leading white space ("\u0001=1+1" and " =1+1" are formulas too).
  let text = stripControls(rawText(value));
  if (!allowFormulas && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvHeader(fields: readonly string[], options: CsvOptions = {}): string {
  return `${options.bom ? '\ufeff' : ''}${fields.map((f) => csvCell(f)).join(',')}\r\n`;
}

export function csvRow(record: ApiRecord, fields: readonly string[], options: CsvOptions = {}): string {
  let line = '';
  for (let i = 0; i < fields.length; i++) line += (i === 0 ? '' : ',') + csvCell(getField(record, fields[i] as string), options.allowFormulas);
  return `${line}\r\n`;
}

export const renderCsv = (records: readonly ApiRecord[], fields: readonly string[], options: CsvOptions = {}): Generator<string> =>
  chunked(csvHeader(fields, options), records, (r) => csvRow(r, fields, options));
