/**
 * A stored copy of the built-in sandbox's corpus, so a run neither generates it again (~0.1 s of a
 * 0.25 s `jobs list`) nor reads all of it to answer one filtered list. What is stored is the undated
 * corpus (see corpus.ts): the same for a seed, sizes and CORPUS_VERSION whatever the time, dated for
 * this run's anchor as it is read, so a stored corpus gives exactly the answers a fresh one would.
 *
 * One file per seed, sizes and version, in a directory of its own (0700; files 0600, written to a
 * temporary name and renamed). The file is a header line (JSON: what it holds, the Node version that
 * wrote it, the size of the index and its CRC-32), then the index (V8's serialization format, several
 * times quicker to read than JSON), then every listing record as the JSON text the API sends. The index
 * holds the small parts whole (filters, events, every date offset) and, per list of listings, the
 * fields matching and ordering read (matching.ts's ListingView) dictionary-coded by column, where each
 * record's text ends, its CRC-32, and where its dated values (posted_at, the deadline, ...; see
 * HOLE_FIELDS) lie in that text. So a filtered list reads the index, matches column by column, orders
 * by the views of the listings picked, and reads only their texts (~150 of the 2,268 listings for one
 * city, ~8% of the file), writing this run's dates and posted_days into them: a response body is a
 * join of stored texts, never an object serialised again.
 *
 * The file is the user's, so it is untrusted input: anything unexpected (missing, damaged, truncated,
 * another version, size or Node, an index that does not fit) means generate afresh and store that; a
 * cache never fails a run. The index is checked whole when the file is opened (its CRC, its shape,
 * every code against its column); a record when it is read: its CRC, its dated values' places, and the
 * text sent, parsed, against its index entry. One that does not fit throws SnapshotMismatch, and the
 * sandbox then answers from a fresh corpus (freshCorpus), stored in its place. (CRC-32 from node:zlib,
 * which the launcher loads already; node:crypto would cost ~15 M instructions.)
 */
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { CareerEvent, FilterVocabulary, Internship, Job } from '../contract/resources.js';
import {
  CORPUS_VERSION,
  generateUndated,
  hiddenCount,
  LISTING_TIMES,
  postedDays,
  undatedFits,
  type ListingDater,
  type ListingDates,
  type UndatedCorpus,
} from './corpus.js';
import { newestFirst, VIEW_FIELDS, type ListingFilters, type ListingView } from './matching.js';

export interface SnapshotKey {
  seed: number;
  jobs: number;
  internships: number;
  events: number;
}

/** The lists of listings a corpus serves, each indexed on its own. */
export const LIST_NAMES = ['jobs', 'hiddenJobs', 'internships', 'hiddenInternships'] as const;
export type ListName = (typeof LIST_NAMES)[number];

const FORMAT = 'fresher-sandbox-corpus-json-texts';
/** In the file's name too, so two fresher versions that store corpora differently do not replace each other's on every run. */
const FORMAT_VERSION = 2;
/** Snapshots of other seeds, sizes or formats kept besides the one being written. */
const KEEP_OTHERS = 3;

export const snapshotName = (k: SnapshotKey): string => `corpus-v${CORPUS_VERSION}-f${FORMAT_VERSION}-s${k.seed}-j${k.jobs}-i${k.internships}-e${k.events}.bin`;

interface Header {
  format: string;
  version: number;
  seed: number;
  jobs: number;
  internships: number;
  events: number;
  node: string;
  /** Bytes of the index, which the records follow. */
  index: number;
  crc32: number;
}

/** Unsigned whole numbers, in the narrowest array that holds them (an index of 2,268 listings is ~70 KB, not ~250). */
type Codes = Uint8Array | Uint16Array | Uint32Array;
const isCodes = (x: unknown): x is Codes => x instanceof Uint8Array || x instanceof Uint16Array || x instanceof Uint32Array;
function narrowest(values: ArrayLike<number>): Codes {
  let max = 0;
  for (let i = 0; i < values.length; i++) max = Math.max(max, values[i] as number);
  return max <= 0xff ? Uint8Array.from(values) : max <= 0xffff ? Uint16Array.from(values) : Uint32Array.from(values);
}

