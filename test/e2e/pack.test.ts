/**
 * The published tarball: right files, right dependencies, and it installs and runs with its runtime
 * dependencies only. The install touches no network and no npm cache: a registry on 127.0.0.1 serves
 * the runtime dependencies packed from the project's own node_modules (the versions npm ci installed,
 * nested ones too), with an empty cache, so a fresh CI machine behaves like this one.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { runProcess, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'fresher-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const sandbox = useSandbox({ jobs: 20, internships: 5, events: 2 });

interface PackageJson {
  name: string;
  version: string;
  license: string;
  engines: { node: string };
  bin: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;

/**
 * A registry on 127.0.0.1 that serves exactly the packages in `dirs` (installed package folders, several
 * versions of one name included, as npm nests them): each name's metadata, and each version's tarball
 * packed from its folder into `out`, as a registry holds it (under package/).
 */
async function closureRegistry(dirs: readonly string[], out: string): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(out);
  const versions = new Map<string, Map<string, { manifest: Record<string, unknown>; file: string }>>();
  await Promise.all(
    dirs.map(async (dir, i) => {
      const file = join(out, `${i}.tgz`);
      // tar is much quicker than npm pack.
      const packed = await runProcess('tar', ['-czf', file, '-C', dir, '--transform', 's,^\\.,package,', '.']);
      expect(packed.code, packed.stderr).toBe(0);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      const name = manifest.name as string;
      if (!versions.has(name)) versions.set(name, new Map());
      versions.get(name)?.set(manifest.version as string, { manifest, file });
    }),
  );
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const tarball = /^\/-\/tarballs\/(\d+\.tgz)$/.exec(path);
    if (tarball) {
      res.setHeader('content-type', 'application/octet-stream');
      res.end(readFileSync(join(out, tarball[1] as string)));
      return;
    }
    const known = versions.get(path.slice(1));
    if (!known) {
      res.statusCode = 404;
      res.end('{}');
      return;
    }
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const doc = {
      name: path.slice(1),
      'dist-tags': { latest: [...known.keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1) },
      versions: Object.fromEntries(
        [...known].map(([version, { manifest, file }]) => [
          version,
          {
            ...manifest,
            dist: { tarball: `${base}/-/tarballs/${basename(file)}`, integrity: `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}` },
          },
        ]),
      ),
    };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(doc));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Packages a bundle loads with require(): bare names, not node: built-ins or relative paths. */
function requiredPackages(bundle: string): Set<string> {
  const names = new Set<string>();
  for (const m of bundle.matchAll(/(?:\brequire|\))\("([^"./\s][^"\s]*)"\)/g)) {
    const spec = m[1] ?? '';
    if (spec.startsWith('node:')) continue;
    names.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
  }
  return names;
}

