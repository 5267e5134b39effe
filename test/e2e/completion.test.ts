/**
 * Completion scripts, generated from the command table and loaded in their shells: for every command
 * they offer exactly the options commander accepts; fixed choices, `--opt=value`, cached vocabulary
 * values quoted for where the cursor is, subcommands. PowerShell cannot run here (no pwsh on this
 * machine): its generated table is checked against commander instead.
 */
import { wrapHelp } from '../../src/help-wrap.js';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/api/clock.js';
import { COMPLETION_FILES } from '../../src/cli/completion/scripts.js';
import { buildProgram } from '../../src/cli/program.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const root = resolve(import.meta.dirname, '../..');
const sandbox = useSandbox({ seed: 2, jobs: 100, internships: 10, events: 6 });
const home = tempHome();
beforeAll(async () => {
  for (const args of [
    ['filters', 'refresh'],
    ['events', '--json'],
  ]) {
    const r = await runCli([...args, '--api-url', sandbox().url], { env: home.env });
    expect(r.code).toBe(0);
  }
});
afterAll(() => home.cleanup());
const has = (shell: string): boolean => spawnSync(shell, ['-c', 'exit 0']).status === 0;
const scriptPath = (shell: keyof typeof COMPLETION_FILES): string => resolve(root, 'completions', COMPLETION_FILES[shell]);
const env = { ...process.env, ...home.env };

/** Every command path commander knows, with the options it accepts there. */
function commanderPaths(): { path: string[]; options: Set<string> }[] {
  const program = buildProgram(
    {
      env: {},
      stdin: process.stdin,
      stdout: process.stdout,
      stderr: process.stderr,
      stdinIsTTY: false,
      stdoutIsTTY: false,
      stderrIsTTY: false,
      columns: 80,
      rows: 24,
      clock: systemClock,
      signal: new AbortController().signal,
      onInterrupt: new Set(),
    },
    { code: 0 },
  );
  const out: { path: string[]; options: Set<string> }[] = [];
  const walk = (cmd: Command, path: string[]): void => {
    // A group with a default subcommand (`jobs` runs `jobs list`) takes that one's options.
    const fallback = (cmd as unknown as { _defaultCommandName?: string })._defaultCommandName;
    const runs = cmd.commands.find((c) => c.name() === fallback) ?? cmd;
    const options = new Set<string>(['--help', '-h']);
    for (let c: Command | null = cmd.parent; c; c = c.parent) for (const o of c.options) for (const f of [o.long, o.short]) if (f) options.add(f);
    for (const o of runs.options) for (const f of [o.long, o.short]) if (f) options.add(f);
    out.push({ path, options });
    for (const sub of cmd.commands) walk(sub, [...path, sub.name()]);
  };
  walk(program, []);
  return out;
}
const PATHS = commanderPaths();