/** One field of every record of a list: its distinct values, and each record's (0: no such field; n: values[n - 1]). */
interface Column {
  values: unknown[];
  codes: Codes;
}

/**
 * The values whose place in a record's text the index keeps. A record's text is JSON.stringify of the
 * undated record; what the API sends is that text with the values that change with the day (dated:
 * see ListingDates) or with the request (posted_days, from the clock) written for the run, as
 * ListingSerializer would write them. The id's place is kept to check that a text is the listing the
 * index says it is.
 */
const PLACED_FIELDS = ['id', 'posted_at', 'deadline', 'deadline_display', 'start_date', 'posted_days'] as const;
type DateField = Exclude<(typeof PLACED_FIELDS)[number], 'id' | 'posted_days'>;
const PLACES = PLACED_FIELDS.length;
const ID = PLACED_FIELDS.indexOf('id');
const POSTED_AT = PLACED_FIELDS.indexOf('posted_at');
const POSTED_DAYS = PLACED_FIELDS.indexOf('posted_days');
/** What newestFirst reads. */
const ORDER_FIELDS: readonly (keyof ListingView)[] = ['id', 'posted_at', 'prestige_tier'];

interface StoredList {
  /** The list's date offsets (see corpus.ts), as whole numbers by construction. */
  times: Int32Array;
  /** One column per VIEW_FIELDS entry, in that order. */
  columns: Column[];
  /** Where each record's text ends, counted from the start of the list's first record. */
  ends: Uint32Array;
  /** The CRC-32 of each record's text. */
  crcs: Uint32Array;
  /**
   * Per record, for each PLACED_FIELDS entry, where its value starts and ends in the record's text
   * (in UTF-16 units, as in the decoded string); 0, 0 when the record lacks the field. A posted_days the record lacks while it has a
   * posted_at is sent anyway, at the end (as `{ ...record, posted_days }` writes it): an empty range
   * before the closing brace.
   */
  places: Codes;
}

interface StoredIndex {
  filters: FilterVocabulary;
  events: CareerEvent[];
  eventTimes: number[];
  lists: Record<ListName, StoredList>;
}

const NEWLINE = 10;
/** A header is a short line; past this, the file is not a snapshot. */
const MAX_HEADER = 1024;

/** A record read from the file that does not fit its index entry: the file cannot be trusted. */
export class SnapshotMismatch extends Error {}

function column(records: readonly object[], field: string): Column {
  const values: unknown[] = [];
  const seen = new Map<unknown, number>();
  const codes = records.map((r) => {
    if (!(field in r)) return 0;
    const value = (r as Record<string, unknown>)[field];
    let code = seen.get(value);
    if (code === undefined) {
      code = values.push(value);
      seen.set(value, code);
    }
    return code;
  });
  return { values, codes: narrowest(codes) };
}

