/**
 * HTTP client for the Public Job Listings API: timeouts, proxies, retries with backoff, exact
 * Retry-After waits, pacing from RateLimit-* headers and runtime checks of every response.
 * It never touches the terminal: waits, retries and warnings go out through `events`.
 */
import { Agent, EnvHttpProxyAgent, request, type Dispatcher } from 'undici';
import type { Clock } from './clock.js';
import { ApiError } from './errors.js';
import { decideRetry, pacingDelayMs, parseRetryAfter } from './retry-policy.js';
import type { CareerEvent, FilterVocabulary, Health, HiringDataset, Internship, Job, ListingQuery } from './types.js';
import { MAX_IDS_PER_REQUEST } from './types.js';
import { checkRecords, envelopeArray, isObject, REQUIRED } from './validate.js';

export const DATASET_PATH = '/reports/fresher-hiring-india.json';

export interface ClientEvents {
  /** Resolves once `seconds` have passed (the CLI shows a countdown); rejects when interrupted. */
  rateLimitWait(seconds: number, why: 'retry-after' | 'pacing', url: string): Promise<void>;
  retry(attempt: number, delayMs: number, reason: string, url: string): void;
  warning(message: string): void;
  debug(message: string): void;
}

export interface ClientOptions {
  apiUrl: string;
  siteUrl: string;
  timeoutMs: number;
  maxWaitSeconds: number;
  maxRetries?: number;
  userAgent: string;
  /** Honour HTTP(S)_PROXY / NO_PROXY; off for the embedded sandbox on loopback. */
  useProxy: boolean;
  clock: Clock;
  signal?: AbortSignal;
  events: ClientEvents;
}

export interface JsonResponse {
  url: string;
  status: number;
  body: unknown;
  headers: Record<string, string | undefined>;
}

const TRANSIENT_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNABORTED']);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

function errorCode(e: unknown): string | undefined {
  let cur: unknown = e;
  for (let depth = 0; depth < 4 && isObject(cur); depth++) {
    if (typeof cur.code === 'string') return cur.code;
    cur = cur.cause;
  }
  return undefined;
}

function flattenHeaders(raw: Dispatcher.ResponseData['headers']): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(raw)) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

function bodySummary(text: string, contentType: string | undefined): string {
  if (/html/i.test(contentType ?? '') || /^\s*<(!doctype|html)/i.test(text)) return 'an HTML page, not JSON';
  if (text.trim() === '') return 'an empty body, not JSON';
  return 'a body that is not valid JSON (truncated or corrupt)';
}

export class ApiClient {
  private readonly dispatcher: Dispatcher;
  private readonly maxRetries: number;
  private rate: { remaining?: number; reset?: number; at: number } = { at: 0 };
  private deprecationWarned = false;
  /** Set when the server identifies itself as the fresher sandbox. */
  sandboxServer = false;

  constructor(private readonly options: ClientOptions) {
    const timeouts = {
      connectTimeout: options.timeoutMs,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 4000,
    };
    this.dispatcher = options.useProxy ? new EnvHttpProxyAgent(timeouts) : new Agent(timeouts);
    this.maxRetries = options.maxRetries ?? 3;
  }

  async close(): Promise<void> {
    await this.dispatcher.destroy();
  }

  private url(base: 'api' | 'site', path: string, params?: Record<string, string | undefined>): string {
    const origin = base === 'api' ? this.options.apiUrl : this.options.siteUrl;
    const url = new URL(origin.replace(/\/+$/, '') + path);
    for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    return url.toString();
  }

  private async pace(url: string): Promise<void> {
    const delay = pacingDelayMs(this.rate.remaining, this.rate.reset, this.options.clock.now() - this.rate.at);
    if (delay > 0) {
      await this.options.events.rateLimitWait(Math.ceil(delay / 1000), 'pacing', url);
      this.rate = { at: this.options.clock.now() };
    }
  }

  private noteHeaders(headers: Record<string, string | undefined>): void {
    const remaining = Number(headers['ratelimit-remaining']);
    const reset = Number(headers['ratelimit-reset']);
    if (Number.isFinite(remaining) && Number.isFinite(reset)) {
      this.rate = { remaining, reset, at: this.options.clock.now() };
    }
    if (headers['x-fresher-sandbox'] === '1') this.sandboxServer = true;
    if (!this.deprecationWarned && (headers.sunset || headers.deprecation)) {
      this.deprecationWarned = true;
      const when = headers.sunset ? ` and will stop working after ${headers.sunset}` : '';
      this.options.events.warning(`the API says this endpoint is deprecated${when}; update fresher when a new version is out`);
    }
  }

