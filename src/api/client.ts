/**
 * HTTP client for the Public Job Listings API: timeouts, proxies, retries with backoff, exact
 * Retry-After waits, pacing from RateLimit-* headers and runtime checks of every response.
 * It never touches the terminal: waits, retries and warnings go out through `events`.
 */
import { namedCollection } from '../contract/record.js';
import type { Clock } from './clock.js';
import type { EarlyResponse } from './early.js';
import { ApiError, errorCode, type RateLimitFacts } from './errors.js';
import { parseExact } from '../contract/exact-json.js';
import { ArrayItemReader, EnvelopeError } from './json-stream.js';
import { decideRetry, pacingDelayMs, parseRetryAfter } from './retry-policy.js';
import type { CareerEvent, FilterOption, FilterVocabulary, Health, HiringDataset, Internship, Job } from '../contract/resources.js';
import type { ListingQuery } from '../filters/registry.js';
import { MAX_IDS_PER_REQUEST } from '../contract/resources.js';
import { arrayBytes, arrayPieces, needsEscaping } from './raw-array.js';
import { decodePieces, readCollection, type CheckOnly, type CollectionBody } from './collection-body.js';
import { proxyFor, type BadProxy, type ProxyRoute } from './proxy.js';
import { guardBody, readBytes, readText, routedTransport, sameTimeouts, statusWithText, type Transport, type TransportResponse } from './transport.js';
import { checkRecords, envelopeArray, isComplete, isObject, moreProblems, REQUIRED } from './validate.js';

export const DATASET_PATH = '/reports/fresher-hiring-india.json';

/** 429s waited out in one request before giving up. */
const MAX_RATE_LIMIT_WAITS = 5;

export interface ClientEvents {
  /** Resolves once `seconds` have passed (the CLI shows a countdown); rejects when interrupted. */
  /** `attempt`: the request about to be retried after a 429 (2 for the first retry) and the most there will be. */
  rateLimitWait(seconds: number, why: 'retry-after' | 'pacing', url: string, attempt?: { n: number; of: number }): Promise<void>;
  retry(attempt: number, delayMs: number, reason: string, url: string): void;
  warning(message: string): void;
  debug(message: string): void;
  /** Bytes of the current response body received so far (for a progress line). */
  bytes?(received: number): void;
}

export interface ClientOptions {
  apiUrl: string;
  siteUrl: string;
  timeoutMs: number;
  maxWaitSeconds: number;
  maxRetries?: number;
  userAgent: string;
  /** Authorization headers for the API and the dataset origin (from user info in their URLs, which the URLs here never carry). */
  authorization?: { api?: string | undefined; site?: string | undefined };
  /** Honour HTTP(S)_PROXY / NO_PROXY (from `env`); off for the embedded sandbox on loopback. */
  useProxy: boolean;
  env?: Record<string, string | undefined>;
  clock: Clock;
  signal?: AbortSignal;
  events: ClientEvents;
  /** A response already sent for the first request of this run (see cli/early-request.ts). */
  early?: EarlyResponse;
  /** Largest response body accepted (default DEFAULT_MAX_RESPONSE_BYTES). */
  maxResponseBytes?: number;
}

/** 256 MiB: about ten times the largest collection the API serves today. */
export const DEFAULT_MAX_RESPONSE_BYTES = 256 * 1024 * 1024;

/** A body slower than this over a whole --timeout window is abandoned. */
export const MIN_BYTES_PER_SECOND = 1024;

/** Records of a collection as they arrive; `restart`: the ones yielded before are void (a later array replaced them). */
export interface CollectionBatch<T> {
  records: T[];
  restart: boolean;
}

export interface JsonResponse {
  url: string;
  status: number;
  body: unknown;
  /** The body's bytes as received; undefined when `checked` (the array's pieces are all that is kept). */
  raw?: Buffer;
  headers: Record<string, string | undefined>;
  /**
   * Read with a CheckOnly (getJson's `checkOnly`) and every item passed: the array's bytes, fit to
   * print as they are, and how many items it holds; `body` is then undefined (nothing was kept).
   */
  checked?: CheckedArray;
}

/** A collection's array as received, its items checked but not kept (see collection-body.ts's CheckOnly). */
export interface CheckedArray {
  /** The array's bytes as received, in the pieces they arrived in (joining them would only cost time). */
  pieces: Buffer[];
  count: number;
}

const TRANSIENT_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE']);
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
  'ETIMEDOUT_CONNECT',
  'ETIMEDOUT_HEADERS',
  'ETIMEDOUT_BODY',
]);

