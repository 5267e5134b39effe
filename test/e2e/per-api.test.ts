/**
 * Every saved, tracked, hidden, searched and seen entry belongs to exactly one API identity. Two APIs
 * serving the same ids (the built-in sandbox and a sandbox server from the same seed) never see or
 * change each other's entries; spellings of one API (trailing slash, capitals, user info) are one API.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_DEFAULTS } from '../../src/sandbox/defaults.js';
import { runCli, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';

// The built-in sandbox's corpus, served again by a server: the same ids on two APIs.
const server = useSandbox({ ...SANDBOX_DEFAULTS });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

type Row = { id: string; api?: string };
const builtin = (args: string[]) => runCli(args, { env: home.env });
const onServer = (args: string[], url = server().url) => runCli(args, { env: { ...home.env, FRESHER_API_URL: url } });
const ids = (stdout: string): string[] => (JSON.parse(stdout) as Row[]).map((r) => r.id);
const openJobs = () => server().corpus.jobs.filter((j) => j.is_active !== false);

describe('state kept per API', () => {
  it('saved, unsave, track and the board of one API never reach another with the same ids', async () => {
    home = tempHome();
    const [a, b, c] = openJobs().map((j) => j.id);
    expect((await builtin(['jobs', 'save', a!, b!])).stderr).toContain('saved 2 jobs');
    expect((await builtin(['track', c!, '--status', 'interested'])).code).toBe(0);

    // The server: nothing saved or tracked yet, and it says what the other API keeps.
    const saved = await onServer(['jobs', 'saved', '--json']);
    expect([saved.code, JSON.parse(saved.stdout)]).toEqual([0, []]);
    // (Tracking a listing saves it too.)
    expect(saved.stderr).toContain('3 saved jobs on other APIs not shown; --all-apis shows them');
    const all = await onServer(['jobs', 'saved', '--json', '--all-apis']);
    expect((JSON.parse(all.stdout) as Row[]).map((r) => [r.id, r.api])).toEqual([a, b, c].map((id) => [id, 'builtin-sandbox']));
    const board = await onServer(['track']);
    expect(board.stderr).toContain('1 tracked on other APIs not shown; --all-apis shows them');
    // With --all-apis every format names each row's API; without it, none does.
    const csv = (await onServer(['track', '--all-apis', '--csv'])).stdout.split('\r\n');
    expect(csv[0]).toBe('id,api,kind,title,company,status,at,note,current,listing,deadline,deadline_from,next,next_note');
    expect(csv[1]).toMatch(new RegExp(`^${c},builtin-sandbox,job,`));
    expect((JSON.parse((await builtin(['jobs', 'saved', '--json'])).stdout) as Row[]).every((r) => r.api === undefined)).toBe(true);
    // It goes with the board only: a status, due list or calendar is for the API in use.
    for (const args of [
      ['track', c!, '--status', 'offer', '--all-apis'],
      ['track', '--due', '7d', '--all-apis'],
      ['track', '--ics', '--all-apis'],
    ]) {
      const r = await onServer(args);
      expect([r.code, r.stderr], args.join(' ')).toEqual([2, expect.stringContaining('--all-apis goes with the board')]);
    }
    expect(board.stderr).toContain('nothing tracked yet');

    // Saving the same ids on the server saves them there (not "already saved").
    const save = await onServer(['jobs', 'save', a!, b!]);
    expect(save.stderr).toContain('saved 2 jobs');
    expect(save.stderr).not.toContain('already saved');
    // A status set on the server is the server's; the built-in sandbox's entry keeps its own.
    expect((await onServer(['track', c!, '--status', 'interview'])).code).toBe(0);
    expect((await onServer(['track', '--json'])).stdout).toContain('"interview"');
    const shown = await builtin(['track', 'show', c!, '--json']);
    expect((JSON.parse(shown.stdout) as { history: { status: string }[] }).history.map((h) => h.status)).toEqual(['interested']);
    // Unsave by full id and by prefix on the server removes the server's entries only.
    expect((await onServer(['jobs', 'unsave', a!, b!.slice(0, 8)])).code).toBe(0);
    expect(ids((await onServer(['jobs', 'saved', '--json'])).stdout)).toEqual([c]);
    expect(ids((await builtin(['jobs', 'saved', '--json'])).stdout)).toEqual([a, b, c]);
  });

  it('one API however it is spelled: a trailing slash, capitals, user info', async () => {
    home = tempHome();
    const url = server().url;
    const [a] = openJobs().map((j) => j.id);
    expect((await onServer(['jobs', 'save', a!], `${url}/`)).code).toBe(0);
    for (const spelling of [url, `${url}/`, url.replace('http://', 'HTTP://'), url.replace('127.0.0.1', 'user:pw@127.0.0.1')]) {
      const r = await onServer(['jobs', 'saved', '--json'], spelling);
      expect([spelling, r.code, ids(r.stdout)]).toEqual([spelling, 0, [a]]);
      expect(r.stderr, spelling).not.toContain('other APIs');
    }
    // https:// is another API.
    const file = JSON.parse(readFileSync(join(home.dir, 'state', 'fresher', 'saved.json'), 'utf8')) as { apis: Record<string, unknown> };
    expect(Object.keys(file.apis)).toEqual([url]);
  });

  it('hidden lists, saved searches and the digest are per API too', async () => {
    home = tempHome();
    const [a] = openJobs().map((j) => j.id);
    expect((await builtin(['hide', a!])).code).toBe(0);
    expect((await builtin(['search', 'save', 'pune', '--location', 'Pune'])).code).toBe(0);
    const list = await onServer(['jobs', 'list', '--json', '--limit', '5000']);
    expect(ids(list.stdout)).toContain(a);
    const searches = await onServer(['search', 'list']);
    expect([searches.stdout, searches.stderr]).toEqual(['', expect.stringContaining('1 saved search on other APIs not shown')]);
    const hidden = await onServer(['hidden', '--all-apis']);
    expect(hidden.stdout).toContain('builtin-sandbox');
    const digest = await onServer(['digest']);
    expect(digest.code).toBe(2);
    expect(digest.stderr).toContain('no saved searches to digest');
  });

  it('files written before identities existed are split by the API each entry named, nothing lost', async () => {
    home = tempHome();
    const url = server().url;
    const [a, b, c] = openJobs().map((j) => j.id);
    const dir = join(home.dir, 'state', 'fresher');
    mkdirSync(dir, { recursive: true });
    // fresher 0.1: no version; each entry named its API as configured (a password in it, a trailing slash).
    const withPassword = url.replace('http://', 'http://asha:hunter2@');
    writeFileSync(
      join(dir, 'saved.json'),
      JSON.stringify({
        job: [
          { id: a, savedAt: '2026-11-01T00:00:00Z', api: `${withPassword}/` },
          { id: b, savedAt: '2026-11-01T00:00:00Z', api: 'builtin-sandbox' },
        ],
        internship: [],
      }),
    );
    writeFileSync(
      join(dir, 'tracker.json'),
      JSON.stringify({
        version: 1,
        entries: [{ id: c, kind: 'job', api: url.toUpperCase(), title: 'T', company: 'C', history: [{ status: 'applied', at: '2026-11-01T00:00:00Z' }] }],
      }),
    );
    expect(ids((await onServer(['jobs', 'saved', '--json'])).stdout)).toEqual([a]);
    expect(ids((await builtin(['jobs', 'saved', '--json'])).stdout)).toEqual([b]);
    expect((await onServer(['track', '--json'])).stdout).toContain(c);
    const files = ['saved.json', 'tracker.json'].map((f) => readFileSync(join(dir, f), 'utf8'));
    for (const text of files) expect(text).not.toContain('hunter2');
    expect(Object.keys((JSON.parse(files[0]!) as { apis: object }).apis).sort()).toEqual(['builtin-sandbox', url].sort());
  });
});

describe('files written before identities, that recorded no API', () => {
  it('belong to the configured API, not to one given for a single run; a listing tracked under two spellings is one entry', async () => {
    home = tempHome();
    const url = server().url;
    const [a, b] = openJobs().map((j) => j.id);
    const dir = join(home.dir, 'state', 'fresher');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'hidden.json'),
      JSON.stringify({ version: 1, companies: [{ name: 'Acme', match: false, at: '2026-11-01T00:00:00Z' }], listings: [] }),
    );
    writeFileSync(
      join(dir, 'searches.json'),
      JSON.stringify({ version: 1, searches: [{ name: 'constructor', kind: 'job', flags: { location: 'Pune, India' }, savedAt: '2026-11-01T00:00:00Z' }] }),
    );
    writeFileSync(join(dir, 'digest.json'), JSON.stringify({ version: 1, shown: { constructor: [a] }, lastRun: '2026-11-01T00:00:00Z' }));
    const at = (d: number, status: string) => ({ status, at: `2026-11-0${d}T00:00:00Z` });
    writeFileSync(
      join(dir, 'tracker.json'),
      JSON.stringify({
        version: 1,
        entries: [
          { id: b, kind: 'job', api: url.replace('http://', 'http://alice@'), title: 'Old', company: 'C', history: [at(1, 'interested'), at(3, 'interview')] },
          { id: b, kind: 'job', api: url, title: 'New', company: 'C', history: [at(2, 'applied')] },
        ],
      }),
    );
    // A run against another API for once (a flag) reads the hide list first: it takes nothing.
    expect((await runCli(['jobs', 'list', '--limit', '1', '--api-url', url], { env: home.env })).code).toBe(0);
    const elsewhere = await runCli(['hidden', '--json', '--api-url', url], { env: home.env });
    expect(elsewhere.stderr).toContain('on other APIs not shown');
    // The configured API (here the built-in sandbox: nothing configured) has them all.
    const hidden = await builtin(['hidden']);
    expect(hidden.stdout).toMatch(/company\tAcme/);
    expect((await builtin(['search', 'list'])).stdout).toMatch(/^constructor\tjob/);
    // The digest memory has not gone to the other API either.
    const digestFile = JSON.parse(readFileSync(join(dir, 'digest.json'), 'utf8')) as { apis?: Record<string, unknown> };
    expect(digestFile.apis?.[url]).toBeUndefined();
    // The tracker recorded its API: both spellings are the server's identity, merged into one entry.
    const tracked = JSON.parse((await onServer(['track', 'show', b!, '--json'])).stdout) as { title: string; history: { status: string }[] };
    expect(tracked.history.map((h) => h.status)).toEqual(['interested', 'applied', 'interview']);
    expect(tracked.title).toBe('New');
    const board = await onServer(['track', '--json']);
    expect((JSON.parse(board.stdout) as { id: string; current?: boolean }[]).filter((r) => r.id === b && r.current === true)).toHaveLength(1);
  });
});

describe('credentials in the API URL', () => {
  it('an e-mail style user name, a password with a tab or escapes: never written to any file, never shown', async () => {
    home = tempHome();
    const url = server().url;
    const [a, b] = openJobs().map((j) => j.id);
    const secrets = ['S3CRETPW', 'pa\tssWORD9', 'p:ss\tword%', 'alice@example.com'];
    const urls = [
      url.replace('http://', 'http://alice@example.com:S3CRETPW@'),
      url.replace('http://', 'http://bob:pa\tssWORD9@'),
      url.replace('http://', `http://carol:${encodeURIComponent('p:ss\tword%')}@`),
    ];
    for (const withCredentials of urls) {
      for (const args of [
        ['jobs', 'list', '--new', '--location', 'Pune', '--debug'],
        ['jobs', 'save', a!],
        ['track', b!, '--status', 'applied'],
        ['search', 'save', 'p', '--location', 'Pune'],
        ['hide', 'company', 'X'],
        ['filters', 'refresh'],
        ['jobs', 'get', 'nope00', '--debug'],
      ]) {
        const r = await onServer(args, withCredentials);
        for (const s of [...secrets, 'ssWORD9', 'ss%09word']) expect(r.stderr, `${args.join(' ')}`).not.toContain(s);
      }
    }
    // One API however its credentials are spelled.
    expect(ids((await onServer(['jobs', 'saved', '--json'], url)).stdout).sort()).toEqual([a, b].sort());
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) (e.isDirectory() ? walk : (p: string) => files.push(p))(join(dir, e.name));
    };
    walk(home.dir);
    expect(files.length).toBeGreaterThan(4);
    for (const f of files) {
      const text = readFileSync(f, 'latin1');
      for (const s of [...secrets, 'ssWORD9', 'p%3Ass', 'alice']) expect(text, `${f} has ${s}`).not.toContain(s);
    }
  });
});
