/** Renders records in the chosen format to stdout or --output; the one place formats are decided. */
import { needsEscaping } from '../api/raw-array.js';
import { CSV_FIELDS, columnsForFields, PLAIN_FIELDS, TABLE_COLUMNS, type ResourceKind } from '../render/columns.js';
import { renderCsv } from '../render/csv.js';
import { renderDetail } from '../render/detail.js';
import { pickFields, type ApiRecord } from '../render/fields.js';
import { renderJson, renderNdjson } from '../render/json.js';
import { renderPlain } from '../render/plain.js';
import { renderTable } from '../render/table.js';
import type { Format } from '../store/config-keys.js';
import { drain, fileSink, stdoutSink, type Sink } from './output.js';
import type { Session } from './session.js';

/** The format in effect: explicit or configured, else a table on a terminal and plain rows otherwise. */
export function effectiveFormat(s: Session): Format {
  return s.settings.format ?? (s.ctx.stdoutIsTTY && !s.settings.output ? 'table' : 'plain');
}

export async function withSink(s: Session, body: (sink: Sink) => Promise<void>): Promise<void> {
  const sink = s.settings.output ? fileSink(s.ctx, s.settings.output) : stdoutSink(s.ctx);
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

/**
 * A list of records; `json` gets the array exactly as received (or projected with --fields). `raw`, the
 * array's bytes as received, is passed through unchanged for compact JSON when nothing needs escaping.
 */
export async function emitList(s: Session, kind: ResourceKind, records: readonly ApiRecord[], noun: string, raw?: Buffer): Promise<void> {
  const format = effectiveFormat(s);
  const fields = s.settings.fields;
  if (records.length === 0) s.msg.notice(`no ${noun} found`);
  await withSink(s, async (sink) => {
    switch (format) {
      case 'json':
        if (raw && !fields && !prettyJson(s) && !needsEscaping(raw)) {
          await sink.write(raw);
          await sink.write('\n');
          return;
        }
        await sink.write(renderJson(fields ? records.map((r) => pickFields(r, fields)) : records, prettyJson(s)));
        return;
      case 'ndjson':
        await drain(sink, renderNdjson(fields ? records.map((r) => pickFields(r, fields)) : records));
        return;
      case 'csv':
        await drain(sink, renderCsv(records, fields ?? CSV_FIELDS[kind], { bom: s.settings.bom, allowFormulas: s.settings.allowFormulas }));
        return;
      case 'plain':
        await drain(sink, renderPlain(records, fields ?? PLAIN_FIELDS[kind]));
        return;
      case 'table':
        if (records.length === 0) return;
        await drain(sink, renderTable(records, fields ? columnsForFields(kind, fields) : TABLE_COLUMNS[kind], { width: s.ctx.columns, style: s.style }));
    }
  });
}

/** Records fetched by id: one gives a JSON object, several an array; tables become detail views. */
export async function emitRecords(s: Session, kind: ResourceKind, records: readonly ApiRecord[], asSingle: boolean, noun: string): Promise<void> {
  const format = effectiveFormat(s);
  if (format === 'json' && asSingle && records.length === 1) {
    const fields = s.settings.fields;
    const record = records[0] as ApiRecord;
    await withSink(s, (sink) => sink.write(renderJson(fields ? pickFields(record, fields) : record, prettyJson(s))));
    return;
  }
  if (format === 'table' && !s.settings.fields) {
    await withSink(s, async (sink) => {
      let first = true;
      for (const record of records) {
        await sink.write((first ? '' : '\n') + renderDetail(record, kind, s.ctx.columns, s.style));
        first = false;
      }
    });
    return;
  }
  await emitList(s, kind, records, noun);
}
