/**
 * Issue 20, "Deadlines and the tracker": --sort deadline puts what is still to come first, the
 * tracker takes the person's own dates (--deadline, --next) into the board, --due and --ics, tracked
 * listings wear a mark that costs the table no column, and the picker tracks with a key.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { displayWidth } from '../../src/render/width.js';
import { BIN, runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { startListingsApi } from '../helpers/hostile-api.js';
import { runInProcess } from '../helpers/in-process.js';
import { useSandbox } from '../helpers/sandbox.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';

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
      expect(top.stderr).toContain('3 jobs shown · the API matched 10 · left out: 7 beyond --limit 3');
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
  }, 60_000);

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

describe('the tracker takes your own dates', () => {
  const stateFile = (): string => join(home.dir, 'state', 'fresher', 'tracker.json');
  const listings = [
    job(1, dayIn(20), { title: 'Graduate Engineer Trainee', company: 'Zenvara Cloud' }),
    job(2, dayIn(2), { title: 'Credit Analyst', company: 'Konkan Stack' }),
    job(3, dayIn(4), { title: 'Data Analyst', company: 'Indus Quanta' }),
    job(4, dayIn(5), { title: 'Site Engineer', company: 'Meghnova' }),
  ];

  it('--deadline and --next take a weekday as the coming one (never a past day)', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: listings });
    try {
      const weekday = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' }).toLowerCase();
      const set = await run(['track', uuid(2).slice(0, 8), '--status', 'applied', '--deadline', weekday, '--next', `next ${weekday}`], api.url);
      expect(set.code, set.stderr).toBe(0);
      expect(set.stderr).not.toContain('has passed');
      const [row] = JSON.parse((await run(['track', '--json'], api.url)).stdout) as Record<string, string>[];
      const daysTo = (day: string | undefined): number => Math.round((Date.parse(day ?? '') - Date.parse(dayIn(0))) / 86_400_000);
      expect(daysTo(row?.deadline)).toBeGreaterThanOrEqual(2);
      expect(daysTo(row?.deadline)).toBeLessThanOrEqual(4);
      expect(daysTo(row?.next)).toBeGreaterThanOrEqual(daysTo(row?.deadline));
    } finally {
      await api.close();
    }
  });

  it("--deadline on a listing not tracked yet tracks it as interested; yours goes before the listing's on the board, in --due and --ics", async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: listings });
    try {
      const set = await run(['track', uuid(1).slice(0, 8), '--deadline', dayIn(3)], api.url);
      expect([set.code, set.stderr]).toEqual([0, expect.stringContaining(`00000001: interested (new to the tracker); your deadline `)]);
      expect(set.stderr).toMatch(/your deadline \d+ \w+ \d{4} \(in 3 days\)\n/);
      const tomorrow = await run(['track', uuid(4).slice(0, 8), '--deadline', 'tomorrow'], api.url);
      expect(tomorrow.code).toBe(0);
      // Tracking saves, as with --status.
      expect(ids((await run(['jobs', 'saved', '--json'], api.url)).stdout)).toEqual([uuid(1), uuid(4)]);

      const board = stripAnsi((await run(['track'], api.url, { tty: true, columns: 120 })).stdout);
      // The soonest date first within a status (tracked second, due first), as the workspace's Tracker tab.
      expect(board).toMatch(
        /INTERESTED \(2\)\n {2}00000004 {2}Site Engineer · Meghnova +0 days · deadline tomorrow \(yours\)\n {2}00000001 {2}Graduate Engineer Trainee · Zenvara Cloud +0 days · deadline in 3 days \(yours\)\n/,
      );
      const rows = JSON.parse((await run(['track', '--json'], api.url)).stdout) as Record<string, unknown>[];
      expect(rows.map((r) => [r.id, r.deadline, r.deadline_from])).toEqual([
        [uuid(1), dayIn(3), 'you'],
        [uuid(4), dayIn(1), 'you'],
      ]);

      // The listing's deadline is 20 days away; yours is in 3: due this week.
      const due = await run(['track', '--due', '7d', '--json'], api.url);
      expect((JSON.parse(due.stdout) as Record<string, unknown>[]).map((d) => [d.id, d.deadline, d.days_left, d.deadline_from])).toEqual([
        [uuid(4), dayIn(1), 1, 'you'],
        [uuid(1), dayIn(3), 3, 'you'],
      ]);
      const dueTty = stripAnsi((await run(['track', '--due', '7d'], api.url, { tty: true })).stdout).split('\n');
      expect(dueTty[0]).toMatch(/^00000004 {2}tomorrow {6}interested {2}Apply by \(yours\): Site Engineer · Meghnova$/);
      expect(dueTty[1]).toMatch(/^00000001 {2}in 3 days {5}interested {2}Apply by \(yours\): Graduate Engineer Trainee · Zenvara Cloud$/);

      const ics = await run(['track', '--ics'], api.url);
      const events = calendarEvents(ics.stdout);
      expect(events.map((e) => [e.uid, e.summary, e.startDate.toString()])).toEqual([
        [`deadline-${uuid(4)}@fresher`, 'Apply by: Site Engineer (Meghnova)', dayIn(1)],
        [`deadline-${uuid(1)}@fresher`, 'Apply by: Graduate Engineer Trainee (Zenvara Cloud)', dayIn(3)],
      ]);
      expect(events[0]?.description).toContain('Your own deadline');

      // "none" clears it: the listing's deadline is back.
      expect((await run(['track', '00000001', '--deadline', 'none'], api.url)).stderr).toContain('00000001: your deadline cleared');
      const back = JSON.parse((await run(['track', '--json'], api.url)).stdout) as Record<string, unknown>[];
      expect(back.map((r) => [r.deadline, r.deadline_from])).toEqual([
        [dayIn(20), 'listing'],
        [dayIn(1), 'you'],
      ]);
    } finally {
      await api.close();
    }
  }, 60_000);

  it('a deadline the API takes away is gone from the board, --due and --ics, and from what is kept for when it cannot be asked', async () => {
    home = tempHome();
    const jobs = [job(2, dayIn(2), { title: 'Credit Analyst', company: 'Konkan Stack' }), job(3, dayIn(4), { title: 'Data Analyst', company: 'Indus Quanta' })];
    const api = await startListingsApi({ jobs });
    const deadlines = async (): Promise<unknown[][]> =>
      (JSON.parse((await run(['track', '--json'], api.url)).stdout) as Record<string, unknown>[]).map((r) => [r.id, r.deadline, r.deadline_from, r.listing]);
    try {
      expect((await run(['track', uuid(2).slice(0, 8), uuid(3).slice(0, 8), '--status', 'interested'], api.url)).code).toBe(0);
      expect(await deadlines()).toEqual([
        [uuid(2), dayIn(2), 'listing', 'open'],
        [uuid(3), dayIn(4), 'listing', 'open'],
      ]);
      // The API no longer gives the Credit Analyst a deadline; only the board is run while it can be asked.
      (jobs[0] as Record<string, unknown>).deadline = null;
      expect(await deadlines()).toEqual([
        [uuid(2), null, null, 'open'],
        [uuid(3), dayIn(4), 'listing', 'open'],
      ]);
      // Neither the tracker nor the saved list (tracking saves) keeps it.
      for (const file of ['tracker.json', 'saved.json']) expect(readFileSync(join(home.dir, 'state', 'fresher', file), 'utf8')).not.toContain(dayIn(2));
    } finally {
      await api.close();
    }
    // The API cannot be asked now: as last seen, which no longer holds the deadline taken away.
    expect(await deadlines()).toEqual([
      [uuid(2), null, null, 'unchecked'],
      [uuid(3), dayIn(4), 'listing', 'unchecked'],
    ]);
    const due = JSON.parse((await run(['track', '--due', '30d', '--json'], api.url)).stdout) as Record<string, unknown>[];
    expect(due.map((d) => d.id)).toEqual([uuid(3)]);
    expect(calendarEvents((await run(['track', '--ics'], api.url)).stdout).map((e) => e.uid)).toEqual([`deadline-${uuid(3)}@fresher`]);
  }, 60_000);

  it('--next with a note: the interview on the board, in --due and in the calendar; what is due follows the status', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: listings });
    try {
      expect((await run(['track', uuid(2), uuid(3), '--status', 'interested'], api.url)).code).toBe(0);
      const next = await run(['track', uuid(2).slice(0, 8), '--status', 'interview', '--next', dayIn(6), '--note', 'HR call'], api.url);
      expect([next.code, next.stderr]).toEqual([0, expect.stringMatching(/00000002: interview; next \d+ \w+ \d{4} \(in 6 days\): HR call\n/)]);
      // Applied: the listing's deadline no longer says "Apply by".
      expect((await run(['track', uuid(3), '--status', 'applied'], api.url)).code).toBe(0);
      expect((await run(['track', uuid(4), '--status', 'rejected', '--next', dayIn(1)], api.url)).code).toBe(0);

      for (const columns of [60, 120]) {
        const board = stripAnsi((await run(['track'], api.url, { tty: true, columns })).stdout);
        for (const line of board.split('\n')) expect(displayWidth(line), line).toBeLessThanOrEqual(columns);
        expect(board.replace(/\n {12}/g, ' · ')).toMatch(
          /00000002 {2}Credit Analyst · Konkan Stack\s.*0 days · closes in 2 days · interview in 6 days \(HR call\)/,
        );
        expect(board.replace(/\n {12}/g, ' · ')).toMatch(/00000003 {2}Data Analyst · Indus\S*\s.*0 days · closes in 4 days/);
        // Rejected: nothing is due.
        expect(board.replace(/\n {12}/g, ' · ')).toMatch(/REJECTED \(1\)\n {2}00000004 {2}Site Engineer · Meghnova( +| · )0 days\n/);
      }
      const history = JSON.parse((await run(['track', '--json'], api.url)).stdout) as Record<string, unknown>[];
      expect(history.filter((r) => r.current).map((r) => [r.id, r.status, r.note, r.next, r.next_note])).toEqual([
        [uuid(2), 'interview', 'HR call', dayIn(6), 'HR call'],
        [uuid(3), 'applied', null, null, null],
        [uuid(4), 'rejected', null, dayIn(1), null],
      ]);

      const due = await run(['track', '--due', '7d', '--csv'], api.url);
      expect(due.stdout.split(/\r?\n/)[0]).toBe('id,kind,title,company,deadline,days_left,status,deadline_from,next,next_days,next_note');
      const dueRows = JSON.parse((await run(['track', '--due', '7d', '--json'], api.url)).stdout) as Record<string, unknown>[];
      expect(dueRows.map((d) => [d.id, d.deadline, d.deadline_from, d.next, d.next_days, d.next_note, d.status])).toEqual([
        [uuid(2), dayIn(2), 'listing', dayIn(6), 6, 'HR call', 'interview'],
        [uuid(3), dayIn(4), 'listing', null, null, null, 'applied'],
      ]);
      const lines = stripAnsi((await run(['track', '--due', '7d'], api.url, { tty: true })).stdout)
        .trimEnd()
        .split('\n');
      expect(lines).toEqual([
        expect.stringMatching(/^00000002 {2}in 2 days {5}interview {3}Applications close: Credit Analyst · Konkan Stack$/),
        expect.stringMatching(/^00000003 {2}in 4 days {5}applied {5}Applications close: Data Analyst · Indus Quanta$/),
        expect.stringMatching(/^00000002 {2}in 6 days {5}interview {3}Interview \(HR call\): Credit Analyst · Konkan Stack$/),
      ]);

      const file = join(home.dir, 'dates.ics');
      const written = await run(['track', '--ics', '-o', file], api.url);
      expect([written.code, written.stderr]).toEqual([0, expect.stringContaining('3 dates')]);
      const events = calendarEvents(readFileSync(file, 'utf8'));
      expect(events.map((e) => [e.uid, e.summary, e.startDate.toString()])).toEqual([
        [`deadline-${uuid(2)}@fresher`, 'Applications close: Credit Analyst (Konkan Stack)', dayIn(2)],
        [`next-${uuid(2)}@fresher`, 'Interview: Credit Analyst (Konkan Stack) · HR call', dayIn(6)],
        [`deadline-${uuid(3)}@fresher`, 'Applications close: Data Analyst (Indus Quanta)', dayIn(4)],
      ]);
      expect(readFileSync(file, 'utf8')).not.toContain('Apply by');

      const show = stripAnsi((await run(['track', 'show', '00000002'], api.url, { tty: true })).stdout);
      expect(show).toMatch(/Your dates\n {2}next {7}\d+ \w+ \d{4} \(in 6 days\) {2}HR call\n/);
    } finally {
      await api.close();
    }
  }, 60_000);

  it('bad dates and misplaced flags: one line, exit 2, nothing recorded', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: listings });
    try {
      const cases: [string[], string][] = [
        [
          ['track', uuid(1), '--deadline', '2026-02-30'],
          '--deadline "2026-02-30" is not a date or day; use a date like 2026-12-02 or today, tomorrow, friday, next friday, next week, next month, in 3 days; or none to clear it',
        ],
        [
          ['track', uuid(1), '--next', 'in a while'],
          '--next "in a while" is not a date or day; use a date like 2026-12-02 or today, tomorrow, friday, next friday, next week, next month, in 3 days; or none to clear it',
        ],
        [['track', uuid(1), '--deadline', '12/05/2026'], '--deadline "12/05/2026" is not a date'],
        [['track', '--deadline', dayIn(3)], '--deadline goes with ids: fresher track ID'],
        [['track', '--next', dayIn(3), '--note', 'x'], '--note and --next go with ids'],
        [['track', uuid(1), '--on', dayIn(0), '--deadline', dayIn(3)], '--on dates a status change: give --status with it'],
        [['track', uuid(1), '--note', 'x', '--deadline', dayIn(3)], '--note goes with --status or --next'],
        [
          ['track', uuid(1)],
          'give the status to record: --status interested|applied|test|interview|offer|rejected|withdrawn (or a date: --deadline DATE, --next DATE)',
        ],
      ];
      for (const [args, message] of cases) {
        const r = await run(args, api.url);
        expect([r.code, r.stdout], args.join(' ')).toEqual([2, '']);
        expect(r.stderr.trimEnd().split('\n'), args.join(' ')).toEqual([expect.stringContaining(`fresher: error: ${message}`)]);
      }
      expect(() => readFileSync(stateFile())).toThrow();
      // A date that has passed is kept, with a warning (a typo of the year shows at once).
      const past = await run(['track', uuid(1), '--deadline', dayIn(-400)], api.url);
      expect([past.code, past.stderr]).toEqual([0, expect.stringContaining(`warning: --deadline ${dayIn(-400)} has passed (13 months ago); kept as given`)]);
    } finally {
      await api.close();
    }
  }, 60_000);

  it('a tracker file written before these dates is read and changed without losing anything, other APIs included', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: listings });
    try {
      const history = [{ status: 'applied', at: '2026-11-01T10:00:00.000Z', note: 'referral' }];
      const old = {
        version: 2,
        apis: {
          [api.url]: { entries: [{ id: uuid(1), kind: 'job', title: 'Graduate Engineer Trainee', company: 'Zenvara Cloud', deadline: dayIn(20), history }] },
          'https://api.example.com': { entries: [{ id: uuid(9), kind: 'internship', title: 'Elsewhere', history }] },
        },
      };
      mkdirSync(join(home.dir, 'state', 'fresher'), { recursive: true });
      writeFileSync(stateFile(), JSON.stringify(old));
      expect((await run(['track', uuid(1).slice(0, 8), '--next', dayIn(2)], api.url)).code).toBe(0);
      const after = JSON.parse(readFileSync(stateFile(), 'utf8'));
      expect(after).toEqual({
        version: 2,
        apis: {
          [api.url]: { entries: [{ ...old.apis[api.url]!.entries[0], next: { on: dayIn(2) } }] },
          'https://api.example.com': old.apis['https://api.example.com'],
        },
      });
      // A later status change keeps your dates.
      expect((await run(['track', uuid(1).slice(0, 8), '--status', 'interview', '--deadline', dayIn(1)], api.url)).code).toBe(0);
      expect((await run(['track', uuid(1).slice(0, 8), '--status', 'offer'], api.url)).code).toBe(0);
      const entry = JSON.parse(readFileSync(stateFile(), 'utf8')).apis[api.url].entries[0];
      expect([entry.userDeadline, entry.next, entry.history.map((h: { status: string }) => h.status)]).toEqual([
        dayIn(1),
        { on: dayIn(2) },
        ['applied', 'interview', 'offer'],
      ]);
    } finally {
      await api.close();
    }
  });
});

/** The calendar's events, read back by ical.js (RFC 5545). */
describe('the board words passed dates as passed', () => {
  it('"closed 3 days ago" for an application closed, "in 8 years" for a far day', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: [job(1, dayIn(-3), { title: 'Credit Analyst' })] });
    try {
      expect((await run(['track', uuid(1).slice(0, 8), '--status', 'applied', '--next', '2034-12-31'], api.url)).code).toBe(0);
      const board = stripAnsi((await run(['track'], api.url, { tty: true, columns: 160 })).stdout);
      expect(board).toMatch(/closed 3 days ago/);
      expect(board).not.toMatch(/closes 3 days ago/);
      expect(board).toMatch(/follow up in [89] years/);
    } finally {
      await api.close();
    }
  });
});

