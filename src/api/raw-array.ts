/**
 * The bytes of a collection's array exactly as the API sent them, for JSON output that needs no
 * change: no parse-and-serialise round trip, and no re-encoding. Only for the plain envelope
 * `{"<key>": [...]}` and only when no byte needs escaping for a terminal. Pure.
 */
import { isUtf8 } from 'node:buffer';

const SPACE = new Set([0x20, 0x0a, 0x0d, 0x09]);

/**
 * Bytes held in the pieces they arrived in (a socket's reads), read as one run without joining them:
 * joining a 1,000-job body cost ~4 ms, most of it first touches of a fresh 850 KB buffer.
 */
class Pieces {
  private readonly starts: number[] = [];
  readonly length: number;
  constructor(private readonly pieces: readonly Buffer[]) {
    let at = 0;
    for (const p of pieces) {
      this.starts.push(at);
      at += p.length;
    }
    this.length = at;
  }

  /** The piece that holds byte i (i < length). */
  private pieceOf(i: number): number {
    let lo = 0;
    let hi = this.pieces.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  at(i: number): number | undefined {
    if (i < 0 || i >= this.length) return undefined;
    const p = this.pieceOf(i);
    return (this.pieces[p] as Buffer)[i - (this.starts[p] as number)];
  }

  /** Where `byte` is next at or after `from`, or -1. */
  indexOf(byte: number, from: number): number {
    if (from >= this.length) return -1;
    for (let p = this.pieceOf(Math.max(0, from)); p < this.pieces.length; p++) {
      const start = this.starts[p] as number;
      const found = (this.pieces[p] as Buffer).indexOf(byte, Math.max(0, from - start));
      if (found !== -1) return start + found;
    }
    return -1;
  }

  /** Bytes [from, to) as subarrays of the pieces (no copy). */
  slice(from: number, to: number): Buffer[] {
    const out: Buffer[] = [];
    for (let p = this.pieceOf(from); p < this.pieces.length && (this.starts[p] as number) < to; p++) {
      const start = this.starts[p] as number;
      const piece = this.pieces[p] as Buffer;
      const part = piece.subarray(Math.max(0, from - start), Math.min(piece.length, to - start));
      if (part.length > 0) out.push(part);
    }
    return out;
  }

  /** Index of the first non-space byte at or after `i` (the length when there is none). */
  skipSpace(i: number): number {
    while (i < this.length && SPACE.has(this.at(i) as number)) i++;
    return i;
  }
}

/**
 * Whether a key may follow an array inside `bytes`: a `]`, then a comma, then a quote (spaces allowed).
 * The ends alone do not tell the plain envelope from `{"jobs":[1],"j\\u006fbs":[2]}`, which parses to one
 * key; there the pattern must occur, after the first array. It also occurs inside records with arrays
 * (or in strings); those only lose the pass-through, never correctness. Cheap: `]` is rare in listings.
 */
function keyMayFollowArray(bytes: Pieces, from: number, to: number): boolean {
  for (let i = bytes.indexOf(0x5d, from); i !== -1 && i < to - 1; i = bytes.indexOf(0x5d, i + 1)) {
    const comma = bytes.skipSpace(i + 1);
    if (bytes.at(comma) === 0x2c && bytes.at(bytes.skipSpace(comma + 1)) === 0x22) return true;
  }
  return false;
}

/** The `[...]` of `{"<key>":[...]}` (spaces allowed) as subarrays of the pieces, or undefined for any other shape. */
export function arrayPieces(pieces: readonly Buffer[], key: string): Buffer[] | undefined {
  const body = new Pieces(pieces);
  let i = body.skipSpace(0);
  if (body.at(i) !== 0x7b) return undefined;
  i = body.skipSpace(i + 1);
  const quotedKey = Buffer.from(JSON.stringify(key));
  for (let k = 0; k < quotedKey.length; k++) if (body.at(i + k) !== quotedKey[k]) return undefined;
  i = body.skipSpace(i + quotedKey.length);
  if (body.at(i) !== 0x3a) return undefined;
  i = body.skipSpace(i + 1);
  if (body.at(i) !== 0x5b) return undefined;
  const start = i;
  let end = body.length - 1;
  while (end > start && SPACE.has(body.at(end) as number)) end--;
  if (body.at(end) !== 0x7d) return undefined;
  end--;
  while (end > start && SPACE.has(body.at(end) as number)) end--;
  if (body.at(end) !== 0x5d) return undefined;
  return keyMayFollowArray(body, start, end + 1) ? undefined : body.slice(start, end + 1);
}

/** arrayPieces of a body held whole: one subarray of it (a Buffer's subarray is a Buffer). */
export const arrayBytes = (body: Buffer, key: string): Buffer | undefined => arrayPieces([body], key)?.[0];

/**
 * Whether the UTF-8 bytes hold a character JSON output must escape before it reaches a terminal:
 * DEL, C1 controls (C2 80-9F), line/paragraph separators, bidi controls and marks, and zero-width
 * characters (see sanitize.ts's JSON_UNSAFE: the two lists hold the same characters).
 * C0 controls cannot appear raw inside valid JSON strings. Bytes that are not valid UTF-8 count too.
 */
const E2_80 = Buffer.from([0xe2, 0x80]);
const E2_81 = Buffer.from([0xe2, 0x81]);
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const ALM = Buffer.from([0xd8, 0x9c]);

export function needsEscaping(bytes: Buffer | readonly Buffer[]): boolean {
  return Buffer.isBuffer(bytes) ? wholeNeedsEscaping(bytes) : piecesNeedEscaping(bytes);
}

/** needsEscaping of bytes that end where a character does (or are not UTF-8). */
function wholeNeedsEscaping(bytes: Buffer): boolean {
  if (bytes.includes(0x7f)) return true;
  // Invalid UTF-8 must not pass raw: decoded, it becomes U+FFFD as JSON.parse of the text would have it.
  if (!isUtf8(bytes)) return true;
  for (let i = bytes.indexOf(0xc2); i !== -1; i = bytes.indexOf(0xc2, i + 1)) {
    const next = bytes[i + 1] as number;
    if (next >= 0x80 && next <= 0x9f) return true;
  }
  // U+2028-202E, U+200B, U+200E-200F (E2 80 ..), U+2060-2064 and U+2066-2069 (E2 81 ..). Searched by
  // their first two bytes: E2 alone also starts ₹ (E2 82 B9), in nearly every listing's pay.
  for (let i = bytes.indexOf(E2_80); i !== -1; i = bytes.indexOf(E2_80, i + 2)) {
    const b2 = bytes[i + 2] as number;
    if ((b2 >= 0xa8 && b2 <= 0xae) || b2 === 0x8b || b2 === 0x8e || b2 === 0x8f) return true;
  }
  for (let i = bytes.indexOf(E2_81); i !== -1; i = bytes.indexOf(E2_81, i + 2)) {
    const b2 = bytes[i + 2] as number;
    if ((b2 >= 0xa6 && b2 <= 0xa9) || (b2 >= 0xa0 && b2 <= 0xa4)) return true;
  }
  // U+FEFF (EF BB BF) and U+061C (D8 9C).
  return bytes.includes(BOM) || bytes.includes(ALM);
}

/** How many bytes the UTF-8 character that `lead` begins has (1 for a byte that begins none: isUtf8 judges it). */
const charLength = (lead: number): number => (lead >= 0xf0 && lead <= 0xf7 ? 4 : lead >= 0xe0 && lead < 0xf0 ? 3 : lead >= 0xc0 && lead < 0xe0 ? 2 : 1);

/** Where the last character that `piece` holds whole ends: before a character the next piece finishes. */
function wholeEnd(piece: Buffer): number {
  for (let k = 1; k <= Math.min(3, piece.length); k++) {
    const b = piece[piece.length - k] as number;
    if (b >= 0x80 && b < 0xc0) continue;
    return charLength(b) > k ? piece.length - k : piece.length;
  }
  return piece.length;
}

/**
 * needsEscaping of bytes in pieces, without joining them: each piece up to its last whole character,
 * and a character cut between pieces on its own. Every check is of one character (isUtf8 too, once
 * the bytes are cut where characters begin), so this is needsEscaping of the whole.
 */
function piecesNeedEscaping(pieces: readonly Buffer[]): boolean {
  let cut: Buffer | undefined;
  for (const piece of pieces) {
    let from = 0;
    if (cut !== undefined) {
      from = Math.min(piece.length, charLength(cut[0] as number) - cut.length);
      cut = Buffer.concat([cut, piece.subarray(0, from)]);
      if (cut.length < charLength(cut[0] as number)) continue;
      if (wholeNeedsEscaping(cut)) return true;
      cut = undefined;
    }
    const rest = piece.subarray(from);
    const end = wholeEnd(rest);
    if (wholeNeedsEscaping(rest.subarray(0, end))) return true;
    if (end < rest.length) cut = rest.subarray(end);
  }
  // A character the body never finished is not UTF-8.
  return cut !== undefined && wholeNeedsEscaping(cut);
}
