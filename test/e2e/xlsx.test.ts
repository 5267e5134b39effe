/**
 * Excel workbooks (`-o x.xlsx`, `--format xlsx`), read back with an independent reader (exceljs):
 * typed cells, a bold frozen header with an autofilter, no formula anywhere, ₹ intact, hostile text
 * cleaned; the tracker's board and its status changes as two sheets; the dataset's attribution inside; never
 * written to a terminal; a large collection written as it arrives, within a heap far smaller than its rows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { runCli, tempHome } from '../helpers/cli.js';
import { HOSTILE_ID, hostileJob, startListingsApi } from '../helpers/hostile-api.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 9, jobs: 60, internships: 10, events: 2 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const run = (args: string[], options: { tty?: boolean } = {}) =>
  runCli([...args, '--api-url', sandbox().url], { env: home.env, tty: options.tty === true, columns: 100 });

async function workbook(path: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  return wb;
}

/** The sheet's rows as objects by header, each value as exceljs reads it (Date, number, boolean, string). */
function records(ws: ExcelJS.Worksheet): Record<string, unknown>[] {
  const header = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const out: Record<string, unknown>[] = [];
  ws.eachRow((row, i) => {
    if (i === 1) return;
    const values = row.values as unknown[];
    out.push(Object.fromEntries(header.map((h, c) => [h, values[c + 1]])));
  });
  return out;
}

function noFormulas(wb: ExcelJS.Workbook): void {
  for (const ws of wb.worksheets)
    ws.eachRow((row) =>
      row.eachCell((c) => {
        expect(c.type).not.toBe(ExcelJS.ValueType.Formula);
      }),
    );
}

