/**
 * `npm run build:sea`: fresher as one executable file for people without Node, for the machine it
 * runs on (Node's single executable applications). The whole CLI (every lazy part and every package,
 * inlined) is one CommonJS script, with a V8 code cache, injected into a copy of the running Node:
 * with `node --build-sea` where Node has it (25.5+), else with postject (Node 20-24).
 *
 * Output: dist/sea/fresher (fresher.exe on Windows), or into the folder given. An extra way to install, not a replacement: it
 * is the size of Node itself, and updates only by rebuilding.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { BUNDLE_BANNER } from './launch-wrapper.js';

/** Packages the CLI requires at run time (createRequire, for ES-module-only ones): bundled as plain requires here. */
const inlineRuntimeRequires: Plugin = {
  name: 'fresher-sea-inline',
  setup(b) {
    b.onLoad({ filter: /src[\\/].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('createRequire(import.meta.url)(')) return undefined;
      return { contents: text.replace(/createRequire\(import\.meta\.url\)\(/g, 'require('), loader: 'ts' };
    });
  },
};

const root = resolve(import.meta.dirname, '..');
/** `tsx src/build-sea.ts [DIR]`: into DIR (default dist/sea). */
const out = resolve(process.argv[2] ?? join(root, 'dist', 'sea'));
const script = join(out, 'fresher.cjs');
const blob = join(out, 'fresher.blob');
const executable = join(out, process.platform === 'win32' ? 'fresher.exe' : 'fresher');
/** The sentinel Node looks for to know it carries an application (the same in every release). */
const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const hasBuildSea = major > 25 || (major === 25 && minor >= 5);

async function main(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // In an executable, require() reaches only Node's own modules: nothing may stay outside the script.
  await build({
    entryPoints: [join(root, 'src', 'index.ts')],
    outfile: script,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    minify: true,
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': '__importMetaUrl', 'process.env.FRESHER_SEA': '"1"' },
    banner: { js: BUNDLE_BANNER },
    logLevel: 'warning',
    plugins: [inlineRuntimeRequires],
  });
  const config = join(out, 'sea-config.json');
  const seaConfig = {
    main: script,
    output: hasBuildSea ? executable : blob,
    disableExperimentalSEAWarning: true,
    useCodeCache: true,
  };
  writeFileSync(config, JSON.stringify(seaConfig, null, 2));
  if (hasBuildSea) {
    execFileSync(process.execPath, ['--build-sea', config], { stdio: 'inherit' });
  } else {
    execFileSync(process.execPath, ['--experimental-sea-config', config], { stdio: 'inherit' });
    copyFileSync(process.execPath, executable);
    chmodSync(executable, 0o755);
    const postject = join(root, 'node_modules', 'postject', 'dist', 'cli.js');
    // postject's ELF writer warns about note sections it leaves alone; only a failure is worth showing.
    execFileSync(
      process.execPath,
      [postject, executable, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', FUSE, ...(process.platform === 'darwin' ? ['--macho-segment-name', 'NODE_SEA'] : [])],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    rmSync(blob);
  }
  rmSync(config);
  const mb = (statSync(executable).size / 1024 / 1024).toFixed(1);
  process.stderr.write(`built ${executable} (${mb} MiB, Node ${process.versions.node}${hasBuildSea ? ', node --build-sea' : ', postject'})\n`);
  if (process.platform === 'darwin') process.stderr.write(`macOS: sign it before running: codesign --sign - ${executable}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`build:sea failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
