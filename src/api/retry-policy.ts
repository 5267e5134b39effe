/** Pure retry and pacing rules; the client supplies the clock and randomness. */

/** Seconds to wait from a Retry-After header: integer seconds or an HTTP date. Undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined | null, nowMs: number): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Otherwise only an HTTP date ("Sun, 22 Nov 2026 10:00:30 GMT"); "-3" or "soon" are unusable.
  if (!/^[a-z]{3},/i.test(trimmed)) return undefined;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/** Exponential backoff with jitter: attempt 1 waits about base, each further attempt twice as long, capped. */
export function backoffMs(attempt: number, random: () => number, baseMs = 300, capMs = 5000): number {
  const exp = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}

export type RetryDecision =
  | { action: 'done' }
  | { action: 'retry'; delayMs: number; reason: string }
  | { action: 'wait'; seconds: number }
  | { action: 'give-up-wait'; seconds: number | undefined; why: GiveUpReason }
  | { action: 'fail' };

/** Why a rate limit was not waited out: the wait would pass the budget, none was given, or too many. */
export type GiveUpReason = 'over-budget' | 'no-retry-after' | 'too-many';

export interface AttemptOutcome {
  /** HTTP status, or undefined when the request failed at the network level. */
  status?: number;
  /** A network error worth retrying (connection reset, socket closed). */
  transientNetworkError?: boolean;
  retryAfterSeconds?: number;
  /** A 404 here is the transient "snapshot unavailable" of the dataset file. */
  notFoundIsTransient?: boolean;
}

export interface RetryLimits {
  /** Retries after the first try for 5xx, resets and transient 404s. */
  maxRetries: number;
  /** What is left of --max-wait, the total of all rate-limit waits of a run, in seconds. */
  maxWaitSeconds: number;
  /** Rate-limit waits already taken in this call; bounded so a server that keeps answering 429 cannot hold us forever. */
  maxRateLimitWaits: number;
}

export function decideRetry(outcome: AttemptOutcome, retriesSoFar: number, rateWaitsSoFar: number, limits: RetryLimits, random: () => number): RetryDecision {
  const { status } = outcome;
  if (status === 429) {
    const asked = outcome.retryAfterSeconds;
    if (asked === undefined) return { action: 'give-up-wait', seconds: asked, why: 'no-retry-after' };
    if (rateWaitsSoFar >= limits.maxRateLimitWaits) return { action: 'give-up-wait', seconds: asked, why: 'too-many' };
    // "Retry-After: 0" or a date in the past still backs off: a second, not a burst of retries.
    const seconds = Math.max(1, asked);
    if (seconds > limits.maxWaitSeconds) return { action: 'give-up-wait', seconds: asked, why: 'over-budget' };
    return { action: 'wait', seconds };
  }
  const retryable =
    outcome.transientNetworkError === true ||
    (status !== undefined && status >= 500 && status <= 599) ||
    (status === 404 && outcome.notFoundIsTransient === true);
  if (!retryable) return status !== undefined && status < 400 ? { action: 'done' } : { action: 'fail' };
  if (retriesSoFar >= limits.maxRetries) return { action: 'fail' };
  const reason = status === undefined ? 'connection reset' : `HTTP ${status}`;
  return { action: 'retry', delayMs: backoffMs(retriesSoFar + 1, random), reason };
}

/** Milliseconds to hold the next request so a run never spends the last request of a window. */
export function pacingDelayMs(remaining: number | undefined, resetSeconds: number | undefined, sinceResponseMs: number): number {
  if (remaining === undefined || resetSeconds === undefined) return 0;
  if (remaining > 0) return 0;
  return Math.max(0, resetSeconds * 1000 - sinceResponseMs);
}
