/**
 * A stored copy of the built-in sandbox's corpus, so a run neither generates it again (~0.1 s of a
 * 0.25 s `jobs list`) nor reads all of it to answer one filtered list. What is stored is the undated
 * corpus (see corpus.ts): the same for a seed, sizes and CORPUS_VERSION whatever the time, dated for
 * this run's anchor as it is read, so a stored corpus gives exactly the answers a fresh one would.
 *
 * One file per seed, sizes, version and format, in a directory of its own (0700; files 0600, written
 * to a temporary name and renamed). The file is a header line (JSON: what it holds, the Node version
 * that wrote it, the size of the index and its CRC-32), then the index (V8's serialization format,
 * several times quicker to read than JSON), then every listing record as the JSON text the API sends,
 * undated. The index holds the small parts whole (filters, events, every date offset) and, per list
 * of listings, the fields matching and ordering read (matching.ts's ListingView) dictionary-coded by
 * column, where each record's text ends, its CRC-32, and where its id and its dated values lie in that
 * text (PLACED_FIELDS). So a filtered list reads the header and index, matches column by column, reads
 * only the texts of the listings picked (one read per run of neighbours, by position, from the file
 * kept open: ~150 of 2,268 listings for one city), orders them by their views, and copies their
 * texts into the body with this run's dates and posted_days written in: no record is parsed or
 * serialised again.
 *
 * The file is the user's, so it is untrusted input: anything unexpected (missing, damaged, truncated,
 * another version, format, size or Node, an index that does not fit) means generate afresh and store
 * that; a cache never fails a run. The header and index are checked when the file is opened (the
 * index's CRC and shape); a record when it is looked at: its codes, its text's CRC, its id where the
 * index says, each dated value right after its key; a record read whole (StoredCorpus.undated) is
 * parsed and checked against its index entry. One that does not fit throws SnapshotMismatch, and the
 * sandbox then answers from a fresh corpus (freshCorpus), stored in its place. (CRC-32 from node:zlib,
 * which the launcher loads already; node:crypto would cost ~15 M instructions.)
 */
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { CareerEvent, FilterVocabulary, Internship, Job } from '../contract/resources.js';
import { readFully } from '../read-fully.js';
import { CORPUS_VERSION, generateUndated, hiddenCount, LISTING_TIMES, postedDays, undatedFits, type ListingDates, type UndatedCorpus } from './corpus.js';
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
const FORMAT_VERSION = 4;
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
const PLACES = PLACED_FIELDS.length;
const ID = PLACED_FIELDS.indexOf('id');
const POSTED_AT = PLACED_FIELDS.indexOf('posted_at');
const DEADLINE = PLACED_FIELDS.indexOf('deadline');
const DEADLINE_DISPLAY = PLACED_FIELDS.indexOf('deadline_display');
const START_DATE = PLACED_FIELDS.indexOf('start_date');
const POSTED_DAYS = PLACED_FIELDS.indexOf('posted_days');
/** What newestFirst reads (id, posted_at, prestige_tier), as indexes in VIEW_FIELDS. */
const ORDER = (['id', 'posted_at', 'prestige_tier'] as const).map((f) => VIEW_FIELDS.indexOf(f)) as [number, number, number];

