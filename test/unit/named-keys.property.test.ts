/**
 * Names from users and the API as data, for any name: Object.prototype's members and random text are
 * looked up, matched and remembered like any other name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupTable, namedCollection } from '../../src/contract/record.js';
import { digestGroup, rememberDigest } from '../../src/listings/digest.js';
import type { DigestSection } from '../../src/store/hunt.js';
import { cityFor, citiesByFormerPrefix, matchValue, roleForAbbreviation } from '../../src/vocabulary/match.js';

const PROTO = Object.getOwnPropertyNames(Object.prototype);
/** Names people and APIs may use: prototype members, their case variants, and any text. */
const name = fc.oneof(
  fc.constantFrom(...PROTO, ...PROTO.map((p) => p.toUpperCase())),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
);
const options = [
  { filter_type: 'role', filter_value: 'Software Engineering' },
  { filter_type: 'role', filter_value: 'Data Science' },
];

describe('any name is data', () => {
  it('a fixed table has exactly its own keys, a named collection none to begin with', () => {
    const table = lookupTable({ pune: 'Pune' });
    fc.assert(
      fc.property(name, (k) => {
        expect(table[k]).toBe(k === 'pune' ? 'Pune' : undefined);
        expect(namedCollection<number>()[k]).toBeUndefined();
      }),
    );
  });

  it('matching a typed filter value never throws and never answers with a prototype member', () => {
    fc.assert(
      fc.property(name, (typed) => {
        const result = matchValue(typed, options, 'role');
        expect(['exact', 'loose', 'ambiguous', 'none']).toContain(result.kind);
        expect(typeof cityFor(typed)).toBe('string');
        expect(citiesByFormerPrefix(typed).every((c) => typeof c === 'string')).toBe(true);
        const role = roleForAbbreviation(typed, options);
        expect(role === undefined || options.includes(role)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('the digest remembers each saved search apart, whatever it is called', () => {
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 8 }), (names) => {
        const memory: DigestSection = { shown: [] };
        const groups = names.map((n, i) => {
          const id = `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`;
          return digestGroup(n, 'job', [{ id }], [{ id }], new Set(), undefined);
        });
        rememberDigest(memory, groups, names, 0);
        expect(memory.shown.map((g) => g.search)).toEqual(names);
        expect(memory.shown.map((g) => g.ids.length)).toEqual(names.map(() => 1));
      }),
    );
  });
});
