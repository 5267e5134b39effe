/** Days as people type them (dates and words), in the user's time zone, with an injected clock. */
import { describe, expect, it } from 'vitest';
import { dayAt, dayStart, isoDay, parseDay, userZone, zonedInstant } from '../../src/refine/days.js';
import { parseSince, SINCE_FORMS } from '../../src/refine/since.js';

const iso = (text: string, now: string, zone: string | undefined): string | undefined => {
  const day = parseDay(text, Date.parse(now), zone);
  return day === undefined ? undefined : isoDay(day);
};
const since = (text: string, now: string, zone: string): string | undefined => {
  const t = parseSince(text, Date.parse(now), zone);
  return t === undefined ? undefined : new Date(t).toISOString();
};

describe('day words', () => {
  // Tuesday 24 Nov 2026, 11:12 in India.
  const tuesday = '2026-11-24T05:42:00Z';

  it('a day ahead (a deadline, a next step): a weekday is the coming one, with next WEEKDAY, next week, next month and in N days', () => {
    const ahead = (text: string, now = tuesday): string | undefined => {
      const day = parseDay(text, Date.parse(now), 'Asia/Kolkata', true);
      return day === undefined ? undefined : isoDay(day);
    };
    const table: [string, string | undefined][] = [
      ['fri', '2026-11-27'],
      ['friday', '2026-11-27'],
      ['tuesday', '2026-11-24'],
      ['next tuesday', '2026-12-01'],
      ['next fri', '2026-11-27'],
      ['monday', '2026-11-30'],
      ['next week', '2026-11-30'],
      ['next month', '2026-12-01'],
      ['in 3 days', '2026-11-27'],
      ['in 2 weeks', '2026-12-08'],
      ['tomorrow', '2026-11-25'],
      ['today', '2026-11-24'],
      // Words of the past still mean the past (a deadline entered late is kept, with a warning).
      ['yesterday', '2026-11-23'],
      ['last friday', '2026-11-20'],
      ['2026-12-02', '2026-12-02'],
      ['in a while', undefined],
    ];
    for (const [text, want] of table) expect(ahead(text), text).toBe(want);
    expect(ahead('next month', '2026-12-15T05:00:00Z')).toBe('2027-01-01');
    // Without `ahead`, "next" is not a word of the past.
    expect(iso('next friday', tuesday, 'Asia/Kolkata')).toBeUndefined();
    expect(iso('fri', tuesday, 'Asia/Kolkata')).toBe('2026-11-20');
  });

  it('today, yesterday, tomorrow, weeks, months, weekdays and N days ago', () => {
    const table: [string, string][] = [
      ['today', '2026-11-24'],
      ['yesterday', '2026-11-23'],
      ['tomorrow', '2026-11-25'],
      ['this week', '2026-11-23'],
      ['last week', '2026-11-16'],
      ['this month', '2026-11-01'],
      ['last month', '2026-10-01'],
      // A weekday: the latest one, today included; "last": the latest before today.
      ['monday', '2026-11-23'],
      ['last monday', '2026-11-23'],
      ['tuesday', '2026-11-24'],
      ['last tuesday', '2026-11-17'],
      ['sunday', '2026-11-22'],
      ['wednesday', '2026-11-18'],
      ['last wednesday', '2026-11-18'],
      ['3 days ago', '2026-11-21'],
      ['1 day ago', '2026-11-23'],
      ['2 weeks ago', '2026-11-10'],
      ['2026-02-28', '2026-02-28'],
    ];
    for (const [text, day] of table) expect(iso(text, tuesday, 'Asia/Kolkata'), text).toBe(day);
  });

  it('ignores case and extra spaces; takes the first three letters of a weekday or more', () => {
    expect(iso('  Last   MONDAY ', tuesday, 'Asia/Kolkata')).toBe('2026-11-23');
    expect(iso('This Week', tuesday, 'Asia/Kolkata')).toBe('2026-11-23');
    expect(iso('fri', tuesday, 'Asia/Kolkata')).toBe('2026-11-20');
    expect(iso('last thurs', tuesday, 'Asia/Kolkata')).toBe('2026-11-19');
  });

  it('refuses what it does not know', () => {
    for (const text of ['fortnight', 'last', 'next monday', 'mo', 'last year', '3 days', 'days ago', '2026-02-30', '', 'toString', '__proto__', 'constructor'])
      expect(iso(text, tuesday, 'Asia/Kolkata'), text).toBeUndefined();
  });

  it('the day is the one where the user is: a Monday in India is still Sunday in UTC (a week boundary)', () => {
    // 00:30 on Monday 23 Nov in India; 19:00 on Sunday 22 Nov in UTC.
    const now = '2026-11-22T19:00:00Z';
    expect(iso('today', now, 'Asia/Kolkata')).toBe('2026-11-23');
    expect(iso('today', now, 'UTC')).toBe('2026-11-22');
    expect(iso('this week', now, 'Asia/Kolkata')).toBe('2026-11-23');
    expect(iso('this week', now, 'UTC')).toBe('2026-11-16');
    expect(iso('last week', now, 'Asia/Kolkata')).toBe('2026-11-16');
    expect(iso('last monday', now, 'Asia/Kolkata')).toBe('2026-11-16');
    expect(iso('yesterday', now, 'Asia/Kolkata')).toBe('2026-11-22');
    // And across a year's end: New Year's Day 2027 is a Friday.
    expect(iso('this week', '2027-01-01T02:00:00Z', 'Asia/Kolkata')).toBe('2026-12-28');
    expect(iso('last month', '2027-01-01T02:00:00Z', 'Asia/Kolkata')).toBe('2026-12-01');
    expect(iso('last month', '2027-01-01T02:00:00Z', 'America/Los_Angeles')).toBe('2026-11-01');
  });

  it('a day starts at midnight in India (IST: +05:30 all year, no summer time)', () => {
    expect(since('today', tuesday, 'Asia/Kolkata')).toBe('2026-11-23T18:30:00.000Z');
    expect(since('this week', tuesday, 'Asia/Kolkata')).toBe('2026-11-22T18:30:00.000Z');
    // A date means the same midnight as the word for that day.
    expect(since('2026-11-24', tuesday, 'Asia/Kolkata')).toBe(since('today', tuesday, 'Asia/Kolkata'));
    expect(since('2026-06-15', tuesday, 'Asia/Kolkata')).toBe('2026-06-14T18:30:00.000Z');
  });

  it('in a zone with summer time, days start at the midnight of their own offset', () => {
    // New York leaves summer time at 2:00 on Sunday 1 Nov 2026: that day has 25 hours.
    const monday = '2026-11-02T12:00:00Z';
    expect(since('today', monday, 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
    expect(since('yesterday', monday, 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(since('last week', monday, 'America/New_York')).toBe('2026-10-26T04:00:00.000Z');
    // London starts summer time at 1:00 on Sunday 29 Mar 2026.
    expect(since('yesterday', '2026-03-30T12:00:00Z', 'Europe/London')).toBe('2026-03-29T00:00:00.000Z');
    expect(since('today', '2026-03-30T12:00:00Z', 'Europe/London')).toBe('2026-03-29T23:00:00.000Z');
    // Where midnight itself is skipped (Santiago, 6 Sep 2026), the day starts when the clocks jump.
    expect(new Date(dayStart(Date.UTC(2026, 8, 6), 'America/Santiago')).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    // A wall-clock time in a gap is the jump; one that comes twice is the first of the two.
    expect(new Date(zonedInstant(Date.UTC(2026, 2, 29, 1, 30), 'Europe/London')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(new Date(zonedInstant(Date.UTC(2026, 9, 25, 1, 30), 'Europe/London')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('a time without an offset is the wall clock where the user is; with one, that instant', () => {
    expect(since('2026-11-01 10:00', tuesday, 'Asia/Kolkata')).toBe('2026-11-01T04:30:00.000Z');
    expect(since('2026-11-01T10:00', tuesday, 'America/New_York')).toBe('2026-11-01T15:00:00.000Z');
    expect(since('2026-11-01T10:00:00+0530', tuesday, 'UTC')).toBe('2026-11-01T04:30:00.000Z');
    expect(since('2026-11-01T10:00Z', tuesday, 'Asia/Kolkata')).toBe('2026-11-01T10:00:00.000Z');
    for (const bad of ['2026-11-01T25:00', '2026-02-30T10:00', '2026-11-01T10:61']) expect(since(bad, tuesday, 'UTC'), bad).toBeUndefined();
  });

  it('the zone is TZ when it names one this runtime knows; otherwise the runtime decides', () => {
    expect(userZone({ TZ: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(userZone({ TZ: ':Europe/London' })).toBe('Europe/London');
    expect(userZone({ TZ: 'Not/AZone' })).toBeUndefined();
    expect(userZone({})).toBeUndefined();
    expect(isoDay(dayAt(Date.parse('2026-11-24T20:00:00Z'), 'Asia/Kolkata'))).toBe('2026-11-25');
  });

  it('the help and errors name the forms accepted', () => {
    expect(SINCE_FORMS).toBe(
      '3d, 12h, 2w, a date like 2026-11-01, or today, yesterday, tomorrow, this week, last week, this month, last month, monday, last monday, 3 days ago',
    );
  });
});
