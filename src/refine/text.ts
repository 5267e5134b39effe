/** Case- and accent-insensitive text matching for local search. Pure. */

/**
 * Text that NFD leaves as it is and that has no combining marks (ASCII, Latin-1 punctuation, ×, ÷,
 * dashes, quotes, bullets, currency signs like ₹, arrows, ≤ and ≥): its fold is its lower case. Most
 * text is, and one native test is far cheaper than normalising it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class spans every ASCII character, controls included
const PLAIN = /^[\u0000-\u00bf\u00d7\u00f7\u2002-\u20cf\u2190-\u2199\u2264\u2265]*$/;

/**
 * The fold of a plain text: its lower case, character for character (only A-Z change), so a part of
 * it is the fold of the same part of the text. Undefined for other text.
 */
export const plainFold = (text: string): string | undefined => (PLAIN.test(text) ? text.toLowerCase() : undefined);

export function fold(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase();
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function containsFolded(haystack: unknown, needle: string): boolean {
  return typeof haystack === 'string' && fold(haystack).includes(needle);
}
