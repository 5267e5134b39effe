/**
 * Starts the CLI bundle (dist/index.cjs) with a V8 code cache. Compiling the bundle on every start is
 * a large share of what fresher adds to a request, and Node 20 has no module.enableCompileCache, so
 * this keeps V8's compiled code in the user's cache dir, as the v8-compile-cache package does. V8
 * refuses a cache made by another V8 or for other flags; the file name carries the bundle's size and
 * mtime so a rebuilt or upgraded bundle never meets an old cache. NODE_DISABLE_COMPILE_CACHE=1 turns
 * it off, as it does Node's own cache.
 */
import { closeSync, fstatSync, openSync, readdirSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import nodeModule, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { crc32 } from 'node:zlib';
import { ensurePrivateDir } from './store/atomic.js';
import { cacheDir, type Env } from './store/paths.js';
import { VERSION } from './version.js';
import { EARLY_HANDOFF, type EarlyHandoff } from './early-handoff.js';
import { WRAPPER_HEAD, WRAPPER_TAIL } from './launch-wrapper.js';
import { readFully } from './read-fully.js';

/** The cache file's name: what must be equal for a cache to be used at all. */
export function codeCacheName(bundle: { size: number; mtimeMs: number }, node: { version: string; arch: string }): string {
  return `${VERSION}-${bundle.size}-${Math.trunc(bundle.mtimeMs)}-${node.version}-${node.arch}.bin`;
}

export const codeCacheDir = (env: Env): string => join(cacheDir(env), 'code-cache');

/**
 * V8 does not check cached data, and a cache with flipped bytes of the same length crashes the process
 * (exit 133 or a segfault), so every cache file starts with a CRC-32 of its data and one that does not
 * match is never handed to V8. A CRC is made for this (accidental damage; anyone who can write the
 * private cache dir could write a matching digest of any kind) and node:zlib costs far less to load
 * than node:crypto, whose SHA-1 cost ~15 M instructions per run, most of it loading the module.
 * zlib.crc32 is in every supported Node (20.15+, 22.2+); without it there is no cache.
 */
const DIGEST_BYTES = 4;
const hasCrc = typeof crc32 === 'function';
function digest(data: Uint8Array): Buffer {
  const out = Buffer.alloc(DIGEST_BYTES);
  out.writeUInt32BE(crc32(data));
  return out;
}

/** A cache file: the digest, then V8's data. */
export function sealCache(data: Buffer): Buffer {
  return Buffer.concat([digest(data), data]);
}

/** V8's data from a cache file, or undefined when the digest does not match (a damaged file). */
export function openCache(file: Buffer): Buffer | undefined {
  if (file.length <= DIGEST_BYTES) return undefined;
  const data = file.subarray(DIGEST_BYTES);
  return digest(data).equals(file.subarray(0, DIGEST_BYTES)) ? data : undefined;
}

/** Caches kept besides the one being written. */
const KEEP_OTHER_CACHES = 2;

/** Saves the code compiled so far (by now it includes every function this run used), atomically. */
function save(script: Script, dir: string, name: string, prefix: string): void {
  const tmp = join(dir, `.${name}.${process.pid}`);
  try {
    ensurePrivateDir(dir);
    writeFileSync(tmp, sealCache(script.createCachedData()), { mode: 0o600 });
    renameSync(tmp, join(dir, name));
    // Caches of older bundles are dead weight; the newest few stay, so two installs (or two Node
    // versions) used in turn do not evict each other's on every run.
    const others = readdirSync(dir)
      .filter((f) => f !== name && f.startsWith(prefix) && f.endsWith('.bin'))
      .map((f) => ({ f, at: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { f } of others.slice(KEEP_OTHER_CACHES)) unlinkSync(join(dir, f));
  } catch {
    // A cache that cannot be written only costs speed; a half-written one must not stay.
    try {
      unlinkSync(tmp);
    } catch {
      // Never written.
    }
  }
}

type Wrapper = (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;

/** Runs a CommonJS file as Node would, compiled with the code cache kept in `dir` under `prefix`. */
function runCached(file: string, module: { exports: unknown }, dir: string, prefix: string, useCache: boolean): void {
  let name = '';
  const { source, cache } = readSourceAndCache(file, (stat) => {
    name = `${prefix}${codeCacheName(stat, process)}`;
    return useCache ? join(dir, name) : undefined;
  });
  // A damaged cache is not used; it is rewritten at the end of this run.
  const cachedData = cache === undefined ? undefined : openCache(cache);
  // Node's own CommonJS wrapper, so the bundle sees the usual module variables. The build writes it
  // into the bundles (launch-wrapper.ts): added here, V8 would copy the whole text once more to join it.
  const wrapped = source.startsWith(WRAPPER_HEAD) ? source : `${WRAPPER_HEAD}${source}${WRAPPER_TAIL}`;
  const script = new Script(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
  if (useCache && (cachedData === undefined || script.cachedDataRejected === true)) {
    // On 'exit', which also runs after process.exit() (e.g. `fresher ... | head -1` ends on EPIPE).
    process.once('exit', () => save(script, dir, name, prefix));
  }
  const wrapper = script.runInThisContext() as Wrapper;
  wrapper.call(module.exports, module.exports as object, createRequire(file), module, file, dirname(file));
}

/**
 * A file's text and the cache file named after its stat (undefined when there is none), read through
 * one buffer. Memory a process touches for the first time costs a page fault per 4 KiB
 * (~20 us each on the VMs the bench runs on, ~5 ms a MiB): the source's bytes are done with once they
 * are a string, so the cache is read into the same pages.
 */
export function readSourceAndCache(
  file: string,
  cacheFile: (stat: { size: number; mtimeMs: number }) => string | undefined,
): { source: string; cache: Buffer | undefined } {
  const fd = openSync(file, 'r');
  let cache: { fd: number; size: number } | undefined;
  try {
    const stat = fstatSync(fd);
    cache = openToRead(cacheFile(stat));
    const buffer = Buffer.allocUnsafeSlow(Math.max(stat.size, cache?.size ?? 0));
    const source = buffer.toString('utf8', 0, readFully(fd, buffer, 0, stat.size, 0));
    let data: Buffer | undefined;
    try {
      if (cache) data = buffer.subarray(0, readFully(cache.fd, buffer, 0, cache.size, 0));
    } catch {
      // A cache that cannot be read only costs speed.
    }
    return { source, cache: data };
  } finally {
    closeSync(fd);
    if (cache) closeSync(cache.fd);
  }
}

/** A file opened with its size, or undefined when there is none to read. */
function openToRead(path: string | undefined): { fd: number; size: number } | undefined {
  if (path === undefined) return undefined;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    return { fd, size: fstatSync(fd).size };
  } catch {
    if (fd !== undefined) closeSync(fd);
    return undefined;
  }
}

/**
 * The global symbol under which the bundle finds `load(file)`: the lazy parts of the build
 * (dist/lazy/*.cjs, see src/build-bundles.ts) run once each, with a code cache of their own.
 */
const LOADER = Symbol.for('fresher.load');

export function launch(bundle: string, env: Env): void | Promise<void> {
  const useCache = env.NODE_DISABLE_COMPILE_CACHE !== '1' && hasCrc;
  // Where Node has its own compile cache (22+), the packages loaded from node_modules use it too.
  try {
    (nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  } catch {
    // A cache directory that cannot be used only costs speed.
  }
  const dir = codeCacheDir(env);
  const loaded = new Map<string, { exports: unknown }>();
  (globalThis as Record<symbol, unknown>)[LOADER] = (file: string): unknown => {
    let module = loaded.get(file);
    if (module === undefined) {
      module = { exports: {} };
      loaded.set(file, module);
      try {
        runCached(file, module, join(dir, 'lazy'), `${basename(file, '.cjs')}-`, useCache);
      } catch (e) {
        loaded.delete(file);
        throw e;
      }
    }
    return module.exports;
  };
  const sent = sendEarly(bundle, dir, useCache);
  if (sent === undefined) {
    runCached(bundle, { exports: {} }, dir, '', useCache);
    return;
  }
  // Compiling the bundle holds the thread ~20 ms, and a request waits for the thread to be written once
  // connected. A near API connects at once, so the request leaves first; a far one gets SEND_WAIT_MS.
  const waited = new Promise<void>((resolve) => setTimeout(resolve, SEND_WAIT_MS).unref());
  return Promise.race([sent, waited]).then(() => runCached(bundle, { exports: {} }, dir, '', useCache));
}

/**
 * At most this long the bundle waits for the early request to leave. An API farther than this (a
 * round trip) is connecting anyway; the request is written once the bundle is compiled, as before.
 */
const SEND_WAIT_MS = 5;

/**
 * A listing command's request goes out before the CLI bundle is read: dist/early.cjs (early-start.ts)
 * plans and sends it, and leaves the handoff for index.ts. Only argv naming a listing noun loads it;
 * anything that goes wrong here leaves the request to the CLI, as without this file.
 * Returns what settles once the request has left (undefined when none was sent).
 */
function sendEarly(bundle: string, dir: string, useCache: boolean): Promise<void> | undefined {
  const args = process.argv.slice(2);
  const slot = globalThis as Record<symbol, EarlyHandoff>;
  // No listing: none to send, and index.ts need not look for one either.
  if (!args.includes('jobs') && !args.includes('internships')) {
    slot[EARLY_HANDOFF] = { controller: new AbortController(), early: undefined };
    return undefined;
  }
  try {
    const module: { exports: { sendEarly?: (args: readonly string[]) => EarlyHandoff } } = { exports: {} };
    runCached(join(dirname(bundle), 'early.cjs'), module, join(dir, 'lazy'), 'early-', useCache);
    const handoff = module.exports.sendEarly?.(args);
    if (handoff) slot[EARLY_HANDOFF] = handoff;
    return handoff?.early?.sent;
  } catch {
    // A missing or broken file: the CLI sends the request itself.
    return undefined;
  }
}
