/**
 * A mistyped subcommand under a noun whose default subcommand takes no arguments (`fresher jobs lst`
 * runs `jobs list`, which would say "too many arguments"): found before commander parses, so the user
 * hears which word was not understood and what was probably meant. Pure: argv in, a message out.
 */
import { editDistance } from '../refine/distance.js';
import { COMMANDS, GLOBAL_OPTIONS, type OptionSpec } from './command-table.js';

export interface SubcommandTypo {
  /** e.g. "fresher jobs" */
  command: string;
  word: string;
  suggestion: string | undefined;
}

/** How an unknown command is said, whether found here before parsing or by commander. */
export function unknownCommandLine(word: string, command: string, suggestion: string | undefined): string {
  return `unknown command '${word}' for '${command}'.${suggestion ? ` Did you mean ${suggestion}?` : ''}`;
}

export function subcommandTypo(args: readonly string[]): SubcommandTypo | undefined {
  const nounAt = args.findIndex((a) => !a.startsWith('-'));
  const noun = COMMANDS.find((c) => c.name === args[nounAt]);
  const fallback = noun?.commands?.find((c) => c.isDefault);
  if (!noun?.commands || !fallback) return undefined;
  // A default that takes ids (`fresher track ID`, `fresher hide ID`): only a first word that cannot be
  // an id and is close to a subcommand's name is a typo; anything else is the command's to judge.
  const takesIds = (fallback.args?.length ?? 0) > 0;
  const takesValue = new Set(
    [...GLOBAL_OPTIONS, ...(fallback.options ?? [])]
      .filter((o: OptionSpec) => o.value)
      .flatMap((o: OptionSpec) => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])]),
  );
  for (let i = nounAt + 1; i < args.length; i++) {
    const word = args[i] as string;
    if (word === '--') return undefined;
    if (word.startsWith('-')) {
      if (takesValue.has(word)) i++;
      continue;
    }
    if (noun.commands.some((c) => c.name === word) || word === 'help') return undefined;
    const within = (name: string): number => Math.max(1, Math.floor(name.length / 2));
    // Exact up to the widest bound any name allows; beyond it no name is close enough anyway.
    const bound = Math.max(...noun.commands.map((c) => within(c.name)));
    const ranked = noun.commands.map((c) => ({ name: c.name, d: editDistance(word.toLowerCase(), c.name, bound) })).sort((a, b) => a.d - b.d)[0];
    const suggestion = ranked && ranked.d <= within(ranked.name) ? ranked.name : undefined;
    if (takesIds && (suggestion === undefined || /^[0-9a-f-]{6,}$/i.test(word))) return undefined;
    return { command: `fresher ${noun.name}`, word, suggestion };
  }
  return undefined;
}
