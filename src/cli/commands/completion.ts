/**
 * `fresher completion bash|zsh|fish|powershell`: prints the script the build generated from the
 * command table into completions/ (the generators stay out of the CLI bundle: they would only slow
 * every start).
 */
import { existsSync, readFileSync } from 'node:fs';
import { SHELLS } from '../command-table.js';
import { COMPLETION_FILES, type Shell } from '../completion/files.js';
import type { Context } from '../context.js';
import { ExitCode, usageError } from '../exit-codes.js';

export function completionCommand(ctx: Context, shell: string): number {
  if (!(SHELLS as readonly string[]).includes(shell)) throw usageError(`no completion for "${shell}"; shells: ${SHELLS.join(', ')}`);
  const name = COMPLETION_FILES[shell as Shell];
  // The package root is a few levels above this file however the build lays it out.
  let dir = new URL('./', import.meta.url);
  let file = new URL(`completions/${name}`, dir);
  for (let up = 0; up < 5 && !existsSync(file); up++) {
    dir = new URL('../', dir);
    file = new URL(`completions/${name}`, dir);
  }
  ctx.stdout.write(readFileSync(file, 'utf8'));
  return ExitCode.ok;
}
