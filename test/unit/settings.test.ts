/** flag > environment > config file > default, for every setting. */
import { describe, expect, it } from 'vitest';
import type { Context } from '../../src/cli/context.js';
import { resolveSettings, type GlobalFlags } from '../../src/cli/settings.js';
import { systemClock } from '../../src/api/clock.js';
import type { ConfigValues } from '../../src/store/config-keys.js';

function ctx(env: Record<string, string> = {}, tty = true): Context {
  return {
    env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stdinIsTTY: tty,
    stdoutIsTTY: tty,
    stderrIsTTY: tty,
    columns: 80,
    rows: 24,
    clock: systemClock,
    signal: new AbortController().signal,
    onInterrupt: new Set(),
  };
}
const resolve = (flags: GlobalFlags, env: Record<string, string>, config: ConfigValues, tty = true) => resolveSettings(flags, ctx(env, tty), config);

describe('precedence', () => {
  it('api-url and site-url', () => {
    const config: ConfigValues = { 'api-url': 'http://config', 'site-url': 'http://config-site' };
    expect(resolve({ apiUrl: 'http://flag' }, { FRESHER_API_URL: 'http://env' }, config).api?.url).toBe('http://flag');
    expect(resolve({}, { FRESHER_API_URL: 'http://env' }, config).api?.url).toBe('http://env');
    expect(resolve({}, {}, config).api?.url).toBe('http://config');
    expect(resolve({}, {}, {}).api?.url).toBeUndefined();
    expect(resolve({ siteUrl: 'http://flag' }, { FRESHER_SITE_URL: 'http://env' }, config).site?.url).toBe('http://flag');
    expect(resolve({}, { FRESHER_SITE_URL: 'http://env' }, config).site?.url).toBe('http://env');
    expect(resolve({}, {}, config).site?.url).toBe('http://config-site');
    expect(resolve({ apiUrl: 'http://api' }, {}, {}).site?.url).toBe('http://api');
  });
  it('format', () => {
    expect(resolve({ format: 'csv' }, { FRESHER_FORMAT: 'json' }, { format: 'ndjson' }).format).toBe('csv');
    expect(resolve({ json: true }, { FRESHER_FORMAT: 'csv' }, {}).format).toBe('json');
    expect(resolve({}, { FRESHER_FORMAT: 'json' }, { format: 'ndjson' }).format).toBe('json');
    expect(resolve({}, {}, { format: 'ndjson' }).format).toBe('ndjson');
    expect(resolve({}, {}, {}).format).toBeUndefined();
    expect(resolve({ output: 'x.csv' }, { FRESHER_FORMAT: 'json' }, {}).format).toBe('csv');
    expect(() => resolve({ json: true, csv: true }, {}, {})).toThrow(/conflicting formats/);
  });
  it('timeout, max-wait and cache-ttl', () => {
    expect(resolve({ timeout: '5' }, { FRESHER_TIMEOUT: '7' }, { timeout: 9 }).timeoutSeconds).toBe(5);
    expect(resolve({}, { FRESHER_TIMEOUT: '7' }, { timeout: 9 }).timeoutSeconds).toBe(7);
    expect(resolve({}, {}, { timeout: 9 }).timeoutSeconds).toBe(9);
    expect(resolve({}, {}, {}).timeoutSeconds).toBe(30);
    expect(resolve({ maxWait: '2m' }, { FRESHER_MAX_WAIT: '7' }, { 'max-wait': 9 }).maxWaitSeconds).toBe(120);
    expect(resolve({}, { FRESHER_MAX_WAIT: '7' }, { 'max-wait': 9 }).maxWaitSeconds).toBe(7);
    expect(resolve({}, {}, { 'max-wait': 9 }).maxWaitSeconds).toBe(9);
    expect(resolve({}, {}, {}).maxWaitSeconds).toBe(60);
    expect(resolve({}, { FRESHER_CACHE_TTL: '1h' }, { 'cache-ttl': 9 }).cacheTtlSeconds).toBe(3600);
    expect(resolve({}, {}, { 'cache-ttl': 9 }).cacheTtlSeconds).toBe(9);
    expect(resolve({}, {}, {}).cacheTtlSeconds).toBe(86400);
    expect(() => resolve({ timeout: '0' }, {}, {})).toThrow(/more than 0/);
    expect(() => resolve({ maxWait: 'soon' }, {}, {})).toThrow(/not a number of seconds/);
  });
  it('timeout and max-wait stay within what Node timers hold, naming where a value came from', () => {
    expect(resolve({ timeout: '1h' }, {}, {}).timeoutSeconds).toBe(3600);
    expect(() => resolve({ timeout: '3000000' }, {}, {})).toThrow(/^--timeout must be at most 3600 seconds$/);
    expect(() => resolve({}, { FRESHER_TIMEOUT: '2h' }, {})).toThrow(/^FRESHER_TIMEOUT must be at most 3600 seconds$/);
    expect(() => resolve({}, { FRESHER_TIMEOUT: '0' }, {})).toThrow(/^FRESHER_TIMEOUT must be more than 0 seconds$/);
    expect(() => resolve({}, { FRESHER_MAX_WAIT: '2d' }, {})).toThrow(/^FRESHER_MAX_WAIT must be at most 86400 seconds$/);
    expect(() => resolve({ maxWait: '2d' }, {}, {})).toThrow(/^--max-wait must be at most 86400 seconds$/);
  });
  it('colour', () => {
    expect(resolve({ color: false }, { FORCE_COLOR: '1' }, { color: 'always' }).color).toBe(false);
    expect(resolve({}, { FORCE_COLOR: '1' }, { color: 'never' }, false).color).toBe(true);
    expect(resolve({}, { NO_COLOR: '1' }, { color: 'always' }).color).toBe(false);
    // FORCE_COLOR=0 asks for none, as chalk and Node read it.
    for (const off of ['0', 'false']) expect(resolve({}, { FORCE_COLOR: off }, { color: 'always' }, true).color).toBe(false);
    expect(resolve({}, { TERM: 'dumb' }, {}).color).toBe(false);
    expect(resolve({}, {}, { color: 'never' }).color).toBe(false);
    expect(resolve({}, {}, { color: 'always' }, false).color).toBe(true);
    expect(resolve({}, {}, {}, true).color).toBe(true);
    expect(resolve({}, {}, {}, false).color).toBe(false);
    expect(resolve({ output: 'x.csv' }, { FORCE_COLOR: '1' }, {}).color).toBe(false);
  });
});
