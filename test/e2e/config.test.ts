/** `fresher config`: storage, validation, corrupt files, and precedence seen from the outside. */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, tempHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { useSandbox, withSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ jobs: 30, internships: 5, events: 2 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());
// Piped runs go in-process (the same code, without starting Node each time); terminal runs are spawned.
const run = (args: string[], env: Record<string, string> = {}, tty = false) =>
  tty ? runCli(args, { env: { ...home.env, ...env }, tty }) : runInProcess(args, { env: { ...home.env, ...env } });

describe('fresher config', () => {
  it('config list with nothing set: stdout stays empty (or {}), stderr says the defaults apply, where the file is and how to set one', async () => {
    home = tempHome();
    const file = join(home.dir, 'config', 'fresher', 'config.json');
    const notice = `fresher: no settings in ${file}: the built-in defaults apply (see 'fresher config --help'); set one with 'fresher config set KEY VALUE'\n`;
    const piped = await run(['config', 'list']);
    expect([piped.code, piped.stdout, piped.stderr]).toEqual([0, '', notice]);
    const json = await run(['config', 'list', '--json']);
    expect([json.code, JSON.parse(json.stdout), json.stderr]).toEqual([0, {}, notice]);
    const tty = await run(['config', 'list'], {}, true);
    expect([tty.code, tty.stdout, tty.stderr]).toEqual([0, '', notice]);
    expect((await run(['config', 'list', '--quiet'])).stderr).toBe('');
    // Once something is set, the list is the data and nothing more.
    await run(['config', 'set', 'timeout', '10']);
    const set = await run(['config', 'list']);
    expect([set.stdout, set.stderr]).toEqual(['timeout=10\n', '']);
  });

  it('stores under $XDG_CONFIG_HOME/fresher/config.json, without a -nodejs suffix', async () => {
    home = tempHome();
    const path = await run(['config', 'path', 'config']);
    expect(path.stdout).toBe(`${join(home.dir, 'config', 'fresher', 'config.json')}\n`);
    expect((await run(['config', 'set', 'api-url', 'https://api.example.com/'])).code).toBe(0);
    expect((await run(['config', 'set', 'max-wait', '2m'])).code).toBe(0);
    expect(JSON.parse(readFileSync(join(home.dir, 'config', 'fresher', 'config.json'), 'utf8'))).toEqual({
      'api-url': 'https://api.example.com',
      'max-wait': 120,
    });
    expect(readdirSync(join(home.dir, 'config'))).toEqual(['fresher']);
    expect((await run(['config', 'get', 'api-url'])).stdout).toBe('https://api.example.com\n');
    expect((await run(['config', 'list'])).stdout).toBe('api-url=https://api.example.com\nmax-wait=120\n');
    expect(JSON.parse((await run(['config', 'list', '--json'])).stdout)).toEqual({ 'api-url': 'https://api.example.com', 'max-wait': 120 });
    expect((await run(['config', 'unset', 'api-url'])).code).toBe(0);
    expect((await run(['config', 'get', 'api-url'])).stdout).toBe('');
  });

  it('config get: the value (a JSON value with --json); an unset key exits 3 with nothing on stdout and says what applies', async () => {
    home = tempHome();
    const file = join(home.dir, 'config', 'fresher', 'config.json');
    const unset = await run(['config', 'get', 'api-url']);
    expect([unset.code, unset.stdout, unset.stderr]).toEqual([3, '', `fresher: api-url is not set in ${file}; API origin (default: the built-in sandbox)\n`]);
    const quiet = await run(['config', 'get', 'format', '--json', '--quiet']);
    expect([quiet.code, quiet.stdout, quiet.stderr]).toEqual([3, '', '']);
    await run(['config', 'set', 'format', 'csv']);
    await run(['config', 'set', 'timeout', '10']);
    const set = await run(['config', 'get', 'format']);
    expect([set.code, set.stdout, set.stderr]).toEqual([0, 'csv\n', '']);
    expect((await run(['config', 'get', 'format', '--json'])).stdout).toBe('"csv"\n');
    expect(JSON.parse((await run(['config', 'get', 'timeout', '--json'])).stdout)).toBe(10);
    // Set to an empty value is not unset.
    await run(['config', 'set', 'pager', '']);
    const empty = await run(['config', 'get', 'pager']);
    expect([empty.code, empty.stdout]).toEqual([0, '\n']);
    // A variable of the environment that decides instead is named: beside the file's value, or in its place.
    const over = await run(['config', 'get', 'format'], { FRESHER_FORMAT: 'json' });
    expect([over.code, over.stdout, over.stderr]).toEqual([0, 'csv\n', 'fresher: FRESHER_FORMAT is set in the environment, and applies instead\n']);
    const envOnly = await run(['config', 'get', 'api-url'], { FRESHER_API_URL: 'https://api.example.com' });
    expect([envOnly.code, envOnly.stdout, envOnly.stderr]).toEqual([
      3,
      '',
      `fresher: api-url is not set in ${file}; FRESHER_API_URL is set in the environment, and applies\n`,
    ]);
  });

  it('validates keys and values with exit 2', async () => {
    home = tempHome();
    const url = await run(['config', 'set', 'api-url', 'ftp://x']);
    expect([url.code, url.stderr]).toEqual([2, 'fresher: error: api-url: "ftp://x" must be an http or https URL\n']);
    expect((await run(['config', 'set', 'format', 'xml'])).stderr).toContain('"xml" is not one of table, json, ndjson, csv, plain, tsv');
    expect((await run(['config', 'set', 'cache-ttl', 'forever'])).code).toBe(2);
    const key = await run(['config', 'get', 'colour']);
    expect(key.code).toBe(2);
    expect(key.stderr).toContain('unknown setting "colour"; settings: api-url, site-url, format, cache-ttl, color, max-wait, timeout');
    expect(existsSync(join(home.dir, 'config', 'fresher', 'config.json'))).toBe(false);
  });

  it('reports a corrupt file with its path and recovers', async () => {
    home = tempHome();
    const file = join(home.dir, 'config', 'fresher', 'config.json');
    await run(['config', 'set', 'format', 'json']);
    writeFileSync(file, '{ not json');
    const read = await run(['health', '--api-url', sandbox().url]);
    expect(read.code).toBe(0);
    expect(read.stderr).toContain(`warning: config file ${file} is not valid JSON; ignoring it`);
    const set = await run(['config', 'set', 'format', 'csv']);
    expect(set.code).toBe(0);
    expect(set.stderr).toMatch(new RegExp(`config file ${file} was corrupt; moved it to ${file}\\.corrupt-\\d+ and started a fresh one`));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ format: 'csv' });
  });
});

