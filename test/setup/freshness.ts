/**
 * Whether dist/ was built from the sources as they are: the end-to-end tests run the bundle, so after an
 * edit to src/ they would otherwise test the old one. Pure over file lists and mtimes; `scanBuild` reads
 * them from disk for the vitest globalSetup (test/setup/build.ts).
 */
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface Stamp {
  path: string;
  mtimeMs: number;
}

/** What the build writes (`npm run build` empties dist/ first, so every one is as new as the build). */
export const BUILD_OUTPUTS = ['dist/index.cjs', 'dist/launch.cjs', 'dist/help-wrap.cjs', 'dist/help.json'] as const;

export type Freshness = { stale: false } | { stale: true; reason: string };

/**
 * Stale when an output is missing, or when any input changed after the oldest output was written (the
 * build's start, as near as files tell). `outputs` holds only the outputs that exist.
 */
export function freshness(inputs: readonly Stamp[], outputs: readonly Stamp[], expected: readonly string[] = BUILD_OUTPUTS): Freshness {
  const missing = expected.filter((p) => !outputs.some((o) => o.path === p));
  if (missing.length) return { stale: true, reason: `${missing.join(', ')} missing` };
  const built = Math.min(...outputs.map((o) => o.mtimeMs));
  const newer = inputs.filter((i) => i.mtimeMs > built).sort((a, b) => b.mtimeMs - a.mtimeMs);
  if (newer.length === 0) return { stale: false };
  const [first] = newer;
  return { stale: true, reason: `${first?.path}${newer.length > 1 ? ` and ${newer.length - 1} more` : ''} changed since the build` };
}

function filesUnder(root: string, dir: string): Stamp[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, dir), { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => {
      const full = join(e.parentPath, e.name);
      return { path: relative(root, full).split('\\').join('/'), mtimeMs: statSync(full).mtimeMs };
    });
}

function stampOf(root: string, path: string): Stamp[] {
  try {
    return [{ path, mtimeMs: statSync(join(root, path)).mtimeMs }];
  } catch {
    return [];
  }
}

/** The build's inputs (src/, bin/, package.json) and the outputs that exist, under the repository `root`. */
export function scanBuild(root: string): { inputs: Stamp[]; outputs: Stamp[] } {
  return {
    inputs: [...filesUnder(root, 'src'), ...filesUnder(root, 'bin'), ...stampOf(root, 'package.json')],
    outputs: BUILD_OUTPUTS.flatMap((p) => stampOf(root, p)),
  };
}
