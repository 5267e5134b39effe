/** ". Did you mean X?": a guess at a mistyped word, worded the same everywhere (typos.ts knows fresher's words). */
import { bestGuess } from '../refine/guess.js';
import { toSingleLine } from '../render/sanitize.js';

/** Longest word a guess is made for: anything longer is no typo of a name (and costs nothing to refuse). */
export const MAX_TYPED = 200;

/** The name `typed` most likely meant, if any is close enough. */
export function guessFor(typed: string, names: Iterable<string>): string | undefined {
  return typed.length > MAX_TYPED ? undefined : bestGuess(typed, names);
}

/**
 * ". Did you mean X?" for the best guess among `names`, to end a message with, or "" (names may be
 * anyone's: kept to one line).
 */
export function didYouMean(typed: string, names: Iterable<string>): string {
  const guess = guessFor(typed, names);
  return guess === undefined ? '' : `. Did you mean ${toSingleLine(guess)}?`;
}
