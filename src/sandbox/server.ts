/**
 * The sandbox: a standalone implementation of the whole Public Job Listings API contract over the
 * synthetic corpus. Imports nothing from the CLI.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HiringDataset, Internship, Job } from '../contract/resources.js';
import { MAX_IDS_PER_REQUEST, UUID_PATTERN } from '../contract/resources.js';
import { dateCorpus, dayStart, generateUndated, listingDates, postedDays, type Corpus, type UndatedCorpus } from './corpus.js';
import { freshCorpus, SnapshotMismatch, StoredCorpus, storedCorpus, type ListName } from './snapshot.js';
import { matches, newestFirst, readFilters, type ListingFilters } from './matching.js';
import { buildDataset } from './dataset.js';
import { FaultPlan, type FaultRule } from './faults.js';
import { RateLimiter } from './rate-limit.js';
import { SANDBOX_DEFAULTS } from './defaults.js';

export { SANDBOX_DEFAULTS };

export const DATASET_PATH = '/reports/fresher-hiring-india.json';
export const SANDBOX_HEADER = 'x-fresher-sandbox';

export interface SandboxOptions {
  host?: string;
  port?: number;
  seed?: number;
  jobs?: number;
  internships?: number;
  events?: number;
  /** Requests allowed per window and client. */
  rateLimit?: number;
  rateWindowSeconds?: number;
  /** Added to every response. */
  latencyMs?: number;
  faults?: readonly FaultRule[];
  quirks?: boolean;
  /** Clock for posted_days and the rate limiter; the corpus is dated for its day on start (see dateCorpus). */
  now?: () => number;
  /**
   * Clock for posted_days alone (default: `now`). Ages move at each listing's own time of day, so two
   * requests a second apart can disagree; tests pin this to compare them while rate windows still run.
   */
  postedDaysClock?: () => number;
  /** Dates the corpus for this instant's day instead. */
  anchor?: Date;
  /**
   * A directory where the corpus is stored once generated and read back on later starts (see
   * snapshot.ts); not with `quirks`. The corpus served is the same either way.
   */
  snapshotDir?: string;
}

export interface RequestRecord {
  method: string;
  path: string;
  query: string;
  userAgent: string | undefined;
  accept: string | undefined;
  /** Status sent, once the response is finished. */
  status?: number;
}

export interface Sandbox {
  url: string;
  server: Server;
  /** The corpus, dated (a stored one is read whole on first access: see snapshot.ts). */
  corpus: Corpus;
  /** Every request received, in order (for tests). */
  requests: RequestRecord[];
  /** Take a listing away completely, as when a post is deleted. */
  remove(id: string): boolean;
  /** Mark a listing closed (`is_active: false`). */
  closeListing(id: string): boolean;
  setFaults(rules: readonly FaultRule[]): void;
  close(): Promise<void>;
}

/** Collections over this many items are written in slices as they are serialised. */
const STREAM_THRESHOLD = 2000;
const COMMA = Buffer.from(',');

/** A body written whole (text, or bytes joined from a stored corpus's texts), or a large collection streamed item by item. */
type Body = string | Buffer | { prefix: string; count: number; item(i: number): Buffer; suffix: string };

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Serialises listings with `posted_days` computed at request time; caches each record's JSON per day
 * value, as text for bodies written whole and as UTF-8 bytes for streamed ones (see `bytes`).
 */
class ListingSerializer {
  private cache = new WeakMap<object, { days: number | null; json?: string; bytes?: Buffer }>();

  constructor(private readonly now: () => number) {}

  postedDays(l: Job | Internship): number | null {
    return postedDays(l.posted_at, this.now());
  }

  private entry(l: Job | Internship): { days: number | null; json?: string; bytes?: Buffer } {
    const days = this.postedDays(l);
    let hit = this.cache.get(l);
    if (hit?.days !== days) {
      hit = { days };
      this.cache.set(l, hit);
    }
    return hit;
  }

  private text(l: Job | Internship, days: number | null): string {
    return JSON.stringify('posted_at' in l ? { ...l, posted_days: days } : l);
  }

  json(l: Job | Internship): string {
    const hit = this.entry(l);
    hit.json ??= this.text(l, hit.days);
    return hit.json;
  }

  /**
   * The record's JSON as UTF-8, for a streamed body: copying cached bytes into each slice costs far
   * less than joining the texts and encoding the slice again on every request (a 50,000-job body was
   * ~1 s of the server's CPU per request, more than a client spends reading it).
   */
  bytes(l: Job | Internship): Buffer {
    const hit = this.entry(l);
    hit.bytes ??= Buffer.from(hit.json ?? this.text(l, hit.days));
    return hit.bytes;
  }

