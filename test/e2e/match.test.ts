/**
 * The local profile match end to end (issue 23): listings sorted and filtered by how they fit the
 * person's profile, explained (skills found and missing, eligibility met or not, what is unknown),
 * never a score without a profile, in every format; hostile and huge descriptions cost bounded time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { BIN, runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';
import { ATTACKS, startListingsApi } from '../helpers/hostile-api.js';
import { useSandbox } from '../helpers/sandbox.js';

const uuid = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
const job = (n: number, title: string, description: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: uuid(n),
  title,
  company: `Company ${n}`,
  location: 'Pune, India',
  work_type: 'On-site',
  posted_at: `2026-11-0${n}T10:00:00Z`,
  description,
  ...extra,
});

/** Postings written the way Indian postings are, newest first as the API sends them. */
const JOBS = [
  job(9, 'Sales Associate', 'Excellent communication and a bike. Incentives on target.'),
  job(8, 'Backend Developer', 'Must have: Java / Spring Boot / MySQL. 2026 batch, no active backlogs.', { ctc_amount: '₹5–7 LPA' }),
  job(7, 'Data Analyst', 'Eligibility: B.E./B.Tech (CSE/IT/ECE) 2025 & 2026 pass-outs, CGPA ≥ 7 or equivalent.\nSkills: Python 3, SQL, Power BI', {
    ctc_amount: '₹6–8 LPA',
  }),
  job(6, 'Embedded Trainee', 'C/C++ programming, embedded C. 2024 batch only; 65% throughout; no standing arrears.'),
  // Hostile: terminal attacks, and megabytes of text built to make patterns backtrack.
  job(5, `Python Developer ${ATTACKS[3]}`, `${ATTACKS.join(' ')} Python ${'CGPA '.repeat(300_000)}${'1.'.repeat(300_000)}${'%'.repeat(200_000)}`),
];

let home: ReturnType<typeof tempHome>;
let api: Awaited<ReturnType<typeof startListingsApi>>;
beforeAll(async () => {
  api = await startListingsApi({ jobs: JOBS });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  home = tempHome();
});
let session: TmuxSession | undefined;
afterEach(async () => {
  // The terminal's processes end (a CLI still writing its code cache on SIGHUP) before their folder goes.
  await session?.stop();
  session = undefined;
  home.cleanup();
});

const run = (args: string[], options: { tty?: boolean; url?: string } = {}) =>
  runCli([...args, '--api-url', options.url ?? api.url], { env: home.env, tty: options.tty === true, columns: 140, timeoutMs: 30_000 });
const PROFILE = [
  'profile',
  'set',
  '--skills',
  'Python:advanced, SQL, JS',
  '--grad-year',
  '2026',
  '--degree',
  'B.Tech',
  '--branch',
  'CSE',
  '--cgpa',
  '6.8',
  '--backlogs',
  '0',
];
const setProfile = async (): Promise<void> => {
  expect((await run(PROFILE)).code).toBe(0);
};
interface Match {
  score: number | null;
  skills_found: string[];
  skills_missing: string[];
  eligibility: { fact: string; status: string; text: string }[];
  unknown: { fact: string; status: string; text: string }[];
}
type Row = Record<string, unknown> & { fresher_match?: Match };

describe('without a profile', () => {
  it('no MATCH column and no score, ever; asking for one is a usage error that says what to run', async () => {
    const table = await run(['jobs', 'list'], { tty: true });
    expect(table.code).toBe(0);
    expect(stripAnsi(table.stdout)).not.toContain('MATCH');
    const json = JSON.parse((await run(['jobs', 'list', '--json'])).stdout) as Row[];
    expect(json.some((r) => 'fresher_match' in r)).toBe(false);
    const detail = await run(['jobs', 'get', uuid(7)], { tty: true });
    expect(stripAnsi(detail.stdout)).not.toContain('Your match');
    for (const args of [
      ['--sort', 'match'],
      ['--min-match', '50'],
      ['--with-match', '--json'],
      ['--fields', 'id,fresher_match_score', '--csv'],
    ]) {
      const r = await run(['jobs', 'list', ...args]);
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/needs a profile; set one first: fresher profile set --skills/);
    }
  });
});

