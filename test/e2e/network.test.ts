/** The client against a misbehaving API: rate limits, retries, bad bodies, proxies, pacing, interruption. */
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runCli, tempHome } from '../helpers/cli.js';
import { parseFault, withSandbox } from '../helpers/sandbox.js';
import { startFakeApi } from '../helpers/fake-api.js';
import { VERSION } from '../../src/version.js';

const small = { jobs: 60, internships: 10, events: 3 };

describe('messages on a terminal', () => {
  it('warning: and error: are in colour there (the text after them cleaned as ever); never in a pipe or with NO_COLOR', async () => {
    await withSandbox(small, async (s) => {
      const tty = await runCli(['jobs', 'get', '12345678', '--api-url', s.url], { tty: true, ttyStderr: true });
      expect(tty.code).toBe(3);
      expect(tty.stdout).toContain('fresher: \u001b[31merror:\u001b[39m ');
      const home = tempHome();
      try {
        const { mkdirSync, writeFileSync } = await import('node:fs');
        mkdirSync(join(home.dir, 'config', 'fresher'), { recursive: true });
        writeFileSync(join(home.dir, 'config', 'fresher', 'config.json'), '{"colour":"never"}');
        const warned = await runCli(['jobs', 'list', '--limit', '1', '--json', '--api-url', s.url], { tty: true, ttyStderr: true, env: home.env });
        expect(warned.stdout).toContain('fresher: \u001b[33mwarning:\u001b[39m config file ');
      } finally {
        home.cleanup();
      }
      const piped = await runCli(['jobs', 'get', '12345678', '--api-url', s.url]);
      expect(piped.stderr).toContain('\nfresher: error: ');
      expect(piped.stderr).not.toContain('\u001b');
      const plain = await runCli(['jobs', 'get', '12345678', '--api-url', s.url], { tty: true, ttyStderr: true, env: { NO_COLOR: '1' } });
      expect(plain.stdout).toContain('fresher: error: ');
      expect(plain.stdout).not.toContain('\u001b[31m');
    });
  });
});

describe('error answers of other shapes', () => {
  it('JSON without "error", a long error message, a 304: each said as what it is', async () => {
    const long = 'A'.repeat(70_000);
    const api = await startFakeApi({
      '/api/jobs': { status: 400, body: { message: 'database unavailable', code: 'E_DB' } },
      '/api/internships': { status: 503, body: { error: long } },
      '/api/events': { status: 304, body: '' },
    });
    try {
      const other = await runCli(['jobs', 'list', '--api-url', api.url]);
      expect([other.code, other.stderr]).toEqual([1, expect.stringContaining(`failed with 400 (a JSON body without an "error" message)\n`)]);
      // Read only in part (64 KiB), the message is still the server's, cut to a line's worth.
      const cut = await runCli(['internships', 'list', '--api-url', api.url, '--max-wait', '0', '--timeout', '5']);
      expect(cut.code).toBe(1);
      expect(cut.stderr).toMatch(/failed with 503[^:]*: A{299}…\n/);
      const notModified = await runCli(['events', 'list', '--api-url', api.url]);
      expect([notModified.code, notModified.stderr]).toEqual([
        1,
        expect.stringContaining('the API answered 304 Not Modified, though fresher asked for no cached copy\n'),
      ]);
      expect(notModified.stderr).not.toContain('redirect');
    } finally {
      await api.close();
    }
  });
});

