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
  return pieces(bytes, (from, to) => decoder.decode(bytes.subarray(from, to), { stream: true }));
}

/** `bytes` as Latin-1 text pieces of at most DECODE_PIECE characters (see decodePieces and CheckOnly). */
function latin1Pieces(bytes: Buffer): string[] {
  return pieces(bytes, (from, to) => bytes.toString('latin1', from, to));
}

/** The text of each DECODE_PIECE bytes of `bytes` (the last piece may be shorter), in order. */
function pieces(bytes: Uint8Array, text: (from: number, to: number) => string): string[] {
  const out: string[] = [];
  for (let at = 0; at < bytes.length; at += DECODE_PIECE) out.push(text(at, Math.min(bytes.length, at + DECODE_PIECE)));
  return out;
}

/**
 * How items are read when only their bytes will be printed: each is parsed from text decoded as
 * Latin-1 (one character per byte: no UTF-8 decoding, and half the memory), judged by `check`, then
 * dropped, so nothing but the body's bytes is kept. Sound for judging because JSON's grammar is
 * ASCII: bytes past 0x7f stand only inside strings, where Latin-1 keeps each as one character, so the
 * text parses exactly when its UTF-8 reading does (once the bytes are valid UTF-8, which whoever prints
 * them must check: see raw-array.ts's needsEscaping); a string is empty, and a value is an object or
 * a string, in both readings alike. What a string says differs, so `check` may only ask such things.
 */
export interface CheckOnly {
  check(item: unknown): boolean;
}

export interface CollectionBody {
  /** The body as received, in the pieces it arrived in. */
  pieces: Buffer[];
  /** The body as received, joined (on first use: a body printed as received is never joined). */
  readonly bytes: Buffer;
  /**
   * The items of the array under the key, as JSON.parse of the whole body would give them; undefined
   * when the reader could not follow the body (not JSON, another shape): the caller parses `bytes`
   * as a whole then, which also says what is wrong in its usual words.
   */
  items: unknown[] | undefined;
  /**
   * Read with CheckOnly (items is then undefined): how many items the array held, and whether every
   * one passed the check; undefined when the reader could not follow the body.
   */
  checked?: { count: number; passed: boolean };
}

/** Reads the whole body (errors as readBytes gives them), parsing the collection's items on the way. */
export function readCollection(body: Readable, key: string, checkOnly?: CheckOnly): Promise<CollectionBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let reader: ArrayItemReader | undefined = new ArrayItemReader(key);
    // ignoreBOM: a byte order mark is left in the text, for the reader to accept as JSON.parse's caller does.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let items: unknown[] = [];
    let count = 0;
    let passed = true;
    /** 'end': the body's end, where the reader also scans what it left waiting for more. */
    const feed = (pieces: readonly string[] | 'end'): void => {
      if (reader === undefined) return;
      try {
        for (const piece of pieces === 'end' ? [undefined] : pieces) {
          const restarts = reader.restarts;
          const found = piece === undefined ? reader.end() : reader.push(piece);
          // The key came again: as in JSON.parse the later array wins.
          if (reader.restarts !== restarts) {
            items = [];
            count = 0;
            passed = true;
          }
          if (checkOnly === undefined) for (const item of found) items.push(item);
          else {
            count += found.length;
            for (const item of found) passed &&= checkOnly.check(item);
          }
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
      const tail = checkOnly ? '' : decoder.decode();
      feed(tail ? [tail] : []);
      feed('end');
      const followed = reader !== undefined;
      let joined: Buffer | undefined;
      const body = {
        pieces: chunks,
        get bytes(): Buffer {
          joined ??= Buffer.concat(chunks);
          return joined;
        },
      };
      if (checkOnly) resolve(Object.assign(body, { items: undefined }, followed ? { checked: { count, passed } } : {}));
      else resolve(Object.assign(body, { items: followed ? items : undefined }));
    });
    body.on('data', (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(bytes);
      feed(checkOnly ? latin1Pieces(bytes) : decodePieces(decoder, bytes));
    });
  });
}
