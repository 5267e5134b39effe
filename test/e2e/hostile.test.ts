/** Hostile API text never reaches the terminal, the stderr lines or a spreadsheet as an attack. */
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { HOSTILE_ID, startHostileApi } from '../helpers/hostile-api.js';
import { runInProcess } from '../helpers/in-process.js';

let api: Awaited<ReturnType<typeof startHostileApi>>;
beforeAll(async () => {
  api = await startHostileApi();
});
afterAll(() => api.close());

/** Anything a terminal would act on: ESC, C1, bidi controls, zero-width and line separators, bare CR. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const UNSAFE = /[\u001b\u0080-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\r(?!\n)/;

describe('the terminal', () => {
  it('jobs get on a terminal: values and unknown field names are shown stripped, one line each', async () => {
    const r = await runCli(['jobs', 'get', HOSTILE_ID, '--api-url', api.url], { tty: true, columns: 120 });
    expect(r.code).toBe(0);
    // Our own colours aside (SGR), nothing a terminal acts on.
    expect(stripAnsi(r.stdout)).not.toMatch(UNSAFE);
    const lines = stripAnsi(r.stdout).split('\n');
    // The hostile key's CR LF cannot forge a row of its own.
    expect(lines.filter((l) => l.startsWith('ID '))).toHaveLength(1);
    const forged = lines.filter((l) => l.includes('forged-row'));
    expect(forged).toHaveLength(1);
    expect(forged[0]).toMatch(/^x ID +forged-row +value$/);
    // Zero-width characters that could disguise text are gone; line separators fold into spaces.
    expect(lines[0]).toContain('abcd');
    expect(lines[0]).toContain('line sep para');
  });

  it('tables and plain rows carry no control, bidi or zero-width characters', async () => {
    const table = await runCli(['jobs', 'list', '--api-url', api.url, '--fields', 'title,company,location,nested'], { tty: true, columns: 400 });
    expect(table.code).toBe(0);
    expect(stripAnsi(table.stdout)).not.toMatch(UNSAFE);
    const plain = await runInProcess(['jobs', 'list', '--api-url', api.url, '--fields', `title,company,location,nested`]);
    expect(plain.stdout).not.toMatch(UNSAFE);
    expect(plain.stdout.split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('an error quoting server text stays one line: no forged "fresher:" line', async () => {
    for (const run of [() => runInProcess(['events', '--api-url', api.url, '-q']), () => runCli(['events', '--api-url', api.url])]) {
      const r = await run();
      expect(r.code).toBe(1);
      const lines = r.stderr.split('\n').filter(Boolean);
      expect(lines.filter((l) => l.includes('hint'))).toHaveLength(1);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^fresher: error: GET .* failed with 400: x fresher: hint: run curl/);
    }
  });
});

describe('dataset keys and labels', () => {
  it('are stripped on a terminal and in plain rows, escaped in JSON', async () => {
    const key = 'live\u001b]52;c;ZXZpbA==\u0007\u202eListings';
    const site = await startHostileApi({
      '/reports/fresher-hiring-india.json': {
        body: { updatedAt: '2026-11-01\u001b[2J', totals: { [key]: 3 }, topCities: [{ city: 'Pune\u009b2J', label: 'Pune\u200b', count: 2 }] },
      },
    });
    try {
      const tty = await runCli(['dataset', '--api-url', site.url], { tty: true, columns: 120 });
      expect(tty.code).toBe(0);
      expect(stripAnsi(tty.stdout)).not.toMatch(UNSAFE);
      expect(stripAnsi(tty.stdout)).toContain('liveListings');
      const plain = await runInProcess(['dataset', '--api-url', site.url]);
      expect(plain.stdout).not.toMatch(UNSAFE);
      expect(plain.stderr).not.toMatch(UNSAFE);
      const json = await runInProcess(['dataset', '--api-url', site.url, '--json']);
      expect(json.stdout).not.toMatch(UNSAFE);
      expect(Object.keys((JSON.parse(json.stdout) as { totals: object }).totals)).toEqual([key]);
    } finally {
      await site.close();
    }
  });
});

describe('the spreadsheet', () => {
  it('CSV neutralises formulas after controls, bidi marks and leading spaces are removed, objects too', async () => {
    const r = await runInProcess(['jobs', 'list', '--api-url', api.url, '--csv', '--fields', 'company,location,work_type,nested']);
    const [row] = parseCsv(r.stdout, { columns: true }) as Record<string, string>[];
    expect(row).toEqual({
      company: `'=HYPERLINK("http://evil.invalid")`,
      location: "'=1+1",
      work_type: "' =2+2",
      nested: `{"k":"=cmd|' /C calc'!A0"}`,
    });
    expect(r.stdout).not.toMatch(UNSAFE);
  });
});

describe('the API URL', () => {
  it('a query string or fragment is refused with exit 2', async () => {
    for (const url of [`${api.url}?x=1`, `${api.url}/#frag`]) {
      const r = await runInProcess(['jobs', 'list', '--api-url', url]);
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toContain('must not have a query (?...) or fragment (#...)');
    }
    expect((await runInProcess(['config', 'set', 'api-url', `${api.url}?x=1`])).code).toBe(2);
  });

  it('a 404 HTML page for a collection means a wrong API URL: exit 1 saying so, not "not found"', async () => {
    const site = await startHostileApi({
      '/api/jobs': (_req, res) => {
        res.statusCode = 404;
        res.setHeader('content-type', 'text/html');
        res.end('<!doctype html><h1>Not Found</h1>');
      },
    });
    try {
      for (const args of [['--json'], ['--csv']]) {
        const r = await runInProcess(['jobs', 'list', '--api-url', site.url, ...args]);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/failed with 404 \(an HTML page, not JSON\): this server does not serve the Public Job Listings API; check --api-url/);
      }
    } finally {
      await site.close();
    }
  });

  it('a password in it never shows in messages, --debug, cache or state files, which only the user can read', async () => {
    const port = new URL(api.url).port;
    const secret = `http://asha:hunter2@127.0.0.1:${port}`;
    const home = await import('../helpers/cli.js').then((m) => m.tempHome());
    try {
      const env = home.env;
      const list = await runInProcess(['jobs', 'list', '--api-url', secret, '--debug', '--new'], { env });
      expect(list.code).toBe(0);
      const failed = await runInProcess(['events', '--api-url', secret, '--debug'], { env });
      const bad = await runInProcess(['jobs', 'list', '--api-url', 'ftp://asha:hunter2@x'], { env });
      const spawned = await runCli(['events', '--api-url', secret, '--debug'], { env });
      for (const r of [list, failed, bad, spawned]) {
        expect(r.stderr).not.toContain('hunter2');
        expect(r.stderr).not.toContain('asha');
      }
      // URLs are shown without their user info at all.
      expect(list.stderr).toContain(`GET http://127.0.0.1:${port}/api/jobs`);
      const { readdirSync, readFileSync, statSync } = await import('node:fs');
      const { join } = await import('node:path');
      const files: string[] = [];
      const walk = (dir: string): void => {
        for (const e of readdirSync(dir, { withFileTypes: true })) (e.isDirectory() ? walk : (p: string) => files.push(p))(join(dir, e.name));
      };
      walk(home.dir);
      expect(files.length).toBeGreaterThan(1);
      for (const f of files) {
        expect(readFileSync(f, 'latin1'), f).not.toContain('hunter2');
        expect(statSync(f).mode & 0o077, f).toBe(0);
      }
    } finally {
      home.cleanup();
    }
  });
});

describe('the config file', () => {
  /** A fresh home with its config file's folder made: `file` is where the config goes. */
  async function withConfigFile(test: (file: string, env: Record<string, string>) => Promise<void>): Promise<void> {
    const home = tempHome();
    try {
      mkdirSync(join(home.dir, 'config', 'fresher'), { recursive: true });
      await test(join(home.dir, 'config', 'fresher', 'config.json'), home.env);
    } finally {
      home.cleanup();
    }
  }

  it('an unreadable config that names the API stops the run instead of showing sample data', () =>
    withConfigFile(async (file, env) => {
      for (const text of [`{ "api-url": "${api.url}", }`, '{ "api-url": "ftp://nope" }']) {
        writeFileSync(file, text);
        const r = await runInProcess(['jobs', 'list', '-q'], { env });
        expect([r.code, r.stdout]).toEqual([2, '']);
        expect(r.stderr).toMatch(/config file .* names your API \(api-url\), so fresher stops instead of showing sample data/);
        expect(r.stderr).not.toContain('SAMPLE DATA');
        // A flag or the environment still works.
        expect((await runInProcess(['jobs', 'list', '-q', '--api-url', api.url], { env })).code).toBe(0);
      }
    }));

  it('unknown keys are named with a guess at the one meant; a mistyped api-url stops the run instead of showing sample data', () =>
    withConfigFile(async (file, env) => {
      writeFileSync(file, JSON.stringify({ api_url: api.url, formt: 'csv' }));
      const lost = await runInProcess(['jobs', 'list', '-q'], { env });
      expect([lost.code, lost.stdout]).toEqual([2, '']);
      expect(lost.stderr).toBe(
        `fresher: error: config file ${file}: ignoring unknown settings "api_url" (did you mean api-url?), "formt" (did you mean format?); it names your API (api-url), so fresher stops instead of showing sample data\n`,
      );
      // Other unknown keys are a warning (even with --quiet), and the run goes on; a key in the file can
      // not move the terminal (its escape sequence is stripped).
      writeFileSync(file, JSON.stringify({ 'api-url': api.url, colour: 'never', '\u001b]0;pwned\u0007later': 1 }));
      const warned = await runInProcess(['jobs', 'list', '-q', '--limit', '1', '--json'], { env });
      expect([warned.code, JSON.parse(warned.stdout).length]).toEqual([0, 1]);
      expect(warned.stderr).toBe(`fresher: warning: config file ${file}: ignoring unknown settings "colour" (did you mean color?), "later"\n`);
      const listed = await runInProcess(['config', 'list'], { env });
      expect(listed.stderr).toContain('ignoring unknown settings "colour" (did you mean color?), "later"\n');
      expect(listed.stderr).not.toContain('\u001b');
    }));
});

