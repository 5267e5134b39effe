/**
 * The `case` tables the bash and zsh scripts share (the same shell syntax in both): a command's
 * children, what each option takes, what each positional argument completes from, config values.
 * A completer is written as a short spec the scripts' engines read: w:WORDS, c:FILE:FALLBACK, f, k.
 */
import type { Completer } from '../command-table.js';
import { CONFIG_VALUES, fixedWords, type CompletionNode, type CompletionOption } from './model.js';

export function completerSpec(c: Completer | undefined): string {
  if (!c) return '';
  const words = fixedWords(c);
  if (words) return `w:${words.join(' ')}`;
  if (c.kind === 'cached') return `c:${c.file}:${(c.fallback ?? []).join(' ')}`;
  if (c.kind === 'file') return 'f';
  return 'k';
}

/** A POSIX shell single-quoted string. */
export const sq = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
export const pathKey = (node: CompletionNode): string => node.path.join(' ');
export const flagsOf = (o: CompletionOption): string[] => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])];

export interface CaseTables {
  /** "PATH/WORD") the child path. */
  children: string[];
  /** "PATH/FLAG") s (a switch) or v:SPEC; options every command takes as "*\/FLAG". */
  optionKinds: string[];
  /** "PATH/N") the spec of positional argument N (a variadic last one also matches any later N). */
  args: string[];
  /** "KEY") the fixed values of a config key. */
  configValues: string[];
  /** `_fresher_global FLAG`: whether every command takes the flag (global options, help, version). */
  globalFunction: string;
}

export function caseTables(nodes: readonly CompletionNode[]): CaseTables {
  const kind = (o: CompletionOption): string => sq(o.takesValue ? `v:${completerSpec(o.complete)}` : 's');
  const globals = new Map(nodes.flatMap((n) => n.options.filter((o) => o.global)).map((o) => [o.long, o]));
  return {
    globalFunction: `# Whether flag $1 is one every command takes (a global option may stand anywhere).
_fresher_global() {
  case "$1" in
    ${[...globals.values()].flatMap(flagsOf).map(sq).join('|')}) return 0 ;;
  esac
  return 1
}`,
    children: nodes.flatMap((n) => n.subcommands.map((s) => `    ${sq(`${pathKey(n)}/${s.name}`)}) REPLY=${sq([...n.path, s.name].join(' '))} ;;`)),
    optionKinds: [
      ...nodes.flatMap((n) =>
        n.options
          .filter((o) => !o.global)
          .map(
            (o) =>
              `    ${flagsOf(o)
                .map((f) => sq(`${pathKey(n)}/${f}`))
                .join('|')}) REPLY=${kind(o)} ;;`,
          ),
      ),
      ...[...globals.values()].map(
        (o) =>
          `    ${flagsOf(o)
            .map((f) => `*/${sq(f)}`)
            .join('|')}) REPLY=${kind(o)} ;;`,
      ),
    ],
    args: nodes.flatMap((n) =>
      n.args.map(
        (a, i) =>
          `    ${sq(`${pathKey(n)}/${i}`)}${n.variadic && i === n.args.length - 1 ? `|${sq(`${pathKey(n)}/`)}*` : ''}) REPLY=${sq(completerSpec(a))} ;;`,
      ),
    ),
    configValues: Object.entries(CONFIG_VALUES).map(([k, v]) => `    ${sq(k)}) REPLY=${sq(`w:${v.join(' ')}`)} ;;`),
  };
}
