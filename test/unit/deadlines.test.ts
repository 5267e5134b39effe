/** Deadlines as a person counts them (issue 20): sorting, typed days, what is due for a status. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deadlineOf, dueDates } from '../../src/listings/hunt.js';
import { deadlineCounts, refine } from '../../src/refine/refine.js';
import { isoDay, parseDay } from '../../src/refine/days.js';
import { daysUntil } from '../../src/render/dates.js';

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.TZ;
  process.env.TZ = 'Asia/Kolkata';
});
afterEach(() => {
  if (saved === undefined) delete process.env.TZ;
  else process.env.TZ = saved;
});
// 23 Nov 2026, 8:30 pm UTC: already 24 Nov in India.
const now = Date.parse('2026-11-23T20:30:00Z');

describe('sorting by deadline', () => {
  const records = [
    { id: 'a', deadline: '2026-11-23' },
    { id: 'b', deadline: '2026-12-01' },
    { id: 'c', deadline: null },
    { id: 'd', deadline: '2026-11-24' },
    { id: 'e', deadline: '2026-10-15' },
    { id: 'f', deadline: '2027-02-30' },
    { id: 'g', deadline: '2026-11-25T10:00:00+05:30' },
    { id: 'h', deadline: '2026-11-20' },
  ];
  const order = (o: Parameters<typeof refine>[1]): string[] => refine(records, o).records.map((r) => r.id);

  it('upcoming soonest first, where the user is (today counts), then passed most recent first, then none in the order given; --reverse', () => {
    expect(order({ sort: 'deadline', now })).toEqual(['d', 'g', 'b', 'a', 'h', 'e', 'c', 'f']);
    expect(deadlineCounts(records, now)).toEqual({ upcoming: 3, passed: 3, none: 2 });
    // In UTC it is still the 23rd: that deadline is today's, not yesterday's.
    process.env.TZ = 'UTC';
    expect(order({ sort: 'deadline', now })).toEqual(['a', 'd', 'g', 'b', 'h', 'e', 'c', 'f']);
    // --reverse is simply the latest first (as before); none still last.
    expect(order({ sort: 'deadline', now, reverse: true })).toEqual(['b', 'g', 'd', 'a', 'h', 'e', 'c', 'f']);
  });

  it('needs the clock: a caller that forgets it fails loudly, never sorts against the real time', () => {
    expect(() => order({ sort: 'deadline' })).toThrow(/needs RefineOptions.now/);
  });

  it('days until, where the user is', () => {
    expect(['2026-11-24', '2026-11-23', '2026-12-24', 'soon', undefined].map((v) => daysUntil(v, now))).toEqual([0, -1, 30, undefined, undefined]);
  });
});

describe('a day as typed', () => {
  /** What --deadline, --next and --on keep: the day as YYYY-MM-DD, read in India's zone. */
  const typed = (text: string, at = now): string | undefined => {
    const day = parseDay(text, at, 'Asia/Kolkata');
    return day === undefined ? undefined : isoDay(day);
  };
  it('YYYY-MM-DD when it is a real day, or today, tomorrow, yesterday where the user is', () => {
    expect(typed('2026-12-02')).toBe('2026-12-02');
    expect(typed(' Tomorrow ')).toBe('2026-11-25');
    expect(typed('today')).toBe('2026-11-24');
    expect(typed('yesterday')).toBe('2026-11-23');
    expect(typed('today', Date.parse('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
    for (const bad of ['2026-02-30', '2026-13-01', '2 Dec', 'soon', '', '2026-12-2']) expect(typed(bad), bad).toBeUndefined();
  });
});

describe('what is due, in the words of the status', () => {
  const entry = { userDeadline: '2026-12-01', next: { on: '2026-12-03', note: 'HR call' } };
  const words = (status: Parameters<typeof dueDates>[0], listing: string | undefined, e?: Parameters<typeof dueDates>[2]) =>
    dueDates(status, listing, e).map((d) => [d.what, d.label, d.value, d.from, d.note ?? null]);

  it("your deadline goes before the listing's; before applying it is when to apply by", () => {
    expect(deadlineOf('2026-12-10', entry)).toEqual({ value: '2026-12-01', from: 'you' });
    expect(deadlineOf('2026-12-10', {})).toEqual({ value: '2026-12-10', from: 'listing' });
    expect(deadlineOf(undefined, undefined)).toBeUndefined();
    expect(words(undefined, '2026-12-10')).toEqual([['deadline', 'Apply by', '2026-12-10', 'listing', null]]);
    expect(words('interested', '2026-12-10', entry)).toEqual([
      ['deadline', 'Apply by', '2026-12-01', 'you', null],
      ['next', 'Follow up', '2026-12-03', 'you', 'HR call'],
    ]);
  });

  it("after applying the listing's deadline only says when applications close; the next date is the interview or test", () => {
    expect(words('applied', '2026-12-10')).toEqual([['deadline', 'Applications close', '2026-12-10', 'listing', null]]);
    expect(words('interview', '2026-12-10', entry)).toEqual([
      ['deadline', 'Deadline', '2026-12-01', 'you', null],
      ['next', 'Interview', '2026-12-03', 'you', 'HR call'],
    ]);
    expect(words('test', undefined, { next: { on: '2026-12-03' } })).toEqual([['next', 'Test', '2026-12-03', 'you', null]]);
  });

  it('once rejected or withdrawn nothing is due', () => {
    expect(words('rejected', '2026-12-10', entry)).toEqual([]);
    expect(words('withdrawn', '2026-12-10', entry)).toEqual([]);
  });
});
