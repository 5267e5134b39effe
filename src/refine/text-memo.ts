/**
 * A memo keyed by text from the network (a pay text, a sentence, a listing's field), bounded: at most
 * `size` entries, with keys at most `keyLength` long; past that a text is read each time and not kept.
 *
 * Keys are kept as copies. V8 keeps a piece of 13 or more characters cut from a longer string as a
 * view into that string, so a 200-character key cut from a hostile 10 MB description would keep all
 * 10 MB alive for as long as the memo lives (30 such listings kept 268 MB before this).
 */
export class TextMemo<V> {
  private readonly map = new Map<string, V>();

  constructor(
    private readonly size: number,
    private readonly keyLength: number,
  ) {}

  /** Whether a text this long can be kept, and so is worth looking up (a lookup hashes the whole text). */
  keeps(text: string): boolean {
    return text.length <= this.keyLength;
  }

  get(text: string): V | undefined {
    return this.map.get(text);
  }

  has(text: string): boolean {
    return this.map.has(text);
  }

  set(text: string, value: V): void {
    if (text.length <= this.keyLength && this.map.size < this.size) this.map.set(ownCopy(text), value);
  }
}

/** The text in a string of its own: copied through a buffer, which no view survives. */
const ownCopy = (text: string): string => Buffer.from(text, 'utf16le').toString('utf16le');
