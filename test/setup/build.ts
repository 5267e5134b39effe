/**
 * vitest globalSetup: rebuilds dist/ when it is older than its sources, so `npx vitest run` after an
 * edit tests the edit; when the build fails, no test runs and the message says why. A fresh dist/
 * (as after `npm test`'s own build) costs one scan of src/'s mtimes.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { freshness, scanBuild } from './freshness.js';

export default function setup(): void {
  const root = resolve(import.meta.dirname, '../..');
  const before = scanBuild(root);
  const state = freshness(before.inputs, before.outputs);
  if (!state.stale) return;
  process.stderr.write(`fresher tests: dist/ is stale (${state.reason}); running npm run build\n`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    const output = `${build.stdout ?? ''}${build.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(
      `dist/ is stale (${state.reason}) and \`npm run build\` failed (${build.error?.message ?? `exit ${build.status}`}), ` +
        `so no test ran: they would not have tested src/ as it is. Fix the build, then test again.\n${output}`,
    );
  }
  const after = scanBuild(root);
  const again = freshness(after.inputs, after.outputs);
  if (again.stale) throw new Error(`\`npm run build\` ran but dist/ is still stale (${again.reason}); none of the tests ran.`);
}
