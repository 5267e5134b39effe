/**
 * `fresher completion bash|zsh|fish|powershell` prints the script the build generated from the
 * command table into completions/ (the generators stay out of the CLI bundle: they would only slow
 * every start); `fresher completion install [shell]` puts it where the shell reads it.
 */
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { dirname } from 'node:path';
import { homedir } from 'node:os';
import { SHELLS } from '../command-table.js';
import { COMPLETION_FILES, type Shell } from '../completion/files.js';
import { installPlace, shellFromEnv, tilde } from '../completion/install.js';
import type { Context } from '../context.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { writeFileAtomic } from '../../store/atomic.js';
import { toSingleLine } from '../../render/sanitize.js';
import { guessFor } from '../did-you-mean.js';

function asShell(name: string): Shell {
  if (!(SHELLS as readonly string[]).includes(name)) {
    // As `fresher completion bsh` says it (commander's check of the argument): with the likely shell.
    const guess = guessFor(name, SHELLS);
    throw usageError(`no completion for "${toSingleLine(name)}"; shells: ${SHELLS.join(', ')}${guess ? `. Did you mean ${guess}?` : ''}`);
  }
  return name as Shell;
}

/**
 * The script shipped for `shell` in completions/ (the package root is a few levels above this file
 * however the build lays it out); made in-process where there is no such folder (the single executable).
 */
async function shippedScript(shell: Shell): Promise<string> {
  const name = COMPLETION_FILES[shell];
  let dir = new URL('./', import.meta.url);
  for (let up = 0; up < 5; up++, dir = new URL('../', dir)) {
    const file = new URL(`completions/${name}`, dir);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return (await import('../completion/scripts.js')).completionScript(shell);
}

export async function completionCommand(ctx: Context, shell: string): Promise<number> {
  ctx.stdout.write(await shippedScript(asShell(shell)));
  return ExitCode.ok;
}

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** What every script fresher generates says in its first lines: a file without it is not ours to replace or remove. */
const OURS = /^(?:#compdef fresher\n)?# [\w ]+ completion for fresher \(generated from its command table/;

/** The shell named, or the one in $SHELL; a usage error naming `verb`'s form when there is none. */
function shellFor(ctx: Context, name: string | undefined, verb: 'install' | 'uninstall'): Shell {
  const shell = name === undefined ? shellFromEnv(ctx.env) : asShell(name);
  if (!shell) {
    const seen = ctx.env.SHELL ? ` from SHELL=${toSingleLine(ctx.env.SHELL)}` : ' (SHELL is not set)';
    throw usageError(`cannot tell your shell${seen}; name it: fresher completion ${verb} ${SHELLS.join('|')}`);
  }
  return shell;
}

/**
 * Writes the script into the user's own folder (created when missing), unless it is there already;
 * prints the line(s) a start-up file still needs on stdout (so `... >> ~/.bashrc` works, once) and
 * says what it did on stderr. Running it again changes nothing.
 */
export async function completionInstallCommand(ctx: Context, name: string | undefined): Promise<number> {
  const shell = shellFor(ctx, name, 'install');
  if (process.platform === 'win32') throw usageError('on Windows, add this to $PROFILE: fresher completion powershell | Out-String | Invoke-Expression');
  const home = ctx.env.HOME || homedir();
  const place = installPlace(shell, { env: ctx.env, home, exists: existsSync, read: readText });
  const script = await shippedScript(shell);
  const shown = toSingleLine(tilde(place.file, home));
  const there = readText(place.file);
  // A file of the person's own is theirs: never replaced (uninstall leaves it alone too).
  if (there !== undefined && there !== script && !OURS.test(there))
    throw new CliError(`${shown} is not a completion script fresher wrote; left as it is (move it away to install fresher's)`);
  if (there === script) {
    ctx.stderr.write(`fresher: the ${shell} completion in ${shown} is up to date\n`);
  } else {
    writeFileAtomic(place.file, script);
    ctx.stderr.write(`fresher: wrote the ${shell} completion to ${shown}\n`);
  }
  if (place.rc) {
    const rc = toSingleLine(tilde(place.rc.file, home));
    const where = shell === 'zsh' ? `${rc} (before any line that runs compinit)` : rc;
    ctx.stderr.write(`fresher: add ${place.rc.lines.length > 1 ? 'these lines' : 'this line'} to ${where}, then start a new shell:\n`);
    ctx.stdout.write(`${place.rc.lines.join('\n')}\n`);
  } else {
    ctx.stderr.write(`fresher: ${toSingleLine(tilde(place.loadedBy ?? shell, home))} loads it in new shells\n`);
    // bash-completion installed is not bash-completion loaded: say what to do if it is not.
    if (place.fallback) ctx.stderr.write(`fresher: if it does not complete there, add to ~/.bashrc: ${place.fallback}\n`);
  }
  return ExitCode.ok;
}

/**
 * Removes the script `completion install` wrote (only one fresher generated), and names the lines of
 * the start-up file that still read it: install never edits those files, so neither does this.
 * Running it again changes nothing.
 */
export async function completionUninstallCommand(ctx: Context, name: string | undefined): Promise<number> {
  const shell = shellFor(ctx, name, 'uninstall');
  const home = ctx.env.HOME || homedir();
  const place = installPlace(shell, { env: ctx.env, home, exists: existsSync, read: readText });
  const shown = toSingleLine(tilde(place.file, home));
  const text = readText(place.file);
  if (text === undefined) ctx.stderr.write(`fresher: no ${shell} completion in ${shown}; nothing to remove\n`);
  else if (!OURS.test(text)) throw new CliError(`${shown} is not a completion script fresher wrote; left as it is`);
  else {
    try {
      unlinkSync(place.file);
    } catch (e) {
      throw new CliError(`cannot remove ${shown}: ${(e as Error).message}`);
    }
    ctx.stderr.write(`fresher: removed the ${shell} completion from ${shown}\n`);
  }
  // The lines a start-up file holds for it (the script's path, or for zsh its folder on fpath).
  const rc = place.startup;
  const target = shell === 'zsh' ? dirname(place.file) : place.file;
  const lines = rc === undefined ? [] : (readText(rc) ?? '').split('\n').filter((l) => l.includes(target) || l.includes(tilde(target, home)));
  if (rc !== undefined && lines.length > 0) {
    ctx.stderr.write(`fresher: ${toSingleLine(tilde(rc, home))} still names it; remove ${lines.length > 1 ? 'these lines' : 'this line'}:\n`);
    for (const l of lines) ctx.stderr.write(`  ${toSingleLine(l)}\n`);
  }
  return ExitCode.ok;
}
