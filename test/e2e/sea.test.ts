/**
 * The single executable (`npm run build:sea`), built from this machine's Node into a folder with
 * nothing beside it, run with an empty environment (no Node on PATH, a fresh HOME): --version, a
 * listing from the built-in sandbox and from a sandbox server, config set and get, the completion
 * scripts (made in-process: there is no completions/ folder beside it), the picker in tmux.
 * Building takes half a minute, so CI builds it on the first Node line only (FRESHER_SEA_TEST=skip
 * on the others, which test the npm package on their runtime).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { BIN, runProcess, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';

const root = resolve(import.meta.dirname, '../..');
const skip = process.env.FRESHER_SEA_TEST === 'skip';
if (skip) console.log('sea.test.ts skipped: FRESHER_SEA_TEST=skip (CI builds the executable on its first Node line only)');
const work = mkdtempSync(join(tmpdir(), 'fresher-sea-'));
const exe = join(work, 'out', process.platform === 'win32' ? 'fresher.exe' : 'fresher');
const sandbox = useSandbox({ seed: 5, jobs: 30, internships: 5, events: 3 });
const home = tempHome();
afterAll(() => {
  home.cleanup();
  rmSync(work, { recursive: true, force: true });
});
/** Nothing from this machine's environment: no Node on PATH, only the temp HOME and XDG dirs. */
const env = { ...home.env, PATH: '/usr/bin:/bin', TERM: 'xterm-256color' };
const run = (args: string[]) => runProcess(exe, args, env);

describe.skipIf(skip)('fresher as a single executable', () => {
  beforeAll(async () => {
    const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const built = await runProcess(process.execPath, [tsx, join(root, 'src', 'build-sea.ts'), join(work, 'out')], process.env);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toMatch(/built .* \(\d+\.\d MiB, Node /);
  }, 300_000);

  it('is one file with nothing beside it, and prints its version', async () => {
    expect(statSync(exe).size).toBeGreaterThan(10 * 1024 * 1024);
    expect(existsSync(join(work, 'out', 'fresher.cjs'))).toBe(true);
    rmSync(join(work, 'out', 'fresher.cjs'));
    const r = await run(['--version']);
    expect([r.code, r.stdout, r.stderr]).toEqual([0, `${VERSION}\n`, '']);
  });

  it('lists from the built-in sandbox and from an API, as JSON', async () => {
    const builtIn = await run(['jobs', 'list', '--limit', '2', '--json']);
    expect(builtIn.code, builtIn.stderr).toBe(0);
    expect(JSON.parse(builtIn.stdout)).toHaveLength(2);
    expect(builtIn.stderr).toContain('SAMPLE DATA');
    // Exactly what the npm package prints.
    const args = ['jobs', 'list', '--limit', '3', '--json', '--api-url', sandbox().url];
    const api = await run(args);
    expect(api.code, api.stderr).toBe(0);
    const npm = await runProcess(process.execPath, [BIN, ...args], env);
    expect(api.stdout).toBe(npm.stdout);
    expect(JSON.parse(api.stdout)).toHaveLength(3);
  });

  it('config set and get (conf, an ES module, is inside)', async () => {
    expect((await run(['config', 'set', 'format', 'csv'])).code).toBe(0);
    expect((await run(['config', 'get', 'format'])).stdout).toBe('csv\n');
    expect((await run(['config', 'unset', 'format'])).code).toBe(0);
  });

  it('completion scripts are the shipped ones, made in-process', async () => {
    for (const shell of ['fish', 'bash']) {
      const r = await run(['completion', shell]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe(readFileSync(join(root, 'completions', shell === 'fish' ? 'fresher.fish' : 'fresher.bash'), 'utf8'));
    }
  });

  it.skipIf(!hasTmux)('the picker runs in a terminal and prints the chosen id', async () => {
    const script = join(home.dir, 'pick.sh');
    writeFileSync(script, `id=$("${exe}" jobs pick --api-url ${sandbox().url}); echo "ID=$id EXIT=$?"\nsleep 60\n`);
    const t = new TmuxSession(`sh ${script}`, env, 100, 30);
    try {
      await t.waitFor(/Enter open/, 20_000);
      t.keys('Enter');
      await t.waitFor(/Esc back/, 20_000);
      t.keys('Escape');
      await t.waitFor(/Enter open/);
      t.type('p');
      const screen = await t.waitFor(/ID=\S+ EXIT=\d/);
      expect(screen).toMatch(/ID=[0-9a-f-]{36} EXIT=0/);
    } finally {
      t.close();
    }
  });
});
