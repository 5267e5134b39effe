/**
 * `-o FILE` writes what the user means: through a symlink to its target, into a FIFO or a device by
 * plain writing (never replacing the node), keeping an existing file's mode; a full disk is one line.
 * Devices are made with mknod in a temp dir (root only), so no test can touch the real /dev nodes.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, runCli, runProcess, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ jobs: 40, internships: 5, events: 2 });
const dir = mkdtempSync(join(tmpdir(), 'fresher-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const root = process.getuid?.() === 0;
const list = (out: string) => runCli(['jobs', 'list', '--api-url', sandbox().url, '--csv', '-o', out]);

describe('-o FILE', () => {
  it('through a symlink: the target is replaced, the link stays a link', async () => {
    const target = join(dir, 'real.csv');
    const link = join(dir, 'link.csv');
    writeFileSync(target, 'old');
    symlinkSync(target, link);
    const r = await list(link);
    expect(r.code, r.stderr).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(target);
    expect(readFileSync(target, 'utf8')).toMatch(/^id,title,/);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it("keeps an existing file's mode", async () => {
    const file = join(dir, 'mode.csv');
    writeFileSync(file, 'old');
    chmodSync(file, 0o640);
    expect((await list(file)).code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o640);
  });

  it('into a FIFO: written as it is, read by whoever listens', async () => {
    const fifo = join(dir, 'pipe');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const reader = spawn('cat', [fifo]);
    let got = '';
    reader.stdout.setEncoding('utf8').on('data', (d: string) => (got += d));
    const closed = new Promise((r) => reader.on('close', r));
    const r = await list(fifo);
    await closed;
    expect(r.code, r.stderr).toBe(0);
    expect(got).toMatch(/^id,title,/);
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  it.skipIf(!root)('into a character device: never replaced (as root -o /dev/null used to become a file)', async () => {
    const nul = join(dir, 'null');
    expect(spawnSync('mknod', ['-m', '666', nul, 'c', '1', '3']).status).toBe(0);
    const r = await list(nul);
    expect(r.code, r.stderr).toBe(0);
    expect(lstatSync(nul).isCharacterDevice()).toBe(true);
  });

  it.skipIf(!root)('a full device is one clear line and exit 1', async () => {
    const full = join(dir, 'full');
    expect(spawnSync('mknod', ['-m', '666', full, 'c', '1', '7']).status).toBe(0);
    const r = await list(full);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n').at(-1)).toBe(`fresher: error: cannot write ${full}: the disk is full (ENOSPC)`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(lstatSync(full).isCharacterDevice()).toBe(true);
  });

  it('through a link to /proc/self/fd/1 (as /dev/stdout is): written to standard output, the link untouched', async () => {
    const link = join(dir, 'stdout-link');
    symlinkSync('/proc/self/fd/1', link);
    // Through a real pipe, as in a shell (the test runner's own stdio are sockets, which cannot be opened).
    const home = tempHome();
    try {
      const r = await runProcess(
        'bash',
        ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" jobs list --api-url ${sandbox().url} --csv -q -o "${link}" | cat`],
        { PATH: process.env.PATH, ...home.env },
      );
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^id,title,/);
      expect(readlinkSync(link)).toBe('/proc/self/fd/1');
    } finally {
      home.cleanup();
    }
  });

  it("removes the temporary files a killed run left for the same file (their pid is gone), never a live run's", async () => {
    const out = join(dir, 'left.csv');
    // 999999999 is above any pid_max (2^22): no process has it. This process is alive.
    const dead = join(dir, '.left.csv.999999999.m1abcd.tmp');
    const live = join(dir, `.left.csv.${process.pid}.m1abcd.tmp`);
    const otherFile = join(dir, '.other.csv.999999999.m1abcd.tmp');
    // A dead pid's file written a moment ago may be another machine's run on a shared folder: kept.
    const recent = join(dir, '.left.csv.999999998.m1abce.tmp');
    const hourAgo = new Date(Date.now() - 3600_000);
    for (const f of [dead, live, otherFile, recent]) writeFileSync(f, 'half');
    for (const f of [dead, live, otherFile]) utimesSync(f, hourAgo, hourAgo);
    const r = await list(out);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(dead)).toBe(false);
    expect([existsSync(live), existsSync(otherFile), existsSync(recent)]).toEqual([true, true, true]);
    for (const f of [live, otherFile, recent]) rmSync(f);
  });

  it('names the real reason a path cannot be written', async () => {
    writeFileSync(join(dir, 'plain'), 'x');
    const notDir = await list(join(dir, 'plain', 'x.csv'));
    expect([notDir.code, notDir.stderr.trim().split('\n').at(-1)]).toEqual([
      1,
      `fresher: error: cannot write ${join(dir, 'plain', 'x.csv')}: a part of its path is not a folder (ENOTDIR)`,
    ]);
    const folder = await list(dir);
    expect(folder.stderr.trim().split('\n').at(-1)).toBe(`fresher: error: cannot write ${dir}: it is a folder (EISDIR)`);
  });

  it('a name whose extension no format has is refused (exit 2, with the likely one); none is plain rows; --format decides', async () => {
    const run = (args: string[]) => runCli(['jobs', 'list', '--api-url', sandbox().url, '--limit', '1', '-q', ...args], { cwd: dir });
    const xls = await run(['-o', 'jobs.xls']);
    expect([xls.code, xls.stdout]).toEqual([2, '']);
    expect(xls.stderr).toBe(
      'fresher: error: -o jobs.xls: no format is written as .xls (did you mean .xlsx?); name the file .json, .ndjson, .jsonl, .csv, .txt, .tsv, .atom, .xlsx, or give --format\n',
    );
    expect(existsSync(join(dir, 'jobs.xls'))).toBe(false);
    expect((await run(['-o', 'jobs.xls', '--format', 'csv'])).code).toBe(0);
    expect(readFileSync(join(dir, 'jobs.xls'), 'utf8')).toMatch(/^id,title,/);
    expect((await run(['-o', 'bare'])).code).toBe(0);
    expect(readFileSync(join(dir, 'bare'), 'utf8').split('\t')).toHaveLength(7);
  });

  it('-o - is standard output, never a file named "-"', async () => {
    for (const format of [[], ['--json']]) {
      const r = await runCli(['jobs', 'list', '--api-url', sandbox().url, '--limit', '1', '-q', '-o', '-', ...format], { cwd: dir });
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(r.stdout).toContain(sandbox().corpus.jobs[0]?.id);
      expect(existsSync(join(dir, '-'))).toBe(false);
    }
  });

  it('--bom starts a TSV file as it does a CSV one', async () => {
    for (const ext of ['csv', 'tsv']) {
      const file = join(dir, `bom.${ext}`);
      expect((await runCli(['jobs', 'list', '--api-url', sandbox().url, '--limit', '1', '--bom', '-o', file])).code).toBe(0);
      expect(readFileSync(file).subarray(0, 3).toString('hex'), ext).toBe('efbbbf');
    }
  });
});

describe('standard output', () => {
  it('a full disk (/dev/full) is one clear line and exit 1, no stack trace', async () => {
    const home = tempHome();
    const fd = openSync('/dev/full', 'w');
    try {
      const r = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [BIN, 'jobs', 'list', '--json', '-q', '--api-url', sandbox().url], {
          env: { PATH: process.env.PATH, ...home.env },
          stdio: ['ignore', fd, 'pipe'],
        });
        let stderr = '';
        child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
        child.on('close', (code) => resolve({ code, stderr }));
      });
      expect(r.code).toBe(1);
      expect(r.stderr.trim().split('\n')).toEqual(['fresher: error: cannot write to standard output: the disk is full (ENOSPC)']);
    } finally {
      closeSync(fd);
      home.cleanup();
    }
  });
});
