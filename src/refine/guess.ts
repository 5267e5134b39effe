/**
 * What a person probably meant by a word that is not one of the names a place accepts (a command, an
 * option, a setting, a saved search, a fixed value): one ranking for every "did you mean", so the
 * obvious guess wins everywhere. Pure.
 */
import { typoDistance } from './distance.js';

/** Typed text at least this long may be the start of a name ("intern" for internships). */
const MIN_PREFIX = 3;
/** More slips than this make no guess however long the name (and bound the work on hostile text). */
const MAX_SLIPS = 4;

/**
 * How far `name` is from what was `typed`, lower is closer, or undefined when it is no likely guess.
 * Case is ignored. In order of strength: the same word; the start of the name ("intern" →
 * internships, the more of the name typed the better); slips (an insertion, deletion, change or swap
 * of neighbours), counted relative to the length, at most one in three characters ("jbos" → jobs,
 * "colour" → color); the name followed by more ("listing" → list).
 */
export function typoScore(typed: string, name: string): number | undefined {
  const t = typed.toLowerCase();
  const n = name.toLowerCase();
  if (t === '' || n === '') return undefined;
  if (t === n) return 0;
  if (t.length >= MIN_PREFIX && n.startsWith(t)) return 0.1 * (1 - t.length / n.length);
  const longer = Math.max(t.length, n.length);
  // A slip in a word of one or two characters changes half of it: no guess.
  const allowed = longer <= 2 ? 0 : Math.min(MAX_SLIPS, Math.max(1, Math.floor(longer / 3)));
  const d = typoDistance(t, n, allowed);
  if (allowed > 0 && d <= allowed) return 0.1 + d / longer;
  if (n.length > MIN_PREFIX && t.startsWith(n)) return 0.5 + 0.1 * (1 - n.length / t.length);
  return undefined;
}

/** The names that are likely guesses for `typed`, closest first (ties: the shorter, then A to Z), at most `max`. */
export function guesses(typed: string, names: Iterable<string>, max = 1): string[] {
  const scored: { name: string; score: number }[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    const score = typoScore(typed, name);
    if (score !== undefined) scored.push({ name, score });
  }
  scored.sort((a, b) => a.score - b.score || a.name.length - b.name.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return scored.slice(0, max).map((x) => x.name);
}

/** The one best guess, if any. */
export function bestGuess(typed: string, names: Iterable<string>): string | undefined {
  return guesses(typed, names, 1)[0];
}
