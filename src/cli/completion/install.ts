/**
 * Where `fresher completion install` puts each shell's script, and what (if anything) the user must
 * add to a start-up file for the shell to read it. Pure: the caller says what the machine has.
 * Every place is in the user's own folders (XDG base dirs), never one that needs root.
 */
import { posix } from 'node:path';
import type { Shell } from './files.js';

export interface InstallPlace {
  shell: Shell;
  /** The script's file. */
  file: string;
  /** The start-up file a line must go into, and the lines, when the shell would not read `file` by itself. */
  rc?: { file: string; lines: string[] };
  /** What reads `file` without any line (said to the user). */
  loadedBy?: string;
  /** The line to add should `loadedBy` not be active after all (bash-completion installed but not loaded). */
  fallback?: string;
  /** The start-up file a line for `file` goes in, when the shell has one (not fish): where uninstall looks for such lines. */
  startup?: string;
}

export interface InstallHost {
  env: Record<string, string | undefined>;
  home: string;
  /** Whether a file exists (bash-completion's loader). */
  exists(path: string): boolean;
  /** A start-up file's text, or undefined when there is none. */
  read(path: string): string | undefined;
}

/** Where bash-completion 2 is installed by Debian, Fedora, Arch, Homebrew and MacPorts. */
export const BASH_COMPLETION_LOADERS = [
  '/usr/share/bash-completion/bash_completion',
  '/etc/bash_completion',
  '/usr/local/share/bash-completion/bash_completion',
  '/opt/homebrew/etc/profile.d/bash_completion.sh',
  '/usr/local/etc/profile.d/bash_completion.sh',
  '/opt/local/etc/profile.d/bash_completion.sh',
];

/** The shell named by $SHELL (its file name), when fresher has a script for it. */
export function shellFromEnv(env: Record<string, string | undefined>): Shell | undefined {
  const name = posix.basename(env.SHELL ?? '');
  if (name === 'bash' || name === 'zsh' || name === 'fish') return name;
  if (name === 'pwsh' || name === 'powershell') return 'powershell';
  return undefined;
}

const absolute = (value: string | undefined): string | undefined => (value && posix.isAbsolute(value) ? value : undefined);
/** `~/...` for paths under the home folder: shorter to read, and what people write in rc files. */
export const tilde = (path: string, home: string): string => (path === home ? '~' : path.startsWith(`${home}/`) ? `~/${path.slice(home.length + 1)}` : path);
/** A POSIX shell word: as is when plain, else single-quoted. */
const word = (s: string): string => (/^[\w@%+=:,./~-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
/** A path for an rc file: `~/x` stays unquoted so the shell expands it. */
const rcPath = (path: string, home: string): string => {
  const short = tilde(path, home);
  return short.startsWith('~/') ? `~/${word(short.slice(2))}` : word(short);
};

export function installPlace(shell: Shell, host: InstallHost): InstallPlace {
  const { env, home } = host;
  const data = absolute(env.XDG_DATA_HOME) ?? posix.join(home, '.local', 'share');
  const config = absolute(env.XDG_CONFIG_HOME) ?? posix.join(home, '.config');
  const mentions = (rc: string, path: string): boolean => {
    const text = host.read(rc);
    return text !== undefined && (text.includes(path) || text.includes(tilde(path, home)));
  };
  switch (shell) {
    case 'bash': {
      // bash-completion 2 loads completions/<command> from its user dir on first use.
      const dir = absolute(env.BASH_COMPLETION_USER_DIR) ?? posix.join(data, 'bash-completion');
      const file = posix.join(dir, 'completions', 'fresher');
      const loader = BASH_COMPLETION_LOADERS.find((p) => host.exists(p));
      const rc = posix.join(home, '.bashrc');
      const line = `[ -r ${rcPath(file, home)} ] && . ${rcPath(file, home)}`;
      if (mentions(rc, file)) return { shell, file, loadedBy: rc, startup: rc };
      if (loader) return { shell, file, loadedBy: `bash-completion (${loader})`, fallback: line, startup: rc };
      return { shell, file, rc: { file: rc, lines: [line] }, startup: rc };
    }
    case 'zsh': {
      // A folder of our own on $fpath, read by compinit.
      const dir = posix.join(data, 'zsh', 'site-functions');
      const file = posix.join(dir, '_fresher');
      const rc = posix.join(absolute(env.ZDOTDIR) ?? home, '.zshrc');
      const text = host.read(rc) ?? '';
      const lines = [
        ...(mentions(rc, dir) ? [] : [`fpath=(${rcPath(dir, home)} $fpath)`]),
        ...(/\bcompinit\b/.test(text) ? [] : ['autoload -Uz compinit && compinit']),
      ];
      return lines.length ? { shell, file, rc: { file: rc, lines }, startup: rc } : { shell, file, loadedBy: rc, startup: rc };
    }
    case 'fish':
      // fish loads completions/<command>.fish from its config folder by itself.
      return { shell, file: posix.join(config, 'fish', 'completions', 'fresher.fish'), loadedBy: 'fish' };
    case 'powershell': {
      const file = posix.join(data, 'fresher', 'fresher.ps1');
      const profile = posix.join(config, 'powershell', 'Microsoft.PowerShell_profile.ps1');
      if (mentions(profile, file)) return { shell, file, loadedBy: profile, startup: profile };
      return { shell, file, rc: { file: profile, lines: [`. '${file.replace(/'/g, "''")}'`] }, startup: profile };
    }
  }
}
