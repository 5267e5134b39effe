/** The completion script of each shell, generated from the command table. */
import { bashScript } from './bash.js';
import { COMPLETION_FILES, type Shell } from './files.js';
import { fishScript } from './fish.js';
import { completionNodes } from './model.js';
import { powershellScript } from './powershell.js';
import { zshScript } from './zsh.js';

export { COMPLETION_FILES, type Shell };

export const COMPLETION_SCRIPTS = { bash: bashScript, zsh: zshScript, fish: fishScript, powershell: powershellScript } satisfies Record<Shell, unknown>;

export function completionScript(shell: Shell): string {
  return COMPLETION_SCRIPTS[shell](completionNodes());
}
