/** Which argv send their listing request before the CLI loads, and what happens to a response nobody takes. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EarlyResponse } from '../../src/api/early.js';
import { nodeTransport } from '../../src/api/transport.js';
import { planEarlyRequest } from '../../src/cli/early-request.js';

describe('planEarlyRequest', () => {
  it('takes plain listings, global flags before or after, both flag forms', () => {
    expect(planEarlyRequest(['jobs', 'list', '--json'])).toEqual({ kind: 'job', flags: { json: true } });
    expect(planEarlyRequest(['internships'])).toEqual({ kind: 'internship', flags: {} });
    expect(planEarlyRequest(['--api-url', 'http://x', 'jobs', 'list', '-q'])).toEqual({ kind: 'job', flags: { apiUrl: 'http://x', quiet: true } });
    expect(planEarlyRequest(['jobs', '--api-url=http://x', '--location', 'Pune, India', '--no-validate', '--no-color'])).toEqual({
      kind: 'job',
      flags: { apiUrl: 'http://x', location: 'Pune, India', validate: false, color: false },
    });
    // Local refinements qualify (they do not change the request); pay range, since and -o do not.
    expect(planEarlyRequest(['jobs', 'list', '--search', 'python', '--exclude', 'senior', '--reverse', '--limit', '5'])).toEqual({
      kind: 'job',
      flags: { search: 'python', exclude: 'senior', reverse: true, limit: '5' },
    });
    for (const flag of [['--pay-range', '3-6'], ['--since', '3d'], ['-o', 'x.csv'], ['-i']])
      expect(planEarlyRequest(['jobs', 'list', ...flag])).toBeUndefined();
  });

  it('leaves everything else to commander', () => {
    for (const argv of [
      [],
      ['jobs', 'get', '3f2b6c1e-8a4d-4e0b-9c55-1d2e3f4a5b6c'],
      ['jobs', 'stats'],
      ['jobs', 'list', 'extra'],
      ['jobs', 'list', '-i'],
      ['jobs', 'list', '--help'],
      ['jobs', 'list', '--since', '3d'],
      ['jobs', 'list', '--pay-range', '3-6'],
      ['jobs', 'list', '-o', 'jobs.csv'],
      ['jobs', 'list', '--location'],
      ['jobs', 'list', '--search', '-x'],
      ['jobs', 'list', '--json=1'],
      ['jobs', 'list', '-qo', 'x'],
      ['jobs', 'list', '--', '--json'],
      ['config', 'list'],
      ['sandbox'],
    ]) {
      expect(planEarlyRequest(argv), argv.join(' ')).toBeUndefined();
    }
  });
});

describe('an early response', () => {
  let server: Server | undefined;
  let early: EarlyResponse | undefined;
  afterEach(async () => {
    await early?.close();
    early = undefined;
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    server = undefined;
  });

  async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
    const listening = createServer(handler);
    server = listening;
    await new Promise<void>((done) => listening.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}/api/jobs`;
  }
  const transport = () => nodeTransport({ connectMs: 5000, headersMs: 5000, bodyMs: 5000 });

  it('serves only the same URL and headers, once', async () => {
    const url = await listen((_req, res) => res.end('{"jobs":[]}'));
    const headers = { accept: 'application/json', 'user-agent': 'test' };
    const t = transport();
    early = new EarlyResponse(url, headers, t, t.request(url, { headers }));
    expect(early.take(`${url}?location=Pune`, headers)).toBeUndefined();
    expect(early.take(url, { ...headers, 'user-agent': 'other' })).toBeUndefined();
    const res = await early.take(url, headers);
    expect(res?.status).toBe(200);
    expect(early.take(url, headers)).toBeUndefined();
  });

  it('is dropped with its connection at the end when nobody asked for it', async () => {
    const body = 'x'.repeat(1_000_000);
    let closed!: () => void;
    const connectionClosed = new Promise<void>((done) => (closed = done));
    const url = await listen((req, res) => {
      req.socket.on('close', closed);
      res.end(body);
    });
    const headers = { accept: 'application/json' };
    const t = transport();
    const response = t.request(url, { headers });
    early = new EarlyResponse(url, headers, t, response);
    await response;
    await early.close();
    await connectionClosed;
  });

  it('breaks off a request still waiting for its answer', async () => {
    const url = await listen(() => undefined);
    const headers = { accept: 'application/json' };
    const t = transport();
    const response = t.request(url, { headers });
    early = new EarlyResponse(url, headers, t, response);
    await early.close();
    await expect(response).rejects.toThrow();
  });
});
