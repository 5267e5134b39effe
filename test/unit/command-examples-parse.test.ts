/**
 * Every example in the help (and so in the man page and README tables) names commands and options the
 * command table has: an example that fails as written (`search run NAME --new`) is found here, not by
 * whoever copies it.
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS, type CommandSpec } from '../../src/cli/command-table.js';
import { GLOBAL_OPTIONS, type OptionSpec } from '../../src/cli/options.js';

/** The words of a command line as a POSIX shell splits them, up to a pipe, a redirect or a comment. */
function words(line: string): string[] {
  const out: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const c of line) {
    if (quote) {
      if (c === quote) quote = undefined;
      else word = (word ?? '') + c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= '';
    } else if (/\s/.test(c)) {
      if (word !== undefined) out.push(word);
      word = undefined;
    } else if ('|>;&#<'.includes(c) || (c === '$' && word === undefined)) break;
    else word = (word ?? '') + c;
  }
  if (word !== undefined && !quote) out.push(word);
  return out;
}

const names = (options: readonly OptionSpec[]): string[] =>
  options.flatMap((o) => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : []), ...(o.long.startsWith('no-') ? [`--${o.long.slice(3)}`] : [])]);

/** What is wrong with an example, or undefined: an unknown command word or an option its command does not take. */
function problem(example: string): string | undefined {
  const w = words(example);
  if (w[0] !== 'fresher') return undefined;
  let specs: readonly CommandSpec[] = COMMANDS;
  const chain: CommandSpec[] = [];
  let argumentsStarted = false;
  for (let i = 1; i < w.length; i++) {
    const word = w[i] as string;
    if (word === '--') break;
    if (word.startsWith('-')) {
      const here = chain.at(-1);
      // A group run without its command runs its default one (fresher jobs --location ...).
      const runs = here?.run ? here : here?.commands?.find((c) => c.isDefault);
      const known = new Set([
        ...names(GLOBAL_OPTIONS),
        ...chain.flatMap((c) => names(c.options ?? [])),
        ...names(runs?.options ?? []),
        '--help',
        '-h',
        '--version',
        '-V',
      ]);
      const name = word.split('=')[0] as string;
      if (!known.has(name)) return `${name} is no option of fresher ${chain.map((c) => c.name).join(' ')}`;
      const options: readonly OptionSpec[] = [...GLOBAL_OPTIONS, ...chain.flatMap((c) => c.options ?? []), ...(runs?.options ?? [])];
      const spec = options.find((o) => `--${o.long}` === name || `-${o.short}` === name);
      if (spec?.value && !word.includes('=')) i++;
      continue;
    }
    const sub = argumentsStarted ? undefined : specs.find((c) => c.name === word);
    if (sub) {
      chain.push(sub);
      specs = sub.commands ?? [];
    } else {
      if (chain.length === 0) return `${word} is no command`;
      argumentsStarted = true;
    }
  }
  return undefined;
}

function examples(specs: readonly CommandSpec[]): string[] {
  return specs.flatMap((c) => [...(c.examples ?? []), ...examples(c.commands ?? [])]);
}

describe('the help examples', () => {
  it('name only commands and options that exist', () => {
    const all = examples(COMMANDS);
    expect(all.length).toBeGreaterThan(50);
    expect(all.map((e) => [e, problem(e)]).filter(([, p]) => p !== undefined)).toEqual([]);
  });

  it('the check finds what it is for', () => {
    expect(problem('fresher search run pune --new')).toBe('--new is no option of fresher search run');
    expect(problem('fresher jobz list')).toBe('jobz is no command');
    expect(problem('fresher jobs --location Pune --work-type Remote   # a comment --nope')).toBeUndefined();
    expect(problem('fresher jobs list --json | jq --raw-output .[]')).toBeUndefined();
  });
});

describe('notes in the help', () => {
  it('are paragraphs the help fills to the terminal: lines of one are joined, indented ones and blank lines kept', async () => {
    const { reflow } = await import('../../src/cli/program.js');
    expect(reflow('\nRemoves only a script. Start-up files are never edited (install does not\nedit them either).\n')).toBe(
      '\nRemoves only a script. Start-up files are never edited (install does not edit them either).\n',
    );
    expect(reflow('Writes into your folders:\n  bash  ~/x\n  zsh   ~/y\nWhen the shell needs a line,\nit is printed.')).toBe(
      'Writes into your folders:\n  bash  ~/x\n  zsh   ~/y\nWhen the shell needs a line, it is printed.',
    );
  });
});
