/**
 * `fresher completion install`: on a fresh HOME it writes each shell's script into the user's own
 * folders, says what (if anything) the start-up file needs, changes nothing when run again; then a
 * real interactive bash (with and without bash-completion), zsh and fish, started in tmux with only
 * what install said, completes fresher's commands and values.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BASH_COMPLETION_LOADERS, installPlace } from '../../src/cli/completion/install.js';
import { BIN, runCli, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';

const has = (shell: string): boolean => spawnSync(shell, ['-c', 'exit 0']).status === 0;
const bashCompletion = BASH_COMPLETION_LOADERS.find((p) => existsSync(p));
const sandbox = useSandbox({ seed: 3, jobs: 40, internships: 5, events: 3 });

const cleanups: (() => void)[] = [];
// Last made, first undone: a shell in tmux stops before its home folder is removed.
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

/** A fresh account: HOME and XDG dirs in a temp folder, `fresher` on PATH. */
function account(): { home: string; env: Record<string, string> } {
  const h = tempHome();
  cleanups.push(h.cleanup);
  const bin = join(h.dir, 'bin');
  mkdirSync(bin);
  symlinkSync(BIN, join(bin, 'fresher'));
  return { home: h.dir, env: { ...h.env, PATH: `${bin}:${process.env.PATH}`, TERM: 'xterm-256color' } };
}

async function install(env: Record<string, string>, ...args: string[]) {
  const r = await runCli(['completion', 'install', ...args], { env });
  expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
  return r;
}

describe('completion install writes into the user own folders, once', () => {
  it('bash, zsh, fish, powershell: the same script as `completion SHELL`, folders created, idempotent', async () => {
    const { home, env } = account();
    const files = {
      bash: join(home, '.local/share/bash-completion/completions/fresher'),
      zsh: join(home, '.local/share/zsh/site-functions/_fresher'),
      fish: join(home, 'config/fish/completions/fresher.fish'),
      powershell: join(home, '.local/share/fresher/fresher.ps1'),
    };
    for (const [shell, file] of Object.entries(files)) {
      const first = await install(env, shell);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stderr).toContain(`wrote the ${shell} completion to`);
      const script = (await runCli(['completion', shell], { env })).stdout;
      expect(readFileSync(file, 'utf8')).toBe(script);
      const again = await install(env, shell);
      expect(again.code).toBe(0);
      expect(again.stderr).toContain('is up to date');
    }
  });

  it('takes the shell from $SHELL; without one it says how to name it (exit 2, one line)', async () => {
    const { home, env } = account();
    const r = await install({ ...env, SHELL: '/usr/bin/fish' });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('fish completion');
    expect(r.stderr).toContain('fish loads it in new shells');
    expect(r.stdout).toBe('');
    expect(existsSync(join(home, 'config/fish/completions/fresher.fish'))).toBe(true);
    for (const shell of ['', '/bin/tcsh']) {
      const bad = await install({ ...env, SHELL: shell });
      expect(bad.code).toBe(2);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr).toMatch(/cannot tell your shell.*fresher completion install bash\|zsh\|fish/);
    }
    const unknown = await install(env, 'tcsh');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no completion for "tcsh"');
    // A misspelled shell gets the likely one, as `fresher completion bsh` does.
    const typo = await install(env, 'bassh');
    expect([typo.code, typo.stderr.trim().split('\n')[0]]).toEqual([
      2,
      'fresher: error: no completion for "bassh"; shells: bash, zsh, fish, powershell. Did you mean bash?',
    ]);
  });

  it('zsh: prints the fpath and compinit lines for ~/.zshrc on stdout until .zshrc has them', async () => {
    const { home, env } = account();
    const first = await install(env, 'zsh');
    expect(first.stdout).toBe('fpath=(~/.local/share/zsh/site-functions $fpath)\nautoload -Uz compinit && compinit\n');
    expect(first.stderr).toContain('add these lines to ~/.zshrc (before any line that runs compinit)');
    writeFileSync(join(home, '.zshrc'), first.stdout);
    const again = await install(env, 'zsh');
    expect(again.stdout).toBe('');
    expect(again.stderr).toContain('loads it in new shells');
    // ZDOTDIR moves the start-up file.
    const zdot = join(home, 'zdot');
    mkdirSync(zdot);
    expect((await install({ ...env, ZDOTDIR: zdot }, 'zsh')).stderr).toContain('zdot/.zshrc');
  });
});

