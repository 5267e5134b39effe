/** Beyond the API: saved listings, --new, --since, local search and sort, stats, event filters. */
import { parse as parseCsv } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import type { CareerEvent, Internship, Job } from '../../src/contract/resources.js';
import { readPay } from '../../src/refine/pay-fields.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { fakeClock, runInProcess } from '../helpers/in-process.js';
import { useSandbox, withSandbox } from '../helpers/sandbox.js';
import { startListingsApi } from '../helpers/hostile-api.js';

const sandbox = useSandbox({ seed: 9, jobs: 400, internships: 80, events: 30 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());
// Piped runs go in-process (the same code, without starting Node each time); terminal runs are spawned.
const run = (args: string[], opts: { tty?: boolean; env?: Record<string, string> } = {}) =>
  opts.tty
    ? runCli([...args, '--api-url', sandbox().url], { env: { ...home.env, ...opts.env }, tty: true, columns: 120 })
    : runInProcess([...args, '--api-url', sandbox().url], { env: { ...home.env, ...opts.env }, columns: 120 });
const active = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);
const fold = (s: unknown): string => (typeof s === 'string' ? s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : '');

interface SavedRow {
  id: string;
  status: string;
  title: string | null;
  listing: Job | null;
}

describe('saved listings', () => {
  it('save, saved (open / closed / gone), unsave', async () => {
    home = tempHome();
    await withSandbox({ seed: 4, jobs: 50, internships: 10, events: 1 }, async (s) => {
      const r = (args: string[]) => runCli([...args, '--api-url', s.url], { env: home.env });
      const [a, b, c] = s.corpus.jobs.filter((j) => j.is_active !== false).map((j) => j.id);
      const intern = s.corpus.internships.find((i) => i.is_active !== false) as Internship;
      const saved = await r(['jobs', 'save', a as string, b as string, c as string]);
      expect(saved.code).toBe(0);
      expect(saved.stderr).toContain('saved 3 jobs');
      expect((await r(['jobs', 'save', a as string])).stderr).toContain('saved 0 jobs (1 already saved)');
      expect((await r(['internships', 'save', intern.id])).code).toBe(0);

      let rows = JSON.parse((await r(['jobs', 'saved', '--json'])).stdout) as SavedRow[];
      expect(rows.map((x) => [x.id, x.status])).toEqual([
        [a, 'open'],
        [b, 'open'],
        [c, 'open'],
      ]);
      expect(rows[0]?.listing?.id).toBe(a);

      s.remove(a as string);
      s.closeListing(b as string);
      const mark = s.requests.length;
      const after = await r(['jobs', 'saved', '--json']);
      rows = JSON.parse(after.stdout) as SavedRow[];
      expect(rows.map((x) => [x.id, x.status])).toEqual([
        [a, 'gone'],
        [b, 'closed'],
        [c, 'open'],
      ]);
      expect(rows[0]?.title).toBe(s.corpus.jobs.length ? rows[0]?.title : null);
      expect(rows[0]?.listing).toBeNull();
      expect(after.stderr).toContain('3 saved jobs: 1 open, 1 closed, 1 no longer listed');
      // Jobs are refreshed through the bulk ids parameter, in one request.
      expect(s.requests.slice(mark).map((q) => [q.path, new URLSearchParams(q.query).get('ids')?.split(',').length])).toEqual([['/api/jobs', 3]]);

      const table = await runCli(['jobs', 'saved', '--api-url', s.url], { env: home.env, tty: true, columns: 160 });
      const text = stripAnsi(table.stdout);
      expect(text.split('\n')[0]).toMatch(/^ID\s+STATUS\s+TITLE\s+COMPANY\s+LOCATION\s+PAY\s+SAVED AT$/);
      expect(text).toMatch(/gone\s+\S/);
      expect(text).toMatch(/closed\s+\S/);

      const markI = s.requests.length;
      const internsRun = await r(['internships', 'saved', '--json']);
      const interns = JSON.parse(internsRun.stdout) as SavedRow[];
      expect(interns.map((x) => x.status)).toEqual(['open']);
      // One is one: "1 saved internship", not "1 saved internships".
      expect(internsRun.stderr).toContain('1 saved internship: 1 open, 0 closed, 0 no longer listed');
      expect(s.requests.slice(markI).map((q) => q.path)).toEqual([`/api/internships/${intern.id}`]);

      expect((await r(['jobs', 'unsave', a as string])).stderr).toMatch(/removed 1 saved job\n/);
      rows = JSON.parse((await r(['jobs', 'saved', '--json'])).stdout) as SavedRow[];
      expect(rows.map((x) => x.id)).toEqual([b, c]);
      expect((await r(['jobs', 'unsave', a as string])).code).toBe(3);
    });
  });

  it('saving an id that does not exist exits 3 and saves nothing', async () => {
    home = tempHome();
    const r = await run(['jobs', 'save', '55555555-5555-4555-8555-555555555555']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('not found; not saved');
    expect(JSON.parse((await run(['jobs', 'saved', '--json'])).stdout)).toEqual([]);
  });

  it('refreshes many saved jobs in batches of 100, paced by the rate-limit headers (in-process, fake clock)', async () => {
    home = tempHome();
    const clock = fakeClock();
    await withSandbox({ seed: 6, jobs: 260, internships: 1, events: 1, rateLimit: 3, rateWindowSeconds: 2, now: clock.now }, async (s) => {
      const ids = s.corpus.jobs.map((j) => j.id).slice(0, 250);
      expect((await runInProcess(['jobs', 'save', ...ids, '--api-url', s.url], { env: home.env, clock })).code).toBe(0);
      // A new process cannot know what the last one spent: the server's window resets first.
      clock.t += 2000;
      const mark = s.requests.length;
      const r = await runInProcess(['jobs', 'saved', '--json', '--api-url', s.url], { env: home.env, clock });
      expect(r.code).toBe(0);
      expect((JSON.parse(r.stdout) as SavedRow[]).length).toBe(250);
      const batches = s.requests.slice(mark);
      expect(batches.map((q) => new URLSearchParams(q.query).get('ids')?.split(',').length)).toEqual([100, 100, 50]);
      expect(batches.map((q) => q.status)).toEqual([200, 200, 200]);
    });
  });
});

describe('what is new', () => {
  it('--new shows listings not seen by an earlier run of the same query, then nothing', async () => {
    home = tempHome();
    const args = ['jobs', 'list', '--location', 'Pune, India', '--new', '--json'];
    const first = await run(args);
    const all = active().filter((j) => j.location === 'Pune, India');
    expect((JSON.parse(first.stdout) as Job[]).length).toBe(all.length);
    expect(first.stderr).toContain(`${all.length} jobs shown · the API matched ${all.length} · none left out`);
    const second = await run(args);
    expect([second.code, second.stdout]).toEqual([0, '[]\n']);
    expect(second.stderr).toContain(`fresher: no jobs shown · the API matched ${all.length} · left out: ${all.length} shown by an earlier --new\n`);
    expect(second.stderr).not.toContain('no jobs found');
    // Another query keeps its own memory.
    const other = await run(['jobs', 'list', '--location', 'Chennai, India', '--new', '--json']);
    expect((JSON.parse(other.stdout) as Job[]).length).toBeGreaterThan(0);
  });

  it('--new with --limit marks only what was shown', async () => {
    home = tempHome();
    const args = ['jobs', 'list', '--location', 'Mumbai, India', '--new', '--limit', '5', '--json'];
    const a = JSON.parse((await run(args)).stdout) as Job[];
    const b = JSON.parse((await run(args)).stdout) as Job[];
    expect(a).toHaveLength(5);
    expect(b).toHaveLength(5);
    expect(b.some((j) => a.some((x) => x.id === j.id))).toBe(false);
  });

  it('--since keeps listings posted since a duration or a date', async () => {
    home = tempHome();
    // fresher reads its clock between these two readings: its cutoff lies between theirs.
    const before = Date.now() - 3 * 86_400_000;
    const r = await run(['jobs', 'list', '--since', '3d', '--json']);
    const after = Date.now() - 3 * 86_400_000;
    const jobs = JSON.parse(r.stdout) as Job[];
    const posted = (j: Job): number => Date.parse(j.posted_at as string);
    expect(jobs.every((j) => posted(j) >= before)).toBe(true);
    const shown = new Set(jobs.map((j) => j.id));
    const surely = active().filter((j) => posted(j) >= after);
    expect(surely.length).toBeGreaterThan(0);
    expect(surely.filter((j) => !shown.has(j.id))).toEqual([]);
    expect(r.stderr).toContain(`${jobs.length} jobs shown · the API matched ${active().length} · left out: ${active().length - jobs.length} posted earlier`);
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // A date starts at midnight where the user is (TZ).
    const byDate = JSON.parse((await run(['jobs', 'list', '--since', day, '--json'], { env: { TZ: 'UTC' } })).stdout) as Job[];
    // Counted, so an empty answer cannot pass.
    expect(byDate.length).toBeGreaterThan(0);
    expect(byDate.length).toBe(active().filter((j) => (j.posted_at as string) >= `${day}T00:00:00`).length);
    expect(byDate.every((j) => (j.posted_at as string) >= `${day}T00:00:00`)).toBe(true);
    expect((await run(['jobs', 'list', '--since', 'fortnight'])).code).toBe(2);
  });
});

describe('local search and sort', () => {
  it('--search, --exclude and --company are case- and accent-insensitive, with a count line', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--search', 'DATA', '--exclude', 'analyst', '--company', 'LABS', '--json']);
    const jobs = JSON.parse(r.stdout) as Job[];
    const expected = active().filter((j) => {
      const text = [j.title, j.company, j.description].map(fold);
      return text.some((t) => t.includes('data')) && !text.some((t) => t.includes('analyst')) && fold(j.company).includes('labs');
    });
    expect(jobs.map((j) => j.id)).toEqual(expected.map((j) => j.id));
    expect(r.stderr).toMatch(
      new RegExp(
        `${expected.length} jobs shown · the API matched ${active().length} · left out: [\\d,]+ not matching "DATA", [\\d,]+ excluded "analyst", [\\d,]+ not from a company matching "LABS"`,
      ),
    );
  });

  it('--sort pay puts the best paid first and unreadable pay last; --reverse and --limit', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--sort', 'pay', '--json']);
    const jobs = JSON.parse(r.stdout) as Job[];
    // The top of the band, from the first pay text that reads (ctc_amount, then the legacy salary).
    const top = (j: Job): number | undefined => {
      const band = readPay(j);
      return band && (band.max ?? band.min);
    };
    const pays = jobs.map(top);
    const known = pays.filter((p): p is number => p !== undefined);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(pays.slice(known.length).every((p) => p === undefined)).toBe(true);
    const reversed = JSON.parse((await run(['jobs', 'list', '--sort', 'pay', '--reverse', '--json'])).stdout) as Job[];
    const rp = reversed.map(top).filter((p): p is number => p !== undefined);
    expect(rp).toEqual([...known].reverse());
    expect(readPay(reversed.at(-1) as Job)).toBeUndefined();
    const first5 = await run(['jobs', 'list', '--sort', 'pay', '--limit', '5', '--json']);
    expect((JSON.parse(first5.stdout) as Job[]).map((j) => j.id)).toEqual(jobs.slice(0, 5).map((j) => j.id));
    expect(first5.stderr).toContain(`5 jobs shown · the API matched ${jobs.length} · left out: ${jobs.length - 5} beyond --limit 5`);
  });

  it('--sort company, deadline and score', async () => {
    home = tempHome();
    const byCompany = JSON.parse((await run(['jobs', 'list', '--sort', 'company', '--json'])).stdout) as Job[];
    const names = byCompany.map((j) => fold(j.company));
    expect(names).toEqual([...names].sort());
    // Upcoming deadlines first (soonest first), then passed ones (most recent first): see deadlines.test.ts.
    const today = new Date().toLocaleDateString('en-CA');
    const byDeadline = JSON.parse((await run(['jobs', 'list', '--sort', 'deadline', '--json'])).stdout) as Job[];
    const dates = byDeadline.map((j) => j.deadline).filter((d): d is string => typeof d === 'string');
    const upcoming = dates.filter((d) => d >= today);
    expect(dates).toEqual([...upcoming.sort(), ...dates.filter((d) => d < today).sort((a, b) => b.localeCompare(a))]);
    expect(byDeadline.at(-1)?.deadline ?? null).toBeNull();
    const byScore = JSON.parse((await run(['jobs', 'list', '--sort', 'score', '--json'])).stdout) as Job[];
    const scores = byScore.map((j) => j.match_score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await run(['jobs', 'list', '--sort', 'salary'])).code).toBe(2);
  });
});

