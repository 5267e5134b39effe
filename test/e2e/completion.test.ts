/** Completion scripts, loaded in their shells, completing from the cached vocabulary. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';
import { systemClock } from '../../src/api/clock.js';
import { runCli, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const root = resolve(import.meta.dirname, '../..');
const sandbox = useSandbox({ seed: 2, jobs: 100, internships: 10, events: 1 });
const home = tempHome();
beforeAll(async () => {
  const r = await runCli(['filters', 'refresh', '--api-url', sandbox().url], { env: home.env });
  expect(r.code).toBe(0);
});
afterAll(() => home.cleanup());
const has = (shell: string): boolean => spawnSync(shell, ['-c', 'exit 0']).status === 0;
const script = (shell: string): string => readFileSync(resolve(root, `completions/fresher.${shell}`), 'utf8');

function bash(words: string[]): string[] {
  const line = `source ${root}/completions/fresher.bash; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _fresher; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const r = spawnSync('bash', ['--norc', '-c', line], { encoding: 'utf8', env: { ...process.env, ...home.env } });
  return r.stdout.split('\n').filter(Boolean);
}

describe('fresher completion', () => {
  it('prints the shipped scripts', async () => {
    for (const shell of ['bash', 'zsh', 'fish']) {
      const r = await runCli(['completion', shell]);
      expect([r.code, r.stdout]).toEqual([0, script(shell)]);
    }
    const bad = await runCli(['completion', 'tcsh']);
    expect(bad.code).toBe(2);
  });

  it('every command and long option of the CLI appears in every script', () => {
    const program = buildProgram({ env: {}, stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, stdinIsTTY: false, stdoutIsTTY: false, stderrIsTTY: false, columns: 80, rows: 24, clock: systemClock, signal: new AbortController().signal, onInterrupt: new Set() }, { code: 0 });
    const names = new Set<string>();
    const walk = (cmd: Command): void => {
      for (const o of cmd.options) if (o.long) names.add(o.long);
      for (const c of cmd.commands) {
        names.add(c.name());
        walk(c);
      }
    };
    walk(program);
    names.delete('help');
    for (const shell of ['bash', 'zsh', 'fish']) {
      const text = script(shell);
      for (const name of names) {
        const word = shell === 'fish' && name.startsWith('--') ? `-l ${name.slice(2)}` : name;
        expect(text, `${shell} lacks ${name}`).toContain(word);
      }
    }
  });
});

describe('bash', () => {
  it('completes commands, verbs and fixed values', () => {
    expect(bash(['fresher', 'in'])).toEqual(['internships']);
    expect(bash(['fresher', 'jobs', ''])).toEqual(['list', 'get', 'pick', 'save', 'unsave', 'saved', 'stats']);
    expect(bash(['fresher', 'jobs', 'list', '--work-type', ''])).toEqual(['On-site', 'Remote', 'Hybrid']);
    expect(bash(['fresher', '--format', 'n'])).toEqual(['ndjson']);
    expect(bash(['fresher', 'config', 'set', 'ma'])).toEqual(['max-wait']);
    expect(bash(['fresher', 'jobs', 'list', '--loc'])).toEqual(['--location']);
  });

  it('completes vocabulary values, quoted for the shell', () => {
    expect(bash(['fresher', 'jobs', 'list', '--location', 'Beng'])).toEqual(['Bengaluru\\,\\ India']);
    expect(bash(['fresher', 'jobs', 'list', '--location', '"beng'])).toEqual(['Bengaluru, India']);
    expect(bash(['fresher', 'jobs', 'list', '--role', 'QA'])).toEqual(['QA\\ \\&\\ Testing']);
    expect(bash(['fresher', 'internships', 'list', '--industry', 'Bank'])).toEqual(['Banking\\ \\&\\ Financial\\ Services']);
  });
});

describe.skipIf(!has('zsh'))('zsh', () => {
  it('offers vocabulary values whole and subcommands', () => {
    const stub = `compadd() { local s=1; for a in "$@"; do if (( s )); then [[ $a == -- ]] && s=0; continue; fi; print -r -- "$a"; done }; _files() { :; }`;
    const run = (words: string[]): string[] => {
      const line = `${stub}; source ${root}/completions/fresher.zsh; words=(${words.map((w) => `'${w}'`).join(' ')}); CURRENT=${words.length}; _fresher`;
      return spawnSync('zsh', ['-f', '-c', line], { encoding: 'utf8', env: { ...process.env, ...home.env } }).stdout.split('\n').filter(Boolean);
    };
    expect(run(['fresher', 'jobs', 'list', '--location', 'Beng'])).toContain('Bengaluru, India');
    expect(run(['fresher', 'jobs', ''])).toEqual(['list', 'get', 'pick', 'save', 'unsave', 'saved', 'stats']);
    expect(run(['fresher', 'jobs', 'list', '--work-type', ''])).toEqual(['On-site', 'Remote', 'Hybrid']);
  });
});

describe.skipIf(!has('fish'))('fish', () => {
  it('completes values and commands with complete -C', () => {
    const run = (line: string): string[] =>
      spawnSync('fish', ['--no-config', '-c', `source ${root}/completions/fresher.fish; complete -C '${line}'`], { encoding: 'utf8', env: { ...process.env, ...home.env } })
        .stdout.split('\n').filter(Boolean).map((l) => l.split('\t')[0] as string);
    expect(run('fresher jobs list --location Beng')).toEqual(['Bengaluru, India']);
    expect(run('fresher jobs l')).toEqual(['list']);
    expect(run('fresher jobs list --work-type R')).toEqual(['Remote']);
  });
});

describe('help', () => {
  it('the build-time snapshot bin/fresher.js prints matches commander for every command', async () => {
    const snapshot = JSON.parse(readFileSync(resolve(root, 'dist/help.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(snapshot).length).toBeGreaterThan(25);
    for (const path of ['', 'jobs', 'jobs list', 'internships pick', 'config set', 'sandbox', 'events list']) {
      const words = path ? path.split(' ') : [];
      const fast = await runCli([...words, '--help']);
      const live = await runCli([...words, '--help'], { env: { ...home.env, FRESHER_NO_FAST_PATH: '1' } });
      expect(fast.stdout, path).toBe(live.stdout);
      expect(fast.stdout, path).toBe(snapshot[path]);
      expect([fast.code, live.code]).toEqual([0, 0]);
    }
    const version = await runCli(['--version']);
    const liveVersion = await runCli(['--version'], { env: { ...home.env, FRESHER_NO_FAST_PATH: '1' } });
    expect(version.stdout).toBe(liveVersion.stdout);
  });

  it('every command has examples in its help, and the top level lists the exit codes', () => {
    const snapshot = JSON.parse(readFileSync(resolve(root, 'dist/help.json'), 'utf8')) as Record<string, string>;
    expect(snapshot['']).toContain('Exit codes:');
    for (const path of ['jobs list', 'jobs get', 'filters', 'events list', 'dataset', 'health', 'config', 'completion', 'sandbox', 'jobs saved', 'jobs stats', 'jobs pick']) {
      expect(snapshot[path], path).toContain('Examples:');
    }
  });
});
