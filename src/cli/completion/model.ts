/**
 * What completion offers at each command path, derived from the command table: the options a
 * command accepts (its own, the global ones, help), its subcommands, what its positional arguments
 * complete from. A group with a default subcommand (`jobs` runs `jobs list`) accepts that one's
 * options, as commander does. Each shell's script is generated from this.
 */
import { COMMANDS, CONFIG_VALUE_CHOICES, GLOBAL_OPTIONS, type ArgSpec, type CommandSpec, type Completer, type OptionSpec } from '../command-table.js';
import { CONFIG_KEYS } from '../../store/config-keys.js';

export interface CompletionOption {
  long: string;
  short?: string;
  takesValue: boolean;
  complete?: Completer;
  description: string;
  /** Accepted by every command (the program's own options and help). */
  global?: true;
}

export interface CompletionNode {
  /** Names from the top, e.g. ['jobs', 'list']; [] is `fresher` itself. */
  path: string[];
  subcommands: { name: string; description: string }[];
  options: CompletionOption[];
  /** Completers of the positional arguments by position; a variadic last one repeats. */
  args: (Completer | undefined)[];
  variadic: boolean;
}

const HELP: CompletionOption = { long: 'help', short: 'h', takesValue: false, description: 'show help', global: true };
const VERSION: CompletionOption = { long: 'version', short: 'V', takesValue: false, description: 'print the version', global: true };

const toCompletion = (o: OptionSpec): CompletionOption => ({
  long: o.long,
  ...(o.short ? { short: o.short } : {}),
  takesValue: o.value !== undefined,
  // An option with fixed choices completes them, whether or not it names a completer.
  ...(o.complete ? { complete: o.complete } : o.choices ? { complete: { kind: 'choices', values: o.choices } as const } : {}),
  description: o.description,
});

const completerOf = (a: ArgSpec): Completer | undefined => a.complete;

/** Every command path with what completes there, `fresher` first. */
export function completionNodes(): CompletionNode[] {
  const globals = GLOBAL_OPTIONS.map((o): CompletionOption => ({ ...toCompletion(o), global: true }));
  const nodes: CompletionNode[] = [];
  const top = COMMANDS.map((c) => ({ name: c.name, description: c.description }));
  // Program options (version too) are accepted after any subcommand, as commander parses them.
  const everywhere = [...globals, HELP, VERSION];
  nodes.push({ path: [], subcommands: [...top, { name: 'help', description: 'show help for a command' }], options: everywhere, args: [], variadic: false });
  nodes.push({ path: ['help'], subcommands: [], options: everywhere, args: [{ kind: 'choices', values: COMMANDS.map((c) => c.name) }], variadic: false });
  const walk = (spec: CommandSpec, path: string[]): void => {
    // What runs when this is given without a subcommand: itself, or its default subcommand.
    const runs = spec.commands?.find((c) => c.isDefault) ?? spec;
    nodes.push({
      path,
      subcommands: (spec.commands ?? []).map((c) => ({ name: c.name, description: c.description })),
      options: [...(runs.options ?? []).map(toCompletion), ...everywhere],
      args: (runs.args ?? []).map(completerOf),
      variadic: runs.args?.at(-1)?.variadic === true,
    });
    for (const sub of spec.commands ?? []) walk(sub, [...path, sub.name]);
  };
  for (const spec of COMMANDS) walk(spec, [spec.name]);
  return nodes;
}

/** The config keys and, per key, its fixed values (for `config set KEY <TAB>`). */
export const CONFIG_KEY_NAMES = Object.keys(CONFIG_KEYS);
export const CONFIG_VALUES: Record<string, readonly string[]> = { ...CONFIG_VALUE_CHOICES } as Record<string, readonly string[]>;

/** A completer's fixed words where it has them (choices, config keys); undefined otherwise. */
export function fixedWords(c: Completer): readonly string[] | undefined {
  if (c.kind === 'choices') return c.values;
  if (c.kind === 'config-key') return CONFIG_KEY_NAMES;
  return undefined;
}
