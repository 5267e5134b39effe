/**
 * Rate-limit waits, pacing and retry backoff of whole commands, run in-process with a fake clock
 * against a real sandbox on 127.0.0.1: exact waits, no real sleeping. test/e2e/network.test.ts keeps
 * one spawned run per behaviour.
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { fakeClock, runInProcess } from '../helpers/in-process.js';
import { parseFault, withSandbox } from '../helpers/sandbox.js';

const small = { jobs: 60, internships: 10, events: 3 };

describe('rate limits', () => {
  it('piped: one line per wait, exactly Retry-After seconds, then the retry succeeds', async () => {
    await withSandbox({ ...small, faults: [parseFault('429=7,path=/api/jobs,times=2')] }, async (s) => {
      const r = await runInProcess(['jobs', 'list', '--api-url', s.url, '--json']);
      expect(r.code).toBe(0);
      expect((JSON.parse(r.stdout) as Job[]).length).toBeGreaterThan(0);
      expect(r.slept).toEqual([7000, 7000]);
      expect(r.stderr.split('\n').filter((l) => l.includes('rate limited'))).toEqual([
        'fresher: rate limited by the API; retrying in 7s (Retry-After; attempt 2 of 6)',
        'fresher: rate limited by the API; retrying in 7s (Retry-After; attempt 3 of 6)',
      ]);
      expect(s.requests.filter((q) => q.path === '/api/jobs').map((q) => q.status)).toEqual([429, 429, 200]);
    });
  });

  it('on a terminal: a live countdown, a second at a time, cleared before the output', async () => {
    await withSandbox({ ...small, faults: [parseFault('429=3,path=/api/health')] }, async (s) => {
      const r = await runInProcess(['health', '--api-url', s.url], { stderrIsTTY: true, stdoutIsTTY: true });
      expect(r.code).toBe(0);
      expect(r.slept).toEqual([1000, 1000, 1000]);
      expect(r.stderr).toBe(
        `${['3', '2', '1'].map((n) => `\r\u001b[2Kfresher: rate limited by the API; retrying in ${n}s (Retry-After; attempt 2 of 6)`).join('')}\r\u001b[2K` +
          'fresher: SAMPLE DATA (the API is a fresher sandbox)\n',
      );
      expect(r.stdout).toContain('ok');
    });
  });

  it('Retry-After as an HTTP date waits until that moment by the clock', async () => {
    const clock = fakeClock();
    const when = new Date(clock.now() + 5000).toUTCString();
    await withSandbox({ ...small, now: clock.now, faults: [parseFault(`429=${when},path=/api/health`)] }, async (s) => {
      const r = await runInProcess(['health', '--api-url', s.url], { clock });
      expect([r.code, r.slept]).toEqual([0, [5000]]);
      expect(r.stderr).toContain('retrying in 5s (Retry-After; attempt 2 of 6)');
    });
  });

  it('a wait longer than --max-wait gives up at once with exit 4, naming both', async () => {
    await withSandbox({ ...small, faults: [parseFault('429=3600,path=/api/jobs')] }, async (s) => {
      const r = await runInProcess(['jobs', 'list', '--api-url', s.url, '--json', '--max-wait', '2m']);
      expect([r.code, r.stdout, r.slept]).toEqual([4, '', []]);
      expect(r.stderr).toContain('asked to wait 3600s (Retry-After), more than --max-wait 120s');
    });
  });

  it('paces multi-request work from RateLimit-* headers so it never sees a 429', async () => {
    const clock = fakeClock();
    await withSandbox({ jobs: 250, internships: 1, events: 1, rateLimit: 2, rateWindowSeconds: 30, now: clock.now }, async (s) => {
      const ids = s.corpus.jobs.map((j) => j.id);
      const r = await runInProcess(['jobs', 'get', ...ids, '--api-url', s.url, '--json'], { clock });
      expect(r.code).toBe(0);
      expect((JSON.parse(r.stdout) as Job[]).length).toBe(250);
      expect(s.requests.map((q) => q.status)).toEqual([200, 200, 200]);
      // The third request waits for the window to reset: 30 s by the sandbox's clock.
      expect(r.slept).toEqual([30_000]);
      expect(r.stderr).toContain('pausing 30s to stay within the API rate limit');
    });
  });
});

describe('server failures', () => {
  it('retries a 500 with growing backoff, then succeeds', async () => {
    await withSandbox({ ...small, faults: [parseFault('500,path=/api/events,times=2')] }, async (s) => {
      const r = await runInProcess(['events', '--api-url', s.url, '--json']);
      expect(r.code).toBe(0);
      expect(s.requests.map((q) => q.status)).toEqual([500, 500, 200]);
      expect(r.slept.length).toBe(2);
      expect(r.slept[1]).toBeGreaterThan(r.slept[0] as number);
      expect(r.stderr).toMatch(/HTTP 500 from the API; retrying in \d\.\ds \(retry 1\)\n.*retrying in \d\.\ds \(retry 2\)/);
    });
  });

  it('a lasting 500 ends with exit 1 and the server message after 4 attempts', async () => {
    await withSandbox({ ...small, faults: [parseFault('500,path=/api/events,times=*')] }, async (s) => {
      const r = await runInProcess(['events', '--api-url', s.url]);
      expect(r.code).toBe(1);
      expect(s.requests).toHaveLength(4);
      expect(r.stderr).toMatch(
        /error: GET http:\/\/127\.0\.0\.1:\d+\/api\/events failed with 500 after 4 attempts: Failed to fetch events from the database\n$/,
      );
    });
  });

  it('a dataset 404 is transient: retried, then explained with exit 3', async () => {
    await withSandbox({ ...small, faults: [parseFault('404,times=1')] }, async (s) => {
      expect((await runInProcess(['dataset', '--api-url', s.url, '--json'])).code).toBe(0);
    });
    await withSandbox({ ...small, faults: [parseFault('404,times=*')] }, async (s) => {
      const r = await runInProcess(['dataset', '--api-url', s.url, '--json']);
      expect(r.code).toBe(3);
      expect(r.stderr).toContain('failed with 404 after 4 attempts: Snapshot temporarily unavailable');
    });
  });

  it('an HTML error page is named as such; its text only with --debug', async () => {
    await withSandbox({ ...small, faults: [parseFault('html=503,path=/api/health,times=*')] }, async (s) => {
      const r = await runInProcess(['health', '--api-url', s.url, '--debug']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/failed with 503 after 4 attempts \(an HTML page, not JSON\)/);
      expect(r.stderr).toContain('debug: <!DOCTYPE html>');
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
  });
});

describe('--max-wait is the total of every rate-limit wait of a run', () => {
  it('429 waits add up: the wait that would pass the budget ends the run, saying how much was spent', async () => {
    await withSandbox({ ...small, faults: [parseFault('429=2,path=/api/jobs,times=*')] }, async (s) => {
      const r = await runInProcess(['jobs', 'list', '--api-url', s.url, '--json', '--max-wait', '5']);
      expect([r.code, r.slept]).toEqual([4, [2000, 2000]]);
      expect(r.stderr).toContain('rate limited: the API asked to wait 2s (Retry-After) after 4s of waiting already, more than --max-wait 5s allows in all');
    });
  });

  it('a server that never stops answering 429 is named as such, not as a wait too long', async () => {
    await withSandbox({ ...small, faults: [parseFault('429=2,path=/api/jobs,times=*')] }, async (s) => {
      const r = await runInProcess(['jobs', 'list', '--api-url', s.url, '--json']);
      expect([r.code, r.slept]).toEqual([4, [2000, 2000, 2000, 2000, 2000]]);
      expect(r.stderr).toContain('rate limited: the API still answered 429 after 5 waits (10s in all); try again later');
    });
  });

  it('Retry-After: 0 still backs off a second each time (no burst of retries)', async () => {
    await withSandbox({ ...small, faults: [parseFault('429=0,path=/api/health,times=3')] }, async (s) => {
      const r = await runInProcess(['health', '--api-url', s.url]);
      expect([r.code, r.slept]).toEqual([0, [1000, 1000, 1000]]);
    });
  });

  it('pacing from a huge RateLimit-Reset ends the run at once instead of pausing 99,999 s', async () => {
    const ids = ['10000000-0000-4000-8000-000000000000', '20000000-0000-4000-8000-000000000000'];
    const { startFakeApi } = await import('../helpers/fake-api.js');
    const headers = { 'ratelimit-limit': '300', 'ratelimit-remaining': '0', 'ratelimit-reset': '99999' };
    const api = await startFakeApi(
      Object.fromEntries(ids.map((id) => [`/api/internships/${id}`, { body: { internship: { id, company: 'C', title: 'T' } }, headers }])),
    );
    try {
      const r = await runInProcess(['internships', 'get', ...ids, '--api-url', api.url, '--json', '--max-wait', '5']);
      expect([r.code, r.slept]).toEqual([4, []]);
      expect(r.stderr).toContain("the API's rate limit resets in 99999s (RateLimit-Reset), more than --max-wait 5s allows in all");
    } finally {
      await api.close();
    }
  });

  it('a --max-wait longer than a day is refused (Node timers would overflow)', async () => {
    const r = await runInProcess(['health', '--api-url', 'http://127.0.0.1:9', '--max-wait', '99999999']);
    expect([r.code, r.stderr]).toEqual([2, 'fresher: error: --max-wait must be at most 86400 seconds\n']);
  });
});
