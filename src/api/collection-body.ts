/**
 * A collection's body (`{"<key>": [...]}`) read once as it arrives: its bytes are kept, and its items
 * are parsed meanwhile by the streaming reader, piece by piece, while the rest is still on its way. Read
 * whole and parsed at the end, a 1,000-job body cost ~20 ms (decoding ~10, JSON.parse ~9) after its last
 * byte, most of what fresher added to a bare GET on that figure (see test/bench).
 */
import { finished, type Readable } from 'node:stream';
import { ArrayItemReader } from './json-stream.js';

/** The most bytes decoded at once (see decodePieces). */
const DECODE_PIECE = 16 * 1024;

/**
 * `bytes` as text pieces of at most DECODE_PIECE bytes each, by a streaming TextDecoder (the same text
 * as setEncoding('utf8'): U+FFFD for bad bytes, a character split between chunks kept whole). A reader
 * joins what is left of its last piece to the next, and text over 64 K characters (a 64 KB read from
 * the socket, with one ₹ in it) lands in V8's large-object space, where every join cost ~1 ms.
 */
export function decodePieces(decoder: InstanceType<typeof TextDecoder>, bytes: Uint8Array): string[] {
  const pieces: string[] = [];
  for (let at = 0; at < bytes.length; at += DECODE_PIECE) pieces.push(decoder.decode(bytes.subarray(at, at + DECODE_PIECE), { stream: true }));
  return pieces;
}

export interface CollectionBody {
  /** The body as received. */
  bytes: Buffer;
  /**
   * The items of the array under the key, as JSON.parse of the whole body would give them; undefined
   * when the reader could not follow the body (not JSON, another shape): the caller parses `bytes`
   * as a whole then, which also says what is wrong in its usual words.
   */
  items: unknown[] | undefined;
}

/** Reads the whole body (errors as readBytes gives them), parsing the collection's items on the way. */
export function readCollection(body: Readable, key: string): Promise<CollectionBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let reader: ArrayItemReader | undefined = new ArrayItemReader(key);
    // ignoreBOM: a byte order mark is left in the text, for the reader to accept as JSON.parse's caller does.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let items: unknown[] = [];
    /** 'end': the body's end, where the reader also scans what it left waiting for more. */
    const feed = (pieces: readonly string[] | 'end'): void => {
      if (reader === undefined) return;
      try {
        for (const piece of pieces === 'end' ? [undefined] : pieces) {
          const restarts = reader.restarts;
          const found = piece === undefined ? reader.end() : reader.push(piece);
          // The key came again: as in JSON.parse the later array wins.
          if (reader.restarts !== restarts) items = [];
          for (const item of found) items.push(item);
        }
      } catch {
        // Not a body the reader follows: the whole is parsed at the end instead.
        reader = undefined;
      }
    };
    finished(body, { writable: false }, (e) => {
      if (e) {
        reject(e);
        return;
      }
      const tail = decoder.decode();
      feed(tail ? [tail] : []);
      feed('end');
      resolve({ bytes: Buffer.concat(chunks), items: reader === undefined ? undefined : items });
    });
    body.on('data', (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(bytes);
      feed(decodePieces(decoder, bytes));
    });
  });
}