describe('completion uninstall removes what install wrote, and only that', () => {
  it('each shell: the script goes, again changes nothing; the start-up line that reads it is named, not edited', async () => {
    const { home, env } = account();
    for (const shell of ['bash', 'zsh', 'fish', 'powershell']) {
      const installed = await install(env, shell);
      const file = /wrote the \w+ completion to ~\/(\S+)/.exec(installed.stderr)?.[1] as string;
      expect(existsSync(join(home, file)), shell).toBe(true);
      const gone = await runCli(['completion', 'uninstall', shell], { env });
      expect([gone.code, gone.stdout], shell).toEqual([0, '']);
      expect(gone.stderr).toContain(`removed the ${shell} completion from ~/${file}`);
      expect(existsSync(join(home, file)), shell).toBe(false);
      const again = await runCli(['completion', 'uninstall', shell], { env });
      expect([again.code, again.stderr]).toEqual([0, `fresher: no ${shell} completion in ~/${file}; nothing to remove\n`]);
    }
    // zsh needs lines in ~/.zshrc: install printed them, the person added them; uninstall names the one that reads its folder.
    writeFileSync(join(home, '.zshrc'), (await install(env, 'zsh')).stdout);
    const zsh = await runCli(['completion', 'uninstall', 'zsh'], { env });
    expect(zsh.stderr).toContain('~/.zshrc still names it; remove this line:\n  fpath=(~/.local/share/zsh/site-functions $fpath)\n');
    expect(readFileSync(join(home, '.zshrc'), 'utf8')).toContain('fpath=');
  });

  it('a file fresher did not write is neither replaced nor removed (exit 1); no shell named or in $SHELL is a usage error', async () => {
    const { home, env } = account();
    const file = join(home, 'config/fish/completions/fresher.fish');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'complete -c fresher -f  # my own\n');
    const r = await runCli(['completion', 'uninstall', 'fish'], { env });
    expect([r.code, r.stderr]).toEqual([1, 'fresher: error: ~/config/fish/completions/fresher.fish is not a completion script fresher wrote; left as it is\n']);
    expect(readFileSync(file, 'utf8')).toBe('complete -c fresher -f  # my own\n');
    // Nor does install replace it.
    const installed = await runCli(['completion', 'install', 'fish'], { env });
    expect([installed.code, installed.stderr]).toEqual([
      1,
      "fresher: error: ~/config/fish/completions/fresher.fish is not a completion script fresher wrote; left as it is (move it away to install fresher's)\n",
    ]);
    expect(readFileSync(file, 'utf8')).toBe('complete -c fresher -f  # my own\n');
    const none = await runCli(['completion', 'uninstall'], { env: { ...env, SHELL: '' } });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('name it: fresher completion uninstall bash|zsh|fish|powershell');
  });
});

describe('the plan for bash without bash-completion (pure)', () => {
  it('asks for one line in ~/.bashrc, which `... >> ~/.bashrc` then satisfies', () => {
    const rc = new Map<string, string>();
    const host = { env: {}, home: '/home/u', exists: () => false, read: (p: string) => rc.get(p) };
    const plan = installPlace('bash', host);
    expect(plan.file).toBe('/home/u/.local/share/bash-completion/completions/fresher');
    expect(plan.rc).toEqual({
      file: '/home/u/.bashrc',
      lines: ['[ -r ~/.local/share/bash-completion/completions/fresher ] && . ~/.local/share/bash-completion/completions/fresher'],
    });
    rc.set('/home/u/.bashrc', `# mine\n${plan.rc?.lines[0]}\n`);
    expect(installPlace('bash', host).rc).toBeUndefined();
    // XDG_DATA_HOME and BASH_COMPLETION_USER_DIR move the file; a relative XDG_DATA_HOME is ignored.
    expect(installPlace('bash', { ...host, env: { XDG_DATA_HOME: '/d' } }).file).toBe('/d/bash-completion/completions/fresher');
    expect(installPlace('bash', { ...host, env: { XDG_DATA_HOME: 'rel' } }).file).toBe(plan.file);
    expect(installPlace('bash', { ...host, env: { BASH_COMPLETION_USER_DIR: '/b' } }).file).toBe('/b/completions/fresher');
    // Under the home folder the line says ~/ (a space in the home name needs no quoting); elsewhere it is quoted.
    expect(installPlace('bash', { ...host, home: '/home/a b' }).rc?.lines[0]).toBe(plan.rc?.lines[0]);
    expect(installPlace('bash', { ...host, env: { XDG_DATA_HOME: "/data d'x" } }).rc?.lines[0]).toBe(
      "[ -r '/data d'\\''x/bash-completion/completions/fresher' ] && . '/data d'\\''x/bash-completion/completions/fresher'",
    );
  });
});

