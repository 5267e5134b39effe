import { describe, expect, it } from 'vitest';
import { parseLakhRange, parsePay, payInRange } from '../../src/refine/pay.js';

const band = (text: string): [number, number, string] | undefined => {
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
  ])('%s', (text, expected) => {
    expect(band(text)).toEqual(expected);
  });

  it('marks estimates and unpaid', () => {
    expect(parsePay('₹4–6 LPA (est.)')?.estimated).toBe(true);
    expect(parsePay('₹4–6 LPA')?.estimated).toBe(false);
    expect(parsePay('Unpaid')).toEqual({ min: 0, max: 0, period: 'month', estimated: false, unpaid: true });
  });

  it('returns undefined for what it cannot read, never throws', () => {
    for (const text of ['Not disclosed', 'Competitive', '', '₹', null, undefined, 'As per industry standards', '0 LPA']) {
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
