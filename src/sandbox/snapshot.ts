/**
 * A stored copy of the built-in sandbox's corpus, so a run does not generate it again (~0.1 s of a
 * 0.25 s `jobs list`). What is stored is the undated corpus (see corpus.ts): the same for a seed,
 * sizes and CORPUS_VERSION whatever the time, dated for this run's anchor when loaded, so a stored
 * corpus gives exactly the answers a fresh one would.
 *
 * One file per seed, sizes and version, in a directory of its own (0700; files 0600, written to a
 * temporary name and renamed). The file is a header line (JSON: what it holds, the Node version that
 * wrote it, the CRC-32 of the rest, which is there to catch damage: node:zlib is loaded by the
 * launcher already, node:crypto would cost ~15 M instructions) and the corpus in V8's serialization
 * format, which reads back several times quicker than JSON (~15 ms against ~80 ms for the default corpus, measured on a
 * loaded machine). Anything unexpected (missing, damaged, truncated, another version, size or Node,
 * a body that does not fit) means: generate afresh and store that; a cache never fails a run.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import { CORPUS_VERSION, generateUndated, undatedFits, type UndatedCorpus } from './corpus.js';

export interface SnapshotKey {
  seed: number;
  jobs: number;
  internships: number;
  events: number;
}

const FORMAT = 'fresher-sandbox-corpus';
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
  crc32: number;
}

const NEWLINE = 10;
/** A header is a short line; past this, the file is not a snapshot. */
const MAX_HEADER = 1024;

/** The file's bytes for an undated corpus. */
export function sealSnapshot(k: SnapshotKey, corpus: UndatedCorpus): Buffer {
  const body = serialize(corpus);
  const header: Header = {
    format: FORMAT,
    version: CORPUS_VERSION,
    seed: k.seed,
    jobs: k.jobs,
    internships: k.internships,
    events: k.events,
    node: process.version,
    crc32: crc32(body),
  };
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body]);
}

/** The undated corpus in a snapshot file, or undefined when it is not one for `k`, intact. */
export function openSnapshot(file: Buffer, k: SnapshotKey): UndatedCorpus | undefined {
  const nl = file.subarray(0, MAX_HEADER).indexOf(NEWLINE);
  if (nl === -1) return undefined;
  try {
    const header = JSON.parse(file.subarray(0, nl).toString('utf8')) as Partial<Header> | null;
    if (header?.format !== FORMAT || header.version !== CORPUS_VERSION || header.node !== process.version) return undefined;
    if (header.seed !== k.seed || header.jobs !== k.jobs || header.internships !== k.internships || header.events !== k.events) return undefined;
    const body = file.subarray(nl + 1);
    if (crc32(body) !== header.crc32) return undefined;
    const corpus = deserialize(body) as UndatedCorpus;
    return undatedFits(corpus, k) ? corpus : undefined;
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

/** The undated corpus for `k`: from the snapshot in `dir` when it is intact, else generated and stored. */
export function undatedFromSnapshot(dir: string, k: SnapshotKey): UndatedCorpus {
  const name = snapshotName(k);
  let file: Buffer | undefined;
  try {
    file = readFileSync(join(dir, name));
  } catch {
    file = undefined;
  }
  const stored = file === undefined ? undefined : openSnapshot(file, k);
  if (stored) return stored;
  const fresh = generateUndated({ ...k, quirks: false });
  // Sealed before anything dates it (dating writes into the records).
  store(dir, name, sealSnapshot(k, fresh));
  return fresh;
}
