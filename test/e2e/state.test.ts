/** State files: concurrent runs lose nothing, a damaged file is kept aside, never silently replaced. */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, runCli, tempHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ jobs: 30, internships: 3, events: 1 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());
const savedFile = () => join(home.dir, 'state', 'fresher', 'saved.json');
/** The saved lists the file keeps for the test's sandbox (state is kept per API identity). */
const savedHere = (): { job: { id: string }[]; internship: { id: string }[] } =>
  (JSON.parse(readFileSync(savedFile(), 'utf8')) as { apis: Record<string, { job: { id: string }[]; internship: { id: string }[] }> }).apis[sandbox().url]!;

function spawnCli(args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH, ...home.env }, stdio: 'ignore' });
    child.on('close', resolve);
  });
}

describe('saved listings', () => {
  /** `count` runs started together, each saving another job: every one succeeds, every save is kept, no lock is left. */
  async function parallelSaves(count: number): Promise<void> {
    const ids = sandbox()
      .corpus.jobs.slice(0, count)
      .map((j) => j.id);
    const codes = await Promise.all(ids.map((id) => spawnCli(['jobs', 'save', id, '--api-url', sandbox().url, '-q'])));
    expect(codes).toEqual(ids.map(() => 0));
    expect(
      savedHere()
        .job.map((e) => e.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(readdirSync(join(home.dir, 'state', 'fresher')).filter((f) => f.includes('.lock'))).toEqual([]);
  }

  it('10 parallel saves of different ids keep all 10 (a lock around read-modify-write)', async () => {
    home = tempHome();
    await parallelSaves(10);
  });

  it('a lock left by a crashed run is taken over', async () => {
    home = tempHome();
    mkdirSync(join(home.dir, 'state', 'fresher'), { recursive: true });
    writeFileSync(`${savedFile()}.lock`, '999999999\n');
    const id = sandbox().corpus.jobs[0]?.id as string;
    const r = await runInProcess(['jobs', 'save', id, '--api-url', sandbox().url], { env: home.env });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(`${savedFile()}.lock`)).toBe(false);
  });

  it('a lock left by a crashed run, found by 12 runs at once: each save is kept (they take it over one at a time)', async () => {
    home = tempHome();
    mkdirSync(join(home.dir, 'state', 'fresher'), { recursive: true });
    writeFileSync(`${savedFile()}.lock`, '999999999\n');
    await parallelSaves(12);
  });

  it("runs started together on fresher 0.1's state folder each move what is left, none fails on what another moved", async () => {
    home = tempHome();
    const old = join(home.dir, 'config', 'fresher', 'state');
    mkdirSync(join(old, 'seen'), { recursive: true });
    mkdirSync(join(home.dir, 'state', 'fresher', 'seen'), { recursive: true });
    writeFileSync(join(home.dir, 'state', 'fresher', 'seen', 'job-0.json'), '{"ids":["x"]}');
    for (let k = 0; k < 300; k++) writeFileSync(join(old, 'seen', `job-${k}.json`), '{"ids":[]}');
    const runs = await Promise.all(Array.from({ length: 8 }, () => runCli(['jobs', 'saved', '--api-url', sandbox().url, '-q'], { env: home.env })));
    for (const r of runs) expect([r.code, r.stderr]).toEqual([0, expect.not.stringContaining('unexpected failure')]);
    // Every file moved once: the one both had is kept aside, the rest are in the new place.
    expect(readdirSync(join(home.dir, 'state', 'fresher', 'seen'))).toHaveLength(300);
    expect(readFileSync(join(home.dir, 'state', 'fresher', 'seen', 'job-0.json'), 'utf8')).toBe('{"ids":["x"]}');
  });

  it('a damaged file is never treated as empty and overwritten: kept aside with a warning', async () => {
    home = tempHome();
    mkdirSync(join(home.dir, 'state', 'fresher'), { recursive: true });
    for (const damaged of ['{"job": [ {"id": "x"', '{"job": [1], "internship": []}']) {
      writeFileSync(savedFile(), damaged);
      const look = await runInProcess(['jobs', 'saved', '--api-url', sandbox().url, '--json'], { env: home.env });
      expect(look.code).toBe(0);
      expect(look.stderr).toContain(`warning: ${savedFile()} cannot be used`);
      expect(readFileSync(savedFile(), 'utf8')).toBe(damaged);
      const id = sandbox().corpus.jobs[1]?.id as string;
      const save = await runInProcess(['jobs', 'save', id, '--api-url', sandbox().url], { env: home.env });
      expect(save.code).toBe(0);
      const aside = /kept it as (\S+) and started a new one/.exec(save.stderr)?.[1];
      expect(aside).toBeDefined();
      expect(readFileSync(aside as string, 'utf8')).toBe(damaged);
      expect(savedHere().job.map((e) => e.id)).toEqual([id]);
    }
  });

  it('an entry saved under an id that is not a UUID can still be removed with unsave', async () => {
    home = tempHome();
    mkdirSync(join(home.dir, 'state', 'fresher'), { recursive: true });
    writeFileSync(savedFile(), JSON.stringify({ job: [{ id: 'legacy-7', savedAt: '2026-01-01T00:00:00Z', api: sandbox().url }], internship: [] }));
    const look = await runInProcess(['jobs', 'saved', '--api-url', sandbox().url, '--json'], { env: home.env });
    expect((JSON.parse(look.stdout) as { status: string }[]).map((r) => r.status)).toEqual(['gone']);
    expect(sandbox().requests.some((q) => q.query.includes('legacy-7'))).toBe(false);
    const r = await runInProcess(['jobs', 'unsave', 'legacy-7', '--api-url', sandbox().url], { env: home.env });
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(savedFile(), 'utf8'))).toEqual({ version: 2, apis: { [sandbox().url]: { job: [], internship: [] } } });
  });
});