describe('answers that are not HTTP', () => {
  it('headers too large, no status line, two lengths: the server was reached, its answer is not valid HTTP (in words, no "cannot reach")', async () => {
    const { createServer: netServer } = await import('node:net');
    const answers: Record<string, string> = {
      big: `HTTP/1.1 200 OK\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n{}`,
      bare: '{"jobs":[]}',
      lengths: 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\n{}',
    };
    const expected: Record<string, string> = {
      big: 'its headers are too large, HPE_HEADER_OVERFLOW',
      bare: 'it is not HTTP/1.x, HPE_INVALID_CONSTANT',
      lengths: 'it gives two different lengths, HPE_UNEXPECTED_CONTENT_LENGTH',
    };
    for (const [name, answer] of Object.entries(answers)) {
      const server = netServer((c) => {
        c.on('error', () => undefined);
        c.once('data', () => c.end(answer));
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const r = await runCli(['jobs', 'list', '--api-url', origin, '--timeout', '5']);
        expect([r.code, r.stderr.trim().split('\n').at(-1)], name).toEqual([
          1,
          `fresher: error: ${origin} answered with something that is not valid HTTP (${expected[name]})`,
        ]);
      } finally {
        await new Promise((done) => server.close(done));
      }
    }
  });
});

describe('records with problems', () => {
  it('every format says the same: five warnings, then how many more (streamed formats too)', async () => {
    const body = '{"jobs":[null,1,"x",[],true,null,2,{"id":"00000001-1111-4111-8111-111111111111"},{"title":"t"}]}';
    const api = await startFakeApi({ '/api/jobs': { body } });
    try {
      const said: string[][] = [];
      for (const format of [['--csv'], ['--format', 'ndjson'], ['--format', 'plain'], ['--json'], ['--json', '--sort', 'posted']]) {
        const r = await runCli(['jobs', 'list', ...format, '--api-url', api.url]);
        expect(r.code, format.join(' ')).toBe(0);
        said.push(r.stderr.split('\n').filter((l) => l.includes('warning:')));
      }
      expect(said[0]).toHaveLength(6);
      expect(said[0]?.at(-1)).toBe('fresher: warning: 4 more job records had problems');
      for (const lines of said) expect(lines).toEqual(said[0]);
    } finally {
      await api.close();
    }
  });
});

describe('rate limits', () => {
  // Exact waits, pacing and backoff of every kind: test/unit/network-timing.test.ts (fake clock).
  it('waits Retry-After for real, with a countdown on a terminal, then succeeds', async () => {
    await withSandbox({ ...small, faults: [parseFault('429=1,path=/api/jobs')] }, async (s) => {
      const r = await runCli(['jobs', 'list', '--api-url', s.url, '--json'], { tty: true, ttyStderr: true });
      expect(r.code).toBe(0);
      expect(r.ms).toBeGreaterThanOrEqual(1000);
      expect(r.stdout).toContain('\r\u001b[2Kfresher: rate limited by the API; retrying in 1s (Retry-After; attempt 2 of 6)\r\u001b[2K');
      expect(s.requests.filter((q) => q.path === '/api/jobs').map((q) => q.status)).toEqual([429, 200]);
    });
  });

  it('gives up at once with exit 4 when Retry-After is longer than --max-wait', async () => {
    await withSandbox({ ...small, faults: [parseFault('429=3600,path=/api/jobs')] }, async (s) => {
      const r = await runCli(['jobs', 'list', '--api-url', s.url, '--json']);
      expect(r.code).toBe(4);
      expect(r.stdout).toBe('');
      expect(r.ms).toBeLessThan(5000);
      expect(r.stderr).toContain('asked to wait 3600s (Retry-After), more than --max-wait 60s');
      const raised = await runCli(['jobs', 'list', '--api-url', s.url, '--json', '--max-wait', '2']);
      expect(raised.code).toBe(0);
    });
  });
});

describe('server failures', () => {
  it('retries a 500 with backoff, then succeeds', async () => {
    await withSandbox({ ...small, faults: [parseFault('500,path=/api/events,times=1')] }, async (s) => {
      const r = await runCli(['events', '--api-url', s.url, '--json']);
      expect(r.code).toBe(0);
      expect(s.requests.map((q) => q.status)).toEqual([500, 200]);
      expect(r.stderr).toMatch(/HTTP 500 from the API; retrying in \d\.\ds \(retry 1\)/);
    });
  });

  it('on a terminal, the retry notice clears the progress line first instead of running on from it', async () => {
    const faults = [parseFault('slow=800,path=/api/events,times=1'), parseFault('500,path=/api/events,times=1')];
    await withSandbox({ ...small, faults }, async (s) => {
      const r = await runCli(['events', '--api-url', s.url, '--json'], { tty: true, ttyStderr: true });
      expect(r.code).toBe(0);
      // The progress line was drawn while the first answer was slow in coming,
      expect(r.stdout).toContain('\r\u001b[2Kfresher: fetching events…');
      // and the notice begins on a cleared line: never "…fetching events…fresher: HTTP 500".
      expect(r.stdout).toContain('\r\u001b[2Kfresher: HTTP 500 from the API; retrying in');
      expect(r.stdout).not.toMatch(/…(?: \d+ B received)?fresher: HTTP 500/);
    });
  });

  it('retries a dropped connection', async () => {
    await withSandbox({ ...small, faults: [parseFault('reset,path=/api/health')] }, async (s) => {
      const r = await runCli(['health', '--api-url', s.url]);
      expect([r.code, r.stdout]).toEqual([0, 'ok\n']);
    });
  });

  it('a connection reset every time is said in words, the code after them; a plain-text 200 is "not JSON"', async () => {
    await withSandbox({ ...small, faults: [parseFault('reset,path=/api/health,times=*')] }, async (s) => {
      const r = await runCli(['health', '--api-url', s.url, '--max-wait', '1']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:\d+: the connection was reset \(ECONNRESET\)\n$/);
    });
    const { startFakeApi } = await import('../helpers/fake-api.js');
    const text = await startFakeApi({ '/api/jobs': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('Service is up') });
    try {
      const r = await runCli(['jobs', 'list', '--api-url', text.url, '--json', '--no-validate']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/returned 200 with a body that is not JSON\n$/);
    } finally {
      await text.close();
    }
  });

  it('a truncated body is one line naming the URL and status, exit 1, no stack trace', async () => {
    await withSandbox({ ...small, faults: [parseFault('truncated,path=/api/jobs')] }, async (s) => {
      const r = await runCli(['jobs', 'list', '--api-url', s.url, '--json']);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(
        /^fresher: error: GET http:\/\/127\.0\.0\.1:\d+\/api\/jobs returned 200 with a body that is not valid JSON \(cut short or corrupt\)\n$/,
      );
    });
  });

  it('a body cut off while streaming CSV is one error line, exit 1, and no file is left', async () => {
    await withSandbox({ jobs: 3000, internships: 1, events: 1, faults: [parseFault('truncated,path=/api/jobs,times=*')] }, async (s) => {
      const r = await runCli(['jobs', 'list', '--api-url', s.url, '--csv', '--quiet']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(
        /^fresher: error: GET http:\/\/127\.0\.0\.1:\d+\/api\/jobs returned 200 with a body that is not valid JSON \(it ends part-way through\)\n$/,
      );
      const dir = mkdtempSync(join(tmpdir(), 'fresher-cut-'));
      const file = await runCli(['jobs', 'list', '--api-url', s.url, '-o', join(dir, 'jobs.csv')]);
      expect(file.code).toBe(1);
      expect(readdirSync(dir)).toEqual([]);
    });
  });

  it('--timeout ends a stalled request with exit 1', async () => {
    // The server would answer after 20 s: ending well before that is the timeout's doing, however
    // loaded the machine (a start-up takes seconds under load, never fifteen).
    await withSandbox({ ...small, faults: [parseFault('slow=20000,path=/api/health')] }, async (s) => {
      const r = await runCli(['health', '--api-url', s.url, '--timeout', '0.3']);
      expect(r.code).toBe(1);
      expect(r.ms).toBeLessThan(15_000);
      expect(r.stderr).toContain('timed out after 0.3s (raise --timeout?)');
    });
  });

  it('--timeout beyond what Node timers hold is a usage error before any request, not an instant timeout', async () => {
    await withSandbox(small, async (s) => {
      const r = await runCli(['health', '--api-url', s.url, '--timeout', '3000000']);
      expect([r.code, r.stdout, r.stderr]).toEqual([2, '', 'fresher: error: --timeout must be at most 3600 seconds\n']);
      expect(s.requests).toEqual([]);
    });
  });

  it('a redirect is named with where it points (no user info), never followed, exit 1', async () => {
    const api = await startFakeApi({
      '/api/health': { status: 302, body: '', headers: { location: 'https://mover:m0ved-s3cret@other.example/api/health?token=abc#top' } },
      '/api/jobs': { status: 301, body: '', headers: { location: '/v2/api/jobs' } },
      '/api/events': { status: 307, body: '' },
    });
    try {
      const health = await runCli(['health', '--api-url', api.url]);
      expect([health.code, health.stdout]).toEqual([1, '']);
      expect(health.stderr).toBe(
        `fresher: error: GET ${api.url}/api/health: the API answered 302 Found, a redirect to https://other.example/api/health (fresher does not follow redirects; set --api-url to the new address if it moved)\n`,
      );
      expect(health.stderr).not.toMatch(/mover|m0ved-s3cret|token/);
      const jobs = await runCli(['jobs', 'list', '--api-url', api.url, '--json', '--no-validate']);
      expect([jobs.code, jobs.stderr]).toEqual([
        1,
        `fresher: error: GET ${api.url}/api/jobs: the API answered 301 Moved Permanently, a redirect to ${api.url}/v2/api/jobs (fresher does not follow redirects; set --api-url to the new address if it moved)\n`,
      ]);
      const events = await runCli(['events', '--api-url', api.url, '--json']);
      expect(events.stderr).toContain(
        'the API answered 307 Temporary Redirect, a redirect without a usable Location header (fresher does not follow redirects;',
      );
      expect(api.hits.filter((h) => h.startsWith('/v2'))).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('a Sunset header is one warning', async () => {
    await withSandbox({ ...small, faults: [parseFault('sunset=Sat, 01 May 2027 00:00:00 GMT,times=*')] }, async (s) => {
      const r = await runCli(['jobs', 'get', ...s.corpus.jobs.slice(0, 3).map((j) => j.id), '--api-url', s.url, '--json']);
      expect(r.code).toBe(0);
      expect(r.stderr.match(/deprecated/g)).toHaveLength(1);
      expect(r.stderr).toContain('will stop working after Sat, 01 May 2027 00:00:00 GMT');
    });
  });
});

describe('requests', () => {
  it('send a User-Agent naming fresher and its version, and Accept: application/json', async () => {
    await withSandbox(small, async (s) => {
      await runCli(['health', '--api-url', s.url]);
      expect(s.requests[0]?.userAgent).toMatch(new RegExp(`^fresher/${VERSION.replace(/\./g, '\\.')} `));
      expect(s.requests[0]?.accept).toBe('application/json');
    });
  });

  it('go through HTTP_PROXY, and bypass it for NO_PROXY hosts', async () => {
    await withSandbox(small, async (s) => {
      const seen: string[] = [];
      const proxy = createServer((req, res) => {
        seen.push(req.url ?? '');
        const target = new URL(req.url ?? '');
        const upstream = httpRequest(
          { host: target.hostname, port: target.port, path: target.pathname + target.search, method: req.method, headers: req.headers },
          (up) => {
            res.writeHead(up.statusCode ?? 502, up.headers);
            up.pipe(res);
          },
        );
        req.pipe(upstream);
      });
      // Proxies tunnel with CONNECT too; record the target either way.
      proxy.on('connect', (req, socket, head) => {
        seen.push(`CONNECT ${req.url}`);
        const [host, port] = (req.url ?? '').split(':');
        const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
          socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          upstream.write(head);
          upstream.pipe(socket);
          socket.pipe(upstream);
        });
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
      });
      await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
      const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      try {
        const via = await runCli(['health', '--api-url', s.url], { env: { HTTP_PROXY: proxyUrl } });
        expect(via.code).toBe(0);
        expect(seen).toHaveLength(1);
        expect([`${s.url}/api/health`, `CONNECT ${new URL(s.url).host}`]).toContain(seen[0]);
        const bypass = await runCli(['health', '--api-url', s.url], { env: { HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' } });
        expect(bypass.code).toBe(0);
        expect(seen).toHaveLength(1);
      } finally {
        proxy.closeAllConnections();
        proxy.close();
      }
    });
  });
});

/** A port nothing listens on: a server is bound, its port noted, and closed. */
async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

describe('proxies', () => {
  it('a refused proxy is named as the proxy, from its variable, without its user info', async () => {
    await withSandbox(small, async (s) => {
      const port = await refusingPort();
      const r = await runCli(['health', '--api-url', s.url], { env: { http_proxy: `http://proxyuser:pr0xy-s3cret@127.0.0.1:${port}/` } });
      expect([r.code, r.stdout]).toEqual([1, '']);
      expect(r.stderr).toBe(`fresher: error: cannot reach the proxy http://127.0.0.1:${port} (from http_proxy) for ${s.url}: connection refused\n`);
      expect(r.stderr).not.toMatch(/proxyuser|pr0xy-s3cret/);
      expect(s.requests).toEqual([]);
    });
  });

  it('NO_PROXY=::1 exempts http://[::1]:PORT, as curl does', async () => {
    const api = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/api/health' ? '{"status":"ok"}' : '{"error":"no"}');
    });
    await new Promise<void>((r) => api.listen(0, '::1', r));
    const url = `http://[::1]:${(api.address() as AddressInfo).port}`;
    try {
      const proxy = `http://127.0.0.1:${await refusingPort()}`;
      for (const noProxy of ['::1', '[::1]', 'example.com, ::1']) {
        const r = await runCli(['health', '--api-url', url], { env: { HTTP_PROXY: proxy, NO_PROXY: noProxy } });
        expect([noProxy, r.code, r.stdout, r.stderr]).toEqual([noProxy, 0, 'ok\n', '']);
      }
    } finally {
      api.closeAllConnections();
      api.close();
    }
  });
});

describe('progress', () => {
  it('a slow answer is announced on a terminal and cleared; never when piped or quiet', async () => {
    await withSandbox({ ...small, faults: [parseFault('slow=900,path=/api/jobs,times=*')] }, async (s) => {
      // The four runs wait on the same slow answers side by side.
      const [tty, table, quiet, piped] = await Promise.all([
        runCli(['jobs', 'list', '--api-url', s.url, '--csv'], { tty: true, ttyStderr: true }),
        runCli(['jobs', 'list', '--api-url', s.url], { tty: true, ttyStderr: true }),
        runCli(['jobs', 'list', '--api-url', s.url, '--quiet'], { tty: true, ttyStderr: true }),
        runCli(['jobs', 'list', '--api-url', s.url]),
      ]);
      expect(tty.code).toBe(0);
      expect(tty.stdout).toContain('\r\u001b[2Kfresher: fetching jobs…\r\u001b[2K');
      expect(table.stdout).toContain('fresher: fetching jobs…');
      expect(quiet.stdout).not.toContain('fetching');
      expect(piped.stderr).not.toContain('fetching');
    });
  });
});

describe('pipes and interruption', () => {
  it('`| head -1` ends quietly with exit 0', async () => {
    await withSandbox({ jobs: 3000, internships: 1, events: 1 }, async (s) => {
      const home = tempHome();
      try {
        const r = await new Promise<{ out: string; err: string; code: number | null }>((resolve) => {
          const sh = spawn('bash', ['-c', `set -o pipefail; "${process.execPath}" "${BIN}" jobs list --quiet --api-url "${s.url}" | head -1`], {
            env: { ...process.env, ...home.env },
          });
          let out = '';
          let err = '';
          sh.stdout.on('data', (d: Buffer) => (out += d));
          sh.stderr.on('data', (d: Buffer) => (err += d));
          sh.on('close', (code) => resolve({ out, err, code }));
        });
        expect(r.code).toBe(0);
        expect(r.err).toBe('');
        expect(r.out.split('\n')).toHaveLength(2);
      } finally {
        home.cleanup();
      }
    });
  });

  it('Ctrl-C during a slow response exits 130 and leaves no file behind', async () => {
    await withSandbox({ ...small, faults: [parseFault('slow=10000,path=/api/jobs')] }, async (s) => {
      const dir = mkdtempSync(join(tmpdir(), 'fresher-int-'));
      const file = join(dir, 'out.csv');
      const r = await runCli(['jobs', 'list', '--api-url', s.url, '-o', file], {
        onSpawn: (child) => {
          // Interrupt once the request is in flight (the answer takes 10 s), whatever the machine's speed.
          const timer = setInterval(() => {
            if (s.requests.some((q) => q.path === '/api/jobs')) {
              clearInterval(timer);
              child.kill('SIGINT');
            }
          }, 5);
        },
      });
      expect(r.code).toBe(130);
      expect(r.ms).toBeLessThan(5000);
      expect(existsSync(file)).toBe(false);
      expect(readdirSync(dir)).toEqual([]);
    });
  });

  it('Ctrl-C while writing a large file removes the temporary file', async () => {
    await withSandbox({ jobs: 8000, internships: 1, events: 1 }, async (s) => {
      const dir = mkdtempSync(join(tmpdir(), 'fresher-int-'));
      const r = await runCli(['jobs', 'list', '--api-url', s.url, '-o', join(dir, 'big.json')], {
        onSpawn: (child) => {
          // Interrupt as soon as the request has been answered, while the file is being written or just before.
          const timer = setInterval(() => {
            if (s.requests.some((q) => q.status === 200 && q.path === '/api/jobs')) {
              clearInterval(timer);
              child.kill('SIGINT');
            }
          }, 5);
        },
      });
      expect([0, 130]).toContain(r.code);
      // Whatever moment the interrupt hit: no temporary file, and a file only if it is complete.
      const left = readdirSync(dir);
      expect(left.filter((f) => f.endsWith('.tmp'))).toEqual([]);
      if (left.includes('big.json')) {
        const jobs = JSON.parse(readFileSync(join(dir, 'big.json'), 'utf8')) as unknown[];
        expect(jobs.length).toBe(s.corpus.jobs.filter((j) => j.is_active !== false).length);
      } else {
        expect(r.code).toBe(130);
      }
    });
  }, 90_000);
});
