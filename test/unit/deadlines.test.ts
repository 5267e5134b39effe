/** Deadlines as a person counts them (issue 20): sorting. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deadlineCounts, refine } from '../../src/refine/refine.js';
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

  it('upcoming soonest first, where the user is (today counts), then passed most recent first, then none in the order given', () => {
    expect(order({ sort: 'deadline', now })).toEqual(['d', 'g', 'b', 'a', 'h', 'e', 'c', 'f']);
    expect(deadlineCounts(records, now)).toEqual({ upcoming: 3, passed: 3, none: 2 });
    // In UTC it is still the 23rd: that deadline is today's, not yesterday's.
    process.env.TZ = 'UTC';
    expect(order({ sort: 'deadline', now })).toEqual(['a', 'd', 'g', 'b', 'h', 'e', 'c', 'f']);
  });

  it('--reverse: the latest first; none still last', () => {
    expect(order({ sort: 'deadline', now, reverse: true })).toEqual(['b', 'g', 'd', 'a', 'h', 'e', 'c', 'f']);
  });

  it('needs the clock: a caller that forgets it fails loudly, never sorts against the real time', () => {
    expect(() => order({ sort: 'deadline' })).toThrow(/needs RefineOptions.now/);
  });

  it('days until, where the user is', () => {
    expect(['2026-11-24', '2026-11-23', '2026-12-24', 'soon', undefined].map((v) => daysUntil(v, now))).toEqual([0, -1, 30, undefined, undefined]);
  });
});
