/**
 * The built-in sandbox's stored corpus (src/sandbox/snapshot.ts): a stored corpus serves exactly what
 * a fresh one would, at any clock; a damaged, foreign or stale file is never used and never fails.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CORPUS_VERSION, dateCorpus, dayStart, displayDate, generateCorpus, generateUndated, listingDates, postedDays } from '../../src/sandbox/corpus.js';
import { matches, newestFirst, readFilters } from '../../src/sandbox/matching.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { LIST_NAMES, openSnapshot, sealSnapshot, snapshotName, StoredCorpus, storedCorpus } from '../../src/sandbox/snapshot.js';

const KEY = { seed: 42, jobs: 120, internships: 30, events: 12 };
const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'fresher-corpus-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Listing queries a stored corpus answers from its index (snapshot.ts), before anything reads it whole. */
const LIST_QUERIES = [
  '/api/jobs?location=Pune%2C+India',
  '/api/jobs?location=Pune%2C+India&work_type=Hybrid&is_on_campus=false',
  '/api/jobs?role_type=Software+Engineering&is_on_campus=true',
  '/api/jobs?industry=Fintech&location=Nowhere',
  '/api/jobs?is_unofficial=true&location=Pune%2C+India',
  '/api/jobs',
  '/api/internships?work_type=Remote',
  '/api/internships?is_unofficial=true',
  '/api/internships',
];

/** What a client sees of a sandbox: the answers to each kind of request, in order, at a fixed clock. */
async function answers(options: { snapshotDir?: string; at: number }): Promise<string[]> {
  const s: Sandbox = await startSandbox({
    ...KEY,
    port: 0,
    host: '127.0.0.1',
    rateLimit: 1e9,
    now: () => options.at,
    ...(options.snapshotDir ? { snapshotDir: options.snapshotDir } : {}),
  });
  try {
    // The same seed makes the same ids; asking the sandbox for its corpus would read a stored one whole.
    const id = generateUndated({ ...KEY, quirks: false }).jobs[3]?.id ?? '';
    const paths = [
      ...LIST_QUERIES,
      // These read the corpus whole; the listing queries are asked again after them.
      `/api/jobs?ids=${id}`,
      `/api/jobs/${id}`,
      '/api/events',
      '/api/filters',
      '/reports/fresher-hiring-india.json',
      ...LIST_QUERIES,
    ];
    const out: string[] = [];
    for (const p of paths) {
      const res = await fetch(`${s.url}${p}`);
      out.push(`${p} ${res.status} ${await res.text()}`);
    }
    return out;
  } finally {
    await s.close();
  }
}

