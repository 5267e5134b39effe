/**
 * The build keeps one bundle for the hot path (dist/index.cjs) and loads the rare parts from
 * dist/lazy/ on demand (src/build-bundles.ts). These tests fail if a rare part is inlined in the hot
 * bundle again, if a listing starts needing one, or if a lazy part carries its own copy of a module
 * the hot bundle has (its errors would no longer be the CLI's classes).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, runProcess, tempHome } from '../helpers/cli.js';
import { WRAPPER_HEAD, WRAPPER_TAIL } from '../../src/launch-wrapper.js';
import { useSandbox } from '../helpers/sandbox.js';
import { eventually } from '../helpers/wait.js';

const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const sandbox = useSandbox({ jobs: 40, internships: 5, events: 3 });
const read = (file: string): string => readFileSync(join(dist, file), 'utf8');

/** Text only the code of one part has (a string literal of it). */
const MARKERS = {
  'lazy/sandbox.cjs': 'static.sandbox.fresher.invalid',
  'lazy/pick.cjs': 'ESCDELAY',
  'lazy/calendar.cjs': 'BEGIN:VCALENDAR',
  'lazy/ui.cjs': 'the workspace cannot run',
  'lazy/profile.cjs': 'there was no profile to clear',
  'lazy/feed.cjs': 'http://www.w3.org/2005/Atom',
  'lazy/xlsx.cjs': 'spreadsheetml/2006/main',
  'lazy/mcp.cjs': 'tools over MCP on stdin and stdout',
  'lazy/track.cjs': '--note goes with --status or --next',
  'lazy/hide.cjs': 'or --match TEXT for every company containing it',
  'lazy/saved.cjs': 'nothing saved: none of the ids was found',
  'lazy/config.cjs': 'fresher config set KEY VALUE',
  'lazy/dataset.cjs': 'Median posting age (days)',
  'lazy/unreachable.cjs': 'NODE_EXTRA_CA_CERTS can add a CA file',
  'lazy/error-body.cjs': 'a body that is not valid JSON (cut short or corrupt)',
} as const;

