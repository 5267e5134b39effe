/**
 * Build step: the CommonJS bundles in dist/.
 * - dist/index.cjs: the CLI, everything a listing command needs (the hot path; run by dist/launch.cjs
 *   with a V8 code cache).
 * - dist/lazy/<name>.cjs: the rarely used parts (the sandbox, the picker, completion, calendars, saved
 *   searches and the digest, stats, events, the workspace, the profile, the profile match, Atom feeds, spreadsheets, the MCP server,
 *   the words for a failed connection,
 *   and the commands that do not list: track, hide, saved, config, dataset), each loaded by the first
 *   `import()` of its entry module.
 * - dist/launch.cjs, dist/help-wrap.cjs: the launcher's helpers.
 * index.cjs and early.cjs are written inside Node's module wrapper (launch-wrapper.ts): the launcher
 * compiles them as they are, and nothing else runs them.
 *
 * esbuild cannot split CommonJS output, so each lazy part is an entry of its own, and two plugins
 * keep every module in one copy:
 * - in the hot bundle, `import()` of a lazy entry loads dist/lazy/<name>.cjs (through the launcher,
 *   which keeps a V8 code cache for it too), after a registry (run once, on the first such load) has
 *   put the namespace of each hot module that lazy code imports under a global symbol;
 * - in a lazy bundle, an import of a module that is in the hot bundle reads that namespace from the
 *   registry instead of bundling a second copy (so `instanceof ApiError`, module state and the like
 *   stay one), and an import of another lazy entry loads its file the same way.
 * Which hot modules the lazy bundles need is only known after building them, so the two are built in
 * turn until the set stops changing (twice, in practice).
 *
 * FRESHER_BUILD_MINIFY=0 leaves the output readable (for profiling with --cpu-prof).
 */
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { BUNDLE_BANNER, WRAPPER_HEAD, WRAPPER_TAIL } from './launch-wrapper.js';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');
const dist = join(root, 'dist');

/** The lazy parts: output name -> entry module (under src/). Each is reached by `import()` only. */
export const LAZY_ENTRIES: Readonly<Record<string, string>> = {
  sandbox: 'sandbox/server.ts',
  'sandbox-command': 'cli/commands/sandbox.ts',
  pick: 'cli/commands/pick.ts',
  completion: 'cli/commands/completion.ts',
  calendar: 'render/ics.ts',
  search: 'cli/commands/search.ts',
  stats: 'cli/commands/stats.ts',
  events: 'cli/commands/events.ts',
  ui: 'cli/commands/ui.ts',
  profile: 'cli/commands/profile.ts',
  feed: 'render/atom.ts',
  xlsx: 'render/xlsx.ts',
  mcp: 'cli/commands/mcp.ts',
  // Commands that never run a listing query: a listing run does not read them, so they stay out of
  // the hot bundle it reads (and its code cache) on every run.
  track: 'cli/commands/track.ts',
  hide: 'cli/commands/hide.ts',
  saved: 'cli/commands/saved.ts',
  config: 'cli/commands/config.ts',
  dataset: 'cli/commands/dataset.ts',
  match: 'match/profile-matcher.ts',
  // The early request, for a run the launcher did not start (it sends it from dist/early.cjs).
  'early-request': 'cli/early-request.ts',
  // Words for a connection that failed, and for an error answer: only a failed run needs them.
  unreachable: 'api/unreachable.ts',
  'error-body': 'api/error-body.ts',
};

/** The global symbol under which the hot bundle hands its modules to the lazy ones. */
const REGISTRY_KEY = 'fresher.modules';

const common: BuildOptions = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: process.env.FRESHER_BUILD_MINIFY !== '0',
  supported: { 'dynamic-import': false },
  external: ['undici', 'conf', '@inquirer/core', 'cli-table3', 'chalk', '@modelcontextprotocol/sdk', 'zod'],
  // fflate (in the xlsx part) imports the built-in `module` by its bare name.
  alias: { module: 'node:module' },
  define: { 'import.meta.url': '__importMetaUrl' },
  banner: { js: BUNDLE_BANNER },
  logLevel: 'warning',
  metafile: true,
};

