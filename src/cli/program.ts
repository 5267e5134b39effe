/**
 * Commander wiring, built from the command table (command-table.ts): names, flags, help and examples
 * come from there; this file adds what each command does. Command modules are imported inside actions
 * so `--help`, `--version` and completion load nothing heavy.
 */
import { Argument, Command, InvalidArgumentError, Option } from 'commander';
import { VERSION } from '../version.js';
import { withoutUserInfo } from '../contract/api-url.js';
import { COMMANDS, GLOBAL_OPTIONS, optionFlags, type ArgSpec, type CommandSpec, type OptionSpec } from './command-table.js';
import { cleansTyped, cleanTyped } from './typed.js';
import type { Context } from './context.js';
import { helpWidth, wrapHelp } from '../help-wrap.js';
import { listedElsewhere, unknownCommandLine, unknownOptionGuess } from './typos.js';
import { guessFor } from './did-you-mean.js';
import { findChoice, notAChoice } from './choices.js';
import type { FilterVocabulary } from '../contract/resources.js';

/** A help width no line reaches: commander leaves the wrapping to wrapHelp. */
const UNWRAPPED = 100_000;
import { openSession, type Session } from './session.js';
import { formatForPath, type GlobalFlags } from './settings.js';
import { usageError } from './exit-codes.js';
import { ATOM_ONLY } from '../render/formats.js';

export const EXIT_CODES_HELP = `
Exit codes:
  0    success (also when nothing matched)
  1    API, network or server failure
  2    usage error: unknown flag, bad value, value not in the filter vocabulary
  3    not found (digest --exit-status: nothing new)
  4    gave up waiting on a rate limit (see --max-wait)
  130  interrupted (Ctrl-C)`;

const ENV_HELP = `
Environment:
  FRESHER_API_URL, FRESHER_SITE_URL   API and dataset origins (default: the built-in sandbox)
  FRESHER_FORMAT, FRESHER_TIMEOUT     default format, network timeout
  FRESHER_MAX_WAIT                    longest total wait on rate limits (seconds)
  FRESHER_CACHE_TTL                   lifetime of the cached filter vocabulary
  NO_COLOR, FORCE_COLOR               turn colour off / force it on
  FRESHER_PAGER, PAGER                pager for output taller than the terminal
                                      (default less -FRX; cat: none)
  HTTP_PROXY, HTTPS_PROXY, NO_PROXY   proxies
  FRESHER_CONFIG_DIR, FRESHER_STATE_DIR, FRESHER_CACHE_DIR
                                      where config, state and caches live (XDG_*_HOME,
                                      or %APPDATA% and %LOCALAPPDATA% on Windows; see
                                      'fresher config path')`;

export interface RunResult {
  code: number;
}

function examples(lines: readonly string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}