interface StoredList {
  /** The list's date offsets (see corpus.ts), as whole numbers by construction. */
  times: Int32Array;
  /** One column per VIEW_FIELDS entry, in that order. */
  columns: Column[];
  /**
   * Where each record's text starts and ends, counted from the start of the list's texts. The texts
   * are in the file by location (then in list order), so a query for one city reads one run of them.
   */
  starts: Uint32Array;
  ends: Uint32Array;
  /** Bytes of the list's texts. */
  size: number;
  /** The CRC-32 of each record's text. */
  crcs: Uint32Array;
  /**
   * Per record, for each PLACED_FIELDS entry, where its value starts and ends in the record's text
   * (bytes); 0, 0 when the record lacks the field. A posted_days the record lacks while it has a
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
      places[2 * h] = Buffer.byteLength(text);
      places[2 * h + 1] = (places[2 * h] as number) + Buffer.byteLength(value);
    }
    text += value;
  }
  text += '}';
  if (text !== JSON.stringify(item)) throw new Error('a listing whose JSON text cannot be stored');
  const bytes = Buffer.from(text);
  if ('posted_at' in item && !('posted_days' in item)) {
    places[2 * POSTED_DAYS] = bytes.length - 1;
    places[2 * POSTED_DAYS + 1] = bytes.length - 1;
  }
  return { bytes, places };
}

/** The file's bytes for an undated corpus. */
export function sealSnapshot(k: SnapshotKey, corpus: UndatedCorpus): Buffer {
  const records: Buffer[] = [];
  const list = (name: ListName): StoredList => {
    const items = corpus[name] as readonly (Job | Internship)[];
    const columns = VIEW_FIELDS.map((f) => column(items, f));
    const starts = new Uint32Array(items.length);
    const ends = new Uint32Array(items.length);
    const crcs = new Uint32Array(items.length);
    const texts = items.map(recordText);
    const location = (columns[VIEW_FIELDS.indexOf('location')] as Column).codes;
    const byLocation = items.map((_, i) => i).sort((a, b) => (location[a] as number) - (location[b] as number) || a - b);
    let at = 0;
    for (const i of byLocation) {
      const { bytes } = texts[i] as { bytes: Buffer };
      records.push(bytes);
      starts[i] = at;
      at += bytes.length;
      ends[i] = at;
      crcs[i] = crc32(bytes);
    }
    return { times: Int32Array.from(corpus.times[name]), columns, starts, ends, size: at, crcs, places: narrowest(texts.flatMap((t) => t.places)) };
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
    if (!(list.starts instanceof Uint32Array) || list.starts.length !== n || !Number.isInteger(list.size) || (list.size as number) < 0) return false;
    if (!isCodes(list.places) || list.places.length !== n * PLACES * 2) return false;
    if (!Array.isArray(list.columns) || list.columns.length !== VIEW_FIELDS.length) return false;
    for (const c of list.columns as Partial<Column>[])
      if (typeof c !== 'object' || c === null || !Array.isArray(c.values) || !isCodes(c.codes) || c.codes.length !== n) return false;
    total += list.size as number;
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
    readInto: (at, n, into, offset) => readFully(fd, into, offset, n, base + at),
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

/** A value written into a listing's text in place of the stored one (bytes `start` to `end`; empty: an insertion), as JSON (ASCII or not). */
interface Write {
  start: number;
  end: number;
  value: string;
  bytes: number;
}

/** A listing as it is sent: its view (dated) for ordering, its stored text (`from` to `to` of `bytes`) and what is written into it. */
interface Sent {
  view: ListingView;
  bytes: Buffer;
  from: number;
  to: number;
  writes: Write[];
  /** Bytes of the text as sent. */
  length: number;
}

const COMMA = 0x2c;
const CLOSE = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * Where `text` ends when `bytes` hold it (as UTF-8) from `at`, before `limit`; else -1: the check that
 * a key or value sits where an index says, without decoding the text around it. (A loop over a few
 * dozen characters: Buffer's compare and write check their arguments at a cost of microseconds a call
 * in code that runs once, more than the comparison.)
 */
function holds(bytes: Buffer, at: number, limit: number, text: string): number {
  if (at < 0) return -1;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c >= 0x80) {
      const end = at + Buffer.byteLength(text);
      return end <= limit && bytes.toString('utf8', at, end) === text ? end : -1;
    }
    if (at + k >= limit || bytes[at + k] !== c) return -1;
  }
  return at + text.length;
}

/** Writes `text` (as UTF-8) into `bytes` at `at`; where it ends. ASCII byte by byte, for the reason `holds` gives. */
function put(bytes: Buffer, at: number, text: string): number {
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c >= 0x80) return at + bytes.write(text, at);
    bytes[at + k] = c;
  }
  return at + text.length;
}

/**
 * Copies bytes `from` to `to` of `source` into `target` at `at`; where they end there. The few bytes
 * between two dated values byte by byte, for the reason `holds` gives; the rest in one call.
 */
function copy(source: Buffer, from: number, to: number, target: Buffer, at: number): number {
  if (to - from < 32) {
    for (let k = from; k < to; k++) target[at++] = source[k] as number;
    return at;
  }
  target.set(new Uint8Array(source.buffer, source.byteOffset + from, to - from), at);
  return at + to - from;
}