const bashWord = (w: string): string => `'${w.replace(/'/g, `'\\''`)}'`;
function bash(words: string[], cwd?: string): string[] {
  const line = `source ${scriptPath('bash')}; COMP_WORDS=(${words.map(bashWord).join(' ')}); COMP_CWORD=${words.length - 1}; _fresher; printf '%s\\n' "\${COMPREPLY[@]}"`;
  return spawnSync('bash', ['--norc', '-c', line], { encoding: 'utf8', env, ...(cwd ? { cwd } : {}) })
    .stdout.split('\n')
    .filter(Boolean);
}

/** zsh outside a completion widget: compadd stubbed to print what it is given (and descriptions). */
function zsh(words: string[]): { words: string[]; display: string[] } {
  const stub = `compadd() { local s=1 d=""; while (( $# )); do if (( s )); then [[ $1 == -- ]] && s=0; [[ $1 == -d ]] && { d=$2; shift; }; shift; continue; fi; print -r -- "W:$1"; shift; done; [[ -n $d ]] && print -rl -- "\${(@P)d/#/D:}"; return 0 }; _files() { :; }; compset() { return 1 }`;
  const line = `${stub}; source ${scriptPath('zsh')}; words=(${words.map(bashWord).join(' ')}); CURRENT=${words.length}; _fresher`;
  const lines = spawnSync('zsh', ['-f', '-c', line], { encoding: 'utf8', env }).stdout.split('\n').filter(Boolean);
  return { words: lines.filter((l) => l.startsWith('W:')).map((l) => l.slice(2)), display: lines.filter((l) => l.startsWith('D:')).map((l) => l.slice(2)) };
}

/** What fish offers, each line a candidate and its description after a tab. */
function fishLines(line: string): string[] {
  return spawnSync('fish', ['--no-config', '-c', `source ${scriptPath('fish')}; complete -C ${bashWord(line)}`], { encoding: 'utf8', env })
    .stdout.split('\n')
    .filter(Boolean);
}
const fish = (line: string): string[] => fishLines(line).map((l) => l.split('\t')[0] as string);

describe('fresher completion', () => {
  it('prints the generated script of each shell, the same as shipped in completions/', async () => {
    for (const shell of ['bash', 'zsh', 'fish', 'powershell'] as const) {
      const r = await runCli(['completion', shell]);
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(r.stdout).toBe(readFileSync(scriptPath(shell), 'utf8'));
    }
    const bad = await runCli(['completion', 'tcsh']);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      'fresher: error: shell "tcsh" is not one of bash, zsh, fish, powershell\nRun \'fresher completion --help\' for usage.\n',
    ]);
  });

  it('the walk covers every command of the CLI', () => {
    expect(PATHS.length).toBeGreaterThan(25);
    expect(PATHS.map((p) => p.path.join(' '))).toContain('internships stats');
  });
});

/** Runs one completion per command path in a single shell process; the answers, by path. */
function allPaths(shell: 'bash' | 'zsh' | 'fish'): string[][] {
  const SEP = '@@end@@';
  const lines = PATHS.map(({ path }) => {
    const words = ['fresher', ...path, shell === 'fish' ? '--' : '-'];
    if (shell === 'bash')
      return `COMP_WORDS=(${words.map(bashWord).join(' ')}); COMP_CWORD=${words.length - 1}; COMPREPLY=(); _fresher; printf '%s\\n' "\${COMPREPLY[@]}"; echo ${SEP}`;
    if (shell === 'zsh') return `words=(${words.map(bashWord).join(' ')}); CURRENT=${words.length}; _fresher; print -r -- ${SEP}`;
    return `complete -C ${bashWord(words.join(' '))}; echo ${SEP}`;
  });
  const stub = `compadd() { local s=1; while (( $# )); do if (( s )); then [[ $1 == -- ]] && s=0; [[ $1 == -d ]] && shift; shift; continue; fi; print -r -- "$1"; shift; done; return 0 }; _files() { :; }; compset() { return 1 }`;
  const script =
    shell === 'bash'
      ? `source ${scriptPath('bash')}\n${lines.join('\n')}`
      : shell === 'zsh'
        ? `${stub}\nsource ${scriptPath('zsh')}\n${lines.join('\n')}`
        : `source ${scriptPath('fish')}\n${lines.join('\n')}`;
  const args = shell === 'bash' ? ['--norc', '-c', script] : shell === 'zsh' ? ['-f', '-c', script] : ['--no-config', '-c', script];
  const out = spawnSync(shell, args, { encoding: 'utf8', env, maxBuffer: 16 * 1024 * 1024 }).stdout;
  return out
    .split(`${SEP}\n`)
    .slice(0, PATHS.length)
    .map((block) =>
      block
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('\t')[0] as string),
    );
}

