/**
 * Events as issue 20 asked for them: --location/--city (checked like the listing filter, matched
 * locally, former names and places only events name too), --online, `events get ID` with prefixes as
 * for listings, time order within a day where the user is, a compact DATE column, and one zone rule
 * for events and listings. Piped and on a terminal, against a sandbox started here.
 */
import { describe, expect, it } from 'vitest';
import type { CareerEvent } from '../../src/contract/resources.js';
import { displayWidth } from '../../src/render/width.js';
import { runCli, stripAnsi } from '../helpers/cli.js';
import { startListingsApi } from '../helpers/hostile-api.js';
import { runInProcess } from '../helpers/in-process.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 42, jobs: 50, internships: 5, events: 40 });
const api = (): string[] => ['--api-url', sandbox().url];
const events = (): CareerEvent[] => sandbox().corpus.events;
const ids = (stdout: string): string[] => (JSON.parse(stdout) as CareerEvent[]).map((e) => e.id);
const inCity = (city: string): string[] =>
  events()
    .filter((e) => (e.location ?? '').split(',').some((p) => p.trim() === city))
    .map((e) => e.id);
/** The sandbox's order: by day, then time of day (all in IST), undated last. */
const sorted = (list: string[]): string[] => (JSON.parse(JSON.stringify(list)) as string[]).sort();

describe('events --location / --city', () => {
  it('keeps the events in a city of the vocabulary, by its name, its value or its former name; stderr says how many', async () => {
    const want = inCity('Bengaluru');
    expect(want.length).toBeGreaterThan(3);
    for (const value of ['Bengaluru', 'Bengaluru, India', 'bengaluru']) {
      const r = await runInProcess(['events', '--all', '--location', value, '--json', ...api()]);
      expect([r.code, sorted(ids(r.stdout))], value).toEqual([0, sorted(want)]);
      expect(r.stderr).toContain(`showing ${want.length} of 40 events (in Bengaluru)`);
    }
    const former = await runInProcess(['events', '--all', '--city', 'Bangalore', '--json', ...api()]);
    expect(sorted(ids(former.stdout))).toEqual(sorted(want));
    expect(former.stderr).toContain('fresher: --city "Bangalore": events in Bengaluru (matched by its former name)');
    const mysore = await runInProcess(['events', '--all', '--city', 'mysore', '--json', ...api()]);
    expect(ids(mysore.stdout)).toEqual(inCity('Mysuru'));
  });

  it('several cities: any of them; a place only an event names is a city too', async () => {
    const r = await runInProcess(['events', '--all', '--location', 'Hyderabad', '--city', 'Chandigarh', '--json', ...api()]);
    expect([r.code, sorted(ids(r.stdout))]).toEqual([0, sorted([...inCity('Hyderabad'), ...inCity('Chandigarh')])]);
    expect(r.stderr).toContain('(in Hyderabad or Chandigarh)');
  });

  it('a typo is exit 2 with the nearest city, before any output; a city without events is exit 0 and says so', async () => {
    const typo = await runInProcess(['events', '--location', 'Bengalru', ...api()]);
    expect([typo.code, typo.stdout]).toEqual([2, '']);
    expect(typo.stderr).toContain('fresher: error: --location "Bengalru" is not a city of the filter vocabulary or of any event. Did you mean "Bengaluru"?');
    const event = await runInProcess(['events', '--city', 'Chandigrh', ...api()]);
    expect(event.stderr).toContain('Did you mean "Chandigarh"?');
    const none = await runInProcess(['events', '--all', '--location', 'Delhi', '--json', ...api()]);
    expect([none.code, none.stdout]).toEqual([0, '[]\n']);
    expect(none.stderr).toContain('fresher: no events in Delhi (of 40 the API lists)');
  });

  it('on a terminal: the table of that city, without the parse error the issue met', async () => {
    const r = await runCli(['events', '--all', '--location', 'Bengaluru', ...api()], { tty: true, columns: 120 });
    expect(r.code, r.stderr).toBe(0);
    const rows = stripAnsi(r.stdout).trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(inCity('Bengaluru').length);
    expect(sorted(rows.map((row) => row.slice(0, 8)))).toEqual(sorted(inCity('Bengaluru').map((id) => id.slice(0, 8))));
    expect(r.stderr).not.toContain('unknown command');
    // WHERE names the city first, so a narrow column cut after the venue still shows it.
    const narrow = await runCli(['events', '--all', '--location', 'Bengaluru', ...api()], { tty: true, columns: 80 });
    const where = stripAnsi(narrow.stdout).split('\n')[0]?.indexOf('WHERE') ?? -1;
    expect(where).toBeGreaterThan(0);
    for (const row of stripAnsi(narrow.stdout).trimEnd().split('\n').slice(1)) expect(row.slice(where)).toMatch(/^(Bengaluru|Online)\b/);
  });

  it('--online keeps only events the API marks is_online', async () => {
    const r = await runInProcess(['events', '--all', '--online', '--json', ...api()]);
    const want = events().filter((e) => e.is_online === true);
    expect(sorted(ids(r.stdout))).toEqual(sorted(want.map((e) => e.id)));
    expect(r.stderr).toContain(`showing ${want.length} of 40 events (online)`);
  });
});

