/**
 * Several values of a filter (issue 20): `--location Pune --location Mumbai` is one request per
 * combination of values, paced by the rate-limit headers, merged newest first without repeats, with
 * the count saying how many requests; saved searches keep and run several values, and searches saved
 * by an older fresher (one value per filter) still run. Spawned against a sandbox on 127.0.0.1, whose
 * request log shows what was asked.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseApiAddress } from '../../src/contract/api-url.js';
import type { Job } from '../../src/contract/resources.js';
import { fold } from '../../src/refine/text.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { startFakeApi } from '../helpers/fake-api.js';
import { fakeClock, runInProcess } from '../helpers/in-process.js';
import { useSandbox, withSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 20, jobs: 400, internships: 60, events: 4 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const run = (args: string[], opts: { tty?: boolean } = {}) =>
  runCli([...args, '--api-url', sandbox().url], { env: home.env, ...(opts.tty ? { tty: true, columns: 120 } : {}) });
const active = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);
/** The listing requests sent since `mark`, as their query parameters. */
const listingQueries = (mark: number, path = '/api/jobs') =>
  sandbox()
    .requests.slice(mark)
    .filter((q) => q.path === path)
    .map((q) => Object.fromEntries(new URLSearchParams(q.query)));
const postedTimes = (jobs: readonly Job[]): number[] => jobs.map((j) => Date.parse(j.posted_at as string));
const newestFirst = (times: number[]): boolean => times.every((t, i) => i === 0 || (times[i - 1] as number) >= t);
const stateFile = (name: string): string => join(home.dir, 'state', 'fresher', name);

