/**
 * What makes a start quick, seen from outside: the listing request sent before the CLI has loaded
 * (never a wasted or premature one), and the V8 code cache in the cache dir.
 */
import { existsSync, readFileSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, runCli, runProcess, tempHome } from '../helpers/cli.js';
import { parseFault, useSandbox, withSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ jobs: 80, internships: 10, events: 2 });
const EARLY = '(sent early, while fresher loaded)';

/** Requests the sandbox saw during `body`. */
async function requestsDuring(body: () => Promise<void>): Promise<{ path: string; query: string }[]> {
  const before = sandbox().requests.length;
  await body();
  return sandbox()
    .requests.slice(before)
    .map((r) => ({ path: r.path, query: r.query }));
}

describe('the listing request sent while fresher starts', () => {
  it('is the one request of a plain list, and changes nothing in the output', async () => {
    const url = sandbox().url;
    let early = { stdout: '', stderr: '', code: 0 as number | null };
    const seen = await requestsDuring(async () => {
      early = await runCli(['jobs', 'list', '--json', '--debug', '--api-url', url]);
    });
    expect(early.code).toBe(0);
    expect(early.stderr).toContain(`GET ${url}/api/jobs ${EARLY}`);
    expect(seen).toEqual([{ path: '/api/jobs', query: '' }]);
    const late = await runCli(['jobs', 'list', '--json', '--debug', '--api-url', url], { env: { FRESHER_NO_EARLY_REQUEST: '1', ...tempHome().env } });
    expect(late.stderr).not.toContain(EARLY);
    expect(late.stdout).toBe(early.stdout);
  });

  it('is never sent for a command that will fail on its flags', async () => {
    const url = sandbox().url;
    for (const bad of [['--format', 'yaml'], ['--sort', 'salary'], ['--limit', 'ten'], ['--on-campus', '--off-campus'], ['--timeout', '0'], ['--frobnicate']]) {
      let code: number | null = null;
      const seen = await requestsDuring(async () => {
        code = (await runCli(['jobs', 'list', '--api-url', url, ...bad])).code;
      });
      expect([bad.join(' '), code, seen]).toEqual([bad.join(' '), 2, []]);
    }
  });

  it('carries exact filter values of a fresh vocabulary; a value that needs matching waits for the check', async () => {
    const url = sandbox().url;
    const home = tempHome();
    try {
      // No vocabulary cached yet: the check comes first, then one listing request.
      let r = await runCli(['jobs', 'list', '--location', 'Bengaluru, India', '--debug', '--api-url', url], { env: home.env });
      expect(r.code).toBe(0);
      expect(r.stderr).not.toContain(EARLY);
      let seen = await requestsDuring(async () => {
        r = await runCli(['jobs', 'list', '--location', 'Bengaluru, India', '--work-type', 'Remote', '--debug', '--api-url', url], { env: home.env });
      });
      expect(r.code).toBe(0);
      expect(r.stderr).toContain(EARLY);
      expect(seen).toEqual([{ path: '/api/jobs', query: '?location=Bengaluru%2C+India&work_type=Remote' }]);
      // "bangalore" is matched to "Bengaluru, India" by the command; nothing is sent for it before that.
      seen = await requestsDuring(async () => {
        r = await runCli(['jobs', 'list', '--location', 'bangalore', '--debug', '--api-url', url], { env: home.env });
      });
      expect(r.code).toBe(0);
      expect(r.stderr).not.toContain(EARLY);
      expect(r.stderr).toContain('using --location "Bengaluru, India" for "bangalore"');
      expect(seen).toEqual([{ path: '/api/jobs', query: '?location=Bengaluru%2C+India' }]);
    } finally {
      home.cleanup();
    }
  });

  it('is retried like any first attempt when the API answers 429', async () => {
    await withSandbox({ jobs: 20, internships: 1, events: 1, faults: [parseFault('429=1,path=/api/jobs,times=1')] }, async (s) => {
      const r = await runCli(['jobs', 'list', '--csv', '--debug', '--api-url', s.url]);
      expect(r.code).toBe(0);
      expect(r.stderr).toContain(EARLY);
      expect(r.stderr).toContain('rate limited by the API; retrying in 1s (Retry-After; attempt 2 of 6)');
      expect(s.requests.map((q) => q.status)).toEqual([429, 200]);
      expect(r.stdout.split('\n')[0]).toMatch(/^id,title,company/);
    });
  });
});

