/**
 * The output formats and what renders each. A resource describes itself once as a `Presentable` (its
 * JSON document, its NDJSON lines, its rows for CSV and plain text, its table for a person); the
 * format table below turns that into text. `Record<Format, ...>` makes the compiler demand an entry
 * for every format: a new format is its name in FORMATS, one renderer here, and (if it can be written
 * row by row while a response arrives) one streamed writer.
 */
import type { FeedSource } from './atom.js';
import type { XlsxSheet } from './xlsx.js';
import { csvHeader, csvRow, renderCsv, type CsvOptions } from './csv.js';
import { pickFields } from './fields.js';
import type { ApiRecord } from '../contract/record.js';
import { ndjsonLine, renderJson, renderNdjson } from './json.js';
import { chunked } from './chunked.js';
import { plainRow, renderPlain, tsvRow } from './plain.js';
import { toSingleLine } from './sanitize.js';
import type { Style } from './style.js';

export const FORMATS = ['table', 'json', 'ndjson', 'csv', 'plain', 'tsv', 'atom', 'xlsx'] as const;
export type Format = (typeof FORMATS)[number];

/** File extensions that choose a format for `-o FILE`. */
/** `-o x.tsv` is tab-separated with a header row; piped plain rows stay header-less, as gh's do. */
/** Said where a feed is asked of a command that writes none. */
export const ATOM_ONLY = 'an Atom feed is written for lists of jobs or internships: jobs list, internships list, search run, search feed';

export const FORMAT_EXTENSIONS: Readonly<Record<string, Format>> = {
  json: 'json',
  ndjson: 'ndjson',
  jsonl: 'ndjson',
  csv: 'csv',
  txt: 'plain',
  tsv: 'tsv',
  atom: 'atom',
  xlsx: 'xlsx',
};

export interface RenderOptions {
  /** JSON indented for a person at a terminal, compact for pipes and files. */
  pretty: boolean;
  /** --fields: what to show or export instead of the resource's default fields. */
  fields: readonly string[] | undefined;
  csv: CsvOptions;
  width: number;
  style: Style;
}

export type Chunk = string | Uint8Array;
export type Rendered = Iterable<Chunk> | AsyncIterable<Chunk>;

/** One resource, as every format sees it. */
export interface Presentable {
  /** The document for JSON: the API's own shape (records projected by --fields where they apply). */
  json(o: RenderOptions): unknown;
  /** The bytes the API sent for exactly that document (in the pieces they came in), passed through for compact JSON. */
  raw?: readonly Uint8Array[];
  /** One value per NDJSON line. */
  lines(o: RenderOptions): readonly unknown[];
  /** Rows for CSV and plain text, and the fields each shows by default. */
  rows: readonly ApiRecord[];
  fields: { csv: readonly string[]; plain: readonly string[] };
  /** What a person at a terminal sees. */
  table(o: RenderOptions): Rendered;
  /** Listings as an Atom feed: only lists of jobs or internships have one (the command checks). */
  feed?: FeedSource;
  /** A workbook of several sheets (the tracker's board and its history); else one sheet of the rows. */
  sheets?: (o: RenderOptions) => XlsxSheet[];
  /**
   * Set when `json` projects --fields itself (one record asked for by id is an object, not an array
   * of one); else JSON with --fields is the rows, projected.
   */
  jsonTakesFields?: boolean;
}

export type Renderer = (p: Presentable, o: RenderOptions) => Rendered;

/**
 * With --fields, JSON and NDJSON carry the rows CSV carries, projected: a document of another shape
 * (stats, the dataset, filters, saved listings, the digest) has no fields of its own to pick, and the
 * names were checked against the rows.
 */
const pickedRows = (p: Presentable, fields: readonly string[]): unknown[] => p.rows.map((r) => pickFields(r, fields));