describe('several values of a filter', () => {
  it('one request per value, merged newest first, each listing once; the count line says how many requests', async () => {
    home = tempHome();
    const mark = sandbox().requests.length;
    const r = await run(['jobs', 'list', '--location', 'Pune', '--location', 'Mumbai', '--json']);
    expect(r.code).toBe(0);
    expect(listingQueries(mark)).toEqual([{ location: 'Pune, India' }, { location: 'Mumbai, India' }]);
    const jobs = JSON.parse(r.stdout) as Job[];
    const expected = active().filter((j) => j.location === 'Pune, India' || j.location === 'Mumbai, India');
    expect(jobs.map((j) => j.id).sort()).toEqual(expected.map((j) => j.id).sort());
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(newestFirst(postedTimes(jobs))).toBe(true);
    // Both cities are in the first page, not Pune's listings then Mumbai's.
    expect(new Set(jobs.slice(0, 10).map((j) => j.location)).size).toBe(2);
    expect(r.stderr).toContain(`fresher: ${expected.length} jobs (2 requests: 2 locations)\n`);
  });

  it('every combination across filters; --limit and --sort apply to the merged whole', async () => {
    home = tempHome();
    const mark = sandbox().requests.length;
    const args = ['jobs', 'list', '--location', 'Pune, India', '--location', 'Mumbai, India', '--work-type', 'Remote', '--work-type', 'Hybrid'];
    const r = await run([...args, '--sort', 'company', '--limit', '5', '--json']);
    expect(r.code).toBe(0);
    expect(listingQueries(mark)).toEqual([
      { location: 'Pune, India', work_type: 'Remote' },
      { location: 'Pune, India', work_type: 'Hybrid' },
      { location: 'Mumbai, India', work_type: 'Remote' },
      { location: 'Mumbai, India', work_type: 'Hybrid' },
    ]);
    const all = active().filter((j) => ['Pune, India', 'Mumbai, India'].includes(j.location as string) && ['Remote', 'Hybrid'].includes(j.work_type as string));
    const jobs = JSON.parse(r.stdout) as Job[];
    const companies = all.map((j) => fold(j.company as string)).sort();
    expect(jobs.map((j) => fold(j.company as string))).toEqual(companies.slice(0, 5));
    expect(r.stderr).toContain(
      `5 jobs shown · the API matched ${all.length} (4 requests: 2 locations × 2 work types) · left out: ${all.length - 5} beyond --limit 5`,
    );
  });

  it('CSV and NDJSON carry the same merged rows, with one header, whatever --limit cuts', async () => {
    home = tempHome();
    const args = ['jobs', 'list', '--location', 'Pune, India', '--location', 'Chennai, India', '--limit', '7'];
    const json = JSON.parse((await run([...args, '--json'])).stdout) as Job[];
    expect(json).toHaveLength(7);
    const ndjson = await run([...args, '--format', 'ndjson']);
    expect(ndjson.code).toBe(0);
    const lines = ndjson.stdout.trimEnd().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as Job).id)).toEqual(json.map((j) => j.id));
    const csv = await run([...args, '--csv']);
    expect(csv.code).toBe(0);
    const rows = csv.stdout.trimEnd().split('\r\n');
    expect(rows[0]).toMatch(/^id,title,company,location/);
    expect(rows).toHaveLength(8);
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(json.map((j) => j.id));
  });

  it('on a terminal the table comes with the count of requests', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--location', 'Pune, India', '--location', 'Mumbai, India', '--limit', '3'], { tty: true });
    expect(r.code).toBe(0);
    const lines = stripAnsi(r.stdout).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+TITLE/);
    expect(lines).toHaveLength(4);
    expect(r.stderr).toMatch(/3 jobs shown · the API matched \d+ \(2 requests: 2 locations\) · left out: \d+ beyond --limit 3/);
  });

  it('nothing found in several requests says so, with how many', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--location', 'Pune, India', '--location', 'Mumbai, India', '--search', 'zzzz-no-such-text', '--json']);
    expect([r.code, r.stdout]).toEqual([0, '[]\n']);
    expect(r.stderr).toMatch(/no jobs shown · the API matched \d+ \(2 requests: 2 locations\) · left out: \d+ not matching "zzzz-no-such-text"/);
  });

  it('listings in more than one response are shown once, where they first come', async () => {
    home = tempHome();
    const id = (n: number): string => `00000000-0000-4000-8000-00000000000${n}`;
    const job = (n: number, location: string, day: number) => ({
      id: id(n),
      company: `C${n}`,
      title: `T${n}`,
      location,
      posted_at: `2026-11-${day}T10:00:00Z`,
    });
    // An API whose records sit in two cities at once (or moved between two requests).
    const byLocation: Record<string, unknown[]> = {
      'Pune, India': [job(1, 'Pune, India', 20), job(2, 'Pune, India', 18), job(3, 'Pune, India', 10)],
      'Mumbai, India': [job(4, 'Mumbai, India', 19), job(2, 'Mumbai, India', 18), job(5, 'Mumbai, India', 12)],
    };
    const api = await startFakeApi({
      '/api/jobs': (req, res) => {
        const location = new URL(req.url ?? '/', 'http://x').searchParams.get('location') ?? '';
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ jobs: byLocation[location] ?? [] }));
      },
    });
    try {
      const r = await runCli(['jobs', 'list', '--location', 'Pune, India', '--location', 'Mumbai, India', '--no-validate', '--json', '--api-url', api.url], {
        env: home.env,
      });
      expect(r.code).toBe(0);
      expect((JSON.parse(r.stdout) as Job[]).map((j) => j.id)).toEqual([id(1), id(4), id(2), id(5), id(3)]);
      expect(api.hits.filter((h) => h.startsWith('/api/jobs'))).toHaveLength(2);
      expect(r.stderr).toContain('5 jobs (2 requests: 2 locations)');
    } finally {
      await api.close();
    }
  });

  it('more than 20 combinations is a usage error naming the count, before any listing request', async () => {
    home = tempHome();
    const mark = sandbox().requests.length;
    const roles = ['Sales', 'Design', 'Marketing', 'Operations', 'Cybersecurity', 'Human Resources', 'Data Science'];
    const args = ['jobs', 'list', ...['Pune', 'Mumbai', 'Chennai'].flatMap((c) => ['--location', c]), ...roles.flatMap((role) => ['--role', role])];
    const r = await run(args);
    expect([r.code, r.stdout]).toEqual([2, '']);
    const errors = r.stderr.split('\n').filter((l) => l.includes('error'));
    expect(errors).toEqual([
      'fresher: error: 3 values of --location × 7 values of --role make 21 requests (one per combination); at most 20 are sent in one run: give fewer values',
    ]);
    expect(listingQueries(mark)).toEqual([]);
    // 20 is allowed.
    expect((await run([...args.slice(0, -2), '--limit', '1', '--json'])).code).toBe(0);
    expect(listingQueries(mark)).toHaveLength(18);
  });

  it('--new remembers what a run of several values showed, apart from each value alone', async () => {
    home = tempHome();
    const both = ['jobs', 'list', '--location', 'Pune, India', '--location', 'Mumbai, India', '--new', '--json'];
    const first = JSON.parse((await run(both)).stdout) as Job[];
    expect(first.length).toBeGreaterThan(0);
    // The same two in the other order are the same query.
    const again = await run(['jobs', 'list', '--location', 'Mumbai, India', '--location', 'Pune, India', '--new', '--json']);
    expect(again.stdout).toBe('[]\n');
    const alone = JSON.parse((await run(['jobs', 'list', '--location', 'Pune, India', '--new', '--json'])).stdout) as Job[];
    expect(alone.length).toBeGreaterThan(0);
  });

  it('requests are paced by the rate-limit headers: a run of more requests than the window allows sees no 429 (in-process, fake clock)', async () => {
    home = tempHome();
    const clock = fakeClock();
    await withSandbox({ seed: 21, jobs: 200, internships: 1, events: 1, rateLimit: 3, rateWindowSeconds: 2, now: clock.now }, async (s) => {
      const cities = ['Pune, India', 'Mumbai, India', 'Chennai, India', 'Bengaluru, India', 'Hyderabad, India'];
      const r = await runInProcess(['jobs', 'list', ...cities.flatMap((c) => ['--location', c]), '--no-validate', '--json', '--api-url', s.url], {
        env: home.env,
        clock,
      });
      expect(r.code).toBe(0);
      const sent = s.requests.filter((q) => q.path === '/api/jobs');
      expect(sent.map((q) => new URLSearchParams(q.query).get('location'))).toEqual(cities);
      expect(sent.map((q) => q.status)).toEqual([200, 200, 200, 200, 200]);
      // Held until the window reset, instead of running into 429s.
      expect(r.slept.some((ms) => ms >= 1000)).toBe(true);
      expect((JSON.parse(r.stdout) as Job[]).length).toBe(s.corpus.jobs.filter((j) => j.is_active !== false && cities.includes(j.location as string)).length);
    });
  });
});

