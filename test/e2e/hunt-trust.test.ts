/**
 * What the job hunt stores is what the user asked for, and what it shows offline is what was last seen:
 * extra records in a bulk answer are never stored; saved and tracked entries keep title, company,
 * deadline and status for when the API cannot be asked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, tempHome } from '../helpers/cli.js';
import { startFakeApi } from '../helpers/fake-api.js';
import { withSandbox } from '../helpers/sandbox.js';

let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const A = 'aaaaaaaa-1111-4111-8111-111111111111';
const B = 'bbbbbbbb-2222-4222-8222-222222222222';
const C = 'cccccccc-3333-4333-8333-333333333333';
const job = (id: unknown, title = 'Analyst') => ({ id, title, company: 'Acme', location: 'Pune, India', posted_at: '2026-11-20T00:00:00Z' });

describe('a bulk answer with more than was asked', () => {
  it('stores only the requested, valid ids; the extras are ignored with a debug line', async () => {
    home = tempHome();
    const api = await startFakeApi({
      '/api/jobs': {
        body: { jobs: [job(A), job(B), job(C, 'Not asked for'), job('not-a-uuid/../../etc'), job(A.toUpperCase().replace('A', 'D')), { title: 'no id' }] },
      },
    });
    try {
      const r = await runCli(['jobs', 'save', A, B, '--api-url', api.url, '--debug'], { env: home.env });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toContain('saved 2 jobs');
      expect(r.stderr).toMatch(/ignored \d+ records the API sent that no requested id names/);
      const file = JSON.parse(readFileSync(join(home.dir, 'state', 'fresher', 'saved.json'), 'utf8')) as { apis: Record<string, { job: { id: string }[] }> };
      expect(file.apis[api.url]!.job.map((e) => e.id)).toEqual([A, B]);
      // Nothing that was not asked for takes part in prefix lookup either.
      const prefix = await runCli(['jobs', 'unsave', 'cccccccc', '--api-url', api.url], { env: home.env });
      expect(prefix.code).not.toBe(0);
      expect(prefix.stderr).not.toContain('removed 1');
    } finally {
      await api.close();
    }
  });

  it('a single-id answer naming another id is not the listing asked for', async () => {
    home = tempHome();
    const api = await startFakeApi({ [`/api/jobs/${A}`]: { body: { job: job(C) } } });
    try {
      const r = await runCli(['jobs', 'save', A, '--api-url', api.url], { env: home.env });
      expect(r.code).toBe(3);
      expect(r.stderr).toContain(`job ${A} not found; not saved`);
    } finally {
      await api.close();
    }
  });
});

describe('offline: saved and tracked entries as last seen', () => {
  it('the deadline of a saved listing stays in --due and --ics when the API is down', async () => {
    home = tempHome();
    const now = Date.now();
    let url = '';
    let saved: { id: string; deadline: string; title: string } | undefined;
    let tracked: { id: string; deadline: string; title: string } | undefined;
    await withSandbox({ seed: 11, jobs: 200, internships: 5, events: 1 }, async (s) => {
      url = s.url;
      const soon = s.corpus.jobs.filter(
        (j) =>
          j.is_active !== false &&
          typeof j.deadline === 'string' &&
          Date.parse(j.deadline) > now + 2 * 86_400_000 &&
          Date.parse(j.deadline) < now + 50 * 86_400_000,
      );
      [saved, tracked] = soon as unknown as { id: string; deadline: string; title: string }[];
      expect(saved && tracked).toBeTruthy();
      expect((await runCli(['jobs', 'save', saved!.id, '--api-url', url], { env: home.env })).code).toBe(0);
      expect((await runCli(['track', tracked!.id, '--status', 'applied', '--api-url', url], { env: home.env })).code).toBe(0);
      const online = await runCli(['track', '--due', '60d', '--api-url', url], { env: home.env });
      expect(online.stdout).toContain(saved!.id.slice(0, 8));
    });
    // The sandbox is gone: the same API cannot be reached.
    const due = await runCli(['track', '--due', '60d', '--api-url', url], { env: home.env });
    expect(due.code, due.stderr).toBe(0);
    expect(due.stderr).toMatch(/cannot reach|last seen|unchecked/);
    expect(due.stdout).toContain(saved!.id.slice(0, 8));
    expect(due.stdout).toContain(tracked!.id.slice(0, 8));
    const ics = await runCli(['track', '--ics', '--api-url', url], { env: home.env });
    expect(ics.code, ics.stderr).toBe(0);
    const events = new ICAL.Component(ICAL.parse(ics.stdout)).getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary')));
    expect(events.some((t) => t.includes(saved!.title))).toBe(true);
    expect(events.some((t) => t.includes(tracked!.title))).toBe(true);
    // The saved list and the board show titles and statuses as last seen.
    const list = await runCli(['jobs', 'saved', '--api-url', url], { env: home.env });
    expect(list.stdout).toContain(saved!.title);
    const board = await runCli(['track', '--api-url', url], { env: home.env });
    expect(board.stdout).toContain(tracked!.title);
    expect(board.stdout).toContain('applied');
  });

  it('a status recorded while the API is down keeps the deadline last seen (in the tracker, the saved copy and --due)', async () => {
    home = tempHome();
    const now = Date.now();
    let url = '';
    let tracked: { id: string; deadline: string; title: string } | undefined;
    await withSandbox({ seed: 12, jobs: 200, internships: 5, events: 1 }, async (s) => {
      url = s.url;
      tracked = s.corpus.jobs.find(
        (j) =>
          j.is_active !== false &&
          typeof j.deadline === 'string' &&
          Date.parse(j.deadline) > now + 2 * 86_400_000 &&
          Date.parse(j.deadline) < now + 50 * 86_400_000,
      ) as unknown as { id: string; deadline: string; title: string };
      expect((await runCli(['track', tracked.id, '--status', 'applied', '--api-url', url], { env: home.env })).code).toBe(0);
    });
    const stored = () => {
      const read = (name: string) => JSON.parse(readFileSync(join(home.dir, 'state', 'fresher', name), 'utf8')) as { apis: Record<string, unknown> };
      const tracker = read('tracker.json').apis[url] as { entries: { id: string; deadline?: string; history: unknown[] }[] };
      const saved = read('saved.json').apis[url] as { job: { id: string; deadline?: string }[] };
      return { tracker: tracker.entries.find((e) => e.id === tracked!.id), saved: saved.job.find((e) => e.id === tracked!.id) };
    };
    expect(stored().tracker?.deadline).toBe(tracked!.deadline);
    // The sandbox is gone: the status is recorded from what was last seen, and nothing of that is forgotten.
    const offline = await runCli(['track', tracked!.id, '--status', 'interview', '--note', 'HR call', '--api-url', url], { env: home.env });
    expect(offline.code, offline.stderr).toBe(0);
    const after = stored();
    expect([after.tracker?.deadline, after.saved?.deadline, after.tracker?.history.length]).toEqual([tracked!.deadline, tracked!.deadline, 2]);
    const due = await runCli(['track', '--due', '60d', '--api-url', url], { env: home.env });
    expect(due.stdout).toContain(tracked!.id.slice(0, 8));
  });

  it('a run that cannot save the listing records no status: run again, it is recorded once', async () => {
    home = tempHome();
    await withSandbox({ seed: 13, jobs: 50, internships: 5, events: 1 }, async (s) => {
      const [first, second] = s.corpus.jobs.filter((j) => j.is_active !== false);
      expect((await runCli(['track', first!.id, '--status', 'applied', '--api-url', s.url], { env: home.env })).code).toBe(0);
      const file = join(home.dir, 'state', 'fresher', 'saved.json');
      const { writeFileSync } = await import('node:fs');
      const good = readFileSync(file, 'utf8');
      // A newer fresher wrote the saved list: this one refuses to change it.
      writeFileSync(file, JSON.stringify({ ...JSON.parse(good), version: 99 }));
      const refused = await runCli(['track', second!.id, '--status', 'interview', '--api-url', s.url], { env: home.env });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('newer fresher');
      const history = () =>
        (
          JSON.parse(readFileSync(join(home.dir, 'state', 'fresher', 'tracker.json'), 'utf8')) as {
            apis: Record<string, { entries: { id: string; history: unknown[] }[] }>;
          }
        ).apis[s.url]!.entries.find((e) => e.id === second!.id)?.history.length ?? 0;
      expect(history()).toBe(0);
      writeFileSync(file, good);
      expect((await runCli(['track', second!.id, '--status', 'interview', '--api-url', s.url], { env: home.env })).code).toBe(0);
      expect(history()).toBe(1);
    });
  });
});

describe('the tracker keeps what the person wrote when dates and statuses change', () => {
  const trackerFile = (): { id: string; history: { status: string; at: string; note?: string }[]; next?: { on: string; note?: string } }[] => {
    const file = JSON.parse(readFileSync(join(home.dir, 'state', 'fresher', 'tracker.json'), 'utf8')) as { apis: Record<string, { entries: unknown[] }> };
    return Object.values(file.apis)[0]!.entries as ReturnType<typeof trackerFile>;
  };

  it('a next date moved keeps its note; a new status drops it; a new note replaces it', async () => {
    home = tempHome();
    await withSandbox({ seed: 3, jobs: 5, internships: 1, events: 1 }, async (s) => {
      const id = s.corpus.jobs[0]!.id;
      const run = (args: string[]) => runCli(['track', id, ...args, '--api-url', s.url], { env: { ...home.env, TZ: 'Asia/Kolkata' } });
      expect((await run(['--status', 'interview'])).code).toBe(0);
      expect((await run(['--next', '2099-12-02', '--note', 'HR call with Asha, Zoom link in email'])).code).toBe(0);
      const moved = await run(['--next', '2099-12-03']);
      expect(moved.code, moved.stderr).toBe(0);
      expect(trackerFile()[0]!.next).toEqual({ on: '2099-12-03', note: 'HR call with Asha, Zoom link in email' });
      // The same status again, with a date: the note stays too.
      expect((await run(['--status', 'interview', '--next', '2099-12-04'])).code).toBe(0);
      expect(trackerFile()[0]!.next).toEqual({ on: '2099-12-04', note: 'HR call with Asha, Zoom link in email' });
      expect((await run(['--next', '2099-12-05', '--note', 'second round'])).code).toBe(0);
      expect(trackerFile()[0]!.next).toEqual({ on: '2099-12-05', note: 'second round' });
      expect((await run(['--status', 'offer', '--next', '2099-12-06'])).code).toBe(0);
      expect(trackerFile()[0]!.next).toEqual({ on: '2099-12-06' });
    });
  });

  it('the status a listing has already is not recorded twice (its days in it go on); with a note it is', async () => {
    home = tempHome();
    await withSandbox({ seed: 3, jobs: 5, internships: 1, events: 1 }, async (s) => {
      const id = s.corpus.jobs[0]!.id;
      const run = (args: string[]) => runCli(['track', id, ...args, '--api-url', s.url], { env: { ...home.env, TZ: 'Asia/Kolkata' } });
      expect((await run(['--status', 'interview', '--on', '5 days ago', '--note', 'panel round'])).code).toBe(0);
      const again = await run(['--status', 'interview', '--next', '2099-01-01']);
      expect([again.code, again.stderr]).toEqual([0, expect.stringMatching(/: still interview; next /)]);
      expect(trackerFile()[0]!.history.map((h) => h.status)).toEqual(['interview']);
      expect((await run(['--status', 'interview', '--note', 'round 2 booked'])).code).toBe(0);
      expect(trackerFile()[0]!.history.map((h) => h.note)).toEqual(['panel round', 'round 2 booked']);
    });
  });

  it('a status recorded for an earlier day goes where it happened: the latest stays current', async () => {
    home = tempHome();
    await withSandbox({ seed: 3, jobs: 5, internships: 1, events: 1 }, async (s) => {
      const id = s.corpus.jobs[0]!.id;
      const run = (args: string[]) => runCli([...args, '--api-url', s.url], { env: { ...home.env, TZ: 'Asia/Kolkata' } });
      expect((await run(['track', id, '--status', 'interview', '--note', 'panel round'])).code).toBe(0);
      expect((await run(['track', id, '--status', 'applied', '--on', '3 days ago', '--note', 'forgot to log this'])).code).toBe(0);
      expect(trackerFile()[0]!.history.map((h) => h.status)).toEqual(['applied', 'interview']);
      const rows = JSON.parse((await run(['track', '--json'])).stdout) as { status: string; current: boolean }[];
      expect(rows.map((r) => [r.status, r.current])).toEqual([
        ['applied', false],
        ['interview', true],
      ]);
      // A change made now goes last, even after one dated tomorrow (--on allows it): it is current.
      expect((await run(['track', id, '--status', 'offer', '--on', 'tomorrow'])).code).toBe(0);
      expect((await run(['track', id, '--status', 'rejected'])).code).toBe(0);
      expect(trackerFile()[0]!.history.map((h) => h.status)).toEqual(['applied', 'interview', 'offer', 'rejected']);
    });
  });
});