function wholeNumber(name: string) {
  return (raw: string): string => {
    if (!/^\d+$/.test(raw)) throw new InvalidArgumentError(`${name} takes a whole number`);
    return raw;
  };
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/**
 * A value of a fixed set, in any case, spelt as declared; else one line naming the set and the likely
 * one. Every option and argument declared with choices is checked here, and only here.
 */
function choiceOf(name: string, choices: readonly string[]) {
  return (raw: string): string => {
    const found = findChoice(raw, choices);
    if (found === undefined) throw new InvalidArgumentError(notAChoice(name, raw, choices));
    return found;
  };
}

/** Typed values are cleaned here, where they enter, before any parser of the option sees them (typed.ts). */
function toOption(spec: OptionSpec): Option {
  const option = new Option(optionFlags(spec), spec.description);
  const clean = cleansTyped(spec) ? cleanTyped : (raw: string): string => raw;
  if (spec.choices) {
    const choice = choiceOf(`--${spec.long}`, spec.choices);
    // choices() lists them in help; the parser after it does the checking.
    option.choices(spec.choices).argParser((value: string) => choice(clean(value)));
  } else if (spec.repeatable) option.argParser((value: string, previous: string[] | undefined) => collect(clean(value), previous));
  else if (spec.integer) option.argParser((value: string) => wholeNumber(`--${spec.long}`)(clean(value)));
  else if (spec.value) option.argParser((value: string) => clean(value));
  if (spec.default !== undefined) option.default(spec.default);
  return option;
}

function toArgument(spec: ArgSpec): Argument {
  const name = `${spec.name}${spec.variadic ? '...' : ''}`;
  const argument = new Argument(spec.required ? `<${name}>` : `[${name}]`, spec.description ?? '');
  if (spec.choices) {
    const choice = choiceOf(spec.name, spec.choices);
    return argument.choices(spec.choices).argParser((value: string) => choice(cleanTyped(value)));
  }
  if (!cleansTyped(spec)) return argument;
  return spec.variadic
    ? argument.argParser((value: string, previous: string[] | undefined) => collect(cleanTyped(value), previous))
    : argument.argParser(cleanTyped);
}

/**
 * A calendar is its own kind of output, written by the commands that have --ics: `-o x.ics` asks for
 * it there (as `-o x.csv` asks for CSV), and is refused anywhere else rather than filled with rows a
 * calendar cannot import; --ics with another format named is a contradiction. Returns the flags to run with.
 */
export function calendarFlags(flags: Record<string, unknown>, globals: GlobalFlags, hasIcs: boolean): Record<string, unknown> {
  const named = [
    globals.format === undefined ? undefined : `--format ${globals.format}`,
    globals.json ? '--json' : undefined,
    globals.csv ? '--csv' : undefined,
  ].filter((f): f is string => f !== undefined);
  if (flags.ics === true && named.length > 0) throw usageError(`--ics writes a calendar; it takes no ${named.join(' or ')}`);
  // A calendar written into x.csv would be read as CSV by whatever opens it.
  if (flags.ics === true && typeof globals.output === 'string' && /\.[a-z]+$/i.test(globals.output) && !/\.ics$/i.test(globals.output))
    throw usageError(`--ics writes a calendar: name the file .ics (not ${globals.output})`);
  if (named.length > 0 || typeof globals.output !== 'string' || !/\.ics$/i.test(globals.output)) return flags;
  if (!hasIcs)
    throw usageError(
      `-o ${globals.output}: a calendar (.ics) is written by fresher track --ics and fresher events --ics; for this command name the file .json, .ndjson, .csv, .tsv, .txt, .atom or .xlsx, or give --format`,
    );
  return { ...flags, ics: true };
}

/**
 * Notes as paragraphs: the lines of one (written broken at some width in the command table) joined,
 * so the help's wrapping (help-wrap.ts) fills them to the terminal rather than breaking a sentence
 * where the source did. Indented lines (a table of paths) stay as they are.
 */
export function reflow(notes: string): string {
  const out: string[] = [];
  for (const line of notes.split('\n')) {
    const last = out.length - 1;
    const prose = line.trim() !== '' && !/^\s/.test(line);
    if (prose && last >= 0 && out[last] !== '' && !/^\s/.test(out[last] as string) && !(out[last] as string).endsWith(':')) out[last] = `${out[last]} ${line}`;
    else out.push(line);
  }
  return out.join('\n');
}

/** Runs a command's handler; the session it asks for is opened once and closed whatever happens. */
async function runCommand(ctx: Context, run: NonNullable<CommandSpec['run']>, args: unknown[], command: Command, spec: CommandSpec): Promise<number> {
  const given = command.optsWithGlobals<GlobalFlags & Record<string, unknown>>();
  // A command that writes one format writes it whatever -o's file is named (no extension check then).
  const globals = spec.writes && given.format === undefined && !given.json && !given.csv ? { ...given, format: spec.writes } : given;
  const feeds = spec.feed === true;
  // A feed asked of a command that writes none is refused before it fetches anything (the digest
  // used to fetch, count and then refuse). FRESHER_FORMAT=atom is a default: it stays emit's to judge.
  if (
    !feeds &&
    (globals.format === 'atom' ||
      (typeof globals.output === 'string' && formatForPath(globals.output) === 'atom' && globals.format === undefined && !globals.json && !globals.csv))
  )
    throw usageError(ATOM_ONLY);
  const flags = calendarFlags(
    command.opts(),
    globals,
    command.options.some((o) => o.long === '--ics'),
  );
  let session: Promise<Session> | undefined;
  try {
    return await run({ ctx, args, flags, globals, session: () => (session ??= openSession(ctx, globals, { feeds })) });
  } finally {
    if (session) await (await session.catch(() => undefined))?.close();
  }
}

/** What the error hook knows of the run, for guesses: the cached filter vocabulary of its API (read only if needed). */
export interface GuessSources {
  vocabulary(): FilterVocabulary | undefined;
}

/** The words a command accepts, for guessing what was meant by one it does not. */
function acceptedBy(cmd: Command): { commands: string[]; options: Set<string> } {
  const options = new Set<string>(['--help']);
  for (let c: Command | null = cmd; c; c = c.parent) for (const o of c.options) if (o.long) options.add(o.long);
  if (!cmd.parent) options.add('--version');
  const commands = cmd.commands.flatMap((c) => [c.name(), ...c.aliases()]);
  if (cmd.commands.length > 0) commands.push('help');
  return { commands, options };
}

/**
 * commander's errors in fresher's words, on one line: an unknown command or option with what was
 * probably meant (refine/guess.ts ranks; a flag named like a filter value points at the filter:
 * `--remote` → `--work-type Remote`), and an argument error of ours that names its option without
 * commander's preamble. Without `cmd`, no guesses.
 */
export function commanderErrorLine(raw: string, command: string, cmd?: Command, sources?: GuessSources): string {
  // commander quotes what was typed, a mistyped --api-urll=http://user:pass@host included.
  const text = withoutUserInfo(raw);
  const accepted = cmd ? acceptedBy(cmd) : undefined;
  const unknown = /^error: unknown command '([^'\n]*)'\n$/.exec(text);
  if (unknown) {
    const word = unknown[1] as string;
    return `error: ${unknownCommandLine(word, command, listedElsewhere(command, word) ?? guessFor(word, accepted?.commands ?? []))}\n`;
  }
  const option = /^error: unknown option '([^'\n]*)'\n$/.exec(text);
  if (option && accepted) {
    const guess = unknownOptionGuess(option[1] as string, accepted.options, () => sources?.vocabulary());
    return `error: unknown option '${option[1]}'${guess ? `. Did you mean ${guess}?` : ''}\n`;
  }
  // Our own argument errors name the option already: commander's preamble would say it twice.
  return text
    .replace(/^error: option '(--[a-z-]+)[^']*' argument '[^'\n]*' is invalid\. (\1 )/, 'error: $2')
    .replace(/^error: command-argument value '[^'\n]*' is invalid for argument '([a-z-]+)'\. (\1 )/, 'error: $2');
}