describe('the stored corpus', () => {
  it('gives the same answers as a fresh corpus, whenever it was stored', async () => {
    const dir = tempDir();
    const stored = Date.parse('2026-02-10T08:07:41.250Z');
    const later = Date.parse('2026-03-01T23:59:59.999Z');
    // Stored at one time, read at another (a quarter hour and a month boundary apart).
    expect(await answers({ snapshotDir: dir, at: stored })).toEqual(await answers({ at: stored }));
    expect(readdirSync(dir)).toEqual([snapshotName(KEY)]);
    const written = readFileSync(join(dir, snapshotName(KEY)));
    const fresh = await answers({ at: later });
    expect(await answers({ snapshotDir: dir, at: later })).toEqual(fresh);
    // It was read, not written again.
    expect(readFileSync(join(dir, snapshotName(KEY))).equals(written)).toBe(true);
  });

  it('dates an undated corpus as generateCorpus does, for any anchor', () => {
    for (const anchor of ['2026-01-01T00:00:00.000Z', '2025-12-31T23:52:30.001Z', '2027-06-15T12:00:00.000Z']) {
      const at = new Date(anchor);
      for (const quirks of [false, true]) {
        const fresh = generateCorpus({ ...KEY, quirks, anchor: at });
        const undated = generateUndated({ ...KEY, quirks });
        const roundTrip = openSnapshot(sealSnapshot(KEY, undated), KEY);
        expect(roundTrip).toBeDefined();
        if (roundTrip) expect(JSON.stringify(dateCorpus(roundTrip.undated(), at))).toBe(JSON.stringify(fresh));
      }
    }
  });

  it('is a private file in a private folder', () => {
    const dir = join(tempDir(), 'sandbox');
    storedCorpus(dir, KEY);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, snapshotName(KEY))).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual([snapshotName(KEY)]);
  });

  it('a damaged, foreign or misshapen file is replaced, never used, never an error', async () => {
    const at = Date.parse('2026-05-05T05:05:05.005Z');
    const fresh = await answers({ at });
    const good = sealSnapshot(KEY, generateUndated({ ...KEY, quirks: false }));
    const nl = good.indexOf(10);
    const header = JSON.parse(good.subarray(0, nl).toString()) as Record<string, unknown>;
    /** A file with this header (the index's checksum made right) and body. */
    const withHeader = (patch: Record<string, unknown>, body: Buffer = good.subarray(nl + 1)): Buffer => {
      const index = body.subarray(0, (patch.index ?? header.index) as number);
      return Buffer.concat([Buffer.from(`${JSON.stringify({ ...header, crc32: crc32(index), ...patch })}\n`), body]);
    };
    type Index = {
      lists: Record<
        string,
        {
          times: ArrayLike<number>;
          starts: Uint32Array;
          ends: Uint32Array;
          size: number;
          crcs: Uint32Array;
          columns: { codes: Uint32Array }[];
          places: Uint16Array;
        }
      >;
    };
    /** A well-formed file (header and checksum right) whose index or records were changed. */
    const remade = (change: (index: Index, records: Buffer[][]) => void): Buffer => {
      const body = good.subarray(nl + 1);
      const index = deserialize(body.subarray(0, header.index as number)) as Index;
      let at = header.index as number;
      // Each list's records, one Buffer each, in list order.
      const records = LIST_NAMES.map((name) => {
        const list = index.lists[name];
        const base = at;
        at = base + (list?.size ?? 0);
        return [...(list?.starts ?? [])].map((start, i) => body.subarray(base + start, base + (list?.ends[i] as number)));
      });
      change(index, records);
      // Written back in list order.
      LIST_NAMES.forEach((name, l) => {
        const list = index.lists[name];
        if (list) {
          const starts: number[] = [];
          let end = 0;
          for (const r of records[l] as Buffer[]) {
            starts.push(end);
            end += r.length;
          }
          list.starts = Uint32Array.from(starts);
          list.ends = Uint32Array.from((records[l] as Buffer[]).map((r, i) => (starts[i] as number) + r.length));
          list.size = end;
          list.crcs = Uint32Array.from((records[l] as Buffer[]).map((r) => crc32(r)));
        }
      });
      const bytes = serialize(index);
      return withHeader({ index: bytes.length }, Buffer.concat([bytes, ...records.flat()]));
    };
    const flipped = Buffer.from(good);
    for (let i = nl + 50; i < flipped.length; i += 4099) flipped[i] = (flipped[i] as number) ^ 0x20;
    const damaged: [string, Buffer][] = [
      ['empty', Buffer.alloc(0)],
      ['text', Buffer.from('not a corpus\n')],
      ['truncated', good.subarray(0, Math.floor(good.length / 2))],
      ['flipped bytes', flipped],
      ['no header', good.subarray(nl + 1)],
      ['another version', withHeader({ version: CORPUS_VERSION + 1 })],
      ['another Node', withHeader({ node: 'v0.0.1' })],
      ['another size', withHeader({ jobs: KEY.jobs + 1 })],
      ['not an index', withHeader({ index: serialize({ jobs: [1, 2, 3] }).length }, serialize({ jobs: [1, 2, 3] }))],
      ['an index larger than the file', withHeader({ index: good.length })],
      ['bytes after the records', withHeader({}, Buffer.concat([good.subarray(nl + 1), Buffer.from([0])]))],
      [
        'offsets that are not whole numbers',
        remade((index) => {
          const list = index.lists.jobs as { times: ArrayLike<number> };
          list.times = Object.assign(Array.from(list.times), { 7: 0.5 });
        }),
      ],
      // Found only when the records are read: the sandbox goes on with a fresh corpus.
      [
        'a code its column lacks',
        remade((index) => {
          const codes = index.lists.jobs?.columns[2]?.codes as Uint32Array;
          codes[5] = 1_000_000;
        }),
      ],
      [
        'a damaged record',
        (() => {
          const bytes = Buffer.from(good);
          bytes[bytes.length - 10] = (bytes[bytes.length - 10] as number) ^ 0x20;
          return bytes;
        })(),
      ],
      [
        'records that are not objects',
        remade((_, records) => {
          records[0] = (records[0] as Buffer[]).map(() => serialize(null));
        }),
      ],
      [
        'records that do not fit their index',
        remade((_, records) => {
          (records[0] as Buffer[]).reverse();
        }),
      ],
      [
        'dated values whose places do not fit the texts',
        remade((index) => {
          // Every place but the id's (the first of the six per record) a character later.
          const places = index.lists.jobs?.places as Uint16Array;
          for (let i = 0; i < places.length; i++) if (Math.floor(i / 2) % 6 !== 0 && places[i] !== 0) places[i] = (places[i] as number) + 1;
        }),
      ],
    ];
    const live = generateUndated({ ...KEY, quirks: false }).jobs.filter((l) => l.is_active !== false).length;
    for (const [what, bytes] of damaged) {
      const dir = tempDir();
      const file = join(dir, snapshotName(KEY));
      writeFileSync(file, bytes);
      expect([what, await answers({ snapshotDir: dir, at })]).toEqual([what, fresh]);
      console.log(what, readFileSync(file).equals(bytes));
      // Replaced by a good one (V8's bytes for equal strings may differ from run to run; the corpus may not).
      const replaced = openSnapshot(readFileSync(file), KEY);
      const all = readFilters(new URLSearchParams());
      // Its listings answer from its index (select throws for one that does not fit).
      expect([what, replaced?.select('jobs', 'jobs', all, listingDates(dayStart(new Date(at))), at).items.count]).toEqual([what, live]);
      expect([what, JSON.stringify(replaced?.undated())]).toEqual([what, JSON.stringify(generateUndated({ ...KEY, quirks: false }))]);
    }
  });

  it('a file whose dated values are out of place is found by a listing query, never sent, and replaced', async () => {
    const at = Date.parse('2026-05-05T05:05:05.005Z');
    const good = sealSnapshot(KEY, generateUndated({ ...KEY, quirks: false }));
    const nl = good.indexOf(10);
    const header = JSON.parse(good.subarray(0, nl).toString()) as { index: number };
    const body = good.subarray(nl + 1);
    const index = deserialize(body.subarray(0, header.index)) as { lists: { jobs: { places: Uint16Array } } };
    // Each dated value's place (all but the id's: the first of six per record) a character later.
    const { places } = index.lists.jobs;
    for (let i = 0; i < places.length; i++) if (Math.floor(i / 2) % 6 !== 0 && places[i] !== 0) places[i] = (places[i] as number) + 1;
    const bytes = serialize(index);
    const bad = Buffer.concat([
      Buffer.from(`${JSON.stringify({ ...header, index: bytes.length, crc32: crc32(bytes) })}\n`),
      bytes,
      body.subarray(header.index),
    ]);
    const dir = tempDir();
    const file = join(dir, snapshotName(KEY));
    writeFileSync(file, bad);
    const query = async (snapshotDir?: string): Promise<string> => {
      const s = await startSandbox({ ...KEY, port: 0, host: '127.0.0.1', now: () => at, ...(snapshotDir ? { snapshotDir } : {}) });
      try {
        return await (await fetch(`${s.url}/api/jobs?location=Pune%2C+India`)).text();
      } finally {
        await s.close();
      }
    };
    expect(await query(dir)).toBe(await query());
    const replaced = openSnapshot(readFileSync(file), KEY);
    expect(replaced?.select('jobs', 'jobs', readFilters(new URLSearchParams()), listingDates(dayStart(new Date(at))), at).items.count).toBe(
      generateUndated({ ...KEY, quirks: false }).jobs.filter((l) => l.is_active !== false).length,
    );
  });

  it('answers a listing query reading only the records it answers with, as a whole corpus would', () => {
    const stored = storedCorpus(tempDir(), KEY);
    expect(stored).not.toBeInstanceOf(StoredCorpus);
    const dir = tempDir();
    storedCorpus(dir, KEY);
    const at = new Date('2026-02-10T08:07:41.250Z');
    const whole = dateCorpus(generateUndated({ ...KEY, quirks: false }), at);
    for (const list of LIST_NAMES) whole[list].sort(newestFirst);
    const queries: [(typeof LIST_NAMES)[number], string][] = [
      ['jobs', 'location=Pune%2C+India'],
      ['jobs', 'work_type=Remote&is_on_campus=true'],
      ['hiddenJobs', 'is_unofficial=true&industry=Fintech'],
      ['internships', 'role_type=Design'],
      ['hiddenInternships', 'is_unofficial=true'],
      ['jobs', 'location=Nowhere'],
    ];
    for (const [list, query] of queries) {
      const corpus = storedCorpus(dir, KEY);
      if (!(corpus instanceof StoredCorpus)) throw new Error('the snapshot was not read');
      const f = readFilters(new URLSearchParams(query));
      const expected = whole[list].filter((l) => matches(l, f));
      // The texts the API sends a minute later: posted_days per request, as of then.
      const now = at.getTime() + 60_000;
      const texts = expected.map((l) => JSON.stringify({ ...l, posted_days: postedDays(l.posted_at, now) }));
      const { body, items } = corpus.select(list, 'jobs', f, listingDates(dayStart(at)), now);
      expect([query, Array.from({ length: items.count }, (_, j) => items.item(j).toString('utf8'))]).toEqual([query, texts]);
      expect(body.toString('utf8')).toBe(`{"jobs":[${texts.join(',')}]}`);
      expect(corpus.recordsRead).toBe(expected.length);
    }
  });

  it('streams a stored list of more than 2,000 listings as a fresh corpus does', async () => {
    const big = { seed: 9, jobs: 2300, internships: 1, events: 1 };
    const at = Date.parse('2026-03-03T03:03:03.003Z');
    const body = async (snapshotDir?: string): Promise<[string | null, string]> => {
      const s = await startSandbox({ ...big, port: 0, host: '127.0.0.1', now: () => at, ...(snapshotDir ? { snapshotDir } : {}) });
      try {
        const res = await fetch(`${s.url}/api/jobs`);
        return [res.headers.get('content-length'), await res.text()];
      } finally {
        await s.close();
      }
    };
    const dir = tempDir();
    const fresh = await body();
    expect(fresh[0]).toBeNull();
    // Stored by the first run, read by the second.
    expect(await body(dir)).toEqual(fresh);
    expect(storedCorpus(dir, big)).toBeInstanceOf(StoredCorpus);
    expect(await body(dir)).toEqual(fresh);
  });

  it('a folder that cannot be written only costs the time to generate', async () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const at = Date.parse('2026-05-05T05:05:05.005Z');
    expect(await answers({ snapshotDir: join(file, 'sandbox'), at })).toEqual(await answers({ at }));
  });
});

describe('the corpus generator', () => {
  it(`is version ${CORPUS_VERSION}: a change to what it generates must bump CORPUS_VERSION (and this digest)`, () => {
    // Stored corpora are keyed by CORPUS_VERSION; one made by an older generator must not be read.
    const digest = (quirks: boolean): string =>
      createHash('sha256')
        .update(JSON.stringify(generateUndated({ seed: 7, jobs: 60, internships: 20, events: 10, quirks })))
        .digest('hex')
        .slice(0, 16);
    expect([digest(false), digest(true)]).toEqual(['fe99b1da8169a969', '9e4e321a0646cee9']);
  });

  it('writes deadline dates as Intl en-GB does', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let day = 0; day < 800; day += 3) {
      const ms = Date.UTC(2025, 0, 1) + day * 86_400_000 + 12_345;
      expect(displayDate(ms)).toBe(intl.format(ms));
    }
  });
});