describe('stats', () => {
  it('counts by city, role, industry, company, work type and pay band, as JSON', async () => {
    home = tempHome();
    const r = await run(['jobs', 'stats', '--work-type', 'Hybrid', '--json']);
    expect(r.code).toBe(0);
    const stats = JSON.parse(r.stdout) as {
      total: number;
      byCity: { key: string; count: number }[];
      byWorkType: { key: string; count: number }[];
      byPay: { key: string; count: number }[];
      remoteSharePct: number;
      onCampusSharePct: number;
    };
    const hybrid = active().filter((j) => j.work_type === 'Hybrid');
    expect(stats.total).toBe(hybrid.length);
    expect(stats.byWorkType).toEqual([{ key: 'Hybrid', count: hybrid.length, pct: 100 }]);
    expect(stats.remoteSharePct).toBe(0);
    const top = stats.byCity[0];
    expect(top?.count).toBe(hybrid.filter((j) => j.location === `${top?.key}, India`).length);
    expect(stats.byPay.reduce((n, b) => n + b.count, 0)).toBe(hybrid.length);
    expect(stats.byPay.map((b) => b.key)).toContain('not stated');
    // Every city and company, not the top ten: the counts add up to the total.
    expect(stats.byCity.reduce((n, b) => n + b.count, 0)).toBe(hybrid.length);
    const all = JSON.parse((await run(['jobs', 'stats', '--json'])).stdout) as { total: number; byCompany: { count: number }[] };
    expect(all.byCompany.length).toBeGreaterThan(10);
    expect(all.byCompany.reduce((n, b) => n + b.count, 0)).toBe(all.total);
    // The table shows the largest ten, and says so.
    const table = stripAnsi((await run(['jobs', 'stats'], { tty: true })).stdout);
    expect(table).toContain(`Company (top 10 of ${all.byCompany.length})`);
  });

  it('the on-campus and remote rows are counted, not worked back from a rounded share', async () => {
    home = tempHome();
    // 351 of 1,441 is 24.4%, and 24.4% of 1,441 is 351.6: a count worked back from the share says 352.
    const jobs = Array.from({ length: 1441 }, (_, i) => ({
      id: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`,
      title: `Role ${i}`,
      is_on_campus: i < 351,
      work_type: i < 351 ? 'Remote' : 'On-site',
    }));
    const api = await startListingsApi({ jobs });
    try {
      const csv = (await runCli(['jobs', 'stats', '--csv', '--api-url', api.url], { env: home.env })).stdout;
      const share = (key: string) => csv.split('\r\n').find((l) => l.startsWith(`share,${key},`));
      expect([share('on-campus'), share('remote')]).toEqual(['share,on-campus,351,24.4', 'share,remote,351,24.4']);
      const json = JSON.parse((await runCli(['jobs', 'stats', '--json', '--api-url', api.url], { env: home.env })).stdout) as {
        onCampus: number;
        remote: number;
      };
      expect([json.onCampus, json.remote]).toEqual([351, 351]);
    } finally {
      await api.close();
    }
  });

  it('draws bars on a terminal and rows in CSV; internships use monthly stipend bands', async () => {
    home = tempHome();
    const tty = await run(['internships', 'stats'], { tty: true });
    const text = stripAnsi(tty.stdout);
    expect(text).toMatch(/^\d+ internships {2}· {2}remote [\d.]+% {2}· {2}on campus [\d.]+%/);
    expect(text).toMatch(/Pay band\n/);
    expect(text).toMatch(/₹10–20k\/month\s+█+/);
    const csv = parseCsv((await run(['jobs', 'stats', '--csv'])).stdout, { columns: true }) as Record<string, string>[];
    expect(csv[0]).toEqual({ section: 'total', key: 'listings', count: String(active().length), pct: '100' });
    expect(csv.some((row) => row.section === 'byPay' && row.key === '₹3–6 LPA')).toBe(true);
  });
});

describe('event filters', () => {
  it('--upcoming, --online, --company and --type, sorted by date', async () => {
    home = tempHome();
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = JSON.parse((await run(['events', '--upcoming', '--json'])).stdout) as CareerEvent[];
    // An event without a date may still come: it is listed too (last).
    expect(upcoming.length).toBe(sandbox().corpus.events.filter((e) => e.event_date === null || (e.event_date ?? '') >= today).length);
    const dates = upcoming.map((e) => e.event_date as string);
    expect(dates).toEqual([...dates].sort());
    // From today on by default; --all adds past ones; --limit cuts.
    const plain = await run(['events', '--json']);
    expect(JSON.parse(plain.stdout)).toEqual(upcoming);
    const all = JSON.parse((await run(['events', '--all', '--json'])).stdout) as CareerEvent[];
    expect(all.length).toBe(sandbox().corpus.events.length);
    expect(all.length).toBeGreaterThan(upcoming.length);
    expect(JSON.parse((await run(['events', '--all', '--limit', '3', '--json'])).stdout)).toEqual(all.slice(0, 3));
    expect((await run(['events', '--limit', 'x'])).code).toBe(2);
    const online = JSON.parse((await run(['events', 'list', '--all', '--online', '--type', 'Webinar', '--json'])).stdout) as CareerEvent[];
    expect(online.length).toBeGreaterThan(0);
    expect(online.every((e) => e.is_online === true && e.event_type === 'webinar')).toBe(true);
    const company = sandbox().corpus.events.find((e) => e.company)?.company as string;
    const byCompany = JSON.parse((await run(['events', '--all', '--company', company.toUpperCase(), '--json'])).stdout) as CareerEvent[];
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((e) => e.company === company)).toBe(true);
  });
});
