/**
 * `fresher mcp`, driven by the MCP SDK's own client over stdio against the built bin: the tools an
 * assistant sees, each called, bad input, a 429, the API down, hostile text, and writes only with
 * --allow-writes (checked with the CLI, which reads the same state files).
 */
import { spawn } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { BIN, runCli, tempHome } from '../helpers/cli.js';
import { HOSTILE_ID, startHostileApi } from '../helpers/hostile-api.js';
import { parseFault, useSandbox, withSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 11, jobs: 120, internships: 30, events: 6 });
const open: Client[] = [];
let home: ReturnType<typeof tempHome>;
afterEach(async () => {
  for (const c of open.splice(0)) await c.close();
  home?.cleanup();
});

async function connect(args: string[] = [], api = sandbox().url): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', '--api-url', api, ...args],
    env: { ...home.env, PATH: process.env.PATH ?? '' },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'fresher-test', version: '1.0.0' });
  await client.connect(transport);
  open.push(client);
  return client;
}

interface Called {
  isError: boolean;
  text: string;
  json: Record<string, unknown>;
}
async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Called> {
  const r = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { type: string; text: string }[] };
  const text = r.content.map((c) => c.text).join('\n');
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // An error's text.
  }
  return { isError: r.isError === true, text, json };
}

const active = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200b\ufeff]/;

interface Reply {
  id: number;
  result?: { isError?: boolean; content?: { text: string }[] };
}
/** `printf ... | fresher mcp`: the messages as lines on stdin, then its end; the exit code and the replies. */
async function overStdin(
  messages: readonly Record<string, unknown>[],
  args: readonly string[] = [],
): Promise<{ code: number | null; replies: Reply[]; stderr: string }> {
  const child = spawn(process.execPath, [BIN, 'mcp', '--api-url', sandbox().url, ...args], { env: { ...home.env, PATH: process.env.PATH ?? '' } });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (err += d));
  child.stdin.end(messages.map((m) => `${JSON.stringify(m)}\n`).join(''));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    code,
    stderr: err,
    replies: out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Reply),
  };
}

/** A client's first messages, then a tools/call of list_jobs as request 2. */
const OPENING = [
  {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: LATEST_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: 'sh', version: '1' } },
  },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_jobs', arguments: { limit: 2 } } },
];

