/**
 * `fresher dataset`: the CC-BY-4.0 hiring snapshot. The attribution travels with the data, so a saved
 * file keeps it: under the tables for people, as the `fresher_attribution` field of the JSON and
 * NDJSON document, as the last rows (section `attribution`) of CSV, TSV and plain rows. Machine
 * formats also print the line on stderr, as they always have.
 */
import { DATASET_PATH, endpointUrl } from '../../api/client.js';
import { lookupTable } from '../../contract/record.js';
import type { DatasetBucket, HiringDataset } from '../../contract/resources.js';
import { rawText } from '../../render/fields.js';
import type { ApiRecord } from '../../contract/record.js';
import { document } from '../../render/formats.js';
import { toSingleLine } from '../../render/sanitize.js';
import { displayWidth, truncate } from '../../render/width.js';
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

/** A bucket list of the document: only its object entries (a null or a number there is skipped). */
function bucketsOf(doc: HiringDataset, field: string): DatasetBucket[] {
  const list = (doc as unknown as Record<string, unknown>)[field];
  return Array.isArray(list) ? list.filter((b): b is DatasetBucket => typeof b === 'object' && b !== null && !Array.isArray(b)) : [];
}

/** The document's fields fresher reads; any other is the API's to add, and is kept as it came. */
const READ_FIELDS = new Set(['updatedAt', 'totals', ...BUCKETS.map(([field]) => field)]);

/** Fields of the document fresher does not know, with their values (unknown fields are kept, never dropped). */
const otherFields = (doc: HiringDataset): [string, unknown][] => Object.entries(doc).filter(([key]) => !READ_FIELDS.has(key));

/** A bucket's fields fresher reads; any other (a share the API adds) gets a row of its own. */
const BUCKET_FIELDS = new Set(['city', 'role', 'company', 'label', 'count']);

/** The document as flat rows (section, key, label, value) for CSV and plain output. */
export function datasetRows(doc: HiringDataset): Row[] {
  const rows: Row[] = [];
  for (const [key, value] of Object.entries(doc.totals)) rows.push({ section: 'totals', key, label: TOTAL_LABELS[key] ?? key, value });
  for (const [field, keyName] of BUCKETS) {
    const buckets = bucketsOf(doc, field);
    for (const b of buckets) {
      const key = rawText(b[keyName] ?? b.label ?? '');
      const label = rawText(b.label ?? key);
      rows.push({ section: field, key, label, value: b.count });
      // A field the API added to buckets (e.g. sharePct): kept, keyed under its bucket ("pune.sharePct").
      for (const [name, value] of Object.entries(b))
        if (!BUCKET_FIELDS.has(name))
          rows.push({ section: field, key: `${key}.${name}`, label: `${label} (${name})`, value: typeof value === 'number' ? value : rawText(value) });
    }
  }
  // A field added to the API later: its value as it came (a list or an object as its JSON).
  for (const [key, value] of otherFields(doc)) rows.push({ section: 'other', key, label: key, value: typeof value === 'number' ? value : rawText(value) });
  return rows;
}

export function attribution(doc: HiringDataset, siteUrl: string, sandbox: boolean): string {
  const source = sandbox ? 'the fresher sandbox (SAMPLE DATA, not real figures)' : `the operator of ${new URL(siteUrl).host}`;
  return `Source: Fresher hiring dataset for India by ${source}, licensed CC-BY-4.0; updatedAt ${toSingleLine(doc.updatedAt)}`;
}

/**
 * The attribution as data: the line to quote, the licence and where it and the data are. Named as
 * fresher's (`fresher_attribution`), so it never takes the place of a field the API may add.
 */
interface Attribution {
  text: string;
  license: 'CC-BY-4.0';
  licenseUrl: string;
  /** The dataset's URL; null for the built-in sandbox, which has none outside this run. */
  source: string | null;
  updatedAt: string;
}

const ATTRIBUTION_FIELD = 'fresher_attribution';

const ATTRIBUTION_LABELS: readonly [keyof Attribution, string][] = [
  ['text', 'Attribution'],
  ['license', 'Licence'],
  ['licenseUrl', 'Licence URL'],
  ['source', 'Source'],
  ['updatedAt', 'Updated at'],
];

/** The attribution as the last rows of CSV, TSV and plain output: section `attribution`, one row per field. */
function attributionRows(a: Attribution): Row[] {
  return ATTRIBUTION_LABELS.map(([key, label]) => ({ section: 'attribution', key, label, value: a[key] }));
}

const show = (v: unknown): string => (typeof v === 'number' ? formatNumber(v, 1) : toSingleLine(rawText(v)) || '—');

/** The tables fitted to `width` columns: labels (a city, a role, a company's name) are cut to what is left. */
async function renderTables(doc: HiringDataset, color: boolean, width: number): Promise<string> {
  const { default: Table } = await import('cli-table3');
  // cli-table3 colours its borders and heads unless told not to.
  const style = color ? { head: ['bold'], border: ['grey'] } : { head: [], border: [] };
  // No rule between body rows: compact, like a summary should be.
  const chars = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };
  const totals = new Table({ head: ['Totals', ''], style, chars, colAligns: ['left', 'right'] });
  for (const [key, value] of Object.entries(doc.totals)) totals.push([truncate(TOTAL_LABELS[key] ?? toSingleLine(key), Math.max(10, width - 20)), show(value)]);
  let out = `${totals.toString()}\n`;
  for (const [field, keyName, title] of BUCKETS) {
    const buckets = bucketsOf(doc, field);
    if (buckets.length === 0) continue;
    const t = new Table({ head: ['#', title, 'Listings'], style, chars, colAligns: ['right', 'left', 'right'] });
    buckets.forEach((b, i) => {
      // What the # and Listings columns and the borders leave (# up to 3 digits, counts up to 9 characters).
      t.push([String(i + 1), truncate(toSingleLine(rawText(b.label ?? b[keyName] ?? '—')), Math.max(10, width - 26)), show(b.count)]);
    });
    out += `\n${t.toString()}\n`;
  }
  const others = otherFields(doc);
  if (others.length > 0) {
    const t = new Table({ head: ['Other fields', ''], style, chars });
    const names = others.map(([key]) => truncate(toSingleLine(key), Math.max(10, Math.floor(width / 3))));
    // The first column is as wide as its header ("Other fields") or its widest name; borders take 7.
    const room = Math.max(10, Math.min(60, width - Math.max(12, ...names.map(displayWidth)) - 7));
    others.forEach(([, value], i) => {
      t.push([names[i] as string, truncate(toSingleLine(rawText(value)), room)]);
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
  const credit: Attribution = {
    text: line,
    license: 'CC-BY-4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    source: s.settings.site ? endpointUrl(s.settings.site.url, DATASET_PATH) : null,
    updatedAt: doc.updatedAt,
  };
  const format = effectiveFormat(s);
  const rows = [...datasetRows(doc), ...attributionRows(credit)] as unknown as ApiRecord[];
  await emit(
    s,
    document({ ...doc, [ATTRIBUTION_FIELD]: credit }, rows, ['section', 'key', 'label', 'value'], async function* () {
      yield `${await renderTables(doc, s.settings.color, s.ctx.columns)}\n${line}\n`;
    }),
  );
  // Machine formats keep stdout valid: the attribution goes to stderr, even with --quiet.
  if (format !== 'table') s.ctx.stderr.write(`${line}\n`);
  return ExitCode.ok;
}
