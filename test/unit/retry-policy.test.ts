import { describe, expect, it } from 'vitest';
import { backoffMs, decideRetry, pacingDelayMs, parseRetryAfter } from '../../src/api/retry-policy.js';

const limits = { maxRetries: 3, maxWaitSeconds: 60, maxRateLimitWaits: 5 };

describe('parseRetryAfter', () => {
  it('reads integer seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
  });
});

describe('backoffMs', () => {
  it('doubles per attempt with jitter between half and the full step, capped', () => {
    expect(backoffMs(1, () => 0)).toBe(150);
    expect(backoffMs(1, () => 1)).toBe(300);
    expect(backoffMs(2, () => 1)).toBe(600);
    expect(backoffMs(3, () => 0.5)).toBe(900);
    expect(backoffMs(20, () => 1)).toBe(5000);
  });
});

describe('decideRetry', () => {
  const rnd = (): number => 1;
  it('waits exactly Retry-After on 429 within --max-wait', () => {
    expect(decideRetry({ status: 429, retryAfterSeconds: 12 }, 0, 0, limits, rnd)).toEqual({ action: 'wait', seconds: 12 });
    expect(decideRetry({ status: 429, retryAfterSeconds: 61 }, 0, 0, limits, rnd)).toEqual({ action: 'give-up-wait', seconds: 61, why: 'over-budget' });
    expect(decideRetry({ status: 429 }, 0, 0, limits, rnd)).toEqual({ action: 'give-up-wait', seconds: undefined, why: 'no-retry-after' });
    expect(decideRetry({ status: 429, retryAfterSeconds: 1 }, 0, 5, limits, rnd)).toEqual({ action: 'give-up-wait', seconds: 1, why: 'too-many' });
  });
  it('Retry-After: 0 (or a past date) still backs off a second', () => {
    expect(decideRetry({ status: 429, retryAfterSeconds: 0 }, 0, 0, limits, rnd)).toEqual({ action: 'wait', seconds: 1 });
    expect(decideRetry({ status: 429, retryAfterSeconds: 0 }, 0, 0, { ...limits, maxWaitSeconds: 0 }, rnd).action).toBe('give-up-wait');
  });
  it('retries 5xx, resets and the transient dataset 404 a bounded number of times', () => {
    expect(decideRetry({ status: 500 }, 0, 0, limits, rnd)).toEqual({ action: 'retry', delayMs: 300, reason: 'HTTP 500' });
    expect(decideRetry({ status: 503 }, 2, 0, limits, rnd)).toEqual({ action: 'retry', delayMs: 1200, reason: 'HTTP 503' });
    expect(decideRetry({ status: 500 }, 3, 0, limits, rnd)).toEqual({ action: 'fail' });
    expect(decideRetry({ transientNetworkError: true }, 0, 0, limits, rnd).action).toBe('retry');
    expect(decideRetry({ status: 404, notFoundIsTransient: true }, 0, 0, limits, rnd).action).toBe('retry');
    expect(decideRetry({ status: 404 }, 0, 0, limits, rnd)).toEqual({ action: 'fail' });
    expect(decideRetry({ status: 400 }, 0, 0, limits, rnd)).toEqual({ action: 'fail' });
    expect(decideRetry({ status: 200 }, 0, 0, limits, rnd)).toEqual({ action: 'done' });
  });
});

describe('pacingDelayMs', () => {
  it('holds the next request only when the window is spent', () => {
    expect(pacingDelayMs(undefined, undefined, 0)).toBe(0);
    expect(pacingDelayMs(3, 10, 0)).toBe(0);
    expect(pacingDelayMs(0, 10, 2500)).toBe(7500);
    expect(pacingDelayMs(0, 2, 5000)).toBe(0);
  });
});