describe('local state that cannot be used: the real cause, nothing left behind', () => {
  it('an empty lock (left by a run that could not write it: a full disk) is taken over after a short wait, never "pid NaN"', async () => {
    home = tempHome();
    mkdirSync(join(home.dir, 'state', 'fresher'), { recursive: true });
    writeFileSync(`${savedFile()}.lock`, '');
    const id = sandbox().corpus.jobs[0]?.id as string;
    const r = await runCli(['jobs', 'save', id, '--api-url', sandbox().url], { env: home.env });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('NaN');
    expect(savedHere().job.map((e) => e.id)).toEqual([id]);
    expect(existsSync(`${savedFile()}.lock`)).toBe(false);
  });

  it('jobs list --new in a state dir that cannot be written: the rows print, then the real cause, and exit 1 (what --new was asked to remember is not remembered)', async () => {
    home = tempHome();
    // Tests run as root, which writes through any permission bits: a regular file where a folder of
    // the state path belongs makes it unwritable for root too (ENOTDIR). The read-only file system
    // itself (EROFS) is covered by test/unit/atomic.test.ts with the system call's answer injected.
    const blocker = join(home.dir, 'not-a-folder');
    writeFileSync(blocker, '');
    const r = await runCli(['jobs', 'list', '--new', '--api-url', sandbox().url], { env: { ...home.env, FRESHER_STATE_DIR: join(blocker, 'state') } });
    expect(r.code).toBe(1);
    const rows = r.stdout.trim().split('\n');
    expect(r.stderr).toContain(`${rows.length} jobs shown · the API matched ${rows.length} · none left out`);
    for (const row of rows) expect(row).toMatch(/^[0-9a-f-]{36}\t/);
    expect(r.stderr).not.toContain('unexpected failure');
    expect(r.stderr.trim().split('\n').at(-1)).toBe(
      `fresher: error: could not remember what was shown: ${blocker} is not a folder; the next --new lists them again`,
    );
  });

  it('last-results.json that is a folder: one warning, short ids are looked up elsewhere, no failure', async () => {
    home = tempHome();
    const last = join(home.dir, 'state', 'fresher', 'last-results.json');
    mkdirSync(last, { recursive: true });
    const job = sandbox().corpus.jobs[3]?.id as string;
    const r = await runInProcess(['jobs', 'get', job.slice(0, 8), '--api-url', sandbox().url, '--json'], { env: home.env });
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { id: string }).id).toBe(job);
    const warnings = r.stderr.split('\n').filter((l) => l.includes('warning:'));
    expect(warnings).toEqual([`fresher: warning: cannot read ${last}: it is a folder (EISDIR); short ids are looked up without it`]);
    // A command that looks in both kinds' last results still says it once.
    const track = await runInProcess(['track', job.slice(0, 8), '--status', 'applied', '--api-url', sandbox().url], { env: home.env });
    expect(track.code, track.stderr).toBe(0);
    expect(track.stderr.split('\n').filter((l) => l.includes('warning:'))).toHaveLength(1);
  });

  it('every folder fresher creates (config, state, caches, completion cache) is readable by the user only (0700)', async () => {
    home = tempHome();
    const url = sandbox().url;
    const location = sandbox().corpus.jobs[0]?.location as string;
    expect((await runCli(['config', 'set', 'format', 'json'], { env: home.env })).code).toBe(0);
    const list = await runCli(['jobs', 'list', '--location', location, '--api-url', url], { env: home.env });
    expect(list.code, list.stderr).toBe(0);
    expect((await runCli(['jobs', 'save', sandbox().corpus.jobs[0]?.id as string, '--api-url', url], { env: home.env })).code).toBe(0);
    const made = [join('config', 'fresher'), join('state', 'fresher'), join('cache', 'fresher'), join('cache', 'fresher', 'completion')];
    for (const folder of made) expect((statSync(join(home.dir, folder)).mode & 0o777).toString(8), folder).toBe('700');
  });
});
