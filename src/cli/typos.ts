/**
 * Guessing what was meant when a word is not understood, said the same way everywhere: "Did you mean
 * X?" on the line of the error. The ranking is refine/guess.ts's; this file knows fresher's words
 * (commands, options, filter values). Pure: words in, messages out.
 */
import type { FilterVocabulary } from '../contract/resources.js';
import { FILTER_FLAGS } from '../filters/registry.js';
import { toSingleLine } from '../render/sanitize.js';
import { matchValue } from '../vocabulary/match.js';
import { COMMANDS, GLOBAL_OPTIONS, type OptionSpec } from './command-table.js';
import { filterOptions } from './filter-flags.js';
import { shellWord } from './shell-words.js';
import { guessFor, MAX_TYPED } from './did-you-mean.js';

export interface SubcommandTypo {
  /** e.g. "fresher jobs" */
  command: string;
  word: string;
  suggestion: string | undefined;
}

/** Where fresher lists what people ask for with a word it has not (`track list`, `hide list`, `saved`). */
const LISTED_ELSEWHERE: ReadonlyMap<string, string> = new Map([
  ['fresher track list', 'fresher track'],
  ['fresher track ls', 'fresher track'],
  ['fresher hide list', 'fresher hidden'],
  ['fresher hide ls', 'fresher hidden'],
  ['fresher saved', 'fresher jobs saved (or internships saved)'],
]);

/** The command that lists what `command word` asks for, when fresher has it under another name. */
export const listedElsewhere = (command: string, word: string): string | undefined => LISTED_ELSEWHERE.get(`${command} ${word}`);

/** How an unknown command is said, whether found here before parsing or by commander. */
export function unknownCommandLine(word: string, command: string, suggestion: string | undefined): string {
  return `unknown command '${word}' for '${command}'.${suggestion ? ` Did you mean ${suggestion}?` : ''}`;
}

/** Flags of these options that take a value (`--api-url URL`), so the value is not read as a word. */
const valueFlags = (options: readonly OptionSpec[]): Set<string> =>
  new Set(options.filter((o) => o.value).flatMap((o) => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])]));
const GLOBAL_VALUE_FLAGS = valueFlags(GLOBAL_OPTIONS);

/**
 * A mistyped subcommand under a noun whose default subcommand takes no arguments (`fresher jobs lst`
 * runs `jobs list`, which would say "too many arguments"): found before commander parses, so the user
 * hears which word was not understood and what was probably meant, with or without global options
 * before the noun (`fresher --api-url URL jobs lst`).
 */
export function subcommandTypo(args: readonly string[]): SubcommandTypo | undefined {
  let nounAt = -1;
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as string;
    if (word === '--') return undefined;
    if (!word.startsWith('-')) {
      nounAt = i;
      break;
    }
    if (GLOBAL_VALUE_FLAGS.has(word)) i++;
  }
  const noun = COMMANDS.find((c) => c.name === args[nounAt]);
  const fallback = noun?.commands?.find((c) => c.isDefault);
  if (!noun?.commands || !fallback) return undefined;
  // A default that takes ids (`fresher track ID`, `fresher hide ID`): only a first word that cannot be
  // an id and is close to a subcommand's name is a typo; anything else is the command's to judge.
  const takesIds = (fallback.args?.length ?? 0) > 0;
  const takesValue = valueFlags([...GLOBAL_OPTIONS, ...(fallback.options ?? [])]);
  for (let i = nounAt + 1; i < args.length; i++) {
    const word = args[i] as string;
    if (word === '--') return undefined;
    if (word.startsWith('-')) {
      if (takesValue.has(word)) i++;
      continue;
    }
    if (noun.commands.some((c) => c.name === word) || word === 'help') return undefined;
    const elsewhere = listedElsewhere(`fresher ${noun.name}`, word);
    if (elsewhere) return { command: `fresher ${noun.name}`, word, suggestion: elsewhere };
    const suggestion = guessFor(
      word,
      noun.commands.map((c) => c.name),
    );
    if (takesIds && (suggestion === undefined || /^[0-9a-f-]{6,}$/i.test(word))) return undefined;
    return { command: `fresher ${noun.name}`, word, suggestion };
  }
  return undefined;
}

/**
 * A command word asked about that does not exist: `fresher help jobz`, `fresher help jobs lst` and
 * `fresher jobz --help`, which commander answers with the root help (or the noun's) and exit 0, as if
 * the word were fine. Found before parsing and said as an unknown command is.
 */
export function unknownHelpTopic(args: readonly string[]): SubcommandTypo | undefined {
  const words: string[] = [];
  let help = false;
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as string;
    if (word === '--') break;
    if (word === '--help' || word === '-h') help = true;
    else if (word.startsWith('-')) {
      if (GLOBAL_VALUE_FLAGS.has(word)) i++;
      // A noun's own options come after it: only the words before the first option are its path.
      if (words.length > 0) break;
    } else words.push(word);
  }
  const asked = words[0] === 'help' ? words.slice(1) : help ? words.slice(0, 1) : [];
  // `fresher help help` is the help command's own help.
  if (asked[0] === 'help') return undefined;
  let level = COMMANDS;
  let path = 'fresher';
  for (const word of asked.slice(0, 2)) {
    const found = level.find((c) => c.name === word);
    if (!found)
      return {
        command: path,
        word,
        suggestion: guessFor(
          word,
          level.map((c) => c.name),
        ),
      };
    if (!found.commands) return undefined;
    level = found.commands;
    path = `${path} ${found.name}`;
  }
  return undefined;
}

/**
 * A flag named like a value of a filter the command has (`--remote`, `--bengaluru`, `--wfh`): that
 * filter with the value, as it would be typed (`--work-type Remote`). Values from the vocabulary the
 * API sent (cached), else the ones the registry documents; only a value the flag's name matches
 * outright (exactly, ignoring case and spacing, by label, alias or former name), never a guess.
 */
export function filterFlagFor(flag: string, accepted: ReadonlySet<string>, vocabulary: FilterVocabulary | undefined): string | undefined {
  const name = flag.replace(/^--?/, '');
  if (name === '' || name.length > MAX_TYPED) return undefined;
  for (const filter of FILTER_FLAGS) {
    if (!accepted.has(`--${filter.flag}`)) continue;
    const result = matchValue(name, filterOptions(filter, vocabulary), filter.group);
    if (result.kind === 'exact' || result.kind === 'loose') return `--${filter.flag} ${shellWord(toSingleLine(result.value))}`;
  }
  return undefined;
}

/** What an unknown option probably meant: a filter value named as a flag, else the closest option. */
export function unknownOptionGuess(typed: string, accepted: ReadonlySet<string>, vocabulary: () => FilterVocabulary | undefined): string | undefined {
  const flag = typed.split('=')[0] as string;
  if (flag.length > MAX_TYPED) return undefined;
  if (flag.startsWith('--')) {
    const asValue = filterFlagFor(flag, accepted, vocabulary());
    if (asValue) return asValue;
  }
  // Compared without the dashes: "--locaton" is one slip from "--location", not "--" plus it.
  const bare = (f: string): string => f.replace(/^--?/, '');
  const byBare = new Map([...accepted].map((f) => [bare(f), f]));
  const guess = guessFor(bare(flag), byBare.keys());
  return guess === undefined ? undefined : byBare.get(guess);
}