describe('bytes', () => {
  it('invalid UTF-8 never reaches stdout in --json: replaced by U+FFFD as JSON.parse of the decoded text would', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"jobs":[{"id":"11111111-1111-4111-8111-111111111111","company":"C","title":"T\\u00e9 '),
      Buffer.from([0xc3, 0x28, 0xff, 0x9b]),
      Buffer.from('x"}]}'),
    ]);
    const site = await startHostileApi({
      '/api/jobs': (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(bytes);
      },
    });
    try {
      // stdout as bytes: a decoded string would hide invalid UTF-8 behind U+FFFD.
      const { spawn } = await import('node:child_process');
      const { isUtf8 } = await import('node:buffer');
      const { BIN, tempHome } = await import('../helpers/cli.js');
      const home = tempHome();
      const out = await new Promise<Buffer>((resolve) => {
        const child = spawn(process.execPath, [BIN, 'jobs', 'list', '--api-url', site.url, '--json'], { env: { PATH: process.env.PATH, ...home.env } });
        const chunks: Buffer[] = [];
        child.stdout.on('data', (c: Buffer) => chunks.push(c));
        child.on('close', () => resolve(Buffer.concat(chunks)));
      });
      home.cleanup();
      expect(isUtf8(out)).toBe(true);
      const text = out.toString('utf8');
      expect((JSON.parse(text) as { title: string }[])[0]?.title).toBe((JSON.parse(bytes.toString('utf8')) as { jobs: { title: string }[] }).jobs[0]?.title);
      expect(text).toContain('\ufffd');
      expect(text).not.toMatch(/[\u0080-\u009f]/);
    } finally {
      await site.close();
    }
  });
});