describe('xlsx workbooks', () => {
  it('a list: typed cells, a bold frozen header with an autofilter, widths, no formulas, ₹ intact', async () => {
    home = tempHome();
    const file = join(home.dir, 'jobs.xlsx');
    const r = await run(['jobs', 'list', '--with-pay', '-o', file]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`wrote ${file}`);
    const wb = await workbook(file);
    const ws = wb.worksheets[0] as ExcelJS.Worksheet;
    const rows = records(ws);
    const jobs = sandbox().corpus.jobs.filter((j) => j.is_active !== false);
    expect(rows.map((x) => x.id)).toEqual(jobs.map((j) => j.id));
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe(`A1:${String.fromCharCode(64 + ws.columnCount)}${jobs.length + 1}`);
    expect(ws.getColumn(2).width).toBeGreaterThanOrEqual(8);
    noFormulas(wb);
    const first = rows[0] as Record<string, unknown>;
    const job = jobs[0] as Job;
    expect(first.posted_at).toEqual(new Date(job.posted_at ?? ''));
    expect(typeof first.posted_days).toBe('number');
    expect(typeof first.is_on_campus).toBe('boolean');
    const paid = rows.find((x) => typeof x.fresher_pay_min === 'number');
    expect(paid).toBeDefined();
    expect(rows.map((x) => x.ctc_amount).join('')).toContain('₹');
    expect(rows.map((x) => x.ctc_amount)).toEqual(jobs.map((j) => j.ctc_amount ?? undefined));
  });

  it('hostile text: a formula-looking company stays text (no apostrophe), control sequences are gone', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: [hostileJob({ posted_at: '2026-11-20T10:00:00Z' })] });
    try {
      const file = join(home.dir, 'h.xlsx');
      const r = await runCli(['jobs', 'list', '-o', file, '--api-url', api.url], { env: home.env });
      expect(r.code, r.stderr).toBe(0);
      const wb = await workbook(file);
      noFormulas(wb);
      const [row] = records(wb.worksheets[0] as ExcelJS.Worksheet);
      expect(row?.id).toBe(HOSTILE_ID);
      expect(row?.company).toBe('=HYPERLINK("http://evil.invalid")');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
      expect(JSON.stringify(row)).not.toMatch(/\\u00(?:0[0-8bcef]|1[0-9a-f])|\u001b|\u202e/);
    } finally {
      await api.close();
    }
  });

  it('a date that names no real day stays the text the API sent, never the day Date rolls it into', async () => {
    home = tempHome();
    const jobs = [
      hostileJob({ company: 'Real Co', deadline: '2026-12-02', posted_at: '2026-11-20T10:00:00Z' }),
      { ...hostileJob({ company: 'Leap Co', deadline: '2026-02-30', posted_at: '2026-02-30T10:00:00Z' }), id: 'no-such-day' },
    ];
    const api = await startListingsApi({ jobs });
    try {
      const file = join(home.dir, 'd.xlsx');
      const r = await runCli(['jobs', 'list', '-o', file, '--api-url', api.url], { env: home.env });
      expect(r.code, r.stderr).toBe(0);
      const [real, leap] = records((await workbook(file)).worksheets[0] as ExcelJS.Worksheet);
      expect(real?.deadline).toEqual(new Date('2026-12-02T00:00:00Z'));
      expect(real?.posted_at).toEqual(new Date('2026-11-20T10:00:00Z'));
      expect([leap?.deadline, leap?.posted_at]).toEqual(['2026-02-30', '2026-02-30T10:00:00Z']);
    } finally {
      await api.close();
    }
  });

  it('never to a terminal: exit 2 and one line; redirected to a file it is written', async () => {
    home = tempHome();
    const tty = await run(['jobs', 'list', '--format', 'xlsx'], { tty: true });
    expect(tty.code).toBe(2);
    expect(tty.stderr).toMatch(/^fresher: error: an xlsx workbook is a file, not text for a terminal: write it with -o FILE\.xlsx/m);
    expect(tty.stdout).not.toContain('PK');
    const piped = await run(['jobs', 'list', '--format', 'xlsx', '--limit', '2']);
    expect(piped.code, piped.stderr).toBe(0);
  });

  it('the tracker: a Board sheet (current status) and a Status changes sheet (every change)', async () => {
    home = tempHome();
    const [a, b] = sandbox().corpus.jobs.filter((j) => j.is_active !== false);
    expect((await run(['track', a?.id ?? '', '--status', 'applied'])).code).toBe(0);
    expect((await run(['track', a?.id ?? '', '--status', 'interview', '--note', 'panel'])).code).toBe(0);
    expect((await run(['track', b?.id ?? '', '--status', 'interested'])).code).toBe(0);
    const file = join(home.dir, 'track.xlsx');
    const r = await run(['track', '-o', file]);
    expect(r.code, r.stderr).toBe(0);
    const wb = await workbook(file);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Board', 'Status changes']);
    const board = records(wb.worksheets[0] as ExcelJS.Worksheet);
    expect(board.map((x) => [x.id, x.status]).sort()).toEqual(
      [
        [a?.id, 'interview'],
        [b?.id, 'interested'],
      ].sort(),
    );
    const history = records(wb.worksheets[1] as ExcelJS.Worksheet);
    expect(history.filter((x) => x.id === a?.id).map((x) => x.status)).toEqual(['applied', 'interview']);
    expect(history.find((x) => x.status === 'interview')?.at).toBeInstanceOf(Date);
  });

  it('the dataset carries its attribution and updatedAt inside the workbook', async () => {
    home = tempHome();
    const file = join(home.dir, 'd.xlsx');
    const r = await run(['dataset', '-o', file]);
    expect(r.code, r.stderr).toBe(0);
    const text = JSON.stringify(records((await workbook(file)).worksheets[0] as ExcelJS.Worksheet));
    expect(text).toContain('CC-BY-4.0');
    expect(text).toContain('updatedAt');
    expect(text).toMatch(/Source: .*licensed CC-BY-4\.0/);
  });
});

describe('a large collection', () => {
  const big = useSandbox({ seed: 4, jobs: 20_000, internships: 1, events: 1 });

  it('is written row by row: 20,000 jobs within a 24 MB heap (holding them all takes several times that)', async () => {
    home = tempHome();
    const file = join(home.dir, 'big.xlsx');
    const r = await runCli(['jobs', 'list', '-o', file, '--quiet', '--api-url', big().url], {
      env: { ...home.env, NODE_OPTIONS: '--max-old-space-size=24' },
      timeoutMs: 60_000,
    });
    expect(r.code, r.stderr.slice(0, 500)).toBe(0);
    const ws = (await workbook(file)).worksheets[0] as ExcelJS.Worksheet;
    const jobs = big().corpus.jobs.filter((j) => j.is_active !== false);
    expect(ws.rowCount).toBe(jobs.length + 1);
    expect(ws.autoFilter).toBe(`A1:${String.fromCharCode(64 + ws.columnCount)}${jobs.length + 1}`);
    const last = ws.getRow(jobs.length + 1).values as unknown[];
    expect(last[1]).toBe(jobs[jobs.length - 1]?.id);
    // Widths come from the rows held before the sheet is started, not from the header alone.
    expect(ws.getColumn(2).width).toBeGreaterThan('title'.length + 2);
  }, 120_000);
});
