/**
 * A stored copy of the built-in sandbox's corpus, so a run neither generates it again (~0.1 s of a
 * 0.25 s `jobs list`) nor reads all of it to answer one filtered list. What is stored is the undated
 * corpus (see corpus.ts): the same for a seed, sizes and CORPUS_VERSION whatever the time, dated for
 * this run's anchor as it is read, so a stored corpus gives exactly the answers a fresh one would.
 *
 * One file per seed, sizes and version, in a directory of its own (0700; files 0600, written to a
 * temporary name and renamed). The file is a header line (JSON: what it holds, the Node version that
 * wrote it, the size of the index and its CRC-32), then the index, then every listing record on its
 * own, all in V8's serialization format (several times quicker to read than JSON). The index holds
 * the small parts whole (filters, events, every date offset) and, per list of listings, the fields
 * matching and ordering read (matching.ts's ListingView), dictionary-coded, with where each record's
 * bytes end and their CRC-32. The CRCs are there to catch damage, and only what is read is checked
 * (node:zlib is loaded by the launcher already; node:crypto would cost ~15 M instructions). So a filtered list reads the index, picks and
 * orders by the views, and deserialises and dates only the records it answers with (~150 of the 2,268
 * listings for one city); anything that needs a whole list reads all of it (StoredCorpus.undated).
 *
 * Anything unexpected (missing, damaged, truncated, another version, size or Node, an index or a
 * record that does not fit) means: generate afresh and store that; a cache never fails a run. A record
 * is checked when it is read, against its index entry; one that does not fit throws SnapshotMismatch,
 * and the sandbox then answers from a fresh corpus (freshCorpus), stored in its place.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { CareerEvent, FilterVocabulary, Internship, Job } from '../contract/resources.js';
import { CORPUS_VERSION, generateUndated, hiddenCount, LISTING_TIMES, undatedFits, type ListingDater, type UndatedCorpus } from './corpus.js';
import { matches, newestFirst, VIEW_FIELDS, type ListingFilters, type ListingView } from './matching.js';

export interface SnapshotKey {
  seed: number;
  jobs: number;
  internships: number;
  events: number;
}

/** The lists of listings a corpus serves, each indexed on its own. */
export const LIST_NAMES = ['jobs', 'hiddenJobs', 'internships', 'hiddenInternships'] as const;
export type ListName = (typeof LIST_NAMES)[number];

const FORMAT = 'fresher-sandbox-corpus-indexed';
/** Snapshots of other seeds or sizes kept besides the one being written. */
const KEEP_OTHERS = 3;

export const snapshotName = (k: SnapshotKey): string => `corpus-v${CORPUS_VERSION}-s${k.seed}-j${k.jobs}-i${k.internships}-e${k.events}.bin`;

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

/** One field of every record of a list: its distinct values, and each record's (ABSENT: no such field). */
interface Column {
  values: unknown[];
  codes: Uint32Array;
}
const ABSENT = 0xffffffff;

interface StoredList {
  /** The list's date offsets (see corpus.ts), as whole numbers by construction. */
  times: Int32Array;
  /** One column per VIEW_FIELDS entry, in that order. */
  columns: Column[];
  /** Where each record's bytes end, counted from the start of the list's first record. */
  ends: Uint32Array;
  /** The CRC-32 of each record's bytes. */
  crcs: Uint32Array;
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
  const codes = new Uint32Array(records.length);
  records.forEach((r, i) => {
    if (!(field in r)) {
      codes[i] = ABSENT;
      return;
    }
    const value = (r as Record<string, unknown>)[field];
    let code = seen.get(value);
    if (code === undefined) {
      code = values.push(value) - 1;
      seen.set(value, code);
    }
    codes[i] = code;
  });
  return { values, codes };
}

