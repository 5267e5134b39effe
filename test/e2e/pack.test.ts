/** The published tarball: right files, installs into an empty prefix, and its `fresher` runs. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { runProcess, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'fresher-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const sandbox = useSandbox({ jobs: 20, internships: 5, events: 2 });

describe('npm pack', () => {
  it('package.json version matches the built-in VERSION', () => {
    expect((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version).toBe(VERSION);
  });

  it('ships bin, dist, completions and README only, and installs and runs from an empty prefix', async () => {
    // The build is already there (npm test builds first); skip prepare so packing stays quick.
    const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const [info] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
    const paths = info?.files.map((f) => f.path) ?? [];
    expect(paths).toContain('bin/fresher.js');
    expect(paths).toContain('dist/index.cjs');
    expect(paths).toContain('dist/launch.cjs');
    expect(paths).toContain('bin/package.json');
    expect(paths).toContain('dist/help.json');
    expect(paths).toContain('completions/fresher.bash');
    expect(paths).toContain('README.md');
    expect(paths.filter((p) => p.startsWith('src/') || p.startsWith('test/'))).toEqual([]);

    const prefix = join(work, 'prefix');
    // --offline: dependencies come from npm's cache (filled by `npm ci`), so the test never needs the network.
    const install = await runProcess('npm', ['install', '--offline', '--no-audit', '--no-fund', '--prefix', prefix, join(work, info?.filename ?? '')]);
    expect(install.code, install.stderr).toBe(0);
    const bin = join(prefix, 'node_modules', '.bin', 'fresher');
    const home = tempHome();
    try {
      const version = await runProcess(bin, ['--version'], { ...process.env, ...home.env });
      expect(version.stdout.trim()).toBe(VERSION);
      const health = await runProcess(bin, ['health', '--api-url', sandbox().url], { ...process.env, ...home.env });
      expect([health.code, health.stdout]).toEqual([0, 'ok\n']);
      const completion = await runProcess(bin, ['completion', 'fish'], { ...process.env, ...home.env });
      expect(completion.stdout).toContain('complete -c fresher');
      const builtIn = await runProcess(bin, ['jobs', 'list', '--json', '--limit', '2'], { ...process.env, ...home.env });
      expect([builtIn.code, (JSON.parse(builtIn.stdout) as unknown[]).length]).toEqual([0, 2]);
      expect(builtIn.stderr).toContain('SAMPLE DATA');
    } finally {
      home.cleanup();
    }
  }, 120_000);
});
