/**
 * `fresher dataset`: the CC-BY-4.0 hiring snapshot. The attribution line with `updatedAt` is always
 * printed: under the tables for people, on stderr for machine formats so stdout stays the document.
 */
import { lookupTable } from '../../contract/record.js';
import type { DatasetBucket, HiringDataset } from '../../contract/resources.js';
import { rawText } from '../../render/fields.js';
import type { ApiRecord } from '../../contract/record.js';
import { document } from '../../render/formats.js';
import { toSingleLine } from '../../render/sanitize.js';
import { effectiveFormat, emit } from '../emit.js';
import { ExitCode } from '../exit-codes.js';
import { formatNumber } from '../../render/numbers.js';
import type { Session } from '../session.js';

interface Row {
  section: string;
  key: string;
  label: string;
  value: unknown;
}

const TOTAL_LABELS = lookupTable<string>({
  liveListings: 'Live listings',
  newLast7Days: 'New in the last 7 days',
  internshipSharePct: 'Internship share (%)',
  remoteSharePct: 'Remote share (%)',
  medianPostingAgeDays: 'Median posting age (days)',
});

const BUCKETS = [
  ['topCities', 'city', 'Top cities'],
  ['topRoles', 'role', 'Top roles'],
  ['topCompanies', 'company', 'Top companies'],
] as const;

/** The document as flat rows (section, key, label, value) for CSV and plain output. */
/** A bucket list of the document: only its object entries (a null or a number there is skipped). */
function bucketsOf(doc: HiringDataset, field: string): DatasetBucket[] {
  const list = (doc as unknown as Record<string, unknown>)[field];
  return Array.isArray(list) ? list.filter((b): b is DatasetBucket => typeof b === 'object' && b !== null && !Array.isArray(b)) : [];
}

export function datasetRows(doc: HiringDataset): Row[] {
  const rows: Row[] = [];
  for (const [key, value] of Object.entries(doc.totals)) rows.push({ section: 'totals', key, label: TOTAL_LABELS[key] ?? key, value });
  for (const [field, keyName] of BUCKETS) {
    const buckets = bucketsOf(doc, field);
    for (const b of buckets) {
      const key = rawText(b[keyName] ?? b.label ?? '');
      rows.push({ section: field, key, label: rawText(b.label ?? key), value: b.count });
    }
  }
  return rows;
}

export function attribution(doc: HiringDataset, siteUrl: string, sandbox: boolean): string {
  const source = sandbox ? 'the fresher sandbox (SAMPLE DATA, not real figures)' : `the operator of ${new URL(siteUrl).host}`;
  return `Source: Fresher hiring dataset for India by ${source}, licensed CC-BY-4.0; updatedAt ${toSingleLine(doc.updatedAt)}`;
}

const show = (v: unknown): string => (typeof v === 'number' ? formatNumber(v, 1) : toSingleLine(rawText(v)) || '—');

async function renderTables(doc: HiringDataset, color: boolean): Promise<string> {
  const { default: Table } = await import('cli-table3');
  // cli-table3 colours its borders and heads unless told not to.
  const style = color ? { head: ['bold'], border: ['grey'] } : { head: [], border: [] };
  // No rule between body rows: compact, like a summary should be.
  const chars = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };
  const totals = new Table({ head: ['Totals', ''], style, chars, colAligns: ['left', 'right'] });
  for (const [key, value] of Object.entries(doc.totals)) totals.push([TOTAL_LABELS[key] ?? toSingleLine(key), show(value)]);
  let out = `${totals.toString()}\n`;
  for (const [field, keyName, title] of BUCKETS) {
    const buckets = bucketsOf(doc, field);
    if (buckets.length === 0) continue;
    const t = new Table({ head: ['#', title, 'Listings'], style, chars, colAligns: ['right', 'left', 'right'] });
    buckets.forEach((b, i) => {
      t.push([String(i + 1), toSingleLine(rawText(b.label ?? b[keyName] ?? '—')), show(b.count)]);
    });
    out += `\n${t.toString()}\n`;
  }
  return out;
}

export async function datasetCommand(s: Session): Promise<number> {
  const api = await s.api();
  const doc = await s.progress('fetching the hiring dataset', () => api.dataset());
  const sandbox = s.isSandbox();
  const line = attribution(doc, s.settings.site?.url ?? 'http://127.0.0.1', sandbox);
  const format = effectiveFormat(s);
  const rows = datasetRows(doc) as unknown as ApiRecord[];
  await emit(
    s,
    document(doc, rows, ['section', 'key', 'label', 'value'], async function* () {
      yield `${await renderTables(doc, s.settings.color)}\n${line}\n`;
    }),
  );
  // Machine formats keep stdout valid: the attribution goes to stderr, even with --quiet.
  if (format !== 'table') s.ctx.stderr.write(`${line}\n`);
  return ExitCode.ok;
}