export const RENDERERS = {
  json: (p, o) =>
    o.fields && !p.jsonTakesFields
      ? [renderJson(pickedRows(p, o.fields), o.pretty)]
      : p.raw && !o.pretty && !o.fields
        ? [...p.raw, '\n']
        : [renderJson(p.json(o), o.pretty)],
  ndjson: (p, o) => renderNdjson(o.fields ? pickedRows(p, o.fields) : p.lines(o)),
  csv: (p, o) => renderCsv(p.rows, o.fields ?? p.fields.csv, o.csv),
  plain: (p, o) => renderPlain(p.rows, o.fields ?? p.fields.plain),
  table: (p, o) => p.table(o),
  tsv: (p, o) => {
    const fields = o.fields ?? p.fields.plain;
    return chunked(tsvHeader(fields, o.csv?.bom), p.rows, (r) => tsvRow(r, fields, o.csv?.allowFormulas));
  },
  atom: async function* (p) {
    if (!p.feed) throw new Error('no feed for this resource');
    // A lazy part (dist/lazy/feed.cjs): its hashing is loaded only for feeds.
    yield (await import('./atom.js')).renderFeed(p.feed);
  },
  xlsx: async function* (p, o) {
    // A lazy part (dist/lazy/xlsx.cjs): the workbook writer loads only for spreadsheets.
    const sheets = p.sheets?.(o) ?? [{ name: 'fresher', rows: p.rows, fields: o.fields ?? p.fields.csv }];
    yield* (await import('./xlsx.js')).renderXlsx(sheets);
  },
} as const satisfies Record<Format, Renderer>;

/** Row-by-row writing, for formats that can be written while a collection arrives; null: cannot. */
export interface RowWriter {
  head: string;
  /** A row's text, or the bytes a binary format has ready (often none: it gathers rows first). */
  row(record: ApiRecord): Chunk;
  /** What follows the last row (a workbook's last bytes and its zip directory); text formats have none. */
  end?(): Chunk;
}
/** A new writer for each pass (a restarted collection starts a workbook afresh). */
export type StreamedWriter = (fields: { csv: readonly string[]; plain: readonly string[] }, o: RenderOptions) => RowWriter | Promise<RowWriter>;

export const STREAMED = {
  csv: (fields, o) => {
    const shown = o.fields ?? fields.csv;
    return { head: csvHeader(shown, o.csv), row: (r) => csvRow(r, shown, o.csv) };
  },
  plain: (fields, o) => {
    const shown = o.fields ?? fields.plain;
    return { head: '', row: (r) => plainRow(r, shown) };
  },
  ndjson: (_fields, o) => ({ head: '', row: (r) => ndjsonLine(o.fields ? pickFields(r, o.fields) : r) }),
  tsv: (fields, o) => {
    const shown = o.fields ?? fields.plain;
    return { head: tsvHeader(shown, o.csv?.bom), row: (r) => tsvRow(r, shown, o.csv?.allowFormulas) };
  },
  json: null,
  table: null,
  // Newest first, and the feed's updated time is its newest entry's: the whole list is needed.
  atom: null,
  // A zip archive deflated as rows arrive (a lazy part, like the whole-workbook renderer).
  xlsx: async (fields, o) => {
    const { row, end } = (await import('./xlsx.js')).xlsxRowWriter(o.fields ?? fields.csv);
    return { head: '', row, end };
  },
} as const satisfies Record<Format, StreamedWriter | null>;

/** The header row of tab-separated output: the field names, on one line each. */
/** A TSV file's header; with --bom a byte order mark first, as CSV's (spreadsheets open TSV files as often). */
const tsvHeader = (fields: readonly string[], bom = false): string => `${bom ? '\ufeff' : ''}${fields.map((f) => toSingleLine(f)).join('\t')}\n`;

/** A list of records: the JSON array (projected by --fields), a line per record, a row per record. */
export function recordList(
  records: readonly ApiRecord[],
  fields: Presentable['fields'],
  table: (o: RenderOptions) => Rendered,
  raw?: readonly Uint8Array[],
): Presentable {
  const projected = (o: RenderOptions): readonly unknown[] => (o.fields ? records.map((r) => pickFields(r, o.fields as readonly string[])) : records);
  return { json: projected, lines: projected, rows: records, fields, table, ...(raw ? { raw } : {}) };
}

/** One document (stats, the dataset, health): JSON as it is, one NDJSON line, rows for CSV and plain. */
export function document(
  doc: unknown,
  rows: readonly ApiRecord[],
  fields: readonly string[] | Presentable['fields'],
  table: (o: RenderOptions) => Rendered,
): Presentable {
  return { json: () => doc, lines: () => [doc], rows, fields: 'csv' in fields ? fields : { csv: fields, plain: fields }, table };
}
