/**
 * Atom feeds of listings (`--format atom`, `-o x.atom`, `search feed NAME`), read back by an
 * independent feed parser and checked as XML by a validator: newest first, entry ids from listing
 * ids, the same feed id run after run, hostile text escaped and stripped.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { runCli, tempHome } from '../helpers/cli.js';
import { ATTACKS, HOSTILE_ID, hostileJob, startListingsApi } from '../helpers/hostile-api.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 5, jobs: 80, internships: 20, events: 2 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const run = (args: string[], env: Record<string, string> = {}) => runCli([...args, '--api-url', sandbox().url], { env: { ...home.env, ...env } });
const active = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);

/** The feed, after checking that it is well-formed XML. */
function read(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parseFeed(xml);
}

describe('--format atom', () => {
  it('a list as an Atom 1.0 feed: an entry per listing, newest first, ids from listing ids, the API data in it', async () => {
    home = tempHome();
    const r = await run(['jobs', 'list', '--location', 'Pune, India', '--format', 'atom']);
    expect(r.code, r.stderr).toBe(0);
    const feed = read(r.stdout);
    expect(feed.meta).toEqual({ type: 'atom', version: '1.0' });
    const expected = active()
      .filter((j) => j.location === 'Pune, India')
      .sort((a, b) => Date.parse(b.posted_at ?? '') - Date.parse(a.posted_at ?? ''));
    expect(expected.length).toBeGreaterThan(2);
    expect(feed.items.map((i) => i.id)).toEqual(expected.map((j) => `urn:uuid:${j.id}`));
    const first = expected[0] as Job;
    const item = feed.items[0];
    expect(item?.title).toBe(`${first.title} — ${first.company}`);
    expect(item?.updated?.toISOString()).toBe(new Date(first.posted_at ?? '').toISOString());
    expect(item?.authors.map((a) => a.name)).toEqual([first.company]);
    expect(item?.description).toContain('Pune, India');
    expect(item?.content).toBe(first.description?.trim());
    expect(item?.categories.map((c) => c.term)).toContain(first.work_type);
    // The feed says when it last changed: its newest listing. A sandbox's feed says it is one.
    expect(feed.updated?.toISOString()).toBe(item?.updated?.toISOString());
    expect(feed.title).toMatch(/^\[sandbox\] fresher jobs list --location/);
    expect(feed.description).toContain('not real jobs');
  });

  it('-o x.atom chooses it; the same search gives the same feed id, another search another', async () => {
    home = tempHome();
    const file = join(home.dir, 'pune.atom');
    const a = await run(['jobs', 'list', '--location', 'Pune, India', '-o', file]);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stderr).toContain(`wrote ${file}`);
    const b = await run(['jobs', 'list', '--location', 'Pune, India', '--format', 'atom']);
    const c = await run(['jobs', 'list', '--location', 'Mumbai, India', '--format', 'atom']);
    const id = (xml: string): string => xml.match(/<id>(urn:uuid:[0-9a-f-]{36})<\/id>/)?.[1] ?? '';
    expect(id(readFileSync(file, 'utf8'))).toMatch(/^urn:uuid:/);
    expect(id(readFileSync(file, 'utf8'))).toBe(id(b.stdout));
    expect(id(c.stdout)).not.toBe(id(b.stdout));
  });

  it('internships: stipend and duration in the summary', async () => {
    home = tempHome();
    const r = await run(['internships', 'list', '--format', 'atom', '--limit', '3']);
    expect(r.code, r.stderr).toBe(0);
    const feed = read(r.stdout);
    expect(feed.items).toHaveLength(3);
    const intern = sandbox().corpus.internships.find((i) => `urn:uuid:${i.id}` === feed.items[0]?.id);
    expect(intern).toBeDefined();
    for (const fact of [intern?.stipend, intern?.duration]) if (fact) expect(feed.items[0]?.description).toContain(fact);
  });

  it('anything but a list of jobs or internships: exit 2, one line, nothing written', async () => {
    home = tempHome();
    for (const args of [['filters'], ['events', 'list'], ['health']]) {
      const r = await run([...args, '--format', 'atom']);
      expect([r.code, r.stdout], args.join(' ')).toEqual([2, '']);
      expect(r.stderr).toMatch(/^fresher: error: an Atom feed is written for lists of jobs or internships/m);
      expect(r.stderr).not.toMatch(/at .*\.js:\d+/);
    }
  });
});

