/** Renders a resource in the chosen format (render/formats.ts) to stdout or --output. */
import { needsEscaping } from '../api/raw-array.js';
import { CSV_FIELDS, columnsForFields, PLAIN_FIELDS, TABLE_COLUMNS, type Column, type ResourceKind } from '../render/columns.js';
import { renderDetail } from '../render/detail.js';
import { getField, pickFields } from '../render/fields.js';
import type { ApiRecord } from '../contract/record.js';
import { recordList, RENDERERS, type Format, type Presentable, type RenderOptions } from '../render/formats.js';
import { renderTable } from '../render/table.js';
import { withPayColumn } from '../render/pay-cell.js';
import { listingPay } from '../refine/pay-fields.js';
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

/** Writes a resource in the format in effect. */
export async function emit(s: Session, p: Presentable): Promise<void> {
  const o = renderOptions(s);
  const render = RENDERERS[effectiveFormat(s)];
  await withSink(s, (sink) => drain(sink, render(p, o)));
}

/** Records of a resource kind with its default columns; `raw`, the array's bytes as the API sent them. */
export function listPresentable(
  kind: ResourceKind,
  records: readonly ApiRecord[],
  raw?: Buffer,
  extra: readonly Column[] = [],
  derived: readonly string[] = [],
): Presentable {
  // The pay column shows fresher's reading of the pay text, aligned (render/pay-cell.ts).
  const columns = () => withPayColumn(kind, TABLE_COLUMNS[kind], records, (r) => listingPay(r, kind === 'internship' ? 'internship' : 'job'));
  const table = (o: RenderOptions) =>
    records.length === 0
      ? []
      : renderTable(records, o.fields ? columnsForFields(kind, o.fields) : [...columns(), ...extra], { width: o.width, style: o.style });
  // Bytes with characters a terminal or JSON reader must not get raw are re-encoded instead.
  const fields = { csv: [...CSV_FIELDS[kind], ...derived], plain: [...PLAIN_FIELDS[kind], ...derived] };
  return recordList(records, fields, table, raw && !needsEscaping(raw) ? raw : undefined);
}

/** --fields names that no record has: said once, so an empty column is not a silent typo. */
export function warnUnknownFields(s: Session, records: readonly ApiRecord[]): void {
  const fields = s.settings.fields;
  if (!fields || records.length === 0) return;
  const unknown = fields.filter((f) => !records.some((r) => getField(r, f) !== undefined));
  if (unknown.length > 0)
    s.msg.warn(
      `--fields: no record has ${unknown.map((f) => JSON.stringify(f)).join(', ')}; ${unknown.length === 1 ? 'its column is' : 'their columns are'} empty`,
    );
}

/**
 * A list of records; JSON gets the array exactly as received (or projected with --fields). `extra`:
 * table columns beyond the default ones (the tracker's badge, the value a list is sorted by);
 * `derived`: fields fresher added (--with-pay) that CSV and plain rows show by default.
 */
export async function emitList(
  s: Session,
  kind: ResourceKind,
  records: readonly ApiRecord[],
  noun: string,
  raw?: Buffer,
  extra: readonly Column[] = [],
  derived: readonly string[] = [],
): Promise<void> {
  if (records.length === 0) s.msg.notice(`no ${noun} found`);
  warnUnknownFields(s, records);
  await emit(s, listPresentable(kind, records, raw, extra, derived));
}

/** Records fetched by id: one gives a JSON object, several an array; tables become detail views. */
export async function emitRecords(s: Session, kind: ResourceKind, records: readonly ApiRecord[], asSingle: boolean, noun: string): Promise<void> {
  if (records.length === 0) s.msg.notice(`no ${noun} found`);
  const list = listPresentable(kind, records);
  const only = asSingle && records.length === 1 ? (records[0] as ApiRecord) : undefined;
  await emit(s, {
    ...list,
    json: only ? (o) => (o.fields ? pickFields(only, o.fields) : only) : list.json,
    table: (o) => (o.fields ? list.table(o) : records.map((r, i) => (i === 0 ? '' : '\n') + renderDetail(r, kind, o.width, o.style))),
  });
}
