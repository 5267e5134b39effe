/** The file each shell's completion script is shipped as, in completions/ (written by the build). */
import type { SHELLS } from '../command-table.js';

export type Shell = (typeof SHELLS)[number];

export const COMPLETION_FILES = { bash: 'fresher.bash', zsh: 'fresher.zsh', fish: 'fresher.fish', powershell: 'fresher.ps1' } as const satisfies Record<
  Shell,
  string
>;
