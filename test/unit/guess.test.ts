/**
 * Better guesses (issue 20): one ranking for every "did you mean", checked on a table of typos people
 * make, and the distance it rests on (a swap of neighbours is one slip) against the textbook table.
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS, GLOBAL_OPTIONS, LIST_OPTIONS } from '../../src/cli/command-table.js';
import { CONFIG_KEYS, FORMATS } from '../../src/store/config-keys.js';
import { SORT_KEYS } from '../../src/refine/refine.js';
import { STATUSES } from '../../src/store/statuses.js';
import { editDistance, typoDistance } from '../../src/refine/distance.js';
import { bestGuess, guesses, typoScore } from '../../src/refine/guess.js';
import { filterFlagFor, subcommandTypo, unknownOptionGuess } from '../../src/cli/typos.js';
import { createRng as rng } from '../../src/sandbox/rng.js';
import type { FilterOption, FilterVocabulary } from '../../src/contract/resources.js';

const ROOT = [...COMMANDS.map((c) => c.name), 'help'];
const sub = (noun: string): string[] => COMMANDS.find((c) => c.name === noun)?.commands?.map((c) => c.name) ?? [];
const LIST_FLAGS = [...LIST_OPTIONS, ...GLOBAL_OPTIONS].map((o) => `--${o.long}`);

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

  it('flags: a slip in the name, never a far one', () => {
    expect(unknownOptionGuess('--locaton', new Set(LIST_FLAGS), () => undefined)).toBe('--location');
    expect(unknownOptionGuess('--serch', new Set(LIST_FLAGS), () => undefined)).toBe('--search');
    expect(unknownOptionGuess('--limt=5', new Set(LIST_FLAGS), () => undefined)).toBe('--limit');
    // Not --role (three slips in six letters): a value of a filter is what was meant.
    expect(unknownOptionGuess('--remote', new Set(LIST_FLAGS), () => undefined)).toBe('--work-type Remote');
    expect(unknownOptionGuess('-z', new Set(LIST_FLAGS), () => undefined)).toBeUndefined();
  });

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

describe('a flag named like a filter value points at the filter', () => {
  const accepted = new Set(LIST_FLAGS);
  const vocabulary = Object.assign(Object.create(null) as FilterVocabulary, {
    location: [{ filter_type: 'location', filter_value: 'Bengaluru, India', display_label: 'Bengaluru' }] as FilterOption[],
    role: [{ filter_type: 'role', filter_value: 'Software Engineering', display_label: 'Software Engineering' }] as FilterOption[],
  });
  it('from the registry alone (work types are documented) or the cached vocabulary', () => {
    expect(filterFlagFor('--remote', accepted, undefined)).toBe('--work-type Remote');
    expect(filterFlagFor('--wfh', accepted, undefined)).toBe('--work-type Remote');
    expect(filterFlagFor('--onsite', accepted, undefined)).toBe('--work-type On-site');
    expect(filterFlagFor('--bengaluru', accepted, undefined)).toBeUndefined();
    expect(filterFlagFor('--bengaluru', accepted, vocabulary)).toBe("--location 'Bengaluru, India'");
    expect(filterFlagFor('--bangalore', accepted, vocabulary)).toBe("--location 'Bengaluru, India'");
    expect(filterFlagFor('--sde', accepted, vocabulary)).toBe("--role 'Software Engineering'");
  });
  it('only for a filter the command has, and only an outright match', () => {
    expect(filterFlagFor('--remote', new Set(['--type', '--online']), undefined)).toBeUndefined();
    expect(filterFlagFor('--remot', accepted, undefined)).toBeUndefined();
    expect(filterFlagFor('--constructor', accepted, vocabulary)).toBeUndefined();
  });
  it('hostile vocabulary text reaches the line as one safe shell word', () => {
    const hostile = Object.assign(Object.create(null) as FilterVocabulary, {
      location: [{ filter_type: 'location', filter_value: "Goa'; rm -rf ~ #\u001b[2J, India", display_label: 'Goa' }] as FilterOption[],
    });
    expect(filterFlagFor('--goa', accepted, hostile)).toBe("--location 'Goa'\\''; rm -rf ~ #, India'");
  });
});

describe('a global option before the noun does not hide a mistyped subcommand', () => {
  it('gives the same guess as the bare form', () => {
    const bare = subcommandTypo(['jobs', 'lst']);
    expect(bare).toEqual({ command: 'fresher jobs', word: 'lst', suggestion: 'list' });
    expect(subcommandTypo(['--api-url', 'http://127.0.0.1:9', 'jobs', 'lst'])).toEqual(bare);
    expect(subcommandTypo(['--api-url=http://127.0.0.1:9', '-o', 'out.csv', '--json', 'jobs', 'lst'])).toEqual(bare);
    expect(subcommandTypo(['--api-url', 'http://127.0.0.1:9', 'jobs', 'list'])).toBeUndefined();
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