/** A record's text (JSON.stringify's, checked) and where its PLACED_FIELDS values lie in it. */
function recordText(item: Job | Internship): { bytes: Buffer; places: number[] } {
  const fields = item as Record<string, unknown>;
  const places = new Array<number>(PLACES * 2).fill(0);
  let text = '{';
  for (const key of Object.keys(fields)) {
    const value = JSON.stringify(fields[key]);
    if (value === undefined) continue;
    text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:`;
    const h = (PLACED_FIELDS as readonly string[]).indexOf(key);
    if (h !== -1) {
      places[2 * h] = text.length;
      places[2 * h + 1] = text.length + value.length;
    }
    text += value;
  }
  text += '}';
  if (text !== JSON.stringify(item)) throw new Error('a listing whose JSON text cannot be stored');
  if ('posted_at' in item && !('posted_days' in item)) {
    places[2 * POSTED_DAYS] = text.length - 1;
    places[2 * POSTED_DAYS + 1] = text.length - 1;
  }
  return { bytes: Buffer.from(text), places };
}

/** The file's bytes for an undated corpus. */
export function sealSnapshot(k: SnapshotKey, corpus: UndatedCorpus): Buffer {
  const records: Buffer[] = [];
  const list = (name: ListName): StoredList => {
    const items = corpus[name] as readonly (Job | Internship)[];
    const ends = new Uint32Array(items.length);
    const crcs = new Uint32Array(items.length);
    const places: number[] = [];
    let at = 0;
    items.forEach((item, i) => {
      const text = recordText(item);
      records.push(text.bytes);
      places.push(...text.places);
      at += text.bytes.length;
      ends[i] = at;
      crcs[i] = crc32(text.bytes);
    });
    return { times: Int32Array.from(corpus.times[name]), columns: VIEW_FIELDS.map((f) => column(items, f)), ends, crcs, places: narrowest(places) };
  };
  const lists = Object.fromEntries(LIST_NAMES.map((name) => [name, list(name)])) as Record<ListName, StoredList>;
  const index = serialize({ filters: corpus.filters, events: corpus.events, eventTimes: corpus.times.events, lists } satisfies StoredIndex);
  const header: Header = {
    format: FORMAT,
    version: CORPUS_VERSION,
    seed: k.seed,
    jobs: k.jobs,
    internships: k.internships,
    events: k.events,
    node: process.version,
    index: index.length,
    crc32: crc32(index),
  };
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), index, ...records]);
}

/**
 * Whether a deserialised index has the shape and sizes of one for `k`, its records filling `bytes`.
 * What varies per record (a code beyond its column, an id that is not text, a text that is not the
 * listing's) is checked as the record is looked at (StoredCorpus.view, .matching, .texts and .sent):
 * every record a query looks at, and all of them when the corpus is read whole.
 */
function indexFits(x: unknown, k: SnapshotKey, bytes: number): x is StoredIndex {
  if (typeof x !== 'object' || x === null) return false;
  const index = x as Partial<StoredIndex>;
  const sizes: Record<ListName, number> = {
    jobs: k.jobs,
    hiddenJobs: hiddenCount(k.jobs),
    internships: k.internships,
    hiddenInternships: hiddenCount(k.internships),
  };
  const lists = index.lists;
  if (typeof index.filters !== 'object' || index.filters === null || typeof lists !== 'object' || lists === null) return false;
  if (!Array.isArray(index.events) || !Array.isArray(index.eventTimes)) return false;
  // Events are few and read whole: checked as an undated corpus's are, in one with no listings.
  const none = { jobs: [], hiddenJobs: [], internships: [], hiddenInternships: [] };
  const events = { ...none, events: index.events, filters: index.filters, times: { ...none, events: index.eventTimes } };
  if (!undatedFits(events, { jobs: 0, internships: 0, events: k.events })) return false;
  let total = 0;
  for (const name of LIST_NAMES) {
    const list = lists[name] as Partial<StoredList> | undefined;
    const n = sizes[name];
    if (typeof list !== 'object' || list === null || !(list.times instanceof Int32Array) || list.times.length !== n * LISTING_TIMES) return false;
    if (!(list.ends instanceof Uint32Array) || list.ends.length !== n || !(list.crcs instanceof Uint32Array) || list.crcs.length !== n) return false;
    if (!isCodes(list.places) || list.places.length !== n * PLACES * 2) return false;
    if (!Array.isArray(list.columns) || list.columns.length !== VIEW_FIELDS.length) return false;
    for (const c of list.columns as Partial<Column>[])
      if (typeof c !== 'object' || c === null || !Array.isArray(c.values) || !isCodes(c.codes) || c.codes.length !== n) return false;
    total += n === 0 ? 0 : (list.ends[n - 1] as number);
  }
  return total === bytes;
}

/** Where a stored corpus's records are read from: the file (by position, as they are needed) or bytes in memory. */
interface RecordSource {
  /** Copies `n` bytes at `at` (from the start of the records) into `into` at `offset`; how many there were. */
  readInto(at: number, n: number, into: Buffer, offset: number): number;
  close(): void;
}

const inMemory = (bytes: Buffer): RecordSource => ({
  readInto: (at, n, into, offset) => (at >= bytes.length ? 0 : bytes.copy(into, offset, at, Math.min(at + n, bytes.length))),
  close: () => {},
});

function inFile(fd: number, base: number): RecordSource {
  let open = true;
  return {
    readInto(at, n, into, offset) {
      let got = 0;
      while (got < n) {
        const r = readSync(fd, into, offset + got, n - got, base + at + got);
        if (r === 0) break;
        got += r;
      }
      return got;
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

/** A value the dater left as the record has it (not a string it writes). */
const KEEP = Symbol('keep');
type Dates = { -readonly [F in DateField]?: string | null | typeof KEEP };

/**
 * A corpus read from a snapshot: its index in memory, its listing records read (and checked) as they
 * are asked for.
 */
export class StoredCorpus {
  private readonly starts: Record<ListName, number>;
  private used = false;
  /** Records read so far (for tests). */
  recordsRead = 0;

  constructor(
    private readonly index: StoredIndex,
    private readonly records: RecordSource,
  ) {
    let at = 0;
    const starts: Partial<Record<ListName, number>> = {};
    for (const name of LIST_NAMES) {
      starts[name] = at;
      const ends = index.lists[name].ends;
      at += ends.length === 0 ? 0 : (ends[ends.length - 1] as number);
    }
    this.starts = starts as Record<ListName, number>;
  }

  /** The filter vocabulary (undated, so served from the index). */
  get filters(): FilterVocabulary {
    return this.index.filters;
  }

  /**
   * What matching and ordering read of listing `i`, undated: every view field the record has (only
   * `fields`, when given). Throws SnapshotMismatch for a code its column lacks or an id that is not text.
   */
  private view(name: ListName, i: number, fields: readonly (keyof ListingView)[] = VIEW_FIELDS): Record<string, unknown> {
    const columns = this.index.lists[name].columns;
    const view: Record<string, unknown> = {};
    for (const field of fields) {
      const c = columns[VIEW_FIELDS.indexOf(field)] as Column;
      const code = c.codes[i] as number;
      if (code > c.values.length) throw new SnapshotMismatch(`${name} #${i}: a code beyond its column`);
      if (code !== 0) view[field] = c.values[code - 1];
    }
    if (typeof view.id !== 'string') throw new SnapshotMismatch(`${name} #${i}: an id that is not text`);
    return view;
  }

  /**
   * Which listings of a list match `f`, ascending: exactly matches() of matching.ts, read column by
   * column (per column, which of its values pass; then per listing, a look-up in each column asked
   * about). Throws SnapshotMismatch for a code its column lacks.
   */
  private matching(name: ListName, f: ListingFilters): number[] {
    const { columns, ends } = this.index.lists[name];
    const codes: Codes[] = [];
    const passes: Uint8Array[] = [];
    const test = (field: keyof ListingView, pass: (value: unknown, present: boolean) => boolean): void => {
      const c = columns[VIEW_FIELDS.indexOf(field)] as Column;
      const table = new Uint8Array(c.values.length + 1);
      table[0] = pass(undefined, false) ? 1 : 0;
      for (let v = 0; v < c.values.length; v++) table[v + 1] = pass(c.values[v], true) ? 1 : 0;
      codes.push(c.codes);
      passes.push(table);
    };
    test('is_active', (v) => v !== false);
    const { onCampus } = f;
    if (onCampus !== undefined) test('is_on_campus', (v) => (v === true) === onCampus);
    for (const [field, value] of f.values) test(field, (v) => v === value);
    const picked: number[] = [];
    const tests = codes.length;
    for (let i = 0; i < ends.length; i++) {
      let t = 0;
      for (; t < tests; t++) {
        const pass = (passes[t] as Uint8Array)[(codes[t] as Codes)[i] as number];
        if (pass === undefined) throw new SnapshotMismatch(`${name} #${i}: a code beyond its column`);
        if (pass === 0) break;
      }
      if (t === tests) picked.push(i);
    }
    return picked;
  }

  /**
   * The texts of listings `picked` (ascending) of a list, read in one piece per run of neighbours,
   * CRCs checked, decoded. Throws SnapshotMismatch.
   */
  private texts(name: ListName, picked: readonly number[]): string[] {
    const { ends, crcs } = this.index.lists[name];
    const start = (i: number): number => (i === 0 ? 0 : (ends[i - 1] as number));
    const texts: string[] = [];
    for (let a = 0; a < picked.length; ) {
      let b = a;
      while (b + 1 < picked.length && picked[b + 1] === (picked[b] as number) + 1) b++;
      const from = start(picked[a] as number);
      const n = (ends[picked[b] as number] as number) - from;
      const run = Buffer.allocUnsafe(n);
      if (!(n > 0) || this.records.readInto(this.starts[name] + from, n, run, 0) !== n) throw new SnapshotMismatch(`${name}: records the file lacks`);
      for (let j = a; j <= b; j++) {
        const i = picked[j] as number;
        const s = start(i) - from;
        const e = (ends[i] as number) - from;
        if (!(s < e) || crc32(new Uint8Array(run.buffer, run.byteOffset + s, e - s)) !== crcs[i]) throw new SnapshotMismatch(`${name} #${i} is damaged`);
        texts.push(run.toString('utf8', s, e));
      }
      a = b + 1;
    }
    this.recordsRead += picked.length;
    return texts;
  }

  /**
   * Listing `i`'s text as it is sent (`text`: as stored), dated by `date`, its posted_days as of
   * `now`, and its view for ordering. Throws SnapshotMismatch for places that do not fit the text, or
   * an id there that is not the index's.
   */
  private sent(name: ListName, i: number, text: string, date: ListingDater, now: number): { view: ListingView; text: string } {
    const { times, places } = this.index.lists[name];
    const at = i * PLACES * 2;
    const view = this.view(name, i, ORDER_FIELDS);
    const idStart = places[at + ID * 2] as number;
    const id = JSON.stringify(view.id);
    if (!(idStart > 0 && places[at + ID * 2 + 1] === idStart + id.length && text.startsWith(id, idStart))) {
      throw new SnapshotMismatch(`${name} #${i} is not the listing its index says`);
    }
    const dates: Dates = {};
    for (let h = 0; h < PLACES; h++) {
      if (h !== ID && h !== POSTED_DAYS && places[at + h * 2] !== 0) dates[PLACED_FIELDS[h] as DateField] = KEEP;
    }
    date(dates as ListingDates, times, i);
    const writes: [number, number, string, (typeof PLACED_FIELDS)[number]][] = [];
    for (let h = 0; h < PLACES; h++) {
      const start = places[at + h * 2] as number;
      const end = places[at + h * 2 + 1] as number;
      if (h === ID || (start === 0 && end === 0)) continue;
      if (h === POSTED_DAYS) {
        // As ListingSerializer writes it: for a record with a posted_at, from its value.
        if (dates.posted_at === undefined) continue;
        const days = JSON.stringify(
          postedDays((dates.posted_at === KEEP ? this.view(name, i, ['posted_at']).posted_at : dates.posted_at) as string | null | undefined, now),
        );
        writes.push([start, end, start === end ? `,"posted_days":${days}` : days, 'posted_days']);
      } else {
        const dated = dates[PLACED_FIELDS[h] as DateField];
        if (dated === KEEP) continue;
        writes.push([start, end, JSON.stringify(dated ?? null), PLACED_FIELDS[h] as DateField]);
        if (h === POSTED_AT) view.posted_at = dated;
      }
    }
    writes.sort((a, b) => a[0] - b[0]);
    let sent = '';
    let done = 0;
    for (const [start, end, value, field] of writes) {
      // A value's place is right after its key and before the next one (or the end): an index that
      // does not fit its texts (another layout, say) is found here, not sent as broken JSON.
      const fits =
        start >= done &&
        end < text.length &&
        (start === end
          ? field === 'posted_days' && end === text.length - 1
          : end > start && text.startsWith(`${JSON.stringify(field)}:`, start - field.length - 3)) &&
        (text[end] === ',' || text[end] === '}');
      if (!fits) throw new SnapshotMismatch(`${name} #${i}: a dated value out of place`);
      sent += text.slice(done, start) + value;
      done = end;
    }
    return { view: view as ListingView, text: sent + text.slice(done) };
  }

  /**
   * The listings of one list that match `f`, dated by `date`, newest first, each as the JSON text the
   * API sends at `now` (posted_days): exactly what filtering the whole list, dated and ordered, and
   * serialising gives (newestFirst is a total order, ids being unique), reading only the records that
   * match. Throws SnapshotMismatch.
   */
  select(name: ListName, f: ListingFilters, date: ListingDater, now: number): string[] {
    const picked = this.matching(name, f);
    const texts = this.texts(name, picked);
    const listings = picked.map((i, j) => this.sent(name, i, texts[j] as string, date, now));
    listings.sort((a, b) => newestFirst(a.view, b.view));
    return listings.map((l) => l.text);
  }

  /**
   * The whole undated corpus, every record read, parsed and checked against its index entry; once, as
   * dateCorpus uses an undated corpus up (the file is closed then). Throws SnapshotMismatch.
   */
  undated(): UndatedCorpus {
    if (this.used) throw new Error('a stored corpus is taken whole once');
    this.used = true;
    const lists = Object.fromEntries(
      LIST_NAMES.map((name) => {
        const all = Array.from({ length: this.index.lists[name].ends.length }, (_, i) => i);
        const texts = this.texts(name, all);
        return [name, all.map((i) => this.parsed(name, i, texts[i] as string))];
      }),
    ) as Record<ListName, (Job | Internship)[]>;
    this.close();
    return {
      jobs: lists.jobs as Job[],
      hiddenJobs: lists.hiddenJobs as Job[],
      internships: lists.internships as Internship[],
      hiddenInternships: lists.hiddenInternships as Internship[],
      events: this.index.events,
      filters: this.index.filters,
      times: {
        jobs: Array.from(this.index.lists.jobs.times),
        hiddenJobs: Array.from(this.index.lists.hiddenJobs.times),
        internships: Array.from(this.index.lists.internships.times),
        hiddenInternships: Array.from(this.index.lists.hiddenInternships.times),
        events: this.index.eventTimes,
      },
    };
  }

  /** Listing `i`'s text, parsed: a listing whose view fields are its index entry's, else SnapshotMismatch. */
  private parsed(name: ListName, i: number, text: string): Job | Internship {
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      throw new SnapshotMismatch(`${name} #${i} is not JSON`);
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new SnapshotMismatch(`${name} #${i} is not an object`);
    const view = this.view(name, i);
    const r = record as Record<string, unknown>;
    for (const f of VIEW_FIELDS) {
      const has = f in r;
      if (has !== f in view || (has && r[f] !== view[f])) throw new SnapshotMismatch(`${name} #${i} does not fit its index`);
    }
    return record as Job | Internship;
  }

  /** Lets go of the file (a stored corpus read from one keeps it open to read records as asked). */
  close(): void {
    this.records.close();
  }
}

