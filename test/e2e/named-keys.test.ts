/**
 * Names chosen by the user or the API are data, never object keys: `constructor`, `toString`,
 * `valueOf`, `hasOwnProperty` and `__proto__` as search names, company names, filter values, API field
 * names, dataset keys and filter groups behave like any other name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { HOSTILE_ID, startHostileApi } from '../helpers/hostile-api.js';
import { useSandbox } from '../helpers/sandbox.js';

const NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty'];
const sandbox = useSandbox({ seed: 4, jobs: 80, internships: 10, events: 2 });
let home: ReturnType<typeof tempHome>;
beforeAll(() => {
  home = tempHome();
});
afterAll(() => home.cleanup());

const piped = (args: string[], url = sandbox().url) => runCli([...args, '--api-url', url], { env: home.env });

describe('names that are also Object.prototype members', () => {
  it('saved searches named constructor, toString, valueOf and hasOwnProperty save, list, run, digest and go', async () => {
    for (const name of NAMES) {
      const r = await piped(['search', 'save', name, '--location', 'Pune', '--limit', '2']);
      expect([r.code, r.stderr], name).toEqual([0, expect.stringContaining(`saved search ${name}: fresher jobs list`)]);
    }
    const list = await piped(['search', 'list']);
    expect(
      list.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('\t')[0]),
    ).toEqual(NAMES);
    const digest = await piped(['digest', '--json']);
    expect(digest.code, digest.stderr).toBe(0);
    type Group = { search: string; new: { id: string }[] };
    const groups = JSON.parse(digest.stdout) as Group[];
    expect(groups.map((g) => g.search)).toEqual(NAMES);
    // The four are one search: each listing is shown once, under the first name that has room for it.
    const ids = (gs: Group[]) => gs.flatMap((g) => g.new.map((l) => l.id));
    expect(groups[0]!.new).toHaveLength(2);
    expect(groups.every((g) => g.new.length <= 2)).toBe(true);
    expect(new Set(ids(groups)).size).toBe(ids(groups).length);
    // The second digest remembers what they showed, whatever they are called: none of it again.
    const again = await piped(['digest', '--json']);
    expect(again.code, again.stderr).toBe(0);
    const next = JSON.parse(again.stdout) as Group[];
    expect(next.map((g) => g.search)).toEqual(NAMES);
    expect(ids(next).filter((id) => ids(groups).includes(id))).toEqual([]);
    const run = await piped(['search', 'run', 'constructor']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n').filter(Boolean)).toHaveLength(2);
    expect((await piped(['search', 'rm', 'toString'])).code).toBe(0);
    expect((await piped(['search', 'list'])).stdout).not.toMatch(/^toString/m);
  });

  it('a filter value or company named like one is an unknown value or a company like any other', async () => {
    const tries = [
      ...[...NAMES, '__proto__'].map((v) => ['--role', v]),
      ['--location', 'constructor'],
      ['--industry', '__proto__'],
      ['--work-type', 'valueOf'],
    ];
    for (const [flag, value] of tries as [string, string][]) {
      const r = await piped(['jobs', 'list', flag, value]);
      expect([r.code, r.stderr.split('\n').filter(Boolean).length > 0], `${flag} ${value}`).toEqual([2, true]);
      expect(r.stderr, `${flag} ${value}`).not.toMatch(/unexpected failure|is not iterable|is not a function/);
    }
    for (const name of ['constructor', '__proto__']) {
      const hide = await piped(['hide', 'company', name]);
      expect(hide.code, hide.stderr).toBe(0);
    }
    const hidden = await piped(['hidden']);
    expect(hidden.stdout).toMatch(/company\tconstructor/);
    expect(hidden.stdout).toMatch(/company\t__proto__/);
    expect((await piped(['unhide', 'company', 'constructor'])).code).toBe(0);
  });
});

describe('API field names, dataset keys and filter groups named like Object.prototype members', () => {
  let api: Awaited<ReturnType<typeof startHostileApi>>;
  beforeAll(async () => {
    const job = { id: HOSTILE_ID, title: 'Analyst', company: 'constructor', constructor: 'from the API', toString: 'also data' };
    api = await startHostileApi({
      '/api/filters': { body: { filters: { constructor: [], __proto__: [{ filter_type: 'x', filter_value: 'y' }], location: [] } } },
      '/api/jobs': { body: { jobs: [job] } },
      [`/api/jobs/${HOSTILE_ID}`]: { body: { job } },
      '/reports/fresher-hiring-india.json': {
        body: { updatedAt: '2026-11-01T00:00:00Z', attribution: 'CC-BY-4.0', totals: { constructor: 7, toString: 8, listings: 9 } },
      },
    });
  });
  afterAll(() => api.close());

  it('shows them as fields of the listing, labelled by their own names', async () => {
    const r = await runCli(['jobs', 'get', HOSTILE_ID, '--api-url', api.url], { env: home.env, tty: true, columns: 100 });
    expect(r.code, r.stderr).toBe(0);
    const out = stripAnsi(r.stdout);
    expect(out).toMatch(/constructor\s+from the API/);
    expect(out).toMatch(/toString\s+also data/);
    expect(out).not.toContain('native code');
  });

  it('labels dataset totals by their keys, never by a function', async () => {
    const r = await runCli(['dataset', '--api-url', api.url], { env: home.env, tty: true, columns: 100 });
    expect(r.code, r.stderr).toBe(0);
    const out = stripAnsi(r.stdout);
    expect(out).not.toContain('native code');
    expect(out).toMatch(/constructor\s*│\s*7/);
    expect(out).toMatch(/toString\s*│\s*8/);
  });

  it('a vocabulary with such groups still validates and lists', async () => {
    const r = await runCli(['filters', '--api-url', api.url, '--json'], { env: home.env });
    expect(r.code, r.stderr).toBe(0);
    const stats = await runCli(['jobs', 'stats', '--api-url', api.url], { env: home.env });
    expect(stats.code, stats.stderr).toBe(0);
    expect(stats.stdout).toMatch(/constructor/);
  });
});