describe('fresher mcp at the end of its input', () => {
  it('a line that is not JSON, or not a JSON-RPC message, gets the JSON-RPC error for it (id null); the server goes on', async () => {
    home = tempHome();
    const child = spawn(process.execPath, [BIN, 'mcp', '--api-url', sandbox().url], { env: { ...home.env, PATH: process.env.PATH ?? '' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    const lines = [
      JSON.stringify(OPENING[0]),
      JSON.stringify(OPENING[1]),
      '{"jsonrpc":"2.0","id":5,"method":"tools/list"',
      '{"hello":1}',
      JSON.stringify({ jsonrpc: '2.0', id: 6, method: 'tools/list' }),
    ];
    child.stdin.end(`${lines.join('\n')}\n`);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    const replies = out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: number | null; error?: { code: number }; result?: unknown });
    expect(replies.filter((r) => r.id === null).map((r) => r.error?.code)).toEqual([-32700, -32600]);
    expect(replies.find((r) => r.id === 6)?.result).toBeDefined();
  });

  it('an invalid request whose id can be read gets its id back; an unknown tool or arguments that are no object is -32602', async () => {
    home = tempHome();
    const raw = [
      { jsonrpc: '2.0', id: 7, method: 'ping', params: [1] },
      { id: 8, method: 'ping' },
      { jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } },
      { jsonrpc: '2.0', id: 10, method: 'tools/call', params: { name: 'list_jobs', arguments: [] } },
      { jsonrpc: '2.0', id: 11, method: 'ping' },
    ];
    const { code, replies } = await overStdin([...OPENING.slice(0, 2), ...raw]);
    expect(code).toBe(0);
    const byId = new Map(replies.map((r) => [r.id, r as Reply & { error?: { code: number } }]));
    expect([7, 8, 9, 10].map((id) => byId.get(id)?.error?.code)).toEqual([-32600, -32600, -32602, -32602]);
    expect(byId.get(11)?.result).toBeDefined();
    expect(replies.some((r) => r.id === null)).toBe(false);
  });

  it('serves call after call without piling up listeners on its output (no MaxListenersExceededWarning)', async () => {
    home = tempHome();
    const calls = Array.from({ length: 14 }, (_, i) => ({ jsonrpc: '2.0', id: 10 + i, method: 'tools/call', params: { name: 'get_filters', arguments: {} } }));
    const { code, replies, stderr } = await overStdin([...OPENING, ...calls]);
    expect(code).toBe(0);
    expect(replies.filter((r) => r.id >= 10 && r.result?.isError !== true)).toHaveLength(14);
    expect(stderr).not.toContain('MaxListenersExceeded');
  });

  it('answers every request it read before it exits (printf ... | fresher mcp), then exits 0', async () => {
    home = tempHome();
    const messages = [
      ...OPENING,
      { jsonrpc: '2.0', id: 3, method: 'tools/list' },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'get_filters', arguments: {} } },
    ];
    const { code, replies } = await overStdin(messages);
    expect(code).toBe(0);
    expect(replies.map((r) => r.id).sort()).toEqual([1, 2, 3, 4]);
    const jobs = replies.find((r) => r.id === 2)?.result;
    expect(jobs?.isError).not.toBe(true);
    expect(JSON.parse(jobs?.content?.[0]?.text ?? '{}')).toMatchObject({ total: active().length });
  });

  it('a request the client cancels needs no reply: the server still exits at the end of input', async () => {
    home = tempHome();
    const messages = [
      ...OPENING,
      { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 2, reason: 'the user moved on' } },
      { jsonrpc: '2.0', id: 3, method: 'tools/list' },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'get_filters', arguments: {} } },
    ];
    const { code, replies } = await overStdin(messages);
    expect(code).toBe(0);
    const ids = replies.map((r) => r.id);
    // Every request not cancelled is answered; the cancelled one may or may not be (it may finish first).
    expect(ids).toEqual(expect.arrayContaining([1, 3, 4]));
  });
});

