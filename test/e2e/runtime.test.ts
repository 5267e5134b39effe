/**
 * Runs where its users are: the Node version guard, where files live (`config path`, the overrides),
 * the one-time move of fresher 0.1's state, a build that needs no POSIX shell, and keys read from a
 * terminal in raw mode. CI runs this file on every Node line it tests (`npm run test:lines`).
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { BIN, runCli, runProcess, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';

const sandbox = useSandbox({ jobs: 30, internships: 5, events: 2 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

describe('Node version guard', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fresher-node-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** Runs the bin under this Node pretending to be `version` (as a preload sees it, before the bin). */
  const runAs = (version: string, args: string[]) => {
    const preload = join(dir, `as-${version}.cjs`);
    writeFileSync(
      preload,
      `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });\nObject.defineProperty(process, 'version', { value: ${JSON.stringify(`v${version}`)} });\n`,
    );
    return runProcess(process.execPath, ['--require', preload, BIN, ...args], { PATH: process.env.PATH, HOME: dir });
  };

  for (const version of ['18.20.4', '20.18.1', '21.7.3', '22.0.0', '22.11.0']) {
    it(`Node ${version}: one line naming what is needed and what this is, exit 1, before loading anything`, async () => {
      for (const args of [['--version'], ['jobs', 'list']]) {
        const r = await runAs(version, args);
        expect([r.code, r.stdout, r.stderr]).toEqual([1, '', `fresher: needs Node.js 20.19+ or 22.12+ (this is v${version})\n`]);
      }
    });
  }

  it("Node 22.12's warning on require(esm), which the bundle relies on, is not shown; other warnings are", async () => {
    // As Node 22.12 says it while the bundle loads chalk (22.13+ and 20.19 say nothing).
    const preload = join(dir, 'warns.cjs');
    writeFileSync(
      preload,
      [
        `process.emitWarning('CommonJS module /x/dist/index.cjs is loading ES Module /x/node_modules/chalk/source/index.js using require().\\nSupport for loading ES Module in require() is an experimental feature and might change at any time', 'ExperimentalWarning');`,
        `process.emitWarning('something else', 'DeprecationWarning', 'DEP0999');`,
      ].join('\n'),
    );
    const r = await runProcess(process.execPath, ['--require', preload, BIN, '--version'], { PATH: process.env.PATH, HOME: dir });
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('ES Module');
    expect(r.stderr).toContain('[DEP0999] DeprecationWarning: something else');
  });

  for (const version of ['20.19.0', '22.12.0', '23.0.0', '24.1.0', '26.0.0']) {
    it(`Node ${version} passes the guard`, async () => {
      const r = await runAs(version, ['--version']);
      expect([r.code, r.stdout, r.stderr]).toEqual([0, `${VERSION}\n`, '']);
    });
  }
});