/** The header and where the index starts, or undefined when `head` does not start a snapshot for `k`. */
function readHeader(head: Buffer, k: SnapshotKey): { header: Header; indexAt: number } | undefined {
  const nl = head.subarray(0, MAX_HEADER).indexOf(NEWLINE);
  if (nl === -1) return undefined;
  try {
    const header = JSON.parse(head.subarray(0, nl).toString('utf8')) as Partial<Header> | null;
    if (header?.format !== FORMAT || header.version !== CORPUS_VERSION || header.node !== process.version) return undefined;
    if (header.seed !== k.seed || header.jobs !== k.jobs || header.internships !== k.internships || header.events !== k.events) return undefined;
    if (typeof header.index !== 'number' || !Number.isInteger(header.index) || header.index < 0 || typeof header.crc32 !== 'number') return undefined;
    return { header: header as Header, indexAt: nl + 1 };
  } catch {
    return undefined;
  }
}

/** The index in `bytes` when its CRC matches and it fits `k` with `records` bytes of records after it. */
function readIndex(bytes: Buffer, header: Header, k: SnapshotKey, records: number): StoredIndex | undefined {
  if (bytes.length !== header.index || crc32(bytes) !== header.crc32) return undefined;
  try {
    const index = deserialize(bytes) as unknown;
    return indexFits(index, k, records) ? index : undefined;
  } catch {
    return undefined;
  }
}