/**
 * Where a redirect pointed, fit for a message: resolved against the request, no user info, query or
 * fragment (a login page's parameters are no help and may be long); undefined when absent or unusable.
 */
export function redirectTarget(location: string | undefined, requestUrl: string): string | undefined {
  if (location === undefined || location.trim() === '') return undefined;
  let target: URL;
  try {
    target = new URL(location.trim(), requestUrl);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  target.username = '';
  target.password = '';
  target.search = '';
  target.hash = '';
  const href = target.href;
  return href.length > 300 ? `${href.slice(0, 300)}…` : href;
}

/** Paths that always exist on the API: a 404 there means the URL is not the API's. */
const COLLECTIONS = new Set(['/api/jobs', '/api/internships', '/api/events', '/api/filters', '/api/health']);

/** The URL of `path` under `origin`, with the parameters that are set. */
export function endpointUrl(origin: string, path: string, params?: Record<string, string | undefined>): string {
  const url = new URL(origin.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** The headers of every GET. */
export const requestHeaders = (userAgent: string, authorization?: string): Record<string, string> => ({
  accept: 'application/json',
  'user-agent': userAgent,
  ...(authorization ? { authorization } : {}),
});

export class ApiClient {
  private transport: Promise<Transport> | undefined;
  private readonly maxRetries: number;
  private rate: { remaining?: number; reset?: number; at: number } = { at: 0 };
  private deprecationWarned = false;
  /** Seconds spent waiting on rate limits so far (429 waits and pacing), bounded by maxWaitSeconds. */
  private waitedSeconds = 0;
  /** Set when the server identifies itself as the fresher sandbox. */
  sandboxServer = false;

  constructor(private readonly options: ClientOptions) {
    this.maxRetries = options.maxRetries ?? 3;
  }

  private connection(): Promise<Transport> {
    this.transport ??= Promise.resolve(routedTransport(sameTimeouts(this.options.timeoutMs)));
    return this.transport;
  }

  /** The proxy this URL goes through, if any (see proxy.ts). */
  private proxyRoute(url: string): ProxyRoute | BadProxy | undefined {
    return this.options.useProxy ? proxyFor(url, this.options.env ?? {}) : undefined;
  }

  async close(): Promise<void> {
    await (await this.transport)?.close();
  }

  private url(base: 'api' | 'site', path: string, params?: Record<string, string | undefined>): string {
    return endpointUrl(base === 'api' ? this.options.apiUrl : this.options.siteUrl, path, params);
  }

  /** Seconds of rate-limit waiting this run has left under --max-wait (the total of all waits). */
  private waitBudget(): number {
    return this.options.maxWaitSeconds - this.waitedSeconds;
  }

  private async rateWait(seconds: number, why: 'pacing' | 'retry-after', url: string, attempt?: { n: number; of: number }): Promise<void> {
    this.waitedSeconds += seconds;
    await this.options.events.rateLimitWait(seconds, why, url, attempt);
  }

  private async pace(url: string): Promise<void> {
    const delay = pacingDelayMs(this.rate.remaining, this.rate.reset, this.options.clock.now() - this.rate.at);
    if (delay > 0) {
      const seconds = Math.ceil(delay / 1000);
      if (seconds > this.waitBudget()) {
        throw new ApiError(
          'rate-limit',
          `the API's rate limit resets in ${seconds}s (RateLimit-Reset), more than the ${this.waitBudget()}s of waiting left`,
          url,
          undefined,
          undefined,
          this.rateFacts(seconds, 'pacing', 0),
        );
      }
      await this.rateWait(seconds, 'pacing', url);
      this.rate = { at: this.options.clock.now() };
    }
  }

  private rateFacts(askedSeconds: number | undefined, why: RateLimitFacts['why'], waits: number): RateLimitFacts {
    return { askedSeconds, maxWaitSeconds: this.options.maxWaitSeconds, waitedSeconds: this.waitedSeconds, waits, why };
  }

  private noteHeaders(headers: Record<string, string | undefined>): void {
    const remaining = Number(headers['ratelimit-remaining']);
    const reset = Number(headers['ratelimit-reset']);
    if (headers['ratelimit-remaining'] !== undefined && Number.isFinite(remaining) && Number.isFinite(reset)) {
      this.rate = { remaining, reset, at: this.options.clock.now() };
    }
    if (headers['x-fresher-sandbox'] === '1') this.sandboxServer = true;
    if (!this.deprecationWarned && (headers.sunset || headers.deprecation)) {
      this.deprecationWarned = true;
      const when = headers.sunset ? ` and will stop working after ${headers.sunset}` : '';
      this.options.events.warning(`the API says this endpoint is deprecated${when}; update fresher when a new version is out`);
    }
  }

  /**
   * Sends a GET until it gets a 2xx, waiting out 429s and retrying 5xx, resets and the dataset's 404;
   * returns the open response, or throws a classified ApiError. `attempts` counts across calls, so a
   * caller that retries a broken body keeps to the same budget.
   */
  private async open(
    url: string,
    base: 'api' | 'site',
    notFoundIsTransient: boolean,
    attempts: { retries: number; rateWaits: number },
  ): Promise<TransportResponse> {
    const { clock, events, signal } = this.options;
    const origin = new URL(url).origin;
    const route = this.proxyRoute(url);
    if (route !== undefined && route.href === undefined) {
      throw new ApiError('network', `cannot reach ${origin}: ${route.variable} is not a proxy URL (e.g. http://proxy.example:3128)`, url);
    }
    for (;;) {
      await this.pace(url);
      let res: TransportResponse | undefined;
      let networkError: unknown;
      const headers = requestHeaders(this.options.userAgent, this.options.authorization?.[base]);
      // A response already on its way for this exact request (see cli/early-request.ts) serves the first try.
      const early = attempts.retries === 0 && attempts.rateWaits === 0 ? this.options.early?.take(url, headers) : undefined;
      events.debug(`GET ${url}${early ? ' (sent early, while fresher loaded)' : ''}`);
      try {
        res = await (early ?? (await this.connection()).request(url, { signal, headers, ...(route ? { proxy: route.href } : {}) }));
      } catch (e) {
        if (signal?.aborted) throw new ApiError('aborted', 'interrupted', url);
        networkError = e;
      }
      if (res === undefined) {
        const code = errorCode(networkError);
        events.debug(`no response from ${url} (${code ?? String(networkError)})`);
        if (code && TIMEOUT_CODES.has(code)) {
          throw new ApiError('timeout', `GET ${url} timed out after ${this.options.timeoutMs / 1000}s`, url, undefined, code);
        }
        const transient = code !== undefined && TRANSIENT_CODES.has(code);
        const decision = decideRetry({ transientNetworkError: transient }, attempts.retries, attempts.rateWaits, this.limits(), clock.random);
        if (decision.action === 'retry') {
          attempts.retries++;
          events.retry(attempts.retries, decision.delayMs, decision.reason, url);
          await this.sleep(decision.delayMs, url);
          continue;
        }
        // The words for it are in a lazy part: only a failed run loads them.
        const { unreachable } = await import('./unreachable.js');
        throw new ApiError('network', unreachable(origin, route, code, networkError), url, undefined, String(networkError));
      }
      this.noteHeaders(res.headers);
      events.debug(`${res.status} ${url}`);
      res = {
        ...res,
        body: guardBody(
          res.body,
          { maxBytes: this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES, minBytesPerSecond: MIN_BYTES_PER_SECOND, windowMs: this.options.timeoutMs },
          events.bytes,
        ),
      };
      if (res.status >= 200 && res.status < 300) return res;

      const text = await readText(res.body).catch(() => '');
      // The words for an error answer are in a lazy part: only a failed request loads them.
      const { bodySummary, errorMessage } = await import('./error-body.js');
      const serverMessage = errorMessage(text);
      const decision = decideRetry(
        { status: res.status, retryAfterSeconds: parseRetryAfter(res.headers['retry-after'], clock.now()), notFoundIsTransient },
        attempts.retries,
        attempts.rateWaits,
        this.limits(),
        clock.random,
      );
      switch (decision.action) {
        case 'wait':
          attempts.rateWaits++;
          await this.rateWait(decision.seconds, 'retry-after', url, { n: attempts.rateWaits + 1, of: MAX_RATE_LIMIT_WAITS + 1 });
          continue;
        case 'retry':
          attempts.retries++;
          events.retry(attempts.retries, decision.delayMs, decision.reason, url);
          await this.sleep(decision.delayMs, url);
          continue;
        case 'give-up-wait': {
          const facts = this.rateFacts(decision.seconds, decision.why, attempts.rateWaits);
          const why =
            decision.why === 'no-retry-after'
              ? 'without a usable Retry-After'
              : decision.why === 'too-many'
                ? `again after ${attempts.rateWaits} waits`
                : `to wait ${decision.seconds}s (Retry-After), more than the ${this.waitBudget()}s of waiting left`;
          throw new ApiError('rate-limit', `rate limited: the API asked ${why}`, url, res.status, undefined, facts);
        }
        default: {
          // No request of fresher's asks for a copy it has: a 304 is no redirect, and no answer.
          if (res.status === 304)
            throw new ApiError('http', `GET ${url}: the API answered 304 Not Modified, though fresher asked for no cached copy`, url, res.status);
          if (res.status >= 300 && res.status < 400) {
            const location = redirectTarget(res.headers.location, url);
            const to = location === undefined ? 'a redirect without a usable Location header' : `a redirect to ${location}`;
            throw new ApiError(
              'redirect',
              `GET ${url}: the API answered ${statusWithText(res.status)}, ${to}`,
              url,
              res.status,
              text.slice(0, 500),
              undefined,
              { location, base },
            );
          }
          const what = serverMessage ? `: ${serverMessage}` : ` (${bodySummary(text, res.headers['content-type'])})`;
          const afterRetries = attempts.retries > 0 ? ` after ${attempts.retries + 1} attempts` : '';
          // A page, not JSON, where a collection should be: this is not the API (a wrong URL), not a missing record.
          const notApi = res.status === 404 && serverMessage === undefined && COLLECTIONS.has(new URL(url).pathname.replace(/^.*(?=\/api\/)/, ''));
          if (notApi)
            throw new ApiError(
              'not-api',
              `GET ${url} failed with 404 (${bodySummary(text, res.headers['content-type'])}): this server does not serve the Public Job Listings API`,
              url,
              res.status,
              text.slice(0, 500),
            );
          throw new ApiError(
            res.status === 404 ? 'not-found' : 'http',
            `GET ${url} failed with ${res.status}${afterRetries}${what}`,
            url,
            res.status,
            text.slice(0, 500),
          );
        }
      }
    }
  }

  /** A body over the size limit or below the speed floor: not retried, said plainly. */
  private bodyLimitError(code: string | undefined, url: string): void {
    if (code === 'ETOOLARGE') {
      const mib = Math.round((this.options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES) / 1024 / 1024);
      throw new ApiError('too-large', `GET ${url}: the response is larger than ${mib} MiB, the most fresher reads`, url);
    }
    if (code === 'ETOOSLOW') {
      throw new ApiError(
        'timeout',
        `GET ${url}: the API sent less than 1 KiB/s for ${this.options.timeoutMs / 1000}s; gave up on the response`,
        url,
        undefined,
        code,
      );
    }
  }

  /** A body that breaks off mid-way is retried like a reset, within the same budget. */
  private async bodyFailure(e: unknown, url: string, attempts: { retries: number; rateWaits: number }): Promise<void> {
    if (this.options.signal?.aborted) throw new ApiError('aborted', 'interrupted', url);
    const code = errorCode(e);
    this.bodyLimitError(code, url);
    if (code && TIMEOUT_CODES.has(code)) {
      throw new ApiError('timeout', `GET ${url} timed out after ${this.options.timeoutMs / 1000}s while reading the body`, url, undefined, code);
    }
    const decision = decideRetry({ transientNetworkError: true }, attempts.retries, attempts.rateWaits, this.limits(), this.options.clock.random);
    if (decision.action !== 'retry') throw new ApiError('network', `GET ${url}: the connection broke while reading the body (${code ?? String(e)})`, url);
    attempts.retries++;
    this.options.events.retry(attempts.retries, decision.delayMs, decision.reason, url);
    await this.sleep(decision.delayMs, url);
  }

  /**
   * GET a JSON document, with retries, rate-limit waits and clear errors. `arrayKey`: the document is a
   * collection under that key, whose items are parsed while the body arrives (see collection-body.ts).
   */
  async getJson(
    base: 'api' | 'site',
    path: string,
    params?: Record<string, string | undefined>,
    arrayKey?: string,
    checkOnly?: CheckOnly,
  ): Promise<JsonResponse> {
    const url = this.url(base, path, params);
    const attempts = { retries: 0, rateWaits: 0 };
    for (;;) {
      const res = await this.open(url, base, path === DATASET_PATH, attempts);
      let read: Buffer | CollectionBody;
      try {
        read = arrayKey === undefined ? await readBytes(res.body) : await readCollection(res.body, arrayKey, checkOnly);
      } catch (e) {
        await this.bodyFailure(e, url, attempts);
        continue;
      }
      const collection = Buffer.isBuffer(read) ? undefined : read;
      const items = collection?.items;
      // Checked and fit to print as received: nothing more to read. Anything else (an item that
      // failed, bytes that must be escaped or are not UTF-8) is parsed whole below, warnings and all.
      const checked = collection?.checked;
      const array = collection && checked?.passed && arrayKey !== undefined ? arrayPieces(collection.pieces, arrayKey) : undefined;
      if (checked && array && !needsEscaping(array))
        return { url, status: res.status, body: undefined, headers: res.headers, checked: { pieces: array, count: checked.count } };
      const raw = collection ? collection.bytes : (read as Buffer);
      // The plain envelope, its items already parsed: JSON.parse of the whole would give this very value.
      if (arrayKey !== undefined && items !== undefined && arrayBytes(raw, arrayKey) !== undefined)
        return { url, status: res.status, body: { [arrayKey]: items }, raw, headers: res.headers };
      const text = raw.toString('utf8');
      try {
        // A leading byte order mark is allowed, as the streaming reader allows it.
        return { url, status: res.status, body: parseExact(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text), raw, headers: res.headers };
      } catch {
        const { bodySummary } = await import('./error-body.js');
        throw new ApiError(
          'invalid-body',
          `GET ${url} returned ${res.status} with ${bodySummary(text, res.headers['content-type'])}`,
          url,
          res.status,
          text.slice(0, 500),
        );
      }
    }
  }

  /**
   * The items of a collection (`{ <key>: [...] }`) in batches as the body arrives, for output that can
   * be written row by row. Required fields are checked as in the buffered calls.
   */
  async *streamCollection<T>(
    path: string,
    params: Record<string, string | undefined>,
    key: string,
    kind: string,
    required: readonly string[],
  ): AsyncGenerator<CollectionBatch<T>> {
    const url = this.url('api', path, params);
    const attempts = { retries: 0, rateWaits: 0 };
    for (let restart = false; ; restart = true) {
      const res = await this.open(url, 'api', false, attempts);
      // After a connection broke mid-body, the rows of the earlier attempt are void.
      if (restart) yield { records: [], restart: true };
      const reader = new ArrayItemReader(key);
      // TextDecoder in streaming mode: the same text as setEncoding('utf8') (U+FFFD for bad bytes, a
      // character split between chunks kept whole, a byte order mark left for the reader), about 40 ms
      // quicker on 50,000 jobs.
      const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
      let index = 0;
      let head = '';
      // Warnings of this response's records: five in all, then how many more (said at its end).
      const budget = { left: 5, more: 0 };
      try {
        // Each piece of the body as text (see decodePieces: joins of large pieces cost over 0.7 s of a
        // 50,000-job export).
        const texts = async function* (): AsyncGenerator<string[]> {
          for await (const chunk of res.body) yield decodePieces(decoder, chunk as Uint8Array);
          const rest = decoder.decode();
          if (rest) yield [rest];
        };
        // The pieces of the body, then its end (the reader scans what it left waiting for more).
        const END = Symbol('end');
        const ended = async function* (): AsyncGenerator<(string | typeof END)[]> {
          yield* texts();
          yield [END];
        };
        for await (const pieces of ended()) {
          let items: unknown[] = [];
          let again = false;
          for (const piece of pieces) {
            if (piece !== END && head.length < 512) head += piece.slice(0, 512);
            const restarts = reader.restarts;
            const found = piece === END ? reader.end() : reader.push(piece);
            // The key came again: as in JSON.parse the later array wins, so what came before is void.
            if (reader.restarts !== restarts) {
              again = true;
              items = [];
              index = 0;
              budget.left = 5;
              budget.more = 0;
            }
            for (const item of found) items.push(item);
          }
          if (items.length > 0 || again) {
            yield { records: this.checkBatch<T>(kind, items, required, index, budget), restart: again };
            index += items.length;
          }
        }
        if (budget.more > 0) this.options.events.warning(moreProblems(budget.more, kind));
        return;
      } catch (e) {
        if (e instanceof ApiError) throw e;
        if (this.options.signal?.aborted) throw new ApiError('aborted', 'interrupted', url);
        this.bodyLimitError(errorCode(e), url);
        if (e instanceof EnvelopeError && e.shape) {
          throw new ApiError(
            'invalid-body',
            `GET ${url} returned ${res.status} with JSON that is not the expected shape (${e.message})`,
            url,
            res.status,
            head,
          );
        }
        if (e instanceof EnvelopeError || e instanceof SyntaxError) {
          const { bodySummary } = await import('./error-body.js');
          const what =
            index === 0 && !e.message.includes('truncated') ? bodySummary(head, res.headers['content-type']) : `a body that is not valid JSON (${e.message})`;
          throw new ApiError('invalid-body', `GET ${url} returned ${res.status} with ${what}`, url, res.status, head);
        }
        // A connection reset mid-body is retried as in the buffered path (bodyFailure throws when it is not).
        await this.bodyFailure(e, url, attempts);
      }
    }
  }

  private checkBatch<T>(kind: string, items: unknown[], required: readonly string[], offset: number, budget: { left: number; more: number }): T[] {
    // Warnings name records by their position in the whole collection, five at most per response;
    // the rest are counted (every problem is passed on here: the batch has no budget of its own).
    return checkRecords<T>(
      kind,
      items,
      required,
      (m) => {
        if (budget.left-- > 0) this.options.events.warning(m.replace(/#(\d+)/, (_, n: string) => `#${Number(n) + offset}`));
        else budget.more++;
      },
      Number.POSITIVE_INFINITY,
    );
  }

  private limits() {
    return { maxRetries: this.maxRetries, maxWaitSeconds: this.waitBudget(), maxRateLimitWaits: MAX_RATE_LIMIT_WAITS };
  }

  private async sleep(ms: number, url: string): Promise<void> {
    try {
      await this.options.clock.sleep(ms, this.options.signal);
    } catch {
      throw new ApiError('aborted', 'interrupted', url);
    }
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

  /**
   * A collection, and the bytes of its array as received when the envelope is the plain
   * `{"jobs":[...]}`, so unchanged JSON output can pass them through.
   */
  async listings<T extends Job | Internship>(kind: 'job' | 'internship', query: ListingQuery): Promise<{ records: T[]; raw?: Buffer }> {
    const key = kind === 'job' ? 'jobs' : 'internships';
    return this.listingsOf<T>(await this.getJson('api', `/api/${key}`, { ...query }, key), key, kind);
  }

  /**
   * A collection for output that prints the array as received: when every record is an object with
   * its required fields and the bytes need no escaping, only those bytes and the count (no record is
   * kept: a 1,000-job list then costs a third less after its last byte); otherwise as listings().
   */
  async listingBytes<T extends Job | Internship>(kind: 'job' | 'internship', query: ListingQuery): Promise<CheckedArray | { records: T[]; raw?: Buffer }> {
    const key = kind === 'job' ? 'jobs' : 'internships';
    const required = REQUIRED[kind];
    // An item checkRecords would warn of sends the whole body to the full parse, which warns.
    const res = await this.getJson('api', `/api/${key}`, { ...query }, key, { check: (item) => isComplete(item, required) });
    return res.checked ?? this.listingsOf<T>(res, key, kind);
  }

  private listingsOf<T extends Job | Internship>(res: JsonResponse, key: string, kind: 'job' | 'internship'): { records: T[]; raw?: Buffer } {
    const records = this.envelope<T>(res, key, kind, REQUIRED[kind]);
    // The bytes as sent stand for the records only when none was dropped.
    const all = envelopeArray(res.body, key)?.length === records.length;
    const raw = all && res.raw && isObject(res.body) && Object.keys(res.body).length === 1 ? arrayBytes(res.raw, key) : undefined;
    return raw ? { records, raw } : { records };
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
    const out: FilterVocabulary = namedCollection();
    for (const [group, options] of Object.entries(filters)) {
      // A value that is not text cannot be sent or matched: such options are left out (with the warning).
      if (Array.isArray(options))
        out[group] = checkRecords<FilterOption>(`${group} filter`, options, REQUIRED.filter, this.options.events.warning).filter(
          (o) => typeof o.filter_value === 'string' && typeof o.filter_type === 'string',
        );
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
      // Name what is wrong, not both: a document with its date but no totals is missing the totals.
      const lacking = isObject(body)
        ? [typeof body.updatedAt !== 'string' ? '"updatedAt" (a date string)' : '', !isObject(body.totals) ? '"totals" (an object)' : '']
            .filter(Boolean)
            .join(' and ')
        : 'a JSON object';
      throw new ApiError('invalid-body', `GET ${res.url} returned ${res.status} without ${lacking}`, res.url, res.status);
    }
    return body as HiringDataset;
  }
}