describe('fresher config path', () => {
  it('prints config file, state and cache dirs; one of them by name; JSON', async () => {
    home = tempHome();
    const env = home.env;
    const all = await runCli(['config', 'path'], { env });
    expect([all.code, all.stderr]).toEqual([0, '']);
    expect(all.stdout).toBe(
      `config\t${join(home.dir, 'config', 'fresher', 'config.json')}\nstate\t${join(home.dir, 'state', 'fresher')}\ncache\t${join(home.dir, 'cache', 'fresher')}\n`,
    );
    expect((await runCli(['config', 'path', 'state'], { env })).stdout).toBe(`${join(home.dir, 'state', 'fresher')}\n`);
    expect(JSON.parse((await runCli(['config', 'path', '--json'], { env })).stdout)).toEqual({
      config: join(home.dir, 'config', 'fresher', 'config.json'),
      state: join(home.dir, 'state', 'fresher'),
      cache: join(home.dir, 'cache', 'fresher'),
    });
    const bad = await runCli(['config', 'path', 'data'], { env });
    expect([bad.code, bad.stderr]).toEqual([
      2,
      'fresher: error: kind "data" is not one of config, state, cache\nRun \'fresher config path --help\' for usage.\n',
    ]);
    const tty = await runCli(['config', 'path'], { env, tty: true });
    expect(tty.stdout).toBe(
      `config  ${join(home.dir, 'config', 'fresher', 'config.json')}\nstate   ${join(home.dir, 'state', 'fresher')}\ncache   ${join(home.dir, 'cache', 'fresher')}\n`,
    );
  });

  it('with no XDG variables: ~/.config, ~/.local/state, ~/.cache; relative XDG values ignored', async () => {
    home = tempHome();
    const want = `config\t${join(home.dir, '.config', 'fresher', 'config.json')}\nstate\t${join(home.dir, '.local', 'state', 'fresher')}\ncache\t${join(home.dir, '.cache', 'fresher')}\n`;
    expect((await runCli(['config', 'path'], { env: { HOME: home.dir, XDG_CONFIG_HOME: '', XDG_STATE_HOME: '', XDG_CACHE_HOME: '' } })).stdout).toBe(want);
    expect(
      (await runCli(['config', 'path'], { env: { HOME: home.dir, XDG_CONFIG_HOME: 'c', XDG_STATE_HOME: 's', XDG_CACHE_HOME: 'k' }, cwd: home.dir })).stdout,
    ).toBe(want);
  });

  it('FRESHER_CONFIG_DIR, FRESHER_STATE_DIR and FRESHER_CACHE_DIR are used, by config, state and caches', async () => {
    home = tempHome();
    const env = { ...home.env, FRESHER_CONFIG_DIR: join(home.dir, 'C'), FRESHER_STATE_DIR: join(home.dir, 'S'), FRESHER_CACHE_DIR: join(home.dir, 'K') };
    expect((await runCli(['config', 'path'], { env })).stdout).toBe(
      `config\t${join(home.dir, 'C', 'config.json')}\nstate\t${join(home.dir, 'S')}\ncache\t${join(home.dir, 'K')}\n`,
    );
    expect((await runCli(['config', 'set', 'format', 'csv'], { env })).code).toBe(0);
    expect(JSON.parse(readFileSync(join(home.dir, 'C', 'config.json'), 'utf8'))).toEqual({ format: 'csv' });
    const list = await runCli(['jobs', 'list', '--api-url', sandbox().url, '--limit', '3', '--new', '--location', 'Pune, India', '--no-validate'], { env });
    expect(list.code, list.stderr).toBe(0);
    expect(readdirSync(join(home.dir, 'S'))).toEqual(['seen']);
    const filters = await runCli(['filters', '--api-url', sandbox().url], { env });
    expect(filters.code).toBe(0);
    expect(readdirSync(join(home.dir, 'K'))).toContain('completion');
    expect(readdirSync(home.dir).sort()).toEqual(['C', 'K', 'S']);
  });
});

describe('state left by fresher 0.1', () => {
  it('moves from the config folder to the state dir once, with a one-line notice, nothing lost', async () => {
    home = tempHome();
    const url = sandbox().url;
    const listed = await runCli(['jobs', 'list', '--api-url', url, '--json', '--limit', '2'], { env: home.env });
    const ids = (JSON.parse(listed.stdout) as { id: string; title: string; company: string }[]).map((r) => r.id);
    const old = join(home.dir, 'config', 'fresher', 'state');
    const entries = ids.map((id) => ({ id, savedAt: '2026-11-01T00:00:00.000Z', api: url }));
    mkdirSync(join(old, 'seen'), { recursive: true });
    writeFileSync(join(old, 'saved.json'), JSON.stringify({ job: entries, internship: [] }));
    writeFileSync(join(old, 'seen', 'job-0123456789ab.json'), '{"ids":[]}');
    writeFileSync(join(home.dir, 'config', 'fresher', 'config.json'), '{"format":"table"}');

    const first = await runCli(['jobs', 'saved', '--api-url', url, '--json'], { env: home.env });
    expect(first.code, first.stderr).toBe(0);
    expect((JSON.parse(first.stdout) as { id: string }[]).map((r) => r.id)).toEqual(ids);
    const newState = join(home.dir, 'state', 'fresher');
    expect(first.stderr.split('\n').filter((l) => l.includes('moved'))).toEqual([`fresher: moved saved state from ${old} to ${newState}`]);
    expect(readdirSync(join(home.dir, 'config', 'fresher'))).toEqual(['config.json']);
    expect(readdirSync(newState).sort()).toEqual(['saved.json', 'seen']);
    expect(readdirSync(join(newState, 'seen'))).toEqual(['job-0123456789ab.json']);

    const second = await runCli(['jobs', 'saved', '--api-url', url, '--json'], { env: home.env });
    expect(second.stderr).not.toContain('moved');
    expect(second.stdout).toBe(first.stdout);
  });

  it('read-only commands do not move it', async () => {
    home = tempHome();
    const old = join(home.dir, 'config', 'fresher', 'state');
    mkdirSync(old, { recursive: true });
    writeFileSync(join(old, 'saved.json'), '{"job":[],"internship":[]}');
    for (const args of [
      ['config', 'path'],
      ['config', 'list'],
      ['jobs', 'list', '--api-url', sandbox().url, '--limit', '1'],
    ]) {
      const r = await runCli(args, { env: home.env });
      expect(r.code).toBe(0);
      expect(r.stderr).not.toContain('moved');
    }
    expect(readdirSync(old)).toEqual(['saved.json']);
  });
});

