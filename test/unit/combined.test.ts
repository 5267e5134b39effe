/** Several values of a filter (issue 20): one query per combination, merged newest first without repeats. */
import { describe, expect, it } from 'vitest';
import { combinationCount, combinations, combinedKey, mergeNewestFirst } from '../../src/listings/combined.js';

const rec = (id: string, posted?: string) => ({ id, title: id, company: 'C', ...(posted ? { posted_at: posted } : {}) });

describe('combinations', () => {
  it('one query per combination, the first filter varying slowest, on top of the switches', () => {
    const choices = [
      ['location', ['Pune, India', 'Mumbai, India']],
      ['work_type', ['Remote', 'Hybrid']],
    ] as const;
    expect(combinationCount(choices)).toBe(4);
    expect(combinations({ is_on_campus: 'true' }, choices)).toEqual([
      { is_on_campus: 'true', location: 'Pune, India', work_type: 'Remote' },
      { is_on_campus: 'true', location: 'Pune, India', work_type: 'Hybrid' },
      { is_on_campus: 'true', location: 'Mumbai, India', work_type: 'Remote' },
      { is_on_campus: 'true', location: 'Mumbai, India', work_type: 'Hybrid' },
    ]);
    expect(combinations({}, [])).toEqual([{}]);
  });

  it('a key for --new that ignores the order values were given in; one query is its own key', () => {
    const a = combinations({}, [['location', ['Pune, India', 'Mumbai, India']]]);
    const b = combinations({}, [['location', ['Mumbai, India', 'Pune, India']]]);
    expect(combinedKey(a)).toEqual(combinedKey(b));
    expect(combinedKey(a)).toEqual({ location: '["Mumbai, India","Pune, India"]' });
    expect(combinedKey([{ location: 'Pune, India', work_type: 'Remote' }])).toEqual({ location: 'Pune, India', work_type: 'Remote' });
  });
});

describe('mergeNewestFirst', () => {
  it('keeps each response in its order and takes the newest head each time; ties go to the earlier request', () => {
    const pune = [rec('p1', '2026-11-20T10:00:00Z'), rec('p2', '2026-11-18T10:00:00Z'), rec('p3', '2026-11-01T10:00:00Z')];
    const mumbai = [rec('m1', '2026-11-19T10:00:00Z'), rec('m2', '2026-11-18T10:00:00Z')];
    expect(mergeNewestFirst([pune, mumbai]).records.map((r) => r.id)).toEqual(['p1', 'm1', 'p2', 'm2', 'p3']);
  });

  it('keeps a listing once, where it first comes, whatever the case of its id', () => {
    const id = '3f2b6c1e-8a4d-4e0b-9c55-1d2e3f4a5b6c';
    const a = [rec(id, '2026-11-20T10:00:00Z'), rec('a2', '2026-11-10T10:00:00Z')];
    const b = [rec(id.toUpperCase(), '2026-11-20T10:00:00Z'), rec('b2', '2026-11-15T10:00:00Z')];
    const { records, repeats } = mergeNewestFirst([a, b]);
    expect(records.map((r) => r.id)).toEqual([id, 'b2', 'a2']);
    expect(repeats).toBe(1);
  });

  it('a record without a date counts as oldest (its response waits behind it); one without an id is kept', () => {
    const a = [rec('a1'), rec('a2', '2026-11-20T10:00:00Z')];
    const b: Record<string, unknown>[] = [
      rec('b1', '2026-11-19T10:00:00Z'),
      { title: 'no id', posted_at: '2026-11-18T00:00:00Z' },
      { title: 'no id', posted_at: 'soon' },
    ];
    expect(mergeNewestFirst<Record<string, unknown>>([a, b]).records.map((r) => r.id ?? r.title)).toEqual(['b1', 'no id', 'a1', 'a2', 'no id']);
  });

  it('one response is itself', () => {
    const only = [rec('x', '2026-11-01T00:00:00Z'), rec('x', '2026-11-02T00:00:00Z')];
    expect(mergeNewestFirst([only])).toEqual({ records: only, repeats: 0 });
  });
});