describe('events get', () => {
  it('a whole id, its short id, a 6-character prefix in any case: the event, an object in JSON', async () => {
    const e = events()[3] as CareerEvent;
    for (const typed of [e.id, e.id.slice(0, 8), e.id.slice(0, 6).toUpperCase()]) {
      const r = await runInProcess(['events', 'get', typed, '--json', ...api()]);
      expect([r.code, JSON.parse(r.stdout)], typed).toEqual([0, e]);
    }
    const two = await runInProcess(['events', 'get', (events()[0] as CareerEvent).id.slice(0, 8), e.id.slice(0, 8), '--json', ...api()]);
    expect(ids(two.stdout)).toEqual([(events()[0] as CareerEvent).id, e.id]);
  });

  it('on a terminal: a detail view, its date and time first, in the user zone', async () => {
    const e = events().find((x) => x.event_time === '6:00 PM IST' && x.company) as CareerEvent;
    const r = await runCli(['events', 'get', e.id.slice(0, 8), ...api()], { tty: true, columns: 100, env: { TZ: 'Asia/Kolkata' } });
    const lines = stripAnsi(r.stdout).split('\n');
    expect(lines[0]).toBe(e.title);
    expect(lines[1]).toMatch(/^Date\s+\w{3} \d{1,2} \w{3,4} \d{4} \((today|tomorrow|yesterday|in \d+ days|\d+ days ago|in \d+ months|\d+ months ago)\)$/);
    expect(lines[2]).toMatch(/^Time\s+6:00 PM IST$/);
    expect(lines[3]).toMatch(new RegExp(`^Location\\s+${e.location}$`));
    expect(stripAnsi(r.stdout)).toContain(e.id);
  });

  it('unknown, too short, ambiguous: exit 3, 2, 2 with one clear message; one of several missing is a warning', async () => {
    const missing = await runInProcess(['events', 'get', 'ffffffff', ...api()]);
    expect([missing.code, missing.stdout, missing.stderr.split('\n').at(-2)]).toEqual([
      3,
      '',
      'fresher: error: no event id starts with ffffffff (looked in the 40 events the API lists)',
    ]);
    const short = await runInProcess(['events', 'get', '40e9', ...api()]);
    expect([short.code, short.stderr.split('\n').at(-2)]).toEqual([
      2,
      'fresher: error: "40e9" is not an event id: give the id or at least its first 6 characters (the ID column shows 8)',
    ]);
    const some = await runInProcess(['events', 'get', (events()[1] as CareerEvent).id.slice(0, 8), 'ffffffff', '--json', ...api()]);
    // What was found is printed; the exit says an id was not (3), as jobs get's does.
    expect([some.code, ids(some.stdout)]).toEqual([3, [(events()[1] as CareerEvent).id]]);
    expect(some.stderr).toContain('fresher: warning: no event id starts with ffffffff');
    const twin = await startListingsApi({
      events: [
        { id: 'abcdef12-0000-4000-8000-000000000001', title: 'First \u001b[2J', event_date: '2026-12-05' },
        { id: 'abcdef34-0000-4000-8000-000000000002', title: 'Second', event_date: '2026-12-06' },
      ],
    });
    try {
      const r = await runInProcess(['events', 'get', 'abcdef', '--api-url', twin.url]);
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toContain('fresher: error: id prefix abcdef is ambiguous: 2 events start with it; type more of the id\n');
      expect(r.stderr).toContain('  abcdef12-0000-4000-8000-000000000001  2026-12-05  First \n  abcdef34-0000-4000-8000-000000000002  2026-12-06  Second\n');
    } finally {
      await twin.close();
    }
  });
});