describe('odd shapes and values', () => {
  const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  const body = `{"jobs":[{"id":"${HOSTILE_ID}","company":"C","title":"T","deep":${deep}}]}`;

  it('a value nested 100,000 levels deep: a clear message or a placeholder, never a stack overflow', async () => {
    const site = await startHostileApi({
      '/api/jobs': (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(body);
      },
    });
    try {
      const csv = await runInProcess(['jobs', 'list', '--api-url', site.url, '--csv', '--fields', 'id,deep']);
      expect([csv.code, csv.stdout]).toEqual([0, `id,deep\r\n${HOSTILE_ID},[nested too deeply to show]\r\n`]);
      const table = await runInProcess(['jobs', 'list', '--api-url', site.url, '--fields', 'id,deep'], { stdoutIsTTY: true });
      expect(table.code).toBe(0);
      const pretty = await runInProcess(['jobs', 'list', '--api-url', site.url, '--json'], { stdoutIsTTY: true });
      expect([pretty.code, pretty.stderr.trim().split('\n').at(-1)]).toEqual([
        1,
        'fresher: error: a record from the API is nested too deeply to write as JSON',
      ]);
      for (const r of [csv, table, pretty]) expect(r.stderr).not.toMatch(/unexpected failure|Maximum call stack|\n\s+at /);
    } finally {
      await site.close();
    }
  });

  it('--fields constructor, __proto__ and toString are names like any other: unknown here (Object.prototype is no record), known where a record has them', async () => {
    const r = await runInProcess(['jobs', 'list', '--api-url', api.url, '--json', '--fields', 'id,constructor,__proto__,toString']);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toContain('fresher: error: --fields: unknown fields "constructor", "__proto__", "toString"');
    // The record's own hostile field name is listed as a field, stripped of its control sequences.
    expect(r.stderr).toMatch(/, x ID\s+forged-row, nested\n/);
    expect(r.stderr).not.toMatch(UNSAFE);
    const site = await startHostileApi({
      '/api/jobs': { body: JSON.parse(`{"jobs":[{"id":"${HOSTILE_ID}","company":"c","title":"t","constructor":"k","__proto__":{"x":1},"toString":2}]}`) },
    });
    try {
      const own = await runInProcess(['jobs', 'list', '--api-url', site.url, '--json', '--fields', 'id,constructor,__proto__,toString']);
      expect(own.code, own.stderr).toBe(0);
      expect(JSON.parse(own.stdout)).toEqual([JSON.parse(`{"id":"${HOSTILE_ID}","constructor":"k","__proto__":{"x":1},"toString":2}`)]);
      const csv = await runInProcess(['jobs', 'list', '--api-url', site.url, '--csv', '--fields', 'constructor,toString,__proto__.x']);
      expect(csv.stdout).toBe('constructor,toString,__proto__.x\r\nk,2,1\r\n');
    } finally {
      await site.close();
    }
  });

  it('a dataset document without its totals, or its date, is named for what it lacks', async () => {
    for (const [body, lacks] of [
      [{ updatedAt: '2026-11-01', topCities: [] }, 'without "totals" (an object)'],
      [{ totals: { liveListings: 1 } }, 'without "updatedAt" (a date string)'],
      [{ updatedAt: 5, totals: [] }, 'without "updatedAt" (a date string) and "totals" (an object)'],
      [[1, 2], 'without a JSON object'],
    ] as const) {
      const site = await startHostileApi({ '/reports/fresher-hiring-india.json': { body } });
      try {
        const r = await runInProcess(['dataset', '--api-url', site.url, '--max-wait', '0']);
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(`returned 200 ${lacks}`);
      } finally {
        await site.close();
      }
    }
  });

  it('filter values that are not text, null dataset buckets and a cache of the wrong inner types are handled', async () => {
    const site = await startHostileApi({
      '/api/filters': {
        body: { filters: { location: [{ filter_type: 'location', filter_value: 42 }, { filter_type: 'location', filter_value: 'Pune, India' }, null] } },
      },
      '/reports/fresher-hiring-india.json': {
        body: { updatedAt: '2026-11-01', totals: { liveListings: 1 }, topCities: [null, 5, { city: 'Pune', count: 2 }], topRoles: null },
      },
    });
    try {
      const filters = await runInProcess(['filters', 'location', '--api-url', site.url, '--json']);
      expect(filters.code).toBe(0);
      expect((JSON.parse(filters.stdout) as { filter_value: string }[]).map((o) => o.filter_value)).toEqual(['Pune, India']);
      const list = await runInProcess(['jobs', 'list', '--api-url', site.url, '--location', 'pune', '--json']);
      expect(list.code, list.stderr).toBe(0);
      // A cache whose inner types are wrong is not used: the API is asked again.
      const { tempHome } = await import('../helpers/cli.js');
      const { readdirSync, readFileSync, writeFileSync } = await import('node:fs');
      const { join } = await import('node:path');
      const home = tempHome();
      try {
        expect((await runInProcess(['filters', '--api-url', site.url], { env: home.env })).code).toBe(0);
        const dir = join(home.dir, 'cache', 'fresher');
        const file = join(dir, readdirSync(dir).find((f) => f.startsWith('filters-')) as string);
        const cached = JSON.parse(readFileSync(file, 'utf8')) as { filters: Record<string, unknown> };
        writeFileSync(file, JSON.stringify({ ...cached, filters: { location: [{ filter_value: 5 }, 'x'] } }));
        const again = await runInProcess(['jobs', 'list', '--api-url', site.url, '--location', 'pune', '--json'], { env: home.env });
        expect(again.code, again.stderr).toBe(0);
        expect(site.hits.filter((h) => h.startsWith('/api/filters')).length).toBeGreaterThanOrEqual(3);
      } finally {
        home.cleanup();
      }
      for (const format of [[], ['--csv'], ['--json']]) {
        const d = await runInProcess(['dataset', '--api-url', site.url, ...format], { stdoutIsTTY: format.length === 0 });
        expect(d.code, d.stderr).toBe(0);
        expect(d.stderr).not.toMatch(/unexpected failure/);
      }
    } finally {
      await site.close();
    }
  });
});