/** Each PLACED_FIELDS entry's key as it precedes its value in a record's text (`"posted_at":`). */
const KEYS = PLACED_FIELDS.map((f) => `${JSON.stringify(f)}:`);

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
      at += index.lists[name].size;
    }
    this.starts = starts as Record<ListName, number>;
  }

  /** Dated values and posted_days as JSON: a few dozen distinct ones a day, each written once. */
  private readonly jsonOf = new Map<string | number | null, string>();
  private json(value: string | number | null): string {
    let text = this.jsonOf.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      this.jsonOf.set(value, text);
    }
    return text;
  }

  /** The filter vocabulary (undated, so served from the index). */
  get filters(): FilterVocabulary {
    return this.index.filters;
  }

  /** What matching and ordering read of listing `i`, undated: every view field the record has. Throws SnapshotMismatch for a code its column lacks or an id that is not text. */
  private view(name: ListName, i: number): Record<string, unknown> {
    const view: Record<string, unknown> = {};
    for (let f = 0; f < VIEW_FIELDS.length; f++) {
      const value = this.valueOf(name, f, i);
      if ((this.index.lists[name].columns[f] as Column).codes[i] !== 0) view[VIEW_FIELDS[f] as string] = value;
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
   * The texts of listings `picked` of a list, read into one buffer in one read per run of neighbours
   * in the file, CRCs checked; `at` has where the j-th starts and ends in it (2j, 2j + 1). Throws
   * SnapshotMismatch.
   */
  private texts(name: ListName, picked: readonly number[]): { bytes: Buffer; at: Uint32Array } {
    const { starts, ends, crcs, size } = this.index.lists[name];
    const n = picked.length;
    const inFile = Array.from({ length: n }, (_, j) => j).sort((a, b) => (starts[picked[a] as number] as number) - (starts[picked[b] as number] as number));
    const at = new Uint32Array(n * 2);
    let total = 0;
    for (const j of inFile) {
      const i = picked[j] as number;
      const [start, end] = [starts[i] as number, ends[i] as number];
      if (!(start < end && end <= size)) throw new SnapshotMismatch(`${name} #${i}: no bytes`);
      at[j * 2] = total;
      total += end - start;
      at[j * 2 + 1] = total;
    }
    const bytes = Buffer.allocUnsafe(total);
    for (let a = 0; a < n; ) {
      let b = a;
      while (b + 1 < n && starts[picked[inFile[b + 1] as number] as number] === ends[picked[inFile[b] as number] as number]) b++;
      const first = inFile[a] as number;
      const from = starts[picked[first] as number] as number;
      const length = (ends[picked[inFile[b] as number] as number] as number) - from;
      if (this.records.readInto(this.starts[name] + from, length, bytes, at[first * 2] as number) !== length)
        throw new SnapshotMismatch(`${name}: records the file lacks`);
      a = b + 1;
    }
    for (let j = 0; j < n; j++) {
      const from = at[j * 2] as number;
      const view = new Uint8Array(bytes.buffer, bytes.byteOffset + from, (at[j * 2 + 1] as number) - from);
      if (crc32(view) !== crcs[picked[j] as number]) throw new SnapshotMismatch(`${name} #${picked[j]} is damaged`);
    }
    this.recordsRead += n;
    return { bytes, at };
  }

  /** Listing `i`'s value of view field `f` (an index in VIEW_FIELDS; undefined: the record lacks it). Throws SnapshotMismatch for a code its column lacks. */
  private valueOf(name: ListName, f: number, i: number): unknown {
    const c = this.index.lists[name].columns[f] as Column;
    const code = c.codes[i] as number;
    if (code > c.values.length) throw new SnapshotMismatch(`${name} #${i}: a code beyond its column`);
    return code === 0 ? undefined : c.values[code - 1];
  }

  /**
   * Listing `i` (its stored text at `from` to `to` of `bytes`) as it is sent, dated by `datesOf`
   * (as listingDater dates a record: only fields it has), its posted_days as of `now`: its view for
   * ordering, and the values written into its text, in the text's order, with where each replaces
   * what is stored. Throws SnapshotMismatch for an id that is not the index's where the index says, or
   * a dated value not where the index says.
   */
  private sent(name: ListName, i: number, bytes: Buffer, from: number, to: number, datesOf: ListingDates, now: number): Sent {
    const { times, places } = this.index.lists[name];
    const at = i * PLACES * 2;
    const id = this.valueOf(name, ORDER[0], i);
    if (typeof id !== 'string') throw new SnapshotMismatch(`${name} #${i}: an id that is not text`);
    const idStart = from + (places[at + ID * 2] as number);
    if (!(idStart > from && holds(bytes, idStart, to, JSON.stringify(id)) === from + (places[at + ID * 2 + 1] as number))) {
      throw new SnapshotMismatch(`${name} #${i} is not the listing its index says`);
    }
    const has = (h: number): boolean => places[at + h * 2] !== 0;
    const d = datesOf(times, i);
    const dated = has(POSTED_AT);
    const view: ListingView = {
      id,
      posted_at: dated ? d.posted_at : (this.valueOf(name, ORDER[1], i) as string | undefined),
      prestige_tier: this.valueOf(name, ORDER[2], i) as number | undefined,
    };
    const writes: Write[] = [];
    let length = to - from;
    const write = (h: number, value: string): void => {
      const start = from + (places[at + h * 2] as number);
      const end = from + (places[at + h * 2 + 1] as number);
      const key = KEYS[h] as string;
      // A value's place is right after its key and before the next one (or the end): an index that
      // does not fit its texts (another layout, say) is found here, not sent as broken JSON.
      const fits =
        end < to &&
        (bytes[end] === COMMA || bytes[end] === CLOSE) &&
        (start === end ? h === POSTED_DAYS && end === to - 1 : end > start && holds(bytes, start - key.length, start, key) === start);
      if (!fits) throw new SnapshotMismatch(`${name} #${i}: a dated value out of place`);
      const bytesOf = Buffer.byteLength(value);
      length += bytesOf - (end - start);
      writes.push({ start, end, value: start === end ? `,${key}${value}` : value, bytes: start === end ? bytesOf + key.length + 1 : bytesOf });
      if (start === end) length += key.length + 1;
    };
    if (dated) write(POSTED_AT, this.json(d.posted_at));
    if (d.deadline !== undefined && has(DEADLINE)) {
      write(DEADLINE, this.json(d.deadline));
      if (has(DEADLINE_DISPLAY)) write(DEADLINE_DISPLAY, this.json(d.deadline_display ?? null));
    }
    if (d.start_date !== undefined && has(START_DATE)) write(START_DATE, this.json(d.start_date));
    // As ListingSerializer writes it: for a record with a posted_at, from its value.
    if (dated && has(POSTED_DAYS)) write(POSTED_DAYS, this.json(postedDays(d.posted_at, now)));
    writes.sort((a, b) => a.start - b.start);
    for (let w = 1; w < writes.length; w++)
      if ((writes[w] as Write).start < (writes[w - 1] as Write).end) throw new SnapshotMismatch(`${name} #${i}: dated values that overlap`);
    return { view, bytes, from, to, writes, length };
  }

  /**
   * The listings of one list that match `f`, dated by `datesOf`, newest first, as the body the API sends
   * (`{"<key>":[...]}`, posted_days as of `now`), and each listing's text in it: exactly what
   * filtering the whole list, dated and ordered, and serialising gives (newestFirst is a total order,
   * ids being unique), reading only the records that match. Throws SnapshotMismatch.
   */
  select(
    name: ListName,
    key: string,
    f: ListingFilters,
    datesOf: ListingDates,
    now: number,
  ): { body: Buffer; items: { count: number; item(j: number): Buffer } } {
    const picked = this.matching(name, f);
    const { bytes, at: places } = this.texts(name, picked);
    const listings = picked.map((i, j) => this.sent(name, i, bytes, places[j * 2] as number, places[j * 2 + 1] as number, datesOf, now));
    listings.sort((a, b) => newestFirst(a.view, b.view));
    const prefix = Buffer.from(`{"${key}":[`);
    let total = prefix.length + Math.max(0, listings.length - 1) + 2;
    for (const l of listings) total += l.length;
    const body = Buffer.allocUnsafe(total);
    body.set(prefix, 0);
    let at = prefix.length;
    const items = new Uint32Array(listings.length * 2);
    listings.forEach((l, j) => {
      if (j > 0) body[at++] = COMMA;
      items[j * 2] = at;
      let done = l.from;
      for (const w of l.writes) {
        at = copy(l.bytes, done, w.start, body, at);
        at = put(body, at, w.value);
        done = w.end;
      }
      at = copy(l.bytes, done, l.to, body, at);
      items[j * 2 + 1] = at;
    });
    body[at++] = CLOSE_ARRAY;
    body[at] = CLOSE;
    return { body, items: { count: listings.length, item: (j) => body.subarray(items[j * 2], items[j * 2 + 1]) } };
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
        const { bytes, at } = this.texts(name, all);
        return [name, all.map((i) => this.parsed(name, i, bytes.toString('utf8', at[i * 2], at[i * 2 + 1])))];
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
    const start = readHeader(head.subarray(0, readFully(fd, head, 0, head.length, 0)), k);
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
