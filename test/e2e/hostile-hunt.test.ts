/** Hostile API text through the job-hunt commands: the board, history, hide lists, the digest, CSV. */
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { HOSTILE_ID, hostileJob, startHostileApi } from '../helpers/hostile-api.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
const UNSAFE = /[\u001b\u0080-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\r(?!\n)/;

let api: Awaited<ReturnType<typeof startHostileApi>>;
let home: ReturnType<typeof tempHome>;
beforeAll(async () => {
  const job = hostileJob({ deadline: '2099-01-01', company: `Evil\u001b]0;pwned\u0007 Corp\u202e` });
  api = await startHostileApi({
    '/api/filters': { body: { filters: {} } },
    '/api/jobs': { body: { jobs: [job] } },
    [`/api/jobs/${HOSTILE_ID}`]: { body: { job } },
  });
  home = tempHome();
});
afterAll(async () => {
  await api.close();
  home.cleanup();
});

const run = (args: string[], tty: boolean) => runCli([...args, '--api-url', api.url], { env: home.env, tty, columns: 120 });

describe('the job hunt with hostile listings', () => {
  it('track, its board, history, due list, hide and hidden show no control, bidi or zero-width characters', async () => {
    const id = HOSTILE_ID.slice(0, 8);
    expect((await run(['search', 'save', 'all'], false)).code).toBe(0);
    // Each step: the command, on a terminal or not, and whether the listing's text is in what it shows.
    const steps: [string[], boolean, boolean][] = [
      [['digest'], true, true],
      [['track', id, '--status', 'applied', '--note', 'called\u001b[2J back'], true, false],
      ...[['track'], ['track', 'show', id], ['track', '--due', '100000d'], ['jobs', 'list']].flatMap((a): [string[], boolean, boolean][] => [
        [a, true, true],
        [a, false, true],
      ]),
      [['hide', id], true, false],
      [['hidden'], true, true],
      [['hidden'], false, true],
      [['unhide', id], false, false],
      [['hide', 'company', 'Evil Corp'], false, false],
      [['hidden'], true, false],
      [['unhide', 'company', 'Evil Corp'], true, false],
    ];
    for (const [args, tty, shown] of steps) {
      const r = await run(args, tty);
      const what = `${args.join(' ')} tty=${tty}`;
      expect(r.code, `${what}: ${r.stderr}`).toBe(0);
      expect(stripAnsi(r.stdout), what).not.toMatch(UNSAFE);
      expect(r.stderr, what).not.toMatch(UNSAFE);
      if (shown) expect(stripAnsi(r.stdout), what).toMatch(/Engineer|Evil/);
    }
  });

  it('the tracker history as CSV neutralises formulas', async () => {
    const r = await run(['track', '--csv'], false);
    expect(r.code).toBe(0);
    const rows = parseCsv(r.stdout, { columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) for (const v of Object.values(row)) expect(v).not.toMatch(/^[=+\-@\t\r]/);
  });
});