describe('limits of the network', () => {
  /** Sends a valid start, then 20 bytes every 200 ms: a trickle (stops by itself after 8 s). */
  const trickle = (_req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): void => {
    res.setHeader('content-type', 'application/json');
    res.write(`{"jobs":[{"id":"${HOSTILE_ID}","company":"C","title":"T"}`);
    const timer = setInterval(() => res.write(',{"company":"x"}   '), 200);
    setTimeout(() => {
      clearInterval(timer);
      res.end(']}');
    }, 8000).unref();
    res.on('close', () => clearInterval(timer));
  };

  it('a body that trickles is abandoned after a --timeout window below 1 KiB/s, buffered and streamed; the terminal shows bytes', async () => {
    const site = await startHostileApi({ '/api/jobs': trickle });
    try {
      // The three runs wait on their trickles side by side.
      const [json, csv, tty] = await Promise.all([
        runInProcess(['jobs', 'list', '--api-url', site.url, '--json', '--timeout', '1']),
        runInProcess(['jobs', 'list', '--api-url', site.url, '--csv', '--timeout', '1']),
        runCli(['jobs', 'list', '--api-url', site.url, '--json', '--timeout', '1'], { tty: true, ttyStderr: true }),
      ]);
      for (const r of [json, csv]) {
        expect(r.code).toBe(1);
        expect(r.stderr.trim().split('\n').at(-1)).toMatch(
          /^fresher: error: GET .*\/api\/jobs: the API sent less than 1 KiB\/s for 1s; gave up on the response \(raise --timeout\?\)$/,
        );
      }
      expect(tty.code).toBe(1);
      expect(tty.stdout).toMatch(/fetching jobs… \d+ B received/);
    } finally {
      await site.close();
    }
  });

  it('a response larger than the maximum (FRESHER_MAX_RESPONSE_MB) is refused, buffered and streamed', async () => {
    const big = `{"jobs":[${Array.from({ length: 4000 }, (_, i) => `{"id":"${HOSTILE_ID}","company":"C${i}","title":"${'x'.repeat(500)}"}`).join(',')}]}`;
    const site = await startHostileApi({ '/api/jobs': { body: big } });
    try {
      for (const format of ['--json', '--csv']) {
        const r = await runInProcess(['jobs', 'list', '--api-url', site.url, format], { env: { FRESHER_MAX_RESPONSE_MB: '1' } });
        expect([r.code, r.stdout], format).toEqual([1, '']);
        expect(r.stderr.trim().split('\n').at(-1)).toMatch(/the response is larger than 1 MiB, the most fresher reads$/);
      }
      expect((await runInProcess(['jobs', 'list', '--api-url', site.url, '--csv', '-q'])).code).toBe(0);
      const bad = await runInProcess(['jobs', 'list', '--api-url', site.url], { env: { FRESHER_MAX_RESPONSE_MB: 'lots' } });
      expect(bad.code).toBe(2);
    } finally {
      await site.close();
    }
  });
});

