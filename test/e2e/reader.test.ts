/**
 * One reader for every format: whatever bytes the API sends for a collection, --json, NDJSON, CSV and
 * plain rows show the records JSON.parse finds in them (a byte order mark allowed), or all fail alike.
 * The API is a real server on 127.0.0.1 answering canned bytes; runs are in-process, one is spawned.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { startFakeApi } from '../helpers/fake-api.js';
import { runInProcess } from '../helpers/in-process.js';

const job = (n: number, extra = ''): string => `{"id":"${n}0000000-0000-4000-8000-000000000000","company":"C${n}","title":"T${n}"${extra}}`;
let body = '';
let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi({
    '/api/jobs': (_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(body);
    },
  });
});
afterAll(() => api.close());

/** The ids JSON.parse semantics give for a body (BOM allowed, non-objects dropped), or 'error'. */
function expected(text: string): string[] | 'error' {
  try {
    const doc = JSON.parse(text.replace(/^\ufeff/, '')) as { jobs?: unknown };
    if (!Array.isArray(doc.jobs)) return 'error';
    return doc.jobs.filter((j): j is { id: string } => typeof j === 'object' && j !== null && !Array.isArray(j)).map((j) => j.id);
  } catch {
    return 'error';
  }
}

const FORMATS: Record<string, { args: string[]; ids: (out: string) => string[] }> = {
  json: { args: ['--json'], ids: (out) => (JSON.parse(out) as { id: string }[]).map((j) => j.id) },
  ndjson: {
    args: ['--format', 'ndjson'],
    ids: (out) =>
      out
        .trimEnd()
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { id: string }).id),
  },
  csv: { args: ['--csv'], ids: (out) => (parseCsv(out, { columns: true }) as { id: string }[]).map((r) => r.id) },
  plain: {
    args: [],
    ids: (out) =>
      out
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split('\t')[0] as string),
  },
};

async function eachFormat(text: string): Promise<Record<string, string[] | 'error'>> {
  body = text;
  const out: Record<string, string[] | 'error'> = {};
  for (const [name, f] of Object.entries(FORMATS)) {
    const r = await runInProcess(['jobs', 'list', '--api-url', api.url, '--quiet', ...f.args]);
    out[name] = r.code === 0 ? f.ids(r.stdout) : 'error';
    if (r.code !== 0) expect(r.stderr.trim().split('\n'), `${name}: one line`).toHaveLength(1);
  }
  return out;
}

/** A body whose `char` (several bytes in UTF-8) starts `before` bytes before the byte offset `at`. */
function straddling(at: number, char: string, before: number): string {
  const lead = `{"jobs":[${job(1, ',"pad":"').slice(0, -1)}`;
  return `${lead}${'x'.repeat(at - before - Buffer.byteLength(lead))}${char}"},${job(2)}]}`;
}

const CASES: Record<string, string> = {
  plain: `{"jobs":[${job(1)},${job(2)}]}`,
  'a duplicated key: the last array wins': `{"jobs":[${job(1)},${job(2)}],"total":2,"jobs":[${job(3)}]}`,
  'a duplicated key spelt with an escape': `{"jobs":[${job(1)}],"j\\u006fbs":[${job(2)},${job(3)}]}`,
  'a byte order mark': `\ufeff{"jobs":[${job(1)}]}`,
  'white space around and inside': `\n\t {\n "jobs" : [ ${job(1)} ,\r\n ${job(2)} ] \n}\n `,
  'items that are not objects are dropped by every format': `{"jobs":[${job(1)},5,"x",null,[1],${job(2)}]}`,
  'other envelope fields': `{"meta":{"jobs":[${job(9)}],"s":"]}"},"jobs":[${job(1)}],"next":null}`,
  'a trailing comma in the array': `{"jobs":[${job(1)},]}`,
  'a leading comma in the array': `{"jobs":[,${job(1)}]}`,
  'a missing comma between items': `{"jobs":[${job(1)} ${job(2)}]}`,
  'an invalid value elsewhere in the envelope': `{"jobs":[${job(1)}],"next":nope}`,
  'a non-breaking space between envelope tokens': `{"jobs":[${job(1)}],\u00a0"n":1}`,
  'a second byte order mark': `\ufeff\ufeff{"jobs":[${job(1)}]}`,
  'text after the document': `{"jobs":[${job(1)}]} x`,
  'the key holding no array': `{"jobs":{"a":1}}`,
  // Bodies of more than one 16 KB piece (client.ts decodes a read from the socket in such pieces).
  'a duplicated key after the first 16 KB': `{"jobs":[${job(1, `,"pad":"${'x'.repeat(20_000)}"`)},${job(2)}],"jobs":[${job(3)},${job(4)}]}`,
  'a character of three bytes across two pieces': straddling(16_384, '₹', 1),
  'a character of four bytes across two pieces': straddling(16_384, '🚀', 2),
};

