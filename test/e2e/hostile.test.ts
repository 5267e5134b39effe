/** Hostile API text never reaches the terminal, the stderr lines or a spreadsheet as an attack. */
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, stripAnsi } from '../helpers/cli.js';
import { HOSTILE_ID, startHostileApi } from '../helpers/hostile-api.js';
import { runInProcess } from '../helpers/in-process.js';

let api: Awaited<ReturnType<typeof startHostileApi>>;
beforeAll(async () => {
  api = await startHostileApi();
});
afterAll(() => api.close());

/** Anything a terminal would act on: ESC, C1, bidi controls, zero-width and line separators, bare CR. */
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
      expect(lines.at(-1)).toMatch(/^fresher: error: GET .* failed with 500 after 4 attempts: x fresher: hint: run curl/);
      expect(lines.every((l) => /^fresher: (error|HTTP 500)/.test(l))).toBe(true);
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