describe('fresher mcp: read-only tools', () => {
  it('offers the read tools only, each marked read-only, with input schemas from the filter registry', async () => {
    home = tempHome();
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      ['get_filters', 'get_hiring_dataset', 'get_listing', 'get_saved', 'get_tracker', 'list_events', 'list_internships', 'list_jobs'].sort(),
    );
    for (const t of tools) expect(t.annotations?.readOnlyHint, t.name).toBe(true);
    const props = Object.keys((tools.find((t) => t.name === 'list_jobs')?.inputSchema.properties ?? {}) as object);
    expect(props).toEqual(expect.arrayContaining(['location', 'industry', 'role_type', 'work_type', 'on_campus', 'search', 'sort', 'limit']));
  });

  it('list_jobs: filters checked and matched as the CLI does, the total and a compact page; get_listing by a prefix', async () => {
    home = tempHome();
    const client = await connect();
    const r = await call(client, 'list_jobs', { location: ['Pune, India'], work_type: ['Remote', 'Hybrid'], limit: 3 });
    expect(r.isError, r.text).toBe(false);
    const expected = active().filter((j) => j.location === 'Pune, India' && ['Remote', 'Hybrid'].includes(j.work_type ?? ''));
    expect(r.json.total).toBe(expected.length);
    const listings = r.json.listings as Record<string, unknown>[];
    expect(listings).toHaveLength(Math.min(3, expected.length));
    for (const l of listings) {
      expect(expected.map((j) => j.id)).toContain(l.id);
      expect(l).not.toHaveProperty('description');
    }
    // A label the vocabulary knows ("Pune") is taken, and said.
    const byLabel = await call(client, 'list_jobs', { location: ['Pune'], limit: 1 });
    expect(byLabel.json.total).toBe(active().filter((j) => j.location === 'Pune, India').length);
    expect((byLabel.json.notes as string[]).join('\n')).toContain('matched by its label');

    const id = listings[0]?.id as string;
    const got = await call(client, 'get_listing', { id: id.slice(0, 8) });
    expect(got.isError, got.text).toBe(false);
    expect(got.json.kind).toBe('job');
    expect((got.json.listing as Job).id).toBe(id);
    expect((got.json.listing as Job).description).toBe(active().find((j) => j.id === id)?.description);
    const intern = sandbox().corpus.internships[0];
    const asIntern = await call(client, 'get_listing', { id: intern?.id });
    expect([asIntern.json.kind, (asIntern.json.listing as Job).id]).toEqual(['internship', intern?.id]);
  });

  it('bad input is a tool error that says what to change; the server goes on', async () => {
    home = tempHome();
    const client = await connect();
    const unknown = await call(client, 'list_jobs', { location: ['Atlantis'] });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('"Atlantis" is not a known location');
    // In the tools' words: the input's name and the tool that lists values, not the CLI's flags.
    expect(unknown.text).toMatch(/^location "Atlantis" is not a known location/);
    expect(unknown.text).toContain('get_filters');
    expect(unknown.text).not.toMatch(/--location|--no-validate|fresher filters/);
    const near = await call(client, 'list_jobs', { location: ['Bengaluru, Indai'] });
    expect([near.isError, near.text]).toEqual([true, expect.stringContaining('Bengaluru, India')]);
    // Values that look like options are values: never an option of the command.
    const sneaky = await call(client, 'list_jobs', { location: ['--output=/tmp/x'], search: '--json' });
    expect(sneaky.isError).toBe(true);
    expect(sneaky.text).toContain('"--output=/tmp/x" is not a known location');
    const missing = await call(client, 'get_listing', { id: 'ffffffff-ffff-4fff-8fff-ffffffffffff' });
    // Not found as either kind: both searches are said, not only the last.
    expect([missing.isError, missing.text]).toEqual([
      true,
      expect.stringContaining('no job with id ffffffff-ffff-4fff-8fff-ffffffffffff\nno internship with id'),
    ]);
    // Out of the schema (a limit of 1000): refused by the SDK's check, as an error either way.
    const tooMany = await client.callTool({ name: 'list_jobs', arguments: { limit: 1000 } }).then(
      (x) => (x as { isError?: boolean }).isError === true,
      () => true,
    );
    expect(tooMany).toBe(true);
    const after = await call(client, 'get_filters');
    expect(after.isError).toBe(false);
    expect((after.json.location as { value: string }[]).map((v) => v.value)).toContain('Pune, India');
  });

  it('events, the dataset with its attribution and updatedAt, the tracker and saved lists the CLI wrote', async () => {
    home = tempHome();
    const job = active()[0] as Job;
    const cli = (args: string[]) => runCli([...args, '--api-url', sandbox().url], { env: home.env });
    expect((await cli(['track', job.id, '--status', 'applied', '--note', 'referred'])).code).toBe(0);
    expect((await cli(['jobs', 'save', job.id])).code).toBe(0);
    const client = await connect();
    const events = await call(client, 'list_events', { limit: 2 });
    expect(events.isError, events.text).toBe(false);
    expect(events.json.returned).toBeLessThanOrEqual(2);
    const dataset = await call(client, 'get_hiring_dataset');
    expect(Object.keys(dataset.json).slice(0, 2)).toEqual(['attribution', 'updatedAt']);
    expect((dataset.json.attribution as { text: string; license: string }).license).toBe('CC-BY-4.0');
    expect(dataset.json.updatedAt).toEqual(expect.any(String));
    const tracker = await call(client, 'get_tracker');
    expect(tracker.text).toContain(job.id);
    expect(tracker.text).toContain('referred');
    const saved = await call(client, 'get_saved');
    expect(JSON.stringify(saved.json.jobs)).toContain(job.id);
  });
});

