/**
 * Issue 20, "Deadlines and the tracker": --sort deadline puts what is still to come first, the
 * tracker takes the person's own dates (--deadline, --next) into the board, --due and --ics, tracked
 * listings wear a mark that costs the table no column, and the picker tracks with a key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { startListingsApi } from '../helpers/hostile-api.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 20, jobs: 400, internships: 40, events: 4 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const TZ = 'Asia/Kolkata';
/** YYYY-MM-DD `offset` days from today where the user is (in `timeZone`). */
function dayIn(offset: number, timeZone = TZ): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone });
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
const uuid = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
const job = (n: number, deadline: string | null, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: uuid(n),
  title: `Role ${n}`,
  company: 'Acme',
  location: 'Pune, India',
  ctc_amount: '₹9.5–12.5 LPA (est.)',
  posted_days: 3,
  deadline,
  ...extra,
});
const run = (args: string[], url: string, options: { env?: Record<string, string>; tty?: boolean; columns?: number } = {}) =>
  runCli([...args, '--api-url', url], { env: { ...home.env, TZ, ...options.env }, tty: options.tty === true, columns: options.columns ?? 120 });
const ids = (stdout: string): string[] => (JSON.parse(stdout) as { id: string }[]).map((j) => j.id);

describe('--sort deadline', () => {
  // Newest first as the API sends them; deadlines from 40 days ago to 30 days ahead, and ones that name no day.
  const offsets: (number | null | string)[] = [-3, 5, null, 0, -40, 30, 'soon', 1, -1, '2027-02-30'];
  const jobs = offsets.map((o, i) => job(i + 1, typeof o === 'number' ? dayIn(o) : o));
  const byOffset = (...wanted: (number | null | string)[]): string[] => wanted.map((w) => uuid(offsets.indexOf(w) + 1));

  it('the soonest upcoming first (today counts), then passed ones (most recent first), then none; --limit takes them from all', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs });
    try {
      const all = await run(['jobs', 'list', '--sort', 'deadline', '--json'], api.url);
      expect(all.code).toBe(0);
      expect(ids(all.stdout)).toEqual(byOffset(0, 1, 5, 30, -1, -3, -40, null, 'soon', '2027-02-30'));
      expect(all.stderr).toContain('by deadline: 4 upcoming (soonest first), then 3 passed (most recent first), then 3 without one');

      const top = await run(['jobs', 'list', '--sort', 'deadline', '--limit', '3', '--json'], api.url);
      expect(ids(top.stdout)).toEqual(byOffset(0, 1, 5));
      expect(top.stderr).toContain('showing 3 of 10 matches (left out: --limit 3)');
      // Piped rows: the same order.
      const plain = await run(['jobs', 'list', '--sort', 'deadline', '--limit', '5'], api.url);
      expect(
        plain.stdout
          .split('\n')
          .filter(Boolean)
          .map((l) => l.split('\t')[0]),
      ).toEqual(byOffset(0, 1, 5, 30, -1));

      const reversed = await run(['jobs', 'list', '--sort', 'deadline', '--reverse', '--json'], api.url);
      expect(ids(reversed.stdout)).toEqual(byOffset(30, 5, 1, 0, -1, -3, -40, null, 'soon', '2027-02-30'));
      expect(reversed.stderr).toContain('by deadline, latest first: 4 upcoming, then 3 passed, then 3 without one');

      // On a terminal the first rows are the ones still open, with the DEADLINE column.
      const table = stripAnsi((await run(['jobs', 'list', '--sort', 'deadline', '--limit', '5'], api.url, { tty: true })).stdout).split('\n');
      expect(table[0]).toMatch(/DEADLINE$/);
      expect(table.slice(1, 5).map((l) => /\(([^)]*)\)$/.exec(l)?.[1])).toEqual(['today', 'tomorrow', 'in 5 days', 'in 30 days']);
      expect(table[5]).toMatch(/\(yesterday\)$/);
    } finally {
      await api.close();
    }
  });

  it("counts days where the user is: today's deadline in Pago Pago has passed in Kiritimati", async () => {
    home = tempHome();
    const today = dayIn(0, 'Pacific/Pago_Pago');
    const api = await startListingsApi({ jobs: [job(1, dayIn(-5, 'Pacific/Pago_Pago')), job(2, today), job(3, dayIn(3, 'Pacific/Pago_Pago'))] });
    try {
      const west = await run(['jobs', 'list', '--sort', 'deadline', '--json'], api.url, { env: { TZ: 'Pacific/Pago_Pago' } });
      expect(ids(west.stdout)).toEqual([uuid(2), uuid(3), uuid(1)]);
      // 25 hours ahead: Pago Pago's today is already over there.
      const east = await run(['jobs', 'list', '--sort', 'deadline', '--json'], api.url, { env: { TZ: 'Pacific/Kiritimati' } });
      expect(ids(east.stdout)).toEqual([uuid(3), uuid(2), uuid(1)]);
    } finally {
      await api.close();
    }
  });

  it("the issue's example: Pune jobs by deadline start with upcoming ones, on a terminal and piped, and in a saved search", async () => {
    home = tempHome();
    const today = dayIn(0);
    const pune = sandbox()
      .corpus.jobs.filter((j) => j.is_active !== false && j.location === 'Pune, India' && typeof j.deadline === 'string' && j.deadline >= today)
      .map((j) => j as Job & { deadline: string });
    expect(pune.length).toBeGreaterThan(5);
    // Stable: equal deadlines keep the API's newest-first order.
    const soonest = [...pune].sort((a, b) => a.deadline.localeCompare(b.deadline)).slice(0, 5);
    const r = await run(['jobs', 'list', '--location', 'Pune', '--sort', 'deadline', '--limit', '5', '--json'], sandbox().url);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as Job[]).map((j) => j.deadline)).toEqual(soonest.map((j) => j.deadline));
    const table = stripAnsi((await run(['jobs', 'list', '--location', 'Pune', '--sort', 'deadline', '--limit', '5'], sandbox().url, { tty: true })).stdout);
    expect(table).not.toContain(' ago)');
    expect((await run(['search', 'save', 'pune-soon', '--location', 'Pune', '--sort', 'deadline', '--limit', '5'], sandbox().url)).code).toBe(0);
    const saved = await run(['search', 'run', 'pune-soon', '--json'], sandbox().url);
    expect((JSON.parse(saved.stdout) as Job[]).map((j) => j.deadline)).toEqual(soonest.map((j) => j.deadline));
  });

  it('internships carry no deadline in the API: said once, their order kept', async () => {
    home = tempHome();
    const plain = await run(['internships', 'list', '--limit', '4', '--json'], sandbox().url);
    const sorted = await run(['internships', 'list', '--sort', 'deadline', '--limit', '4', '--json'], sandbox().url);
    expect(ids(sorted.stdout)).toEqual(ids(plain.stdout));
    expect(sorted.stderr).toContain("none of these internships has a deadline (the API gives internships none); in the API's order");
  });
});