describe('saved searches with several values', () => {
  it('save keeps the values as a list; run and the digest send one request per value', async () => {
    home = tempHome();
    const saved = await run(['search', 'save', 'west', '--location', 'Pune', '--location', 'Mumbai', '--work-type', 'Remote']);
    expect(saved.code).toBe(0);
    expect(saved.stderr).toContain("saved search west: fresher jobs list --location 'Pune, India' --location 'Mumbai, India' --work-type Remote");
    const list = JSON.parse((await run(['search', 'list', '--json'])).stdout) as { flags: Record<string, unknown> }[];
    expect(list[0]?.flags).toEqual({ location: ['Pune, India', 'Mumbai, India'], workType: ['Remote'] });
    const mark = sandbox().requests.length;
    const ran = await run(['search', 'run', 'west', '--json']);
    expect(ran.code).toBe(0);
    expect(listingQueries(mark)).toEqual([
      { location: 'Pune, India', work_type: 'Remote' },
      { location: 'Mumbai, India', work_type: 'Remote' },
    ]);
    const expected = active().filter((j) => ['Pune, India', 'Mumbai, India'].includes(j.location as string) && j.work_type === 'Remote');
    expect((JSON.parse(ran.stdout) as Job[]).map((j) => j.id).sort()).toEqual(expected.map((j) => j.id).sort());
    const digest = await run(['digest', '--json']);
    expect(digest.code).toBe(0);
    const groups = JSON.parse(digest.stdout) as { search: string; new: Job[] }[];
    expect(groups[0]?.new.map((j) => j.id).sort()).toEqual(expected.map((j) => j.id).sort());
  });

  it('a search saved by an older fresher (schema 2, one value per filter) still runs, and the file moves to schema 3 losing nothing', async () => {
    home = tempHome();
    const identity = parseApiAddress(sandbox().url).identity;
    mkdirSync(join(home.dir, 'state', 'fresher'), { recursive: true });
    const old = {
      version: 2,
      apis: {
        [identity]: {
          searches: [
            {
              name: 'pune-remote',
              kind: 'job',
              flags: { location: 'Pune, India', workType: 'Remote', exclude: ['senior'], limit: '50' },
              savedAt: '2026-11-01T00:00:00.000Z',
            },
          ],
        },
        'https://other.example': { searches: [{ name: 'elsewhere', kind: 'internship', flags: { role: 'Design' }, savedAt: '2026-10-01T00:00:00.000Z' }] },
      },
    };
    writeFileSync(stateFile('searches.json'), JSON.stringify(old));
    const mark = sandbox().requests.length;
    const ran = await run(['search', 'run', 'pune-remote', '--json']);
    expect(ran.code).toBe(0);
    expect(listingQueries(mark)).toEqual([{ location: 'Pune, India', work_type: 'Remote' }]);
    const jobs = JSON.parse(ran.stdout) as Job[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.location === 'Pune, India' && j.work_type === 'Remote')).toBe(true);
    const migrated = JSON.parse(readFileSync(stateFile('searches.json'), 'utf8'));
    expect(migrated).toEqual({
      version: 3,
      apis: {
        [identity]: {
          searches: [{ ...old.apis[identity]?.searches[0], flags: { location: ['Pune, India'], workType: ['Remote'], exclude: ['senior'], limit: '50' } }],
        },
        'https://other.example': { searches: [{ name: 'elsewhere', kind: 'internship', flags: { role: ['Design'] }, savedAt: '2026-10-01T00:00:00.000Z' }] },
      },
    });
    expect((await run(['search', 'run', 'pune-remote', '--json'])).stdout).toBe(ran.stdout);
  });
});
