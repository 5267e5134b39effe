/** `fresher completion bash|zsh|fish`: prints the script shipped in completions/. */
import { existsSync, readFileSync } from 'node:fs';
import type { Context } from '../context.js';
import { ExitCode, usageError } from '../exit-codes.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;

export function completionCommand(ctx: Context, shell: string): number {
  if (!(SHELLS as readonly string[]).includes(shell)) throw usageError(`no completion for "${shell}"; shells: ${SHELLS.join(', ')}`);
  // The package root is a few levels above this file however the build lays it out.
  let dir = new URL('./', import.meta.url);
  let file = new URL(`completions/fresher.${shell}`, dir);
  for (let up = 0; up < 5 && !existsSync(file); up++) {
    dir = new URL('../', dir);
    file = new URL(`completions/fresher.${shell}`, dir);
  }
  const script = readFileSync(file, 'utf8');
  ctx.stdout.write(script);
  return ExitCode.ok;
}
