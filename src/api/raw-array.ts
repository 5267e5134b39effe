/**
 * The bytes of a collection's array exactly as the API sent them, for JSON output that needs no
 * change: no parse-and-serialise round trip, and no re-encoding. Only for the plain envelope
 * `{"<key>": [...]}` and only when no byte needs escaping for a terminal. Pure.
 */
import { isUtf8 } from 'node:buffer';

const SPACE = new Set([0x20, 0x0a, 0x0d, 0x09]);

/** Index of the first non-space byte at or after `i` (the length when there is none). */
function skipSpace(bytes: Buffer, i: number): number {
  while (i < bytes.length && SPACE.has(bytes[i] as number)) i++;
  return i;
}

/**
 * Whether a key may follow an array inside `bytes`: a `]`, then a comma, then a quote (spaces allowed).
 * The ends alone do not tell the plain envelope from `{"jobs":[1],"j\\u006fbs":[2]}`, which parses to one
 * key; there the pattern must occur, after the first array. It also occurs inside records with arrays
 * (or in strings); those only lose the pass-through, never correctness. Cheap: `]` is rare in listings.
 */
function keyMayFollowArray(bytes: Buffer): boolean {
  for (let i = bytes.indexOf(0x5d); i !== -1 && i < bytes.length - 1; i = bytes.indexOf(0x5d, i + 1)) {
    const comma = skipSpace(bytes, i + 1);
    if (bytes[comma] === 0x2c && bytes[skipSpace(bytes, comma + 1)] === 0x22) return true;
  }
  return false;
}

/** The `[...]` of `{"<key>":[...]}` (spaces allowed), or undefined for any other shape. */
export function arrayBytes(body: Buffer, key: string): Buffer | undefined {
  let i = skipSpace(body, 0);
  if (body[i] !== 0x7b) return undefined;
  i = skipSpace(body, i + 1);
  const quotedKey = Buffer.from(JSON.stringify(key));
  if (!body.subarray(i, i + quotedKey.length).equals(quotedKey)) return undefined;
  i = skipSpace(body, i + quotedKey.length);
  if (body[i] !== 0x3a) return undefined;
  i = skipSpace(body, i + 1);
  if (body[i] !== 0x5b) return undefined;
  const start = i;
  let end = body.length - 1;
  while (end > start && SPACE.has(body[end] as number)) end--;
  if (body[end] !== 0x7d) return undefined;
  end--;
  while (end > start && SPACE.has(body[end] as number)) end--;
  if (body[end] !== 0x5d) return undefined;
  const array = body.subarray(start, end + 1);
  return keyMayFollowArray(array) ? undefined : array;
}

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

export function needsEscaping(bytes: Buffer): boolean {
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
