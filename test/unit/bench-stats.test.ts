/** The bench's statistics (test/bench/stats.ts): medians and the middle half of pair ratios. */
import { describe, expect, it } from 'vitest';
import { median, middleHalf, quantile } from '../bench/stats.js';

describe('bench statistics', () => {
  it('takes the median of odd and even counts, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('interpolates quartiles between the nearest values', () => {
    const xs = [1.2, 1.0, 1.1, 1.3, 1.4];
    expect(quantile(xs, 0)).toBe(1.0);
    expect(quantile(xs, 1)).toBe(1.4);
    expect(quantile(xs, 0.25)).toBeCloseTo(1.1);
    expect(quantile([1, 2], 0.25)).toBeCloseTo(1.25);
    expect(middleHalf(xs)).toBe('1.10-1.30x');
  });
});
