/**
 * The built-in sandbox's stored corpus (src/sandbox/snapshot.ts): a stored corpus serves exactly what
 * a fresh one would, at any clock; a damaged, foreign or stale file is never used and never fails.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { CORPUS_VERSION, dateCorpus, displayDate, generateCorpus, generateUndated } from '../../src/sandbox/corpus.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { openSnapshot, sealSnapshot, snapshotName, undatedFromSnapshot } from '../../src/sandbox/snapshot.js';

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

/** What a client sees of a sandbox: the answers to each kind of request, at a fixed clock. */
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
    const id = s.corpus.jobs[3]?.id ?? '';
    const paths = [
      '/api/jobs',
      '/api/jobs?location=Pune%2C+India',
      '/api/jobs?is_unofficial=true',
      `/api/jobs?ids=${id}`,
      `/api/jobs/${id}`,
      '/api/internships',
      '/api/events',
      '/api/filters',
      '/reports/fresher-hiring-india.json',
    ];
    return await Promise.all(paths.map(async (p) => `${p} ${(await fetch(`${s.url}${p}`)).status} ${await (await fetch(`${s.url}${p}`)).text()}`));
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
        if (roundTrip) expect(JSON.stringify(dateCorpus(roundTrip, at))).toBe(JSON.stringify(fresh));
      }
    }
  });

  it('is a private file in a private folder', () => {
    const dir = join(tempDir(), 'sandbox');
    undatedFromSnapshot(dir, KEY);
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
    /** A file with this header (its checksum made right) and body. */
    const withHeader = (patch: Record<string, unknown>, body: Buffer = good.subarray(nl + 1)): Buffer =>
      Buffer.concat([Buffer.from(`${JSON.stringify({ ...header, sha1: createHash('sha1').update(body).digest('hex'), ...patch })}\n`), body]);
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
      ['not an undated corpus', withHeader({}, serialize({ jobs: [1, 2, 3] }))],
      ['records that are not objects', withHeader({}, serialize({ ...generateUndated({ ...KEY, quirks: false }), jobs: new Array(KEY.jobs).fill(null) }))],
      [
        'offsets that are not numbers',
        withHeader(
          {},
          serialize(
            (() => {
              const u = generateUndated({ ...KEY, quirks: false });
              u.times.jobs[7] = Number.NaN;
              return u;
            })(),
          ),
        ),
      ],
    ];
    for (const [what, bytes] of damaged) {
      const dir = tempDir();
      const file = join(dir, snapshotName(KEY));
      writeFileSync(file, bytes);
      expect([what, await answers({ snapshotDir: dir, at })]).toEqual([what, fresh]);
      // Replaced by a good one (V8's bytes for equal strings may differ from run to run; the corpus may not).
      const replaced = openSnapshot(readFileSync(file), KEY);
      expect([what, JSON.stringify(replaced)]).toEqual([what, JSON.stringify(generateUndated({ ...KEY, quirks: false }))]);
    }
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
