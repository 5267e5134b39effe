/** The job hunt (issue 14): tracker, hide lists, saved searches, digest, calendar files, their state. */
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { displayWidth } from '../../src/render/width.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { startFakeApi } from '../helpers/fake-api.js';
import { fakeClock, runInProcess } from '../helpers/in-process.js';
import { parseFault, useSandbox, withSandbox } from '../helpers/sandbox.js';
import { eventually } from '../helpers/wait.js';

const sandbox = useSandbox({ seed: 14, jobs: 200, internships: 40, events: 12 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const piped = (args: string[], url = sandbox().url, env: Record<string, string> = {}) =>
  runInProcess([...args, '--api-url', url], { env: { ...home.env, ...env } });
const tty = (args: string[], url = sandbox().url, columns = 120) =>
  runCli([...args, '--api-url', url], { env: { ...home.env, TZ: 'Asia/Kolkata' }, tty: true, columns });
const openJobs = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);
const stateFile = (name: string): string => join(home.dir, 'state', 'fresher', name);

interface HistoryRow {
  id: string;
  kind: string;
  status: string;
  note: string | null;
  current: boolean;
  listing: string;
  title: string | null;
}

describe('fresher track', () => {
  it('records statuses with notes and dates (ids by prefix), saves what it tracks, and shows the board', async () => {
    home = tempHome();
    const [a, b] = openJobs().slice(0, 2) as [Job, Job];
    const intern = sandbox().corpus.internships.find((i) => i.is_active !== false)!;
    expect((await piped(['track', a.id.slice(0, 8), '--status', 'applied', '--on', '2026-11-18', '--note', 'referral from Asha'])).code).toBe(0);
    expect((await piped(['track', a.id.slice(0, 7), '--status', 'interview', '--on', '2026-11-20'])).code).toBe(0);
    const two = await piped(['track', b.id, intern.id.slice(0, 8), '--status', 'interested']);
    expect([two.code, two.stderr]).toEqual([0, expect.stringContaining('2 listings: interested')]);
    // Tracking saves.
    expect((JSON.parse((await piped(['jobs', 'saved', '--json'])).stdout) as { id: string }[]).map((r) => r.id).sort()).toEqual([a.id, b.id].sort());

    const history = JSON.parse((await piped(['track', '--json'])).stdout) as HistoryRow[];
    expect(history.map((h) => [h.id, h.kind, h.status, h.note, h.current])).toEqual([
      [a.id, 'job', 'applied', 'referral from Asha', false],
      [a.id, 'job', 'interview', null, true],
      [b.id, 'job', 'interested', null, true],
      [intern.id, 'internship', 'interested', null, true],
    ]);
    const csv = (await piped(['track', '--csv'])).stdout.trim().split(/\r?\n/);
    expect(csv[0]).toBe('id,kind,title,company,status,at,note,current,listing,deadline,deadline_from,next,next_note');
    expect(csv).toHaveLength(5);

    const board = stripAnsi((await tty(['track'])).stdout);
    expect(board).toMatch(/INTERESTED \(2\)\n( {2}\S{8} {2}.*\n){2}INTERVIEW \(1\)\n {2}/);
    expect(board).toContain(a.id.slice(0, 8));
    const only = stripAnsi((await tty(['track', '--status', 'interview'])).stdout);
    expect(only).toMatch(/^INTERVIEW \(1\)\n/);
    expect(only).not.toContain('INTERESTED');
    const none = await piped(['track', '--status', 'rejected']);
    expect([none.code, none.stdout, none.stderr.split('\n').at(-2)]).toEqual([
      0,
      '',
      'fresher: no tracked listing is at rejected (3 tracked: fresher track shows them all)',
    ]);

    const show = stripAnsi((await tty(['track', 'show', a.id.slice(0, 8)])).stdout);
    expect(show).toContain(a.title);
    expect(show).toMatch(/History\n {2}applied +18 Nov 2026 .* {2}referral from Asha\n {2}interview +20 Nov 2026/);

    expect((await piped(['track', 'rm', b.id.slice(0, 8)])).stderr).toContain('stopped tracking 1 listing');
    expect((JSON.parse((await piped(['track', '--json'])).stdout) as HistoryRow[]).map((h) => h.id)).not.toContain(b.id);
  });

  it('asks for what it needs, in one line: a status, a real date, a real id', async () => {
    home = tempHome();
    const id = openJobs()[0]!.id;
    expect((await piped(['track', id])).stderr).toContain('give the status to record: --status interested|applied|');
    expect((await piped(['track', id, '--status', 'hired'])).code).toBe(2);
    expect((await piped(['track', id, '--status', 'applied', '--on', '2026-02-30'])).stderr).toContain('--on "2026-02-30" is not a date');
    expect((await piped(['track', id, '--status', 'applied', '--on', '2025-13-01'])).stderr).toContain('--on "2025-13-01" is not a date');
    expect((await piped(['track', 'zz', '--status', 'applied'])).code).toBe(2);
    const unknown = await piped(['track', '00000000-0000-4000-8000-000000000000', '--status', 'applied']);
    expect([unknown.code, unknown.stderr]).toEqual([3, expect.stringContaining('no job or internship with id 00000000-0000-4000-8000-000000000000')]);
  });

  it('closed and vanished listings stay on the board, marked', async () => {
    home = tempHome();
    await withSandbox({ seed: 5, jobs: 30, internships: 2, events: 1 }, async (s) => {
      const [a, b, c] = s.corpus.jobs.filter((j) => j.is_active !== false).map((j) => j.id) as [string, string, string];
      expect((await piped(['track', a, b, c, '--status', 'applied'], s.url)).code).toBe(0);
      const bTitle = s.corpus.jobs.find((j) => j.id === b)?.title;
      s.closeListing(a);
      s.remove(b);
      const rows = JSON.parse((await piped(['track', '--json'], s.url)).stdout) as HistoryRow[];
      expect(rows.map((r) => [r.id, r.listing])).toEqual([
        [a, 'closed'],
        [b, 'gone'],
        [c, 'open'],
      ]);
      // The vanished one keeps the names it had when tracked.
      expect(bTitle).toBeDefined();
      expect(rows[1]?.title).toBe(bTitle);
      const board = stripAnsi((await tty(['track'], s.url)).stdout);
      expect(board).toMatch(/closed/);
      expect(board).toMatch(/no longer listed/);
    });
  });

  it('with the API down, the board, history, deadlines and saved list still show, as last seen; a status can still be recorded', async () => {
    home = tempHome();
    let url = '';
    let ids: string[] = [];
    let jobs: Job[] = [];
    await withSandbox({ seed: 5, jobs: 30, internships: 2, events: 1 }, async (s) => {
      url = s.url;
      jobs = s.corpus.jobs.filter((j) => j.is_active !== false && j.deadline);
      ids = jobs.slice(0, 2).map((j) => j.id);
      expect((await piped(['track', ...ids, '--status', 'applied'], url)).code).toBe(0);
    });
    // The sandbox is closed: its port refuses connections.
    const warning = 'fresher: warning: could not check the listings with the API (cannot reach';
    const board = await tty(['track'], url);
    expect([board.code, board.stderr]).toEqual([0, expect.stringContaining(warning)]);
    expect(stripAnsi(board.stdout)).toContain(`${ids[0]!.slice(0, 8)}  ${jobs[0]!.title} · ${jobs[0]!.company}`);
    expect(stripAnsi(board.stdout)).toMatch(/not checked/);
    // At 60 columns the facts move below the title rather than past the edge; so do hidden's rows.
    const hid = await piped(['hide', ids[1]!], url);
    expect([hid.code, hid.stderr]).toEqual([0, expect.stringContaining('hid 1 listing')]);
    for (const args of [['track'], ['hidden']]) {
      const narrow = stripAnsi((await tty(args, url, 60)).stdout);
      expect(narrow).toContain(jobs[1]!.title.slice(0, 10));
      for (const line of narrow.split('\n')) expect(displayWidth(line), line).toBeLessThanOrEqual(60);
    }
    // The undo names only what this run hid: a listing hidden before stays hidden.
    const again = await piped(['hide', ids[1]!, ids[0]!], url);
    expect(again.stderr).toContain(`hid 1 listing (1 already hidden); undo: fresher unhide ${ids[0]!.slice(0, 8)}\n`);
    const none = await piped(['hide', ids[0]!], url);
    expect(none.stderr).toContain('hid 0 listings (1 already hidden)\n');
    expect(none.stderr).not.toContain('undo');
    expect((await piped(['unhide', ids[1]!, ids[0]!], url)).code).toBe(0);
    const rows = JSON.parse((await piped(['track', '--json'], url)).stdout) as HistoryRow[];
    expect(rows.map((r) => [r.id, r.listing, r.title])).toEqual(jobs.slice(0, 2).map((j) => [j.id, 'unchecked', j.title]));
    const show = await tty(['track', 'show', ids[0]!.slice(0, 8)], url);
    expect([show.code, stripAnsi(show.stdout)]).toEqual([0, expect.stringMatching(/not checked with the API; as last seen[\s\S]*History\n {2}applied/)]);
    const due = await piped(['track', '--due', '100000d', '--json'], url);
    expect((JSON.parse(due.stdout) as { id: string }[]).map((d) => d.id).sort()).toEqual([...ids].sort());
    const saved = await piped(['jobs', 'saved', '--json'], url);
    expect([saved.code, saved.stderr]).toEqual([0, expect.stringContaining(warning)]);
    expect((JSON.parse(saved.stdout) as { status: string }[]).map((r) => r.status)).toEqual(['unchecked', 'unchecked']);
    // A change to a tracked listing is recorded without the API; a listing new to the tracker needs it.
    const moved = await piped(['track', ids[0]!.slice(0, 8), '--status', 'interview'], url);
    expect(moved.code).toBe(0);
    const after = JSON.parse((await piped(['track', '--json'], url)).stdout) as HistoryRow[];
    expect(after.filter((r) => r.current).map((r) => r.status)).toEqual(['interview', 'applied']);
    const other = jobs[2]!.id;
    const fresh = await piped(['track', other, '--status', 'applied'], url);
    expect([fresh.code, fresh.stderr]).toEqual([1, expect.stringMatching(/^fresher: error: cannot reach /m)]);
  });

  it('list tables and --untracked: a status mark after the id, "applied before" for a repost', async () => {
    home = tempHome();
    const job = (id: string, title: string, company: string) => ({ id, title, company, location: 'Pune, India', posted_at: new Date().toISOString() });
    const jobs = [
      job('aaaaaaaa-0000-4000-8000-000000000001', 'Graduate Engineer Trainee', 'Acme Labs'),
      job('bbbbbbbb-0000-4000-8000-000000000002', 'Graduate engineer trainee.', 'ACME Labs'),
      job('cccccccc-0000-4000-8000-000000000003', 'Data Analyst', 'Acme Labs'),
    ];
    const api = await startFakeApi({ '/api/jobs': { body: { jobs } }, [`/api/jobs/${jobs[0]!.id}`]: { body: { job: jobs[0] } } });
    try {
      expect((await piped(['track', 'aaaaaaaa', '--status', 'applied'], api.url)).code).toBe(0);
      const list = await tty(['jobs', 'list', '--no-pager'], api.url, 140);
      const table = stripAnsi(list.stdout).split('\n');
      expect(table[0]).toMatch(/^ID {8}TITLE/);
      expect(table.find((l) => l.startsWith('aaaaaaaa'))).toMatch(/^aaaaaaaa✓ Graduate/);
      expect(table.find((l) => l.startsWith('bbbbbbbb'))).toMatch(/^bbbbbbbb↺ Graduate/);
      expect(table.find((l) => l.startsWith('cccccccc'))).toMatch(/^cccccccc {2}Data/);
      expect(list.stderr).toContain('marks after ids: ✓ applied (1) · ↺ applied before (1)');
      const untracked = await piped(['jobs', 'list', '--untracked'], api.url);
      expect(
        untracked.stdout
          .split('\n')
          .filter(Boolean)
          .map((l) => l.slice(0, 8)),
      ).toEqual(['bbbbbbbb', 'cccccccc']);
    } finally {
      await api.close();
    }
  });

  it('--due: tracked and saved listings with a deadline in the window, soonest first; --ics parses', async () => {
    home = tempHome();
    const today = new Date();
    const inDays = (n: number): string => new Date(today.getFullYear(), today.getMonth(), today.getDate() + n, 12).toISOString().slice(0, 10);
    const withDeadline = (n: number) => openJobs().find((j) => j.deadline === inDays(n));
    const soon = [2, 3, 4, 5, 6].map(withDeadline).find(Boolean);
    const later =
      [1, 2, 3, 4, 5, 6]
        .map(withDeadline)
        .filter(Boolean)
        .find((j) => j !== soon) ?? undefined;
    const far = [20, 21, 22, 25, 30, 40].map(withDeadline).find(Boolean);
    expect(soon && far).toBeTruthy();
    await piped(['jobs', 'save', soon!.id]);
    await piped(['track', far!.id, '--status', 'applied']);
    if (later) await piped(['track', later.id, '--status', 'interested']);
    const due = JSON.parse((await piped(['track', '--due', '7d', '--json'])).stdout) as { id: string; days_left: number; status: string }[];
    const expected = [soon!, ...(later ? [later] : [])].sort((x, y) => String(x.deadline).localeCompare(String(y.deadline)));
    expect(due.map((d) => d.id)).toEqual(expected.map((j) => j.id));
    expect(due.find((d) => d.id === soon!.id)?.status).toBe('saved');
    const file = join(home.dir, 'deadlines.ics');
    expect((await piped(['track', '--ics', '-o', file])).code).toBe(0);
    const cal = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8')));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid).sort()).toEqual([soon!, far!, ...(later ? [later] : [])].map((j) => `deadline-${j.id}@fresher`).sort());
    for (const e of events) expect(e.startDate.isDate).toBe(true);
  });
});

describe('fresher hide', () => {
  it('hides companies (any case or accent, or --match) and listings from list, stats and --json; the count line says so', async () => {
    home = tempHome();
    const jobs = openJobs();
    const company = jobs[0]!.company;
    const matchWord = jobs.find((j) => j.company !== company)!.company.split(' ')[0]!;
    const listing = jobs.find((j) => j.company !== company && !j.company.includes(matchWord))!;
    expect((await piped(['hide', 'company', company.toUpperCase()])).code).toBe(0);
    expect((await piped(['hide', 'company', '--match', matchWord.toLowerCase()])).code).toBe(0);
    expect((await piped(['hide', listing.id.slice(0, 8)])).code).toBe(0);
    const gone = (j: Job) => j.company === company || j.company.toLowerCase().includes(matchWord.toLowerCase()) || j.id === listing.id;
    const list = await piped(['jobs', 'list', '--json']);
    const got = JSON.parse(list.stdout) as Job[];
    expect(got.map((j) => j.id)).toEqual(jobs.filter((j) => !gone(j)).map((j) => j.id));
    expect(list.stderr).toContain(`left out: ${jobs.filter(gone).length} hidden (--show-hidden shows them)`);
    expect((JSON.parse((await piped(['jobs', 'list', '--json', '--show-hidden'])).stdout) as Job[]).length).toBe(jobs.length);
    const csv = await piped(['jobs', 'list', '--csv']);
    expect(csv.stdout.trim().split('\n')).toHaveLength(jobs.length - jobs.filter(gone).length + 1);
    const stats = JSON.parse((await piped(['jobs', 'stats', '--json'])).stdout) as { total: number };
    expect(stats.total).toBe(jobs.length - jobs.filter(gone).length);
    const hidden = JSON.parse((await piped(['hidden', '--json'])).stdout) as { companies: { name: string; match: boolean }[]; listings: { id: string }[] };
    expect(hidden.companies.map((c) => [c.name, c.match])).toEqual([
      [company.toUpperCase(), false],
      [matchWord.toLowerCase(), true],
    ]);
    expect(hidden.listings.map((l) => l.id)).toEqual([listing.id]);
    const unhid = await piped(['unhide', 'company', company]);
    expect([unhid.code, unhid.stderr]).toEqual([0, `fresher: unhid the company "${company}"\n`]);
    expect((await piped(['unhide', listing.id.slice(0, 8)])).code).toBe(0);
    expect((JSON.parse((await piped(['hidden', '--json'])).stdout) as { companies: unknown[] }).companies).toHaveLength(1);
    expect((await piped(['hide', 'company'])).code).toBe(2);
    // A name that is also a --match rule: both go, and the rule is named, never dropped unsaid.
    expect((await piped(['hide', 'company', matchWord])).code).toBe(0);
    const both = await piped(['unhide', 'company', matchWord.toUpperCase()]);
    expect([both.code, both.stderr]).toEqual([
      0,
      `fresher: unhid the company "${matchWord.toUpperCase()}", and every company containing "${matchWord.toUpperCase()}" (a --match rule)\n`,
    ]);
    expect((JSON.parse((await piped(['hidden', '--json'])).stdout) as { companies: unknown[] }).companies).toHaveLength(0);
    // --match takes only the rule; a listing that was not hidden is said so, not "unhid 0".
    expect((await piped(['hide', 'company', matchWord])).code).toBe(0);
    expect((await piped(['hide', 'company', '--match', matchWord])).code).toBe(0);
    const rule = await piped(['unhide', 'company', '--match', matchWord]);
    expect([rule.code, rule.stderr]).toEqual([0, `fresher: unhid every company containing "${matchWord}" (a --match rule)\n`]);
    expect((JSON.parse((await piped(['hidden', '--json'])).stdout) as { companies: { match: boolean }[] }).companies.map((c) => c.match)).toEqual([false]);
    expect((await piped(['unhide', 'company'])).code).toBe(2);
    // --match for a company hidden by its name: said so, with the command that unhides it.
    const byName = await piped(['unhide', 'company', '--match', matchWord]);
    expect([byName.code, byName.stderr.split('\n').at(-2)]).toEqual([
      3,
      `fresher: no --match rule for "${matchWord}"; the company "${matchWord}" is hidden by its name: fresher unhide company ${matchWord}`,
    ]);
    const notHidden = await piped(['unhide', listing.id.slice(0, 8)]);
    expect([notHidden.code, notHidden.stderr.split('\n').at(-2)]).toEqual([3, 'fresher: that listing was not hidden (see: fresher hidden)']);
  });
});

describe('saved searches and the digest', () => {
  it('save checks names and flags, keeps vocabulary spellings; list, run and rm', async () => {
    home = tempHome();
    expect((await piped(['search', 'save', 'bad name!', '--search', 'x'])).code).toBe(2);
    const bad = await piped(['search', 'save', 'pune', '--location', 'Atlantis']);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('is not a known location')]);
    expect((await piped(['search', 'save', 'pune', '--location', 'poona', '--search', 'analyst', '--limit', '5'])).stderr).toContain(
      "saved search pune: fresher jobs list --location 'Pune, India' --search analyst --limit 5",
    );
    const list = JSON.parse((await piped(['search', 'list', '--json'])).stdout) as { name: string; kind: string; flags: Record<string, unknown> }[];
    expect(list).toEqual([{ name: 'pune', kind: 'job', flags: { location: ['Pune, India'], search: 'analyst', limit: '5' }, savedAt: expect.any(String) }]);
    const mark = sandbox().requests.length;
    const run = await piped(['search', 'run', 'pune', '--json']);
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Job[];
    expect(rows.length).toBeLessThanOrEqual(5);
    for (const r of rows) expect(r.location).toBe('Pune, India');
    expect(
      sandbox()
        .requests.slice(mark)
        .filter((q) => q.path === '/api/jobs')
        .map((q) => new URLSearchParams(q.query).get('location')),
    ).toEqual(['Pune, India']);
    expect((await piped(['search', 'rm', 'pune'])).code).toBe(0);
    expect((await piped(['search', 'run', 'pune'])).code).toBe(3);
  });

  it('digest: only what is new, grouped by search, one request per distinct query, hidden and tracked left out', async () => {
    home = tempHome();
    await withSandbox({ seed: 8, jobs: 60, internships: 20, events: 1 }, async (s) => {
      const r = (args: string[], env: Record<string, string> = {}) => piped(args, s.url, env);
      await r(['search', 'save', 'remote', '--work-type', 'Remote']);
      await r(['search', 'save', 'remote-python', '--work-type', 'Remote', '--search', 'python']);
      await r(['search', 'save', 'interns', '--internships']);
      const remote = s.corpus.jobs.filter((j) => j.is_active !== false && j.work_type === 'Remote');
      await r(['hide', 'company', remote[0]!.company]);
      await r(['track', remote[1]!.id, '--status', 'applied']);
      const kept = remote.filter((j) => j.company !== remote[0]!.company && j.id !== remote[1]!.id);
      // Gone before the first digest: when it is listed again, it is new.
      s.remove(kept[2]!.id);
      const mark = s.requests.length;
      const first = await r(['digest', '--json']);
      expect(first.code).toBe(0);
      const groups = JSON.parse(first.stdout) as { search: string; new: Job[] }[];
      expect(groups.map((g) => g.search)).toEqual(['remote', 'remote-python', 'interns']);
      expect(groups[0]!.new.map((j) => j.id)).toEqual(kept.filter((j) => j.id !== kept[2]!.id).map((j) => j.id));
      // The remote Python listings were shown under 'remote' already: a listing is shown once, and counted once.
      expect(groups[1]!.new).toEqual([]);
      expect(first.stderr).toContain(`${groups[0]!.new.length + groups[2]!.new.length} new in 2 of 3 searches`);
      // Two searches share one query: two requests in all (remote jobs, internships).
      expect(s.requests.slice(mark).filter((q) => q.path === '/api/jobs' || q.path === '/api/internships').length).toBe(2);
      const second = await r(['digest']);
      expect([second.code, second.stdout, second.stderr]).toEqual([0, '', expect.stringContaining('nothing new since the last digest')]);
      // A search saved later that overlaps them has nothing new: an earlier digest showed it all.
      await r(['search', 'save', 'remote-sql', '--work-type', 'Remote', '--search', 'sql']);
      expect((await r(['digest', '--exit-status'])).code).toBe(3);
      await r(['search', 'rm', 'remote-sql']);
      expect((await r(['digest', '--exit-status'])).code).toBe(3);
      // What it remembers follows what the API lists: a listing gone is forgotten, so is a search removed.
      const memory = (): Record<string, string[]> => {
        const file = JSON.parse(readFileSync(stateFile('digest.json'), 'utf8')) as { apis: Record<string, { shown: { search: string; ids: string[] }[] }> };
        return Object.fromEntries(file.apis[s.url]!.shown.map((g) => [g.search, g.ids]));
      };
      expect(memory().remote).toContain(kept[0]!.id);
      s.remove(kept[0]!.id);
      await r(['search', 'save', 'gone-soon', '--work-type', 'Hybrid']);
      await r(['digest']);
      expect(Object.keys(memory())).toContain('gone-soon');
      await r(['search', 'rm', 'gone-soon']);
      expect((await r(['digest', '--exit-status'])).code).toBe(3);
      expect(memory().remote).not.toContain(kept[0]!.id);
      expect(memory().remote).toContain(kept[1]!.id);
      expect(Object.keys(memory()).sort()).toEqual(['interns', 'remote', 'remote-python']);
      // A listing posted later is new; the notifier is told, where there is one.
      const bin = join(home.dir, 'bin');
      mkdirSync(bin);
      writeFileSync(join(bin, 'notify-send'), `#!/bin/sh\necho "$@" > ${join(home.dir, 'notified')}\n`);
      chmodSync(join(bin, 'notify-send'), 0o755);
      // The same API (same address) restarted from the same seed serves the removed listings again.
      const port = Number(new URL(s.url).port);
      await s.close();
      await withSandbox({ seed: 8, jobs: 60, internships: 20, events: 1, port }, async (again) => {
        // Two weeks and a day on (a listing shown once is kept that long after no search lists it).
        const third = await runInProcess(['digest', '--notify', '--exit-status', '--json', '--api-url', again.url], {
          env: { ...home.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
          clock: fakeClock(Date.now() + 15 * 86_400_000),
        });
        expect(third.code).toBe(0);
        const news = JSON.parse(third.stdout) as { search: string; new: Job[] }[];
        // The listings that came back are new; the tracked one is still tracked on this API, so left out.
        expect(news[0]!.new.map((j) => j.id).sort()).toEqual([kept[0]!.id, kept[2]!.id].sort());
        // The notifier runs on its own: wait for what it writes.
        const notified = join(home.dir, 'notified');
        const read = () => (existsSync(notified) ? readFileSync(notified, 'utf8') : '');
        await eventually('the notifier to write its arguments', () => (read().endsWith('\n') ? read() : undefined), 10_000, read);
        expect(read()).toMatch(/^--app-name=fresher fresher: \d+ new listings? remote: 2/);
      });
    });
  });

  it('says what it does: --limit checked at save, aligned names, a feed refused before fetching, track rm names what is not tracked, --status narrows --due and --ics', async () => {
    home = tempHome();
    const bad = await piped(['search', 'save', 'lim', '--limit', 'abc']);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('--limit "abc" is not a whole number')]);
    expect((await piped(['search', 'list', '--json'])).stdout).toBe('[]\n');
    await piped(['search', 'save', 'blr', '--location', 'Bengaluru']);
    await piped(['search', 'save', 'interns-remote', '--internships', '--work-type', 'Remote']);
    const listed = stripAnsi((await tty(['search', 'list'])).stdout)
      .split('\n')
      .filter(Boolean);
    expect(listed.map((l) => l.indexOf('fresher '))).toEqual([16, 16]);
    const before = sandbox().requests.length;
    const atom = await piped(['digest', '--format', 'atom']);
    expect([atom.code, atom.stderr]).toEqual([2, expect.stringContaining('an Atom feed is written for lists of jobs or internships')]);
    expect(sandbox().requests.length).toBe(before);
    const [a, b, c] = openJobs() as [Job, Job, Job];
    await piped(['track', a.id, '--status', 'offer', '--deadline', '2099-01-01']);
    await piped(['track', b.id, '--status', 'interview', '--next', '2099-01-02']);
    const due = JSON.parse((await piped(['track', '--due', '100000d', '--status', 'offer', '--json'])).stdout) as { id: string }[];
    expect(due.map((d) => d.id)).toEqual([a.id]);
    const ics = (await piped(['track', '--ics', '--status', 'interview'])).stdout;
    expect(ics.match(/^SUMMARY:/gm)).toHaveLength(1);
    expect(ics).toContain(`UID:next-${b.id}@fresher`);
    const notTracked = await piped(['track', 'rm', c.id.slice(0, 8)]);
    expect([notTracked.code, notTracked.stderr]).toEqual([3, expect.stringContaining(`error: ${c.id.slice(0, 8)} is not tracked`)]);
    const mixed = await piped(['track', 'rm', a.id.slice(0, 8), c.id.slice(0, 8)]);
    expect(mixed.code).toBe(3);
    expect(mixed.stderr).toContain(`stopped tracking 1 listing; still saved (fresher jobs unsave ${a.id.slice(0, 8)} removes it)`);
  });

  it('a saved search narrowed and widened again shows nothing again (what it showed is kept two weeks)', async () => {
    home = tempHome();
    await piped(['search', 'save', 'remote', '--work-type', 'Remote']);
    expect(JSON.parse((await piped(['digest', '--json'])).stdout)[0].new.length).toBeGreaterThan(2);
    await piped(['search', 'save', 'remote', '--work-type', 'Remote', '--location', 'Pune']);
    expect((await piped(['digest', '--exit-status'])).code).toBe(3);
    await piped(['search', 'save', 'remote', '--work-type', 'Remote']);
    const widened = await piped(['digest', '--exit-status']);
    expect([widened.code, widened.stderr]).toEqual([3, expect.stringContaining('nothing new since the last digest')]);
  });

  it('a search the API fails is named; the digest still shows the others, keeps the failed one new for next time, then exits 1', async () => {
    home = tempHome();
    await withSandbox({ seed: 8, jobs: 40, internships: 20, events: 1, faults: [parseFault('html,path=/api/internships,times=*')] }, async (down) => {
      await piped(['search', 'save', 'remote', '--work-type', 'Remote'], down.url);
      await piped(['search', 'save', 'interns', '--internships'], down.url);
      const digest = await piped(['digest', '--json'], down.url);
      expect(digest.code).toBe(1);
      expect(digest.stderr).toMatch(/^fresher: error: saved search interns: .*HTML/m);
      const groups = JSON.parse(digest.stdout) as { search: string; new: Job[] }[];
      expect(groups.map((g) => g.search)).toEqual(['remote']);
      expect(groups[0]!.new.length).toBeGreaterThan(0);
      // The same API once it answers again (same address, same data): the interns' listings are new then.
      const port = Number(new URL(down.url).port);
      await down.close();
      await withSandbox({ seed: 8, jobs: 40, internships: 20, events: 1, port }, async (up) => {
        const next = JSON.parse((await piped(['digest', '--json'], up.url)).stdout) as { search: string; new: Job[] }[];
        expect(next.map((g) => [g.search, g.new.length > 0])).toEqual([
          ['remote', false],
          ['interns', true],
        ]);
      });
    });
  });

  it('when no search could be run the digest says so, not "nothing new"', async () => {
    home = tempHome();
    await withSandbox({ seed: 8, jobs: 10, internships: 5, events: 1, faults: [parseFault('html,path=/api/internships,times=*')] }, async (down) => {
      await piped(['search', 'save', 'interns', '--internships'], down.url);
      const digest = await piped(['digest'], down.url);
      expect(digest.code).toBe(1);
      expect(digest.stderr).toContain('fresher: no saved search could be run');
      expect(digest.stderr).not.toContain('nothing new');
    });
  });

  it('a saved search whose values no longer pass is named; the digest still runs the others, then exits 2', async () => {
    home = tempHome();
    await piped(['search', 'save', 'pune', '--location', 'Pune']);
    await piped(['search', 'save', 'remote', '--work-type', 'Remote']);
    // As if the API's vocabulary had dropped the value since the search was saved.
    const file = stateFile('searches.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Pune, India', 'Atlantis, India'));
    const digest = await piped(['digest', '--json']);
    expect(digest.code).toBe(2);
    expect(digest.stderr).toMatch(/^fresher: error: saved search pune: --location "Atlantis, India" is not a known location\.$/m);
    expect(digest.stderr).toContain("Save it again with other values: fresher search save pune ... (it is: fresher jobs list --location 'Atlantis, India')");
    const groups = JSON.parse(digest.stdout) as { search: string; new: Job[] }[];
    expect(groups.map((g) => g.search)).toEqual(['remote']);
    expect(groups[0]!.new.length).toBeGreaterThan(0);
    const run = await piped(['search', 'run', 'pune']);
    expect([run.code, run.stdout]).toEqual([2, '']);
    expect(run.stderr).toMatch(/^fresher: error: saved search pune: --location "Atlantis, India"/);
  });

  it('the digest on a terminal groups by search with counts', async () => {
    home = tempHome();
    await piped(['search', 'save', 'hybrid', '--work-type', 'Hybrid', '--limit', '3']);
    const out = stripAnsi((await tty(['digest'])).stdout);
    expect(out).toMatch(/^hybrid \(3 new\)\n( {2}[0-9a-f]{8} {2}.+\n){3}/);
  });
});

