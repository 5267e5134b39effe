/**
 * refine's sort: each record's value is worked out once (a match score costs microseconds, and 10,000
 * listings take ~130,000 comparisons), and the order is what comparing values afresh at every
 * comparison gives: best first, records without a value last, --reverse flipping only the order of
 * those with one, equal values in the API's order.
 */
import { describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../src/contract/record.js';
import { refine, type SortKey } from '../../src/refine/refine.js';
import { fold } from '../../src/refine/text.js';
import { createRng as rng } from '../../src/sandbox/rng.js';

/** The sort as it was: the value looked up at every comparison. */
function sortedTheLongWay(records: readonly ApiRecord[], value: (r: ApiRecord) => number | string | undefined, best: 1 | -1, reverse: boolean): ApiRecord[] {
  const last = (x: unknown): boolean => x === undefined || (typeof x === 'number' && Number.isNaN(x));
  const order = reverse ? -best : best;
  return [...records].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (last(va) || last(vb)) return last(va) === last(vb) ? 0 : last(va) ? 1 : -1;
    return (va as number) < (vb as number) ? -order : (va as number) > (vb as number) ? order : 0;
  });
}

const DAY = 86_400_000;

function records(r: ReturnType<typeof rng>, n: number): ApiRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    company: r.pick(['Acme', 'acme', 'Zeta', 'Éclair', 'beta', undefined]),
    title: 't',
    posted_at: r.next() < 0.1 ? null : new Date(Date.UTC(2026, 0, 1) + r.int(0, 30) * DAY).toISOString(),
    match_score: r.next() < 0.2 ? null : r.int(0, 10) * 10,
    m: r.next() < 0.2 ? undefined : r.int(0, 5),
  }));
}

describe('refine sorts by values worked out once per record', () => {
  it("asks for each record's match score once, however many comparisons the sort makes", () => {
    const list = records(rng(42), 2000);
    let asked = 0;
    const sorted = refine(list, {
      sort: 'match',
      matchScore: (rec) => {
        asked++;
        return rec.m as number | undefined;
      },
    }).records;
    expect(asked).toBe(list.length);
    expect(sorted.map((x) => x.id)).toEqual(sortedTheLongWay(list, (x) => x.m as number | undefined, -1, false).map((x) => x.id));
  });

  it('orders as comparing afresh does, for every key, both ways, with ties and missing values', () => {
    const r = rng(7);
    const keys: [SortKey, (x: ApiRecord) => number | string | undefined, 1 | -1][] = [
      ['posted', (x) => (typeof x.posted_at === 'string' ? Date.parse(x.posted_at) : undefined), -1],
      ['company', (x) => (typeof x.company === 'string' ? fold(x.company) : undefined), 1],
      ['score', (x) => (typeof x.match_score === 'number' ? x.match_score : undefined), -1],
      ['match', (x) => x.m as number | undefined, -1],
    ];
    for (let round = 0; round < 50; round++) {
      const list = records(r, r.int(0, 300));
      for (const [sort, value, best] of keys)
        for (const reverse of [false, true]) {
          const got = refine(list, { sort, reverse, matchScore: (x) => x.m as number | undefined }).records.map((x) => x.id);
          expect([sort, reverse, got]).toEqual([sort, reverse, sortedTheLongWay(list, value, best, reverse).map((x) => x.id)]);
        }
    }
  });
});