  /** GET a JSON document, with retries, rate-limit waits and clear errors. */
  async getJson(base: 'api' | 'site', path: string, params?: Record<string, string | undefined>): Promise<JsonResponse> {
    const url = this.url(base, path, params);
    const { clock, events, signal } = this.options;
    const notFoundIsTransient = path === DATASET_PATH;
    let retries = 0;
    let rateWaits = 0;
    for (;;) {
      await this.pace(url);
      events.debug(`GET ${url}`);
      let status: number | undefined;
      let headers: Record<string, string | undefined> = {};
      let text = '';
      let networkError: unknown;
      try {
        const res = await request(url, {
          method: 'GET',
          dispatcher: this.dispatcher,
          signal,
          headers: { accept: 'application/json', 'user-agent': this.options.userAgent },
        });
        status = res.statusCode;
        headers = flattenHeaders(res.headers);
        this.noteHeaders(headers);
        text = await res.body.text();
      } catch (e) {
        if (signal?.aborted) throw new ApiError('aborted', 'interrupted', url);
        networkError = e;
      }
      events.debug(`${status ?? 'no response'} ${url}${networkError ? ` (${errorCode(networkError) ?? String(networkError)})` : ''}`);

      if (networkError !== undefined) {
        const code = errorCode(networkError);
        if (code && TIMEOUT_CODES.has(code)) {
          throw new ApiError('timeout', `GET ${url} timed out after ${this.options.timeoutMs / 1000}s (raise --timeout?)`, url, undefined, code);
        }
        const transient = status !== undefined || (code !== undefined && TRANSIENT_CODES.has(code));
        const decision = decideRetry({ transientNetworkError: transient }, retries, rateWaits, this.limits(), clock.random);
        if (decision.action === 'retry') {
          retries++;
          events.retry(retries, decision.delayMs, decision.reason, url);
          await this.sleep(decision.delayMs, url);
          continue;
        }
        const reason = code === 'ECONNREFUSED' ? 'connection refused' : code === 'ENOTFOUND' ? 'host not found' : (code ?? 'network error');
        throw new ApiError('network', `cannot reach ${new URL(url).origin}: ${reason}`, url, undefined, String(networkError));
      }
      const st = status as number;
      if (st >= 200 && st < 300) {
        try {
          return { url, status: st, body: JSON.parse(text) as unknown, headers };
        } catch {
          throw new ApiError('invalid-body', `GET ${url} returned ${st} with ${bodySummary(text, headers['content-type'])}`, url, st, text.slice(0, 500));
        }
      }
      const serverMessage = this.errorMessage(text);
      const decision = decideRetry(
        { status: st, retryAfterSeconds: parseRetryAfter(headers['retry-after'], clock.now()), notFoundIsTransient },
        retries,
        rateWaits,
        this.limits(),
        clock.random,
      );
      switch (decision.action) {
        case 'wait':
          rateWaits++;
          await events.rateLimitWait(decision.seconds, 'retry-after', url);
          continue;
        case 'retry':
          retries++;
          events.retry(retries, decision.delayMs, decision.reason, url);
          await this.sleep(decision.delayMs, url);
          continue;
        case 'give-up-wait': {
          const asked = decision.seconds === undefined ? 'without a usable Retry-After' : `to wait ${decision.seconds}s (Retry-After)`;
          throw new ApiError('rate-limit', `rate limited: the API asked ${asked}, more than --max-wait ${this.options.maxWaitSeconds}s; try again later or raise --max-wait`, url, st);
        }
        default: {
          const what = serverMessage ? `: ${serverMessage}` : ` (${bodySummary(text, headers['content-type'])})`;
          const afterRetries = retries > 0 ? ` after ${retries + 1} attempts` : '';
          throw new ApiError(st === 404 ? 'not-found' : 'http', `GET ${url} failed with ${st}${afterRetries}${what}`, url, st, text.slice(0, 500));
        }
      }
    }
  }

  private limits() {
    return { maxRetries: this.maxRetries, maxWaitSeconds: this.options.maxWaitSeconds, maxRateLimitWaits: 5 };
  }

