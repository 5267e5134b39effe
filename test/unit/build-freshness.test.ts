/** The vitest globalSetup's staleness check: dist/ against src/, bin/ and package.json, by mtime. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, freshness, scanBuild, type Stamp } from '../setup/freshness.js';

const at = (mtimeMs: number, ...paths: string[]): Stamp[] => paths.map((path) => ({ path, mtimeMs }));

describe('freshness', () => {
  const outputs = at(2_000, ...BUILD_OUTPUTS);

  it('fresh when every input is older than every output, or as old as the oldest', () => {
    expect(freshness(at(1_000, 'src/index.ts', 'bin/fresher.js', 'package.json'), outputs)).toEqual({ stale: false });
    expect(freshness(at(2_000, 'src/index.ts'), outputs)).toEqual({ stale: false });
    expect(freshness([], outputs)).toEqual({ stale: false });
  });

  it('stale when an input changed after the oldest output, naming the newest', () => {
    const partly = [...at(5_000, 'dist/index.cjs'), ...at(2_000, 'dist/launch.cjs', 'dist/help-wrap.cjs', 'dist/help.json')];
    expect(freshness(at(3_000, 'src/render/width.ts'), partly)).toEqual({ stale: true, reason: 'src/render/width.ts changed since the build' });
    expect(freshness([...at(1_000, 'src/a.ts'), ...at(2_500, 'package.json'), ...at(3_000, 'src/b.ts')], outputs)).toEqual({
      stale: true,
      reason: 'src/b.ts and 1 more changed since the build',
    });
  });

  it('stale when an output is missing (never built, or a build that stopped half way)', () => {
    expect(freshness(at(1_000, 'src/index.ts'), [])).toEqual({ stale: true, reason: `${BUILD_OUTPUTS.join(', ')} missing` });
    expect(
      freshness(
        [],
        outputs.filter((o) => o.path !== 'dist/help.json'),
      ),
    ).toEqual({ stale: true, reason: 'dist/help.json missing' });
  });
});

describe('scanBuild', () => {
  it('reads src/ recursively, bin/ and package.json as inputs, and the outputs that exist', () => {
    const root = mkdtempSync(join(tmpdir(), 'fresher-build-'));
    try {
      mkdirSync(join(root, 'src', 'render'), { recursive: true });
      mkdirSync(join(root, 'bin'));
      mkdirSync(join(root, 'dist'));
      const files = ['src/index.ts', 'src/render/width.ts', 'bin/fresher.js', 'package.json', 'dist/index.cjs', 'README.md'];
      for (const f of files) writeFileSync(join(root, f), '');
      utimesSync(join(root, 'src/render/width.ts'), 1_000, 1_000);
      const { inputs, outputs } = scanBuild(root);
      expect(inputs.map((i) => i.path).sort()).toEqual(['bin/fresher.js', 'package.json', 'src/index.ts', 'src/render/width.ts']);
      expect(inputs.find((i) => i.path === 'src/render/width.ts')?.mtimeMs).toBe(1_000_000);
      expect(outputs.map((o) => o.path)).toEqual(['dist/index.cjs']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('in this repository: the sources and, after the setup, every output', () => {
    const { inputs, outputs } = scanBuild(join(import.meta.dirname, '../..'));
    expect(inputs.some((i) => i.path === 'src/index.ts')).toBe(true);
    expect(outputs.map((o) => o.path)).toEqual([...BUILD_OUTPUTS]);
  });
});
