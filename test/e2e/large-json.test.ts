/**
 * Plain JSON of a collection, piped: the API's bytes go out as received, and once they are checked
 * nothing else of them is held (ApiClient.listingBytes), so memory does not grow with the records.
 */
import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { runCli, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const big = useSandbox({ seed: 4, jobs: 20_000, internships: 1, events: 1 });

/** The body the API sends for the same request, as bytes. */
function body(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

describe('a large collection as JSON', () => {
  it('20,000 jobs print byte for byte as the API sent them within a 12 MB heap (holding the records takes over 20 MB)', async () => {
    const home = tempHome();
    try {
      const r = await runCli(['jobs', 'list', '--json', '--quiet', '--api-url', big().url], {
        env: { ...home.env, NODE_OPTIONS: '--max-old-space-size=12' },
        timeoutMs: 60_000,
      });
      expect(r.code, r.stderr.slice(0, 500)).toBe(0);
      expect(r.stderr).toBe('');
      const sent = (await body(`${big().url}/api/jobs`)).toString('utf8');
      // The envelope's array, as sent, then a newline.
      expect(r.stdout).toBe(`${sent.slice('{"jobs":'.length, -1)}\n`);
      expect((JSON.parse(r.stdout) as unknown[]).length).toBe(big().corpus.jobs.filter((j) => j.is_active !== false).length);
    } finally {
      home.cleanup();
    }
  }, 120_000);

  it('--limit under the count reads the records after all: the first N, as sent', async () => {
    const r = await runCli(['jobs', 'list', '--json', '--limit', '3', '--quiet', '--api-url', big().url]);
    expect(r.code, r.stderr).toBe(0);
    const sent = JSON.parse((await body(`${big().url}/api/jobs`)).toString('utf8')) as { jobs: unknown[] };
    expect(JSON.parse(r.stdout)).toEqual(sent.jobs.slice(0, 3));
  }, 120_000);
});
