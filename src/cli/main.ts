/** Runs one invocation and turns every outcome into an exit code and at most one error line. */
import { CommanderError, type Command } from 'commander';
import { ApiError } from '../api/errors.js';
import { UnwritableJsonError } from '../render/json.js';
import { StoreError } from '../store/atomic.js';
import type { Context } from './context.js';
import { CliError, ExitCode } from './exit-codes.js';
import { messenger } from './messages.js';
import { resolveSettings, secretsOf, type GlobalFlags } from './settings.js';
import { buildProgram, invokedCommand, type RunResult } from './program.js';
import { subcommandTypo, unknownCommandLine, unknownHelpTopic } from './typos.js';
import { apiErrorMessage } from './api-error-message.js';
import { BUILTIN_SANDBOX } from '../contract/api-url.js';
import type { FilterVocabulary } from '../contract/resources.js';
import { readConfig } from '../store/config-read.js';
import { readVocabulary } from '../vocabulary/cache.js';

/** The value of a global option in argv (`--api-url URL` or `--api-url=URL`), before commander has parsed it. */
function optionValue(argv: readonly string[], flag: string): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') return undefined;
    if (arg === flag) return argv[i + 1];
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

/**
 * The filter vocabulary cached for the API this run names (flag, environment, config), for guesses in
 * a usage error (`--bengaluru`): read from disk only when such an error needs it, never fetched.
 */
function cachedFilters(argv: readonly string[], ctx: Context): FilterVocabulary | undefined {
  try {
    const flags: GlobalFlags = {};
    const apiUrl = optionValue(argv, '--api-url');
    if (apiUrl !== undefined) flags.apiUrl = apiUrl;
    const settings = resolveSettings(flags, ctx, readConfig(ctx.env).values);
    return readVocabulary(ctx.env, settings.api?.identity ?? BUILTIN_SANDBOX)?.filters;
  } catch {
    // An unreadable setting is the command's to report; the guess goes without the vocabulary.
    return undefined;
  }
}

/** The command a failed parse was about: known subcommand names in order, skipping flags and values. */
function commandPath(program: Command, argv: readonly string[]): string {
  let cmd = program;
  const path = ['fresher'];
  for (const word of argv.slice(2)) {
    const sub = word.startsWith('-') ? undefined : cmd.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (!sub) continue;
    path.push(word);
    cmd = sub;
  }
  return path.join(' ');
}

export async function run(argv: string[], ctx: Context): Promise<number> {
  const result: RunResult = { code: ExitCode.ok };
  const debug = argv.includes('--debug') || ctx.env.FRESHER_DEBUG === '1';
  const color = !argv.includes('--no-color') && !ctx.env.NO_COLOR && ctx.stderrIsTTY;
  // Credentials of any API URL given: worked out only if an error is printed.
  const msg = messenger(ctx, { quiet: false, debug, color, secrets: () => secretsOf(argv, ctx.env) });
  const typo = unknownHelpTopic(argv.slice(2)) ?? subcommandTypo(argv.slice(2));
  if (typo) {
    msg.error(unknownCommandLine(typo.word, typo.command, typo.suggestion));
    ctx.stderr.write(`Run '${typo.command} --help' for usage.\n`);
    return ExitCode.usage;
  }
  // `fresher` alone on a terminal opens the workspace; piped (or with any argument) it is as it was.
  const words = argv.length === 2 && ctx.stdinIsTTY && ctx.stdoutIsTTY ? [...argv, 'ui'] : argv;
  const program = buildProgram(ctx, result, {
    guesses: { vocabulary: () => cachedFilters(argv.slice(2), ctx) },
    only: invokedCommand(words.slice(2)),
  });
  try {
    await program.parseAsync(words);
    return ctx.signal.aborted ? ExitCode.interrupted : result.code;
  } catch (e) {
    if (ctx.signal.aborted) return ExitCode.interrupted;
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return ExitCode.ok;
      if (e.code === 'commander.executeSubCommandAsync') return ExitCode.ok;
      ctx.stderr.write(`Run '${commandPath(program, argv)} --help' for usage.\n`);
      return ExitCode.usage;
    }
    // @inquirer/core: Ctrl-C at a prompt (it restores the terminal itself).
    if (e instanceof Error && (e.name === 'ExitPromptError' || e.name === 'AbortPromptError')) {
      ctx.stderr.write('\n');
      return ExitCode.interrupted;
    }
    if (e instanceof CliError) {
      msg.error(e.message);
      if (e.hint) ctx.stderr.write(`${e.hint}\n`);
      return e.code;
    }
    if (e instanceof StoreError || e instanceof UnwritableJsonError) {
      msg.error(e.message);
      return ExitCode.failure;
    }
    if (e instanceof ApiError) {
      if (e.kind === 'aborted') return ExitCode.interrupted;
      msg.error(apiErrorMessage(e));
      if (e.detail) msg.debug(e.detail);
      return e.kind === 'not-found' ? ExitCode.notFound : e.kind === 'rate-limit' ? ExitCode.rateLimited : ExitCode.failure;
    }
    const err = e as Error;
    msg.error(`unexpected failure: ${err?.message ?? String(e)}${debug ? '' : ' (run with --debug for details)'}`);
    msg.debug(err?.stack ?? String(e));
    return ExitCode.failure;
  }
}
