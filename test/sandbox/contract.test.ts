/** The sandbox against the API contract, over real HTTP on 127.0.0.1. */
import { describe, expect, it } from 'vitest';
import type { FilterVocabulary, HiringDataset, Internship, Job } from '../../src/contract/resources.js';
import { UUID_PATTERN } from '../../src/contract/resources.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { getJson, parseFault, useSandbox, withSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 7, jobs: 600, internships: 200, events: 30 });
const url = (path: string): string => sandbox().url + path;
const jobsOf = (body: unknown): Job[] => (body as { jobs: Job[] }).jobs;

function expectCommonHeaders(headers: Headers): void {
  expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(headers.get('access-control-allow-origin')).toBe('*');
  expect(headers.get('ratelimit-limit')).toBe('300');
  expect(headers.get('ratelimit-policy')).toBe('300;w=60');
  expect(Number(headers.get('ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
  expect(Number(headers.get('ratelimit-reset'))).toBeGreaterThan(0);
}

describe('operations and shapes', () => {
  it('getHealth returns status ok', async () => {
    const r = await getJson(url('/api/health'));
    expect(r.status).toBe(200);
    expectCommonHeaders(r.headers);
    expect((r.body as { status: string }).status).toBe('ok');
  });

  it('listJobs returns every active job with the required fields, newest first, ties by prestige', async () => {
    const r = await getJson(url('/api/jobs'));
    expect(r.status).toBe(200);
    expectCommonHeaders(r.headers);
    const jobs = jobsOf(r.body);
    expect(jobs.length).toBe(sandbox().corpus.jobs.filter((j) => j.is_active !== false).length);
    for (const j of jobs) {
      expect(j.id).toMatch(UUID_PATTERN);
      expect(typeof j.company).toBe('string');
      expect(typeof j.title).toBe('string');
      expect(j.job_type).toBe('job');
    }
    let ties = 0;
    for (let i = 1; i < jobs.length; i++) {
      const a = jobs[i - 1] as Job;
      const b = jobs[i] as Job;
      const ta = Date.parse(a.posted_at as string);
      const tb = Date.parse(b.posted_at as string);
      expect(ta).toBeGreaterThanOrEqual(tb);
      if (ta === tb) {
        ties++;
        expect(a.prestige_tier as number).toBeGreaterThanOrEqual(b.prestige_tier as number);
      }
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('getJob and getInternship return one record; unknown ids are 404 naming the kind', async () => {
    const job = sandbox().corpus.jobs[3] as Job;
    const r = await getJson(url(`/api/jobs/${job.id}`));
    expect(r.status).toBe(200);
    expect((r.body as { job: Job }).job.id).toBe(job.id);
    const intern = sandbox().corpus.internships[2] as Internship;
    const ri = await getJson(url(`/api/internships/${intern.id}`));
    expect((ri.body as { internship: Internship }).internship.id).toBe(intern.id);

    const missing = '00000000-0000-4000-8000-000000000000';
    const nj = await getJson(url(`/api/jobs/${missing}`));
    expect(nj.status).toBe(404);
    expectCommonHeaders(nj.headers);
    expect(nj.body).toEqual({ error: 'Job not found' });
    const ni = await getJson(url(`/api/internships/${missing}`));
    expect(ni.body).toEqual({ error: 'Internship not found' });
    const bad = await getJson(url('/api/jobs/not-a-uuid'));
    expect(bad.status).toBe(404);
    expect((bad.body as { error: string }).error).toMatch(/^Job not found/);
  });

  it('getFilters returns the five groups built from the corpus', async () => {
    const r = await getJson(url('/api/filters'));
    const filters = (r.body as { filters: FilterVocabulary }).filters;
    expect(Object.keys(filters).sort()).toEqual(['industry', 'location', 'pay_range', 'role', 'work_type']);
    for (const [group, options] of Object.entries(filters)) {
      expect(options.length).toBeGreaterThan(0);
      for (const o of options) {
        expect(o.filter_type).toBe(group);
        expect(typeof o.filter_value).toBe('string');
        expect(typeof o.display_label).toBe('string');
        expect(typeof o.sort_order).toBe('number');
      }
    }
    for (const o of filters.location ?? []) expect(o.filter_value).toMatch(/^[A-Z][a-z]+, India$/);
    expect(filters.work_type?.map((o) => o.filter_value)).toEqual(['On-site', 'Remote', 'Hybrid']);
    const usedRoles = new Set(
      sandbox()
        .corpus.jobs.map((j) => j.role_type)
        .filter(Boolean),
    );
    expect(new Set(filters.role?.map((o) => o.filter_value))).toEqual(
      new Set([
        ...usedRoles,
        ...sandbox()
          .corpus.internships.map((i) => i.role_type)
          .filter(Boolean),
      ]),
    );
  });

  it('listEvents and the dataset document', async () => {
    const e = await getJson(url('/api/events'));
    const events = (e.body as { events: { id: string; title: string }[] }).events;
    expect(events).toHaveLength(30);
    for (const ev of events) expect(typeof ev.title).toBe('string');

    const d = await getJson(url('/reports/fresher-hiring-india.json'));
    expect(d.status).toBe(200);
    expect(d.headers.get('access-control-allow-origin')).toBe('*');
    const doc = d.body as HiringDataset;
    expect(Number.isNaN(Date.parse(doc.updatedAt))).toBe(false);
    const { jobs, internships } = sandbox().corpus;
    const live = [...jobs, ...internships].filter((l) => l.is_active !== false);
    expect(doc.totals.liveListings).toBe(live.length);
    expect(doc.topCities?.[0]).toMatchObject({ city: expect.stringMatching(/^[a-z-]+$/), label: expect.any(String), count: expect.any(Number) });
    const counts = (doc.topCities ?? []).map((b) => b.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const top = doc.topCompanies?.[0];
    expect(top?.count).toBe(live.filter((l) => l.company === top?.company).length);
    expect(doc.topRoles?.[0]?.role).toMatch(/^[a-z-]+$/);
  });
});

describe('listing filters', () => {
  it('matches each filter exactly, combining them', async () => {
    // posted_days is counted at each request: one posted at a quarter hour turns a day older when the
    // clock passes it between two requests. The records are compared without it (it has its own test).
    const undated = (body: unknown): Job[] => jobsOf(body).map(({ posted_days: _, ...j }) => j as Job);
    const all = undated((await getJson(url('/api/jobs'))).body);
    const r = await getJson(url(`/api/jobs?location=${encodeURIComponent('Bengaluru, India')}&work_type=Remote`));
    const jobs = undated(r.body);
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs).toEqual(all.filter((j) => j.location === 'Bengaluru, India' && j.work_type === 'Remote'));
    const role = all[0]?.role_type as string;
    const industry = all.find((j) => j.industry)?.industry as string;
    expect(undated((await getJson(url(`/api/jobs?role_type=${encodeURIComponent(role)}`))).body)).toEqual(all.filter((j) => j.role_type === role));
    expect(undated((await getJson(url(`/api/jobs?industry=${encodeURIComponent(industry)}`))).body)).toEqual(all.filter((j) => j.industry === industry));
  });

  it('is exact, not fuzzy: other case or unknown values give [] with 200', async () => {
    for (const q of ['location=bengaluru,%20india', 'location=Atlantis', 'work_type=remote', 'role_type=Astronaut', 'industry=']) {
      const r = await getJson(url(`/api/jobs?${q}`));
      expect(r.status, q).toBe(200);
      expect(jobsOf(r.body), q).toEqual([]);
    }
  });

  it('is_on_campus true/false splits the listings', async () => {
    const all = jobsOf((await getJson(url('/api/jobs'))).body);
    const on = jobsOf((await getJson(url('/api/jobs?is_on_campus=true'))).body);
    const off = jobsOf((await getJson(url('/api/jobs?is_on_campus=false'))).body);
    expect(on.every((j) => j.is_on_campus === true)).toBe(true);
    expect(off.every((j) => j.is_on_campus !== true)).toBe(true);
    expect(on.length + off.length).toBe(all.length);
  });

  it('is_unofficial=true returns the hidden roles and ignores is_on_campus', async () => {
    const visible = new Set(jobsOf((await getJson(url('/api/jobs'))).body).map((j) => j.id));
    const hidden = jobsOf((await getJson(url('/api/jobs?is_unofficial=true'))).body);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.some((j) => visible.has(j.id))).toBe(false);
    expect(jobsOf((await getJson(url('/api/jobs?is_unofficial=true&is_on_campus=true'))).body)).toEqual(hidden);
    expect(jobsOf((await getJson(url('/api/jobs?is_unofficial=false'))).body).length).toBe(visible.size);
    const hiddenInterns = (await getJson(url('/api/internships?is_unofficial=true'))).body as { internships: Internship[] };
    expect(hiddenInterns.internships.length).toBeGreaterThan(0);
    expect(hiddenInterns.internships.every((i) => i.job_type === 'internship')).toBe(true);
  });

  it('internships take the same parameters', async () => {
    const r = await getJson(url('/api/internships?work_type=Hybrid'));
    const list = (r.body as { internships: Internship[] }).internships;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => i.work_type === 'Hybrid' && 'stipend' in i && !('ctc_amount' in i))).toBe(true);
  });
});

describe('the ids bulk parameter on listJobs', () => {
  const ids = (n: number, from = 0): string[] =>
    sandbox()
      .corpus.jobs.slice(from, from + n)
      .map((j) => j.id);

  it('0 entries gives an empty array', async () => {
    const r = await getJson(url('/api/jobs?ids='));
    expect(r.status).toBe(200);
    expect(jobsOf(r.body)).toEqual([]);
  });

  it('1 and 100 entries return those jobs, ignoring every other filter', async () => {
    const one = ids(1);
    const r1 = await getJson(url(`/api/jobs?ids=${one.join(',')}&location=Atlantis&is_unofficial=true`));
    expect(jobsOf(r1.body).map((j) => j.id)).toEqual(one);
    const hundred = ids(100);
    const r = await getJson(url(`/api/jobs?ids=${hundred.join(',')}&work_type=Nowhere`));
    expect(r.status).toBe(200);
    expect(new Set(jobsOf(r.body).map((j) => j.id))).toEqual(new Set(hundred));
  });

  it('101 entries is a 400 with a JSON error', async () => {
    const r = await getJson(url(`/api/jobs?ids=${ids(101).join(',')}`));
    expect(r.status).toBe(400);
    expectCommonHeaders(r.headers);
    expect((r.body as { error: string }).error).toMatch(/at most 100/);
  });

  it('a non-UUID entry is a 400 naming it', async () => {
    const r = await getJson(url(`/api/jobs?ids=${ids(1)[0]},nope`));
    expect(r.status).toBe(400);
    expect((r.body as { error: string }).error).toMatch(/"nope" is not a UUID/);
  });

  it('duplicates come back once; missing ids are simply absent; hidden jobs are found too', async () => {
    const [a, b] = ids(2);
    const hidden = sandbox().corpus.hiddenJobs[0]?.id as string;
    const missing = '11111111-1111-4111-8111-111111111111';
    const r = await getJson(url(`/api/jobs?ids=${a},${a},${missing},${b},${hidden}`));
    expect(r.status).toBe(200);
    expect(
      jobsOf(r.body)
        .map((j) => j.id)
        .sort(),
    ).toEqual([a, b, hidden].sort());
  });
});

describe('protocol edges', () => {
  it('unknown paths and non-GET methods are JSON errors; preflight is allowed', async () => {
    const nf = await getJson(url('/api/nope'));
    expect(nf.status).toBe(404);
    expect(nf.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect((nf.body as { error: string }).error).toMatch(/\/api\/nope/);
    const post = await getJson(url('/api/jobs'), { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
    expect(typeof (post.body as { error: string }).error).toBe('string');
    const pre = await fetch(url('/api/jobs'), { method: 'OPTIONS', headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('posted_days is computed from posted_at at request time', async () => {
    let now = Date.parse('2026-11-20T12:00:00Z');
    await withSandbox({ jobs: 50, internships: 5, events: 1, now: () => now }, async (s) => {
      const first = jobsOf((await getJson(`${s.url}/api/jobs`)).body);
      for (const j of first) expect(j.posted_days).toBe(Math.floor((now - Date.parse(j.posted_at as string)) / 86_400_000));
      now += 3 * 86_400_000;
      const later = jobsOf((await getJson(`${s.url}/api/jobs`)).body);
      expect(later.map((j) => (j.posted_days as number) - 3)).toEqual(first.map((j) => j.posted_days));
    });
  });

  it('posted_days follows postedDaysClock where one is given, and the rate window still follows now', async () => {
    let now = Date.parse('2026-11-20T12:00:00Z');
    const pinned = now;
    await withSandbox(
      { jobs: 50, internships: 5, events: 1, rateLimit: 2, rateWindowSeconds: 30, now: () => now, postedDaysClock: () => pinned },
      async (s) => {
        const days = async (): Promise<unknown[]> => jobsOf((await getJson(`${s.url}/api/jobs`)).body).map((j) => j.posted_days);
        const first = await days();
        expect(first.some((d) => typeof d === 'number' && d > 0)).toBe(true);
        now += 3 * 86_400_000;
        // A new window (the clock moved past the first), and the same ages.
        expect(await days()).toEqual(first);
        expect(await days()).toEqual(first);
        expect((await getJson(`${s.url}/api/jobs`)).status).toBe(429);
      },
    );
  });

  it('is deterministic from the seed and sized by options', async () => {
    const a = await startSandbox({ port: 0, seed: 99, jobs: 20, internships: 3, events: 2 });
    const b = await startSandbox({ port: 0, seed: 99, jobs: 20, internships: 3, events: 2 });
    const c = await startSandbox({ port: 0, seed: 100, jobs: 20, internships: 3, events: 2 });
    try {
      expect(a.corpus.jobs.map((j) => j.id)).toEqual(b.corpus.jobs.map((j) => j.id));
      expect(a.corpus.jobs.map((j) => j.id)).not.toEqual(c.corpus.jobs.map((j) => j.id));
      expect(a.corpus.jobs).toHaveLength(20);
      expect(a.corpus.events).toHaveLength(2);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it('streams large collections (chunked) with the same content', async () => {
    await withSandbox({ jobs: 3000, internships: 5, events: 1 }, async (s) => {
      const res = await fetch(`${s.url}/api/jobs`);
      expect(res.headers.get('content-length')).toBeNull();
      expect(res.headers.get('transfer-encoding')).toBe('chunked');
      expect(res.headers.get('ratelimit-policy')).toBe('300;w=60');
      const jobs = jobsOf(await res.json());
      expect(jobs.map((j) => j.id)).toEqual(s.corpus.jobs.filter((j) => j.is_active !== false).map((j) => j.id));
      const head = await fetch(`${s.url}/api/jobs`, { method: 'HEAD' });
      expect([head.status, await head.text()]).toEqual([200, '']);
    });
  });

  it('a streamed collection is its records as JSON, byte for byte, with the posted_days of the request day', async () => {
    let now = Date.parse('2026-11-20T12:00:00Z');
    await withSandbox({ jobs: 2500, internships: 5, events: 1, now: () => now }, async (s) => {
      const expected = (): string => {
        const live = s.corpus.jobs.filter((j) => j.is_active !== false);
        const days = (j: Job): number => Math.floor((now - Date.parse(j.posted_at as string)) / 86_400_000);
        return `{"jobs":[${live.map((j) => JSON.stringify({ ...j, posted_days: days(j) })).join(',')}]}`;
      };
      const one = s.corpus.jobs[0] as Job;
      // The same record written whole first (its text cached), then streamed; then both a day later.
      for (let day = 0; day < 2; day++) {
        const single = (await getJson(`${s.url}/api/jobs/${one.id}`)).body as { job: Job };
        expect(single.job.posted_days).toBe(Math.floor((now - Date.parse(one.posted_at as string)) / 86_400_000));
        const res = await fetch(`${s.url}/api/jobs`);
        expect(res.headers.get('transfer-encoding')).toBe('chunked');
        expect(await res.text()).toBe(expected());
        now += 86_400_000;
      }
    });
  });

  it('generates 100,000 jobs', async () => {
    await withSandbox({ jobs: 100_000, internships: 10, events: 1 }, async (s) => {
      expect(s.corpus.jobs).toHaveLength(100_000);
      const r = await getJson(`${s.url}/api/jobs?location=${encodeURIComponent('Pune, India')}&work_type=Hybrid`);
      expect(jobsOf(r.body).length).toBeGreaterThan(1000);
    });
  }, 60_000);

  it('the synthetic data looks real but is fictional', () => {
    const { jobs, internships } = sandbox().corpus;
    expect(jobs.some((j) => /^₹[\d.]+–[\d.]+ LPA \(est\.\)$/.test(j.ctc_amount ?? ''))).toBe(true);
    expect(internships.some((i) => /\/month/.test(i.stipend ?? ''))).toBe(true);
    expect(jobs.some((j) => j.description === null || j.ctc_amount === null)).toBe(true);
    expect(jobs.some((j) => j.deadline !== null && /^\d{4}-\d{2}-\d{2}$/.test(j.deadline ?? ''))).toBe(true);
    expect(jobs.every((j) => j.logo === null || (j.logo ?? '').includes('.invalid/'))).toBe(true);
  });
});

describe('rate limit and faults', () => {
  it('answers 429 with an integer Retry-After once the window is spent', async () => {
    await withSandbox({ jobs: 5, internships: 1, events: 1, rateLimit: 3, rateWindowSeconds: 30 }, async (s) => {
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) remaining.push((await getJson(`${s.url}/api/health`)).headers.get('ratelimit-remaining') ?? '');
      expect(remaining).toEqual(['2', '1', '0']);
      const r = await getJson(`${s.url}/api/health`);
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(30);
      expect((r.body as { error: string }).error).toMatch(/rate limit/i);
      expect(r.headers.get('ratelimit-policy')).toBe('3;w=30');
    });
  });

  it('injects 500 on the Nth request, 429 with Retry-After, dataset 404, HTML, truncated and reset', async () => {
    await withSandbox(
      {
        jobs: 5,
        internships: 1,
        events: 1,
        faults: [
          '500,path=/api/jobs,nth=2',
          '429=7,path=/api/events',
          '404',
          'html,path=/api/filters',
          'truncated,path=/api/internships',
          'reset,path=/api/health,nth=2',
        ].map(parseFault),
      },
      async (s) => {
        expect((await getJson(`${s.url}/api/jobs`)).status).toBe(200);
        const e500 = await getJson(`${s.url}/api/jobs`);
        expect(e500.status).toBe(500);
        expect((e500.body as { error: string }).error).toMatch(/fetch/);
        expect((await getJson(`${s.url}/api/jobs`)).status).toBe(200);
        const r429 = await getJson(`${s.url}/api/events`);
        expect([r429.status, r429.headers.get('retry-after')]).toEqual([429, '7']);
        const d = await getJson(`${s.url}/reports/fresher-hiring-india.json`);
        expect(d.status).toBe(404);
        expect((await getJson(`${s.url}/reports/fresher-hiring-india.json`)).status).toBe(200);
        const html = await getJson(`${s.url}/api/filters`);
        expect([html.status, html.headers.get('content-type')]).toEqual([502, 'text/html; charset=utf-8']);
        const cut = await getJson(`${s.url}/api/internships`);
        expect(cut.status).toBe(200);
        expect(cut.body).toBeUndefined();
        expect((await getJson(`${s.url}/api/health`)).status).toBe(200);
        await expect(fetch(`${s.url}/api/health`)).rejects.toThrow();
      },
    );
  });

  it('adds latency and Sunset headers', async () => {
    await withSandbox({ jobs: 5, internships: 1, events: 1, latencyMs: 150, faults: [parseFault('sunset,times=*')] }, async (s) => {
      const t = Date.now();
      const r = await getJson(`${s.url}/api/health`);
      expect(Date.now() - t).toBeGreaterThanOrEqual(140);
      expect(r.headers.get('sunset')).toBeTruthy();
      expect(r.headers.get('deprecation')).toBe('true');
    });
  });

  it('rejects malformed fault specs', () => {
    expect(() => parseFault('teapot')).toThrow(/unknown fault/);
    expect(() => parseFault('429=soon')).toThrow(/Retry-After/);
    expect(() => parseFault('500,nth=zero')).toThrow(/cannot read/);
  });
});