describe('npm package', () => {
  it('version, name, engines and license are what users are told', () => {
    expect(pkg.version).toBe(VERSION);
    // `fresher` on the registry is somebody else's package; the command keeps the name.
    expect(pkg.name).toBe('fresher-jobs');
    expect(pkg.bin).toEqual({ fresher: 'bin/fresher.js' });
    expect(pkg.engines.node).toBe('^20.19.0 || >=22.12.0');
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    // Not on the registry yet: the README says so and gives the ways that work today.
    expect(readme).toContain('`npm install -g fresher-jobs` answers 404 until it is');
    for (const way of ['npm ci && npm install -g .', 'npm install -g ./fresher-jobs-0.1.0.tgz', 'npm ci && npm link']) expect(readme).toContain(way);
    const meta = pkg as unknown as { keywords: string[]; author: string };
    expect(meta.keywords).toContain('internships');
    expect(meta.author).toBeTruthy();
  });

  it('runtime dependencies are exactly the packages the shipped bundle loads', () => {
    const bundles = ['index.cjs', 'launch.cjs', ...readdirSync(join(root, 'dist', 'lazy')).map((f) => join('lazy', f))];
    const loaded = new Set(bundles.flatMap((f) => [...requiredPackages(readFileSync(join(root, 'dist', f), 'utf8'))]));
    expect([...loaded].sort()).toEqual(Object.keys(pkg.dependencies).sort());
    // Bundled into dist/, so only needed to build.
    expect(pkg.devDependencies.commander).toBeDefined();
  });

  it('ships bin, dist, completions, README and LICENSE only, and runs installed without dev dependencies', async () => {
    // The build is already there (npm test builds first); skip prepare so packing stays quick.
    const out = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const [info] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
    const paths = info?.files.map((f) => f.path) ?? [];
    for (const path of [
      'bin/fresher.js',
      'bin/package.json',
      'dist/index.cjs',
      'dist/launch.cjs',
      'dist/lazy/sandbox.cjs',
      'dist/lazy/pick.cjs',
      'dist/help.json',
      'dist/man/fresher.1',
      'completions/fresher.bash',
      'README.md',
      'LICENSE',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.filter((p) => !/^(bin|dist|completions)\/|^(README\.md|LICENSE|package\.json)$/.test(p))).toEqual([]);

    // The runtime dependency closure, packed from node_modules (what `npm ci` installed).
    const closure = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')
      .filter((line) => line.includes('node_modules'));
    expect(closure.some((p) => p.endsWith(join('node_modules', 'commander')))).toBe(false);
    const registry = await closureRegistry(closure, join(work, 'deps'));
    const prefix = join(work, 'prefix');
    // An empty cache and a registry that has only the closure: nothing comes from elsewhere.
    const npmEnv: Record<string, string | undefined> = {
      ...process.env,
      npm_config_cache: join(work, 'empty-npm-cache'),
      npm_config_update_notifier: 'false',
      npm_config_registry: registry.url,
      npm_config_noproxy: '127.0.0.1',
      npm_config_proxy: '',
      npm_config_https_proxy: '',
    };
    for (const k of ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy']) delete npmEnv[k];
    const install = await runProcess('npm', ['install', '--no-audit', '--no-fund', '--prefix', prefix, join(work, info?.filename ?? '')], npmEnv).finally(() =>
      registry.close(),
    );
    expect(install.code, install.stderr).toBe(0);
    for (const dev of ['commander', 'esbuild', 'vitest', 'typescript', 'tsx']) expect(existsSync(join(prefix, 'node_modules', dev))).toBe(false);

    const bin = join(prefix, 'node_modules', '.bin', 'fresher');
    const home = tempHome();
    const env = { ...process.env, ...home.env, FRESHER_API_URL: undefined };
    try {
      const version = await runProcess(bin, ['--version'], env);
      expect(version.stdout.trim()).toBe(VERSION);
      const health = await runProcess(bin, ['health', '--api-url', sandbox().url], env);
      expect([health.code, health.stdout]).toEqual([0, 'ok\n']);
      const builtIn = await runProcess(bin, ['jobs', 'list', '--json', '--limit', '2'], env);
      expect([builtIn.code, (JSON.parse(builtIn.stdout) as unknown[]).length]).toEqual([0, 2]);
      expect(builtIn.stderr).toContain('SAMPLE DATA');
      const set = await runProcess(bin, ['config', 'set', 'format', 'csv'], env);
      expect([set.code, set.stderr]).toEqual([0, '']);
      expect((await runProcess(bin, ['config', 'get', 'format'], env)).stdout).toBe('csv\n');
      // The MCP server loads the SDK from the installed tree (external to the bundle); no input: it ends.
      const mcp = await runProcess(bin, ['mcp', '--api-url', sandbox().url], env);
      expect([mcp.code, mcp.stdout, mcp.stderr]).toEqual([0, '', '']);
      const bash = await runProcess(bin, ['completion', 'bash'], env);
      expect([bash.code, bash.stdout]).toEqual([0, expect.stringContaining('complete -F')]);
    } finally {
      home.cleanup();
    }
  }, 120_000);
});
