/** The count line after a list: shown, what the API matched, what fresher left out and why; the numbers add up. */
import { describe, expect, it } from 'vitest';
import { countLine, type CountFacts } from '../../src/cli/count-line.js';

const facts = (f: Partial<CountFacts>): CountFacts => ({ kind: 'job', matched: 351, leftOut: [], shown: 351, limit: undefined, ...f });
const both = { filtered: true, terminal: true };

describe('the count line', () => {
  it('reads right in every case', () => {
    const table: [string, CountFacts, { filtered: boolean; terminal: boolean }, string | undefined][] = [
      ['no local filter, on a terminal', facts({}), { filtered: false, terminal: true }, '351 jobs'],
      ['no local filter, piped: nothing to add', facts({}), { filtered: false, terminal: false }, undefined],
      ['one of them', facts({ matched: 1, shown: 1, kind: 'internship' }), { filtered: false, terminal: true }, '1 internship'],
      [
        'a local filter left some out',
        facts({ leftOut: [{ reason: 'posted earlier', count: 228 }], shown: 123 }),
        both,
        '123 jobs shown · the API matched 351 · left out: 228 posted earlier',
      ],
      [
        'several filters, in the order they ran',
        facts({
          matched: 1441,
          leftOut: [
            { reason: 'not matching "DATA"', count: 1200 },
            { reason: 'excluded "analyst"', count: 12 },
          ],
          shown: 229,
        }),
        both,
        '229 jobs shown · the API matched 1,441 · left out: 1,200 not matching "DATA", 12 excluded "analyst"',
      ],
      ['a local filter that left none out', facts({}), both, '351 jobs shown · the API matched 351 · none left out'],
      ['piped, with a local filter: said too', facts({}), { filtered: true, terminal: false }, '351 jobs shown · the API matched 351 · none left out'],
      [
        '--limit alone',
        facts({ shown: 20, limit: 20 }),
        { filtered: false, terminal: false },
        '20 jobs shown · the API matched 351 · left out: 331 beyond --limit 20',
      ],
      [
        'filters and --limit',
        facts({ leftOut: [{ reason: 'posted earlier', count: 228 }], shown: 5, limit: 5 }),
        both,
        '5 jobs shown · the API matched 351 · left out: 228 posted earlier, 118 beyond --limit 5',
      ],
      ['--limit larger than what is left', facts({ shown: 351, limit: 1000 }), { filtered: false, terminal: false }, undefined],
      [
        'everything left out',
        facts({ leftOut: [{ reason: 'shown by an earlier --new', count: 351 }], shown: 0 }),
        both,
        'no jobs shown · the API matched 351 · left out: 351 shown by an earlier --new',
      ],
      ['the API matched nothing', facts({ matched: 0, shown: 0 }), both, 'no jobs found'],
      ['the API matched nothing, piped', facts({ matched: 0, shown: 0 }), { filtered: false, terminal: false }, 'no jobs found'],
    ];
    for (const [name, f, o, line] of table) {
      expect(countLine(f, o), name).toBe(line);
      if (line?.includes('the API matched')) {
        // shown + left out = matched, as the line says.
        const numbers = [...(line.split(' · ')[2]?.matchAll(/(\d[\d,]*) /g) ?? [])].map((m) => Number((m[1] as string).replaceAll(',', '')));
        expect(f.shown + numbers.reduce((a, b) => a + b, 0), name).toBe(f.matched);
      }
    }
  });
});
