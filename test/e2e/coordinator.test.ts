/**
 * A placement coordinator's day (issue 20): days typed as words in the user's zone, a count line that
 * says what the API matched and what fresher left out, the hiring dataset's attribution inside every
 * file, `~` in paths no shell expanded.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { displayWidth } from '../../src/render/width.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { startFakeApi } from '../helpers/fake-api.js';
import { fakeClock, runInProcess } from '../helpers/in-process.js';
import { getJson, useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 20, jobs: 400, internships: 60, events: 6 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const DAY_MS = 86_400_000;
const IST_MS = 5.5 * 3_600_000;
const active = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);
const ids = (stdout: string): string[] => (JSON.parse(stdout) as Job[]).map((j) => j.id);
const postedSince = (cutoff: number): string[] =>
  active()
    .filter((j) => Date.parse(j.posted_at as string) >= cutoff)
    .map((j) => j.id);
/** The calendar day in India at `t` (IST is +05:30 all year), as YYYY-MM-DD and its weekday. */
const indianDay = (t: number): { iso: string; weekday: number; ms: number } => {
  const d = new Date(t + IST_MS);
  const ms = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { iso: new Date(ms).toISOString().slice(0, 10), weekday: d.getUTCDay(), ms };
};
const istMidnight = (dayMs: number): number => dayMs - IST_MS;

describe('days typed as words, where the user is', () => {
  const now = Date.now();
  const piped = (args: string[], env: Record<string, string> = {}) =>
    runInProcess([...args, '--api-url', sandbox().url], { env: { ...home.env, TZ: 'Asia/Kolkata', ...env }, clock: fakeClock(now) });

  it('--since today, yesterday, this week, last week, last monday, 3 days ago: from midnight in India (TZ)', async () => {
    home = tempHome();
    const today = indianDay(now);
    const monday = today.ms - ((today.weekday + 6) % 7) * DAY_MS;
    const lastMonday = today.ms - (today.weekday === 1 ? 7 : (today.weekday + 6) % 7) * DAY_MS;
    const cases: [string, number][] = [
      ['today', istMidnight(today.ms)],
      ['yesterday', istMidnight(today.ms - DAY_MS)],
      ['this week', istMidnight(monday)],
      ['last week', istMidnight(monday - 7 * DAY_MS)],
      ['last monday', istMidnight(lastMonday)],
      ['3 days ago', istMidnight(today.ms - 3 * DAY_MS)],
    ];
    for (const [words, cutoff] of cases) {
      const r = await piped(['jobs', 'list', '--since', words, '--json']);
      expect(r.code, `${words}: ${r.stderr}`).toBe(0);
      expect(ids(r.stdout), words).toEqual(postedSince(cutoff));
    }
    // Counted, so an empty answer cannot pass; and a date is the same midnight as its word.
    expect(postedSince(istMidnight(monday - 7 * DAY_MS)).length).toBeGreaterThan(0);
    const byDate = await piped(['jobs', 'list', '--since', new Date(monday).toISOString().slice(0, 10), '--json']);
    expect(ids(byDate.stdout)).toEqual(postedSince(istMidnight(monday)));
  });

  it('the spawned CLI reads TZ from its environment: midnight in India is not midnight in UTC', async () => {
    home = tempHome();
    const run = (tz: string) => runCli(['jobs', 'list', '--since', 'today', '--json', '--api-url', sandbox().url], { env: { ...home.env, TZ: tz } });
    const [india, utc] = await Promise.all([run('Asia/Kolkata'), run('UTC')]);
    expect(ids(india.stdout)).toEqual(postedSince(istMidnight(indianDay(Date.now()).ms)));
    const utcToday = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    expect(ids(utc.stdout)).toEqual(postedSince(utcToday));
  });

  it('an unknown word is a usage error that lists what is understood', async () => {
    home = tempHome();
    const r = await piped(['jobs', 'list', '--since', 'fortnight']);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(
      'fresher: error: --since "fortnight" is not a duration, date or day; use 3d, 12h, 2w, a date like 2026-11-01, or today, yesterday, tomorrow, this week, last week, this month, last month, monday, last monday, 3 days ago\n',
    );
  });

  it('track --on yesterday, tomorrow, last friday record that day; --on "next week" is refused with the words', async () => {
    home = tempHome();
    const [a, b, c] = active() as [Job, Job, Job];
    const today = indianDay(now);
    const iso = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
    const friday = today.ms - (today.weekday === 5 ? 7 : (today.weekday + 2) % 7) * DAY_MS;
    const rec = await piped(['track', a.id, '--status', 'applied', '--on', 'yesterday']);
    expect([rec.code, rec.stderr]).toEqual([0, expect.stringContaining(`: applied on ${iso(today.ms - DAY_MS)}`)]);
    expect((await piped(['track', b.id, '--status', 'interview', '--on', 'tomorrow'])).code).toBe(0);
    expect((await piped(['track', c.id, '--status', 'applied', '--on', 'last friday'])).code).toBe(0);
    const rows = JSON.parse((await piped(['track', '--json'])).stdout) as { id: string; at: string }[];
    expect(rows.map((r) => [r.id, r.at])).toEqual([
      [a.id, iso(today.ms - DAY_MS)],
      [b.id, iso(today.ms + DAY_MS)],
      [c.id, iso(friday)],
    ]);
    const bad = await piped(['track', a.id, '--status', 'offer', '--on', 'next week']);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      expect.stringContaining('--on "next week" is not a date or day; use a date like 2026-12-02 or today, yesterday,'),
    ]);
    const future = await piped(['track', a.id, '--status', 'offer', '--on', iso(today.ms + 3 * DAY_MS)]);
    expect([future.code, future.stderr]).toEqual([2, expect.stringContaining('is in the future')]);
  });
});

