/**
 * Property tests (issue 18, section 5) with a seeded generator over Y-M-D strings: calendarDate
 * accepts exactly the days the Gregorian calendar has (checked against an oracle that does not use
 * Date); every DTSTART/DTEND written is such a day, read back unchanged by ical.js; and through the
 * CLI, impossible dates are left out of calendars and due lists with one warning each.
 */
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { calendarDate, type CalendarDate } from '../../src/render/dates.js';
import { calendar, type IcsEvent } from '../../src/render/ics.js';
import { tempHome } from '../helpers/cli.js';
import { startListingsApi } from '../helpers/hostile-api.js';
import { runInProcess } from '../helpers/in-process.js';
import { createRng as rng, type Rng } from '../../src/sandbox/rng.js';

const leap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** The oracle: a Gregorian day with a year YYYY can write (0001-9999). */
function isRealDay(y: number, m: number, d: number): boolean {
  return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= (m === 2 && leap(y) ? 29 : (DAYS_IN[m - 1] as number));
}
const pad = (n: number, w: number): string => String(n).padStart(w, '0');

/** A Y-M-D string, often real, often just past a month's end, sometimes junk or with a time after it. */
function randomDate(r: Rng): { text: string; real: boolean } {
  const y = r.pick([r.int(1, 9999), r.int(2024, 2030), r.pick([1, 99, 100, 1900, 2000, 2024, 2100, 9999]), 0]);
  const m = r.next() < 0.9 ? r.int(1, 12) : r.pick([0, 13, 99]);
  const limit = m >= 1 && m <= 12 ? (m === 2 && leap(y) ? 29 : (DAYS_IN[m - 1] as number)) : 31;
  const d = r.next() < 0.6 ? r.int(1, limit) : r.pick([0, limit + 1, 29, 30, 31, 32, 99]);
  const base = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
  const kind = r.int(0, 9);
  if (kind === 0) return { text: `${base}T${pad(r.int(0, 23), 2)}:30:00+05:30`, real: isRealDay(y, m, d) };
  if (kind === 1) {
    // Unpadded, 5-digit years, trailing junk, words: only a YYYY-MM-DD start followed by nothing or a time can be a day.
    const text = r.pick([`${pad(y, 5)}-${pad(m, 2)}-${pad(d, 2)}`, `${base}x`, `${base}1`, `${y}-${m}-${d}`, 'soon', '', base.slice(0, 8)]);
    return { text, real: /^\d{4}-\d{2}-\d{2}$/.test(text) && isRealDay(y, m, d) };
  }
  return { text: base, real: isRealDay(y, m, d) };
}

/** DTSTART/DTEND values of a calendar, unfolded. */
const dateValues = (text: string): string[] => [...text.replace(/\r\n /g, '').matchAll(/^(?:DTSTART|DTEND)[^:\r\n]*:(.*)$/gm)].map((m) => m[1] as string);
const realValue = (v: string): boolean => {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T\d{6})?$/.exec(v);
  return m !== null && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
};

describe('calendarDate', () => {
  it('accepts exactly the real days, as written', () => {
    const r = rng(18_5);
    let real = 0;
    for (let n = 0; n < 20_000; n++) {
      const { text, real: want } = randomDate(r);
      const got = calendarDate(text);
      expect(got !== undefined, text).toBe(want);
      if (got) {
        real++;
        expect(got.iso, text).toBe(text.slice(0, 10));
        expect(new Date(got.ms).toISOString().slice(-14), text).toBe('T00:00:00.000Z');
      }
    }
    expect(real).toBeGreaterThan(5000);
    expect(real).toBeLessThan(17_000);
  });
});