describe('the events table', () => {
  it('at 120 columns: an ID column, a compact DATE, the zone with each time; JSON and CSV keep the API strings', async () => {
    const r = await runCli(['events', '--all', ...api()], { tty: true, columns: 120, env: { TZ: 'Asia/Kolkata' } });
    const lines = stripAnsi(r.stdout).trimEnd().split('\n');
    const header = lines[0] as string;
    expect(header).toMatch(/^ID {8}DATE {8}TIME {10}TITLE\s/);
    // DATE holds "Sun 29 Nov" or "today": at most 10 characters, where a relative date took 20 and more.
    const dateWidth = header.indexOf('TIME') - header.indexOf('DATE') - 2;
    expect(dateWidth).toBeLessThanOrEqual(10);
    // The width DATE gave up goes to the titles: 29 columns before, when the ID column took it.
    const titleWidth = header.indexOf('COMPANY') - header.indexOf('TITLE') - 2;
    expect(titleWidth).toBeGreaterThanOrEqual(30);
    const first = events()[0] as CareerEvent;
    const row = lines.find((l) => l.startsWith(first.id.slice(0, 8))) as string;
    expect(row.slice(10, 20).trim()).toMatch(/^(today|tomorrow|yesterday|\w{3} \d{1,2} \w{3,4}( \d{4})?)$/);
    for (const l of lines) expect(displayWidth(l)).toBeLessThanOrEqual(120);
    expect(lines.filter((l) => / (10:00|11:30) AM IST | (2:00|4:30|6:00) PM IST /.test(l)).length).toBeGreaterThan(20);
    const json = JSON.parse((await runInProcess(['events', '--all', '--json', ...api()])).stdout) as CareerEvent[];
    expect(json.find((e) => e.id === first.id)).toEqual(first);
    const csv = (await runInProcess(['events', '--all', '--csv', ...api()])).stdout;
    expect(csv).toContain(`${first.id},${first.event_date},${first.event_time ?? ''},`);
  });

  it('same-day events in time order where the user is, whatever zone each time names', async () => {
    const site = await startListingsApi({
      events: [
        { id: 'ev-6pm', title: 'Six PM', event_date: '2026-12-05', event_time: '6:00 PM IST' },
        { id: 'ev-utc', title: 'Six UTC', event_date: '2026-12-05', event_time: '6:00 AM UTC' },
        { id: 'ev-1130', title: 'Half past eleven', event_date: '2026-12-05', event_time: '11:00 AM IST' },
        { id: 'ev-430', title: 'Half past four', event_date: '2026-12-05', event_time: '4:30 PM' },
      ],
    });
    try {
      const want = ['ev-1130', 'ev-utc', 'ev-430', 'ev-6pm'];
      const json = await runInProcess(['events', '--all', '--json', '--api-url', site.url]);
      expect(ids(json.stdout)).toEqual(want);
      const table = await runCli(['events', '--all', '--api-url', site.url], { tty: true, columns: 100, env: { TZ: 'Asia/Kolkata' } });
      const times = stripAnsi(table.stdout)
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => (/\d{1,2}:\d{2} [AP]M IST/.exec(l) ?? [])[0]);
      expect(times).toEqual(['11:00 AM IST', '11:30 AM IST', '4:30 PM IST', '6:00 PM IST']);
    } finally {
      await site.close();
    }
  });
});

