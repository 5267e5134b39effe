/**
 * Display width of text in a terminal cell grid, and truncation to a width with an ellipsis.
 *
 * Text is measured by grapheme cluster, as a terminal draws it: an emoji sequence (🧑🏽‍🎓, 👩‍💻, 🇮🇳,
 * ❤️, 1️⃣) is one picture two cells wide. Any other cluster is as wide as its characters by Unicode's
 * East Asian Width (through get-east-asian-width: wide and fullwidth are 2, ambiguous ones such as … — ·
 * are 1), with the characters that take no cell of their own in wcwidth and terminals at 0: marks that
 * do not space (a Devanagari vowel sign that spaces still takes its cell), controls, default-ignorable
 * characters, Hangul vowel and final jamo. Clusters keep truncation from cutting a sequence apart.
 *
 * Start-up: Intl.Segmenter costs ~20 ms of CPU on first use (ICU's break data), so it is created only
 * for text that has something to join into a cluster (a mark, a joiner, a variation selector, a skin
 * tone, a flag's letters, Hangul jamo). Anything else is one cluster per code point, summed directly;
 * printable ASCII, most of what a table holds, is measured by its length.
 */
import { TextMemo } from '../refine/text-memo.js';
import { eastAsianWidth } from 'get-east-asian-width';

/**
 * The widest terminal fresher lays text out for. COLUMNS can say anything (a typo, 100000): rows are
 * padded and wrapped to the width, so an unbounded one costs time and memory for nothing.
 */
export const MAX_COLUMNS = 1000;

/** A terminal width as given (COLUMNS, a terminal's columns), at most MAX_COLUMNS; undefined when it is none. */
export function terminalWidth(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? Math.min(n, MAX_COLUMNS) : undefined;
}

const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;
/**
 * The Unicode classes below, built on first use: V8 builds a property class from ICU's tables when
 * the regex is made (~0.6 ms for these three), and most runs measure no text at all or ASCII only.
 */
interface UnicodeClasses {
  /** Whatever can join a cluster with its neighbour: marks (variation selectors and the keycap among them),
   * format characters (ZWJ, tags), Hangul vowel and final jamo, regional indicators, emoji skin tones. */
  joins: RegExp;
  zeroWidth: RegExp;
  /** A cluster drawn as an emoji picture: a pictograph or flag leading a sequence, or emoji presentation (FE0F) or a keycap (20E3) asked for. */
  pictureBase: RegExp;
}
let classes: UnicodeClasses | undefined;
const unicode = (): UnicodeClasses =>
  (classes ??= {
    joins: /[\p{M}\p{Cf}\u1160-\u11ff\ud7b0-\ud7ff\u{1f1e6}-\u{1f1ff}\u{1f3fb}-\u{1f3ff}]/u,
    zeroWidth: /^[\p{Cc}\p{Mn}\p{Me}\p{Default_Ignorable_Code_Point}\u1160-\u11ff\ud7b0-\ud7ff]$/u,
    pictureBase: /^[\p{Extended_Pictographic}\u{1f1e6}-\u{1f1ff}]/u,
  });
const PICTURE_MARK = /[\ufe0f\u20e3]/;
const TEXT_PRESENTATION = '\ufe0e';

let segmenter: Intl.Segmenter | undefined;

/**
 * Widths of clusters seen before. Bounded, since the text comes from the network (see TextMemo): a
 * cluster can be any length ("e" and a million combining marks), so only short ones are kept.
 */
const known = new TextMemo<number>(4096, 32);

function codePointWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x7f) return code < 0x20 ? 0 : 1;
  return unicode().zeroWidth.test(ch) ? 0 : eastAsianWidth(code);
}

function measureCluster(cluster: string): number {
  if (!cluster.includes(TEXT_PRESENTATION) && (unicode().pictureBase.test(cluster) || PICTURE_MARK.test(cluster))) return 2;
  let width = 0;
  for (const ch of cluster) width += codePointWidth(ch);
  return width;
}

/** Cells one grapheme cluster takes. */
export function graphemeWidth(cluster: string): number {
  if (cluster.length === 1 || (cluster.length === 2 && cluster.codePointAt(0) !== cluster.charCodeAt(0) && !unicode().joins.test(cluster))) {
    return codePointWidth(cluster);
  }
  let width = known.keeps(cluster) ? known.get(cluster) : undefined;
  if (width === undefined) {
    width = measureCluster(cluster);
    known.set(cluster, width);
  }
  return width;
}

/** The grapheme clusters of `text`, in order: code points, unless something in it joins them. */
function graphemes(text: string): Iterable<string> {
  if (!unicode().joins.test(text)) return text;
  segmenter ??= new Intl.Segmenter();
  return (function* () {
    for (const { segment } of (segmenter as Intl.Segmenter).segment(text)) yield segment;
  })();
}

export function displayWidth(text: string): number {
  if (ASCII_PRINTABLE.test(text)) return text.length;
  let width = 0;
  for (const cluster of graphemes(text)) width += graphemeWidth(cluster);
  return width;
}

/** Cuts `text` to at most `width` cells, ending with "…" when anything was cut; never inside a cluster. */
export function truncate(text: string, width: number): string {
  if (width <= 0) return '';
  if (ASCII_PRINTABLE.test(text)) return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const cluster of graphemes(text)) {
    const w = graphemeWidth(cluster);
    if (used + w > width - 1) break;
    out += cluster;
    used += w;
  }
  return `${out}…`;
}

export function padEnd(text: string, width: number): string {
  const w = displayWidth(text);
  return w >= width ? text : text + ' '.repeat(width - w);
}

/**
 * Greedy word wrap to `width` cells. A word wider than that stands on a line of its own, whole: a
 * link or an id cut with an ellipsis opens nothing (the terminal folds the line; a full-screen view
 * fits its lines itself).
 */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (displayWidth(candidate) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