describe('precedence flag > env > config > default', () => {
  it('api-url', async () => {
    home = tempHome();
    await withSandbox({ jobs: 5, internships: 1, events: 1 }, async (envApi) => {
      await withSandbox({ jobs: 5, internships: 1, events: 1 }, async (configApi) => {
        await run(['config', 'set', 'api-url', configApi.url]);
        await run(['health']);
        expect(configApi.requests).toHaveLength(1);
        await run(['health'], { FRESHER_API_URL: envApi.url });
        expect([configApi.requests.length, envApi.requests.length]).toEqual([1, 1]);
        const before = sandbox().requests.length;
        await run(['health', '--api-url', sandbox().url], { FRESHER_API_URL: envApi.url });
        expect([configApi.requests.length, envApi.requests.length, sandbox().requests.length - before]).toEqual([1, 1, 1]);
      });
    });
  });

  it('format', async () => {
    home = tempHome();
    await run(['config', 'set', 'format', 'csv']);
    const args = ['filters', 'work_type', '--api-url', sandbox().url];
    expect((await run(args)).stdout.startsWith('filter_type,filter_value')).toBe(true);
    expect((await run(args, { FRESHER_FORMAT: 'ndjson' })).stdout.startsWith('{"')).toBe(true);
    expect((await run([...args, '--json'], { FRESHER_FORMAT: 'ndjson' })).stdout.startsWith('[{')).toBe(true);
  });

  it('colour', async () => {
    home = tempHome();
    const args = ['filters', 'work_type', '--api-url', sandbox().url];
    expect((await run(args, {}, true)).stdout).toContain('\u001b[1m');
    expect((await run(args, { NO_COLOR: '1' }, true)).stdout).not.toContain('\u001b[');
    expect((await run([...args, '--format', 'table'], { FORCE_COLOR: '1' })).stdout).toContain('\u001b[1m');
    expect((await run([...args, '--no-color'], { FORCE_COLOR: '1' }, true)).stdout).not.toContain('\u001b[');
    await run(['config', 'set', 'color', 'never']);
    expect((await run(args, {}, true)).stdout).not.toContain('\u001b[');
  });

  it('max-wait (in-process, fake clock: the waits take no time)', async () => {
    home = tempHome();
    await withSandbox({ jobs: 5, internships: 1, events: 1, faults: [] }, async (s) => {
      const { parseFault } = await import('../helpers/sandbox.js');
      const limited = async (args: string[], env: Record<string, string> = {}) => {
        s.setFaults([parseFault('429=2,path=/api/health')]);
        const r = await runInProcess(['health', '--api-url', s.url, ...args], { env: { ...home.env, ...env } });
        return [r.code, r.slept.reduce((a, b) => a + b, 0)];
      };
      expect(await limited([])).toEqual([0, 2000]);
      expect((await run(['config', 'set', 'max-wait', '1'])).code).toBe(0);
      expect(await limited([])).toEqual([4, 0]);
      expect(await limited([], { FRESHER_MAX_WAIT: '3' })).toEqual([0, 2000]);
      expect(await limited(['--max-wait', '1'], { FRESHER_MAX_WAIT: '3' })).toEqual([4, 0]);
    });
  });
});