describe('-o x.ics', () => {
  it('is a calendar where --ics is (track, events), refused elsewhere; --ics with another format named is exit 2', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: [job(1, dayIn(6), { title: 'Credit Analyst' })], events: [] });
    try {
      expect((await run(['track', uuid(1).slice(0, 8), '--status', 'interested'], api.url)).code).toBe(0);
      const file = join(home.dir, 'deadlines.ics');
      const wrote = await run(['track', '-o', file], api.url);
      expect([wrote.code, wrote.stderr]).toEqual([0, expect.stringContaining(`wrote ${file}`)]);
      expect(calendarEvents(readFileSync(file, 'utf8')).map((e) => [e.uid, e.startDate.toString()])).toEqual([[`deadline-${uuid(1)}@fresher`, dayIn(6)]]);
      const events = join(home.dir, 'events.ics');
      expect((await runCli(['events', '-o', events, '--api-url', sandbox().url], { env: home.env })).code).toBe(0);
      expect(readFileSync(events, 'utf8')).toMatch(/^BEGIN:VCALENDAR\r\n/);

      const other = join(home.dir, 'jobs.ics');
      const refused = await run(['jobs', 'list', '-o', other], api.url);
      expect([refused.code, refused.stdout]).toEqual([2, '']);
      expect(refused.stderr).toContain(`-o ${other}: a calendar (.ics) is written by fresher track --ics and fresher events --ics`);
      expect(existsSync(other)).toBe(false);
      for (const named of [['--json'], ['--format', 'xlsx', '-o', join(home.dir, 'z.xlsx')], ['--csv']]) {
        const r = await run(['track', '--ics', ...named], api.url);
        expect([r.code, r.stdout, r.stderr.split('\n').length]).toEqual([2, '', 2]);
        expect(r.stderr).toContain('--ics writes a calendar; it takes no');
      }
      expect(existsSync(join(home.dir, 'z.xlsx'))).toBe(false);
      // A calendar in a file named for another format would be read as that format.
      const csv = await run(['track', '--ics', '-o', join(home.dir, 'x.csv')], api.url);
      expect([csv.code, csv.stderr]).toEqual([2, expect.stringContaining('--ics writes a calendar: name the file .ics')]);
      expect(existsSync(join(home.dir, 'x.csv'))).toBe(false);
      // A format named with -o x.ics is what is written: the extension only chooses when nothing else does.
      expect((await run(['track', '--json', '-o', file], api.url)).code).toBe(0);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(expect.any(Array));
    } finally {
      await api.close();
    }
  }, 60_000);
});

