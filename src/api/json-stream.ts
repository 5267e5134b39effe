/**
 * Incremental reading of a `{ "<key>": [ ...items ], ...other fields }` document: each item is parsed as
 * soon as its text is complete, so a 50,000-listing response is turned into output while it arrives,
 * without holding the whole body. Other top-level fields are skipped (unknown fields are allowed).
 */
export class EnvelopeError extends Error {}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

type Phase = 'start' | 'object' | 'items' | 'done';

export class ArrayItemReader {
  private buf = '';
  /** Scan position in buf. */
  private pos = 0;
  private phase: Phase = 'start';
  private depth = 0;
  private inString = false;
  private escape = false;
  /** Where the current item (in items) or the current key string (in object) starts. */
  private start = -1;
  private lastKey: string | undefined;
  private expectValueFor: string | undefined;
  found = false;

  constructor(private readonly key: string) {}

  /** Feeds text; returns the items completed by it. */
  push(text: string): unknown[] {
    const out: unknown[] = [];
    // Keep only what is still needed: the unfinished item, or nothing.
    if (this.start > 0) {
      this.buf = this.buf.slice(this.start) + text;
      this.pos -= this.start;
      this.start = 0;
    } else if (this.start === -1) {
      this.buf = this.buf.slice(this.pos) + text;
      this.pos = 0;
    } else {
      this.buf += text;
    }
    const s = this.buf;
    const n = s.length;
    let i = this.pos;
    while (i < n) {
      const c = s.charCodeAt(i);
      if (this.inString) {
        if (this.escape) this.escape = false;
        else if (c === BACKSLASH) this.escape = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.phase === 'object' && this.depth === 1 && this.start !== -1) {
            this.lastKey = JSON.parse(s.slice(this.start, i + 1)) as string;
            this.start = -1;
          }
        }
        i++;
        continue;
      }
      switch (this.phase) {
        case 'start':
          if (c === OPEN_BRACE) {
            this.phase = 'object';
            this.depth = 1;
          } else if (!isSpace(c)) throw new EnvelopeError('the body is not a JSON object');
          break;
        case 'object':
          if (c === QUOTE) {
            this.inString = true;
            if (this.depth === 1 && this.expectValueFor === undefined) this.start = i;
          } else if (c === COLON && this.depth === 1) {
            this.expectValueFor = this.lastKey;
          } else if (this.depth === 1 && this.expectValueFor === this.key && !isSpace(c)) {
            if (c !== OPEN_BRACKET) throw new EnvelopeError(`"${this.key}" is not an array`);
            this.phase = 'items';
            this.found = true;
            this.depth = 0;
            this.start = -1;
            this.expectValueFor = undefined;
          } else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++;
          else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
            this.depth--;
            if (this.depth === 0) this.phase = 'done';
          } else if (c === COMMA && this.depth === 1) this.expectValueFor = undefined;
          break;
        case 'items':
          if (c === QUOTE) {
            this.inString = true;
            if (this.start === -1) this.start = i;
          } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            if (this.start === -1) this.start = i;
            this.depth++;
          } else if (c === CLOSE_BRACE || (c === CLOSE_BRACKET && this.depth > 0)) {
            this.depth--;
          } else if ((c === COMMA || c === CLOSE_BRACKET) && this.depth === 0) {
            if (this.start !== -1) out.push(JSON.parse(s.slice(this.start, i)));
            this.start = -1;
            if (c === CLOSE_BRACKET) {
              // Back in the envelope: the rest is other fields and the closing brace.
              this.phase = 'object';
              this.depth = 1;
            }
          } else if (this.start === -1 && !isSpace(c)) this.start = i;
          break;
        case 'done':
          if (!isSpace(c)) throw new EnvelopeError('unexpected text after the JSON document');
      }
      i++;
    }
    this.pos = i;
    return out;
  }

  /** Checks the document ended properly. */
  end(): void {
    if (this.phase !== 'done' || this.inString) throw new EnvelopeError('the body ended early (truncated)');
    if (!this.found) throw new EnvelopeError(`no "${this.key}" array in the body`);
  }
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}
