/** `fresher completion bash|zsh|fish|powershell`: the script, generated from the command table. */
import { SHELLS } from '../command-table.js';
import { completionScript, type Shell } from '../completion/scripts.js';
import type { Context } from '../context.js';
import { ExitCode, usageError } from '../exit-codes.js';

export function completionCommand(ctx: Context, shell: string): number {
  if (!(SHELLS as readonly string[]).includes(shell)) throw usageError(`no completion for "${shell}"; shells: ${SHELLS.join(', ')}`);
  ctx.stdout.write(completionScript(shell as Shell));
  return ExitCode.ok;
}