/** The stored corpus in a snapshot file's bytes, or undefined when they are not one for `k`, intact. */
export function openSnapshot(file: Buffer, k: SnapshotKey): StoredCorpus | undefined {
  const start = readHeader(file, k);
  if (!start) return undefined;
  const end = start.indexAt + start.header.index;
  if (end > file.length) return undefined;
  const index = readIndex(file.subarray(start.indexAt, end), start.header, k, file.length - end);
  return index ? new StoredCorpus(index, inMemory(file.subarray(end))) : undefined;
}

/**
 * The stored corpus in the snapshot file at `path`, reading its header and index only (records are
 * read as they are asked for), or undefined when it is not one for `k`, intact.
 */
function openSnapshotFile(path: string, k: SnapshotKey): StoredCorpus | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  let corpus: StoredCorpus | undefined;
  try {
    const size = fstatSync(fd).size;
    const head = Buffer.allocUnsafe(Math.min(size, MAX_HEADER));
    const start = readHeader(head.subarray(0, readSync(fd, head, 0, head.length, 0)), k);
    if (start) {
      const end = start.indexAt + start.header.index;
      if (end <= size) {
        const bytes = Buffer.allocUnsafe(start.header.index);
        const index = readIndex(bytes.subarray(0, inFile(fd, start.indexAt).readInto(0, bytes.length, bytes, 0)), start.header, k, size - end);
        if (index) corpus = new StoredCorpus(index, inFile(fd, end));
      }
    }
  } catch {
    corpus = undefined;
  }
  if (!corpus) closeSync(fd);
  return corpus;
}

