/**
 * listings() parses a plain collection while it arrives; every other shape must come out exactly as a
 * whole-body JSON.parse gives it (or fail with the same words). Real sockets, canned bodies.
 */
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../src/api/client.js';
import { systemClock } from '../../src/api/clock.js';
import { startFakeApi } from '../helpers/fake-api.js';

const job = (id: string, extra: Record<string, unknown> = {}) => ({ id, company: 'Acme ₹', title: `Job ${id}`, ...extra });

async function listWith(body: string, warnings: string[] = []): Promise<{ records: unknown[]; raw?: string }> {
  const api = await startFakeApi({
    '/api/jobs': (_req, res) => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      // Small writes, so the body arrives in many pieces (split inside multi-byte characters too).
      const bytes = Buffer.from(body);
      for (let i = 0; i < bytes.length; i += 7) res.write(bytes.subarray(i, i + 7));
      res.end();
    },
  });
  const client = new ApiClient({
    apiUrl: api.url,
    siteUrl: api.url,
    timeoutMs: 5000,
    maxWaitSeconds: 1,
    maxRetries: 0,
    userAgent: 'test',
    useProxy: false,
    clock: systemClock,
    events: { rateLimitWait: async () => {}, retry: () => {}, warning: (m) => warnings.push(m), debug: () => {} },
  });
  try {
    const r = await client.listings('job', {});
    return { records: r.records, ...(r.raw ? { raw: r.raw.toString('utf8') } : {}) };
  } finally {
    await client.close();
    await api.close();
  }
}

describe('ApiClient.listings', () => {
  it('a plain envelope: the records and the array bytes as sent', async () => {
    const jobs = [job('a', { nested: { list: [{ x: '},{' }] } }), job('b'), job('c', { note: 'डेटा \u2028' })];
    const body = ` {"jobs" : ${JSON.stringify(jobs, null, 1)} } `;
    const r = await listWith(body);
    expect(r.records).toEqual(jobs);
    expect(r.raw).toBe(JSON.stringify(jobs, null, 1));
  });

  it('other shapes: as JSON.parse reads them, and no array bytes', async () => {
    const jobs = [job('a'), job('b')];
    for (const body of [
      JSON.stringify({ meta: { n: 2 }, jobs }),
      JSON.stringify({ jobs, more: [1] }),
      `{"jobs":[${JSON.stringify(job('old'))}],"jobs":${JSON.stringify(jobs)}}`,
    ]) {
      const r = await listWith(body);
      expect(r.records).toEqual((JSON.parse(body) as { jobs: unknown[] }).jobs);
      expect(r.raw).toBeUndefined();
    }
  });

  it('bad bodies fail with the whole-body words; bad records are kept with a warning', async () => {
    await expect(listWith('{"jobs":[{"id":"a"},')).rejects.toThrow(/returned 200 with a body that is not valid JSON \(cut short or corrupt\)/);
    await expect(listWith('<!doctype html><p>maintenance')).rejects.toThrow(/returned 200 with an HTML page, not JSON/);
    await expect(listWith('{"items":[]}')).rejects.toThrow(/without the expected "jobs" array/);
    const warnings: string[] = [];
    const r = await listWith(
      JSON.stringify({ jobs: [job('a'), { id: 'b' }, 7, { id: 12345, company: 'c', title: ['t'] }, { id: 'e', company: '', title: null }] }),
      warnings,
    );
    expect(r.records).toHaveLength(4);
    expect(warnings).toEqual([
      'job #2 b is missing required fields company, title',
      'job #3 is not an object; skipped',
      // Of another type is said as such, not as missing: the row shows the number.
      'job #4 has id as a number, not text; has title as a list, not text',
      'job #5 e is missing required fields company, title',
    ]);
    // An integer beyond a double is kept as its digits (an object here): still said as a number.
    const big: string[] = [];
    await listWith('{"jobs":[{"id":123456789012345678901234,"company":"c","title":"t"}]}', big);
    expect(big).toEqual(['job #1 has id as a number, not text']);
  });
});

describe('error bodies', () => {
  it('only their first 64 KiB are read', async () => {
    const { Readable } = await import('node:stream');
    const { readText } = await import('../../src/api/transport.js');
    let pulled = 0;
    const body = new Readable({
      read() {
        pulled++;
        this.push(pulled > 1000 ? null : Buffer.alloc(16 * 1024, 97));
      },
    });
    const text = await readText(body);
    expect(text.length).toBe(64 * 1024);
    expect(pulled).toBeLessThan(20);
  });
});
