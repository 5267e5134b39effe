/** The code cache's file name holds everything that must match for a cache to be used; the bundle and its cache are read as they were written. */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { codeCacheName, readSourceAndCache } from '../../src/launch.js';
import { VERSION } from '../../src/version.js';

describe('codeCacheName', () => {
  const node = { version: 'v20.20.2', arch: 'x64' };
  const bundle = { size: 151_935, mtimeMs: 1_795_319_309_636.7 };
  it('changes with the bundle, the Node version and the architecture', () => {
    const name = codeCacheName(bundle, node);
    expect(name).toBe(`${VERSION}-151935-1795319309636-v20.20.2-x64.bin`);
    expect(codeCacheName({ ...bundle, size: bundle.size + 1 }, node)).not.toBe(name);
    expect(codeCacheName({ ...bundle, mtimeMs: bundle.mtimeMs + 1000 }, node)).not.toBe(name);
    expect(codeCacheName(bundle, { ...node, version: 'v20.20.3' })).not.toBe(name);
    expect(codeCacheName(bundle, { ...node, arch: 'arm64' })).not.toBe(name);
  });
});

describe('readSourceAndCache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fresher-launch-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, data: string | Buffer): string => {
    const path = join(dir, name);
    writeFileSync(path, data);
    return path;
  };

  it('reads the text as UTF-8 and the cache named after its stat as bytes, whichever is longer', () => {
    const text = `${'let a = 1;\n'.repeat(3000)}// ₹ and 👩‍💻 past ASCII\n`;
    const bundle = write('bundle.cjs', text);
    for (const size of [10, 100_000]) {
      const bytes = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7) % 256));
      const cache = write(`cache-${size}.bin`, bytes);
      let seen: { size: number; mtimeMs: number } | undefined;
      const read = readSourceAndCache(bundle, (stat) => {
        seen = stat;
        return cache;
      });
      expect(read.source).toBe(text);
      expect(read.cache?.equals(bytes)).toBe(true);
      expect(seen?.size).toBe(statSync(bundle).size);
      expect(seen?.mtimeMs).toBe(statSync(bundle).mtimeMs);
    }
  });

  it('gives no cache when there is none, or when none is to be used', () => {
    const bundle = write('small.cjs', 'module.exports = 1;\n');
    expect(readSourceAndCache(bundle, () => join(dir, 'missing.bin'))).toMatchObject({ source: 'module.exports = 1;\n', cache: undefined });
    expect(readSourceAndCache(bundle, () => dir).cache).toBeUndefined();
    expect(readSourceAndCache(bundle, () => undefined).cache).toBeUndefined();
  });
});