describe('one zone rule for listings and events', () => {
  it('a listing posted at and an event at: both in the user zone, in one form, TZ respected', async () => {
    const job = sandbox().corpus.jobs[2];
    const e = events().find((x) => x.event_time === '6:00 PM IST') as CareerEvent;
    for (const [tz, zone, eventTime] of [
      ['UTC', 'UTC', '12:30 PM UTC'],
      ['Asia/Kolkata', 'IST', '6:00 PM IST'],
    ] as const) {
      const listing = stripAnsi((await runCli(['jobs', 'get', job?.id ?? '', ...api()], { tty: true, columns: 100, env: { TZ: tz } })).stdout);
      expect(listing, tz).toMatch(new RegExp(`^Posted at\\s+\\d{1,2} \\w{3,4} \\d{4}, \\d{1,2}:\\d{2} [AP]M ${zone} \\(`, 'm'));
      const event = stripAnsi((await runCli(['events', 'get', e.id, ...api()], { tty: true, columns: 100, env: { TZ: tz } })).stdout);
      expect(event, tz).toMatch(new RegExp(`^Time\\s+${eventTime}$`, 'm'));
    }
  });
});

describe('events without a date', () => {
  it('are listed (last) from today on, since they may still come; the calendar counts them out; the note gives every reason', async () => {
    const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const event = (n: number, event_date: string | null, event_type = 'webinar') => ({
      id: `${String(n).padStart(8, '0')}-0000-4000-8000-00000000000${n}`,
      title: `Event ${n}`,
      event_type,
      event_date,
    });
    const api = await startListingsApi({ events: [event(1, day(-10)), event(2, null), event(3, day(5)), event(4, day(9), 'job_fair')] });
    try {
      const list = await runInProcess(['events', '--json', '--api-url', api.url]);
      expect(ids(list.stdout)).toEqual([event(3, null).id, event(4, null).id, event(2, null).id]);
      expect(list.stderr).toContain('showing 3 of 4 events (from today on; --all for past ones too)');
      const some = await runInProcess(['events', '--type', 'webinar', '--limit', '1', '--json', '--api-url', api.url]);
      expect(ids(some.stdout)).toEqual([event(3, null).id]);
      expect(some.stderr).toContain('showing 1 of 4 events (of type webinar, from today on, the first 1 of 2; --all for past ones too)');
      const ics = await runInProcess(['events', '--ics', '--api-url', api.url]);
      expect(ics.stderr).toContain('2 events in the calendar (1 without a date left out)');
    } finally {
      await api.close();
    }
  });
});

describe('events in a calendar', () => {
  it('a time range lasts as published; a time that cannot be placed keeps its words in the entry (all day)', async () => {
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const event = (n: number, event_time: string) => ({
      id: `${String(n).padStart(8, '0')}-0000-4000-8000-00000000000${n}`,
      title: `Event ${n}`,
      event_type: 'webinar',
      event_date: day,
      event_time,
    });
    const api = await startListingsApi({ events: [event(1, '10:00 AM - 1:00 PM IST'), event(2, '9 AM PST'), event(3, 'TBA')] });
    try {
      const ics = await runInProcess(['events', '--ics', '--api-url', api.url]);
      expect(ics.code, ics.stderr).toBe(0);
      const unfolded = ics.stdout.replace(/\r\n[ \t]/g, '');
      const entries = unfolded.split('BEGIN:VEVENT').slice(1);
      const of = (n: number) => entries.find((e) => e.includes(`SUMMARY:Event ${n}`)) ?? '';
      expect(of(1)).toContain(`DTSTART;TZID=Asia/Kolkata:${day.replace(/-/g, '')}T100000`);
      expect(of(1)).toContain('DURATION:PT180M');
      expect(of(2)).toContain(`DTSTART;VALUE=DATE:${day.replace(/-/g, '')}`);
      expect(of(2)).toContain('DESCRIPTION:Time: 9 AM PST');
      expect(of(3)).toContain('DESCRIPTION:Time: TBA');
    } finally {
      await api.close();
    }
  });
});