describe('the hot bundle and the lazy parts', () => {
  it('keeps the sandbox, the picker, calendars and the commands that do not list out of dist/index.cjs, each in its own file', () => {
    const hot = read('index.cjs');
    for (const [file, marker] of Object.entries(MARKERS)) {
      expect([file, hot.includes(marker)]).toEqual([file, false]);
      expect([file, read(file).includes(marker)]).toEqual([file, true]);
    }
    expect(readdirSync(join(dist, 'lazy')).sort()).toEqual([
      'calendar.cjs',
      'completion.cjs',
      'config.cjs',
      'dataset.cjs',
      'early-request.cjs',
      'error-body.cjs',
      'events.cjs',
      'feed.cjs',
      'hide.cjs',
      'match.cjs',
      'mcp.cjs',
      'pick.cjs',
      'profile.cjs',
      'sandbox-command.cjs',
      'sandbox.cjs',
      'saved.cjs',
      'search.cjs',
      'stats.cjs',
      'track.cjs',
      'ui.cjs',
      'unreachable.cjs',
      'xlsx.cjs',
    ]);
    // The workspace uses the picker's part rather than a copy of it, and the hunt commands' parts.
    for (const part of ['lazy/pick.cjs', 'lazy/track.cjs', 'lazy/hide.cjs', 'lazy/saved.cjs'] as const)
      expect([part, read('lazy/ui.cjs').includes(MARKERS[part])]).toEqual([part, false]);
    // The sandbox command uses the sandbox part rather than a copy of it.
    expect(read('lazy/sandbox-command.cjs')).not.toContain(MARKERS['lazy/sandbox.cjs']);
    // The daily loop and comparable pay took it to 242 KB; the commands that never list (track, hide,
    // saved, config, dataset: ~25 KB) now load from dist/lazy/ and the bundle is ASCII-only: 222 KB.
    // The feed and MCP commands' table entries and a feed's title (its command line) add ~2 KB.
    // The profile match keeps its matcher lazy (lazy/match.cjs, loaded only when a profile file
    // exists); its options, MATCH column and output shapes add ~6 KB. The words for a failed
    // connection (lazy/unreachable.cjs, ~2 KB) make room for reading a list while it arrives.
    // Plain piped JSON reads a list in check-only mode (nothing kept: ApiClient.listingBytes) and the
    // launcher hands over the request it sent from dist/early.cjs: ~1.4 KB, less the early-request
    // code, which only a run without the launcher loads now (lazy/early-request.cjs).
    // Sorting by values worked out once, pay texts read once, and an array printed in the pieces it
    // arrived in (raw-array.ts): ~1.8 KB.
    // Fixes from a review, on paths every list or command takes: the -o x.ics and --ics checks, TSV's
    // formula guard, the one reading of an API instant and of a listing's deadline, a profile city
    // by any of its names: ~1.9 KB. Then the audits' fixes to help and counts: examples for every
    // command (in the command table, which --help reads), help for an unknown command refused,
    // stats's own options, the digest's one memory: ~2.3 KB. A config file's unknown keys named, with
    // a guess at the one meant (a mistyped api-url stops the run): ~0.4 KB. A stale lock taken over by
    // one run at a time, and a config file that cannot be read said as such: ~0.8 KB. Days ahead for
    // --deadline and --next (--since shares the reader), the old state moved by runs started together,
    // output sinks that let go of their stream, coloured labels, a 304 said as such: ~1 KB (the words
    // for an error answer went to lazy/error-body.cjs). An event's time range read with its zone
    // (render/dates.ts, which the events table reads too): ~0.4 KB. A review's mends to the state lock
    // (a run releases only its own lock; a takeover guard aged from when it was seen) and the
    // environment variables config get names: ~0.7 KB. The audits' last fixes on paths a list takes
    // (--fields read once and projected in every format, unhide company --match in the command table,
    // which --help reads): ~0.3 KB. Paths into the match object and a record by id kept an object
    // with --fields, the digest's field names judged without rows (emit.ts): ~0.4 KB. `completion
    // uninstall` in the command table (its help is read from there), numbers no double holds said
    // alike in every format, the whole id given room first in a table: ~0.9 KB. Three audits' fixes on
    // paths every run may take: -o's extension and -o - (settings), a feed refused before a command
    // runs (the command table's feed marks, program.ts), the messenger clearing a drawn progress line,
    // a required field of another type said as such, the list commands named for 'track list' and
    // 'saved': ~0.9 KB. A configured format judged by what the command writes (settings, session),
    // help notes filled as paragraphs (program.ts), zone abbreviations outside India (render/dates.ts),
    // a command's fixed format: ~0.8 KB.
    expect(statSync(join(dist, 'index.cjs')).size).toBeLessThan(248_500);
  });

  it('dist/early.cjs, which the launcher runs first, holds the early request and none of the commands', () => {
    const early = read('early.cjs');
    expect(early).toContain('FRESHER_NO_EARLY_REQUEST');
    for (const [file, marker] of Object.entries(MARKERS)) expect([file, early.includes(marker)]).toEqual([file, false]);
    // Neither commander nor a command's wording: only what planning and sending the request needs.
    expect(early).not.toContain('unknown command');
    expect(early).not.toContain('fresher jobs get');
    expect(statSync(join(dist, 'early.cjs')).size).toBeLessThan(40_000);
  });

  it('writes the two bundles the launcher reads on every listing run inside the module wrapper it compiles them with', () => {
    // So V8 compiles the text as read, with no second copy of it made to add the wrapper (a file
    // without it, as the test below writes, is still wrapped by the launcher).
    for (const file of ['index.cjs', 'early.cjs']) {
      const text = read(file);
      expect([file, text.startsWith(WRAPPER_HEAD), text.endsWith(WRAPPER_TAIL)]).toEqual([file, true, true]);
    }
    expect(read('launch.cjs').startsWith(WRAPPER_HEAD)).toBe(false);
  });

  it('runs every bundle in strict mode, as the ES modules it is built from (and the tests run them)', () => {
    // A "use strict" after any other statement is no directive: a banner before it left the bundles sloppy.
    const files = ['index.cjs', 'early.cjs', 'launch.cjs', 'help-wrap.cjs', ...readdirSync(join(dist, 'lazy')).map((f) => `lazy/${f}`)];
    for (const file of files) {
      const text = read(file);
      const body = text.startsWith(WRAPPER_HEAD) ? text.slice(WRAPPER_HEAD.length) : text;
      expect([file, body.startsWith('"use strict";')]).toEqual([file, true]);
    }
  });

  it('the launcher sends the listing request before it reads the CLI bundle', async () => {
    // A copy whose CLI bundle only waits: a request the sandbox sees can only come from dist/early.cjs.
    // (That the launcher lets a near API's request leave before the bundle compiles is a matter of a
    // few ms on a quiet machine, measured in test/bench, not here.)
    const copy = mkdtempSync(join(tmpdir(), 'fresher-early-'));
    const home = tempHome();
    cpSync(join(root, 'bin'), join(copy, 'bin'), { recursive: true });
    cpSync(dist, join(copy, 'dist'), { recursive: true });
    writeFileSync(join(copy, 'package.json'), readFileSync(join(root, 'package.json')));
    writeFileSync(join(copy, 'dist', 'index.cjs'), 'setTimeout(() => {}, 60_000);\n');
    const before = sandbox().requests.length;
    const child = spawn(process.execPath, [join(copy, 'bin', 'fresher.js'), 'jobs', 'list', '--json', '--api-url', sandbox().url], {
      env: { ...process.env, ...home.env },
      stdio: 'ignore',
    });
    try {
      const seen = await eventually(
        'the request',
        () =>
          sandbox()
            .requests.slice(before)
            .find((r) => r.path === '/api/jobs'),
        30_000,
      );
      expect(seen.query).toBe('');
    } finally {
      child.kill('SIGKILL');
      home.cleanup();
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);

  describe('an installation without dist/lazy/sandbox.cjs', () => {
    // A copy of the package whose sandbox part is gone: what a listing needs is all in the hot bundle.
    const copy = mkdtempSync(join(tmpdir(), 'fresher-lazy-'));
    cpSync(join(root, 'bin'), join(copy, 'bin'), { recursive: true });
    cpSync(dist, join(copy, 'dist'), { recursive: true });
    writeFileSync(join(copy, 'package.json'), readFileSync(join(root, 'package.json')));
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    rmSync(join(copy, 'dist', 'lazy', 'sandbox.cjs'));
    const bin = join(copy, 'bin', 'fresher.js');
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it('lists, gets and stats from an API as before', async () => {
      const home = tempHome();
      try {
        const env = { ...process.env, ...home.env, FRESHER_API_URL: undefined };
        const url = sandbox().url;
        const ours = await runProcess(process.execPath, [bin, 'jobs', 'list', '--json', '--api-url', url], env);
        const shipped = await runCli(['jobs', 'list', '--json', '--api-url', url]);
        expect([ours.code, ours.stdout, ours.stderr]).toEqual([0, shipped.stdout, shipped.stderr]);
        const id = (JSON.parse(ours.stdout) as { id: string }[])[0]?.id ?? '';
        expect((await runProcess(process.execPath, [bin, 'jobs', 'get', id.slice(0, 8), '--json', '--api-url', url], env)).code).toBe(0);
        expect((await runProcess(process.execPath, [bin, 'jobs', 'stats', '--api-url', url], env)).code).toBe(0);
      } finally {
        home.cleanup();
      }
    });

    it('fails the built-in sandbox with one clear line, exit 1', async () => {
      const home = tempHome();
      try {
        const r = await runProcess(process.execPath, [bin, 'jobs', 'list', '--json'], { ...process.env, ...home.env, FRESHER_API_URL: undefined });
        expect([r.code, r.stdout]).toEqual([1, '']);
        expect(r.stderr).toContain('this fresher installation is incomplete: dist/lazy/sandbox.cjs is missing (reinstall fresher)');
        expect(r.stderr).not.toMatch(/\n\s+at /);
      } finally {
        home.cleanup();
      }
    });
  });

  it("lazy parts throw the CLI's own error classes (a usage error is exit 2, not an unexpected failure)", async () => {
    // Thrown by the sandbox command's own code (dist/lazy/sandbox-command.cjs), caught by the hot bundle.
    const r = await runCli(['sandbox', '--fault', 'bogus']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--fault: unknown fault "bogus"');
    expect(r.stderr).not.toContain('unexpected failure');
  });

  it("keep a code cache of their own, beside the hot bundle's", async () => {
    const home = tempHome();
    try {
      const args = ['events', '--ics', '--api-url', sandbox().url];
      const first = await runCli(args, { env: home.env });
      expect(first.code).toBe(0);
      const lazy = join(home.dir, 'cache', 'fresher', 'code-cache', 'lazy');
      // events --ics runs two lazy parts: the events command, then the calendar.
      expect(readdirSync(lazy).sort()).toEqual([
        expect.stringMatching(/^calendar-0\.\d+\.\d+-\d+-\d+-v[\d.]+-\w+\.bin$/),
        expect.stringMatching(/^events-0\.\d+\.\d+-\d+-\d+-v[\d.]+-\w+\.bin$/),
      ]);
      const second = await runCli(args, { env: home.env });
      expect([second.code, second.stdout.replace(/DTSTAMP:\S+/g, '')]).toEqual([0, first.stdout.replace(/DTSTAMP:\S+/g, '')]);
      expect(existsSync(join(home.dir, 'cache', 'fresher', 'code-cache', 'lazy', 'sandbox'))).toBe(false);
    } finally {
      home.cleanup();
    }
  });
});

describe('the built-in sandbox', () => {
  it('stores its corpus once (0600 in a 0700 folder); a damaged copy changes nothing', async () => {
    const home = tempHome();
    try {
      const env = { ...home.env, FRESHER_API_URL: undefined };
      // Fields that do not move with the clock, so runs a moment apart print the same.
      const args = ['jobs', 'list', '--location', 'Pune, India', '--csv', '--fields', 'id,title,company,ctc_amount,is_on_campus'];
      const first = await runCli(args, { env });
      expect(first.code).toBe(0);
      const dir = join(home.dir, 'cache', 'fresher', 'sandbox');
      const [name, ...more] = readdirSync(dir);
      expect([name, more]).toEqual([expect.stringMatching(/^corpus-v\d+-f\d+-s42-j1500-i600-e40\.bin$/), []]);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const file = join(dir, name ?? '');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const second = await runCli(args, { env });
      expect([second.code, second.stdout, second.stderr]).toEqual([0, first.stdout, first.stderr]);
      const bytes = readFileSync(file);
      for (let i = 300; i < bytes.length; i += 5003) bytes[i] = (bytes[i] as number) ^ 0x01;
      writeFileSync(file, bytes);
      const third = await runCli(args, { env });
      expect([third.code, third.stdout, third.stderr]).toEqual([0, first.stdout, first.stderr]);
      expect(readFileSync(file).equals(bytes)).toBe(false);
    } finally {
      home.cleanup();
    }
  });
});
