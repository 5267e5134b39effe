/**
 * Better guesses (issue 20): one ranking for every "did you mean", checked on a table of typos people
 * make, and the distance it rests on (a swap of neighbours is one slip) against the textbook table.
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/command-table.js';
import { CONFIG_KEYS, FORMATS } from '../../src/store/config-keys.js';
import { SORT_KEYS } from '../../src/refine/refine.js';
import { STATUSES } from '../../src/store/statuses.js';
import { editDistance, typoDistance } from '../../src/refine/distance.js';
import { bestGuess, guesses, typoScore } from '../../src/refine/guess.js';
import { createRng as rng } from '../../src/sandbox/rng.js';

const ROOT = [...COMMANDS.map((c) => c.name), 'help'];
const sub = (noun: string): string[] => COMMANDS.find((c) => c.name === noun)?.commands?.map((c) => c.name) ?? [];

describe('the obvious guess wins', () => {
  // [typed, the names there are, the guess]: undefined where nothing is close enough.
  const table: [string, readonly string[], string | undefined][] = [
    ['intern', ROOT, 'internships'],
    ['internship', ROOT, 'internships'],
    ['interships', ROOT, 'internships'],
    ['job', ROOT, 'jobs'],
    ['jbos', ROOT, 'jobs'],
    ['Jobs', ROOT, 'jobs'],
    ['filter', ROOT, 'filters'],
    ['evnts', ROOT, 'events'],
    ['dataste', ROOT, 'dataset'],
    ['trak', ROOT, 'track'],
    ['hiden', ROOT, 'hidden'],
    ['serach', ROOT, 'search'],
    ['helth', ROOT, 'health'],
    ['xyzzy', ROOT, undefined],
    ['a', ROOT, undefined],
    ['lst', sub('jobs'), 'list'],
    ['gt', sub('jobs'), 'get'],
    ['sav', sub('jobs'), 'save'],
    ['savedd', sub('jobs'), 'saved'],
    ['stat', sub('jobs'), 'stats'],
    ['listing', sub('jobs'), 'list'],
    ['banana', sub('jobs'), undefined],
    ['st', sub('config'), 'set'],
    ['shw', sub('track'), 'show'],
    ['compny', sub('hide'), 'company'],
    ['colour', Object.keys(CONFIG_KEYS), 'color'],
    ['formt', Object.keys(CONFIG_KEYS), 'format'],
    ['timout', Object.keys(CONFIG_KEYS), 'timeout'],
    ['aplied', STATUSES, 'applied'],
    ['interveiw', STATUSES, 'interview'],
    ['rejcted', STATUSES, 'rejected'],
    ['dedline', SORT_KEYS, 'deadline'],
    ['date', SORT_KEYS, undefined],
    ['jsn', FORMATS, 'json'],
    ['tabel', FORMATS, 'table'],
    ['xml', FORMATS, undefined],
    ['blr-rmote', ['blr-remote', 'pune-python', 'remote-interns'], 'blr-remote'],
  ];
  for (const [typed, names, want] of table) {
    it(`${typed} → ${want ?? 'no guess'}`, () => {
      expect(bestGuess(typed, names)).toBe(want);
    });
  }

  it('ranks the start of a name above a slip, a closer slip above a farther one', () => {
    expect(guesses('hid', ['hidden', 'hide'], 2)).toEqual(['hide', 'hidden']);
    expect(typoScore('intern', 'internships')).toBeLessThan(typoScore('lst', 'list') as number);
    expect(typoScore('hiden', 'hidden')).toBeLessThan(typoScore('hiden', 'hide') as number);
    expect(typoScore('in', 'internships')).toBeUndefined();
  });

  it('costs little on any text: a 100,000-character name or word is no guess, quickly', () => {
    const long = 'x'.repeat(100_000);
    const started = performance.now();
    expect(bestGuess(long, ['jobs', long.slice(1)])).toBe(long.slice(1));
    expect(bestGuess('jobs', [long])).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

/** The textbook optimal string alignment table: edits, and swaps of neighbours, each one. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[a.length] as number[])[b.length] as number;
}

describe('typoDistance (bounded, swaps count once)', () => {
  it('is the optimal string alignment distance within the bound, and bound + 1 otherwise', () => {
    const r = rng(2020);
    const letters = ['a', 'b', 'c', 'd'];
    const word = (n: number): string => Array.from({ length: n }, () => r.pick(letters)).join('');
    for (let n = 0; n < 3000; n++) {
      const a = word(r.int(0, 10));
      const b = r.next() < 0.5 ? word(r.int(0, 10)) : a.replace(/(.)(.)/, '$2$1');
      const max = r.int(0, 6);
      const d = osa(a, b);
      expect(typoDistance(a, b, max), `${a} ${b} max ${max}`).toBe(d <= max ? d : max + 1);
      expect(typoDistance(b, a, max)).toBe(d <= max ? d : max + 1);
    }
  });
  it('counts a swap once where the edit distance counts two', () => {
    expect(typoDistance('jbos', 'jobs', 3)).toBe(1);
    expect(editDistance('jbos', 'jobs', 3)).toBe(2);
  });
});
