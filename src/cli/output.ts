/**
 * Where data goes: stdout, or a file written to a temporary name and renamed when complete, so an
 * interrupted or failed run never leaves a partial file behind.
 */
import { closeSync, createWriteStream, ftruncateSync, mkdtempSync, openSync, readSync, rmSync, unlinkSync, writeSync, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { renameRetrying, StoreError } from '../store/atomic.js';
import type { Context } from './context.js';
import { CliError } from './exit-codes.js';

export interface Sink {
  write(chunk: string | Uint8Array): Promise<void>;
  /** Finish: flush, and for a file, move it into place. */
  commit(): Promise<void>;
  /** Give up: for a file, remove the temporary one. */
  discard(): void;
}

function writeTo(stream: Writable, chunk: string | Uint8Array): Promise<void> {
  if (stream.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onDrain = (): void => {
      stream.off('error', onError);
      resolve();
    };
    const onError = (e: Error): void => {
      stream.off('drain', onDrain);
      reject(e);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}

export function stdoutSink(ctx: Context): Sink {
  return { write: (chunk) => writeTo(ctx.stdout, chunk), commit: async () => {}, discard: () => {} };
}

export function fileSink(ctx: Context, path: string): Sink {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  let stream: WriteStream;
  try {
    stream = createWriteStream(temp, { flags: 'wx' });
  } catch (e) {
    throw new CliError(`cannot write ${path}: ${(e as Error).message}`);
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
  const reasons: Record<string, string> = {
    ENOENT: 'its folder does not exist',
    EISDIR: 'it is a folder',
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    ENOSPC: 'the disk is full',
    EROFS: 'the file system is read-only',
  };
  const fail = (e: Error): CliError => {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    return new CliError(`cannot write ${path}: ${reasons[code] ?? e.message.replace(temp, path)}`);
  };
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
      await new Promise<void>((resolve, reject) => {
        if (failure) {
          reject(fail(failure));
          return;
        }
        stream.end(() => (failure ? reject(fail(failure)) : resolve()));
      });
      try {
        renameRetrying(temp, path);
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

/**
 * Holds output in a temporary file until it is final, so that it can still be taken back: a
 * collection whose key comes twice in the response is replaced by the later array, as JSON.parse
 * would have it. Memory stays flat however large the output. commit() copies it to `target`, whose
 * own commit (or discard) stays with its owner.
 */
export function spillSink(ctx: Context, target: Sink): Sink & { reset(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'fresher-'));
  const file = join(dir, 'output');
  const fd = openSync(file, 'w+', 0o600);
  let size = 0;
  let open = true;
  const remove = (): void => {
    if (open) closeSync(fd);
    open = false;
    rmSync(dir, { recursive: true, force: true });
  };
  ctx.onInterrupt.add(remove);
  const done = (): void => {
    remove();
    ctx.onInterrupt.delete(remove);
  };
  return {
    async write(chunk) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += writeSync(fd, bytes, 0, bytes.length, size);
    },
    reset() {
      ftruncateSync(fd, 0);
      size = 0;
    },
    async commit() {
      try {
        const block = Buffer.allocUnsafe(256 * 1024);
        for (let at = 0; at < size; ) {
          const n = readSync(fd, block, 0, Math.min(block.length, size - at), at);
          if (n === 0) break;
          // A copy: the sink may hold on to the chunk after write() resolves.
          await target.write(Buffer.from(block.subarray(0, n)));
          at += n;
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