describe('config files that cannot be used as they are', () => {
  it('runs that change settings at once keep every change (conf rewrites the whole file: under the state lock)', async () => {
    home = tempHome();
    const settings: [string, string][] = [
      ['format', 'json'],
      ['cache-ttl', '2h'],
      ['color', 'never'],
      ['max-wait', '30'],
      ['timeout', '10'],
      ['pager', 'cat'],
      ['site-url', 'https://site.example'],
      ['api-url', 'https://api.example'],
    ];
    // Separate processes, started together, as a shell loop with & would.
    const runs = await Promise.all(settings.map(([k, v]) => runCli(['config', 'set', k, v], { env: home.env })));
    expect(runs.map((r) => r.code)).toEqual(settings.map(() => 0));
    const stored = JSON.parse(readFileSync(join(home.dir, 'config', 'fresher', 'config.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(settings.map(([k]) => k).sort());
    expect(readdirSync(join(home.dir, 'config', 'fresher'))).toEqual(['config.json']);
  });

  it('a config file that cannot be read is an error (exit 1), never "not set", sample data or a file moved aside', async () => {
    home = tempHome();
    const { mkdirSync } = await import('node:fs');
    const file = join(home.dir, 'config', 'fresher', 'config.json');
    mkdirSync(file, { recursive: true });
    const error = `fresher: error: cannot read the config file ${file}: it is a folder (EISDIR)`;
    for (const args of [
      ['config', 'get', 'api-url'],
      ['config', 'list'],
      ['config', 'set', 'format', 'json'],
    ]) {
      const r = await run(args);
      expect([r.code, r.stdout, r.stderr], args.join(' ')).toEqual([1, '', `${error}\n`]);
    }
    const list = await run(['jobs', 'list', '--limit', '1']);
    expect([list.code, list.stdout, list.stderr]).toEqual([
      2,
      '',
      `${error}; it may name your API (api-url), so fresher stops instead of showing sample data\n`,
    ]);
    // What may be the user's file is where it was.
    expect(readdirSync(join(home.dir, 'config', 'fresher'))).toEqual(['config.json']);
    // A bad value is still a usage error, found before the file is touched.
    expect((await run(['config', 'set', 'format', 'xml'])).code).toBe(2);
  });
});

describe('read-only config commands', () => {
  it('config get, list and path never move or rewrite a file, even a damaged one', async () => {
    home = tempHome();
    const { mkdirSync, statSync } = await import('node:fs');
    const file = join(home.dir, 'config', 'fresher', 'config.json');
    mkdirSync(join(home.dir, 'config', 'fresher'), { recursive: true });
    for (const text of ['{ not json', '{"format":"csv","color":"sometimes"}']) {
      writeFileSync(file, text);
      const before = statSync(file).mtimeMs;
      for (const args of [
        ['config', 'get', 'format'],
        ['config', 'list'],
        ['config', 'path'],
      ]) {
        const r = await run(args);
        // A damaged file holds no format: get says it is not set (exit 3), and moves nothing either.
        expect(r.code, args.join(' ')).toBe(args[1] === 'get' && text === '{ not json' ? 3 : 0);
        expect(readdirSync(join(home.dir, 'config', 'fresher')), args.join(' ')).toEqual(['config.json']);
        expect(readFileSync(file, 'utf8')).toBe(text);
        expect(statSync(file).mtimeMs).toBe(before);
      }
    }
    expect((await run(['config', 'get', 'format'])).stdout).toBe('csv\n');
    expect((await run(['config', 'list'])).stderr).toContain('ignoring invalid color');
  });
});