describe('fresher search feed NAME', () => {
  it('the saved search as a feed titled by its name, whatever format is configured; unknown names exit 3', async () => {
    home = tempHome();
    expect((await run(['search', 'save', 'pune-python', '--location', 'Pune, India', '--search', 'python'])).code).toBe(0);
    expect((await run(['config', 'set', 'format', 'json'])).code).toBe(0);
    const r = await run(['search', 'feed', 'pune-python']);
    expect(r.code, r.stderr).toBe(0);
    const feed = read(r.stdout);
    expect(feed.title).toBe('[sandbox] fresher: pune-python');
    expect(feed.description).toContain("fresher jobs list --location 'Pune, India' --search python");
    // The same listings as `search run`, newest first.
    const listed = JSON.parse((await run(['search', 'run', 'pune-python', '--json'])).stdout) as Job[];
    expect(listed.length).toBeGreaterThan(0);
    expect(feed.items.map((i) => i.id)).toEqual(listed.map((j) => `urn:uuid:${j.id}`));
    // Saved again with other flags, the feed keeps its id: a reader keeps it as the same feed.
    const before = r.stdout.match(/<id>(.*?)<\/id>/)?.[1];
    expect((await run(['search', 'save', 'pune-python', '--location', 'Pune, India', '--search', 'java'])).code).toBe(0);
    const again = await run(['search', 'feed', 'pune-python']);
    expect(again.stdout.match(/<id>(.*?)<\/id>/)?.[1]).toBe(before);
    const missing = await run(['search', 'feed', 'nope']);
    expect([missing.code, missing.stdout]).toEqual([3, '']);
  });

  it('a configured format of atom applies where a feed can be written; health, events and profile stay as they were', async () => {
    home = tempHome();
    expect((await run(['config', 'set', 'format', 'atom'])).code).toBe(0);
    const health = await run(['health']);
    expect([health.code, health.stdout]).toEqual([0, 'ok\n']);
    const events = await run(['events']);
    expect(events.code, events.stderr).toBe(0);
    expect(events.stdout).not.toContain('<feed');
    const list = await run(['jobs', 'list', '--limit', '2']);
    expect(list.stdout).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    // Asked for on the command line, it is refused where it cannot be written, as before.
    expect((await run(['events', '--format', 'atom'])).code).toBe(2);
  });

  it('-o names the file whatever it ends in: feed.xml and feed.rss are the feed', async () => {
    home = tempHome();
    expect((await run(['search', 'save', 'pune', '--location', 'Pune, India'])).code).toBe(0);
    for (const name of ['feed.xml', 'feed.rss']) {
      const file = join(home.dir, name);
      const r = await run(['search', 'feed', 'pune', '-o', file]);
      expect(r.code, r.stderr).toBe(0);
      expect(read(readFileSync(file, 'utf8')).title).toBe('[sandbox] fresher: pune');
    }
  });
});

describe('hostile listings in a feed', () => {
  it('control sequences, bidi and characters XML cannot hold are gone; markup is text; huge text is cut', async () => {
    home = tempHome();
    const jobs = [
      hostileJob({
        title: `<script>alert(1)</script> & ${ATTACKS.join(' ')} \u0000\udc00 ]]>`,
        posted_at: '2026-11-20T10:00:00Z',
        description: `x${'y'.repeat(100_000)}`,
      }),
      { ...hostileJob({ posted_at: 'not a date', company: 'Plain Co' }), id: 'not-a-uuid' },
      // No such day: not the 2 March that Date.parse rolls it over into.
      { ...hostileJob({ posted_at: '2026-02-30T10:00:00Z', company: 'Leap Co' }), id: 'no-such-day' },
    ];
    const api = await startListingsApi({ jobs });
    try {
      const r = await runCli(['jobs', 'list', '--format', 'atom', '--api-url', api.url], { env: home.env });
      expect(r.code, r.stderr).toBe(0);
      const feed = read(r.stdout);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
      expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200b\ufeff]/);
      expect(r.stdout).not.toContain('<script>');
      expect(feed.items[0]?.id).toBe(`urn:uuid:${HOSTILE_ID}`);
      expect(feed.items[0]?.title).toContain('<script>alert(1)</script> & ');
      expect(feed.items[0]?.content?.length).toBeLessThanOrEqual(4_000);
      // An id that is no UUID still gets a lasting one; a date that is none takes the feed's.
      expect(feed.items[1]?.id).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(feed.items[1]?.updated?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
      expect(feed.items[2]?.updated?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
      expect(r.stdout).not.toContain('2026-03-02');
      expect(feed.title).toBe(`fresher jobs list`);
    } finally {
      await api.close();
    }
  });
});
