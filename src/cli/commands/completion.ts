/** `fresher completion bash|zsh|fish`: prints the script shipped in completions/. */
import { readFileSync } from 'node:fs';
import type { Context } from '../context.js';
import { ExitCode, usageError } from '../exit-codes.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;

export function completionCommand(ctx: Context, shell: string): number {
  if (!(SHELLS as readonly string[]).includes(shell)) throw usageError(`no completion for "${shell}"; shells: ${SHELLS.join(', ')}`);
  // dist/cli/commands/ -> package root -> completions/
  const script = readFileSync(new URL(`../../../completions/fresher.${shell}`, import.meta.url), 'utf8');
  ctx.stdout.write(script);
  return ExitCode.ok;
}