describe('with a profile', () => {
  it('sorts by match, best first, with a MATCH column on a terminal; unknown matches last', async () => {
    await setProfile();
    const r = await run(['jobs', 'list', '--sort', 'match'], { tty: true });
    expect(r.code).toBe(0);
    const lines = stripAnsi(r.stdout).trimEnd().split('\n');
    expect(lines[0]).toMatch(/ MATCH$/);
    const rows = lines.slice(1).map((l) => [l.slice(0, 8), /(\d+%|\?)$/.exec(l)?.[1]]);
    // Data Analyst: Python and SQL found, Power BI missing, CGPA 7+ not met: capped at 40.
    // Backend: Java, Spring Boot, SQL named; SQL found; batch and backlogs met. Embedded: 2024 batch, not met.
    expect(rows).toEqual([
      ['00000005', '100%'],
      ['00000008', '60%'],
      ['00000007', '40%'],
      ['00000006', '20%'],
      ['00000009', '?'],
    ]);
    // Hostile text reaches no terminal raw.
    expect(r.stdout).not.toContain('\u001b[2J');
  });

  it('jobs get explains the match: skills found and missing, each fact met or not, unknowns apart', async () => {
    await setProfile();
    const r = await run(['jobs', 'get', uuid(7)], { tty: true });
    expect(r.code).toBe(0);
    const text = stripAnsi(r.stdout);
    const block = text.slice(text.indexOf('Your match'), text.indexOf('Eligibility:'));
    expect(block.trimEnd().split('\n')).toEqual([
      'Your match  40%',
      '  ✓ skills: Python, SQL',
      '  ✗ missing: Power BI',
      '  ✓ 2025 or 2026 batch: yes',
      '  ✗ CGPA 7+: you have 6.8',
      '  ✓ B.Tech/B.E.: yes',
      '  ✓ CSE/IT/ECE: yes',
      '  ? backlogs: the listing does not say',
    ]);
    const json = JSON.parse((await run(['jobs', 'get', uuid(9), '--with-match', '--json'])).stdout) as Row;
    expect(json.fresher_match?.score).toBeNull();
    expect(json.fresher_match?.unknown.map((f) => f.text)).toContain('skills: the listing names none');
    expect(json.fresher_match?.eligibility).toEqual([]);
  });

  it('--with-match: a fresher_match object in JSON and NDJSON, the API fields as received; flat columns in CSV and TSV', async () => {
    await setProfile();
    const plain = JSON.parse((await run(['jobs', 'list', '--json'])).stdout) as Row[];
    const json = JSON.parse((await run(['jobs', 'list', '--with-match', '--json'])).stdout) as Row[];
    expect(json.map(({ fresher_match, ...rest }) => rest)).toEqual(plain);
    const analyst = json.find((r) => r.id === uuid(7))?.fresher_match;
    expect(analyst).toMatchObject({ score: 40, skills_found: ['Python', 'SQL'], skills_missing: ['Power BI'] });
    expect(analyst?.eligibility.find((f) => f.fact === 'cgpa')).toEqual({ fact: 'cgpa', status: 'not_met', text: 'CGPA 7+: you have 6.8' });
    const ndjson = (await run(['jobs', 'list', '--with-match', '--format', 'ndjson'])).stdout.trimEnd().split('\n');
    expect(ndjson.map((l) => (JSON.parse(l) as Row).fresher_match?.score)).toEqual(json.map((r) => r.fresher_match?.score));
    const csv = parse((await run(['jobs', 'list', '--with-match', '--csv'])).stdout, { columns: true }) as Record<string, string>[];
    const row = csv.find((r) => r.id === uuid(7));
    expect(row).toMatchObject({
      fresher_match_score: '40',
      fresher_match_skills_found: 'Python; SQL',
      fresher_match_skills_missing: 'Power BI',
      fresher_match_not_met: 'CGPA 7+: you have 6.8',
      fresher_match_unknown: 'backlogs: the listing does not say',
    });
    const tsv = (await run(['jobs', 'list', '--sort', 'match', '--fields', 'id,fresher_match_score', '--format', 'tsv'])).stdout;
    expect(tsv.split('\n').slice(0, 3)).toEqual(['id\tfresher_match_score', `${uuid(5)}\t100`, `${uuid(8)}\t60`]);
    // A path into the match object, as into any field: the same value in every format.
    const path = await run(['jobs', 'list', '--sort', 'match', '--fields', 'id,fresher_match.score', '--json']);
    expect(path.code, path.stderr).toBe(0);
    expect((JSON.parse(path.stdout) as Record<string, unknown>[]).slice(0, 2)).toEqual([
      { id: uuid(5), 'fresher_match.score': 100 },
      { id: uuid(8), 'fresher_match.score': 60 },
    ]);
    const pathTsv = (await run(['jobs', 'list', '--sort', 'match', '--fields', 'id,fresher_match.score', '--format', 'tsv'])).stdout;
    expect(pathTsv.split('\n').slice(0, 2)).toEqual(['id\tfresher_match.score', `${uuid(5)}\t100`]);
  });

  it('--min-match N keeps what matches at least N% and says how many it left out; a bad N is exit 2', async () => {
    await setProfile();
    const r = await run(['jobs', 'list', '--min-match', '50', '--fields', 'id']);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n')).toEqual([uuid(8), uuid(5)]);
    const count = await run(['jobs', 'list', '--min-match', '50'], { tty: true });
    expect(count.stderr).toContain('matching your profile less than 50% (or nothing to compare)');
    for (const bad of ['101', '-1', 'high']) {
      const b = await run(['jobs', 'list', '--min-match', bad]);
      expect([b.code, b.stdout]).toEqual([2, '']);
      expect(b.stderr).toContain(`--min-match "${bad}" is not a whole number from 0 to 100`);
    }
  });
});