/**
 * The top-level command `fresher <args>` runs, when argv names one plainly: its first word, with only
 * global options (and their values) before it. Undefined for anything else (no command, `help`, an
 * unknown word, `--`, any other option, which commander would hand on with everything after it). Pure.
 */
export function invokedCommand(args: readonly string[]): string | undefined {
  const names = (o: OptionSpec): string[] => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])];
  const values = new Set(GLOBAL_OPTIONS.filter((o: OptionSpec) => o.value).flatMap(names));
  const switches = new Set(GLOBAL_OPTIONS.filter((o: OptionSpec) => !o.value).flatMap(names));
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as string;
    const eq = word.startsWith('--') ? word.indexOf('=') : -1;
    if (values.has(word)) i++;
    else if (eq > 0 && values.has(word.slice(0, eq))) continue;
    else if (!switches.has(word)) return word.startsWith('-') || !COMMANDS.some((c) => c.name === word) ? undefined : word;
  }
  return undefined;
}

/**
 * `rawHelp`: help as commander renders it, unwrapped (the build's snapshot); else fitted to the terminal.
 * `only`: register just that top-level command (with all its subcommands), for a run that invokes it:
 * nothing commander does for it looks at the others, and building every command and option of the
 * table costs more than any other step of a short run. Help and errors that name other commands
 * (`fresher --help`, an unknown command) come from runs that name none, which get them all.
 */
