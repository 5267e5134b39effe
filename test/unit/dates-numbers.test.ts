import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiInstant, humanDate, relativeDays, relativeTime } from '../../src/render/dates.js';
import { formatNumber } from '../../src/render/numbers.js';
import { parseSince } from '../../src/refine/since.js';

describe('numbers, en-IN', () => {
  it('groups thousands, then lakhs and crores', () => {
    expect([0, 7, 999, 1000, 1441, 99999, 100000, 1234567, 123456789].map((n) => formatNumber(n))).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '1,441',
      '99,999',
      '1,00,000',
      '12,34,567',
      '12,34,56,789',
    ]);
    expect(formatNumber(-1234567.25, 1)).toBe('-12,34,567.3');
    expect(formatNumber(1500.5, 1)).toBe('1,500.5');
    expect(formatNumber(1500, 1)).toBe('1,500');
  });
});

describe('dates where the person is', () => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
    process.env.TZ = 'Asia/Kolkata';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
  const now = Date.parse('2026-11-23T09:00:00Z'); // 2:30 pm IST

  it('instants in the local zone with the time since; dates as calendar days', () => {
    expect(humanDate('2026-11-22T11:15:00.000Z', now)).toBe('22 Nov 2026, 4:45 PM IST (21 hours ago)');
    expect(humanDate('2026-11-23T08:55:00Z', now)).toBe('23 Nov 2026, 2:25 PM IST (5 minutes ago)');
    expect(humanDate('2026-12-07', now)).toBe('7 Dec 2026 (in 14 days)');
    // 23 Nov 20:00 UTC is already 24 Nov in India.
    expect(humanDate('2026-11-23T20:00:00Z', now, true)).toBe('24 Nov (in 11 hours)');
    // In a table the year shows only for days more than about six months away, as ls does.
    expect(humanDate('2027-01-05', now, true)).toBe('5 Jan (in 43 days)');
    expect(humanDate('2027-07-05', now, true)).toBe('5 Jul 2027 (in 7 months)');
    expect(humanDate('2026-03-01', now, true)).toBe('1 Mar 2026 (8 months ago)');
    expect(humanDate('2026-11-23', now, true)).toBe('23 Nov (today)');
    expect(humanDate('2026-02-30', now)).toBeUndefined();
    // An instant on a day that does not exist is none either (Date.parse would give 2 March).
    expect(humanDate('2026-02-30T10:00:00Z', now)).toBeUndefined();
    expect(humanDate('2026-04-31T10:00:00+05:30', now, true)).toBeUndefined();
    // apiInstant, the one reading of an API date or time as an instant: real days and times only.
    expect(apiInstant('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(apiInstant('2026-11-20T10:00:00.5+05:30')).toBe(Date.parse('2026-11-20T10:00:00.5+05:30'));
    expect(apiInstant('0099-12-31')).toBe(Date.parse('0099-12-31T00:00:00Z'));
    for (const bad of ['2026-02-29', '2100-02-29', '2026-13-01', '2026-00-10', '2026-11-20 10:00', '2026-11-20T10:00', '2026-11-20T10:60Z', 12, null])
      expect(apiInstant(bad), String(bad)).toBeUndefined();
    // Nor a time of day that does not exist (Date.parse takes 24:00 as the next midnight).
    expect(humanDate('2026-02-28T24:00:00Z', now)).toBeUndefined();
    expect(humanDate('2026-13-01', now)).toBeUndefined();
    expect(humanDate('soon', now)).toBeUndefined();
  });

  it('relative words', () => {
    expect([0, 1, -1, 5, -5, 90].map(relativeDays)).toEqual(['today', 'tomorrow', 'yesterday', 'in 5 days', '5 days ago', 'in 3 months']);
    expect([30_000, -3_600_000, -86_400_000].map(relativeTime)).toEqual(['just now', '1 hour ago', '1 day ago']);
    // Far days in years, not in tens of thousands of months.
    expect([729, 730, -800, 2_950_000].map(relativeDays)).toEqual(['in 24 months', 'in 2 years', '2 years ago', 'in 8077 years']);
    expect([400 * 86_400_000, 3 * 365.25 * 86_400_000].map(relativeTime)).toEqual(['in 13 months', 'in 3 years']);
  });
});

describe('--since', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('takes durations and real dates; a day past the month end is no date', () => {
    expect(parseSince('3d', now, 'UTC')).toBe(now - 3 * 86_400_000);
    expect(parseSince('2026-11-01', now, 'UTC')).toBe(Date.parse('2026-11-01T00:00:00Z'));
    expect(parseSince('2026-11-01T10:00:00+05:30', now, 'UTC')).toBe(Date.parse('2026-11-01T04:30:00Z'));
    for (const bad of ['2026-02-30', '2026-13-01', '2026-04-31', '2026-00-10', 'someday']) expect(parseSince(bad, now, 'UTC'), bad).toBeUndefined();
    expect(parseSince('2028-02-29', now, 'UTC')).toBe(Date.parse('2028-02-29T00:00:00Z'));
  });
});