describe('every format reads the records JSON.parse reads', () => {
  for (const [name, text] of Object.entries(CASES)) {
    it(name, async () => {
      const want = expected(text);
      const got = await eachFormat(text);
      expect(got).toEqual({ json: want, ndjson: want, csv: want, plain: want });
    });
  }

  it('a spawned run agrees on a duplicated key (the request sent early included)', async () => {
    body = CASES['a duplicated key: the last array wins'] as string;
    for (const args of [['--json'], ['--csv']]) {
      const r = await runCli(['jobs', 'list', '--api-url', api.url, ...args]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('30000000-0000-4000-8000-000000000000');
      expect(r.stdout).not.toContain('10000000-0000-4000-8000-000000000000');
    }
  });

  it('a character split between two pieces of one read is read whole', async () => {
    for (const [char, before] of [
      ['₹', 1],
      ['₹', 2],
      ['🚀', 3],
    ] as const) {
      body = straddling(16_384, char, before);
      const r = await runInProcess(['jobs', 'list', '--api-url', api.url, '--quiet', '--csv', '--fields', 'pad']);
      expect(r.stdout.split('\r\n')[1]?.endsWith(`x${char}`), `${char} ${before}`).toBe(true);
    }
  });

  it('a shape error says so rather than "not valid JSON"', async () => {
    body = '{"jobs":{"a":1}}';
    for (const args of [['--json'], ['--csv']]) {
      const r = await runInProcess(['jobs', 'list', '--api-url', api.url, ...args]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/(not|without) the expected (shape|"jobs" array)/);
      expect(r.stderr).not.toContain('not valid JSON');
    }
  });
});

describe('integers beyond 2^53', () => {
  const big = `{"jobs":[{"id":"10000000-0000-4000-8000-000000000000","company":"C","title":"T","views":12345678901234567890,"neg":-98765432109876543210,"small":42,"float":1.5e300,"exp":2e1234567890123456789,"text":"12345678901234567890"}]}`;

  it('keep their digits in JSON (indented, projected, NDJSON), CSV and plain rows', async () => {
    body = big.replace(',"exp":2e1234567890123456789', '');
    const pretty = await runInProcess(['jobs', 'list', '--api-url', api.url, '--json'], { stdoutIsTTY: true });
    expect(pretty.stdout).toContain('"views": 12345678901234567890,');
    expect(pretty.stdout).toContain('"neg": -98765432109876543210,');
    expect(pretty.stdout).toContain('"small": 42,');
    expect(pretty.stdout).toContain('"text": "12345678901234567890"');
    const projected = await runInProcess(['jobs', 'list', '--api-url', api.url, '--json', '--fields', 'views,float']);
    expect(projected.stdout).toBe('[{"views":12345678901234567890,"float":1.5e+300}]\n');
    const ndjson = await runInProcess(['jobs', 'list', '--api-url', api.url, '--format', 'ndjson', '--fields', 'views']);
    expect(ndjson.stdout).toBe('{"views":12345678901234567890}\n');
    const csv = await runInProcess(['jobs', 'list', '--api-url', api.url, '--csv', '--fields', 'views,neg']);
    expect(csv.stdout).toBe('views,neg\r\n12345678901234567890,-98765432109876543210\r\n');
    // A negative one is a number in a TSV file too: no ' before it, as none goes before -5.
    const tsv = await runInProcess(['jobs', 'list', '--api-url', api.url, '--format', 'tsv', '--fields', 'views,neg']);
    expect(tsv.stdout).toBe('views\tneg\n12345678901234567890\t-98765432109876543210\n');
    const plain = await runInProcess(['jobs', 'list', '--api-url', api.url, '--fields', 'views']);
    expect(plain.stdout).toBe('12345678901234567890\n');
  });

  it('an exponent or a fraction is a float, as JSON.parse reads it', async () => {
    body = big;
    const r = await runInProcess(['jobs', 'list', '--api-url', api.url, '--json', '--fields', 'exp,views']);
    expect(r.stdout).toBe('[{"exp":null,"views":12345678901234567890}]\n');
  });

  it('a number no double holds is null in JSON and empty in every other format, never "Infinity"', async () => {
    body = big.replace('"small":42', '"small":1e400');
    const json = await runInProcess(['jobs', 'list', '--api-url', api.url, '--json', '--fields', 'small,views']);
    expect(json.stdout).toBe('[{"small":null,"views":12345678901234567890}]\n');
    const csv = await runInProcess(['jobs', 'list', '--api-url', api.url, '--csv', '--fields', 'small,views']);
    expect(csv.stdout).toBe('small,views\r\n,12345678901234567890\r\n');
    const tsv = await runInProcess(['jobs', 'list', '--api-url', api.url, '--format', 'tsv', '--fields', 'small,views']);
    expect(tsv.stdout).toBe('small\tviews\n\t12345678901234567890\n');
    const plain = await runInProcess(['jobs', 'list', '--api-url', api.url, '--fields', 'small,views']);
    expect(plain.stdout).toBe('\t12345678901234567890\n');
    const table = await runInProcess(['jobs', 'list', '--api-url', api.url, '--fields', 'small,views', '--no-color'], { stdoutIsTTY: true });
    expect(table.stdout).not.toContain('Infinity');
    expect(table.stdout).toContain('—');
  });
});