  invalidate(l: object): void {
    this.cache.delete(l);
  }
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? Date.now;
  const postedDaysNow = options.postedDaysClock ?? now;
  const sizes = {
    seed: options.seed ?? SANDBOX_DEFAULTS.seed,
    jobs: options.jobs ?? SANDBOX_DEFAULTS.jobs,
    internships: options.internships ?? SANDBOX_DEFAULTS.internships,
    events: options.events ?? SANDBOX_DEFAULTS.events,
  };
  const quirks = options.quirks ?? false;
  const anchor = options.anchor ?? new Date(now());
  const snapshotDir = quirks ? undefined : options.snapshotDir;
  // A stored corpus answers listing queries from its index until something needs it whole (see snapshot.ts).
  let stored: StoredCorpus | undefined;
  let undated: UndatedCorpus | undefined;
  if (snapshotDir === undefined) undated = generateUndated({ ...sizes, quirks });
  else {
    const found = storedCorpus(snapshotDir, sizes);
    if (found instanceof StoredCorpus) stored = found;
    else undated = found;
  }

  /** The corpus dated, ordered and indexed by id: made once, when first needed. */
  interface Whole {
    corpus: Corpus;
    jobIndex: Map<string, Job>;
    internshipIndex: Map<string, Internship>;
  }
  /** A stored corpus found not to fit its index: from now on a fresh one, stored in its place. */
  const distrust = (e: unknown): void => {
    if (!(e instanceof SnapshotMismatch) || snapshotDir === undefined) throw e;
    stored?.close();
    stored = undefined;
    undated = freshCorpus(snapshotDir, sizes);
  };
  let whole: Whole | undefined;
  const wholeCorpus = (): Whole => {
    if (whole) return whole;
    if (undated === undefined && stored !== undefined) {
      try {
        undated = stored.undated();
      } catch (e) {
        distrust(e);
      }
    }
    stored?.close();
    stored = undefined;
    const corpus = dateCorpus(undated as UndatedCorpus, anchor);
    undated = undefined;
    for (const list of [corpus.jobs, corpus.hiddenJobs, corpus.internships, corpus.hiddenInternships]) list.sort(newestFirst);
    // Dates of one format (YYYY-MM-DD) order as plain strings; localeCompare would start ICU's collator (milliseconds).
    corpus.events.sort((a, b) => {
      const x = a.event_date ?? '9999';
      const y = b.event_date ?? '9999';
      return x < y ? -1 : x > y ? 1 : 0;
    });
    const jobIndex = new Map<string, Job>();
    for (const j of [...corpus.jobs, ...corpus.hiddenJobs]) jobIndex.set(j.id.toLowerCase(), j);
    const internshipIndex = new Map<string, Internship>();
    for (const i of [...corpus.internships, ...corpus.hiddenInternships]) internshipIndex.set(i.id.toLowerCase(), i);
    whole = { corpus, jobIndex, internshipIndex };
    return whole;
  };
  if (stored === undefined) wholeCorpus();

  // Dated as dateCorpus dates the whole corpus: as of the start of the anchor's day.
  const datesOf = listingDates(dayStart(anchor));
  /**
   * The body for the listings of a list that match `f`, newest first: joined from the stored texts
   * while the corpus is not read whole, else serialised.
   */
  const matchingBody = (key: string, name: ListName, f: ListingFilters): Body => {
    if (stored !== undefined) {
      try {
        const { body, items } = stored.select(name, key, f, datesOf, postedDaysNow());
        return items.count <= STREAM_THRESHOLD ? body : { prefix: `{"${key}":[`, ...items, suffix: ']}' };
      } catch (e) {
        distrust(e);
      }
    }
    return listBody(
      key,
      wholeCorpus().corpus[name].filter((l) => matches(l, f)),
    );
  };

  let dataset: HiringDataset | null = null;
  const datasetDoc = (): HiringDataset => {
    const { corpus } = wholeCorpus();
    dataset ??= buildDataset(corpus.jobs, corpus.internships, corpus.anchor);
    return dataset;
  };

  const serializer = new ListingSerializer(postedDaysNow);
  const limiter = new RateLimiter(options.rateLimit ?? SANDBOX_DEFAULTS.rateLimit, options.rateWindowSeconds ?? SANDBOX_DEFAULTS.rateWindowSeconds, now);
  let faults = new FaultPlan(options.faults ?? []);
  const requests: RequestRecord[] = [];

