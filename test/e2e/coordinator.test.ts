/**
 * A placement coordinator's day (issue 20): days typed as words in the user's zone, a count line that
 * says what the API matched and what fresher left out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { runCli, tempHome } from '../helpers/cli.js';
import { fakeClock, runInProcess } from '../helpers/in-process.js';
import { useSandbox } from '../helpers/sandbox.js';

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
