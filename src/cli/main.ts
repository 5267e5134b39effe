/** Runs one invocation and turns every outcome into an exit code and at most one error line. */
import { CommanderError, type Command } from 'commander';
import { ApiError } from '../api/errors.js';
import { UnwritableJsonError } from '../render/json.js';
import { StoreError } from '../store/atomic.js';
import type { Context } from './context.js';
import { CliError, ExitCode } from './exit-codes.js';
import { messenger } from './messages.js';
import { secretsOf } from './settings.js';
import { buildProgram, type RunResult } from './program.js';
import { subcommandTypo, unknownCommandLine } from './typos.js';
import { apiErrorMessage } from './api-error-message.js';

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
  const typo = subcommandTypo(argv.slice(2));
  if (typo) {
    msg.error(unknownCommandLine(typo.word, typo.command, typo.suggestion));
    ctx.stderr.write(`Run '${typo.command} --help' for usage.\n`);
    return ExitCode.usage;
  }
  const program = buildProgram(ctx, result);
  // `fresher` alone on a terminal opens the workspace; piped (or with any argument) it is as it was.
  const words = argv.length === 2 && ctx.stdinIsTTY && ctx.stdoutIsTTY ? [...argv, 'ui'] : argv;
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
    // @inquirer/prompts: Ctrl-C at a prompt (it restores the terminal itself).
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
