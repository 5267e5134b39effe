/**
 * Issue 18, sections 4 and 5: work on API text is bounded (the "applied before" badge, the tracker
 * board at any terminal width), and dates from the API are checked before they become calendars or
 * counts (impossible days left out with a warning, typed days kept in every zone, event lengths and order).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_COLUMNS, displayWidth } from '../../src/render/width.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { IMPOSSIBLE_DATES, LAST_DAY, startListingsApi } from '../helpers/hostile-api.js';

let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const uuid = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
const job = (n: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ id: uuid(n), title: `Role ${n}`, company: 'Acme', ...extra });
const run = (args: string[], url: string, options: { env?: Record<string, string>; tty?: boolean; columns?: number } = {}) =>
  runCli([...args, '--api-url', url], { env: { ...home.env, ...options.env }, tty: options.tty === true, columns: options.columns ?? 120, timeoutMs: 20_000 });

/** YYYYMMDD (optionally with a time) naming a day the Gregorian calendar has, with a 4-digit year. */
function realDay(value: string): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})(T\d{6})?$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  return y >= 1 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** Every DTSTART/DTEND line of a calendar is a real day, and ical.js reads it back unchanged. */
function checkCalendar(text: string): ICAL.Event[] {
  const unfolded = text.replace(/\r\n /g, '');
  const values = [...unfolded.matchAll(/^(DTSTART|DTEND)[^:\r\n]*:(.*)$/gm)].map((m) => m[2] as string);
  for (const v of values) expect(realDay(v), v).toBe(true);
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  for (const e of events) {
    const written = (/^DTSTART[^:]*:(\d{8})/m.exec(unfolded.slice(unfolded.indexOf(`UID:${e.uid}`))) ?? [])[1];
    expect(e.startDate.toString().slice(0, 10).replace(/-/g, ''), e.uid).toBe(written);
  }
  return events;
}