describe('the build', () => {
  it('package scripts run without a POSIX shell: only Node programs, joined by &&', () => {
    const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
    const programs = new Set(['node', 'esbuild', 'tsx', 'tsc', 'vitest', 'npm', 'biome']);
    for (const [name, script] of Object.entries(pkg.scripts)) {
      for (const step of script.split('&&')) {
        const program = step.trim().split(/\s+/)[0] ?? '';
        expect(programs.has(program), `${name}: "${step.trim()}" needs ${program}`).toBe(true);
        // No shell features that cmd.exe lacks (outside quoted arguments).
        expect(step.replace(/"[^"]*"/g, '""'), name).not.toMatch(/\||;|\$\(|`|\brm\b|\bcp\b|\bmv\b|\bmkdir\b/);
      }
    }
  });
});

describe.skipIf(!hasTmux)('on a terminal, keys are read in raw mode and the terminal is given back', () => {
  const sessions: TmuxSession[] = [];
  afterEach(() => {
    for (const t of sessions.splice(0)) t.close();
  });
  /** Runs `args` in tmux through sh, which prints the exit code and the tty mode after it. */
  const start = (args: string): TmuxSession => {
    home = tempHome();
    const script = join(home.dir, 'run.sh');
    writeFileSync(
      script,
      `out=$("${process.execPath}" "${BIN}" ${args}); echo "EXIT=$? OUT=$out"; stty -a | grep -o -- "-*icanon" | sed "s/^/TTY=/"; sleep 60\n`,
    );
    const t = new TmuxSession(`sh ${script}`, { ...home.env, PATH: process.env.PATH ?? '', TERM: 'xterm-256color', FRESHER_API_URL: sandbox().url }, 100, 30);
    sessions.push(t);
    return t;
  };

  it('the picker: a key moves, Enter opens, Escape goes back, p prints the id', async () => {
    const t = start('jobs pick');
    const jobs = sandbox().corpus.jobs.filter((j) => j.is_active !== false);
    await t.waitFor(/Enter open/);
    t.keys('Down', 'Enter');
    await t.waitFor(/Esc back/);
    t.keys('Escape');
    await t.waitFor(new RegExp(`› ${jobs[1]?.id.slice(0, 8)}`));
    t.type('p');
    const screen = await t.waitFor(/TTY=\S+/);
    expect(screen).toContain(`EXIT=0 OUT=${jobs[1]?.id}`);
    expect(screen).toContain('TTY=icanon');
  });

  it('the workspace: a digit changes tab, q leaves', async () => {
    const t = start('ui');
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    await t.waitFor(/\d+ jobs · no filters/);
    t.type('q');
    const screen = await t.waitFor(/TTY=\S+/);
    expect(screen).toContain('EXIT=0');
    expect(screen).toContain('TTY=icanon');
  });
});