describe('every command completes exactly the options commander accepts', () => {
  it('bash', () => {
    const got = allPaths('bash');
    PATHS.forEach(({ path, options }, i) => {
      expect(new Set(got[i]), path.join(' ')).toEqual(options);
    });
  });

  it.skipIf(!has('zsh'))('zsh', () => {
    const got = allPaths('zsh');
    PATHS.forEach(({ path, options }, i) => {
      expect(new Set(got[i]), path.join(' ')).toEqual(options);
    });
  });

  it.skipIf(!has('fish'))('fish (long options)', () => {
    const got = allPaths('fish');
    PATHS.forEach(({ path, options }, i) => {
      expect(new Set(got[i]), path.join(' ')).toEqual(new Set([...options].filter((o) => o.startsWith('--'))));
    });
  });

  it("powershell quotes a value with every quote PowerShell reads as ' doubled (the curly ones too)", () => {
    const script = readFileSync(scriptPath('powershell'), 'utf8');
    const m = /\$text -replace '((?:[^']|'')*)', '\$0\$0'/.exec(script);
    expect(m).not.toBeNull();
    // The .NET pattern, as PowerShell's single-quoted string gives it ('' is one '), read as JavaScript reads it.
    const pattern = new RegExp((m?.[1] ?? '').replaceAll("''", "'"), 'g');
    expect("it's \u2018x\u2019 \u201ay\u201b".replace(pattern, '$&$&')).toBe("it''s \u2018\u2018x\u2019\u2019 \u201a\u201ay\u201b\u201b");
  });

  it('powershell (its generated command table)', () => {
    const script = readFileSync(scriptPath('powershell'), 'utf8');
    for (const { path, options } of PATHS) {
      const entry = new RegExp(`^  '${path.join(' ')}' = @\\{\\n(?:.*\\n)*?    Options = \\[ordered\\]@\\{ (.*) \\}$`, 'm').exec(script);
      expect(entry, path.join(' ')).not.toBeNull();
      const keys = [...(entry?.[1] ?? '').matchAll(/(?:^|; )'(-[^']*)' = /g)].map((m) => m[1]);
      expect(new Set(keys), path.join(' ')).toEqual(options);
    }
  });
});

describe('bash', () => {
  it('completes subcommands on an empty word, fixed choices, config keys and values, --opt=value', () => {
    expect(bash(['fresher', 'in'])).toEqual(['internships']);
    expect(bash(['fresher', 'jobs', ''])).toEqual(['list', 'get', 'pick', 'save', 'unsave', 'saved', 'stats']);
    expect(bash(['fresher', 'jobs', 'list', '--work-type', ''])).toEqual(['On-site', 'Remote', 'Hybrid']);
    expect(bash(['fresher', '--format', 'n'])).toEqual(['ndjson']);
    expect(bash(['fresher', 'jobs', 'list', '--sort', 'p'])).toEqual(['posted', 'pay']);
    expect(bash(['fresher', 'config', 'set', 'ma'])).toEqual(['max-wait']);
    expect(bash(['fresher', 'config', 'set', 'color', ''])).toEqual(['auto', 'always', 'never']);
    expect(bash(['fresher', 'config', 'path', ''])).toEqual(['config', 'state', 'cache']);
    expect(bash(['fresher', 'completion', 'p'])).toEqual(['powershell']);
    expect(bash(['fresher', 'jobs', 'list', '--loc'])).toEqual(['--location']);
    // --opt=value, whether bash split the word at "=" (its default) or not.
    expect(bash(['fresher', '--format=j'])).toEqual(['--format=json']);
    expect(bash(['fresher', 'jobs', '--format', '=', 'c'])).toEqual(['csv']);
    expect(bash(['fresher', '--sort', '='])).toEqual([]);
    expect(bash(['fresher', 'jobs', 'list', '--sort', '='])).toEqual(['=posted', '=deadline', '=company', '=pay', '=score', '=match']);
  });

  it('does not offer what a command rejects, nor subcommands as option values', () => {
    expect(bash(['fresher', 'jobs', 'saved', '--se'])).toEqual([]);
    expect(bash(['fresher', 'jobs', 'list', '--onl'])).toEqual([]);
    expect(bash(['fresher', 'events', '--type', 'l'])).toEqual([]);
    // Values after a value-taking option are not taken for subcommands; and after a command's own
    // options no subcommand is offered (`jobs --location Pune list` is "list" as an argument, exit 2).
    expect(bash(['fresher', 'jobs', '--location', 'list', ''])).toEqual([]);
    expect(bash(['fresher', 'jobs', '--location', 'Pune', ''])).toEqual([]);
    expect(bash(['fresher', 'jobs', '--location', 'Pune', 'list', '--loc'])).toEqual(['--location']);
    // A global option may stand anywhere, so the subcommands still follow it.
    for (const global of ['--json', '--api-url=http://x', '-q'])
      expect(bash(['fresher', 'jobs', global, '']), global).toEqual(['list', 'get', 'pick', 'save', 'unsave', 'saved', 'stats']);
    if (has('zsh')) {
      expect(zsh(['fresher', 'jobs', '--location', 'Pune', '']).words).toEqual([]);
      expect(zsh(['fresher', 'jobs', '--json', '']).words).toContain('list');
    }
    if (has('fish')) {
      expect(fish('fresher jobs --location Pune ')).not.toContain('list');
      expect(fish('fresher jobs --json ')).toContain('list');
    }
  });

  it('completes vocabulary values and event types from the cache, quoted for the shell', () => {
    expect(bash(['fresher', 'jobs', 'list', '--location', 'Beng'])).toEqual(['Bengaluru\\,\\ India']);
    expect(bash(['fresher', 'jobs', 'list', '--location', '"beng'])).toEqual(['Bengaluru, India']);
    expect(bash(['fresher', 'jobs', 'list', '--role', 'QA'])).toEqual(['QA\\ \\&\\ Testing']);
    expect(bash(['fresher', 'internships', 'list', '--industry', 'Bank'])).toEqual(['Banking\\ \\&\\ Financial\\ Services']);
    expect(bash(['fresher', 'events', '--type', '']).length).toBeGreaterThan(0);
  });
});

