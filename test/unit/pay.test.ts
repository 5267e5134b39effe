import { describe, expect, it } from 'vitest';
import { parseLakhRange, parsePay, payInRange } from '../../src/refine/pay.js';
import { payFacts, readPay, wantsPayFields, withPayFields } from '../../src/refine/pay-fields.js';
import { alignedPayCells, type PayFacts } from '../../src/render/pay-cell.js';

const band = (text: string): [number | undefined, number | undefined, string] | undefined => {
  const b = parsePay(text);
  return b && [b.min, b.max, b.period];
};

describe('parsePay', () => {
  it.each([
    ['₹4–6 LPA (est.)', [400_000, 600_000, 'year']],
    ['₹4-6 LPA', [400_000, 600_000, 'year']],
    ['₹4.5 LPA', [450_000, 450_000, 'year']],
    ['4.5 lpa', [450_000, 450_000, 'year']],
    ['₹4,50,000 - ₹6,00,000 per annum', [450_000, 600_000, 'year']],
    ['₹6,00,000 p.a.', [600_000, 600_000, 'year']],
    ['INR 8-10 lakhs', [800_000, 1_000_000, 'year']],
    ['12L CTC', [1_200_000, 1_200_000, 'year']],
    ['Rs. 3.6 Lakh per year', [360_000, 360_000, 'year']],
    ['1.2 Cr', [12_000_000, 12_000_000, 'year']],
    ['₹15,000/month', [180_000, 180_000, 'month']],
    ['₹10,000–15,000/month (est.)', [120_000, 180_000, 'month']],
    ['₹8k–12k per month', [96_000, 144_000, 'month']],
    ['₹25,000 per month + PPO', [300_000, 300_000, 'month']],
    ['₹10,000 - ₹15,000 /month', [120_000, 180_000, 'month']],
    ['₹20K/mo', [240_000, 240_000, 'month']],
    ['Stipend 12000 pm', [144_000, 144_000, 'month']],
    ['₹5,00,000', [500_000, 500_000, 'year']],
    ['15000', [180_000, 180_000, 'month']],
    // By the week: 52 a year. A total for so many months: a share a month. "Total CTC" is a year's pay.
    ['₹500/week', [26_000, 26_000, 'month']],
    ['₹2,000 per week', [104_000, 104_000, 'month']],
    ['₹1,20,000 total for 6 months', [240_000, 240_000, 'month']],
    ['₹60,000 in total for 3 months (lump sum)', [240_000, 240_000, 'month']],
    ['Total CTC ₹6 LPA', [600_000, 600_000, 'year']],
    ['₹25,000 per month, ₹500 a day for travel', [300_000, 300_000, 'month']],
    // A label and a dash are no minus; hours and days in the text are no rate; a monthly rate beats a total.
    ['Stipend - ₹15,000/month', [180_000, 180_000, 'month']],
    ['CTC – 6 LPA', [600_000, 600_000, 'year']],
    ['₹20,000/month for 6 months, total ₹1,20,000', [240_000, 240_000, 'month']],
    ['₹10,000, 5 days a week', [120_000, 120_000, 'month']],
    ['₹15,000 (8 hours a day)', [180_000, 180_000, 'month']],
    ['₹500-700/week', [26_000, 36_400, 'month']],
    ['₹15,000.', [180_000, 180_000, 'month']],
  ])('%s', (text, expected) => {
    expect(band(text)).toEqual(expected);
  });

  it('marks estimates and unpaid', () => {
    expect(parsePay('₹4–6 LPA (est.)')?.estimated).toBe(true);
    expect(parsePay('₹4–6 LPA')?.estimated).toBe(false);
    expect(parsePay('Unpaid')).toEqual({ min: 0, max: 0, period: 'month', estimated: false, unpaid: true });
  });

  it('reads pay text with its control sequences taken out: their digits are no amount', () => {
    expect(band('₹4\u001b[31m–6 LPA\u0007 (est.)')).toEqual([400_000, 600_000, 'year']);
    expect(band('\u009b38;5;196m₹12\u2028LPA')).toEqual([1_200_000, 1_200_000, 'year']);
  });

  it('returns undefined for what it cannot read, never throws', () => {
    // An exponent, a minus, a day's or an hour's rate are no band.
    for (const text of [
      'Not disclosed',
      'Competitive',
      '',
      '₹',
      null,
      undefined,
      'As per industry standards',
      '0 LPA',
      '₹1e9 LPA',
      '₹12e9 LPA',
      '₹1.5e9 LPA',
      '₹5,000 biweekly',
      '1E+7',
      '-5 LPA',
      '₹500/day',
      '₹200 per hour',
    ]) {
      expect(parsePay(text as string)).toBeUndefined();
    }
  });
});

