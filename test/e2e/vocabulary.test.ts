/** The filter vocabulary: cache per API with a TTL, refresh, stale use, and flag checking. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { runInProcess } from '../helpers/in-process.js';
import { runCli, tempHome } from '../helpers/cli.js';
import { parseFault, useSandbox, withSandbox } from '../helpers/sandbox.js';
import { startHostileApi } from '../helpers/hostile-api.js';

const sandbox = useSandbox({ seed: 21, jobs: 300, internships: 60, events: 3 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());
// In-process through the injected Context: the same code, without starting Node each time.
const run = (args: string[], env: Record<string, string> = {}) => runInProcess([...args, '--api-url', sandbox().url], { env: { ...home.env, ...env } });
const paths = (from: number): string[] =>
  sandbox()
    .requests.slice(from)
    .map((r) => r.path);

describe('the vocabulary cache', () => {
  it('is fetched once, then served from the cache until the TTL passes', async () => {
    home = tempHome();
    let mark = sandbox().requests.length;
    expect((await run(['jobs', 'list', '--location', 'Pune, India', '--json'])).code).toBe(0);
    expect(paths(mark)).toEqual(['/api/filters', '/api/jobs']);
    mark = sandbox().requests.length;
    await run(['jobs', 'list', '--location', 'Pune, India', '--json']);
    expect(paths(mark)).toEqual(['/api/jobs']);
    mark = sandbox().requests.length;
    await run(['jobs', 'list', '--location', 'Pune, India', '--json'], { FRESHER_CACHE_TTL: '0' });
    expect(paths(mark)).toEqual(['/api/filters', '/api/jobs']);
    const files = readdirSync(join(home.dir, 'cache', 'fresher'));
    expect(files.filter((f) => f.startsWith('filters-'))).toHaveLength(1);
    const cached = JSON.parse(readFileSync(join(home.dir, 'cache', 'fresher', files.find((f) => f.startsWith('filters-')) ?? ''), 'utf8')) as { api: string };
    expect(cached.api).toBe(sandbox().url);
  });

  it('follows a TTL set in the config', async () => {
    home = tempHome();
    await run(['config', 'set', 'cache-ttl', '0']);
    await run(['filters']);
    const mark = sandbox().requests.length;
    await run(['filters']);
    expect(paths(mark)).toEqual(['/api/filters']);
  });

  it('is refreshed by `filters refresh` even when fresh', async () => {
    home = tempHome();
    await run(['filters']);
    const mark = sandbox().requests.length;
    const r = await run(['filters', 'refresh']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/filter vocabulary refreshed: \d+ values in 5 groups/);
    expect(paths(mark)).toEqual(['/api/filters']);
  });

  it('belongs to one API: another API fetches its own', async () => {
    home = tempHome();
    await run(['filters']);
    await withSandbox({ seed: 22, jobs: 20, internships: 2, events: 1 }, async (other) => {
      const r = await runCli(['filters', '--json', '--api-url', other.url], { env: home.env });
      expect(r.code).toBe(0);
      expect(other.requests.map((q) => q.path)).toEqual(['/api/filters']);
    });
  });

  it('is used stale, with a warning, when the API cannot give a fresh one', async () => {
    home = tempHome();
    await withSandbox({ seed: 21, jobs: 50, internships: 2, events: 1 }, async (s) => {
      await runCli(['filters', '--api-url', s.url], { env: home.env });
      s.setFaults([parseFault('500,path=/api/filters,times=*')]);
      const r = await runCli(['jobs', 'list', '--location', 'pune', '--json', '--api-url', s.url], { env: { ...home.env, FRESHER_CACHE_TTL: '0' } });
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(/warning: could not refresh the filter vocabulary \(.*500.*\); using the cached copy from \d+ min ago/);
      expect((JSON.parse(r.stdout) as Job[]).every((j) => j.location === 'Pune, India')).toBe(true);
      // Asked to refresh, the cached copy is no refresh: the warning, no 'refreshed' line, exit 1.
      const refresh = await runCli(['filters', 'refresh', '--api-url', s.url], { env: home.env });
      expect(refresh.code).toBe(1);
      expect(refresh.stderr).toMatch(/warning: could not refresh the filter vocabulary/);
      expect(refresh.stderr).not.toContain('refreshed:');
    });
  });
});

describe('filter flags are checked before any listing request', () => {
  it('an exact value passes without a note', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--role', 'Software Engineering', '--json', '--quiet']);
    expect([r.code, r.stderr]).toEqual([0, '']);
  });

  it('case, spacing, labels and bare cities are used with a note', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--location', 'bangalore', '--work-type', 'remote (work from home)', '--industry', 'saas', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('using --location "Bengaluru, India" for "bangalore" (matched by its former name)');
    expect(r.stderr).toContain('using --work-type "Remote" for "remote (work from home)" (matched by its label)');
    expect(r.stderr).toContain('using --industry "SaaS" for "saas" (matched ignoring case and spacing)');
    expect(Object.fromEntries(new URLSearchParams(sandbox().requests.at(-1)?.query))).toEqual({
      location: 'Bengaluru, India',
      work_type: 'Remote',
      industry: 'SaaS',
    });
  });

  it('anything else exits 2 with suggestions and no listing request', async () => {
    home = tempHome();
    await run(['filters']);
    const mark = sandbox().requests.length;
    const r = await run(['jobs', 'list', '--location', 'Hydrabad']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('--location "Hydrabad" is not a known location. Did you mean "Hyderabad, India"?');
    expect(r.stderr).toContain('See all values: fresher filters location');
    expect(paths(mark)).toEqual([]);
    const role = await run(['internships', 'list', '--role', 'Astronaut']);
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('--role "Astronaut" is not a known role.');
  });

  it('--no-validate sends values as given', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--location', 'Atlantis', '--no-validate', '--json']);
    expect([r.code, r.stdout]).toEqual([0, '[]\n']);
    expect(new URLSearchParams(sandbox().requests.at(-1)?.query).get('location')).toBe('Atlantis');
  });

  it('warns when the API would ignore a filter', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--hidden', '--on-campus', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('--on-campus is ignored by the API together with --hidden');
  });
});

describe('--pay-range', () => {
  it('filters locally by parsed pay bands and says so', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--pay-range', '6-10', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('--pay-range 6-10 LPA is applied locally (the API has no pay filter)');
    const jobs = JSON.parse(r.stdout) as Job[];
    expect(jobs.length).toBeGreaterThan(0);
    for (const j of jobs) {
      // ctc_amount is preferred; the legacy salary field stands in when it is null.
      const nums =
        (j.ctc_amount ?? j.salary ?? '')
          .replace(/,/g, '')
          .match(/\d+(\.\d+)?/g)
          ?.map(Number) ?? [];
      const lakh = nums.map((n) => (n > 1000 ? n / 100_000 : n));
      expect(Math.max(...lakh)).toBeGreaterThanOrEqual(6);
      expect(Math.min(...lakh)).toBeLessThan(10);
    }
    const city = await run(['jobs', 'list', '--location', 'pune,india', '--json']);
    expect(city.stderr).toContain('using --location "Pune, India" for "pune,india" (matched ignoring case and spacing)');
    const label = await run(['jobs', 'list', '--pay-range', '₹15 LPA and above', '--json', '--quiet']);
    expect(label.code).toBe(0);
    const bad = await run(['jobs', 'list', '--pay-range', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--pay-range "lots" is not a pay range');
  });
});

describe('a value the API marks inactive', () => {
  it('is listed as no longer offered, and a filter with it says so (not "unknown"), exit 2', async () => {
    home = tempHome();
    const option = (filter_value: string, is_active: boolean) => ({
      filter_type: 'location',
      filter_value,
      display_label: filter_value.replace(', India', ''),
      is_active,
    });
    const api = await startHostileApi({
      '/api/filters': { body: { filters: { location: [option('Bengaluru, India', true), option('Pune, India', false)] } } },
      '/api/jobs': { body: { jobs: [] } },
    });
    try {
      const table = await runCli(['filters', 'location', '--api-url', api.url], { env: home.env, tty: true, columns: 100 });
      expect(table.stdout).toMatch(/Pune, India +Pune \(no longer offered\)/);
      expect(table.stdout).not.toMatch(/Bengaluru \(no longer offered\)/);
      const r = await runInProcess(['jobs', 'list', '--location', 'pune, india', '--api-url', api.url], { env: home.env });
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toContain('--location "pune, india": the API no longer offers "Pune, India" (its vocabulary marks it inactive)');
      expect(r.stderr).toContain('send it anyway with --no-validate');
    } finally {
      await api.close();
    }
  });
});