describe('the count line says what the API matched and what fresher left out', () => {
  const piped = (args: string[]) => runInProcess([...args, '--api-url', sandbox().url], { env: { ...home.env, TZ: 'Asia/Kolkata' } });
  const tty = (args: string[]) => runCli([...args, '--api-url', sandbox().url], { env: { ...home.env, TZ: 'Asia/Kolkata' }, tty: true, columns: 120 });

  it('no local filter: the count on a terminal, nothing on a pipe', async () => {
    home = tempHome();
    const table = await tty(['jobs', 'list']);
    expect(table.stderr).toContain(`fresher: ${active().length} jobs\n`);
    expect(table.stderr).not.toContain('the API matched');
    const plain = await piped(['jobs', 'list']);
    expect(plain.stderr).not.toMatch(/jobs shown|\d+ jobs\n/);
    // Sorting leaves nothing out: no count line on a pipe (it said "showing 386 of 386 matches").
    const sorted = await piped(['jobs', 'list', '--sort', 'company']);
    expect(sorted.stderr).not.toMatch(/shown|matches|left out/);
    expect((await tty(['jobs', 'list', '--sort', 'company'])).stderr).toContain(`fresher: ${active().length} jobs\n`);
  });

  it('local filters, with and without --limit, buffered (table, JSON) and streamed (CSV, NDJSON)', async () => {
    home = tempHome();
    const all = active().length;
    const kept = active().filter((j) => [j.title, j.company, j.description].some((t) => typeof t === 'string' && t.toLowerCase().includes('sql'))).length;
    expect(kept).toBeGreaterThan(5);
    const line = `${kept} jobs shown · the API matched ${all} · left out: ${all - kept} not matching "sql"`;
    for (const format of [['--json'], ['--csv'], ['--format', 'ndjson']])
      expect((await piped(['jobs', 'list', '--search', 'sql', ...format])).stderr).toContain(line);
    expect((await tty(['jobs', 'list', '--search', 'sql'])).stderr).toContain(line);
    const limited = `5 jobs shown · the API matched ${all} · left out: ${all - kept} not matching "sql", ${kept - 5} beyond --limit 5`;
    for (const format of [['--json'], ['--csv']])
      expect((await piped(['jobs', 'list', '--search', 'sql', '--limit', '5', ...format])).stderr).toContain(limited);
    expect((await tty(['jobs', 'list', '--search', 'sql', '--limit', '5'])).stderr).toContain(limited);
    // --limit alone, streamed.
    expect((await piped(['jobs', 'list', '--limit', '3', '--csv'])).stderr).toContain(
      `3 jobs shown · the API matched ${all} · left out: ${all - 3} beyond --limit 3`,
    );
    // The case: --since (the clock fixed, so the cutoff is exact).
    const now = Date.now();
    const recent = postedSince(now - 7 * DAY_MS).length;
    const since = await runInProcess(['jobs', 'list', '--since', '7d', '--api-url', sandbox().url], { env: home.env, clock: fakeClock(now) });
    expect(since.stderr).toContain(`${recent} jobs shown · the API matched ${all} · left out: ${all - recent} posted earlier\n`);
    // A filter that leaves nothing: one line, not also "no jobs found".
    const none = await piped(['jobs', 'list', '--search', 'zzzz-no-such-text', '--json']);
    expect(none.stderr).toContain(`no jobs shown · the API matched ${all} · left out: ${all} not matching "zzzz-no-such-text"\n`);
    expect(none.stderr).not.toContain('no jobs found');
    // A filter that leaves everything in says so.
    expect((await piped(['jobs', 'list', '--since', '100000d', '--json'])).stderr).toContain(`${all} jobs shown · the API matched ${all} · none left out`);
  });
});

