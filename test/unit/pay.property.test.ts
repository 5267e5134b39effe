/**
 * Property tests (issue 23, "Pay you can compare"): every way the sandbox and real Indian postings write
 * pay reads back as the amounts written: lakh and crore grouping, "k", LPA/CTC/per annum/per year,
 * per month, ranges with either separator, ranges with one end, "(est.)"; and any text at all, however
 * long and whatever it holds, reads as a sane band or as nothing, from its first PAY_TEXT_READ characters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_TEXT_READ, parsePay, parseStipendRange } from '../../src/refine/pay.js';
import { payFacts } from '../../src/refine/pay-fields.js';
import { formatNumber } from '../../src/render/numbers.js';

const RUNS = { numRuns: 400, seed: 23 };
/** Lakh per year in half-lakh steps, 1 to 99.5; crore forms from 1 Cr. */
const lakhs = fc.integer({ min: 2, max: 199 }).map((h) => h / 2);
const rupeesPerMonth = fc.integer({ min: 2, max: 198 }).map((h) => h * 500);
const estMark = fc.constantFrom('', ' (est.)', ' (estimated)', ' approx.');
const dash = fc.constantFrom('-', '–', '—', ' - ', ' – ', ' to ');

/** One amount in lakh, written as postings write it (the unit may come once, after the range). */
const yearlyForms = (l: number, withUnit: boolean): string[] => [
  withUnit ? `₹${l} LPA` : `₹${l}`,
  withUnit ? `${l} LPA` : `${l}`,
  withUnit ? `₹${l} Lakhs` : `₹${l}`,
  withUnit ? `INR ${l}L` : `INR ${l}`,
  `₹${formatNumber(l * 100_000)}`,
  `Rs. ${formatNumber(l * 100_000)}`,
  `₹${l * 100_000}`,
];
const yearlyTail = fc.constantFrom(' per annum', ' per year', ' p.a.', ' CTC', ' LPA', ' /year', ' annual CTC');

describe('parsePay reads what it is given', () => {
  it('yearly amounts and ranges in lakh, rupees with Indian grouping, CTC and per-annum wording', () => {
    fc.assert(
      fc.property(lakhs, lakhs, fc.boolean(), dash, estMark, yearlyTail, fc.nat(6), (a, b, range, sep, est, tail, form) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        // Both ends in one form, as postings write them; the unit may be written once, at the end.
        const text = range ? `${yearlyForms(lo, false)[form]}${sep}${yearlyForms(hi, true)[form]}${tail}${est}` : `${yearlyForms(lo, true)[form]}${tail}${est}`;
        const band = parsePay(text);
        expect(band, text).toBeDefined();
        expect(band?.period, text).toBe('year');
        expect(band?.min, text).toBeCloseTo(lo * 100_000, 0);
        expect(band?.max, text).toBeCloseTo((range ? hi : lo) * 100_000, 0);
        expect(band?.estimated, text).toBe(est !== '');
        const facts = payFacts(band, 'job');
        expect([facts.min, facts.max, facts.unit, facts.kind]).toEqual([lo, range ? hi : lo, 'LPA', est ? 'estimated' : 'listed']);
      }),
      RUNS,
    );
  });

  it('crore: "₹1.2 Cr", "₹1-1.5 Cr", "2 crores per annum"', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 500 }),
        fc.constantFrom('Cr', 'cr', 'Crore', 'crores'),
        fc.constantFrom('', ' per annum', ' CTC'),
        (tenths, word, tail) => {
          const cr = tenths / 10;
          const band = parsePay(`₹${cr} ${word}${tail}`);
          expect(band?.min).toBeCloseTo(cr * 10_000_000, 0);
          expect(payFacts(band, 'job').max).toBeCloseTo(cr * 100, 2);
        },
      ),
      RUNS,
    );
  });

  it('monthly stipends: ₹15,000/month, ₹15k per month, Rs. 15000 p.m., ranges, "(est.)"', () => {
    const write = (n: number, k: boolean) => (k && n % 1000 === 0 ? `₹${n / 1000}k` : k ? `₹${formatNumber(n)}` : `Rs. ${n}`);
    const tail = fc.constantFrom('/month', ' per month', ' /month', ' p.m.', ' pm', ' monthly', '/mo', ' a month', ' per month + PPO');
    fc.assert(
      fc.property(rupeesPerMonth, rupeesPerMonth, fc.boolean(), fc.boolean(), dash, tail, estMark, (a, b, range, k, sep, t, est) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const text = range ? `${write(lo, k)}${sep}${write(hi, k)}${t}${est}` : `${write(lo, k)}${t}${est}`;
        const band = parsePay(text);
        expect(band?.period, text).toBe('month');
        expect(band?.min, text).toBe(lo * 12);
        expect(band?.max, text).toBe((range ? hi : lo) * 12);
        const facts = payFacts(band, 'internship');
        expect([facts.min, facts.max, facts.unit], text).toEqual([lo, range ? hi : lo, '₹/month']);
      }),
      RUNS,
    );
  });

  it('ranges with one end: "up to ₹6 LPA" has no floor, "₹20,000+" and "₹15 LPA and above" no ceiling', () => {
    const upTo = fc.constantFrom('Up to ', 'upto ', 'Upto ', 'max ', 'Maximum ', 'below ', 'under ', '< ', '≤');
    const atLeast = fc.constantFrom(['', '+'], ['', ' and above'], ['', ' & above'], ['', ' onwards'], ['from ', ''], ['Starting at ', ''], ['min. ', '']);
    fc.assert(
      fc.property(lakhs, fc.boolean(), upTo, atLeast, (l, open, before, [pre, post]) => {
        const ceilingOnly = parsePay(`${before}₹${l} LPA`);
        expect([ceilingOnly?.min, ceilingOnly?.max]).toEqual([undefined, l * 100_000]);
        const floorOnly = parsePay(open ? `${pre}₹${formatNumber(l * 1000)}${post} per month` : `${pre}₹${l} LPA${post}`);
        expect([floorOnly?.min, floorOnly?.max]).toEqual([open ? l * 12_000 : l * 100_000, undefined]);
      }),
      RUNS,
    );
  });

  it('unpaid and not disclosed: unpaid is 0, the rest has no numbers', () => {
    for (const text of ['Unpaid', 'unpaid (certificate)', 'No stipend', 'Not paid', 'NIL'])
      expect(payFacts(parsePay(text), 'internship')).toEqual({ min: 0, max: 0, unit: '₹/month', kind: 'unpaid' });
    for (const text of ['Not disclosed', 'Competitive', 'As per industry standards', 'Best in industry', '', '₹'])
      expect(payFacts(parsePay(text), 'job')).toEqual({ min: null, max: null, unit: 'LPA', kind: 'unspecified' });
  });
});