/** The file's bytes for an undated corpus. */
export function sealSnapshot(k: SnapshotKey, corpus: UndatedCorpus): Buffer {
  const records: Buffer[] = [];
  const list = (name: ListName): StoredList => {
    const items = corpus[name] as readonly (Job | Internship)[];
    const ends = new Uint32Array(items.length);
    const crcs = new Uint32Array(items.length);
    let at = 0;
    items.forEach((item, i) => {
      const bytes = serialize(item);
      records.push(bytes);
      at += bytes.length;
      ends[i] = at;
      crcs[i] = crc32(bytes);
    });
    return { times: Int32Array.from(corpus.times[name]), columns: VIEW_FIELDS.map((f) => column(items, f)), ends, crcs };
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
 * What varies per record (a code beyond its column, an id that is not text, a record's place) is
 * checked as the record is looked at (StoredCorpus.view and .record): every record a query looks at,
 * and all of them when the corpus is read whole.
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
    if (!Array.isArray(list.columns) || list.columns.length !== VIEW_FIELDS.length) return false;
    for (const c of list.columns as Partial<Column>[])
      if (typeof c !== 'object' || c === null || !Array.isArray(c.values) || !(c.codes instanceof Uint32Array) || c.codes.length !== n) return false;
    total += n === 0 ? 0 : (list.ends[n - 1] as number);
  }
  return total === bytes;
}

/**
 * A corpus read from a snapshot: its index in memory, its listing records read (checked against the
 * index, then kept) as they are asked for.
 */
export class StoredCorpus {
  private readonly read: Record<ListName, (Job | Internship | undefined)[]>;
  private readonly starts: Record<ListName, number>;
  private used = false;
  /** Records deserialised so far (for tests). */
  recordsRead = 0;

  constructor(
    private readonly index: StoredIndex,
    /** The records' bytes, every list's in LIST_NAMES order. */
    private readonly records: Buffer,
  ) {
    this.read = { jobs: [], hiddenJobs: [], internships: [], hiddenInternships: [] };
    let at = 0;
    const starts: Partial<Record<ListName, number>> = {};
    for (const name of LIST_NAMES) {
      starts[name] = at;
      const ends = index.lists[name].ends;
      at += ends.length === 0 ? 0 : (ends[ends.length - 1] as number);
    }
    this.starts = starts as Record<ListName, number>;
  }

  /**
   * Writes into `into` what matching and ordering read of listing `i`, undated: every view field, a
   * field the record lacks left out (`fill`) or set to undefined (`reuse`, for one object used for each
   * listing in turn: matches() reads a missing field and an undefined one alike). Throws
   * SnapshotMismatch for a code its column lacks or an id that is not text.
   */
  private view(name: ListName, i: number, into: Record<string, unknown>, mode: 'fill' | 'reuse'): ListingView {
    const columns = this.index.lists[name].columns;
    for (let f = 0; f < VIEW_FIELDS.length; f++) {
      const c = columns[f] as Column;
      const code = c.codes[i] as number;
      if (code === ABSENT) {
        if (mode === 'reuse') into[VIEW_FIELDS[f] as string] = undefined;
      } else if (code < c.values.length) into[VIEW_FIELDS[f] as string] = c.values[code];
      else throw new SnapshotMismatch(`${name} #${i}: a code beyond its column`);
    }
    if (typeof into.id !== 'string') throw new SnapshotMismatch(`${name} #${i}: an id that is not text`);
    return into as ListingView;
  }

  /** Listing `i` of a list, undated: read, checked against its checksum and index entry, on first use. */
  private record(name: ListName, i: number): Job | Internship {
    const kept = this.read[name][i];
    if (kept) return kept;
    const list = this.index.lists[name];
    const start = i === 0 ? 0 : (list.ends[i - 1] as number);
    const end = list.ends[i] as number;
    if (!(start < end)) throw new SnapshotMismatch(`${name} #${i}: no bytes`);
    const bytes = this.records.subarray(this.starts[name] + start, this.starts[name] + end);
    if (crc32(bytes) !== list.crcs[i]) throw new SnapshotMismatch(`${name} #${i} is damaged`);
    let record: unknown;
    try {
      record = deserialize(bytes);
    } catch {
      throw new SnapshotMismatch(`${name} #${i} does not deserialise`);
    }
    if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new SnapshotMismatch(`${name} #${i} is not an object`);
    const view = this.view(name, i, {}, 'fill') as Record<string, unknown>;
    for (const f of VIEW_FIELDS) {
      const has = f in record;
      if (has !== f in view || (has && (record as Record<string, unknown>)[f] !== view[f])) throw new SnapshotMismatch(`${name} #${i} does not fit its index`);
    }
    this.recordsRead++;
    this.read[name][i] = record as Job | Internship;
    return record as Job | Internship;
  }

  /**
   * The listings of one list that match `f`, dated by `date`, newest first: exactly what filtering the
   * whole list, dated and ordered, gives (newestFirst is a total order, ids being unique), reading only
   * the records that match. Throws SnapshotMismatch.
   */
  select(name: ListName, f: ListingFilters, date: ListingDater): (Job | Internship)[] {
    const { times } = this.index.lists[name];
    const n = times.length / LISTING_TIMES;
    const picked: { view: ListingView; i: number }[] = [];
    const each: Record<string, unknown> = Object.fromEntries(VIEW_FIELDS.map((field) => [field, undefined]));
    for (let i = 0; i < n; i++) {
      if (!matches(this.view(name, i, each, 'reuse'), f)) continue;
      const view = this.view(name, i, {}, 'fill');
      date(view, times, i);
      picked.push({ view, i });
    }
    picked.sort((a, b) => newestFirst(a.view, b.view));
    return picked.map(({ i }) => {
      const record = this.record(name, i);
      date(record, times, i);
      return record;
    });
  }

  /**
   * The whole undated corpus, every record read (those read before are the same objects); once, as
   * dateCorpus uses an undated corpus up. Throws SnapshotMismatch.
   */
  undated(): UndatedCorpus {
    if (this.used) throw new Error('a stored corpus is taken whole once');
    this.used = true;
    const lists = Object.fromEntries(
      LIST_NAMES.map((name) => [name, Array.from({ length: this.index.lists[name].ends.length }, (_, i) => this.record(name, i))]),
    ) as Record<ListName, (Job | Internship)[]>;
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
}

/** The stored corpus in a snapshot file, or undefined when it is not one for `k`, intact. */
export function openSnapshot(file: Buffer, k: SnapshotKey): StoredCorpus | undefined {
  const nl = file.subarray(0, MAX_HEADER).indexOf(NEWLINE);
  if (nl === -1) return undefined;
  try {
    const header = JSON.parse(file.subarray(0, nl).toString('utf8')) as Partial<Header> | null;
    if (header?.format !== FORMAT || header.version !== CORPUS_VERSION || header.node !== process.version) return undefined;
    if (header.seed !== k.seed || header.jobs !== k.jobs || header.internships !== k.internships || header.events !== k.events) return undefined;
    const body = file.subarray(nl + 1);
    if (typeof header.index !== 'number' || !Number.isInteger(header.index) || header.index > body.length) return undefined;
    if (crc32(body.subarray(0, header.index)) !== header.crc32) return undefined;
    const index = deserialize(body.subarray(0, header.index)) as unknown;
    const records = body.subarray(header.index);
    return indexFits(index, k, records.length) ? new StoredCorpus(index, records) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the snapshot atomically; a cache that cannot be written only costs time. */
function store(dir: string, name: string, data: Buffer): void {
  const tmp = join(dir, `.${name}.${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(tmp, data, { mode: 0o600 });
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
  store(dir, snapshotName(k), sealSnapshot(k, fresh));
  return fresh;
}

/** The corpus for `k`: the snapshot in `dir` when it is intact, else generated and stored. */
export function storedCorpus(dir: string, k: SnapshotKey): StoredCorpus | UndatedCorpus {
  let file: Buffer | undefined;
  try {
    file = readFileSync(join(dir, snapshotName(k)));
  } catch {
    file = undefined;
  }
  return (file === undefined ? undefined : openSnapshot(file, k)) ?? freshCorpus(dir, k);
}