describe('pay ranges', () => {
  it('parses vocabulary values and typed ranges', () => {
    expect(parseLakhRange('3-6')).toEqual({ min: 3, max: 6 });
    expect(parseLakhRange('15+')).toEqual({ min: 15, max: Infinity });
    expect(parseLakhRange('₹3–6 LPA')).toEqual({ min: 3, max: 6 });
    expect(parseLakhRange('Up to ₹3 LPA')).toEqual({ min: 0, max: 3 });
    expect(parseLakhRange('₹15 LPA and above')).toEqual({ min: 15, max: Infinity });
    expect(parseLakhRange('lots')).toBeUndefined();
    expect(parseLakhRange('6-3')).toBeUndefined();
  });
  it('matches overlapping bands', () => {
    const b = parsePay('₹4–6 LPA') as NonNullable<ReturnType<typeof parsePay>>;
    expect(payInRange(b, { min: 3, max: 6 })).toBe(true);
    expect(payInRange(b, { min: 6, max: 10 })).toBe(true);
    expect(payInRange(b, { min: 7, max: 10 })).toBe(false);
    expect(payInRange(parsePay('₹15,000/month') as NonNullable<ReturnType<typeof parsePay>>, { min: 0, max: 3 })).toBe(true);
  });
});

/** Pay as real Indian postings write it, with what fresher derives: [min, max, kind] in LPA or ₹/month. */
const JOB_POSTINGS: [string, number | null, number | null, string][] = [
  ['₹5,00,000 - ₹9,00,000 per annum', 5, 9, 'listed'],
  ['₹9.5–12.5 LPA (est.)', 9.5, 12.5, 'estimated'],
  ['CTC: ₹4,00,000 - ₹4,50,000 per year', 4, 4.5, 'listed'],
  ['INR 3.6 LPA CTC', 3.6, 3.6, 'listed'],
  ['₹ 4,00,000 – ₹ 6,00,000 CTC per annum', 4, 6, 'listed'],
  ['3 LPA - 4.5 LPA', 3, 4.5, 'listed'],
  ['Rs. 2.4L - 3.6L p.a.', 2.4, 3.6, 'listed'],
  ['₹1.2 Cr', 120, 120, 'listed'],
  ['₹6 LPA + ₹50,000 joining bonus', 6, 6, 'listed'],
  ['₹3.5 LPA (2 year service agreement)', 3.5, 3.5, 'listed'],
  ['₹4.5 LPA fixed + 10% variable', 4.5, 4.5, 'listed'],
  ['Up to ₹6 LPA', null, 6, 'listed'],
  ['Upto 8 Lakhs per annum', null, 8, 'listed'],
  ['₹15 LPA and above', 15, null, 'listed'],
  ['₹12L+', 12, null, 'listed'],
  ['₹3,00,000 LPA', 3, 3, 'listed'],
  ['₹25,000 per month', 3, 3, 'listed'],
  ['~₹7 LPA', 7, 7, 'estimated'],
  ['Not disclosed', null, null, 'unspecified'],
  ['Best in the industry', null, null, 'unspecified'],
];
const STIPEND_POSTINGS: [string, number | null, number | null, string][] = [
  ['₹15,000/month', 15_000, 15_000, 'listed'],
  ['₹10,000–15,000/month (est.)', 10_000, 15_000, 'estimated'],
  ['₹8k–12k per month', 8_000, 12_000, 'listed'],
  ['₹15k/month', 15_000, 15_000, 'listed'],
  ['Stipend: INR 10K - 15K p.m.', 10_000, 15_000, 'listed'],
  ['₹10,000/month for 6 months', 10_000, 10_000, 'listed'],
  ['6 months, ₹12,000 per month', 12_000, 12_000, 'listed'],
  ['Rs 25000/- per month', 25_000, 25_000, 'listed'],
  ['₹20,000+', 20_000, null, 'listed'],
  ['Up to ₹25k/month', null, 25_000, 'listed'],
  ['₹1.2 LPA', 10_000, 10_000, 'listed'],
  ['Unpaid', 0, 0, 'unpaid'],
  ['No stipend (certificate provided)', 0, 0, 'unpaid'],
  ['Performance based', null, null, 'unspecified'],
];