describe('parsePay on any text', () => {
  const junk = fc.string({ unit: fc.constantFrom(...'0123456789,.-–+₹kKlLcr /()est~\u0000\u001b\u009b\u202e\n\t𝟓५'), maxLength: 300 });
  it('never throws; a band it returns is finite, positive, ordered and at most ₹1,000 crore a year', () => {
    fc.assert(
      fc.property(fc.oneof(junk, fc.string({ maxLength: 400 })), (text) => {
        const band = parsePay(text);
        if (!band) return;
        for (const end of [band.min, band.max]) if (end !== undefined) expect(Number.isFinite(end) && end >= 0 && end <= 1e10).toBe(true);
        expect(band.min !== undefined || band.max !== undefined).toBe(true);
        if (band.min !== undefined && band.max !== undefined) expect(band.min).toBeLessThanOrEqual(band.max);
        if (!band.unpaid) expect(band.max ?? band.min).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('reads only the start of the text: whatever follows PAY_TEXT_READ characters changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PAY_TEXT_READ }), junk, fc.integer({ min: 1, max: 50_000 }), (head, tail, repeat) => {
        const padded = head.padEnd(PAY_TEXT_READ, ' ');
        expect(parsePay(padded + tail.repeat(repeat))).toEqual(parsePay(padded));
      }),
      { ...RUNS, numRuns: 100 },
    );
  });
});

describe('parsePay keeps what it has read', () => {
  it('reads a text once: the same text again gives the band kept (shared, so read-only)', () => {
    const text = `₹${Date.now() % 97},00,000 - ₹1,20,00,000 per annum`;
    const band = parsePay(text);
    expect(band).toBeDefined();
    expect(parsePay(`${text}`)).toBe(band);
    // Keyed by what is read: a text longer than PAY_TEXT_READ shares its start's band.
    const head = text.padEnd(PAY_TEXT_READ, ' ');
    expect(parsePay(head + 'x'.repeat(1_000_000))).toBe(parsePay(head));
  });

  it('reads every text right past the number it keeps', () => {
    for (let i = 1; i <= 6000; i++) expect(parsePay(`₹${i},000/month`)?.max).toBe(i * 1000 * 12);
  });
});

describe('parseStipendRange', () => {
  it('reads what it is typed as', () => {
    fc.assert(
      fc.property(rupeesPerMonth, rupeesPerMonth, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(parseStipendRange(`${lo}-${hi}`)).toEqual({ min: lo, max: hi });
        expect(parseStipendRange(`₹${formatNumber(lo)} – ₹${formatNumber(hi)}/month`)).toEqual({ min: lo, max: hi });
        expect(parseStipendRange(`${lo}+`)).toEqual({ min: lo, max: Infinity });
        expect(parseStipendRange(`up to ${lo}`)).toEqual({ min: 0, max: lo });
        if (lo % 1000 === 0 && hi % 1000 === 0) expect(parseStipendRange(`${lo / 1000}k-${hi / 1000}k`)).toEqual({ min: lo, max: hi });
      }),
      RUNS,
    );
  });
});