describe('fixed choices', () => {
  it('every option and argument with fixed values completes exactly them in bash, zsh and fish', async () => {
    const { allCommands } = await import('../../src/cli/command-table.js');
    let checked = 0;
    for (const { path, spec } of allCommands()) {
      for (const o of spec.options ?? []) {
        const values = o.choices ?? (o.complete?.kind === 'choices' ? o.complete.values : undefined);
        if (!values || !o.value) continue;
        const words = ['fresher', ...path, `--${o.long}`, ''];
        expect(bash(words), words.join(' ')).toEqual([...values]);
        if (has('zsh')) expect(zsh(words).words, words.join(' ')).toEqual([...values]);
        if (has('fish')) expect(fish(words.join(' ')).sort(), words.join(' ')).toEqual([...values].sort());
        checked++;
      }
      const first = spec.args?.[0]?.complete;
      if (first?.kind === 'choices') {
        // Subcommands may come first on an empty word (`completion ''` offers install too).
        const words = ['fresher', ...path, ''];
        expect(bash(words), words.join(' ')).toEqual(expect.arrayContaining([...first.values]));
        if (has('zsh')) expect(zsh(words).words, words.join(' ')).toEqual(expect.arrayContaining([...first.values]));
        if (has('fish')) expect(fish(words.join(' ')), words.join(' ')).toEqual(expect.arrayContaining([...first.values]));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(8);
  });
});

describe('bash script hygiene', () => {
  it.skipIf(spawnSync('shellcheck', ['--version']).status !== 0)('passes shellcheck', () => {
    const r = spawnSync('shellcheck', ['-s', 'bash', scriptPath('bash')], { encoding: 'utf8' });
    expect(r.stdout).toBe('');
    expect(r.status).toBe(0);
  });

  it('completes file names with spaces as one word (-o My Exports/)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-files-'));
    try {
      mkdirSync(join(dir, 'My Exports'));
      writeFileSync(join(dir, 'My notes.csv'), '');
      expect(bash(['fresher', 'jobs', 'list', '-o', 'My'], dir).sort()).toEqual(['My Exports', 'My notes.csv']);
      expect(bash(['fresher', 'jobs', 'list', '--output', 'My\\ E'], dir)).toEqual(['My Exports']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a cache dir given as ~/... (fresher reads ~ as the home folder; so do the scripts)', () => {
  it('bash, zsh and fish read the values from it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-tilde-'));
    try {
      mkdirSync(join(dir, 'cc', 'completion'), { recursive: true });
      writeFileSync(join(dir, 'cc', 'completion', 'location.txt'), 'Pune, India\tPune\n');
      const tildeEnv = { ...env, HOME: dir, FRESHER_CACHE_DIR: '~/cc' };
      const words = ['fresher', 'jobs', 'list', '--location', 'P'];
      const line = `source ${scriptPath('bash')}; COMP_WORDS=(${words.map(bashWord).join(' ')}); COMP_CWORD=4; _fresher; printf '%s\\n' "\${COMPREPLY[@]}"`;
      expect(spawnSync('bash', ['--norc', '-c', line], { encoding: 'utf8', env: tildeEnv }).stdout).toBe('Pune\\,\\ India\n');
      if (has('fish'))
        expect(
          spawnSync('fish', ['--no-config', '-c', `source ${scriptPath('fish')}; complete -C 'fresher jobs list --location P'`], {
            encoding: 'utf8',
            env: tildeEnv,
          }).stdout,
        ).toBe('Pune, India\tPune\n');
      if (has('zsh')) {
        const stub = `compadd() { print -r -- "\${@[-1]}" }; _files() { :; }; compset() { return 1 }`;
        const z = `${stub}; source ${scriptPath('zsh')}; words=(${words.map(bashWord).join(' ')}); CURRENT=5; _fresher`;
        expect(spawnSync('zsh', ['-f', '-c', z], { encoding: 'utf8', env: tildeEnv }).stdout).toBe('Pune, India\n');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!has('fish'))('fish shows each value with its own label', () => {
  it('vocabulary values with their display label, fixed choices bare, config keys with their description', () => {
    expect(fishLines('fresher jobs list --location Beng')).toEqual(['Bengaluru, India\tBengaluru']);
    expect(fishLines('fresher jobs list --pay-range 3')).toEqual(['3-6\t₹3–6 LPA']);
    // Not the option's long description repeated on every value.
    expect(fishLines('fresher jobs list --sort ').sort()).toEqual(['company', 'deadline', 'match', 'pay', 'posted', 'score']);
    expect(fishLines('fresher config set cache')).toEqual(['cache-ttl\thow long the filter vocabulary is cached (e.g. 24h)']);
  });
});

describe('ids complete from the last table shown', () => {
  it('jobs get, save and track offer the short ids on screen; internships get those of its table', async () => {
    const jobs = await runCli(['jobs', 'list', '--limit', '5', '--api-url', sandbox().url], { env: home.env, tty: true });
    expect(jobs.code).toBe(0);
    const shown = sandbox()
      .corpus.jobs.slice(0, 5)
      .map((j) => j.id.slice(0, 8));
    expect(jobs.stdout).toContain(shown[0]);
    expect(bash(['fresher', 'jobs', 'get', ''])).toEqual(shown);
    expect(bash(['fresher', 'jobs', 'save', shown[0]!.slice(0, 3)])).toEqual(shown.filter((id) => id.startsWith(shown[0]!.slice(0, 3))));
    // On an empty word the subcommands come first, then the ids.
    expect(bash(['fresher', 'track', ''])).toEqual(['set', 'show', 'rm', ...shown]);
    if (has('zsh')) expect(zsh(['fresher', 'hide', '']).words).toEqual(expect.arrayContaining(shown));
    if (has('fish')) {
      expect(fish('fresher track show ').sort()).toEqual([...shown].sort());
      // Each id with its listing's title and company, from the table shown.
      const first = sandbox().corpus.jobs[0]!;
      const [offered, ...more] = fishLines(`fresher jobs get ${shown[0]}`);
      expect(more).toEqual([]);
      expect(offered?.startsWith(`${shown[0]}\t${first.title} · ${first.company}`.slice(0, shown[0]!.length + 40))).toBe(true);
    }
    if (has('zsh')) expect(zsh(['fresher', 'jobs', 'get', '']).display[0]).toMatch(new RegExp(`^${shown[0]} +-- `));
    await runCli(['internships', 'list', '--limit', '2', '--api-url', sandbox().url], { env: home.env, tty: true });
    expect(bash(['fresher', 'internships', 'get', ''])).toEqual(
      sandbox()
        .corpus.internships.slice(0, 2)
        .map((i) => i.id.slice(0, 8)),
    );
    expect(bash(['fresher', 'jobs', 'get', ''])).toEqual(shown);
  });

  it('events get offers the short ids of the last events table', async () => {
    const events = await runCli(['events', '--all', '--limit', '3', '--api-url', sandbox().url], { env: home.env, tty: true });
    expect(events.code).toBe(0);
    const shown = stripAnsi(events.stdout)
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((l) => l.slice(0, 8));
    expect(shown).toHaveLength(3);
    expect(bash(['fresher', 'events', 'get', ''])).toEqual(shown);
  });
});

describe('cached values are never run by the shell', () => {
  const hostile = mkdtempSync(join(tmpdir(), 'fresher-hostile-'));
  afterAll(() => rmSync(hostile, { recursive: true, force: true }));
  const marker = join(hostile, 'RAN');
  const cacheEnv = { ...process.env, HOME: hostile, XDG_CACHE_HOME: join(hostile, 'cache') };
  mkdirSync(join(hostile, 'cache', 'fresher', 'completion'), { recursive: true });
  writeFileSync(
    join(hostile, 'cache', 'fresher', 'completion', 'location.txt'),
    `Pune $(touch ${marker})\nPune \`touch ${marker}\`\nPune's "quoted" \\ city\n`,
  );

  /** Completes `fresher jobs list --location WORD`, then has bash evaluate the completed command line. */
  function completeAndRun(word: string): string[] {
    const line = `source ${scriptPath('bash')}; COMP_WORDS=(fresher jobs list --location ${bashWord(word)}); COMP_CWORD=4; _fresher
      close=\${WORD:0:1}; [[ $close == \\" || $close == \\' ]] || close=""
      for r in "\${COMPREPLY[@]}"; do eval "printf '%s\\n' \${WORD:0:\${#close}}$r$close"; done`;
    return spawnSync('bash', ['--norc', '-c', line], { encoding: 'utf8', env: { ...cacheEnv, WORD: word } })
      .stdout.split('\n')
      .filter(Boolean);
  }

  it('bash: unquoted, inside "..." and inside \'...\' a value comes back as the same text', () => {
    const values = [`Pune $(touch ${marker})`, `Pune \`touch ${marker}\``, 'Pune\'s "quoted" \\ city'];
    for (const word of ['Pu', '"Pu', "'Pu"]) {
      expect(completeAndRun(word), word).toEqual(values);
      expect(existsSync(marker), word).toBe(false);
    }
  });

  it.skipIf(!has('fish'))('fish offers the text as data (fish escapes what it inserts)', () => {
    const out = spawnSync('fish', ['--no-config', '-c', `source ${scriptPath('fish')}; complete -C 'fresher jobs list --location Pu'`], {
      encoding: 'utf8',
      env: cacheEnv,
    }).stdout;
    expect(out).toContain(`Pune $(touch ${marker})`);
    expect(existsSync(marker)).toBe(false);
  });
});

describe.skipIf(!has('zsh'))('zsh', () => {
  it('offers subcommands with descriptions, values, fixed choices', () => {
    const jobs = zsh(['fresher', 'jobs', '']);
    expect(jobs.words).toEqual(['list', 'get', 'pick', 'save', 'unsave', 'saved', 'stats']);
    expect(jobs.display[0]).toMatch(/^list +-- list jobs, newest first$/);
    expect(zsh(['fresher', 'jobs', 'list', '--location', 'Beng']).words).toContain('Bengaluru, India');
    expect(zsh(['fresher', 'jobs', 'list', '--work-type', '']).words).toEqual(['On-site', 'Remote', 'Hybrid']);
    expect(zsh(['fresher', 'config', 'set', 'format', '']).words).toEqual(['table', 'json', 'ndjson', 'csv', 'plain', 'tsv', 'atom', 'xlsx']);
    expect(zsh(['fresher', '--format=j']).words).toEqual(['table', 'json', 'ndjson', 'csv', 'plain', 'tsv', 'atom', 'xlsx']);
    expect(zsh(['fresher', '--api-url', 'x', 'events', '']).words).toEqual(['list', 'get']);
  });
});

describe('a filter given several times (issue 20)', () => {
  it('every shell offers it again after it was given, and says it repeats', () => {
    expect(bash(['fresher', 'jobs', 'list', '--location', 'Pune', '--loc'])).toEqual(['--location']);
    if (has('zsh')) {
      // zsh filters by what was typed itself (the stub prints every candidate).
      const again = zsh(['fresher', 'jobs', 'list', '--location', 'Pune', '--work-type', 'Remote', '--loc']);
      expect(again.words).toContain('--location');
      expect(again.display.find((d) => d.startsWith('--location '))).toMatch(/repeat for several$/);
    }
    if (has('fish')) expect(fish('fresher jobs list --location Pune --work-type Remote --work-type R')).toEqual(['Remote']);
  });
});

describe.skipIf(!has('fish'))('fish', () => {
  it('completes values, --opt=value and commands', () => {
    expect(fish('fresher jobs list --location Beng')).toEqual(['Bengaluru, India']);
    expect(fish('fresher jobs l')).toEqual(['list']);
    expect(fish('fresher jobs list --work-type R')).toEqual(['Remote']);
    expect(fish('fresher --format=nd')).toEqual(['--format=ndjson']);
    expect(fish('fresher config set color ')).toEqual(['always', 'auto', 'never']);
    expect(fish('fresher events --type ').length).toBeGreaterThan(0);
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
      expect(fast.stdout, path).toBe(wrapHelp(snapshot[path] as string, 80));
      expect([fast.code, live.code]).toEqual([0, 0]);
    }
    const version = await runCli(['--version']);
    const liveVersion = await runCli(['--version'], { env: { ...home.env, FRESHER_NO_FAST_PATH: '1' } });
    expect(version.stdout).toBe(liveVersion.stdout);
  });

  it('every command has examples in its help, and the top level lists the exit codes', () => {
    const snapshot = JSON.parse(readFileSync(resolve(root, 'dist/help.json'), 'utf8')) as Record<string, string>;
    expect(snapshot['']).toContain('Exit codes:');
    for (const path of [
      'jobs list',
      'jobs get',
      'filters',
      'events list',
      'dataset',
      'health',
      'config',
      'completion',
      'sandbox',
      'jobs saved',
      'jobs stats',
      'jobs pick',
    ]) {
      expect(snapshot[path], path).toContain('Examples:');
    }
    // A noun whose default subcommand runs without its name says which, with that one's examples.
    for (const [noun, sub, example] of [
      ['track', 'set', '$ fresher track c230781a --status applied'],
      ['jobs', 'list', '$ fresher jobs list --location'],
      ['hide', 'listing', '$ fresher hide '],
    ] as const) {
      expect(snapshot[noun], noun).toContain(
        `With no command, 'fresher ${noun} ...' runs 'fresher ${noun} ${sub} ...'.\nIts options: fresher ${noun} ${sub} --help\n`,
      );
      expect(snapshot[noun], noun).toContain(example);
    }
  });
});