describe('calendar files', () => {
  it('events --ics: RFC 5545 a real parser reads back, IST times, stable UIDs, folded CRLF lines', async () => {
    home = tempHome();
    const file = join(home.dir, 'events.ics');
    expect((await piped(['events', '--ics', '-o', file])).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text.split('\r\n').length).toBeGreaterThan(10);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const cal = new ICAL.Component(ICAL.parse(text));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    // The calendar holds the upcoming events that have a day (an undated one is listed, but is no calendar entry).
    const upcoming = (
      JSON.parse((await piped(['events', '--json'])).stdout) as { id: string; title: string; event_time: string; event_date: string | null }[]
    ).filter((e) => e.event_date !== null);
    expect(events.map((e) => e.uid)).toEqual(upcoming.map((e) => `event-${e.id}@fresher`));
    // Sample data says so in each entry and in the calendar's name: imported, it is never taken for real events.
    expect(events.map((e) => e.summary)).toEqual(upcoming.map((e) => `[sandbox] ${e.title}`));
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('[sandbox] fresher events');
    const timed = events.filter((e) => !e.startDate.isDate);
    expect(timed.length).toBeGreaterThan(0);
    for (const v of cal.getAllSubcomponents('vevent').filter((x) => !new ICAL.Event(x).startDate.isDate))
      expect(v.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    // Exported again: the same UIDs, so a calendar updates rather than duplicates.
    const again = (await piped(['events', '--ics'])).stdout;
    expect(new ICAL.Component(ICAL.parse(again)).getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(events.map((e) => e.uid));
  });

  it('hostile event text cannot add lines or events to the calendar', async () => {
    home = tempHome();
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const evil = 'Fair\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nSUMMARY:injected; a, b \\ c \u001b]0;x\u0007 ₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹₹';
    const api = await startFakeApi({
      '/api/events': { body: { events: [{ id: 'e1', title: evil, event_date: date, event_time: '6:30 PM IST', company: 'X;Y', location: 'Hall, 2' }] } },
    });
    try {
      const out = (await piped(['events', '--ics'], api.url)).stdout;
      for (const line of out.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const events = new ICAL.Component(ICAL.parse(out)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(events).toHaveLength(1);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the OSC sequence the CLI strips
      expect(events[0]!.summary).toBe(evil.replace(/\r\n/g, '\n').replace(/\u001b\]0;x\u0007/, ''));
      expect(events[0]!.location).toBe('Hall, 2');
      expect(events[0]!.startDate.toString()).toBe(`${date}T18:30:00`);
    } finally {
      await api.close();
    }
  });
});

describe('state files', () => {
  it('carry a schema version; a damaged one is kept aside; a newer one is never overwritten', async () => {
    home = tempHome();
    const id = openJobs()[0]!.id;
    await piped(['track', id, '--status', 'interested']);
    expect(JSON.parse(readFileSync(stateFile('tracker.json'), 'utf8')).version).toBe(2);
    writeFileSync(stateFile('tracker.json'), '{"version": 2, "apis": {');
    const damaged = await piped(['track', id, '--status', 'applied']);
    expect(damaged.code).toBe(0);
    expect(damaged.stderr).toMatch(/tracker\.json could not be used \(it is not valid JSON\); kept it as .*tracker\.json\.damaged-\d+/);
    expect(readdirSync(join(home.dir, 'state', 'fresher')).some((f) => f.startsWith('tracker.json.damaged-'))).toBe(true);
    const newer = { version: 3, apis: {}, future: true };
    writeFileSync(stateFile('tracker.json'), JSON.stringify(newer));
    const refused = await piped(['track', id, '--status', 'offer']);
    expect([refused.code, refused.stderr]).toEqual([
      1,
      expect.stringContaining('was written by a newer fresher (schema 3); upgrade fresher to change the tracker'),
    ]);
    expect(JSON.parse(readFileSync(stateFile('tracker.json'), 'utf8'))).toEqual(newer);
    expect(existsSync(stateFile('hidden.json'))).toBe(false);
  });
});

describe('every job-hunt command, on a terminal and piped', () => {
  it('reads as text for a person and as rows for a pipe; a typo in a subcommand is named', async () => {
    home = tempHome();
    const [a, b] = openJobs().slice(3, 5) as [Job, Job];
    await piped(['track', a.id, '--status', 'applied']);
    await piped(['hide', b.id]);
    await piped(['hide', 'company', '--match', 'nothing-like-this']);
    await piped(['search', 'save', 'all-remote', '--work-type', 'Remote']);
    for (const args of [['hidden'], ['search', 'list'], ['track', '--due', '400d'], ['track', 'show', a.id.slice(0, 8)], ['digest']]) {
      const person = await tty(args);
      expect(person.code, args.join(' ')).toBe(0);
      expect(stripAnsi(person.stdout).trim().length, args.join(' ')).toBeGreaterThan(0);
      expect(person.stdout, args.join(' ')).not.toContain('\t');
      const pipe = await piped(args);
      expect(pipe.code, args.join(' ')).toBe(0);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: no escape sequence may reach a pipe
      expect(pipe.stdout, args.join(' ')).not.toMatch(/\u001b/);
    }
    expect(stripAnsi((await tty(['hidden'])).stdout)).toContain(b.id.slice(0, 8));
    const typo = await piped(['track', 'shw', a.id.slice(0, 8)]);
    expect([typo.code, typo.stderr]).toEqual([2, expect.stringContaining("unknown command 'shw' for 'fresher track'. Did you mean show?")]);
    expect((await piped(['hide', 'compny', 'Acme'])).stderr).toContain('Did you mean company?');
  });
});