describe('fresher mcp and the profile match', () => {
  it('with_match explains each listing and sort match ranks by it, with a profile; without one, a tool error naming profile set', async () => {
    home = tempHome();
    const client = await connect();
    const none = await call(client, 'list_jobs', { with_match: true, limit: 1 });
    expect([none.isError, none.text]).toEqual([true, expect.stringContaining('fresher profile set')]);
    const set = await runCli(['profile', 'set', '--skills', 'Python, SQL', '--grad-year', '2026', '--api-url', sandbox().url], { env: home.env });
    expect(set.code, set.stderr).toBe(0);
    const r = await call(client, 'list_jobs', { with_match: true, sort: 'match', limit: 5 });
    expect(r.isError, r.text).toBe(false);
    const matches = (r.json.listings as { fresher_match?: { score: number | null; skills_found: string[] } }[]).map((l) => l.fresher_match);
    expect(matches.every((m) => m !== undefined)).toBe(true);
    const scores = matches.map((m) => m?.score ?? -1);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(matches[0]?.skills_found.length).toBeGreaterThan(0);
    const one = await call(client, 'get_listing', { id: (r.json.listings as { id: string }[])[0]?.id, with_match: true });
    expect((one.json.listing as { fresher_match?: unknown }).fresher_match).toEqual(matches[0]);
  });
});

describe('fresher mcp --allow-writes', () => {
  it('save, track and hide through the same state files the CLI reads; without the flag they are not offered', async () => {
    home = tempHome();
    const client = await connect(['--allow-writes']);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['save_listing', 'track_listing', 'hide']));
    const [a, b] = active();
    const saved = await call(client, 'save_listing', { ids: [a?.id] });
    expect(saved.isError, saved.text).toBe(false);
    const tracked = await call(client, 'track_listing', { id: b?.id.slice(0, 8), status: 'interview', next: '2026-12-01', note: 'panel' });
    expect(tracked.isError, tracked.text).toBe(false);
    const hid = await call(client, 'hide', { company: a?.company });
    expect(hid.isError, hid.text).toBe(false);
    const cli = (args: string[]) => runCli([...args, '--api-url', sandbox().url], { env: home.env });
    expect(JSON.parse((await cli(['jobs', 'saved', '--json'])).stdout).map((x: { id: string }) => x.id)).toContain(a?.id);
    const board = (await cli(['track', '--json'])).stdout;
    expect(board).toContain(b?.id);
    expect(board).toContain('interview');
    const list = await call(client, 'list_jobs', { limit: 100 });
    expect((list.json.listings as Job[]).some((j) => j.company === a?.company)).toBe(false);
  });
});