  private async sleep(ms: number, url: string): Promise<void> {
    try {
      await this.options.clock.sleep(ms, this.options.signal);
    } catch {
      throw new ApiError('aborted', 'interrupted', url);
    }
  }

  private errorMessage(text: string): string | undefined {
    try {
      const body = JSON.parse(text) as unknown;
      if (isObject(body) && typeof body.error === 'string') return body.error;
    } catch {
      // Not JSON: the caller describes the body instead.
    }
    return undefined;
  }

  private envelope<T>(res: JsonResponse, key: string, kind: string, required: readonly string[]): T[] {
    const items = envelopeArray(res.body, key);
    if (!items) {
      throw new ApiError('invalid-body', `GET ${res.url} returned ${res.status} without the expected "${key}" array`, res.url, res.status);
    }
    return checkRecords<T>(kind, items, required, this.options.events.warning);
  }

  private one<T>(res: JsonResponse, key: string, kind: string, required: readonly string[]): T {
    const record = isObject(res.body) ? res.body[key] : undefined;
    if (!isObject(record)) {
      throw new ApiError('invalid-body', `GET ${res.url} returned ${res.status} without the expected "${key}" object`, res.url, res.status);
    }
    return checkRecords<T>(kind, [record], required, this.options.events.warning)[0] as T;
  }

  async health(): Promise<Health> {
    const res = await this.getJson('api', '/api/health');
    if (!isObject(res.body) || typeof res.body.status !== 'string') {
      throw new ApiError('invalid-body', `GET ${res.url} returned ${res.status} without a "status" field`, res.url, res.status);
    }
    return res.body as Health;
  }

  async listJobs(query: ListingQuery): Promise<Job[]> {
    return this.envelope<Job>(await this.getJson('api', '/api/jobs', { ...query }), 'jobs', 'job', REQUIRED.job);
  }

  async listInternships(query: ListingQuery): Promise<Internship[]> {
    return this.envelope<Internship>(await this.getJson('api', '/api/internships', { ...query }), 'internships', 'internship', REQUIRED.internship);
  }

  async getJob(id: string): Promise<Job> {
    return this.one<Job>(await this.getJson('api', `/api/jobs/${encodeURIComponent(id)}`), 'job', 'job', REQUIRED.job);
  }

  async getInternship(id: string): Promise<Internship> {
    return this.one<Internship>(await this.getJson('api', `/api/internships/${encodeURIComponent(id)}`), 'internship', 'internship', REQUIRED.internship);
  }

  /** Jobs by id through the bulk `ids` parameter, in batches of at most 100; missing ids are simply absent. */
  async jobsByIds(ids: readonly string[], onBatch?: (done: number, total: number) => void): Promise<Job[]> {
    const out: Job[] = [];
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST) {
      const batch = ids.slice(i, i + MAX_IDS_PER_REQUEST);
      const res = await this.getJson('api', '/api/jobs', { ids: batch.join(',') });
      out.push(...this.envelope<Job>(res, 'jobs', 'job', REQUIRED.job));
      onBatch?.(Math.min(ids.length, i + batch.length), ids.length);
    }
    return out;
  }

  async filters(): Promise<FilterVocabulary> {
    const res = await this.getJson('api', '/api/filters');
    const filters = isObject(res.body) ? res.body.filters : undefined;
    if (!isObject(filters)) {
      throw new ApiError('invalid-body', `GET ${res.url} returned ${res.status} without the expected "filters" object`, res.url, res.status);
    }
    const out: FilterVocabulary = {};
    for (const [group, options] of Object.entries(filters)) {
      if (Array.isArray(options)) out[group] = checkRecords(`${group} filter`, options, REQUIRED.filter, this.options.events.warning);
    }
    return out;
  }

  async events(): Promise<CareerEvent[]> {
    return this.envelope<CareerEvent>(await this.getJson('api', '/api/events'), 'events', 'event', REQUIRED.event);
  }

  async dataset(): Promise<HiringDataset> {
    const res = await this.getJson('site', DATASET_PATH);
    const body = res.body;
    if (!isObject(body) || typeof body.updatedAt !== 'string' || !isObject(body.totals)) {
      throw new ApiError('invalid-body', `GET ${res.url} returned ${res.status} without "updatedAt" and "totals"`, res.url, res.status);
    }
    return body as HiringDataset;
  }
}
