/**
 * Incremental reading of a `{ "<key>": [ ...items ], ...other fields }` document: each item is parsed as
 * soon as its text is complete, so a 50,000-listing response is turned into output while it arrives,
 * without holding the whole body. Other top-level fields are skipped (unknown fields are allowed).
 *
 * Speed: between items, all the complete objects a chunk holds are parsed by one JSON.parse, cut at the
 * last `}` that ends an item (a parse that succeeds from an item's start proves the cut is one). The
 * rest, and anything that does not parse that way, is scanned: strings, which are most of the text,
 * are skipped with indexOf (native code); only the few characters between them are looked at one by one.
 */
import { closingQuote, parseExact, stringEnd } from '../contract/exact-json.js';

export class EnvelopeError extends Error {
  /** True when the JSON may be valid but is not the expected shape (an object with the array). */
  constructor(
    message: string,
    readonly shape = false,
  ) {
    super(message);
  }
}
const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

/** Whether the string text from `from` to the end leaves a backslash pending (an odd run at its end). */
function trailingEscape(s: string, from: number, escaped: boolean): boolean {
  let slashes = 0;
  let k = s.length - 1;
  for (; k >= from && s.charCodeAt(k) === BACKSLASH; k--) slashes++;
  if (k < from && escaped) slashes++;
  return slashes % 2 === 1;
}

/** Index of the first character at or after `i` that is not JSON white space (its four only), or -1. */
function nextNonSpace(s: string, i: number): number {
  while (i < s.length && isSpace(s.charCodeAt(i))) i++;
  return i < s.length ? i : -1;
}

/** An unfinished item longer than this is kept as pieces rather than in the buffer (see ArrayItemReader.parts). */
export const LONG_ITEM_CHARS = 1024 * 1024;

/** Text from an unfinished item's start shorter than this waits for the next chunk (see ArrayItemReader.push). */
const WAIT_ITEM_CHARS = 64 * 1024;

/** Tries at most this many cut points per chunk before leaving the chunk to the scanner. */
const MAX_CUTS = 3;

/**
 * The complete object items in `s` from `from` (the start of an item, at the array's top level) on, by
 * one JSON.parse, and where they end; undefined when no cut parses. A cut is a `}` followed by `]` or
 * by `,` and the `{` of the next item (or by the end of the text so far); one inside an item or a
 * string cannot parse, so a successful parse is always a real boundary.
 */
function completeItems(s: string, from: number): { items: unknown[]; end: number } | undefined {
  let cut = s.length;
  for (let tries = 0; tries < MAX_CUTS; ) {
    cut = s.lastIndexOf('}', cut - 1);
    if (cut < from) return undefined;
    const next = nextNonSpace(s, cut + 1);
    if (next !== -1 && s.charCodeAt(next) !== CLOSE_BRACKET) {
      if (s.charCodeAt(next) !== COMMA) continue;
      const after = nextNonSpace(s, next + 1);
      if (after !== -1 && s.charCodeAt(after) !== OPEN_BRACE) continue;
    }
    tries++;
    try {
      return { items: parseExact(`[${s.slice(from, cut + 1)}]`) as unknown[], end: cut + 1 };
    } catch {
      // Not a boundary after all: try an earlier one.
    }
  }
  return undefined;
}

type Phase = 'start' | 'object' | 'items' | 'done';

/**
 * The reader follows JSON.parse on the same text: a leading byte order mark is accepted (as the
 * buffered path accepts it), the envelope outside the array is checked by JSON.parse itself at the
 * end, the array's commas are checked as they pass, and when the key occurs twice the last array
 * wins: `restarts` counts how often the items read so far were replaced by a later array.
 */
export class ArrayItemReader {
  private buf = '';
  /** Scan position in buf. */
  private pos = 0;
  private phase: Phase = 'start';
  /** Nesting inside the current item (items) or inside the envelope (object). */
  private depth = 0;
  /** Where the current item starts, -1 between items. */
  private start = -1;
  private lastKey: string | undefined;
  private valueFor: string | undefined;
  /** The envelope's text with the array's content left out, checked by JSON.parse at the end. */
  private skeleton = '';
  /** Where envelope text not yet added to the skeleton starts in buf; -1 inside the array. */
  private envFrom = 0;
  /** Inside the array: an item was just completed (a comma may follow), or a comma was (an item must). */
  private afterItem = false;
  private afterComma = false;
  /**
   * An item longer than one chunk: its text so far, kept as pieces so each chunk is scanned once
   * (re-reading a 20 MB value on every chunk made streamed output quadratic in the value's size).
   */
  private parts: string[] = [];
  /** Inside an item's string that continues into the next chunk, and whether a backslash is pending. */
  private inString = false;
  private escapePending = false;
  /** Set by end(): what text is left is scanned, not kept waiting for more. */
  private ending = false;
  /** Whether the first character has been seen (only there may a byte order mark stand). */
  private begun = false;
  found = false;
  restarts = 0;

