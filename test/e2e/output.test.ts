// biome-ignore-all lint/suspicious/noControlCharactersInRegex: hostile control sequences are what these tests feed and look for
/**
 * Every command in every format, on a terminal (spawned on a pseudo-terminal) and piped (in-process
 * through the injected Context: the same code, without starting Node each time), against a sandbox
 * started here.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CareerEvent, HiringDataset, Internship, Job } from '../../src/contract/resources.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { runInProcess } from '../helpers/in-process.js';
import { startFakeApi } from '../helpers/fake-api.js';
import { getJson, useSandbox } from '../helpers/sandbox.js';
import { displayWidth } from '../../src/render/width.js';

const sandbox = useSandbox({ seed: 5, jobs: 300, internships: 90, events: 15, quirks: true });
const api = (): string[] => ['--api-url', sandbox().url];
const activeJobs = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);
const activeInterns = (): Internship[] => sandbox().corpus.internships.filter((j) => j.is_active !== false);
const lastQuery = (): Record<string, string> => Object.fromEntries(new URLSearchParams(sandbox().requests.at(-1)?.query));

describe('jobs list formats', () => {
  it('--json keeps unknown fields and is valid JSON; indented on a terminal, compact when piped', async () => {
    const piped = await runInProcess(['jobs', 'list', ...api(), '--json']);
    expect(piped.code).toBe(0);
    expect(piped.stdout.split('\n')).toHaveLength(2);
    const jobs = JSON.parse(piped.stdout) as Job[];
    expect(jobs.length).toBe(activeJobs().length);
    expect(jobs[0]?.x_sandbox_note).toEqual({ quirk: 0, tags: ['unknown', 'field'] });
    const tty = await runCli(['jobs', 'list', ...api(), '--json'], { tty: true });
    expect(tty.stdout.startsWith('[\n  {\n')).toBe(true);
    expect(JSON.parse(tty.stdout)).toEqual(jobs);
  });

  it('--format ndjson prints one object per line', async () => {
    const r = await runInProcess(['jobs', 'list', ...api(), '--format', 'ndjson']);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(activeJobs().length);
    expect(lines.map((l) => (JSON.parse(l) as Job).id)).toEqual(activeJobs().map((j) => j.id));
  });

  it('--csv is RFC 4180: it round-trips through a CSV parser, commas, quotes and newlines included', async () => {
    const r = await runInProcess(['jobs', 'list', ...api(), '--csv', '--allow-formulas']);
    expect(r.code).toBe(0);
    // posted_days is the API's, as the sandbox sends it (the test sandbox gives every age as of its start).
    const sent = new Map(((await getJson(`${sandbox().url}/api/jobs`)).body as { jobs: Job[] }).jobs.map((j) => [j.id, j.posted_days]));
    expect(r.stdout.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(r.stdout, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(activeJobs().length);
    const tricky = activeJobs().find((j) => j.title.includes('"Growth"')) as Job;
    const row = rows.find((x) => x.id === tricky.id);
    expect(row?.title).toBe(tricky.title);
    expect(row?.description).toBeUndefined();
    for (const [i, job] of activeJobs().slice(5, 40).entries()) {
      const x = rows[i + 5] as Record<string, string>;
      expect([x.id, x.title, x.company, x.location ?? '', x.ctc_amount]).toEqual([job.id, job.title, job.company, job.location ?? '', job.ctc_amount ?? '']);
      expect(sent.has(job.id)).toBe(true);
      expect(x.posted_days).toBe(String(sent.get(job.id) ?? ''));
    }
  });

  it('--csv neutralises formula cells by default and --bom starts with a byte order mark', async () => {
    const r = await runInProcess(['jobs', 'list', ...api(), '--csv', '--bom', '--fields', 'id,title,company,ctc_amount']);
    expect(r.stdout.startsWith('\ufeffid,title,company,ctc_amount\r\n')).toBe(true);
    const rows = parseCsv(r.stdout, { columns: true, bom: true }) as Record<string, string>[];
    const formula = rows.find((x) => x.title?.includes('HYPERLINK'));
    expect(formula?.title).toBe(`'=HYPERLINK("http://evil.invalid","Apply")`);
    expect(formula?.company).toBe("'+91 Ventures Labs");
    expect(formula?.ctc_amount).toBe("'-₹4 LPA");
    expect(rows.some((x) => x.ctc_amount?.includes('₹'))).toBe(true);
  });

  it('TSV files neutralise formula cells as CSV does (streamed or sorted, -o x.tsv too); plain piped rows stay raw', async () => {
    const fields = ['--fields', 'id,title,company,ctc_amount,posted_days'];
    const cells = (text: string) =>
      text
        .trimEnd()
        .split('\n')
        .map((l) => l.split('\t'));
    const formulaRow = (rows: string[][]) => rows.find((x) => x[1]?.includes('HYPERLINK')) as string[];
    for (const extra of [[], ['--sort', 'company']]) {
      const r = await runInProcess(['jobs', 'list', ...api(), '--format', 'tsv', ...fields, ...extra]);
      expect(r.code).toBe(0);
      const rows = cells(r.stdout);
      expect(rows[0]).toEqual(['id', 'title', 'company', 'ctc_amount', 'posted_days']);
      const formula = formulaRow(rows);
      expect(formula.slice(1, 4)).toEqual([`'=HYPERLINK("http://evil.invalid","Apply")`, "'+91 Ventures Labs", "'-₹4 LPA"]);
      // A number is no formula text: posted_days stays as sent.
      expect(rows.slice(1).every((x) => /^\d*$/.test(x[4] ?? ''))).toBe(true);
      const allowed = formulaRow(cells((await runInProcess(['jobs', 'list', ...api(), '--format', 'tsv', ...fields, ...extra, '--allow-formulas'])).stdout));
      expect(allowed.slice(1, 4)).toEqual([`=HYPERLINK("http://evil.invalid","Apply")`, '+91 Ventures Labs', '-₹4 LPA']);
    }
    const home = tempHome();
    try {
      const file = join(home.dir, 'x.tsv');
      const r = await runCli(['jobs', 'list', ...api(), '-o', file, ...fields], { env: home.env });
      expect(r.code, r.stderr).toBe(0);
      expect(formulaRow(cells(readFileSync(file, 'utf8')))[1]).toBe(`'=HYPERLINK("http://evil.invalid","Apply")`);
    } finally {
      home.cleanup();
    }
    // Piped without a format: raw values for cut and awk, as before.
    const plain = formulaRow(cells((await runInProcess(['jobs', 'list', ...api(), ...fields])).stdout));
    expect(plain[1]).toBe(`=HYPERLINK("http://evil.invalid","Apply")`);
  });

  it('stats, dataset and health CSV go through the one CSV writer: --bom, formula neutralising, --allow-formulas', async () => {
    const stats = await runInProcess(['jobs', 'stats', ...api(), '--company', '+91 Ventures', '--csv', '--bom']);
    expect(stats.stdout.startsWith('\ufeffsection,key,count,pct\r\n')).toBe(true);
    const companies = (parseCsv(stats.stdout, { columns: true, bom: true }) as Record<string, string>[])
      .filter((r) => r.section === 'byCompany')
      .map((r) => r.key);
    expect(companies).toContain("'+91 Ventures Labs");
    const allowed = await runInProcess(['jobs', 'stats', ...api(), '--company', '+91 Ventures', '--csv', '--allow-formulas']);
    expect(allowed.stdout.startsWith('section,key,count,pct\r\n')).toBe(true);
    expect((parseCsv(allowed.stdout, { columns: true }) as Record<string, string>[]).map((r) => r.key)).toContain('+91 Ventures Labs');
    const dataset = await runInProcess(['dataset', ...api(), '--csv', '--bom']);
    expect(dataset.stdout.startsWith('\ufeffsection,key,label,value\r\n')).toBe(true);
    const health = await runInProcess(['health', ...api(), '--csv']);
    expect(parseCsv(health.stdout, { columns: true })).toEqual([{ status: 'ok', message: 'Sandbox API serving synthetic data' }]);
  });

  it('stats counts every listing that passes the filters: an order or a limit is no option of it', async () => {
    for (const extra of [['--limit', '2'], ['--sort', 'pay'], ['--reverse'], ['--new']]) {
      const r = await runInProcess(['jobs', 'stats', ...api(), ...extra]);
      expect([r.code, r.stdout], extra.join(' ')).toEqual([2, '']);
      expect(r.stderr).toContain(`unknown option '${extra[0]}'`);
    }
    const help = (await runInProcess(['jobs', 'stats', '--help'])).stdout;
    expect(help).toContain('--company');
    expect(help).not.toMatch(/--limit|--sort|--reverse|--new\b/);
  });

  it('--fields selects any field, also unknown ones, in every format', async () => {
    const json = await runInProcess(['jobs', 'list', ...api(), '--json', '--fields', 'id,x_sandbox_note']);
    const first = (JSON.parse(json.stdout) as Record<string, unknown>[])[0];
    expect(Object.keys(first ?? {})).toEqual(['id', 'x_sandbox_note']);
    const plain = await runInProcess(['jobs', 'list', ...api(), '--fields', 'title,x_sandbox_note']);
    expect(plain.stdout.split('\n')[0]?.split('\t')[1]).toBe('{"quirk":0,"tags":["unknown","field"]}');
    const table = await runCli(['jobs', 'list', ...api(), '--fields', 'company,posted_days,x_sandbox_note'], { tty: true, columns: 120 });
    expect(stripAnsi(table.stdout).split('\n')[0]).toMatch(/^COMPANY\s+POSTED\s+X SANDBOX NOTE$/);
  });

  it('-o x.tsv and --format tsv have a header row; piped plain rows do not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-tsv-'));
    const file = join(dir, 'jobs.tsv');
    expect((await runInProcess(['jobs', 'list', ...api(), '-o', file])).code).toBe(0);
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('id\ttitle\tcompany\tlocation\twork_type\tctc_amount\tposted_days');
    expect(lines).toHaveLength(activeJobs().length + 1);
    const tsv = await runInProcess(['jobs', 'list', ...api(), '--format', 'tsv', '--sort', 'company', '--fields', 'id,company']);
    expect(tsv.stdout.split('\n')[0]).toBe('id\tcompany');
    const plain = await runInProcess(['jobs', 'list', ...api(), '--fields', 'id,company']);
    expect(plain.stdout.split('\n')[0]?.split('\t')[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unknown --fields name is a usage error naming the fields there are (streamed, buffered, on a terminal); a field only the records carry is known', async () => {
    const available =
      'Available fields: id, company, title, description, logo, location, work_type, industry, role_type, ctc_amount, ctc_description, salary, start_date, deadline, deadline_display, posted_at, posted_days, is_on_campus, is_active, job_type, match_score, prestige_tier, fresher_pay_min, fresher_pay_max, fresher_pay_unit, fresher_pay_kind, fresher_match_score, fresher_match_skills_found, fresher_match_skills_missing, fresher_match_not_met, fresher_match_unknown, fresher_match, x_sandbox_note';
    for (const format of [['--csv'], ['--json'], ['--sort', 'company', '--csv'], ['--format', 'ndjson'], []]) {
      const r = await runInProcess(['jobs', 'list', ...api(), ...format, '--fields', 'title,salry,x_sandbox_note']);
      expect([r.code, r.stdout], format.join(' ')).toEqual([2, '']);
      // Nothing but the error: no count line for rows that were never written.
      expect(r.stderr.replace(/^fresher: SAMPLE DATA.*\n/, '')).toBe(`fresher: error: --fields: unknown field "salry". Did you mean "salary"?\n${available}\n`);
    }
    const tty = await runCli(['jobs', 'list', ...api(), '--fields', 'title,bogus,nope'], { tty: true, ttyStderr: true, columns: 80 });
    // stderr on the terminal too: the list is fitted to its 80 columns.
    const screen = stripAnsi(tty.stdout).replace(/^fresher: SAMPLE DATA.*\n/, '');
    expect([tty.code, screen.split('\n').slice(0, 2)]).toEqual([
      2,
      ['fresher: error: --fields: unknown fields "bogus", "nope"', 'Available fields: id, company, title, description, logo, location, work_type,'],
    ]);
    for (const line of screen.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    const events = await runInProcess(['events', ...api(), '--json', '--fields', 'title,date']);
    expect([events.code, events.stdout]).toEqual([2, '']);
    expect(events.stderr).toContain('Available fields: id, title, company, description, event_type, event_date,');
    const get = await runInProcess(['jobs', 'get', activeJobs()[0]?.id ?? '', ...api(), '--fields', 'id,titel']);
    expect([get.code, get.stdout, get.stderr.split('\n')[1]]).toEqual([2, '', 'fresher: error: --fields: unknown field "titel". Did you mean "title"?']);
    const ok = await runInProcess(['jobs', 'list', ...api(), '--csv', '--fields', 'title,company,deadline_display']);
    expect([ok.code, ok.stderr]).toEqual([0, expect.not.stringContaining('--fields')]);
  });

  it('every output checks --fields, not only listings: the saved list, tracker, hidden, searches, digest, stats, dataset, health and profile name the fields they have; a bad name changes no state', async () => {
    const home = tempHome();
    try {
      const env = home.env;
      const id = activeJobs()[0]?.id ?? '';
      for (const args of [
        ['jobs', 'save', id],
        ['track', id, '--status', 'applied'],
        ['hide', 'company', 'Foo Ltd'],
        ['search', 'save', 'pune', '--location', 'Pune, India'],
      ])
        expect((await runInProcess([...args, ...api(), '-q'], { env })).code, args.join(' ')).toBe(0);
      const cases: [string[], string][] = [
        [['jobs', 'saved'], 'Available fields: id, status, saved_at, title, company, location, ctc_amount, posted_at'],
        [['track'], 'Available fields: id, kind, title, company, status, at, note, current'],
        [['track', '--due', '30'], 'Available fields: id, kind, title, company, deadline, days_left, status'],
        [['hidden'], 'Available fields: type, value'],
        [['search', 'list'], 'Available fields: name, kind, command, saved_at'],
        [['digest'], 'Available fields: search, kind, id, company, title, description,'],
        [['jobs', 'stats'], 'Available fields: section, key, count, pct'],
        [['dataset'], 'Available fields: section, key, label, value'],
        [['health'], 'Available fields: status, message'],
        [['profile', 'show'], 'Available fields: field, value'],
      ];
      for (const [command, available] of cases)
        for (const format of [[], ['--csv'], ['--json']]) {
          const r = await runInProcess([...command, ...api(), ...format, '--fields', 'salry', '-q'], { env });
          expect([r.code, r.stdout], `${command.join(' ')} ${format.join(' ')}`).toEqual([2, '']);
          expect(r.stderr, command.join(' ')).toMatch(/^fresher: error: --fields: unknown field "salry"/);
          expect(r.stderr, command.join(' ')).toContain(available);
        }
      // The digest refused before it showed anything, so it remembered nothing: the next one is not empty.
      const digest = await runInProcess(['digest', ...api(), '--csv', '--fields', 'search,id'], { env });
      expect(digest.code).toBe(0);
      expect(digest.stdout.split('\r\n')[0]).toBe('search,id');
      expect(digest.stdout.trim().split('\r\n').length).toBeGreaterThan(1);
      const board = await runInProcess(['track', ...api(), '--csv', '--fields', 'id,status'], { env });
      expect([board.code, board.stdout]).toEqual([0, `id,status\r\n${id},applied\r\n`]);
    } finally {
      home.cleanup();
    }
  });

  it('tables fit COLUMNS, cut long text with an ellipsis, show days as "<1d ago"/"Nd ago" and nulls as —', async () => {
    const r = await runCli(['jobs', 'list', ...api()], { tty: true, columns: 70 });
    const lines = stripAnsi(r.stdout).trimEnd().split('\n');
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(70);
    expect(lines.some((l) => l.includes('…'))).toBe(true);
    expect(lines.some((l) => /<1d ago/.test(l))).toBe(true);
    expect(lines.some((l) => /\b\d+d ago\b/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes('—'))).toBe(true);
    // The short id outlives every other column but the title.
    expect(lines[0]).toMatch(/^ID {8}TITLE/);
  });

  it('piped without a format: tab-separated rows, nothing cut, no colour even with long text', async () => {
    const r = await runInProcess(['jobs', 'list', ...api(), '--fields', 'id,description'], { env: { COLUMNS: '40' } });
    const first = r.stdout.split('\n')[1]?.split('\t');
    const job = activeJobs()[1] as Job;
    expect(first?.[0]).toBe(job.id);
    expect(first?.[1]).toBe((job.description ?? '').replace(/\s*[\t\n\r]+\s*/g, ' ').replace(/[\u0000-\u001f\u007f-\u009f]/g, ''));
    expect(r.stdout).not.toMatch(/\u001b|…/);
  });

  it('an empty result exits 0: [] in JSON, the header alone in CSV, nothing in plain, a notice on stderr', async () => {
    const json = await runInProcess([
      'jobs',
      'list',
      ...api(),
      '--location',
      'Pune, India',
      '--role',
      'Sales',
      '--industry',
      'Gaming',
      '--work-type',
      'Remote',
      '--on-campus',
      '--json',
    ]);
    expect([json.code, json.stdout]).toEqual([0, '[]\n']);
    expect(json.stderr).toContain('no jobs found');
    const plain = await runInProcess([
      'jobs',
      'list',
      ...api(),
      '--role',
      'Sales',
      '--industry',
      'Gaming',
      '--work-type',
      'Remote',
      '--on-campus',
      '--location',
      'Pune, India',
    ]);
    expect([plain.code, plain.stdout]).toEqual([0, '']);
    const csv = await runInProcess(['jobs', 'list', ...api(), '--search', 'no listing says this', '--csv']);
    expect([csv.code, csv.stdout]).toEqual([
      0,
      'id,title,company,location,work_type,industry,role_type,ctc_amount,deadline,posted_at,posted_days,is_on_campus,is_active\r\n',
    ]);
  });

  it('--output writes the file atomically, format from its extension', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fresher-out-'));
    const file = join(dir, 'jobs.csv');
    const r = await runInProcess(['jobs', 'list', ...api(), '-o', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`wrote ${file}`);
    expect(readFileSync(file, 'utf8').startsWith('id,title,company,')).toBe(true);
    expect(readdirSync(dir)).toEqual(['jobs.csv']);
    const missing = await runInProcess(['jobs', 'list', ...api(), '-o', join(dir, 'no', 'such', 'x.csv')]);
    expect([missing.code, missing.stderr.trim().split('\n').at(-1)]).toEqual([
      1,
      `fresher: error: cannot write ${join(dir, 'no', 'such', 'x.csv')}: its folder does not exist (ENOENT)`,
    ]);
    const folder = await runInProcess(['jobs', 'list', ...api(), '-o', dir]);
    expect(folder.stderr).toContain(`cannot write ${dir}: it is a folder`);
    expect(readdirSync(dir)).toEqual(['jobs.csv']);
    const nd = join(dir, 'jobs.ndjson');
    await runInProcess(['jobs', 'list', ...api(), '-o', nd]);
    expect(readFileSync(nd, 'utf8').trimEnd().split('\n')).toHaveLength(activeJobs().length);
  });
});

