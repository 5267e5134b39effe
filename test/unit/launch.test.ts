/** The code cache's file name holds everything that must match for a cache to be used. */
import { describe, expect, it } from 'vitest';
import { codeCacheName } from '../../src/launch.js';
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