  /** A collection body: small ones as one string, large ones streamed in slices (chunked encoding). */
  const listBody = (key: string, items: readonly (Job | Internship)[]): Body => {
    if (items.length <= STREAM_THRESHOLD) {
      const parts = new Array<string>(items.length);
      for (let i = 0; i < items.length; i++) parts[i] = serializer.json(items[i] as Job | Internship);
      return `{"${key}":[${parts.join(',')}]}`;
    }
    return { prefix: `{"${key}":[`, count: items.length, item: (i) => serializer.bytes(items[i] as Job | Internship), suffix: ']}' };
  };

  const listJobs = (params: URLSearchParams): Body => {
    if (params.has('ids')) {
      const entries = (params.get('ids') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (entries.length > MAX_IDS_PER_REQUEST) {
        throw new HttpError(400, `Too many ids: at most ${MAX_IDS_PER_REQUEST} per request, got ${entries.length}`);
      }
      const bad = entries.find((e) => !UUID_PATTERN.test(e));
      if (bad !== undefined) throw new HttpError(400, `Invalid id in ids: ${JSON.stringify(bad.slice(0, 64))} is not a UUID`);
      const found = new Set<Job>();
      for (const e of entries) {
        const job = wholeCorpus().jobIndex.get(e.toLowerCase());
        if (job) found.add(job);
      }
      return listBody('jobs', [...found].sort(newestFirst));
    }
    const f = readFilters(params);
    return matchingBody('jobs', f.hidden ? 'hiddenJobs' : 'jobs', f);
  };

  const listInternships = (params: URLSearchParams): Body => {
    const f = readFilters(params);
    return matchingBody('internships', f.hidden ? 'hiddenInternships' : 'internships', f);
  };

  const getOne = <T extends Job | Internship>(index: Map<string, T>, id: string, kind: 'Job' | 'Internship'): string => {
    const item = index.get(decodeURIComponent(id).toLowerCase());
    if (!item) {
      if (!UUID_PATTERN.test(decodeURIComponent(id))) throw new HttpError(404, `${kind} not found: id must be a UUID`);
      throw new HttpError(404, `${kind} not found`);
    }
    return `{"${kind.toLowerCase()}":${serializer.json(item)}}`;
  };

  const route = (path: string, params: URLSearchParams): { status: number; body: Body; cache?: string } => {
    if (path === '/api/health') return { status: 200, body: JSON.stringify({ status: 'ok', message: 'Sandbox API serving synthetic data' }) };
    if (path === '/api/jobs') return { status: 200, body: listJobs(params) };
    if (path === '/api/internships') return { status: 200, body: listInternships(params) };
    // Undated: a stored corpus has them whole in its index.
    if (path === '/api/filters') return { status: 200, body: JSON.stringify({ filters: stored?.filters ?? wholeCorpus().corpus.filters }) };
    if (path === '/api/events') return { status: 200, body: JSON.stringify({ events: wholeCorpus().corpus.events }) };
    if (path === DATASET_PATH) return { status: 200, body: JSON.stringify(datasetDoc()), cache: 'public, max-age=3600' };
    const one = /^\/api\/(jobs|internships)\/([^/]+)$/.exec(path);
    if (one?.[1] === 'jobs') return { status: 200, body: getOne(wholeCorpus().jobIndex, one[2] as string, 'Job') };
    if (one?.[1] === 'internships') return { status: 200, body: getOne(wholeCorpus().internshipIndex, one[2] as string, 'Internship') };
    throw new HttpError(404, `Not found: no operation at ${path}`);
  };

  const bodyText = (body: Body): string => {
    if (typeof body === 'string') return body;
    if (Buffer.isBuffer(body)) return body.toString('utf8');
    const items = Array.from({ length: body.count }, (_, i) => body.item(i).toString('utf8'));
    return `${body.prefix}${items.join(',')}${body.suffix}`;
  };

  /** Writes a large collection in slices, so the first bytes leave at once; waits when the client is slow. */
  const stream = async (res: ServerResponse, method: string, body: Exclude<Body, string | Buffer>): Promise<void> => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (method === 'HEAD') {
      res.end();
      return;
    }
    const slice = 500;
    let ok = res.write(body.prefix);
    for (let i = 0; i < body.count; i += slice) {
      if (!ok) {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            res.off('drain', done);
            res.off('close', done);
            resolve();
          };
          res.once('drain', done);
          res.once('close', done);
        });
      }
      if (res.destroyed) return;
      const end = Math.min(i + slice, body.count);
      const parts: Buffer[] = [];
      for (let j = i; j < end; j++) {
        if (j > 0) parts.push(COMMA);
        parts.push(body.item(j));
      }
      ok = res.write(Buffer.concat(parts));
    }
    res.end(body.suffix);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const method = req.method ?? 'GET';
    const record: RequestRecord = { method, path, query: url.search, userAgent: req.headers['user-agent'], accept: req.headers.accept };
    requests.push(record);
    res.on('finish', () => {
      record.status = res.statusCode;
    });

    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader(SANDBOX_HEADER, '1');
    const rate = limiter.hit(req.socket.remoteAddress ?? 'unknown');
    res.setHeader('RateLimit-Limit', String(rate.limit));
    res.setHeader('RateLimit-Remaining', String(rate.remaining));
    res.setHeader('RateLimit-Reset', String(rate.resetSeconds));
    res.setHeader('RateLimit-Policy', `${rate.limit};w=${rate.windowSeconds}`);

    const send = (status: number, body: string | Buffer, extra: Record<string, string> = {}): void => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
      res.end(method === 'HEAD' ? undefined : body);
    };
    const error = (status: number, message: string, extra: Record<string, string> = {}): void => send(status, JSON.stringify({ error: message }), extra);

    if (method === 'OPTIONS') {
      res.statusCode = 204;
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
      res.setHeader('Access-Control-Max-Age', '86400');
      res.end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      error(405, `Method ${method} not allowed: the API is read-only (GET)`, { Allow: 'GET, HEAD, OPTIONS' });
      return;
    }

    const firing = faults.match(path);
    const delay = (options.latencyMs ?? 0) + firing.filter((f) => f.kind === 'slow').reduce((t, f) => t + Number(f.arg ?? 1000), 0);
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    if (res.destroyed) return;

    for (const f of firing) {
      if (f.kind === 'sunset') {
        res.setHeader('Sunset', f.arg || 'Sat, 01 May 2027 00:00:00 GMT');
        res.setHeader('Deprecation', 'true');
      }
    }
    if (!rate.allowed) {
      error(429, 'Rate limit exceeded', { 'Retry-After': String(rate.resetSeconds) });
      return;
    }
    const fault = firing.find((f) => f.kind !== 'slow' && f.kind !== 'sunset');
    switch (fault?.kind) {
      case '500':
        error(500, `Failed to fetch ${path.startsWith('/api/') ? path.slice(5) : 'data'} from the database`);
        return;
      case '429':
        error(429, 'Rate limit exceeded', { 'Retry-After': fault.arg ?? '1' });
        return;
      case '404':
        error(404, 'Snapshot temporarily unavailable');
        return;
      case 'html': {
        const html = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
        res.statusCode = Number(fault.arg) || 502;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
        return;
      }
      case 'reset':
        req.socket.destroy();
        return;
      case 'truncated': {
        const full = bodyText(route(path, url.searchParams).body);
        res.statusCode = 200;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(full.slice(0, Math.max(1, Math.floor(full.length / 2))));
        return;
      }
      default:
    }
    try {
      const { status, body, cache } = route(path, url.searchParams);
      if (typeof body === 'string' || Buffer.isBuffer(body)) send(status, body, cache ? { 'Cache-Control': cache } : {});
      else await stream(res, method, body);
    } catch (e) {
      if (e instanceof HttpError) error(e.status, e.message);
      else error(500, 'Failed to fetch data: internal sandbox error');
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end('{"error":"Failed to fetch data"}');
      }
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const removeFrom = <T extends { id: string }>(list: T[], id: string): boolean => {
    const i = list.findIndex((x) => x.id === id);
    if (i === -1) return false;
    list.splice(i, 1);
    return true;
  };

  return {
    url: `http://${host}:${address.port}`,
    server,
    get corpus() {
      return wholeCorpus().corpus;
    },
    requests,
    remove(id) {
      const key = id.toLowerCase();
      const { corpus, jobIndex, internshipIndex } = wholeCorpus();
      jobIndex.delete(key);
      internshipIndex.delete(key);
      const hit = [corpus.jobs, corpus.hiddenJobs, corpus.internships, corpus.hiddenInternships].map((l) => removeFrom<Job | Internship>(l, id));
      dataset = null;
      return hit.some(Boolean);
    },
    closeListing(id) {
      const { jobIndex, internshipIndex } = wholeCorpus();
      const item = jobIndex.get(id.toLowerCase()) ?? internshipIndex.get(id.toLowerCase());
      if (!item) return false;
      item.is_active = false;
      serializer.invalidate(item);
      dataset = null;
      return true;
    },
    setFaults(rules) {
      faults = new FaultPlan(rules);
    },
    close: () =>
      new Promise<void>((resolve) => {
        stored?.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
