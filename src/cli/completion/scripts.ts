/** The completion script of each shell, generated from the command table. */
import type { SHELLS } from '../command-table.js';
import { bashScript } from './bash.js';
import { fishScript } from './fish.js';
import { completionNodes } from './model.js';
import { powershellScript } from './powershell.js';
import { zshScript } from './zsh.js';

export type Shell = (typeof SHELLS)[number];

export const COMPLETION_SCRIPTS = { bash: bashScript, zsh: zshScript, fish: fishScript, powershell: powershellScript } satisfies Record<Shell, unknown>;

/** The file each shell's script is shipped as, in completions/. */
export const COMPLETION_FILES = { bash: 'fresher.bash', zsh: 'fresher.zsh', fish: 'fresher.fish', powershell: 'fresher.ps1' } as const satisfies Record<Shell, string>;

export function completionScript(shell: Shell): string {
  return COMPLETION_SCRIPTS[shell](completionNodes());
}
