/** The client's waits and retries with an injected clock, against a real sandbox (no HTTP mocking). */
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import type { Clock } from '../../src/api/clock.js';
import { ApiError } from '../../src/api/errors.js';
import { fakeClock } from '../helpers/in-process.js';
import { parseFault, withSandbox } from '../helpers/sandbox.js';

function client(url: string, clock: Clock, waits: (number | string)[], maxWaitSeconds = 60, tagged = false): ApiClient {
  return new ApiClient({
    apiUrl: url,
    siteUrl: url,
    timeoutMs: 5000,
    maxWaitSeconds,
    userAgent: 'test',
    useProxy: false,
    clock,
    events: {
      rateLimitWait: async (s, why) => {
        waits.push(tagged ? `${why}:${s}` : s);
        await clock.sleep(s * 1000);
      },
      retry: () => {},
      warning: () => {},
      debug: () => {},
    },
  });
}

describe('ApiClient timing', () => {
  it('waits the Retry-After seconds it was told, then retries', async () => {
    await withSandbox({ jobs: 5, internships: 1, events: 1, faults: [parseFault('429=30,path=/api/health,times=2')] }, async (s) => {
      const clock = fakeClock();
      const waits: (number | string)[] = [];
      const c = client(s.url, clock, waits);
      expect((await c.health()).status).toBe('ok');
      expect(waits).toEqual([30, 30]);
      await c.close();
    });
  });

  it('backs off 150-300, 300-600, 600-1200 ms on repeated 500s, then fails', async () => {
    await withSandbox({ jobs: 5, internships: 1, events: 1, faults: [parseFault('500,path=/api/health,times=*')] }, async (s) => {
      const clock = fakeClock();
      const c = client(s.url, clock, []);
      await expect(c.health()).rejects.toBeInstanceOf(ApiError);
      expect(clock.slept).toEqual([225, 450, 900]);
      await c.close();
    });
  });

  it('gives up without waiting when Retry-After exceeds max wait', async () => {
    await withSandbox({ jobs: 5, internships: 1, events: 1, faults: [parseFault('429=120,path=/api/health')] }, async (s) => {
      const clock = fakeClock();
      const waits: (number | string)[] = [];
      const c = client(s.url, clock, waits, 60);
      const err = await c.health().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).kind).toBe('rate-limit');
      expect(waits).toEqual([]);
      await c.close();
    });
  });

  it('paces: once RateLimit-Remaining hits 0 the next request waits for the reset', async () => {
    await withSandbox({ jobs: 5, internships: 1, events: 1, rateLimit: 1, rateWindowSeconds: 30 }, async (s) => {
      const clock = fakeClock();
      const waits: (number | string)[] = [];
      const c = client(s.url, clock, waits, 60, true);
      await c.health();
      expect(waits).toEqual([]);
      // The fake clock skips the wait but the server's real window has not reset, so later 429s follow.
      await c.health().catch(() => undefined);
      expect(waits[0]).toBe('pacing:30');
      await c.close();
    });
  });
});
