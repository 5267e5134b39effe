/**
 * The sandbox's times are the same all day for a seed (issue 20: a listing's posting time moved from
 * 5:15 pm to 5:30 pm between two runs): sandboxes started at 00:10 and at 23:50 UTC of one day serve
 * the same records, dates and dataset; one started the next day serves everything a day later. Only
 * posted_days, computed at each request, may differ.
 */
import { describe, expect, it } from 'vitest';
import type { CareerEvent, HiringDataset, Job } from '../../src/contract/resources.js';
import type { Sandbox } from '../../src/sandbox/server.js';
import { runCli, stripAnsi } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { withSandbox } from '../helpers/sandbox.js';

const DAY_MS = 86_400_000;
const SIZES = { seed: 11, jobs: 120, internships: 20, events: 12 };
const EARLY = Date.parse('2026-11-24T00:10:00Z');
const LATE = Date.parse('2026-11-24T23:50:00Z');

/** What a user gets from a sandbox whose clock reads `at`: jobs (posted_days left out), all events, the dataset. */
async function served(at: number, body?: (s: Sandbox) => Promise<void>) {
  return withSandbox({ ...SIZES, now: () => at }, async (s) => {
    const api = ['--api-url', s.url];
    const jobs = (JSON.parse((await runInProcess(['jobs', 'list', ...api, '--json'])).stdout) as Job[]).map(({ posted_days: _, ...rest }) => rest);
    const events = JSON.parse((await runInProcess(['events', '--all', ...api, '--json'])).stdout) as CareerEvent[];
    // The attribution names the server's address, which differs between the sandboxes compared.
    const { fresher_attribution: _address, ...dataset } = JSON.parse((await runInProcess(['dataset', ...api, '--json'])).stdout) as HiringDataset & {
      fresher_attribution?: unknown;
    };
    await body?.(s);
    return { jobs, events, dataset };
  });
}

const plusDay = (iso: string | null | undefined): string | null | undefined =>
  typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}/.test(iso) ? new Date(Date.parse(iso) + DAY_MS).toISOString().slice(0, iso.length) : iso;

describe('the sandbox on one day', () => {
  it('serves the same posting times, deadlines, events and dataset at 00:10 and at 23:50 UTC; the next day, everything a day later', async () => {
    const early = await served(EARLY);
    const late = await served(LATE);
    expect(early.jobs.length).toBeGreaterThan(100);
    expect(late).toEqual(early);
    // As of the day's start: every posting before it.
    expect(early.jobs.every((j) => typeof j.posted_at !== 'string' || Date.parse(j.posted_at) <= Date.parse('2026-11-24T00:00:00Z'))).toBe(true);
    expect(early.dataset.updatedAt).toBe('2026-11-24T00:00:00.000Z');
    const tomorrow = await served(EARLY + DAY_MS);
    expect(tomorrow.jobs.map((j) => j.id)).toEqual(early.jobs.map((j) => j.id));
    expect(tomorrow.jobs.map((j) => [j.posted_at, j.deadline, j.start_date])).toEqual(
      early.jobs.map((j) => [plusDay(j.posted_at), plusDay(j.deadline), plusDay(j.start_date)]),
    );
    expect(tomorrow.events.map((e) => e.event_date)).toEqual(early.events.map((e) => plusDay(e.event_date)));
    expect(tomorrow.dataset.updatedAt).toBe('2026-11-25T00:00:00.000Z');
  });

  it('a listing shows the same posting time on a terminal in two runs of the day', async () => {
    const lines: string[] = [];
    for (const at of [EARLY, LATE]) {
      await served(at, async (s) => {
        const id = s.corpus.jobs[7]?.id ?? '';
        const r = await runCli(['jobs', 'get', id, '--api-url', s.url], { tty: true, columns: 100, env: { TZ: 'Asia/Kolkata' } });
        expect(r.code, r.stderr).toBe(0);
        lines.push((/^Posted at\s+(.*?) \(/m.exec(stripAnsi(r.stdout)) ?? [])[1] ?? 'no posting time');
      });
    }
    expect(lines[0], lines.join('\n')).toMatch(/ IST$/);
    expect(lines[1]).toBe(lines[0]);
  });
});