/** Writes the snapshot atomically; a cache that cannot be written only costs time. */
function store(dir: string, name: string, seal: () => Buffer): void {
  const tmp = join(dir, `.${name}.${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(tmp, seal(), { mode: 0o600 });
    renameSync(tmp, join(dir, name));
    const others = readdirSync(dir)
      .filter((f) => f !== name && f.startsWith('corpus-') && f.endsWith('.bin'))
      .map((f) => ({ f, at: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { f } of others.slice(KEEP_OTHERS)) unlinkSync(join(dir, f));
  } catch {
    try {
      unlinkSync(tmp);
    } catch {
      // Never written.
    }
  }
}

/** A corpus generated afresh for `k`, stored in `dir` for the next runs (replacing what is there). */
export function freshCorpus(dir: string, k: SnapshotKey): UndatedCorpus {
  const fresh = generateUndated({ ...k, quirks: false });
  // Sealed before anything dates it (dating writes into the records).
  store(dir, snapshotName(k), () => sealSnapshot(k, fresh));
  return fresh;
}

/** The corpus for `k`: the snapshot in `dir` when it is intact, else generated and stored. */
export function storedCorpus(dir: string, k: SnapshotKey): StoredCorpus | UndatedCorpus {
  return openSnapshotFile(join(dir, snapshotName(k)), k) ?? freshCorpus(dir, k);
}
