/** `fresher sandbox`: serves in the foreground, prints the URL to use, stops cleanly on Ctrl-C. */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIN, runCli, tempHome } from '../helpers/cli.js';

describe('fresher sandbox', () => {
  it('prints its URL on stdout, serves the API with the given options, and stops on Ctrl-C', async () => {
    const home = tempHome();
    const child = spawn(
      process.execPath,
      [
        BIN,
        'sandbox',
        '--port',
        '0',
        '--jobs',
        '40',
        '--internships',
        '5',
        '--events',
        '3',
        '--seed',
        '7',
        '--rate-limit',
        '50',
        '--fault',
        '500,path=/api/events',
      ],
      {
        env: { ...process.env, ...home.env },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      const deadline = Date.now() + 10_000;
      // stdout and stderr are separate pipes: wait for both lines, whichever arrives last.
      while (!(stdout.includes('\n') && stderr.includes('Ctrl-C stops')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      const url = stdout.trim();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(stderr).toContain('sandbox serving SAMPLE DATA (40 jobs, 5 internships, 3 events, seed 7)');
      expect(stderr).toContain(`export FRESHER_API_URL=${url}`);
      const health = await fetch(`${url}/api/health`);
      expect(health.headers.get('ratelimit-policy')).toBe('50;w=60');
      expect((await fetch(`${url}/api/events`)).status).toBe(500);
      const r = await runCli(['jobs', 'list', '--json'], { env: { ...home.env, FRESHER_API_URL: url } });
      expect((JSON.parse(r.stdout) as unknown[]).length).toBeGreaterThan(30);
      child.kill('SIGINT');
      expect(await exited).toBe(130);
      expect(stderr).toContain('sandbox stopped');
    } finally {
      child.kill('SIGKILL');
      home.cleanup();
    }
  });

  it('rejects bad options with exit 2', async () => {
    const fault = await runCli(['sandbox', '--fault', 'teapot']);
    expect(fault.code).toBe(2);
    expect(fault.stderr).toContain('--fault: unknown fault "teapot"');
    const port = await runCli(['sandbox', '--port', 'eighty']);
    expect(port.code).toBe(2);
  });
});
