/** Browsing at a terminal: short ids that open rows, the pager, honest waits (issue 13). */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { displayWidth } from '../../src/render/width.js';
import { BIN, runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';
import { startFakeApi } from '../helpers/fake-api.js';
import { runInProcess } from '../helpers/in-process.js';
import { useSandbox, withSandbox } from '../helpers/sandbox.js';

const hasLess = spawnSync('less', ['--version']).status === 0;
const sandbox = useSandbox({ seed: 13, jobs: 300, internships: 60, events: 20 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const tty = (args: string[], columns: number, env: Record<string, string> = {}) =>
  runCli([...args, '--api-url', sandbox().url], { env: { ...home.env, ...env }, tty: true, columns });
const piped = (args: string[], url = sandbox().url) => runInProcess([...args, '--api-url', url], { env: home.env });

describe('short ids', () => {
  for (const columns of [60, 100, 200]) {
    it(`a ${columns}-column table shows each row's short id, and typing it opens the row`, async () => {
      home = tempHome();
      const list = await tty(['jobs', 'list', '--limit', '5'], columns);
      expect(list.code).toBe(0);
      const lines = stripAnsi(list.stdout).trimEnd().split('\n');
      expect(lines[0]).toMatch(/^ID\s+TITLE/);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(columns);
      const shown = lines.slice(1).map((l) => l.split(/\s+/)[0] as string);
      const ids = sandbox()
        .corpus.jobs.slice(0, 5)
        .map((j) => j.id);
      expect(shown).toEqual(ids.map((id) => id.slice(0, 8)));
      // What is on screen is enough: the short id, from the last results, without a listing request.
      const mark = sandbox().requests.length;
      const got = await piped(['jobs', 'get', shown[2] as string, '--json']);
      expect(got.code).toBe(0);
      expect(JSON.parse(got.stdout).id).toBe(ids[2]);
      expect(
        sandbox()
          .requests.slice(mark)
          .map((r) => r.path),
      ).toEqual([`/api/jobs/${ids[2]}`]);
    });
  }

  it('a prefix not shown yet costs one listing request; six characters are enough, five are not', async () => {
    home = tempHome();
    const job = sandbox().corpus.jobs.filter((j) => j.is_active !== false)[40] as { id: string; title: string };
    const mark = sandbox().requests.length;
    const got = await piped(['jobs', 'get', job.id.slice(0, 6).toUpperCase(), '--json']);
    expect(got.code).toBe(0);
    expect(JSON.parse(got.stdout).title).toBe(job.title);
    expect(
      sandbox()
        .requests.slice(mark)
        .map((r) => r.path),
    ).toEqual(['/api/jobs', `/api/jobs/${job.id}`]);
    const short = await piped(['jobs', 'get', job.id.slice(0, 5)]);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least its first 6 characters');
    expect(short.stdout).toBe('');
  });

  it('save and unsave take short ids; unsave looks only among saved ones', async () => {
    home = tempHome();
    const [a, b] = sandbox()
      .corpus.jobs.slice(50, 52)
      .map((j) => j.id) as [string, string];
    expect((await piped(['jobs', 'save', a.slice(0, 8), b.slice(0, 7)])).stderr).toContain('saved 2 jobs');
    const saved = JSON.parse((await piped(['jobs', 'saved', '--json'])).stdout) as { id: string }[];
    expect(saved.map((r) => r.id)).toEqual([a, b]);
    const mark = sandbox().requests.length;
    const un = await piped(['jobs', 'unsave', a.slice(0, 8)]);
    expect(un.code).toBe(0);
    expect(un.stderr).toContain('removed 1 saved job');
    expect(sandbox().requests.length).toBe(mark);
    const other = sandbox().corpus.jobs[60]?.id as string;
    const none = await piped(['jobs', 'unsave', other.slice(0, 8)]);
    expect(none.code).toBe(3);
    expect(none.stderr).toContain(`no job id starts with ${other.slice(0, 8)} (looked in saved jobs)`);
  });

  it('an internship id given to jobs get points at internships get, said once', async () => {
    home = tempHome();
    const intern = sandbox().corpus.internships[0]?.id as string;
    const full = await piped(['jobs', 'get', intern]);
    expect(full.code).toBe(3);
    expect(full.stderr).toContain(`error: no job with id ${intern}`);
    expect(full.stderr).toContain(`${intern} is an internship: fresher internships get ${intern.slice(0, 8)}`);
    expect(full.stderr).not.toContain('warning');
    // A short one seen in an internships table.
    await tty(['internships', 'list', '--limit', '3'], 100);
    const short = await piped(['jobs', 'get', intern.slice(0, 8)]);
    expect(short.code).toBe(3);
    expect(short.stderr).toContain(`${intern.slice(0, 8)} is not a job but an internship`);
    expect(short.stderr).toContain(`fresher internships get ${intern.slice(0, 8)}`);
  });

  it('an ambiguous prefix is exit 2 naming the candidates; one more character settles it', async () => {
    home = tempHome();
    const job = (id: string, title: string) => ({ id, title, company: `Co \u001b[2J${title}`, location: 'Pune, India' });
    const jobs = [
      job('abcdef12-0000-4000-8000-000000000001', 'First'),
      job('abcdef34-0000-4000-8000-000000000002', 'Second'),
      job('abcd9999-0000-4000-8000-000000000003', 'Third'),
    ];
    const api = await startFakeApi({
      '/api/jobs': { body: { jobs } },
      '/api/jobs/abcdef34-0000-4000-8000-000000000002': { body: { job: jobs[1] } },
    });
    try {
      const amb = await piped(['jobs', 'get', 'abcdef'], api.url);
      expect(amb.code).toBe(2);
      expect(amb.stdout).toBe('');
      expect(amb.stderr).toContain('id prefix abcdef is ambiguous: 2 jobs');
      expect(amb.stderr).toContain('abcdef12-0000-4000-8000-000000000001  First · Co First');
      expect(amb.stderr).toContain('abcdef34-0000-4000-8000-000000000002  Second');
      expect(amb.stderr).not.toContain('\u001b');
      const one = await piped(['jobs', 'get', 'abcdef3', '--json'], api.url);
      expect(one.code).toBe(0);
      expect(JSON.parse(one.stdout).title).toBe('Second');
    } finally {
      await api.close();
    }
  });

  it('get on a terminal wraps the description without cutting a word: a long link stays whole on its own line', async () => {
    home = tempHome();
    const url = 'https://careers.example.com/jobs/apply?requisition=SDE-2026-000123&source=fresher&utm_campaign=campus-hiring-2026-batch-b';
    const job = { id: 'abcdef12-0000-4000-8000-000000000001', title: 'Apply via link', company: 'Acme', description: `Apply here: ${url} before Friday.` };
    const api = await startFakeApi({ '/api/jobs': { body: { jobs: [job] } }, [`/api/jobs/${job.id}`]: { body: { job } } });
    try {
      for (const columns of [80, 200]) {
        const r = await runCli(['jobs', 'get', 'abcdef12', '--no-pager', '--api-url', api.url], { env: home.env, tty: true, columns });
        const lines = stripAnsi(r.stdout).split('\n');
        expect(lines, `${columns} columns`).toContain(`  ${url}`);
        expect(r.stdout).not.toContain('…');
      }
    } finally {
      await api.close();
    }
  });

  it('--fields id shows the whole id; piped rows keep whole ids', async () => {
    home = tempHome();
    const id = sandbox().corpus.jobs[0]?.id as string;
    const t = await tty(['jobs', 'list', '--limit', '1', '--fields', 'id,title'], 100);
    expect(stripAnsi(t.stdout)).toContain(id);
    expect((await piped(['jobs', 'list', '--limit', '1'])).stdout.split('\t')[0]).toBe(id);
    // Beside columns that do not all fit, they shrink first: the id stays whole at 80 columns,
    const four = ['jobs', 'list', '--limit', '1', '--fields', 'id,title,company,location'];
    const at80 = stripAnsi((await tty(four, 80)).stdout).split('\n');
    expect(at80[0]).toMatch(/^ID {36}TITLE/);
    expect(at80[1]?.startsWith(`${id}  `)).toBe(true);
    // and at 40 it is kept as at least its short id, never dropped for a column named after it.
    const at40 = stripAnsi((await tty(four, 40)).stdout).split('\n');
    expect(at40[0]).toMatch(/^ID +TITLE +COMPANY/);
    expect(at40[1]?.startsWith(id.slice(0, 8))).toBe(true);
  });
});

describe('the pager', () => {
  // A pager that records what it was given and how it was started.
  const recorder = (dir: string): { command: string; got: () => string | undefined; meta: () => string | undefined } => {
    const script = join(dir, 'rec-pager.js');
    writeFileSync(
      script,
      `const fs = require('node:fs');\nconst chunks = [];\nprocess.stdin.on('data', (c) => chunks.push(c)).on('end', () => {\n  fs.writeFileSync(${JSON.stringify(join(dir, 'paged.txt'))}, Buffer.concat(chunks));\n  fs.writeFileSync(${JSON.stringify(join(dir, 'paged.meta'))}, JSON.stringify({ args: process.argv.slice(2), less: process.env.LESS }));\n});\n`,
    );
    const read = (f: string): string | undefined => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'utf8') : undefined);
    return { command: `'${process.execPath}' '${script}' --tag "two words"`, got: () => read('paged.txt'), meta: () => read('paged.meta') };
  };
  const tall = ['jobs', 'list'];
  const tallCount = () => sandbox().corpus.jobs.filter((j) => j.is_active !== false).length;

  it('output taller than the terminal goes through $PAGER (LESS=FRX by default); short output does not', async () => {
    home = tempHome();
    expect(tallCount()).toBeGreaterThan(40);
    const rec = recorder(home.dir);
    const r = await tty(tall, 100, { PAGER: rec.command, FRESHER_PAGER: undefined as unknown as string });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(
      stripAnsi(rec.got() ?? '')
        .trimEnd()
        .split('\n'),
    ).toHaveLength(tallCount() + 1);
    expect(JSON.parse(rec.meta() ?? '{}')).toEqual({ args: ['--tag', 'two words'], less: 'FRX' });
    expect(r.stderr).toContain(`${tallCount()} jobs`);

    mkdirSync(join(home.dir, 'short'));
    const short = recorder(join(home.dir, 'short'));
    const s = await tty(['jobs', 'list', '--limit', '5'], 100, { PAGER: short.command, FRESHER_PAGER: undefined as unknown as string });
    expect(stripAnsi(s.stdout).trimEnd().split('\n')).toHaveLength(6);
    expect(short.got()).toBeUndefined();
  });

  it('FRESHER_PAGER beats the pager config key, which beats PAGER; --no-pager, cat and pipes page nothing', async () => {
    home = tempHome();
    const [a, b, c] = ['a', 'b', 'c'].map((n) => {
      mkdirSync(join(home.dir, n));
      return recorder(join(home.dir, n));
    }) as [ReturnType<typeof recorder>, ReturnType<typeof recorder>, ReturnType<typeof recorder>];
    expect((await runCli(['config', 'set', 'pager', b.command], { env: home.env })).code).toBe(0);
    await tty(tall, 100, { FRESHER_PAGER: a.command, PAGER: c.command });
    expect(a.got()).toBeDefined();
    expect(b.got()).toBeUndefined();
    await tty(tall, 100, { FRESHER_PAGER: undefined as unknown as string, PAGER: c.command });
    expect(b.got()).toBeDefined();
    expect(c.got()).toBeUndefined();
    expect((await runCli(['config', 'unset', 'pager'], { env: home.env })).code).toBe(0);
    const off = await tty([...tall, '--no-pager'], 100, { FRESHER_PAGER: undefined as unknown as string, PAGER: c.command });
    expect(stripAnsi(off.stdout).trimEnd().split('\n')).toHaveLength(tallCount() + 1);
    await tty(tall, 100, { FRESHER_PAGER: 'cat', PAGER: c.command });
    const pipedRun = await runCli([...tall, '--api-url', sandbox().url], { env: { ...home.env, FRESHER_PAGER: undefined, PAGER: c.command } });
    expect(pipedRun.stdout.trimEnd().split('\n')).toHaveLength(tallCount());
    expect(c.got()).toBeUndefined();
  });

  it('a pager that does not exist is a warning and the output still arrives', async () => {
    home = tempHome();
    const r = await tty(tall, 100, { FRESHER_PAGER: 'no-such-pager-here -x' });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('warning: pager "no-such-pager-here -x" not found');
    expect(stripAnsi(r.stdout).trimEnd().split('\n')).toHaveLength(tallCount() + 1);
  });
});

describe.skipIf(!hasTmux || !hasLess)('in a terminal (tmux)', () => {
  for (const [width, height] of [
    [60, 20],
    [100, 30],
    [200, 50],
  ] as const) {
    it(`${width}x${height}: the table pages through less with short ids on screen; q ends the run with 0, Ctrl-C is less's`, async () => {
      home = tempHome();
      // A UTF-8 terminal, as a person's is: in the C locale less shows ₹ and – as <E2><82><B9> and wraps.
      const env = { ...home.env, PATH: process.env.PATH ?? '', TERM: 'xterm-256color', LANG: 'C.UTF-8' };
      // `trap : INT` keeps the shell alive through Ctrl-C, as an interactive shell would be.
      const t = new TmuxSession(
        `sh -c 'trap : INT; ${process.execPath} ${BIN} jobs list --api-url ${sandbox().url}; echo "exit=$?"; sleep 30'`,
        env,
        width,
        height,
      );
      try {
        // less shows its prompt as soon as it has a first line, and draws the rest as it reads them
        // (under load the table reaches it in pieces): wait for a full page of rows, then the prompt.
        const screen = await t.waitFor(new RegExp(`(?:^[0-9a-f]{8} {2}.*\\n){${height - 6}}[\\s\\S]*^:`, 'm'));
        const ids = sandbox()
          .corpus.jobs.filter((j) => j.is_active !== false)
          .map((j) => j.id.slice(0, 8));
        const rows = screen.split('\n').filter((l) => /^[0-9a-f]{8} {2}/.test(l));
        expect(rows.length).toBeGreaterThanOrEqual(height - 6);
        expect(rows.map((l) => l.slice(0, 8))).toEqual(ids.slice(0, rows.length));
        for (const l of screen.split('\n')) expect(displayWidth(l)).toBeLessThanOrEqual(width);
        // Ctrl-C goes to less (and the whole foreground group): less is still there to take G (to the end)…
        t.keys('C-c');
        // less drops what was typed before it handled the interrupt, so a G sent at once can be lost
        // (seen under load): G again until the end shows. G twice is still the end.
        for (let tries = 1; ; tries++) {
          t.keys('G');
          try {
            await t.waitFor(/\(END\)/, 5_000);
            break;
          } catch (e) {
            if (tries === 4) throw e;
          }
        }
        expect(t.screen()).not.toContain('exit=');
        // …and fresher, which ignored the interrupt while less ran, ends with 0 (130 had it been stopped).
        t.keys('q');
        expect((await t.waitFor(/exit=\d+/)).match(/exit=\d+/)?.[0]).toBe('exit=0');
      } finally {
        t.close();
      }
    });
  }
});

describe('honest waits', () => {
  it('every command that waits on a slow API says what it waits for on a terminal', async () => {
    home = tempHome();
    await withSandbox({ seed: 2, jobs: 40, internships: 10, events: 5, latencyMs: 450 }, async (slow) => {
      const id = slow.corpus.jobs[0]?.id as string;
      const runs: [string[], string][] = [
        [['jobs', 'list', '--location', 'Pune, India'], 'fetching the filter vocabulary…'],
        [['jobs', 'list', '--no-validate', '--json'], 'fetching jobs…'],
        [['jobs', 'list', '--csv'], 'fetching jobs…'],
        [['internships', 'list'], 'fetching internships…'],
        [['filters'], 'fetching the filter vocabulary…'],
        [['events'], 'fetching events…'],
        [['dataset'], 'fetching the hiring dataset…'],
        [['health'], 'asking the API…'],
        [['jobs', 'get', id.slice(0, 8)], 'fetching jobs…'],
        [['jobs', 'stats'], 'fetching jobs…'],
      ];
      // Each run has its own empty cache, so the vocabulary is fetched where a run needs it.
      const results = await Promise.all(runs.map(([args]) => runInProcess([...args, '--api-url', slow.url], { stderrIsTTY: true, stdoutIsTTY: true })));
      results.forEach((r, i) => {
        const [args, label] = runs[i] as [string[], string];
        expect(r.code, args.join(' ')).toBe(0);
        expect(r.stderr, args.join(' ')).toContain(`\r\u001b[2Kfresher: ${label}`);
      });
    });
  });

  it('the request sent while fresher loads shows progress too', async () => {
    home = tempHome();
    await withSandbox({ seed: 2, jobs: 40, internships: 1, events: 1, latencyMs: 900 }, async (slow) => {
      const r = await runCli(['jobs', 'list', '--json', '--debug', '--api-url', slow.url], { env: home.env, tty: true, ttyStderr: true });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('(sent early, while fresher loaded)');
      expect(r.stdout).toContain('\r\u001b[2Kfresher: fetching jobs…');
    });
  });
});

describe('forgiving input', () => {
  const lastQuery = () =>
    Object.fromEntries(
      new URLSearchParams(
        sandbox()
          .requests.filter((r) => r.path === '/api/jobs')
          .at(-1)?.query,
      ),
    );

  it('misspelt former city names get suggestions', async () => {
    home = tempHome();
    for (const typo of ['Banglore', 'Bangalor', 'bombey']) {
      const r = await piped(['jobs', 'list', '--location', typo]);
      expect(r.code, typo).toBe(2);
      expect(r.stderr, typo).toMatch(/Did you mean "(Bengaluru|Mumbai), India"\?/);
    }
  });

  it('role abbreviations map to their role with a note', async () => {
    home = tempHome();
    for (const [abbr, role] of [
      ['sde', 'Software Engineering'],
      ['SWE', 'Software Engineering'],
      ['qa', 'QA & Testing'],
      ['hr', 'Human Resources'],
    ]) {
      const r = await piped(['jobs', 'list', '--role', abbr as string, '--json']);
      expect(r.code, abbr).toBe(0);
      expect(r.stderr).toContain(`using --role "${role}" for "${abbr}" (matched as a common name for it)`);
      expect(lastQuery()).toEqual({ role_type: role });
    }
  });

  it('the same filter value twice, in any spelling, is one value and one request', async () => {
    home = tempHome();
    const mark = sandbox().requests.length;
    const r = await piped(['jobs', 'list', '--work-type', 'Remote', '--work-type', 'remote', '--json']);
    expect(r.code).toBe(0);
    expect(
      sandbox()
        .requests.slice(mark)
        .filter((q) => q.path === '/api/jobs'),
    ).toHaveLength(1);
    expect(lastQuery()).toEqual({ work_type: 'Remote' });
  });

  it('events --type is checked against the types the API returns', async () => {
    home = tempHome();
    const types = [...new Set(sandbox().corpus.events.map((e) => e.event_type))].sort();
    expect(types).toContain('hackathon');
    const bad = await piped(['events', '--type', 'hackaton']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--type "hackaton" is not an event type the API lists. Did you mean "hackathon"?');
    expect(bad.stderr).toContain(`Event types: ${types.map((t) => `"${t}"`).join(', ')}`);
    const near = await piped(['events', '--type', 'Hackathon', '--all', '--json']);
    expect(near.code).toBe(0);
    const got = JSON.parse(near.stdout) as { event_type: string }[];
    expect(got.length).toBe(sandbox().corpus.events.filter((e) => e.event_type === 'hackathon').length);
  });
});

describe('readable everywhere', () => {
  const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

  it('help wraps to the terminal width without breaking words, the same from the snapshot and live', async () => {
    home = tempHome();
    const snapshot = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/help.json'), 'utf8')) as Record<string, string>;
    for (const columns of [60, 100, 200]) {
      for (const path of ['', 'jobs list', 'config set']) {
        const args = [...(path ? path.split(' ') : []), '--help'];
        const fast = await runCli(args, { env: home.env, tty: true, columns });
        const live = await runCli(args, { env: { ...home.env, FRESHER_NO_FAST_PATH: '1' }, tty: true, columns });
        expect(fast.stdout, `${path} at ${columns}`).toBe(live.stdout);
        const lines = fast.stdout.trimEnd().split('\n');
        for (const line of lines) if (!/^\s*\$ /.test(line)) expect(line.length, line).toBeLessThanOrEqual(columns);
        expect(words(fast.stdout)).toEqual(words(snapshot[path] as string));
        if (columns === 200 && path === 'jobs list')
          expect(fast.stdout).toMatch(/^ {2}--location <value> +city, e\.g\. "Bengaluru, India" \(see: fresher filters location\); repeat for several$/m);
      }
    }
  });

  it('dates in the detail view and tables are local (IST) and relative; JSON keeps the API strings', async () => {
    home = tempHome();
    const job = sandbox().corpus.jobs.find((j) => j.is_active !== false && typeof j.deadline === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(j.deadline)) as {
      id: string;
      posted_at: string;
      deadline: string;
    };
    const env = { TZ: 'Asia/Kolkata' };
    const detail = stripAnsi((await tty(['jobs', 'get', job.id.slice(0, 8)], 100, env)).stdout);
    const posted = new Date(Date.parse(job.posted_at) + 5.5 * 3600_000);
    const month = posted.toLocaleString('en', { month: 'short', timeZone: 'UTC' });
    expect(detail).toMatch(
      new RegExp(
        `Posted at +${posted.getUTCDate()} ${month} ${posted.getUTCFullYear()}, \\d{1,2}:\\d{2} [AP]M IST \\((\\d+ (minute|hour|day)s? ago|just now)\\)`,
      ),
    );
    expect(detail).toMatch(/Deadline +\d{1,2} [A-Z][a-z]{2} \d{4} \((today|tomorrow|in \d+ days|yesterday|\d+ days ago)\)/);
    const json = JSON.parse((await piped(['jobs', 'get', job.id, '--json'])).stdout) as { posted_at: string; deadline: string };
    expect([json.posted_at, json.deadline]).toEqual([job.posted_at, job.deadline]);
    const events = stripAnsi((await tty(['events', '--limit', '3'], 100, env)).stdout).split('\n');
    // The compact form after the short id: "today", "tomorrow", "Sun 29 Nov".
    expect(events[1]).toMatch(/^[0-9a-f]{8} {2}(today|tomorrow|[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2,3}( \d{4})?) /);
  });

  it('counts read the en-IN way and nouns agree with them', async () => {
    home = tempHome();
    await withSandbox({ seed: 3, jobs: 1200, internships: 1, events: 1 }, async (big) => {
      const r = await runCli(['jobs', 'list', '--api-url', big.url, '--no-pager'], { env: home.env, tty: true, columns: 100 });
      const active = big.corpus.jobs.filter((j) => j.is_active !== false).length;
      expect(r.stderr).toContain(`fresher: ${active.toString().replace(/^(\d)(\d{3})$/, '$1,$2')} jobs\n`);
      const one = await runCli(['jobs', 'save', big.corpus.jobs[0]?.id as string, '--api-url', big.url], { env: home.env });
      expect(one.stderr).toContain('saved 1 job\n');
      expect((await runCli(['jobs', 'saved', '--api-url', big.url], { env: home.env })).stderr).toContain('1 saved job:');
    });
  });
});

describe('sorted by what the table shows', () => {
  it('--sort score and --sort deadline add that column to the table', async () => {
    home = tempHome();
    const score = stripAnsi((await tty(['jobs', 'list', '--sort', 'score', '--limit', '3'], 160)).stdout).split('\n');
    expect(score[0]).toMatch(/\bSCORE$/);
    const best = [...sandbox().corpus.jobs]
      .filter((j) => j.is_active !== false)
      .map((j) => j.match_score as number)
      .sort((a, b) => b - a)[0];
    expect(score[1]).toMatch(new RegExp(`\\b${best}$`));
    expect(stripAnsi((await tty(['jobs', 'list', '--sort', 'deadline', '--limit', '3'], 160)).stdout).split('\n')[0]).toMatch(/\bDEADLINE$/);
  });
});

describe('the count line', () => {
  it('a terminal always hears how many, whatever the format', async () => {
    home = tempHome();
    const n = sandbox().corpus.jobs.filter((j) => j.is_active !== false && j.work_type === 'Remote').length;
    for (const format of [[], ['--csv'], ['--json'], ['--format', 'ndjson']]) {
      const r = await tty(['jobs', 'list', '--work-type', 'Remote', '--no-pager', ...format], 100);
      expect(r.stderr, format.join(' ')).toContain(`fresher: ${n} jobs\n`);
    }
    expect((await piped(['jobs', 'list', '--work-type', 'Remote', '--csv'])).stderr).not.toContain(`${n} jobs`);
  });
});