describe('the code cache', () => {
  it('is written on the first run, used after, and a broken one is replaced', async () => {
    const home = tempHome();
    const dir = join(home.dir, 'cache', 'fresher', 'code-cache');
    try {
      const args = ['jobs', 'list', '--csv', '--api-url', sandbox().url];
      const first = await runCli(args, { env: home.env });
      // The hot bundle's cache, and (under lazy/) that of the early request the launcher sent.
      const files = readdirSync(dir).filter((f) => f.endsWith('.bin'));
      expect(files).toHaveLength(1);
      expect(readdirSync(join(dir, 'lazy'))).toEqual([expect.stringMatching(/^early-0\.\d+\.\d+-\d+-\d+-v[\d.]+-\w+\.bin$/)]);
      expect(files[0]).toMatch(/^0\.\d+\.\d+-\d+-\d+-v\d+\.\d+\.\d+-\w+\.bin$/);
      const second = await runCli(args, { env: home.env });
      expect([second.code, second.stdout]).toEqual([first.code, first.stdout]);

      writeFileSync(join(dir, files[0] as string), 'not a code cache');
      const third = await runCli(args, { env: home.env });
      expect([third.code, third.stdout, third.stderr]).toEqual([first.code, first.stdout, first.stderr]);
      expect(readdirSync(dir).filter((f) => f.endsWith('.bin'))).toEqual(files);
      expect(statSync(join(dir, files[0] as string)).size).toBeGreaterThan(10_000);

      // Flipped bytes of the same length (V8 would crash on them): ignored and rewritten.
      const file = join(dir, files[0] as string);
      const good = readFileSync(file);
      const bad = Buffer.from(good);
      for (let i = 64; i < bad.length; i += 97) bad[i] = (bad[i] as number) ^ 0xff;
      writeFileSync(file, bad);
      const fourth = await runCli(args, { env: home.env });
      expect([fourth.code, fourth.signal, fourth.stdout, fourth.stderr]).toEqual([first.code, null, first.stdout, first.stderr]);
      expect(readFileSync(file).equals(bad)).toBe(false);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      home.cleanup();
    }
  });

  it('keeps the two newest caches of other bundles and removes older ones', async () => {
    const home = tempHome();
    const dir = join(home.dir, 'cache', 'fresher', 'code-cache');
    try {
      mkdirSync(dir, { recursive: true });
      const day = 86_400;
      const now = Date.now() / 1000;
      for (const [name, age] of [
        ['0.0.1-1-1-v20.0.0-x64.bin', 3],
        ['0.0.2-1-1-v20.0.0-x64.bin', 2],
        ['0.0.3-1-1-v20.0.0-x64.bin', 1],
      ] as const) {
        writeFileSync(join(dir, name), 'old');
        utimesSync(join(dir, name), now - age * day, now - age * day);
      }
      expect((await runCli(['health', '--api-url', sandbox().url], { env: home.env })).code).toBe(0);
      const left = readdirSync(dir).sort();
      expect(left).toHaveLength(3);
      expect(left.slice(0, 2)).toEqual(['0.0.2-1-1-v20.0.0-x64.bin', '0.0.3-1-1-v20.0.0-x64.bin']);
    } finally {
      home.cleanup();
    }
  });

  it('is written also when the run ends early on a closed pipe', async () => {
    const home = tempHome();
    try {
      // Enough rows that writing goes on after `head` has gone.
      await withSandbox({ jobs: 5000, internships: 1, events: 1 }, async (s) => {
        const r = await runProcess('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" jobs list --csv --api-url "${s.url}" | head -1`], {
          ...process.env,
          ...home.env,
        });
        expect([r.code, r.stdout]).toEqual([0, expect.stringMatching(/^id,title,/)]);
      });
      expect(readdirSync(join(home.dir, 'cache', 'fresher', 'code-cache')).filter((f) => f.endsWith('.bin'))).toHaveLength(1);
    } finally {
      home.cleanup();
    }
  });

  it('is left alone with NODE_DISABLE_COMPILE_CACHE=1', async () => {
    const home = tempHome();
    try {
      const r = await runCli(['health', '--api-url', sandbox().url], { env: { ...home.env, NODE_DISABLE_COMPILE_CACHE: '1' } });
      expect(r.code).toBe(0);
      expect(existsSync(join(home.dir, 'cache', 'fresher', 'code-cache'))).toBe(false);
    } finally {
      home.cleanup();
    }
  });
});

