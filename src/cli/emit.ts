/** Renders a resource in the chosen format (render/formats.ts) to stdout or --output. */
import type { CheckedArray } from '../api/client.js';
import { needsEscaping } from '../api/raw-array.js';
import { CSV_FIELDS, columnsForFields, PLAIN_FIELDS, SHORT_ID_COLUMN, TABLE_COLUMNS, type Column, type ResourceKind } from '../render/columns.js';
import { renderDetail } from '../render/detail.js';
import { pickFields, unknownFields } from '../render/fields.js';
import { DOCUMENTED_FIELDS } from '../contract/resources.js';
import { editDistance } from '../refine/distance.js';
import { toSingleLine } from '../render/sanitize.js';
import { truncate, wrap } from '../render/width.js';
import { usageError } from './exit-codes.js';
import type { ApiRecord } from '../contract/record.js';
import { ATOM_ONLY, recordList, RENDERERS, type Format, type Presentable, type RenderOptions } from '../render/formats.js';
import { renderTable } from '../render/table.js';
import { withPayColumn } from '../render/pay-cell.js';
import { listingPay, PAY_FIELDS } from '../refine/pay-fields.js';
import { MATCH_FIELDS, MATCH_OBJECT, MATCH_OBJECT_PATHS } from './match-output.js';
import { drain, fileSink, stdoutSink, type Sink } from './output.js';
import { DEFAULT_PAGER, pagedSink } from './pager.js';
import type { Session } from './session.js';

/** The format in effect: explicit or configured, else a table on a terminal and plain rows otherwise. */
export function effectiveFormat(s: Session): Format {
  return s.settings.format ?? (s.ctx.stdoutIsTTY && !s.settings.output ? 'table' : 'plain');
}

/** Stdout, through the pager on a terminal when one is set (see pager.ts). */
function terminalSink(s: Session): Sink {
  const direct = stdoutSink(s.ctx);
  const command = s.settings.pager;
  if (!s.ctx.stdoutIsTTY || command === undefined) return direct;
  return pagedSink(s.ctx, direct, { command, explicit: command !== DEFAULT_PAGER, rows: s.ctx.rows, columns: s.ctx.columns, warn: (m) => s.msg.warn(m) });
}

export async function withSink(s: Session, body: (sink: Sink) => Promise<void>): Promise<void> {
  const sink = s.settings.output ? fileSink(s.ctx, s.settings.output) : terminalSink(s);
  try {
    await body(sink);
    await sink.commit();
  } catch (e) {
    sink.discard();
    throw e;
  }
  if (s.settings.output) s.msg.notice(`wrote ${s.settings.output}`);
}

/** JSON is indented for a person at a terminal, compact for pipes and files. */
export const prettyJson = (s: Session): boolean => s.ctx.stdoutIsTTY && !s.settings.output;

export function renderOptions(s: Session): RenderOptions {
  return {
    pretty: prettyJson(s),
    fields: s.settings.fields,
    csv: { bom: s.settings.bom, allowFormulas: s.settings.allowFormulas },
    width: s.ctx.columns,
    style: s.style,
  };
}

/** A workbook is a zip archive: bytes a terminal would show as noise. */
export function refuseTerminal(s: Session, format: Format): void {
  if (format === 'xlsx' && s.ctx.stdoutIsTTY && !s.settings.output)
    throw usageError('an xlsx workbook is a file, not text for a terminal: write it with -o FILE.xlsx (or redirect stdout to a file)');
}

/** Writes a resource in the format in effect. */
export async function emit(s: Session, p: Presentable): Promise<void> {
  // Every output checks --fields (the saved list, the tracker, stats, the dataset...): a listing
  // command has already checked them against its resource, which stands.
  checkFieldNames(s, [...new Set([...p.fields.csv, ...p.fields.plain])], p.rows);
  const o = renderOptions(s);
  const format = effectiveFormat(s);
  if (format === 'atom' && !p.feed) throw usageError(ATOM_ONLY);
  refuseTerminal(s, format);
  const render = RENDERERS[format];
  await withSink(s, (sink) => drain(sink, render(p, o)));
}

/**
 * Records of a resource kind with its default columns; `raw`, the array's bytes as the API sent them;
 * `mark`, a one-cell sign after the id (see Column.mark); `derived`, fields fresher added (--with-pay)
 * that CSV and plain rows show by default.
 */
export function listPresentable(
  kind: ResourceKind,
  records: readonly ApiRecord[],
  raw?: Buffer | CheckedArray,
  extra: readonly Column[] = [],
  mark?: Column['mark'],
  derived: readonly string[] = [],
): Presentable {
  // The pay column shows fresher's reading of the pay text, aligned (render/pay-cell.ts).
  const columns = (): Column[] => [
    ...withPayColumn(kind, TABLE_COLUMNS[kind], records, (r) => listingPay(r, kind === 'internship' ? 'internship' : 'job')).map((c) =>
      mark && c === SHORT_ID_COLUMN ? { ...c, mark } : c,
    ),
    ...extra,
  ];
  const table = (o: RenderOptions) =>
    records.length === 0 ? [] : renderTable(records, o.fields ? columnsForFields(kind, o.fields) : columns(), { width: o.width, style: o.style });
  // Bytes with characters a terminal or JSON reader must not get raw are re-encoded instead (a
  // checked array's were looked at as they were checked).
  const fields = { csv: [...CSV_FIELDS[kind], ...derived], plain: [...PLAIN_FIELDS[kind], ...derived] };
  const pieces = raw === undefined ? undefined : Buffer.isBuffer(raw) ? (needsEscaping(raw) ? undefined : [raw]) : raw.pieces;
  return recordList(records, fields, table, pieces);
}