  /** Text kept to be scanned again by the next push: bounded by LONG_ITEM_CHARS and a chunk, never a whole long item. */
  get rescanLength(): number {
    return this.buf.length - this.pos;
  }

  constructor(private readonly key: string) {}

  /** Feeds text; returns the items completed by it. */
  push(text: string): unknown[] {
    // Keep only what is still needed: the unfinished item, or the unread rest.
    const keep = this.start !== -1 ? this.start : this.pos;
    if (this.envFrom !== -1 && keep > this.envFrom) {
      this.skeleton += this.buf.slice(this.envFrom, keep);
      this.envFrom = keep;
    }
    this.buf = keep > 0 ? this.buf.slice(keep) + text : this.buf + text;
    this.pos -= keep;
    if (this.start !== -1) this.start -= keep;
    if (this.envFrom !== -1) this.envFrom -= keep;
    const out: unknown[] = [];
    const s = this.buf;
    let batch = true;
    for (;;) {
      if (batch && this.phase === 'items' && this.depth === 0) {
        const from = this.start !== -1 ? this.start : nextNonSpace(s, this.pos);
        // The comma after an item (often the first character of a chunk, when the last one ended with
        // an item): passed here, so the items after it are parsed in one batch too, not scanned.
        if (from !== -1 && this.start === -1 && this.afterItem && this.parts.length === 0 && s.charCodeAt(from) === COMMA) {
          this.pos = from + 1;
          this.afterItem = false;
          this.afterComma = true;
          continue;
        }
        const done = from !== -1 && s.charCodeAt(from) === OPEN_BRACE && !this.afterItem && this.parts.length === 0 ? completeItems(s, from) : undefined;
        if (done) {
          for (const item of done.items) out.push(item);
          this.pos = done.end;
          this.start = -1;
          this.afterItem = true;
          this.afterComma = false;
          continue;
        }
        // An item begun but not finished in this text (the end of nearly every chunk) waits for the
        // next, whose batch parse starts from it, rather than being scanned here to no use (~5% of a
        // 50,000-job CSV export). Text that no batch parse takes (a long item, a broken one, one that
        // is followed by a value that is not an object) is scanned once it is long, or at the end.
        if (
          !this.ending &&
          from !== -1 &&
          s.charCodeAt(from) === OPEN_BRACE &&
          !this.afterItem &&
          this.parts.length === 0 &&
          s.length - from < WAIT_ITEM_CHARS
        ) {
          this.start = from;
          this.pos = from;
          break;
        }
        // The rest of this chunk goes to the scanner.
        batch = false;
      }
      if (this.phase === 'start') {
        // A byte order mark may open the document, as the buffered path allows.
        if (!this.begun && s.charCodeAt(0) === 0xfeff) {
          this.pos = 1;
          this.envFrom = 1;
        }
        if (s.length > 0) this.begun = true;
        const at = nextNonSpace(s, this.pos);
        if (at === -1) {
          this.pos = s.length;
          break;
        }
        if (s.charCodeAt(at) !== OPEN_BRACE) throw new EnvelopeError('the body is not a JSON object', /^["[\d\-tfn]/.test(s[at] ?? ''));
        this.phase = 'object';
        this.depth = 1;
        this.pos = at + 1;
        continue;
      }
      if (this.phase === 'done') {
        if (nextNonSpace(s, this.pos) !== -1) throw new SyntaxError('unexpected text after the JSON document');
        this.pos = s.length;
        break;
      }
      if (this.phase === 'object' && this.depth === 1 && this.valueFor === this.key) {
        const at = nextNonSpace(s, this.pos);
        if (at === -1) {
          this.pos = s.length;
          break;
        }
        if (s.charCodeAt(at) !== OPEN_BRACKET) throw new EnvelopeError(`"${this.key}" is not an array`, true);
        // The key again: JSON.parse keeps the last value, so this array replaces the items so far.
        if (this.found) {
          this.restarts++;
          out.length = 0;
        }
        this.phase = 'items';
        this.found = true;
        this.depth = 0;
        this.start = -1;
        this.afterItem = false;
        this.afterComma = false;
        this.valueFor = undefined;
        this.pos = at + 1;
        this.skeleton += s.slice(this.envFrom, this.pos);
        this.envFrom = -1;
        continue;
      }
      if (this.inString) {
        // The rest of a string begun in an earlier chunk: find its closing quote in the new text only.
        const end = closingQuote(s, this.pos, this.escapePending);
        if (end === -1) {
          this.escapePending = trailingEscape(s, this.pos, this.escapePending);
          this.pos = s.length;
          break;
        }
        this.inString = false;
        this.escapePending = false;
        this.pos = end;
        continue;
      }
      // Next character that matters: a quote or structure, skipping spaces, numbers and literals.
      const n = s.length;
      let i = this.pos;
      let c = 0;
      for (; i < n; i++) {
        c = s.charCodeAt(i);
        if (c === QUOTE || c === OPEN_BRACE || c === CLOSE_BRACE || c === OPEN_BRACKET || c === CLOSE_BRACKET || c === COMMA || c === COLON) break;
        if (this.phase === 'items' && this.start === -1 && !isSpace(c)) this.start = i;
      }
      if (i >= n) {
        this.pos = n;
        break;
      }
      if (this.phase === 'items' && this.start === -1 && (c === QUOTE || c === OPEN_BRACE || c === OPEN_BRACKET)) this.start = i;
      if (c === QUOTE) {
        const end = stringEnd(s, i);
        if (end === -1) {
          if (this.phase === 'items') {
            // An item's string goes on in the next chunk: carry on from here, not from its quote.
            this.inString = true;
            this.escapePending = trailingEscape(s, i + 1, false);
            this.pos = s.length;
            break;
          }
          // An unfinished key or envelope string: read it again from its opening quote.
          this.pos = i;
          break;
        }
        if (this.phase === 'object' && this.depth === 1 && this.valueFor === undefined) {
          this.lastKey = JSON.parse(s.slice(i, end)) as string;
        }
        this.pos = end;
        continue;
      }
      this.pos = i + 1;
      if (this.phase === 'object') {
        if (c === COLON && this.depth === 1) this.valueFor = this.lastKey;
        else if (c === COMMA && this.depth === 1) this.valueFor = undefined;
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++;
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
          this.depth--;
          if (this.depth === 0) this.phase = 'done';
        }
        continue;
      }
      // Items.
      if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++;
      else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && this.depth > 0) this.depth--;
      else if ((c === COMMA || c === CLOSE_BRACKET) && this.depth === 0) {
        if (this.start !== -1) {
          if (this.afterItem) throw new SyntaxError('a comma is missing between two items');
          out.push(parseExact(this.takeItem(s, i)));
          this.afterItem = true;
        } else if (c === COMMA ? !this.afterItem : this.afterComma) {
          throw new SyntaxError(c === COMMA ? 'an item is missing before a comma' : 'a comma ends the array');
        }
        this.start = -1;
        this.afterComma = c === COMMA;
        if (c === COMMA) this.afterItem = false;
        if (c === CLOSE_BRACKET) {
          // Back in the envelope: the rest is other fields and the closing brace.
          this.phase = 'object';
          this.depth = 1;
          this.envFrom = i;
        }
      }
    }
    // A long item still open at the end of the chunk: its text so far goes to the pieces. A short one
    // stays in the buffer, where the next chunk's batch parse can start from it.
    if (this.phase === 'items' && this.start !== -1 && this.pos - this.start > LONG_ITEM_CHARS) {
      this.parts.push(s.slice(this.start, this.pos));
      this.buf = s.slice(this.pos);
      this.pos = 0;
      this.start = 0;
    }
    return out;
  }

  /** The text of the item ending at `end`: the pieces kept from earlier chunks, then this chunk's. */
  private takeItem(s: string, end: number): string {
    if (this.parts.length === 0) return s.slice(this.start, end);
    const text = this.parts.join('') + s.slice(this.start, end);
    this.parts = [];
    return text;
  }

  /**
   * Checks the document ended properly and, by JSON.parse, that the envelope is valid JSON; returns the
   * items completed by scanning what was left waiting (see push), as push does (`restarts` counts too).
   */
  end(): unknown[] {
    this.ending = true;
    const last = this.phase === 'items' ? this.push('') : [];
    if (this.phase !== 'done') throw new EnvelopeError('it ends part-way through');
    if (!this.found) throw new EnvelopeError(`no "${this.key}" array in the body`, true);
    JSON.parse(this.skeleton + this.buf.slice(this.envFrom));
    return last;
  }
}
