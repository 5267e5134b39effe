/** Failures of the API client, classified so the CLI can choose an exit code and a message. */
import { isObject } from './validate.js';
export type ApiErrorKind = 'http' | 'redirect' | 'network' | 'timeout' | 'invalid-body' | 'not-found' | 'not-api' | 'too-large' | 'rate-limit' | 'aborted';

/** Why a rate-limited request was given up: what the server asked and the longest wait allowed. */
export interface RateLimitFacts {
  /** Retry-After (or, for pacing, RateLimit-Reset) seconds; undefined when the server gave none. */
  askedSeconds: number | undefined;
  maxWaitSeconds: number;
  /** Seconds already spent waiting on rate limits in this run. */
  waitedSeconds: number;
  /** How many 429s were waited out. */
  waits: number;
  why: 'over-budget' | 'no-retry-after' | 'too-many' | 'pacing';
}

/** A 3xx answer, never followed: where it pointed and which configured origin answered it. */
export interface RedirectFacts {
  /** The Location resolved against the request, without user info, query or fragment; undefined when absent or unusable. */
  location: string | undefined;
  base: 'api' | 'site';
}

/**
 * Messages state what happened in the API's terms; the CLI adds its own wording (which flag to
 * change) from the kind and these facts.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly url: string,
    readonly status?: number,
    readonly detail?: string,
    readonly rateLimit?: RateLimitFacts,
    readonly redirect?: RedirectFacts,
  ) {
    super(message);
  }
}

/** The `code` of an error or of one of its causes (a proxy or undici wraps the socket's error). */
export function errorCode(e: unknown): string | undefined {
  let cur: unknown = e;
  for (let depth = 0; depth < 4 && isObject(cur); depth++) {
    if (typeof cur.code === 'string') return cur.code;
    cur = cur.cause;
  }
  return undefined;
}