describe('a connection reset mid-body', () => {
  it('is retried in streamed formats as in buffered ones, and the rows of the broken attempt are not kept', async () => {
    const jobs = Array.from({ length: 300 }, (_, i) => `{"id":"${String(i).padStart(8, '0')}-0000-4000-8000-000000000000","company":"C${i}","title":"T${i}"}`);
    const body = `{"jobs":[${jobs.join(',')}]}`;
    let calls = 0;
    const site = await startHostileApi({
      '/api/jobs': (_req, res) => {
        calls++;
        res.setHeader('content-type', 'application/json');
        if (calls % 2 === 1) {
          // Half the body, then the connection drops.
          res.write(body.slice(0, body.length / 2));
          setTimeout(() => res.socket?.destroy(), 50);
          return;
        }
        res.end(body);
      },
    });
    try {
      for (const format of [['--csv'], ['--format', 'ndjson'], ['--json']]) {
        const r = await runInProcess(['jobs', 'list', '--api-url', site.url, ...format]);
        expect(r.code, `${format.join(' ')}: ${r.stderr}`).toBe(0);
        expect(r.stderr).toMatch(/connection reset from the API; retrying in/);
        const ids =
          format[0] === '--json'
            ? (JSON.parse(r.stdout) as { id: string }[]).map((j) => j.id)
            : format[0] === '--csv'
              ? r.stdout
                  .trim()
                  .split('\r\n')
                  .slice(1)
                  .map((l) => l.split(',')[0])
              : r.stdout
                  .trim()
                  .split('\n')
                  .map((l) => (JSON.parse(l) as { id: string }).id);
        expect(ids).toHaveLength(300);
        expect(new Set(ids).size).toBe(300);
      }
    } finally {
      await site.close();
    }
  });
});

describe('JSON on a terminal', () => {
  it('keeps the data but shows bidi, zero-width and separator characters as escapes, pass-through or not', async () => {
    const site = await startHostileApi({
      '/api/jobs': { body: { jobs: [{ id: HOSTILE_ID, company: 'C', title: 'a\u200bb\u202ec\u2066d\ufeffe\u2028f\u061cg\u200eh' }] } },
    });
    try {
      for (const args of [['--json'], ['--json', '--fields', 'title']]) {
        for (const tty of [false, true]) {
          const r = await runInProcess(['jobs', 'list', '--api-url', site.url, ...args], { stdoutIsTTY: tty });
          expect(r.stdout).not.toMatch(/[\u061c\u200b\u200e\u2028\u202e\u2066\ufeff]/);
          expect((JSON.parse(r.stdout) as { title: string }[])[0]?.title).toBe('a\u200bb\u202ec\u2066d\ufeffe\u2028f\u061cg\u200eh');
        }
      }
    } finally {
      await site.close();
    }
  });
});