const lazyByPath = new Map(Object.entries(LAZY_ENTRIES).map(([name, path]) => [join(src, path), name]));
/** A module's key in the registry: its path under src/ (or node_modules/), with forward slashes. */
const keyOf = (abs: string): string => relative(root, abs).split(sep).join('/');

/** The TypeScript file an import names (`./x.js` is written for `./x.ts`), or undefined for a package. */
function sourceOf(importer: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(importer), spec);
  for (const candidate of [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return undefined;
}

/** The global symbol of the launcher's loader (dist/launch.cjs: with a V8 code cache, once per file). */
const LOADER_KEY = 'fresher.load';

/**
 * A module whose exports are those of the lazy part `name`, in `dir` (relative to the bundle's own
 * folder): through the launcher's loader, or plain `require` when the bundle was not started by it.
 * A missing file (a damaged install) says what is missing and what to do, not a stack trace.
 */
function loaderSource(name: string, dir: string): string {
  return `const file = require('node:path').join(__dirname, ${JSON.stringify(dir)}, ${JSON.stringify(`${name}.cjs`)});
const load = globalThis[Symbol.for(${JSON.stringify(LOADER_KEY)})];
try {
  module.exports = load ? load(file) : require(file);
} catch (e) {
  if (!require('node:fs').existsSync(file)) throw new Error('this fresher installation is incomplete: dist/lazy/${name}.cjs is missing (reinstall fresher)');
  throw e;
}`;
}

/** Hot bundle: `import()` of a lazy entry loads its file, after the registry. */
function hotPlugin(registry: readonly string[]): Plugin {
  return {
    name: 'fresher-hot',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        if (args.namespace === 'fresher-lazy' || args.namespace === 'fresher-registry') return undefined;
        const file = sourceOf(args.importer, args.path);
        const name = file === undefined ? undefined : lazyByPath.get(file);
        if (name === undefined) return undefined;
        if (args.kind !== 'dynamic-import') throw new Error(`${keyOf(args.importer)} imports the lazy module ${args.path} statically; use import()`);
        return { path: name, namespace: 'fresher-lazy' };
      });
      b.onResolve({ filter: /^fresher-registry$/ }, () => ({ path: 'registry', namespace: 'fresher-registry' }));
      b.onLoad({ filter: /.*/, namespace: 'fresher-lazy' }, (args) => ({
        contents: `require('fresher-registry');\n${loaderSource(args.path, 'lazy')}`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'fresher-registry' }, () => ({
        contents: [
          ...registry.map((key, i) => `import * as m${i} from ${JSON.stringify(join(root, key))};`),
          `const r = (globalThis[Symbol.for(${JSON.stringify(REGISTRY_KEY)})] ??= Object.create(null));`,
          ...registry.map((key, i) => `r[${JSON.stringify(key)}] = m${i};`),
        ].join('\n'),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/** Lazy bundle: hot modules come from the registry, other lazy entries from their files. */
function lazyPlugin(self: string, hot: ReadonlySet<string>, wanted: Set<string>): Plugin {
  return {
    name: 'fresher-lazy',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        if (args.namespace === 'fresher-shared') return undefined;
        const file = sourceOf(args.importer, args.path);
        if (file === undefined) return undefined;
        const other = lazyByPath.get(file);
        if (other !== undefined && other !== self) return { path: other, namespace: 'fresher-lazy' };
        const key = keyOf(file);
        if (!hot.has(key)) return undefined;
        wanted.add(key);
        return { path: key, namespace: 'fresher-shared' };
      });
      b.onLoad({ filter: /.*/, namespace: 'fresher-lazy' }, (args) => ({ contents: loaderSource(args.path, '.'), loader: 'js' }));
      b.onLoad({ filter: /.*/, namespace: 'fresher-shared' }, (args) => ({
        contents: `module.exports = globalThis[Symbol.for(${JSON.stringify(REGISTRY_KEY)})][${JSON.stringify(args.path)}];`,
        loader: 'js',
      }));
    },
  };
}

/**
 * commander requires node:child_process when it loads, for executable subcommands fresher never
 * declares; loading it (and dgram, net's socket lists) on every run costs more than the rest of the
 * launcher. Within commander it becomes an object that loads the module on first use.
 */
const lazyChildProcess: Plugin = {
  name: 'fresher-lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: 'child_process', namespace: 'fresher-lazy-builtin' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'fresher-lazy-builtin' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => process.getBuiltinModule('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

/** Source modules of a build's one output (keys as in the registry). */
function inputsOf(meta: Metafile): Set<string> {
  const keys = new Set<string>();
  for (const output of Object.values(meta.outputs)) for (const input of Object.keys(output.inputs)) if (!input.includes(':')) keys.add(input);
  return keys;
}

/**
 * Every character past ASCII as a \u escape (esbuild leaves them in regular expressions, where an
 * escape means the same): Node reads an ASCII file into a one-byte string, half the memory of the
 * two-byte string one ₹ makes of the whole bundle, and ~1 ms quicker to read on every run.
 */
function asciiOnly(file: string): void {
  const text = readFileSync(file, 'utf8');
  // Each UTF-16 code unit past ASCII, surrogates included: a pair of escapes means the same character.
  if (/[\u0080-\uffff]/.test(text))
    writeFileSync(
      file,
      text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    );
}

async function main(): Promise<void> {
  rmSync(dist, { recursive: true, force: true });
  await build({
    ...common,
    metafile: false,
    // early.cjs: the early request, run by the launcher before index.cjs (see early-start.ts); a
    // standalone copy of the little it needs, shared with nothing (launch.ts hands its result over).
    entryPoints: ['src/launch.ts', 'src/help-wrap.ts', { in: 'src/early-start.ts', out: 'early' }],
    outdir: dist,
    outExtension: { '.js': '.cjs' },
    absWorkingDir: root,
  });
  let registry: string[] = [];
  for (let round = 0; ; round++) {
    const hotBuild = await build({
      ...common,
      entryPoints: ['src/index.ts'],
      outfile: join(dist, 'index.cjs'),
      absWorkingDir: root,
      plugins: [hotPlugin(registry), lazyChildProcess],
    });
    const hot = inputsOf(hotBuild.metafile as Metafile);
    for (const [path, name] of lazyByPath) {
      if (hot.has(keyOf(path))) throw new Error(`the lazy module ${keyOf(path)} (${name}) ended up in the hot bundle`);
    }
    const wanted = new Set<string>();
    for (const [path, name] of lazyByPath) {
      const lazyBuild = await build({
        ...common,
        entryPoints: [path],
        outfile: join(dist, 'lazy', `${name}.cjs`),
        absWorkingDir: root,
        plugins: [lazyPlugin(name, hot, wanted)],
      });
      const twice = [...inputsOf(lazyBuild.metafile as Metafile)].filter((key) => hot.has(key));
      if (twice.length > 0) throw new Error(`dist/lazy/${name}.cjs would hold a second copy of ${twice.join(', ')}`);
    }
    const next = [...wanted].sort();
    if (next.length === registry.length && next.every((k, i) => k === registry[i])) break;
    if (round === 4) throw new Error('the modules shared by the hot and lazy bundles did not settle');
    registry = next;
  }
  for (const file of [
    join(dist, 'index.cjs'),
    join(dist, 'launch.cjs'),
    join(dist, 'early.cjs'),
    ...readdirSync(join(dist, 'lazy')).map((f) => join(dist, 'lazy', f)),
  ])
    asciiOnly(file);
  // The two the launcher reads on every listing run: the text V8 compiles, with no copy made to add the wrapper.
  for (const file of [join(dist, 'index.cjs'), join(dist, 'early.cjs')]) writeFileSync(file, `${WRAPPER_HEAD}${readFileSync(file, 'utf8')}${WRAPPER_TAIL}`);
}

main().catch((e: unknown) => {
  process.stderr.write(`build failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