describe('--version and --help answered by the launcher', () => {
  // A preload that says, as the process ends, whether Node built a stream for stdout (its socket or
  // file-stream classes load then: 5-10 ms, more than the rest of the launcher).
  const home = tempHome();
  afterAll(() => home.cleanup());
  const preload = join(home.dir, 'streams.cjs');
  writeFileSync(
    preload,
    "process.on('exit', () => require('node:fs').writeSync(2, 'stdout stream: ' + process.moduleLoadList.some((m) => /^NativeModule (net|internal\\/fs\\/sync_write_stream)$/.test(m)) + '\\n'));\n",
  );
  const launch = (args: string[], stdout: string): Promise<{ code: number | null; stdout: string; stderr: string }> =>
    runProcess('bash', ['-c', `"${process.execPath}" --require "${preload}" "${BIN}" ${args.join(' ')} ${stdout}`], {
      ...process.env,
      ...home.env,
      COLUMNS: '',
    });

  it('print through the file descriptor, piped, to a file or to /dev/null, without building process.stdout; a terminal gets its width', async () => {
    const version = JSON.parse(readFileSync(join(BIN, '..', '..', 'package.json'), 'utf8')).version as string;
    const top = readFileSync(join(BIN, '..', '..', 'dist', 'help-80', '_.txt'), 'utf8');
    const file = join(home.dir, 'out.txt');
    for (const [args, expected] of [
      [['--version'], `${version}\n`],
      [['--help'], top],
      [['jobs', 'list', '--help'], readFileSync(join(BIN, '..', '..', 'dist', 'help-80', 'jobs_list.txt'), 'utf8')],
    ] as const) {
      const piped = await launch([...args], '');
      expect([args, piped.code, piped.stdout, piped.stderr]).toEqual([args, 0, expected, 'stdout stream: false\n']);
      const toFile = await launch([...args], `> "${file}"`);
      expect([args, toFile.code, readFileSync(file, 'utf8'), toFile.stderr]).toEqual([args, 0, expected, 'stdout stream: false\n']);
      const toNull = await launch([...args], '> /dev/null');
      expect([args, toNull.code, toNull.stderr]).toEqual([args, 0, 'stdout stream: false\n']);
    }
    // The reader gone (`| head -1`) ends quietly; a terminal still gets help fitted to its width.
    const r = await runProcess('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" --help | head -1`], { ...process.env, ...home.env });
    expect([r.code, r.stderr]).toEqual([0, '']);
    const tty = await runCli(['--help'], { tty: true, columns: 60, env: home.env });
    const sixty = await runCli(['--help'], { env: { ...home.env, COLUMNS: '60' } });
    expect(tty.code).toBe(0);
    expect(tty.stdout.replaceAll('\r\n', '\n')).toBe(sixty.stdout);
    expect(sixty.stdout).not.toBe(readFileSync(join(BIN, '..', '..', 'dist', 'help-80', '_.txt'), 'utf8'));
  });
});
