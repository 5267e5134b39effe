/**
 * Values of a fixed set (`--status`, `--sort`, `--format`, a shell, a config key's values): matched in
 * any case and spelt as declared, or refused in one line that names the set and the likely one.
 * Commander's parsers (program.ts) call this for every option declared with choices, so each such
 * value is checked in one place; values that come from elsewhere (a saved search, the config file)
 * go through the same words.
 */
import { toSingleLine } from '../render/sanitize.js';
import { usageError } from './exit-codes.js';
import { didYouMean } from './did-you-mean.js';

/** The choice `raw` names, ignoring case and surrounding spaces; undefined when none. */
export function findChoice<C extends string>(raw: string, choices: readonly C[]): C | undefined {
  const typed = raw.trim().toLowerCase();
  return choices.find((c) => c.toLowerCase() === typed);
}

/** `--status "aplied" is not one of interested, applied, .... Did you mean applied?` */
export function notAChoice(name: string, raw: string, choices: readonly string[]): string {
  return `${name} ${JSON.stringify(toSingleLine(raw))} is not one of ${choices.join(', ')}${didYouMean(raw.trim(), choices)}`;
}

/** The choice `raw` names, or a usage error saying what it could be. */
export function checkChoice<C extends string>(name: string, raw: string, choices: readonly C[]): C {
  const found = findChoice(raw, choices);
  if (found === undefined) throw usageError(notAChoice(name, raw, choices));
  return found;
}
