/**
 * Property tests (issue 18, section 4) with a seeded generator: the bounded edit distance is the
 * real one whenever it is within the bound; the "applied before" badge gives the old answer for
 * titles of a normal length and stays cheap for any length.
 */
import { describe, expect, it } from 'vitest';
import { badge, indexTracker, sameRole, TITLE_CAP } from '../../src/listings/hunt.js';
import { editDistance } from '../../src/refine/distance.js';
import { fold } from '../../src/refine/text.js';
import type { Tracked } from '../../src/store/hunt.js';
import { createRng as rng, type Rng } from '../../src/sandbox/rng.js';

/** The textbook table, every cell: the reference the bounded one must agree with. */
function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] as number;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j] as number;
      prev[j] = Math.min((prev[j] as number) + 1, (prev[j - 1] as number) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length] as number;
}

/** sameRole as it was before the cap: every title compared whole with the full table. */
function sameRoleUnbounded(a: string, b: string): boolean {
  const norm = (t: string): string =>
    fold(t)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      .sort()
      .join(' ');
  const x = norm(a);
  const y = norm(b);
  if (!x || !y) return false;
  return x === y || levenshtein(x, y) <= Math.max(1, Math.floor(Math.min(x.length, y.length) / 10));
}

// Letters, digits, spaces, punctuation, accents (precomposed and combining), a wide and an astral character.
const ALPHABET = ['a', 'b', 'c', 'e', 'n', 'E', '1', ' ', ' ', '-', ',', 'é', 'e\u0301', 'ü', '検', '😀', '\u00a0'];
const WORDS = ['Software', 'Engineer', 'Data', 'Analyst', 'Trainee', 'Graduate', 'Intern', 'Backend', 'SDE', 'I', 'II', '-', '(Remote)', 'Développeur'];

function randomText(r: Rng, length: number, alphabet: readonly string[]): string {
  let s = '';
  while (s.length < length) s += r.pick(alphabet);
  return s;
}

/** Long random text cheaply: a slice of one big random text at a random place. */
const POOL = randomText(rng(1), 700_000, ALPHABET);
const longText = (r: Rng, length: number): string => {
  const at = r.int(0, POOL.length - length);
  return POOL.slice(at, at + length);
};

/** A title and a likely near copy: words shuffled, a letter changed, dropped or added. */
function titlePair(r: Rng): [string, string] {
  const words = Array.from({ length: r.int(1, 8) }, () => r.pick(WORDS));
  const a = words.join(' ');
  let b = [...words].sort(() => r.next() - 0.5).join(r.pick([' ', ', ', ' - ']));
  for (let n = r.int(0, 3); n > 0; n--) {
    const at = r.int(0, b.length);
    const op = r.int(0, 2);
    b =
      op === 0
        ? b.slice(0, at) + r.pick(ALPHABET) + b.slice(at)
        : op === 1
          ? b.slice(0, at) + b.slice(at + 1)
          : b.slice(0, at) + r.pick(ALPHABET) + b.slice(at + 1);
  }
  return r.next() < 0.2 ? [a, randomText(r, r.int(0, 40), ALPHABET)] : [a, b];
}

describe('editDistance (bounded)', () => {
  it('is the edit distance when within the bound, and bound + 1 otherwise', () => {
    const r = rng(18_4);
    for (let n = 0; n < 3000; n++) {
      const small = ['a', 'b', 'c', '😀'];
      const a = randomText(r, r.int(0, 14), small);
      const b = r.next() < 0.5 ? randomText(r, r.int(0, 14), small) : a.slice(r.int(0, 3)) + randomText(r, r.int(0, 3), small);
      const max = r.int(0, 9);
      const d = levenshtein(a, b);
      expect(editDistance(a, b, max), `${JSON.stringify(a)} ${JSON.stringify(b)} max ${max}`).toBe(d <= max ? d : max + 1);
      expect(editDistance(b, a, max)).toBe(d <= max ? d : max + 1);
    }
  });

  it('costs the same for text of any length: 600,000 characters each, in a band of 5 diagonals', () => {
    const r = rng(7);
    const a = longText(r, 600_000);
    // The full table would be 3.6·10^11 cells: hours.
    expect(editDistance(a, `${a.slice(1)}x`, 2)).toBe(2);
    expect(editDistance(a, longText(r, 600_000), 2)).toBe(3);
  }, 20_000);
});

describe('the "applied before" badge', () => {
  it(`gives the old answer for titles up to ${TITLE_CAP} characters`, () => {
    const r = rng(4242);
    let same = 0;
    for (let n = 0; n < 3000; n++) {
      const [a, b] = titlePair(r);
      if (a.length > TITLE_CAP || b.length > TITLE_CAP) continue;
      const want = sameRoleUnbounded(a, b);
      if (want) same++;
      expect(sameRole(a, b), `${JSON.stringify(a)} ~ ${JSON.stringify(b)}`).toBe(want);
    }
    // The generator exercises both answers.
    expect(same).toBeGreaterThan(300);
    expect(same).toBeLessThan(2700);
  });

  it('stays cheap for titles of any length and any characters: 200 listings of up to 300,000 characters', () => {
    const r = rng(99);
    const now = Date.parse('2026-11-24T00:00:00Z');
    const applied: Tracked[] = Array.from({ length: 5 }, (_, i) => ({
      id: `applied-${i}`,
      kind: 'job',
      company: 'Acme',
      title: longText(r, r.int(10, 300_000)),
      history: [{ status: 'applied', at: '2026-11-01T00:00:00Z' }],
    }));
    const index = indexTracker(applied);
    let before = 0;
    for (let n = 0; n < 200; n++) {
      const base = (applied[n % applied.length] as Tracked).title as string;
      // Half of them reposts (the same start, a different tail), half anything at all.
      const title = n % 2 === 0 ? base.slice(0, TITLE_CAP) + longText(r, r.int(0, 300_000)) : longText(r, r.int(0, 300_000));
      if (badge({ id: `listing-${n}`, company: 'ACME', title }, index, now) === 'applied before') before++;
    }
    // Unbounded, one comparison of two such titles is about 10^11 steps.
    expect(before).toBeGreaterThanOrEqual(100);
  }, 20_000);
});