/** Starts SHELL interactively in tmux, types a partial command and TAB, waits for what it completes to. */
async function completesIn(command: string, env: Record<string, string>, typed: string, expected: RegExp): Promise<void> {
  const tmux = new TmuxSession(command, env, 100, 20);
  cleanups.push(() => tmux.close());
  // The prompt is drawn: the shell read its start-up files.
  await tmux.waitFor(/READY/, 20_000);
  tmux.type(typed);
  tmux.keys('Tab');
  await tmux.waitFor(expected, 20_000);
}

describe.skipIf(!hasTmux)('a real interactive shell completes after install', () => {
  it.skipIf(!has('bash') || !bashCompletion)('bash with bash-completion: nothing to add', async () => {
    const { home, env } = account();
    const r = await install(env, 'bash');
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('bash-completion');
    // What a stock ~/.bashrc does (Debian's skeleton sources bash-completion).
    writeFileSync(join(home, '.bashrc'), `. ${bashCompletion}\nPS1='READY$ '\n`);
    await completesIn('bash -i', env, 'fresher jobs list --sort dead', /READY\$ fresher jobs list --sort deadline/);
  });

  it.skipIf(!has('bash'))('bash without bash-completion: the one line install names', async () => {
    const { home, env } = account();
    const r = await install(env, 'bash');
    // On a machine without bash-completion that line is on stdout; here it is the fallback named on stderr.
    const line = r.stdout.trim() || (r.stderr.match(/add to ~\/\.bashrc: (.*)$/m)?.[1] ?? '');
    expect(line).toContain('completions/fresher');
    writeFileSync(join(home, '.bashrc'), `${line}\nPS1='READY$ '\n`);
    await completesIn(`bash --rcfile ${join(home, '.bashrc')} -i`, env, 'fresher internsh', /READY\$ fresher internships/);
  });

  it.skipIf(!has('zsh'))('zsh: the lines install printed, in ~/.zshrc', async () => {
    const { home, env } = account();
    const r = await install(env, 'zsh');
    writeFileSync(join(home, '.zshrc'), `${r.stdout}PS1='READY%% '\n`);
    await completesIn('zsh -i', env, 'fresher jobs list --sort dead', /READY% fresher jobs list --sort deadline/);
  });

  it.skipIf(!has('fish'))('fish: nothing to add', async () => {
    const { home, env } = account();
    // On its first interactive start fish writes completions from man pages in the background, for
    // seconds after the test ends, unless this folder exists.
    mkdirSync(join(home, '.local', 'share', 'fish', 'generated_completions'), { recursive: true });
    const r = await install(env, 'fish');
    expect(r.stdout).toBe('');
    const prompt = join(env.XDG_CONFIG_HOME as string, 'fish', 'conf.d');
    mkdirSync(prompt, { recursive: true });
    writeFileSync(join(prompt, 'prompt.fish'), "set -g fish_greeting ''\nfunction fish_prompt; echo -n 'READY> '; end\n");
    await completesIn('fish -i', env, 'fresher jobs list --sort dead', /READY> fresher jobs list --sort deadline/);
  });
});

describe('filter values complete after the first listing table, with no filters refresh', () => {
  it('a plain `jobs list` on a terminal fills the value cache of the API', async () => {
    const { home, env } = account();
    const values = join(home, 'cache', 'fresher', 'completion', 'location.txt');
    const r = await runCli(['jobs', 'list', '--limit', '3', '--api-url', sandbox().url], { env, tty: true });
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(values, 'utf8')).toMatch(/^Bengaluru, India\tBengaluru$/m);
  });
});
