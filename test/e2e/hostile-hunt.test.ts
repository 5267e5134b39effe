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

describe('a control that starts a string and never ends it', () => {
  // U+009D is what a mangled ” (E2 80 9D read as Latin-1) leaves; an OSC opened in a title and a BEL in
  // the company would join into one sequence if the two were cleaned together.
  const job = {
    ...hostileJob({ deadline: '2099-01-01' }),
    title: 'Systems Engineer \u00e2\u0080\u009d Trainee \u001b]0;',
    company: 'Evil\u0007Corp',
    description: 'Apply at \u00e2\u0080\u009dhttps://example.com/apply\u00e2\u0080\u009d before 5 Dec',
  };
  let own: Awaited<ReturnType<typeof startHostileApi>>;
  let home: ReturnType<typeof tempHome>;
  beforeAll(async () => {
    own = await startHostileApi({
      '/api/filters': { body: { filters: {} } },
      '/api/jobs': { body: { jobs: [job] } },
      [`/api/jobs/${HOSTILE_ID}`]: { body: { job } },
    });
    home = tempHome();
  });
  afterAll(async () => {
    await own.close();
    home.cleanup();
  });
  const run = (args: string[], tty = false) => runCli([...args, '--api-url', own.url], { env: home.env, tty, columns: 160 });

  it('hides nothing after it: the field keeps its text in CSV, and each field of a joined line is cleaned on its own', async () => {
    const csv = parseCsv((await run(['jobs', 'list', '--csv', '--fields', 'title,company,description'])).stdout, { columns: true }) as Record<string, string>[];
    expect(csv[0]).toEqual({
      title: 'Systems Engineer \u00e2 Trainee 0;',
      company: 'EvilCorp',
      description: 'Apply at \u00e2https://example.com/apply\u00e2 before 5 Dec',
    });
    expect((await run(['track', HOSTILE_ID.slice(0, 8), '--status', 'applied', '--deadline', '2099-01-01'])).code).toBe(0);
    const board = stripAnsi((await run(['track'], true)).stdout);
    expect(board).toMatch(/Trainee 0; · EvilCorp/);
    const ics = (await run(['track', '--ics'])).stdout.replace(/\r\n /g, '');
    expect(ics).toMatch(/SUMMARY:[^\r\n]*Trainee 0\\; \(EvilCorp\)/);
    const due = stripAnsi((await run(['track', '--due', '100000d'], true)).stdout);
    expect(due).toMatch(/Trainee 0; · EvilCorp/);
  });
});