describe('fresher mcp when the API misbehaves', () => {
  it('a 429 longer than --max-wait and an API that is down: tool errors, and the server keeps serving', async () => {
    home = tempHome();
    await withSandbox({ jobs: 10, internships: 2, events: 1, faults: [parseFault('429=3600,path=/api/jobs')] }, async (s) => {
      const client = await connect(['--max-wait', '2'], s.url);
      const r = await call(client, 'list_jobs');
      expect(r.isError).toBe(true);
      expect(r.text).toMatch(/rate limit|429/i);
      expect(r.text).toContain('3600');
      expect((await call(client, 'get_filters')).isError).toBe(false);
    });
    const down = await connect(['--timeout', '2'], 'http://127.0.0.1:9');
    const r = await call(down, 'list_jobs');
    expect(r.isError).toBe(true);
    expect(r.text).not.toMatch(/at .*\.js:\d+/);
    expect((await down.listTools()).tools.length).toBe(8);
  });

  it('--debug writes to the server log (stderr), never into what the assistant reads', async () => {
    home = tempHome();
    const calls = ['list_jobs', 'list_events'].map((name, i) => ({
      jsonrpc: '2.0',
      id: 10 + i,
      method: 'tools/call',
      params: { name, arguments: { limit: 1 } },
    }));
    const { code, replies, stderr } = await overStdin([...OPENING, ...calls], ['--debug']);
    expect(code).toBe(0);
    expect(stderr).toMatch(/^fresher mcp: debug: GET http:\/\/127\.0\.0\.1:\d+\/api\/jobs/m);
    expect(stderr).toMatch(/^fresher mcp: debug: GET http:\/\/127\.0\.0\.1:\d+\/api\/events/m);
    for (const r of replies.filter((x) => x.id >= 10)) expect(JSON.stringify(r.result)).not.toContain('debug:');
  });

  it('a call the client cancels stops waiting at once: the calls after it are not held up behind it', async () => {
    home = tempHome();
    await withSandbox({ jobs: 10, internships: 2, events: 1, faults: [parseFault('429=40,path=/api/jobs,times=*')] }, async (s) => {
      const client = await connect([], s.url);
      const cancel = new AbortController();
      const waiting = client.callTool({ name: 'list_jobs', arguments: {} }, undefined, { signal: cancel.signal }).catch((e: Error) => e);
      // Once the API has said to wait 40 s, the assistant gives up on the call.
      const asked = Date.now();
      while (!s.requests.some((q) => q.path === '/api/jobs') && Date.now() - asked < 10_000) await new Promise((r) => setTimeout(r, 20));
      cancel.abort();
      expect(await waiting).toBeInstanceOf(Error);
      const started = Date.now();
      const next = await call(client, 'list_events');
      expect(next.isError, next.text).toBe(false);
      // Not 40 s behind the cancelled wait (a generous bound for a loaded machine).
      expect(Date.now() - started).toBeLessThan(20_000);
      // And the cancelled command asked the API no more.
      expect(s.requests.filter((q) => q.path === '/api/jobs')).toHaveLength(1);
    });
  }, 60_000);

  it('hostile API text reaches the assistant without control sequences; stdout carries only the protocol', async () => {
    home = tempHome();
    const api = await startHostileApi({ '/api/filters': { body: { filters: {} } } });
    try {
      const client = await connect([], api.url);
      const r = await call(client, 'list_jobs');
      expect(r.isError, r.text).toBe(false);
      expect((r.json.listings as Job[])[0]?.id).toBe(HOSTILE_ID);
      expect(r.text).not.toMatch(UNSAFE);
      expect(JSON.stringify(r.json)).not.toMatch(UNSAFE);
      // Raw: every line on stdout is a JSON-RPC message, whatever the commands wrote.
      const child = spawn(process.execPath, [BIN, 'mcp', '--api-url', api.url], { env: { ...home.env, PATH: process.env.PATH ?? '' } });
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString('utf8');
      });
      const send = (m: unknown) => child.stdin.write(`${JSON.stringify(m)}\n`);
      send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      });
      send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_jobs', arguments: {} } });
      const deadline = Date.now() + 60_000;
      while (!out.includes('"id":2') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      child.stdin.end();
      await new Promise((r) => child.once('close', r));
      const lines = out.split('\n').filter((l) => l !== '');
      expect(lines.length).toBe(2);
      for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
    } finally {
      await api.close();
    }
  });

  it('integers beyond a double reach the assistant with their digits, as the CLI prints them', async () => {
    home = tempHome();
    const { startFakeApi } = await import('../helpers/fake-api.js');
    const id = '00000001-1111-4111-8111-111111111111';
    const body = `{"jobs":[{"id":"${id}","company":"A","title":"T1","posted_at":"2026-11-20T00:00:00Z","match_score":12345678901234567890,"nested":{"big":98765432109876543210}}]}`;
    const api = await startFakeApi({
      '/api/jobs': { body },
      [`/api/jobs/${id}`]: { body: `{"job":${body.slice(9, -2)}}` },
      '/api/filters': { body: { filters: {} } },
    });
    try {
      const client = await connect([], api.url);
      const r = await call(client, 'get_listing', { id: '00000001' });
      expect(r.isError, r.text).toBe(false);
      expect(r.text).toContain('"match_score":12345678901234567890');
      expect(r.text).toContain('{"big":98765432109876543210}');
      expect(r.text).not.toContain('exact-');
    } finally {
      await api.close();
    }
  });
});