const fieldsChecked = new WeakSet<Session>();

/**
 * --fields names that are neither fields of the resource nor in the records are a usage error, as in
 * gh's --json: the message names the fields there are, and a near one. Said before anything is written.
 */
export function checkFields(s: Session, kind: ResourceKind, records: readonly ApiRecord[]): void {
  if (kind === 'job' || kind === 'internship') checkListingFields(s, [], [kind], records);
  else checkFieldNames(s, DOCUMENTED_FIELDS[kind], records);
}

/**
 * checkFields for rows of listings (of these kinds) with fields of fresher's own before them (the
 * digest's search and kind): judged on what such a row can hold, not only on the rows there are (on
 * a quiet day the digest has none). fresher's derived pay and match fields are fields of every
 * listing (--with-pay, --with-match, --fields); paths into the match object (fresher_match.score)
 * are known too, though no record has it yet.
 */
export function checkListingFields(s: Session, own: readonly string[], kinds: readonly ('job' | 'internship')[], records: readonly ApiRecord[]): void {
  const known = [...new Set([...own, ...kinds.flatMap((k) => DOCUMENTED_FIELDS[k]), ...PAY_FIELDS, ...MATCH_FIELDS, MATCH_OBJECT])];
  checkFieldNames(s, known, records, (f) => MATCH_OBJECT_PATHS.includes(f));
}

/** The same check for any output: the fields its rows have by default or carry (and those `alsoKnown` names). */
function checkFieldNames(s: Session, known: readonly string[], records: readonly ApiRecord[], alsoKnown?: (field: string) => boolean): void {
  const fields = alsoKnown ? s.settings.fields?.filter((f) => !alsoKnown(f)) : s.settings.fields;
  if (!fields || fieldsChecked.has(s)) return;
  const { unknown, available, more } = unknownFields(fields, known, records);
  if (unknown.length === 0) {
    // Judged once, on everything the API sent: what local filters leave is not judged again.
    fieldsChecked.add(s);
    return;
  }
  const shown = (name: string): string => JSON.stringify(truncate(toSingleLine(name), 40));
  const near = unknown.length === 1 ? nearest(unknown[0] as string, available) : undefined;
  const list = `${available.map((f) => truncate(toSingleLine(f), 40)).join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
  throw usageError(
    `--fields: ${unknown.length === 1 ? 'unknown field' : 'unknown fields'} ${unknown.map(shown).join(', ')}${near ? `. Did you mean ${shown(near)}?` : ''}`,
    // Fitted to a terminal; one line for a log or a pipe.
    s.ctx.stderrIsTTY ? wrap(`Available fields: ${list}`, Math.max(40, s.ctx.columns)).join('\n') : `Available fields: ${list}`,
  );
}

/** The available name closest to a typo (salry: salary), when one is close. */
function nearest(typed: string, available: readonly string[]): string | undefined {
  const within = Math.max(2, Math.floor(typed.length / 3));
  let best: { name: string; d: number } | undefined;
  for (const name of available) {
    const d = editDistance(typed.toLowerCase(), name.toLowerCase(), within);
    if (d <= within && (best === undefined || d < best.d)) best = { name, d };
  }
  return best?.name;
}

/**
 * A list of records; JSON gets the array exactly as received (or projected with --fields). `extra`:
 * table columns beyond the default ones (the value a list is sorted by); `mark`: the tracker's mark
 * after the id in a table; `derived`: fields fresher added (--with-pay) that CSV and plain rows show.
 */
export async function emitList(
  s: Session,
  kind: ResourceKind,
  records: readonly ApiRecord[],
  noun: string,
  raw?: Buffer,
  extra: readonly Column[] = [],
  mark?: Column['mark'],
  derived: readonly string[] = [],
): Promise<void> {
  checkFields(s, kind, records);
  if (records.length === 0) s.msg.notice(`no ${noun} found`);
  await emit(s, listPresentable(kind, records, raw, extra, mark, derived));
}

/** Records fetched by id: one gives a JSON object, several an array; tables become detail views. */
export async function emitRecords(
  s: Session,
  kind: ResourceKind,
  records: readonly ApiRecord[],
  asSingle: boolean,
  noun: string,
  explain?: (r: ApiRecord) => string[],
): Promise<void> {
  checkFields(s, kind, records);
  if (records.length === 0) s.msg.notice(`no ${noun} found`);
  const list = listPresentable(kind, records);
  const only = asSingle && records.length === 1 ? (records[0] as ApiRecord) : undefined;
  await emit(s, {
    ...list,
    json: only ? (o) => (o.fields ? pickFields(only, o.fields) : only) : list.json,
    jsonTakesFields: true,
    table: (o) => (o.fields ? list.table(o) : records.map((r, i) => (i === 0 ? '' : '\n') + renderDetail(r, kind, o.width, o.style, explain?.(r)))),
  });
}