describe('calendar()', () => {
  it('writes only real days for DTSTART and DTEND, which ical.js reads back unchanged; timed entries last an hour', () => {
    const r = rng(2027);
    for (let round = 0; round < 40; round++) {
      const events: IcsEvent[] = [];
      for (let n = 0; n < 50; n++) {
        const day = calendarDate(randomDate(r).text);
        if (!day) continue;
        const timed = r.next() < 0.5;
        events.push({ uid: `u${n}`, summary: 's', start: timed ? { day, time: `${pad(r.int(0, 23), 2)}${pad(r.int(0, 59), 2)}00` } : { day } });
      }
      const text = calendar('fuzz', events, Date.parse('2026-11-24T00:00:00Z'));
      for (const v of dateValues(text)) expect(realValue(v), v).toBe(true);
      const parsed = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(parsed.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
      parsed.forEach((e, i) => {
        const sent = events[i] as IcsEvent;
        const { year, month, day } = e.startDate;
        expect(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`, e.uid).toBe(sent.start.day.iso);
        expect(e.endDate.subtractDate(e.startDate).toSeconds(), e.uid).toBe('time' in sent.start ? 3600 : 86_400);
      });
    }
  });
});

describe('through the CLI', () => {
  const home = tempHome();
  afterAll(() => home.cleanup());

  it('events --ics and track --due/--ics: impossible dates left out with one warning each; the rest in the calendar', async () => {
    const r = rng(99_18);
    const dates = Array.from({ length: 150 }, () => randomDate(r)).filter((d) => d.text !== '');
    const events = dates.map((d, i) => ({ id: `ev-${i}`, title: `Event ${i}`, event_date: d.text, event_time: i % 2 ? '10:30 AM IST' : null }));
    const jobs = dates.map((d, i) => ({ id: `${pad(i, 8)}-0000-4000-8000-000000000000`, title: `Role ${i}`, company: 'Acme', deadline: d.text }));
    const api = await startListingsApi({ events, jobs });
    const cli = (args: string[]) => runInProcess([...args, '--api-url', api.url], { env: home.env });
    try {
      const ev = await cli(['events', '--all', '--ics']);
      expect(ev.code, ev.stderr).toBe(0);
      const warned = (stderr: string, name: (i: number) => string): number[] =>
        dates.flatMap((_, i) => (stderr.split('\n').some((l) => l.includes('is not a real date') && l.includes(name(i))) ? [i] : []));
      const impossible = dates.flatMap((d, i) => (d.real ? [] : [i]));
      expect(warned(ev.stderr, (i) => `"Event ${i}"`)).toEqual(impossible);
      expect(ev.stderr.split('\n').filter((l) => l.includes('is not a real date'))).toHaveLength(impossible.length);
      for (const v of dateValues(ev.stdout)) expect(realValue(v), v).toBe(true);
      const inCalendar = new ICAL.Component(ICAL.parse(ev.stdout)).getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
      expect(inCalendar.sort()).toEqual(dates.flatMap((d, i) => (d.real ? [`event-ev-${i}@fresher`] : [])).sort());

      expect((await cli(['track', ...jobs.map((j) => j.id), '--status', 'applied'])).code).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      const upcoming = dates.flatMap((d, i) => (d.real && (calendarDate(d.text) as CalendarDate).iso >= today ? [i] : []));
      for (const args of [
        ['track', '--ics'],
        ['track', '--due', '4000000d', '--json'],
      ]) {
        const out = await cli(args);
        expect(out.code, out.stderr).toBe(0);
        expect(
          warned(out.stderr, (i) => `"Role ${i}"`),
          args.join(' '),
        ).toEqual(impossible);
        if (args[1] === '--ics') {
          for (const v of dateValues(out.stdout)) expect(realValue(v), v).toBe(true);
          const uids = new ICAL.Component(ICAL.parse(out.stdout)).getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
          // Today's date where the tests run may differ from UTC's by a day: compare away from the edge.
          const far = (i: number): boolean => Math.abs(Date.parse((calendarDate(dates[i]?.text) as CalendarDate).iso) - Date.parse(today)) > 2 * 86_400_000;
          expect(uids.filter((u) => far(Number(u.slice(9, 17)))).sort()).toEqual(
            upcoming
              .filter(far)
              .map((i) => `deadline-${jobs[i]?.id}@fresher`)
              .sort(),
          );
        } else {
          const due = JSON.parse(out.stdout) as { deadline: string }[];
          for (const d of due) expect(calendarDate(d.deadline), d.deadline).toBeDefined();
        }
      }
    } finally {
      await api.close();
    }
  }, 60_000);
});
