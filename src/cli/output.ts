/**
 * Where data goes: stdout, or `-o FILE`. A regular file (new, or through a symlink to one) is written
 * to a temporary name beside it and renamed when complete, keeping an existing file's mode, so an
 * interrupted or failed run never leaves a partial file; anything else (a FIFO, a device such as
 * /dev/null, /dev/stdout) is written as it is, never replaced.
 */
import {
  chmodSync,
  closeSync,
  createWriteStream,
  ftruncateSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  realpathSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
  type WriteStream,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { processGone, reasonOf, renameRetrying, StoreError } from '../store/atomic.js';
import type { Context } from './context.js';
import { CliError } from './exit-codes.js';

export interface Sink {
  write(chunk: string | Uint8Array): Promise<void>;
  /** Finish: flush, and for a file, move it into place. */
  commit(): Promise<void>;
  /** Give up: for a file, remove the temporary one. */
  discard(): void;
}

function cannotWrite(what: string, e: Error, temp?: string): CliError {
  const reason = reasonOf((e as NodeJS.ErrnoException).code) ?? (temp ? e.message.replaceAll(temp, what) : e.message);
  return new CliError(`cannot write ${what}: ${reason}`);
}

function writeTo(stream: Writable, chunk: string | Uint8Array): Promise<void> {
  if (stream.write(chunk)) return Promise.resolve();
  return new Promise((resolvePromise, reject) => {
    const onDrain = (): void => {
      stream.off('error', onError);
      resolvePromise();
    };
    const onError = (e: Error): void => {
      stream.off('drain', onDrain);
      reject(e);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}

/**
 * Writes to a stream that is not ours to replace (stdout, a device, a FIFO); a failed write (a full
 * disk, /dev/full) is one clear error. Errors of synchronous streams arrive a tick after write().
 */
/** What a stream's errors come to once its sink is done: nothing more is written to it. */
const ignoreError = (): void => {};

function streamSink(stream: Writable, what: string, end?: () => Promise<void>): Sink {
  let failure: Error | undefined;
  const onError = (e: NodeJS.ErrnoException): void => {
    if (e.code !== 'EPIPE') failure ??= e;
  };
  stream.on('error', onError);
  // A stream outlives its sinks (the MCP server runs command after command on one): each takes its
  // listener away, leaving one shared no-op so a late error (a FIFO given to -o) is never unhandled.
  const release = (): void => {
    stream.off('error', onError);
    if (!stream.listeners('error').includes(ignoreError)) stream.on('error', ignoreError);
  };
  const check = (): void => {
    if (failure) throw cannotWrite(what, failure);
  };
  return {
    async write(chunk) {
      check();
      try {
        await writeTo(stream, chunk);
      } catch (e) {
        throw cannotWrite(what, e as Error);
      }
    },
    async commit() {
      try {
        await end?.();
      } catch (e) {
        failure ??= e as Error;
      }
      await new Promise((r) => setImmediate(r));
      release();
      check();
    },
    discard: release,
  };
}

export function stdoutSink(ctx: Context): Sink {
  return streamSink(ctx.stdout, 'to standard output');
}

/** What `-o PATH` names: a regular file to replace (through any symlinks), a new one, or something else. */
function outputTarget(path: string): { kind: 'file'; real: string; mode?: number } | { kind: 'special' } {
  let st: Stats;
  try {
    st = statSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    // A new file; a dangling symlink is followed to where it points.
    try {
      if (lstatSync(path).isSymbolicLink()) return { kind: 'file', real: resolve(dirname(path), readlinkSync(path)) };
    } catch {
      // Not there at all.
    }
    return { kind: 'file', real: path };
  }
  if (st.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
  if (!st.isFile()) return { kind: 'special' };
  return { kind: 'file', real: realpathSync(path), mode: st.mode & 0o7777 };
}

/** The temporary file `-o NAME` writes before it is renamed to NAME: hidden, named by the run's pid. */
const tempName = (name: string, pid: number, now: number): string => `.${name}.${pid}.${now.toString(36)}.tmp`;

/**
 * Removes temporary files a killed run (SIGKILL, a power cut: no chance to clean up) left for `name`
 * in `dir`: those named by a pid no process has any more. A live run's file is never touched.
 */
/**
 * A temp file is left over only when untouched this long, besides its pid being gone: on a shared
 * folder (NFS, a volume of another container) the pid may be another machine's run, still writing.
 */
const LEFT_OVER_AFTER_MS = 10 * 60_000;

function removeLeftTemps(dir: string, name: string): void {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  const prefix = `.${name}.`;
  for (const entry of entries) {
    if (!entry.startsWith(prefix)) continue;
    const pid = /^(\d+)\.[0-9a-z]+\.tmp$/.exec(entry.slice(prefix.length))?.[1];
    if (pid === undefined || Number(pid) === process.pid || !processGone(Number(pid))) continue;
    try {
      if (Date.now() - lstatSync(join(dir, entry)).mtimeMs < LEFT_OVER_AFTER_MS) continue;
      unlinkSync(join(dir, entry));
    } catch {
      // Removed by another run, or not ours to remove: it stays.
    }
  }
}

export function fileSink(ctx: Context, path: string): Sink {
  let target: ReturnType<typeof outputTarget>;
  try {
    target = outputTarget(path);
  } catch (e) {
    throw cannotWrite(path, e as Error);
  }
  if (target.kind === 'special') {
    // A FIFO, a device, /dev/stdout: written as it is; replacing it would destroy it (as root, -o
    // /dev/null would become a regular file).
    const stream = createWriteStream(path, { flags: 'w' });
    // finished() waits for the write errors an fs stream reports only once its file is closed.
    return streamSink(stream, path, () => {
      stream.end();
      return finished(stream);
    });
  }
  const real = target.real;
  removeLeftTemps(dirname(real), basename(real));
  const temp = join(dirname(real), tempName(basename(real), process.pid, Date.now()));
  let stream: WriteStream;
  try {
    stream = createWriteStream(temp, { flags: 'wx', ...(target.mode !== undefined ? { mode: target.mode } : {}) });
  } catch (e) {
    throw cannotWrite(path, e as Error, temp);
  }
  let failure: Error | undefined;
  stream.on('error', (e) => {
    failure = e;
  });
  const remove = (): void => {
    const unlink = (): void => {
      try {
        unlinkSync(temp);
      } catch {
        // Already gone.
      }
    };
    // The file is opened asynchronously: if that is still under way, it appears after this call, so
    // remove it again once the stream has closed.
    stream.once('close', unlink);
    stream.destroy();
    unlink();
  };
  ctx.onInterrupt.add(remove);
  const fail = (e: Error): CliError => cannotWrite(path, e, temp);
  return {
    async write(chunk) {
      if (failure) throw fail(failure);
      try {
        await writeTo(stream, chunk);
      } catch (e) {
        throw fail(e as Error);
      }
    },
    async commit() {
      await new Promise<void>((resolvePromise, reject) => {
        if (failure) {
          reject(fail(failure));
          return;
        }
        stream.end(() => (failure ? reject(fail(failure)) : resolvePromise()));
      });
      try {
        // The umask may have narrowed the mode asked for: an existing file keeps its own.
        if (target.mode !== undefined) chmodSync(temp, target.mode);
        renameRetrying(temp, real);
      } catch (e) {
        remove();
        throw e instanceof StoreError ? new CliError(e.message) : fail(e as Error);
      } finally {
        ctx.onInterrupt.delete(remove);
      }
    },
    discard() {
      remove();
      ctx.onInterrupt.delete(remove);
    },
  };
}

/** Output held in memory before it goes to a temporary file: most collections never reach a file. */
export const SPILL_AFTER_BYTES = 32 * 1024 * 1024;

/**
 * Holds output until it is final, so that it can still be taken back: a collection whose key comes
 * twice in the response is replaced by the later array, as JSON.parse would have it, and a response
 * that broke off is read again. Up to SPILL_AFTER_BYTES stay in memory, the rest goes to a temporary
 * file (readable by the user only), so memory stays bounded however large the output. commit()
 * copies it to `target`, whose own commit (or discard) stays with its owner.
 */
export function spillSink(ctx: Context, target: Sink, spillAfter = SPILL_AFTER_BYTES): Sink & { reset(): void } {
  let held: (string | Uint8Array)[] = [];
  let heldSize = 0;
  let file: { dir: string; fd: number; size: number } | undefined;
  const remove = (): void => {
    if (!file) return;
    closeSync(file.fd);
    rmSync(file.dir, { recursive: true, force: true });
    file = undefined;
  };
  const done = (): void => {
    remove();
    held = [];
    ctx.onInterrupt.delete(remove);
  };
  const toFile = (chunk: string | Uint8Array): void => {
    if (!file) {
      const dir = mkdtempSync(join(tmpdir(), 'fresher-spill-'));
      file = { dir, fd: openSync(join(dir, 'output'), 'w+', 0o600), size: 0 };
      ctx.onInterrupt.add(remove);
    }
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    file.size += writeSync(file.fd, bytes, 0, bytes.length, file.size);
  };
  return {
    async write(chunk) {
      if (!file && heldSize + chunk.length <= spillAfter) {
        // As bytes: a row string is a rope of many small pieces, all of which would stay alive.
        const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        held.push(bytes);
        heldSize += bytes.length;
        return;
      }
      for (const h of held) toFile(h);
      held = [];
      toFile(chunk);
    },
    reset() {
      held = [];
      heldSize = 0;
      if (file) {
        ftruncateSync(file.fd, 0);
        file.size = 0;
      }
    },
    async commit() {
      try {
        for (const h of held) await target.write(h);
        if (file) {
          const { fd, size } = file;
          for (let at = 0; at < size; ) {
            // A fresh block each time: the sink may hold on to a chunk after write() resolves.
            const block = Buffer.allocUnsafe(Math.min(1024 * 1024, size - at));
            const n = readSync(fd, block, 0, block.length, at);
            if (n === 0) break;
            await target.write(block.subarray(0, n));
            at += n;
          }
        }
      } finally {
        done();
      }
    },
    discard: done,
  };
}

/** Writes every chunk of a rendering to the sink. */
export async function drain(sink: Sink, chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>): Promise<void> {
  for await (const chunk of chunks) await sink.write(chunk);
}