describe('jobs and internships get', () => {
  it('one id: an object in JSON, a detail view on a terminal', async () => {
    const job = activeJobs()[7] as Job;
    const json = await runInProcess(['jobs', 'get', job.id, ...api(), '--json']);
    expect((JSON.parse(json.stdout) as Job).id).toBe(job.id);
    expect(sandbox().requests.at(-1)?.path).toBe(`/api/jobs/${job.id}`);
    const tty = await runCli(['jobs', 'get', job.id, ...api()], { tty: true, columns: 100 });
    const text = stripAnsi(tty.stdout);
    expect(text.split('\n')[0]).toBe(job.title);
    expect(text).toMatch(new RegExp(`ID\\s+${job.id}`));
    expect(text).toMatch(/Company\s+\S/);
  });

  it('several job ids go through the ids parameter in batches of 100, in the order given', async () => {
    const ids = [...sandbox().corpus.jobs, ...sandbox().corpus.hiddenJobs]
      .slice(0, 230)
      .map((j) => j.id)
      .reverse();
    const before = sandbox().requests.length;
    const r = await runInProcess(['jobs', 'get', ...ids, ...api(), '--json']);
    expect(r.code).toBe(0);
    const batches = sandbox()
      .requests.slice(before)
      .filter((q) => q.path === '/api/jobs');
    expect(batches.map((q) => new URLSearchParams(q.query).get('ids')?.split(',').length)).toEqual([100, 100, 30]);
    expect((JSON.parse(r.stdout) as Job[]).map((j) => j.id)).toEqual(ids);
  });

  it('ids are checked before any request: a bad one exits 2 naming it', async () => {
    const before = sandbox().requests.length;
    const r = await runInProcess(['jobs', 'get', (activeJobs()[0] as Job).id, 'abc-123', ...api()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"abc-123" is not a listing id');
    expect(sandbox().requests.length).toBe(before);
  });

  it('ids not found go to stderr and make the exit 3; what was found is printed all the same', async () => {
    const missing = '22222222-2222-4222-8222-222222222222';
    const job = activeJobs()[2] as Job;
    const some = await runInProcess(['jobs', 'get', job.id, missing, ...api(), '--json']);
    // As kubectl get: a script hears that an id was not found, and still gets the rest.
    expect(some.code).toBe(3);
    expect((JSON.parse(some.stdout) as Job[]).map((j) => j.id)).toEqual([job.id]);
    expect(some.stderr).toContain(`job ${missing} not found`);
    const none = await runInProcess(['jobs', 'get', missing, ...api()]);
    expect(none.code).toBe(3);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain(`no job with id ${missing}`);
    const intern = await runInProcess(['internships', 'get', missing, ...api()]);
    expect(intern.code).toBe(3);
  });

  it('internships list and get', async () => {
    const list = await runInProcess(['internships', 'list', ...api(), '--work-type', 'Hybrid', '--json']);
    const interns = JSON.parse(list.stdout) as Internship[];
    expect(interns.map((i) => i.id)).toEqual(
      activeInterns()
        .filter((i) => i.work_type === 'Hybrid')
        .map((i) => i.id),
    );
    expect(lastQuery()).toEqual({ work_type: 'Hybrid' });
    const table = await runCli(['internships', 'list', ...api()], { tty: true, columns: 160 });
    expect(stripAnsi(table.stdout).split('\n')[0]).toMatch(/^ID\s+TITLE\s+COMPANY\s+LOCATION\s+MODE\s+STIPEND ₹\/MO\s+DURATION\s+POSTED$/);
    const ids = activeInterns()
      .slice(0, 2)
      .map((i) => i.id);
    const get = await runInProcess(['internships', 'get', ...ids, ...api(), '--format', 'ndjson']);
    expect(
      get.stdout
        .trimEnd()
        .split('\n')
        .map((l) => (JSON.parse(l) as Internship).id),
    ).toEqual(ids);
  });
});

describe('filters, events, dataset, health', () => {
  it('filters [group] in table, plain and JSON', async () => {
    const all = await runInProcess(['filters', ...api(), '--json']);
    expect(Object.keys(JSON.parse(all.stdout) as object).sort()).toEqual(['industry', 'location', 'pay_range', 'role', 'work_type']);
    const loc = await runInProcess(['filters', 'location', ...api()]);
    const first = loc.stdout.split('\n')[0]?.split('\t');
    expect(first).toEqual(['location', sandbox().corpus.filters.location?.[0]?.filter_value, sandbox().corpus.filters.location?.[0]?.display_label]);
    const tty = await runCli(['filters', 'work-type', ...api()], { tty: true });
    expect(stripAnsi(tty.stdout)).toMatch(/^GROUP\s+VALUE\s+LABEL\nwork_type\s+On-site\s+On-site \(office\)\n/);
    const bad = await runInProcess(['filters', 'colour', ...api()]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown filter group "colour"');
  });

  it('events as a table with seats, and as CSV', async () => {
    const tty = await runCli(['events', ...api()], { tty: true, columns: 140 });
    const text = stripAnsi(tty.stdout);
    expect(text.split('\n')[0]).toMatch(/^ID\s+DATE\s+TIME\s+TITLE\s+COMPANY\s+TYPE\s+WHERE\s+SEATS$/);
    expect(text).toMatch(/\d+\/\d+/);
    expect(text).toContain('Online');
    const csv = await runInProcess(['events', 'list', ...api(), '--csv', '--all']);
    const rows = parseCsv(csv.stdout, { columns: true }) as Record<string, string>[];
    // By date, and on the same date by time of day ("2:00 PM IST"), those without one after.
    const minutes = (t: string | null | undefined): number => {
      const m = /^(\d+):(\d+) (AM|PM)/.exec(t ?? '');
      return m ? ((Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0)) * 60 + Number(m[2]) : 24 * 60;
    };
    const byDay = [...sandbox().corpus.events].sort(
      (a: CareerEvent, b: CareerEvent) => String(a.event_date).localeCompare(String(b.event_date)) || minutes(a.event_time) - minutes(b.event_time),
    );
    expect(rows.map((r) => r.id)).toEqual(byDay.map((e: CareerEvent) => e.id));
  });

  it('dataset: tables and the attribution line on a terminal; in JSON the line goes to stderr', async () => {
    const tty = await runCli(['dataset', ...api()], { tty: true, columns: 100 });
    const text = stripAnsi(tty.stdout);
    expect(text).toContain('Live listings');
    expect(text).toContain('Top cities');
    expect(text).toMatch(/CC-BY-4\.0; updatedAt \d{4}-\d{2}-\d{2}T/);
    const json = await runInProcess(['dataset', ...api(), '--json']);
    const doc = JSON.parse(json.stdout) as HiringDataset;
    expect(doc.totals.liveListings).toBeGreaterThan(0);
    expect(json.stderr).toContain(`CC-BY-4.0; updatedAt ${doc.updatedAt}`);
    const quiet = await runInProcess(['dataset', ...api(), '--csv', '--quiet']);
    expect(quiet.stderr).toBe(
      `Source: Fresher hiring dataset for India by the fresher sandbox (SAMPLE DATA, not real figures), licensed CC-BY-4.0; updatedAt ${doc.updatedAt}\n`,
    );
    const rows = parseCsv(quiet.stdout, { columns: true }) as Record<string, string>[];
    expect(rows[0]).toEqual({ section: 'totals', key: 'liveListings', label: 'Live listings', value: String(doc.totals.liveListings) });
  });

  it('dataset attribution names the operator of a real site', async () => {
    const fake = await startFakeApi({
      '/reports/fresher-hiring-india.json': { body: { updatedAt: '2026-11-20T00:00:00Z', totals: { liveListings: 5 }, topCities: [] } },
    });
    try {
      const r = await runInProcess(['dataset', '--api-url', fake.url, '--json']);
      expect(r.code).toBe(0);
      expect(r.stderr).toContain(`by the operator of ${new URL(fake.url).host}, licensed CC-BY-4.0; updatedAt 2026-11-20T00:00:00Z`);
    } finally {
      await fake.close();
    }
  });

  it('health exits 0 only for status ok', async () => {
    const fake = await startFakeApi({ '/api/health': { body: { status: 'degraded', message: 'db slow' } } });
    try {
      const r = await runInProcess(['health', '--api-url', fake.url]);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('degraded\n');
      expect(r.stderr).toContain('status "degraded"');
      const tty = await runCli(['health', ...api()], { tty: true });
      expect([tty.code, stripAnsi(tty.stdout)]).toEqual([0, 'ok (Sandbox API serving synthetic data)\n']);
      const ok = await runInProcess(['health', ...api(), '--json']);
      expect([ok.code, (JSON.parse(ok.stdout) as { status: string }).status]).toEqual([0, 'ok']);
    } finally {
      await fake.close();
    }
  });
});

describe('untrusted text never reaches the terminal raw', () => {
  const CONTROL = /[\u0000-\u0008\u000b-\u001a\u001c-\u001f\u007f-\u009f]|\u001b(?!\[[0-9;]*m)/;

  it('tables, details and plain rows carry no control sequences from titles or descriptions', async () => {
    const hostile = activeJobs().find((j) => j.title.includes('URGENT')) as Job;
    for (const args of [['jobs', 'list'], ['jobs', 'get', hostile.id], ['internships', 'list'], ['events']]) {
      const tty = await runCli([...args, ...api()], { tty: true, columns: 200 });
      expect(tty.stdout, args.join(' ')).not.toMatch(CONTROL);
      expect(tty.stdout).not.toContain('pwned');
      const piped = await runInProcess([...args, ...api()]);
      expect(piped.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
    const detail = await runCli(['jobs', 'get', hostile.id, ...api()], { tty: true, columns: 100 });
    expect(stripAnsi(detail.stdout)).toContain('Backend Developer URGENT');
  });

  it('JSON keeps the data but escapes every control character', async () => {
    const r = await runInProcess(['jobs', 'list', ...api(), '--json']);
    expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    const jobs = JSON.parse(r.stdout) as Job[];
    expect(jobs.find((j) => j.title.includes('URGENT'))?.title).toBe('Backend Developer \u001b[31mURGENT\u001b[0m\u001b]0;pwned\u0007');
    expect(jobs.find((j) => (j.description ?? '').includes('\u009b'))).toBeDefined();
  });

  it('CSV strips control sequences', async () => {
    const r = await runInProcess(['jobs', 'list', ...api(), '--csv']);
    expect(r.stdout).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
  });

  it('error messages quoting the server are stripped too', async () => {
    const fake = await startFakeApi({ '/api/health': { status: 418, body: { error: 'teapot \u001b]0;owned\u0007\u001b[2J' } } });
    try {
      const r = await runInProcess(['health', '--api-url', fake.url]);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('teapot');
      expect(r.stderr).not.toMatch(/\u001b|\u0007/);
    } finally {
      await fake.close();
    }
  });
});

describe('missing required fields', () => {
  it('are a warning naming the record, not a crash', async () => {
    const fake = await startFakeApi({
      '/api/jobs': {
        body: {
          jobs: [
            { id: '33333333-3333-4333-8333-333333333333', company: 'Acme' },
            { id: '44444444-4444-4444-8444-444444444444', company: 'B', title: 'T', extra: 1 },
          ],
        },
      },
    });
    try {
      const r = await runInProcess(['jobs', 'list', '--api-url', fake.url, '--json']);
      expect(r.code).toBe(0);
      expect(r.stderr).toContain('job #1 33333333-3333-4333-8333-333333333333 is missing required field title');
      expect((JSON.parse(r.stdout) as unknown[]).length).toBe(2);
    } finally {
      await fake.close();
    }
  });
});

describe('--fields in every format', () => {
  it('JSON and NDJSON carry the rows CSV carries, projected, for documents of other shapes too (stats, filters, saved, the digest)', async () => {
    const [first, second] = activeJobs();
    /** The output of `args` in a home of its own set up the same way (a digest remembers what it showed). */
    const output = async (args: readonly string[]): Promise<string> => {
      const home = tempHome();
      try {
        const run = async (a: readonly string[]) => {
          const r = await runInProcess([...a, ...api(), '-q'], { env: home.env });
          expect(r.code, `${a.join(' ')}: ${r.stderr}`).toBe(0);
          return r.stdout;
        };
        await run(['jobs', 'save', first?.id ?? '', second?.id ?? '']);
        await run(['search', 'save', 'all', '--limit', '3']);
        return await run(args);
      } finally {
        home.cleanup();
      }
    };
    for (const [args, fields] of [
      [['jobs', 'stats'], 'key,count'],
      [['filters'], 'filter_type,filter_value'],
      [['jobs', 'saved'], 'id,status'],
      [['digest'], 'search,id'],
    ] as const) {
      const csv = parseCsv(await output([...args, '--csv', '--fields', fields]), { columns: true }) as Record<string, string>[];
      const json = JSON.parse(await output([...args, '--json', '--fields', fields])) as Record<string, unknown>[];
      const ndjson = (await output([...args, '--format', 'ndjson', '--fields', fields]))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(csv.length, args.join(' ')).toBeGreaterThan(0);
      expect(json, args.join(' ')).toEqual(ndjson);
      expect(
        json.map((r) => Object.keys(r)),
        args.join(' '),
      ).toEqual(csv.map(() => fields.split(',')));
      // CSV guards a cell a spreadsheet would run as a formula ("@Sum Systems" is "'@Sum Systems").
      const asCsv = (v: unknown): string => (v === null ? '' : /^[=+\-@]/.test(String(v)) && typeof v === 'string' ? `'${v}` : String(v));
      expect(
        json.map((r) => Object.values(r).map(asCsv)),
        args.join(' '),
      ).toEqual(csv.map((r) => Object.values(r)));
    }
  });
});

describe('the digest in every format', () => {
  it("NDJSON carries the listings the JSON's groups carry, each with its search and kind; --fields picks any of their fields", async () => {
    const digest = async (args: string[]): Promise<string> => {
      const home = tempHome();
      try {
        await runInProcess(['search', 'save', 'all', '--limit', '4', ...api(), '-q'], { env: home.env });
        const r = await runInProcess(['digest', ...args, ...api(), '-q'], { env: home.env });
        expect(r.code, r.stderr).toBe(0);
        return r.stdout;
      } finally {
        home.cleanup();
      }
    };
    const groups = JSON.parse(await digest(['--json'])) as { search: string; kind: string; new: Record<string, unknown>[] }[];
    const lines = (await digest(['--format', 'ndjson']))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toEqual(groups.flatMap((g) => g.new.map((r) => ({ search: g.search, kind: g.kind, ...r }))));
    const picked = parseCsv(await digest(['--csv', '--allow-formulas', '--fields', 'search,ctc_amount']), { columns: true }) as Record<string, string>[];
    // A quiet day: nothing new, and the same --fields still a valid command (a header, exit 0).
    const home = tempHome();
    try {
      // A search of one company's listings, all shown by the first digest.
      await runInProcess(['search', 'save', 'one', '--search', activeJobs()[0]?.company ?? '', ...api(), '-q'], { env: home.env });
      const args = ['digest', '--csv', '--fields', 'search,id,ctc_amount', ...api(), '-q'];
      expect((await runInProcess(args, { env: home.env })).code).toBe(0);
      const quiet = await runInProcess(args, { env: home.env });
      expect([quiet.code, quiet.stdout.trim()]).toEqual([0, 'search,id,ctc_amount']);
    } finally {
      home.cleanup();
    }
    expect(picked.map((r) => r.ctc_amount)).toEqual(
      groups.flatMap((g) => g.new.map((r) => (r.ctc_amount === null || r.ctc_amount === undefined ? '' : String(r.ctc_amount)))),
    );
  });
});

describe('small things each format gets right', () => {
  it('a field named twice shows once; one record by id with --fields is an object; the stats of nothing share nothing', async () => {
    const twice = await runInProcess(['jobs', 'list', '--csv', '--fields', 'id,title,id', '--limit', '2', ...api(), '-q']);
    expect(twice.stdout.split(/\r?\n/)[0]).toBe('id,title');
    const [first, second] = activeJobs();
    const one = await runInProcess(['jobs', 'get', first?.id ?? '', '--json', '--fields', 'id,title', ...api(), '-q']);
    expect(JSON.parse(one.stdout)).toEqual({ id: first?.id, title: first?.title });
    const two = await runInProcess(['jobs', 'get', first?.id ?? '', second?.id ?? '', '--json', '--fields', 'id', ...api(), '-q']);
    expect(JSON.parse(two.stdout)).toEqual([{ id: first?.id }, { id: second?.id }]);
    const none = await runInProcess(['jobs', 'stats', '--csv', '--search', 'zzzqqqxx', ...api(), '-q']);
    expect(none.stdout.split(/\r?\n/)[1]).toBe('total,listings,0,0');
  });

  it('a filter value without a label shows the em dash in the table, as any null', async () => {
    const fake = await startFakeApi({
      '/api/filters': {
        body: {
          filters: {
            work_type: [
              { filter_type: 'work_type', filter_value: 'Remote', display_label: null, is_active: true },
              { filter_type: 'work_type', filter_value: 'Hybrid', display_label: null, is_active: false },
            ],
          },
        },
      },
    });
    try {
      const r = await runCli(['filters', 'work_type', '--api-url', fake.url], { tty: true, columns: 100 });
      const lines = stripAnsi(r.stdout).trimEnd().split('\n');
      expect(lines.find((l) => l.includes('Remote'))).toMatch(/Remote +—$/);
      expect(lines.find((l) => l.includes('Hybrid'))).toMatch(/Hybrid +— \(no longer offered\)$/);
    } finally {
      await fake.close();
    }
  });
});
