/** Display width of text in a terminal cell grid, and truncation to a width with an ellipsis. */

const ASCII_PRINTABLE = /^[\x20-\x7e]*$/;
// biome-ignore lint/suspicious/noMisleadingCharacterClass: each character in the class is tested alone, never a sequence
const ZERO_WIDTH = /[\p{Mn}\p{Me}\u200b-\u200f\ufe00-\ufe0f\ufeff]/u;
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;

export function charWidth(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x7f) return code < 0x20 ? 0 : 1;
  if (ZERO_WIDTH.test(ch)) return 0;
  return WIDE.test(ch) ? 2 : 1;
}

export function displayWidth(text: string): number {
  if (ASCII_PRINTABLE.test(text)) return text.length;
  let width = 0;
  for (const ch of text) width += charWidth(ch);
  return width;
}

/** Cuts `text` to at most `width` cells, ending with "…" when anything was cut. */
export function truncate(text: string, width: number): string {
  if (width <= 0) return '';
  if (ASCII_PRINTABLE.test(text)) return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
  if (displayWidth(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const w = charWidth(ch);
    if (used + w > width - 1) break;
    out += ch;
    used += w;
  }
  return `${out}…`;
}

export function padEnd(text: string, width: number): string {
  const w = displayWidth(text);
  return w >= width ? text : text + ' '.repeat(width - w);
}

/** Greedy word wrap to `width` cells; long words are cut. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (displayWidth(candidate) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        line = displayWidth(word) > width ? truncate(word, width) : word;
      }
    }
    lines.push(line);
  }
  return lines;
}