describe('the digest', () => {
  it('ranks a saved search with --sort match by the profile; without the profile that search is said and skipped', async () => {
    await setProfile();
    expect((await run(['search', 'save', 'fits', '--sort', 'match', '--min-match', '30'])).code).toBe(0);
    expect((await run(['search', 'save', 'all'])).code).toBe(0);
    const digest = JSON.parse((await run(['digest', '--json'])).stdout) as { search: string; new: Row[] }[];
    expect(digest.find((g) => g.search === 'fits')?.new.map((r) => r.id)).toEqual([uuid(5), uuid(8), uuid(7)]);
    expect((await run(['profile', 'clear'])).code).toBe(0);
    const r = await run(['digest', '--json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('saved search fits: --sort match needs a profile; set one first: fresher profile set');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('on the sandbox corpus (text the matcher did not write for itself)', () => {
  const sandbox = useSandbox({ seed: 42, jobs: 300, internships: 50, events: 4 });
  it('descriptions carry skills and eligibility; the list sorted by match is ordered by the scores it explains', async () => {
    await setProfile();
    const url = sandbox().url;
    const json = JSON.parse((await run(['jobs', 'list', '--sort', 'match', '--with-match', '--json'], { url })).stdout) as Row[];
    const scores = json.map((r) => r.fresher_match?.score ?? null);
    const known = scores.filter((x): x is number => x !== null);
    expect(known.length).toBeGreaterThan(json.length / 2);
    // Best first, unknown last.
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(scores.slice(known.length).every((x) => x === null)).toBe(true);
    const facts = new Set(json.flatMap((r) => r.fresher_match?.eligibility.map((f) => f.fact) ?? []));
    expect([...facts].sort()).toEqual(expect.arrayContaining(['backlogs', 'batch', 'branch', 'cgpa', 'degree']));
  });

  it('a city by its former name and a work type by another name match as --location and --work-type take them', async () => {
    expect((await run(['profile', 'set', '--skills', 'Python', '--city', 'bangalore', '--city', 'Bombay', '--work-type', 'wfh'])).code).toBe(0);
    expect(JSON.parse((await run(['profile', 'show', '--json'])).stdout)).toMatchObject({ cities: ['bangalore', 'Bombay'], workTypes: ['Remote'] });
    const url = sandbox().url;
    for (const place of ['Bengaluru', 'Mumbai']) {
      const json = JSON.parse((await run(['jobs', 'list', '--location', place, '--with-match', '--json'], { url })).stdout) as Row[];
      expect(json.length).toBeGreaterThan(0);
      const facts = json.map((r) => r.fresher_match?.eligibility.find((f) => f.fact === 'city'));
      expect(facts.every((f) => f?.status === 'met')).toBe(true);
      expect(facts.some((f) => f?.text === `${place}: yes`)).toBe(true);
      const remote = json.filter((r) => r.work_type === 'Remote').map((r) => r.fresher_match?.eligibility.find((f) => f.fact === 'work_type'));
      expect(remote.length).toBeGreaterThan(0);
      expect(remote.every((f) => f?.text === 'Remote: yes')).toBe(true);
    }
    const elsewhere = JSON.parse((await run(['jobs', 'list', '--location', 'Pune', '--with-match', '--json'], { url })).stdout) as Row[];
    const onSite = elsewhere.find((r) => r.work_type === 'On-site')?.fresher_match?.eligibility.find((f) => f.fact === 'city');
    expect(onSite).toEqual({ fact: 'city', status: 'not_met', text: 'Pune: not one of your cities' });
  });

  it('"BE/B.Tech 2025, 8+ CGPA, not more than 1 backlog" is the 2025 batch and CGPA 8, not CGPA 1', async () => {
    await setProfile();
    const json = JSON.parse((await run(['jobs', 'list', '--with-match', '--json'], { url: sandbox().url })).stdout) as Row[];
    const line = /BE\/B\.Tech (20\d\d), (\d+(?:\.\d+)?)\+ CGPA, not more than 1 backlog/;
    const said = json.filter((r) => typeof r.description === 'string' && line.test(r.description));
    expect(said.length).toBeGreaterThan(0);
    for (const r of said) {
      const [, year, cgpa] = line.exec(r.description as string) as RegExpExecArray;
      const fact = (name: string) => r.fresher_match?.eligibility.find((f) => f.fact === name)?.text;
      expect(fact('cgpa')).toMatch(new RegExp(`^CGPA ${cgpa?.replace('.', '\\.')}\\+: `));
      expect(fact('batch')).toMatch(new RegExp(`\\b${year}\\b.* batch: `));
    }
  });
});

describe.skipIf(!hasTmux)('the workspace', () => {
  it("explains the highlighted listing's match in its detail pane (with a profile only)", async () => {
    await setProfile();
    const paged = join(home.dir, 'paged.txt');
    session = new TmuxSession(
      `"${process.execPath}" "${BIN}" ui --api-url ${api.url}`,
      { ...home.env, PATH: process.env.PATH ?? '', TERM: 'xterm-256color', FRESHER_PAGER: `tee ${paged}` },
      200,
      50,
    );
    session.type('2');
    await session.waitFor(/Your match +unknown \(nothing to compare\)/, 30_000);
    session.type('j');
    await session.waitFor(/Your match +60%/, 30_000);
    // The pane may be caught half drawn: each line is waited for, not read off the first capture.
    await session.waitFor(/✗ missing: Java, Spring Boot/, 30_000);
    await session.waitFor(/✓ 2026 batch: yes/, 30_000);
    // The full detail (Enter) and the pager (o) explain it too.
    session.keys('Enter');
    await session.waitFor(/Your match +60%[\s\S]*✗ missing: Java, Spring Boot[\s\S]*Esc\/q back/, 30_000);
    session.keys('Escape');
    await session.waitFor(/\/ search/, 30_000);
    session.type('o');
    await session.waitFor(/back from the pager/, 30_000);
    expect(stripAnsi(readFileSync(paged, 'utf8'))).toMatch(/Your match +60%\n[\s\S]*✗ missing: Java, Spring Boot/);
    session.type('q');
  });
});