describe('derived pay of realistic postings', () => {
  it.each(JOB_POSTINGS)('job: %s', (text, min, max, kind) => {
    expect(payFacts(parsePay(text), 'job')).toEqual({ min, max, unit: 'LPA', kind });
  });
  it.each(STIPEND_POSTINGS)('internship: %s', (text, min, max, kind) => {
    expect(payFacts(parsePay(text), 'internship')).toEqual({ min, max, unit: '₹/month', kind });
  });
  it('takes the first pay text that reads: ctc_amount, then stipend, then the legacy salary', () => {
    expect(readPay({ ctc_amount: 'Not disclosed', salary: '4 LPA' })?.min).toBe(400_000);
    expect(readPay({ ctc_amount: '₹6 LPA', salary: '4 LPA' })?.min).toBe(600_000);
    expect(readPay({ ctc_amount: 7, salary: null })).toBeUndefined();
  });
  it("adds the fields after the API's own, named as fresher's, and leaves the record as it was", () => {
    const record = JSON.parse('{"id":"a","ctc_amount":"₹4–6 LPA (est.)","__proto__":{"x":1},"fresher_pay_kind":"forged"}');
    const out = withPayFields(record, 'job');
    expect(Object.keys(out)).toEqual(['id', 'ctc_amount', '__proto__', 'fresher_pay_kind', 'fresher_pay_min', 'fresher_pay_max', 'fresher_pay_unit']);
    expect(out).toMatchObject({ fresher_pay_min: 4, fresher_pay_max: 6, fresher_pay_unit: 'LPA', fresher_pay_kind: 'estimated' });
    expect(Object.keys(record)).toEqual(['id', 'ctc_amount', '__proto__', 'fresher_pay_kind']);
    expect(wantsPayFields(undefined, ['title', 'fresher_pay_max'])).toBe(true);
    expect(wantsPayFields(undefined, ['title', 'pay_max'])).toBe(false);
  });
});

describe('the PAY column', () => {
  const facts = (min: number | null, max: number | null, kind = 'listed', unit = 'LPA') => ({ min, max, kind, unit }) as PayFacts;
  it('lines bands up on the dash, marks estimates with ~, shows one-ended bands and unpaid', () => {
    const cells = alignedPayCells([
      facts(4.5, 6),
      facts(9.5, 12.5, 'estimated'),
      facts(12, 12),
      facts(15, null),
      facts(null, 6),
      facts(null, null, 'unspecified'),
    ]);
    expect(cells).toEqual([' 4.5–6', '~9.5–12.5', '  12', '  15+', '  ≤6', null]);
    const dash = cells.filter((c): c is string => c?.includes('–') === true).map((c) => c.indexOf('–'));
    expect(new Set(dash).size).toBe(1);
    expect(
      alignedPayCells([facts(10_000, 15_000, 'listed', '₹/month'), facts(0, 0, 'unpaid', '₹/month'), facts(8_500, 8_500, 'estimated', '₹/month')]),
    ).toEqual(['  10k–15k', 'unpaid', '~8.5k']);
  });
});
