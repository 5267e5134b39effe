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
  it('10 parallel saves of different ids keep all 10 (a lock around read-modify-write)', async () => {
    home = tempHome();
    const ids = sandbox().corpus.jobs.slice(0, 10).map((j) => j.id);
    const codes = await Promise.all(ids.map((id) => spawnCli(['jobs', 'save', id, '--api-url', sandbox().url, '-q'])));
    expect(codes).toEqual(ids.map(() => 0));
    expect(savedHere().job.map((e) => e.id).sort()).toEqual([...ids].sort());
    expect(readdirSync(join(home.dir, 'state', 'fresher')).filter((f) => f.endsWith('.lock'))).toEqual([]);
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