describe('the hiring dataset keeps its attribution in every file', () => {
  const api = (): string[] => ['--api-url', sandbox().url];
  const LICENSE_URL = 'https://creativecommons.org/licenses/by/4.0/';
  interface Credit {
    text: string;
    license: string;
    licenseUrl: string;
    source: string | null;
    updatedAt: string;
  }
  type Row = { section: string; key: string; label: string; value: string };

  it('JSON and NDJSON: the document as the API sent it, with a fresher_attribution field (piped, -o, and on a terminal)', async () => {
    const sent = (await getJson(`${sandbox().url}/reports/fresher-hiring-india.json`)).body as Record<string, unknown>;
    const line = `Source: Fresher hiring dataset for India by the fresher sandbox (SAMPLE DATA, not real figures), licensed CC-BY-4.0; updatedAt ${sent.updatedAt}`;
    const credit: Credit = {
      text: line,
      license: 'CC-BY-4.0',
      licenseUrl: LICENSE_URL,
      source: `${sandbox().url}/reports/fresher-hiring-india.json`,
      updatedAt: sent.updatedAt as string,
    };
    const json = await runInProcess(['dataset', ...api(), '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ ...sent, fresher_attribution: credit });
    // What jq reads: `jq -r .fresher_attribution.text`.
    expect((JSON.parse(json.stdout) as { fresher_attribution: Credit }).fresher_attribution.text).toBe(line);
    // The line on stderr stays, as before.
    expect(json.stderr).toContain(`${line}\n`);
    const ndjson = await runInProcess(['dataset', ...api(), '--format', 'ndjson']);
    const lines = ndjson.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toEqual({ ...sent, fresher_attribution: credit });
    const dir = mkdtempSync(join(tmpdir(), 'fresher-dataset-'));
    try {
      expect((await runInProcess(['dataset', ...api(), '-o', join(dir, 'hiring.json')])).code).toBe(0);
      expect(JSON.parse(readFileSync(join(dir, 'hiring.json'), 'utf8'))).toEqual({ ...sent, fresher_attribution: credit });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const tty = await runCli(['dataset', ...api(), '--json'], { tty: true, columns: 100 });
    expect((JSON.parse(stripAnsi(tty.stdout)) as { fresher_attribution: Credit }).fresher_attribution).toEqual(credit);
  });

  it('CSV, TSV and plain rows end with the attribution rows, read as rows by csv-parse', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-dataset-'));
    try {
      expect((await runInProcess(['dataset', ...api(), '-o', join(dir, 'hiring.csv'), '--bom'])).code).toBe(0);
      const rows = parseCsv(readFileSync(join(dir, 'hiring.csv'), 'utf8'), { columns: true, bom: true }) as Row[];
      const updatedAt = rows.find((r) => r.section === 'attribution' && r.key === 'updatedAt')?.value;
      expect(updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(rows.slice(-5)).toEqual([
        {
          section: 'attribution',
          key: 'text',
          label: 'Attribution',
          value: `Source: Fresher hiring dataset for India by the fresher sandbox (SAMPLE DATA, not real figures), licensed CC-BY-4.0; updatedAt ${updatedAt}`,
        },
        { section: 'attribution', key: 'license', label: 'Licence', value: 'CC-BY-4.0' },
        { section: 'attribution', key: 'licenseUrl', label: 'Licence URL', value: LICENSE_URL },
        { section: 'attribution', key: 'source', label: 'Source', value: `${sandbox().url}/reports/fresher-hiring-india.json` },
        { section: 'attribution', key: 'updatedAt', label: 'Updated at', value: updatedAt },
      ]);
      // The data rows come first, unchanged.
      expect(rows[0]).toMatchObject({ section: 'totals', key: 'liveListings' });
      expect(rows.filter((r) => r.section === 'attribution')).toHaveLength(5);
      expect((await runInProcess(['dataset', ...api(), '-o', join(dir, 'hiring.tsv')])).code).toBe(0);
      const tsv = readFileSync(join(dir, 'hiring.tsv'), 'utf8').trimEnd().split('\n');
      expect(tsv[0]).toBe('section\tkey\tlabel\tvalue');
      expect(tsv.at(-5)).toMatch(/^attribution\ttext\tAttribution\tSource: Fresher hiring dataset for India by .*licensed CC-BY-4\.0; updatedAt /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const plain = await runInProcess(['dataset', ...api()]);
    expect(plain.stdout.trimEnd().split('\n').at(-1)).toMatch(/^attribution\tupdatedAt\tUpdated at\t\d{4}-/);
  });

  it('a real site: the operator and the dataset URL; the table on a terminal ends with the line, as before', async () => {
    const fake = await startFakeApi({
      '/reports/fresher-hiring-india.json': { body: { updatedAt: '2026-11-20T00:00:00Z', totals: { liveListings: 5 }, topCities: [], extra: { kept: true } } },
    });
    try {
      const host = new URL(fake.url).host;
      const line = `Source: Fresher hiring dataset for India by the operator of ${host}, licensed CC-BY-4.0; updatedAt 2026-11-20T00:00:00Z`;
      const r = await runInProcess(['dataset', '--api-url', fake.url, '--json']);
      expect(JSON.parse(r.stdout)).toEqual({
        updatedAt: '2026-11-20T00:00:00Z',
        totals: { liveListings: 5 },
        topCities: [],
        extra: { kept: true },
        fresher_attribution: {
          text: line,
          license: 'CC-BY-4.0',
          licenseUrl: LICENSE_URL,
          source: `${fake.url}/reports/fresher-hiring-india.json`,
          updatedAt: '2026-11-20T00:00:00Z',
        },
      });
      const tty = await runCli(['dataset', '--api-url', fake.url], { tty: true, columns: 100 });
      expect(stripAnsi(tty.stdout).trimEnd().split('\n').at(-1)).toBe(line);
      expect(tty.stdout).not.toContain('fresher_attribution');
      // A field the API added later is kept in every format: a row of its own in CSV, a line in the table.
      expect(stripAnsi(tty.stdout)).toMatch(/│ extra +│ \{"kept":true\} +│/);
      const csv = await runInProcess(['dataset', '--api-url', fake.url, '--csv']);
      expect(csv.stdout).toContain('other,extra,extra,"{""kept"":true}"\r\n');
    } finally {
      await fake.close();
    }
  });

  it('a field added inside buckets has rows of its own; the tables fit the terminal however long the names', async () => {
    const fake = await startFakeApi({
      '/reports/fresher-hiring-india.json': {
        body: {
          updatedAt: '2026-11-20T00:00:00Z',
          totals: { liveListings: 5, [`new${'X'.repeat(80)}`]: 3 },
          topCities: [{ city: 'pune', label: 'Pune', count: 7, sharePct: 70 }],
          topCompanies: [{ company: 'A'.repeat(90), label: 'Very Long Company Name '.repeat(4), count: 1234567 }],
          extra: 'x'.repeat(200),
        },
      },
    });
    try {
      const csv = await runInProcess(['dataset', '--api-url', fake.url, '--csv']);
      expect(csv.stdout).toContain('topCities,pune,Pune,7\r\ntopCities,pune.sharePct,Pune (sharePct),70\r\n');
      for (const columns of [40, 80]) {
        const tty = await runCli(['dataset', '--api-url', fake.url, '--no-pager'], { tty: true, columns });
        const table = stripAnsi(tty.stdout)
          .split('\n')
          .filter((l) => /^[┌│└]/.test(l));
        expect(table.length).toBeGreaterThan(10);
        for (const l of table) expect(displayWidth(l), `${columns}: ${l}`).toBeLessThanOrEqual(columns);
      }
    } finally {
      await fake.close();
    }
  });
});

describe('~ in a path no shell expanded is the home folder (HOME)', () => {
  it('-o "~/x.csv": written in the home folder, named so; no folder called ~ appears', async () => {
    home = tempHome();
    const cwd = mkdtempSync(join(tmpdir(), 'fresher-cwd-'));
    try {
      // No shell here: the argument reaches fresher as typed inside quotes.
      const r = await runCli(['jobs', 'list', '--search', 'sql', '-o', '~/x.csv', '--api-url', sandbox().url], { env: home.env, cwd });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain(`fresher: wrote ${join(home.dir, 'x.csv')}\n`);
      const rows = parseCsv(readFileSync(join(home.dir, 'x.csv'), 'utf8'), { columns: true }) as { id: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(readdirSync(cwd)).toEqual([]);
      // The format still follows the extension.
      expect((await runCli(['dataset', '-o', '~/d.json', '--api-url', sandbox().url], { env: home.env, cwd })).code).toBe(0);
      expect(JSON.parse(readFileSync(join(home.dir, 'd.json'), 'utf8'))).toHaveProperty('fresher_attribution');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('FRESHER_CONFIG_DIR="~/cfg" (as a unit file or .env would set it) is in the home folder', async () => {
    home = tempHome();
    const env = { ...home.env, FRESHER_CONFIG_DIR: '~/cfg' };
    const cwd = mkdtempSync(join(tmpdir(), 'fresher-cwd-'));
    try {
      expect((await runCli(['config', 'path', 'config'], { env, cwd })).stdout).toBe(`${join(home.dir, 'cfg', 'config.json')}\n`);
      expect((await runCli(['config', 'set', 'format', 'json'], { env, cwd })).code).toBe(0);
      expect(existsSync(join(home.dir, 'cfg', 'config.json'))).toBe(true);
      expect(readdirSync(cwd)).toEqual([]);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
