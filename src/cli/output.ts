/**
 * Where data goes: stdout, or a file written to a temporary name and renamed when complete, so an
 * interrupted or failed run never leaves a partial file behind.
 */
import { createWriteStream, unlinkSync, type WriteStream } from 'node:fs';
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

/** Writes every chunk of a rendering to the sink. */
export async function drain(sink: Sink, chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>): Promise<void> {
  for await (const chunk of chunks) await sink.write(chunk);
}