function calendarEvents(text: string): ICAL.Event[] {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('tracked listings in tables', () => {
  const titles: [string, string, string | null][] = [
    ['Graduate Engineer Trainee', 'Vayunet Labs', '₹9.5–12.5 LPA (est.)'],
    ['Associate Product Manager', 'Indus Quanta Digital', '₹15–19 LPA (est.)'],
    ['Data Analyst', 'Chakrava Consulting', '₹4.5-5.5 LPA'],
    ['Site Reliability Engineer I', 'Falakor Digital', null],
    ['Sales Associate', 'Ishvani Logistics', '₹4.5–5.5 LPA (est.)'],
  ];
  const jobs = titles.map(([title, company, pay], i) =>
    job(i + 1, null, { title, company, ctc_amount: pay, work_type: 'Hybrid', posted_at: new Date(Date.now() - i * 3_600_000).toISOString() }),
  );

  it('wear a mark after the id that costs no column: the same table at 60 and 120 columns, PAY whole; piped, CSV and JSON unchanged', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs });
    try {
      const args = ['jobs', 'list'];
      const tables = async (): Promise<string[]> =>
        Promise.all([60, 120].map(async (columns) => stripAnsi((await run(args, api.url, { tty: true, columns })).stdout)));
      // Piped: in this process (the same code, without starting Node each time).
      const machine = async (): Promise<string[]> =>
        Promise.all(
          [[], ['--csv'], ['--json'], ['--format', 'ndjson']].map(
            async (f) => (await runInProcess([...args, ...f, '--api-url', api.url], { env: { ...home.env, TZ } })).stdout,
          ),
        );
      const before = await tables();
      const piped = await machine();
      expect(before[0]?.split('\n')[0]).toMatch(/^ID {8}TITLE +COMPANY +LOCATION +PAY LPA$/);
      expect(before[1]?.split('\n')[0]).toMatch(/^ID {8}TITLE +COMPANY +LOCATION +MODE +PAY LPA +POSTED$/);
      expect(before[1]).toContain('~9.5–12.5');
      expect((await run(['track', uuid(1), '--status', 'applied'], api.url)).code).toBe(0);
      expect((await run(['track', uuid(3), '--status', 'interested'], api.url)).code).toBe(0);

      const after = await tables();
      for (const [i, columns] of [60, 120].entries()) {
        for (const line of (after[i] as string).split('\n')) expect(displayWidth(line), line).toBeLessThanOrEqual(columns);
        // No TRACKED column: every cell where it was; only the gap after two ids has changed.
        expect(after[i], `${columns} columns`).toBe((before[i] as string).replace(/^00000001 {2}/m, '00000001✓ ').replace(/^00000003 {2}/m, '00000003☆ '));
      }
      expect(after[1]).toMatch(/^00000001✓ Graduate Engineer Trainee .* ~9\.5–12\.5 /m);
      const legend = await run(args, api.url, { tty: true, columns: 60 });
      expect(legend.stderr).toContain('fresher: marks after ids: ☆ interested (1) · ✓ applied (1)\n');
      // Data for scripts is the API's, as before: the tracker's state is in `fresher track --json`.
      expect(await machine()).toEqual(piped);
      expect((await run(args, api.url)).stderr).not.toContain('marks after ids');
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe.skipIf(!hasTmux)('the picker tracks with a key', () => {
  let session: TmuxSession | undefined;
  // The terminal's processes end (a CLI still writing its code cache on SIGHUP) before the home goes (the outer afterEach).
  afterEach(async () => {
    await session?.stop();
    session = undefined;
  });

  it('60x20: t chooses a status for the highlighted or marked listings; the list wears it; --sort deadline holds', async () => {
    home = tempHome();
    const script = join(home.dir, 'run.sh');
    writeFileSync(script, `"${process.execPath}" "${BIN}" jobs pick --api-url ${sandbox().url} --location Pune --sort deadline; echo EXIT=$?\nsleep 60\n`);
    session = new TmuxSession(`sh ${script}`, { ...home.env, TZ, PATH: process.env.PATH ?? '', TERM: 'xterm-256color' }, 60, 20);
    const t = session;
    const today = dayIn(0);
    const pune = sandbox()
      .corpus.jobs.filter((j) => j.is_active !== false && j.location === 'Pune, India' && typeof j.deadline === 'string' && j.deadline >= today)
      .sort((a, b) => String(a.deadline).localeCompare(String(b.deadline)));
    const [a, b, c] = pune as [Job, Job, Job];
    // The soonest upcoming deadline first, as in list.
    await t.waitFor(new RegExp(`› ${a.id.slice(0, 8)} `));
    expect(t.visible()).toMatch(/s save · t track/);

    t.type('t');
    let screen = await t.waitFor(/1-7 choose/, 10_000, true);
    expect(screen).toContain(`Track: ${a.title}`.slice(0, 60));
    expect(screen).toMatch(/› 1 interested\n {2}2 applied\n {2}3 test\n {2}4 interview\n {2}5 offer\n {2}6 rejected\n {2}7 withdrawn\n/);
    for (const line of screen.split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(60);
    t.keys('Down', 'Enter');
    screen = await t.waitFor(new RegExp(`${a.id.slice(0, 8)}: applied; see the board`), 10_000, true);
    expect(screen).toMatch(new RegExp(`› ${a.id.slice(0, 8)} {2}\\[applied\\] `));

    // Two marked listings at once, by the status's number.
    t.keys('Down', 'Space', 'Space');
    await t.waitFor(new RegExp(`●${c.id.slice(0, 8)}`), 10_000, true);
    t.type('t');
    await t.waitFor(/Track: 2 jobs marked/, 10_000, true);
    t.type('4');
    screen = await t.waitFor(/2 jobs: interview; see the board/, 10_000, true);
    expect(screen).toMatch(new RegExp(`${b.id.slice(0, 8)} {2}\\[interview\\] `));
    expect(screen).toMatch(new RegExp(`${c.id.slice(0, 8)} {2}\\[interview\\] `));

    // From an opened listing too; Esc goes back without recording; the status now is said.
    t.keys('Up', 'Enter');
    // The list's keys say "t track" too: the opened listing's own keys show it opened.
    await t.waitFor(/↑↓ scroll/, 10_000, true);
    t.type('t');
    screen = await t.waitFor(/1-7 choose/, 10_000, true);
    expect(screen).toMatch(/› 4 interview {3}\(now\)/);
    t.keys('Escape');
    await t.waitFor(/↑↓ scroll/, 10_000, true);
    t.keys('Escape');
    await t.waitFor(/Enter open/, 10_000, true);
    t.type('q');
    await t.waitFor(/EXIT=0/);

    const rows = JSON.parse((await run(['track', '--json'], sandbox().url)).stdout) as { id: string; status: string; current: boolean }[];
    expect(rows.map((r) => [r.id, r.status, r.current])).toEqual([
      [a.id, 'applied', true],
      [b.id, 'interview', true],
      [c.id, 'interview', true],
    ]);
    // Tracking saves, as on the command line.
    expect(ids((await run(['jobs', 'saved', '--json'], sandbox().url)).stdout).sort()).toEqual([a.id, b.id, c.id].sort());
  }, 60_000);
});