describe('the "applied before" badge is bounded', () => {
  it('a table of listings with 60,000-character titles from a company applied to renders at once', async () => {
    home = tempHome();
    const long = `Graduate Engineer Trainee ${'lorem ipsum dolor '.repeat(3400)}`;
    expect(long.length).toBeGreaterThan(60_000);
    const jobs = [
      job(1, { title: long }),
      ...[2, 3, 4, 5, 6, 7, 8].map((n) => job(n, { title: `${long}${'x'.repeat(n)}` })),
      job(9, { title: 'Office Manager' }),
    ];
    const api = await startListingsApi({ jobs });
    try {
      expect((await run(['track', uuid(1), '--status', 'applied'], api.url)).code).toBe(0);
      // Unbounded, each row cost about a minute of CPU: the run would be killed at 20 s.
      const table = await run(['jobs', 'list'], api.url, { tty: true, columns: 200 });
      expect([table.code, table.signal, table.stderr]).toEqual([0, null, expect.any(String)]);
      const lines = stripAnsi(table.stdout).split('\n');
      expect(lines.filter((l) => /^\S{8}↺/.test(l))).toHaveLength(7);
      expect(lines.find((l) => l.includes('Office Manager'))).toMatch(/^\S{8} {2}Office Manager/);
      expect(table.stderr).toContain('↺ applied before (7)');
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe('the tracker board at any terminal width', () => {
  it(`COLUMNS=200000 is laid out as at most ${MAX_COLUMNS} columns, with no trailing spaces, at once`, async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: [1, 2, 3].map((n) => job(n, { deadline: '2026-12-20' })) });
    try {
      expect((await run(['track', uuid(1), uuid(2), uuid(3), '--status', 'applied'], api.url)).code).toBe(0);
      for (const columns of ['200000', '60000']) {
        const board = await run(['track'], api.url, { tty: true, env: { COLUMNS: columns } });
        expect([board.code, board.signal], columns).toEqual([0, null]);
        const lines = stripAnsi(board.stdout).split('\n');
        expect(
          lines.filter((l) => l.includes('Role ')),
          columns,
        ).toHaveLength(3);
        for (const line of lines) {
          expect(displayWidth(line), columns).toBeLessThanOrEqual(MAX_COLUMNS);
          expect(line, columns).not.toMatch(/ $/);
        }
      }
    } finally {
      await api.close();
    }
  }, 60_000);
});

describe('dates from the API', () => {
  it('impossible deadlines are shown as sent, left out of --due and --ics with one warning each; 9999-12-31 is a real day', async () => {
    home = tempHome();
    const dates = [...IMPOSSIBLE_DATES, LAST_DAY, '2026-12-20'];
    const jobs = dates.map((deadline, i) => job(i + 1, { title: `Role ${deadline}`, deadline }));
    const api = await startListingsApi({ jobs });
    try {
      expect((await run(['track', ...jobs.map((j) => String(j.id)), '--status', 'applied'], api.url)).code).toBe(0);
      const file = join(home.dir, 'deadlines.ics');
      const ics = await run(['track', '--ics', '-o', file], api.url);
      expect([ics.code, ics.stderr]).toEqual([0, expect.not.stringContaining('unexpected failure')]);
      const events = checkCalendar(readFileSync(file, 'utf8'));
      expect(events.map((e) => e.uid).sort()).toEqual([uuid(6), uuid(7)].map((id) => `deadline-${id}@fresher`));
      const due = await run(['track', '--due', '4000000d', '--json'], api.url);
      expect(due.code).toBe(0);
      expect((JSON.parse(due.stdout) as { id: string; deadline: string }[]).map((d) => [d.id, d.deadline])).toEqual([
        [uuid(7), '2026-12-20'],
        [uuid(6), LAST_DAY],
      ]);
      for (const r of [ics, due]) {
        IMPOSSIBLE_DATES.forEach((d, i) => {
          const said = r.stderr.split('\n').filter((l) => l.includes(uuid(i + 1).slice(0, 8)));
          expect(said, `${d}: ${r.stderr}`).toEqual([expect.stringMatching(new RegExp(`^fresher: warning: .*Role ${d}.*deadline "${d}" is not a real date`))]);
        });
      }
      // As sent wherever it is shown.
      const board = stripAnsi((await run(['track'], api.url, { tty: true, columns: 150 })).stdout);
      expect(board).toContain('2027-02-30');
      // Sorted by deadline, those that name no day go last, with the undated, rather than into March.
      const sorted = JSON.parse((await run(['jobs', 'list', '--sort', 'deadline', '--json'], api.url)).stdout) as { deadline: string }[];
      expect(sorted.slice(0, 2).map((j) => j.deadline)).toEqual(['2026-12-20', LAST_DAY]);
      const detail = stripAnsi((await run(['jobs', 'get', uuid(3)], api.url, { tty: true })).stdout);
      expect(detail).toContain('2027-02-30');
      expect(detail).not.toMatch(/Mar 2027/);
    } finally {
      await api.close();
    }
  }, 90_000);

  it('events: an impossible date is shown as sent and left out of --ics with a warning naming the event', async () => {
    home = tempHome();
    const events = [
      { id: 'ev-ok', title: 'Morning workshop', event_date: '2026-12-05', event_time: '9:30 AM IST' },
      { id: 'ev-bad1', title: 'Thirteenth month fair', event_date: '2026-13-01', event_time: '10:00 AM IST' },
      { id: 'ev-bad2', title: 'Leap-less fair', event_date: '2027-02-30', event_time: null },
      { id: 'ev-last', title: 'Far future', event_date: LAST_DAY, event_time: null },
    ];
    const api = await startListingsApi({ events });
    try {
      const list = await run(['events', '--all', '--json'], api.url);
      expect((JSON.parse(list.stdout) as { event_date: string }[]).map((e) => e.event_date)).toEqual(['2026-12-05', '2026-13-01', '2027-02-30', LAST_DAY]);
      const r = await run(['events', '--all', '--ics'], api.url);
      expect([r.code, r.stderr]).toEqual([0, expect.not.stringContaining('unexpected failure')]);
      expect(checkCalendar(r.stdout).map((e) => e.uid)).toEqual(['ev-ok', 'ev-last'].map((id) => `event-${id}@fresher`));
      for (const [id, title, date] of [
        ['ev-bad1', 'Thirteenth month fair', '2026-13-01'],
        ['ev-bad2', 'Leap-less fair', '2027-02-30'],
      ]) {
        expect(
          r.stderr.split('\n').filter((l) => l.includes(title!)),
          r.stderr,
        ).toEqual([expect.stringMatching(new RegExp(`^fresher: warning: .*${id}.*date "${date}" is not a real date`))]);
      }
    } finally {
      await api.close();
    }
  }, 60_000);

  it('events: timed ones last an hour in the calendar (the API gives no end); events on the same day list in time order', async () => {
    home = tempHome();
    const events = [
      { id: 'ev-late', title: 'Evening talk', event_date: '2026-12-05', event_time: '6:00 PM IST' },
      { id: 'ev-allday', title: 'All-day drive', event_date: '2026-12-05', event_time: null },
      { id: 'ev-next', title: 'Next day', event_date: '2026-12-06', event_time: '8:00 AM IST' },
      { id: 'ev-early', title: 'Morning workshop', event_date: '2026-12-05', event_time: '9:30 AM IST' },
      { id: 'ev-noon', title: 'Lunch session', event_date: '2026-12-05', event_time: '12:00 PM' },
    ];
    const want = ['ev-early', 'ev-noon', 'ev-late', 'ev-allday', 'ev-next'];
    const api = await startListingsApi({ events });
    try {
      const list = await run(['events', '--all', '--json'], api.url);
      expect((JSON.parse(list.stdout) as { id: string }[]).map((e) => e.id)).toEqual(want);
      const table = stripAnsi((await run(['events', '--all'], api.url, { tty: true, columns: 150 })).stdout);
      const at = ['Morning workshop', 'Lunch session', 'Evening talk', 'All-day drive', 'Next day'].map((title) => table.indexOf(title));
      expect(
        at.every((i) => i >= 0),
        table,
      ).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      const r = await run(['events', '--all', '--ics'], api.url);
      expect(r.code).toBe(0);
      const cal = checkCalendar(r.stdout);
      expect(cal.map((e) => e.uid)).toEqual(want.map((id) => `event-${id}@fresher`));
      const timed = cal.filter((x) => !x.startDate.isDate);
      expect(timed).toHaveLength(4);
      for (const e of timed) expect(e.endDate.subtractDate(e.startDate).toSeconds(), e.summary).toBe(3600);
    } finally {
      await api.close();
    }
  }, 60_000);

  it('a day typed with --on is stored and shown as that day in every zone', async () => {
    home = tempHome();
    const api = await startListingsApi({ jobs: [job(1)] });
    try {
      const rec = await run(['track', uuid(1), '--status', 'applied', '--on', '2026-11-22'], api.url, { env: { TZ: 'Asia/Kolkata' } });
      expect(rec.code, rec.stderr).toBe(0);
      const stored = JSON.parse(readFileSync(join(home.dir, 'state', 'fresher', 'tracker.json'), 'utf8')) as {
        apis: Record<string, { entries: { history: { at: string }[] }[] }>;
      };
      expect(Object.values(stored.apis)[0]?.entries[0]?.history[0]?.at).toBe('2026-11-22');
      for (const TZ of ['Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        const show = stripAnsi((await run(['track', 'show', uuid(1).slice(0, 8)], api.url, { tty: true, env: { TZ } })).stdout);
        expect(show, TZ).toMatch(/applied +22 Nov 2026/);
        const json = JSON.parse((await run(['track', '--json'], api.url, { env: { TZ } })).stdout) as { at: string }[];
        expect(
          json.map((h) => h.at),
          TZ,
        ).toEqual(['2026-11-22']);
      }
    } finally {
      await api.close();
    }
  }, 90_000);
});