export function buildProgram(ctx: Context, result: RunResult, options: { rawHelp?: boolean; guesses?: GuessSources; only?: string } = {}): Command {
  const program = new Command('fresher')
    .description('Fresher and entry-level jobs, internships, campus events and the public hiring dataset for India, from the terminal.')
    .version(VERSION, '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .addHelpCommand('help [command]', 'show help for a command')
    .showSuggestionAfterError(false)
    // Unwrapped here; wrapHelp fits it to the terminal at print time, the same way bin/fresher.js
    // fits the build's snapshot (dist/help.json), so both print the same text.
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false, helpWidth: UNWRAPPED })
    .addHelpText(
      'after',
      `${examples([
        'fresher jobs list --location "Bengaluru, India" --work-type Remote',
        "fresher jobs list --json | jq -r '.[].title'",
        'fresher internships list --on-campus --csv -o internships.csv',
        'fresher jobs get c230781a',
        'fresher dataset',
      ])}${ENV_HELP}\n${EXIT_CODES_HELP}\n`,
    );
  for (const spec of GLOBAL_OPTIONS) program.addOption(toOption(spec));
  program.exitOverride();
  program.configureOutput({
    writeOut: (text) => ctx.stdout.write(options.rawHelp ? text : wrapHelp(text, helpWidth(ctx.env, ctx.stdoutIsTTY ? ctx.columns : undefined))),
    // Help shown on stderr (a group run without its command) is fitted as --help's is; errors are one line each.
    writeErr: (text) =>
      ctx.stderr.write(!options.rawHelp && text.startsWith('Usage:') ? wrapHelp(text, helpWidth(ctx.env, ctx.stderrIsTTY ? ctx.columns : undefined)) : text),
    outputError: (text, write) => write(`fresher: ${commanderErrorLine(text, 'fresher', program, options.guesses)}`),
  });

  const add = (parent: Command, spec: CommandSpec, path: string[]): void => {
    const cmd = parent.command(spec.name, spec.isDefault ? { isDefault: true } : {}).description(spec.description);
    cmd.configureOutput({
      outputError: (text, write) => write(`fresher: ${commanderErrorLine(text, `fresher ${path.join(' ')}`, cmd, options.guesses)}`),
    });
    for (const arg of spec.args ?? []) cmd.addArgument(toArgument(arg));
    for (const option of spec.options ?? []) cmd.addOption(toOption(option));
    // A noun whose default subcommand runs without its name says so, with that subcommand's examples:
    // `fresher track --help` would otherwise hide what `fresher track ID --status ...` does.
    const fallback = spec.commands?.find((c) => c.isDefault);
    const byDefault = fallback
      ? `\nWith no command, 'fresher ${path.join(' ')} ...' runs 'fresher ${path.join(' ')} ${fallback.name} ...'.\nIts options: fresher ${path.join(' ')} ${fallback.name} --help\n${fallback.examples && !spec.examples ? examples(fallback.examples) : ''}`
      : '';
    const after = `${reflow(spec.notes ?? '')}${spec.examples ? examples(spec.examples) : ''}${byDefault}`;
    if (after) cmd.addHelpText('after', after);
    const run = spec.run;
    if (run) {
      cmd.action(async (...parsed: unknown[]) => {
        // commander passes the declared arguments, then the options and the command itself.
        const command = parsed[parsed.length - 1] as Command;
        result.code = await runCommand(ctx, run, parsed.slice(0, -2), command, spec);
      });
    }
    for (const sub of spec.commands ?? []) add(cmd, sub, [...path, sub.name]);
  };
  for (const spec of COMMANDS) if (options.only === undefined || spec.name === options.only) add(program, spec, [spec.name]);
  return program;
}
