/**
 * The listing service that list, get, stats, saved and pick share: fetching collections and listings
 * by id through the API client, with progress for a person. No CLI wording, flags or output here.
 */
import type { ApiClient, CheckedArray } from '../api/client.js';
import { parseExact } from '../contract/exact-json.js';
import { ApiError } from '../api/errors.js';
import { UUID_PATTERN, type Internship, type Job } from '../contract/resources.js';
import type { ListingQuery } from '../filters/registry.js';
import type { ApiRecord } from '../contract/record.js';
import { formatNumber } from '../render/numbers.js';
import { mergeNewestFirst } from './combined.js';

export type ListingKind = 'job' | 'internship';
export const NOUNS: Record<ListingKind, { one: string; many: string }> = {
  job: { one: 'job', many: 'jobs' },
  internship: { one: 'internship', many: 'internships' },
};

/** "1 job", "2 jobs": a count with its noun in the right number. */
export function countOf(n: number, kind: ListingKind): string {
  return `${formatNumber(n)} ${n === 1 ? NOUNS[kind].one : NOUNS[kind].many}`;
}

/**
 * A listing's id when it is one (a UUID, lower-cased); undefined for anything else the server sent.
 * Ids are checked before they are stored, printed as ids or sent back in `ids=`.
 */
export function listingId(record: ApiRecord): string | undefined {
  const id = record.id;
  return typeof id === 'string' && UUID_PATTERN.test(id) ? id.toLowerCase() : undefined;
}

/** What the service needs of a session: the client, and a way to show progress. */
export interface ListingSession {
  api(): Promise<ApiClient>;
  progress<T>(label: string, work: () => Promise<T>): Promise<T>;
  /** Called once data has arrived (the session labels sandbox data). */
  isSandbox(): boolean;
  msg: { readonly isTTY: boolean; raw(text: string): void; debug?(text: string): void };
}

export async function fetchListings(s: ListingSession, kind: ListingKind, query: ListingQuery): Promise<(Job | Internship)[]> {
  return (await fetchListingsRaw(s, kind, query)).records;
}

/** The listings, and their array's bytes as received when the API used the plain envelope. */
export function fetchListingsRaw(s: ListingSession, kind: ListingKind, query: ListingQuery): Promise<{ records: (Job | Internship)[]; raw?: Buffer }> {
  return fetchCollection(s, kind, (api) => api.listings<Job | Internship>(kind, query));
}

/** One collection request through the session's client, with its progress, then the sandbox label. */
async function fetchCollection<T>(s: ListingSession, kind: ListingKind, request: (api: ApiClient) => Promise<T>): Promise<T> {
  const api = await s.api();
  const result = await s.progress(`fetching ${NOUNS[kind].many}`, () => request(api));
  s.isSandbox();
  return result;
}

/**
 * Listings for output that prints the API's bytes as they are: when they are fit for that, only the
 * bytes and the count (ApiClient.listingBytes); otherwise as fetchListingsRaw.
 */
export function fetchListingBytes(
  s: ListingSession,
  kind: ListingKind,
  query: ListingQuery,
): Promise<CheckedArray | { records: (Job | Internship)[]; raw?: Buffer }> {
  return fetchCollection(s, kind, (api) => api.listingBytes<Job | Internship>(kind, query));
}

/** The records of a checked array after all (each already checked: an object with its required fields). */
export function recordsOf(checked: CheckedArray): (Job | Internship)[] {
  return parseExact(Buffer.concat(checked.pieces).toString('utf8')) as (Job | Internship)[];
}

/** Listings of one or more queries, merged, with how many requests that took. */
export interface CombinedListings {
  records: (Job | Internship)[];
  /** The array's bytes as received: only for one query, when the API used the plain envelope. */
  raw?: Buffer;
  requests: number;
  /** Listings that came in more than one response (kept once). */
  repeats: number;
}

/**
 * Listings of several queries (several values of a filter: one query per combination), one request
 * after the other so the client paces them by the rate-limit headers, merged newest first without
 * repeats (combined.ts). One query is fetched as fetchListingsRaw does, its bytes kept.
 */
export async function fetchCombined(s: ListingSession, kind: ListingKind, queries: readonly ListingQuery[]): Promise<CombinedListings> {
  if (queries.length === 1) return { ...(await fetchListingsRaw(s, kind, queries[0] as ListingQuery)), requests: 1, repeats: 0 };
  const api = await s.api();
  const responses: (Job | Internship)[][] = [];
  for (const [i, query] of queries.entries()) {
    const label = `fetching ${NOUNS[kind].many} (request ${i + 1} of ${queries.length})`;
    responses.push((await s.progress(label, () => api.listings<Job | Internship>(kind, query))).records);
  }
  s.isSandbox();
  const { records, repeats } = mergeNewestFirst(responses);
  if (repeats > 0) s.msg.debug?.(`${repeats} ${repeats === 1 ? 'listing was' : 'listings were'} in more than one response; each is shown once`);
  return { records, requests: queries.length, repeats };
}

/** Fetches listings by id: job batches through `ids`, internships one by one; missing ids are left out. */
export async function fetchByIds(s: ListingSession, kind: ListingKind, ids: readonly string[]): Promise<Map<string, ApiRecord>> {
  const api = await s.api();
  const found = new Map<string, ApiRecord>();
  if (kind === 'job' && ids.length > 1) {
    const progress = ids.length > 100 && s.msg.isTTY;
    const jobs = await s.progress(`fetching ${ids.length} jobs`, () =>
      api.jobsByIds(ids, (done, total) => {
        if (progress) s.msg.raw(`\r\u001b[2Kfresher: fetched ${done}/${total} ids`);
      }),
    );
    if (progress) s.msg.raw('\r\u001b[2K');
    // Only what was asked for: a record the API added (another id, or no id at all) is not one of them.
    const asked = new Set(ids);
    let extra = 0;
    for (const job of jobs) {
      const id = listingId(job);
      if (id !== undefined && asked.has(id)) found.set(id, job);
      else extra++;
    }
    if (extra > 0) s.msg.debug?.(`ignored ${extra} ${extra === 1 ? 'record' : 'records'} the API sent that no requested id names`);
  } else {
    await s.progress(`fetching ${ids.length === 1 ? NOUNS[kind].one : `${ids.length} ${NOUNS[kind].many}`}`, async () => {
      for (const id of ids) {
        try {
          const record = kind === 'job' ? await api.getJob(id) : await api.getInternship(id);
          // A record for another id than the one asked for is not the listing asked for.
          if (listingId(record) === id) found.set(id, record);
          else s.msg.debug?.(`ignored the API's answer for ${id}: it names another id`);
        } catch (e) {
          if (!(e instanceof ApiError && e.kind === 'not-found')) throw e;
        }
      }
    });
  }
  s.isSandbox();
  return found;
}
