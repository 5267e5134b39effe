/**
 * Better guesses (issue 20): the careless typist's day. Every usage error is one line with the likely
 * meaning and exit 2 (a saved search that is not there stays "not found", exit 3); values people call
 * by other names are taken with a note. Spawned and piped against a sandbox on 127.0.0.1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseApiAddress } from '../../src/contract/api-url.js';
import { runCli, tempHome } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 22, jobs: 200, internships: 40, events: 4 });
let home: ReturnType<typeof tempHome>;
afterEach(() => home?.cleanup());

const run = (args: string[]) => runCli([...args, '--api-url', sandbox().url], { env: home.env });
/** A usage error: exit 2, nothing on stdout, the error and where help is. */
const usage = (message: string, help: string) => [2, '', `fresher: error: ${message}\nRun '${help} --help' for usage.\n`];
const lastQuery = (mark: number) =>
  sandbox()
    .requests.slice(mark)
    .filter((q) => q.path === '/api/jobs')
    .map((q) => Object.fromEntries(new URLSearchParams(q.query)));

describe('mistyped words', () => {
  it('a noun cut short or singular gets the noun it starts', async () => {
    home = tempHome();
    for (const [typed, meant] of [
      ['intern', 'internships'],
      ['job', 'jobs'],
      ['jbos', 'jobs'],
    ]) {
      const r = await runCli([typed as string, 'list'], { env: home.env });
      expect([r.code, r.stdout, r.stderr], typed).toEqual(usage(`unknown command '${typed}' for 'fresher'. Did you mean ${meant}?`, 'fresher'));
    }
  });

  it('help for a command that does not exist is an unknown command, not the root help with exit 0', async () => {
    home = tempHome();
    for (const [args, message, help] of [
      [['help', 'jobz'], "unknown command 'jobz' for 'fresher'. Did you mean jobs?", 'fresher'],
      [['jobz', '--help'], "unknown command 'jobz' for 'fresher'. Did you mean jobs?", 'fresher'],
      [['help', 'jobs', 'lst'], "unknown command 'lst' for 'fresher jobs'. Did you mean list?", 'fresher jobs'],
    ] as const) {
      const r = await runCli([...args], { env: home.env });
      expect([r.code, r.stdout, r.stderr], args.join(' ')).toEqual(usage(message, help));
    }
    for (const args of [['help'], ['help', 'jobs'], ['help', 'jobs', 'list'], ['jobs', '--location', 'Pune', '--help']]) {
      const r = await runCli(args, { env: home.env });
      expect([r.code, r.stderr], args.join(' ')).toEqual([0, '']);
      expect(r.stdout, args.join(' ')).toMatch(/^Usage: fresher/);
    }
  });

  it('the list people ask for by another name is named: track list, hide list, saved', async () => {
    home = tempHome();
    for (const [args, said] of [
      [['track', 'list'], "unknown command 'list' for 'fresher track'. Did you mean fresher track?"],
      [['hide', 'ls'], "unknown command 'ls' for 'fresher hide'. Did you mean fresher hidden?"],
      [['saved', 'list'], "unknown command 'saved' for 'fresher'. Did you mean fresher jobs saved (or internships saved)?"],
    ] as const) {
      const r = await run([...args]);
      expect([r.code, r.stdout], args.join(' ')).toEqual([2, '']);
      expect(r.stderr.split('\n')[0]).toBe(`fresher: error: ${said}`);
    }
  });

  it('a global option before the noun gives the same guess as the bare form', async () => {
    home = tempHome();
    const bare = await runCli(['jobs', 'lst'], { env: home.env });
    expect([bare.code, bare.stdout, bare.stderr]).toEqual(usage("unknown command 'lst' for 'fresher jobs'. Did you mean list?", 'fresher jobs'));
    for (const before of [
      ['--api-url', sandbox().url],
      ['--api-url', sandbox().url, '--json'],
      ['-o', 'out.csv'],
      ['--timeout', '5'],
    ]) {
      const r = await runCli([...before, 'jobs', 'lst'], { env: home.env });
      expect([r.code, r.stdout, r.stderr], before.join(' ')).toEqual([bare.code, bare.stdout, bare.stderr]);
    }
  });

  it('fixed-choice values: one line naming the choices and the likely one', async () => {
    home = tempHome();
    const statuses = 'interested, applied, test, interview, offer, rejected, withdrawn';
    const track = await run(['track', '3f2b6c1e', '--status', 'aplied']);
    expect([track.code, track.stdout, track.stderr]).toEqual(usage(`--status "aplied" is not one of ${statuses}. Did you mean applied?`, 'fresher track'));
    const sort = await run(['jobs', 'list', '--sort', 'dedline']);
    expect([sort.code, sort.stdout, sort.stderr]).toEqual(
      usage('--sort "dedline" is not one of posted, deadline, company, pay, score, match. Did you mean deadline?', 'fresher jobs list'),
    );
    const format = await run(['jobs', 'list', '--format', 'jsn']);
    expect([format.code, format.stdout, format.stderr]).toEqual(
      usage('--format "jsn" is not one of table, json, ndjson, csv, plain, tsv, atom, xlsx. Did you mean json?', 'fresher jobs list'),
    );
    const shell = await runCli(['completion', 'bsh'], { env: home.env });
    expect([shell.code, shell.stdout, shell.stderr]).toEqual(
      usage('shell "bsh" is not one of bash, zsh, fish, powershell. Did you mean bash?', 'fresher completion'),
    );
    // Any case is the value itself.
    expect((await run(['jobs', 'list', '--sort', 'Deadline', '--limit', '1', '--json'])).code).toBe(0);
    // The groups of the vocabulary too (the API's, so checked by the command).
    const group = await run(['filters', 'loction']);
    expect([group.code, group.stderr]).toEqual([
      2,
      expect.stringMatching(
        /^fresher: error: unknown filter group "loction"; groups: industry, location, pay_range, role, work_type\. Did you mean location\?\n$/m,
      ),
    ]);
  });

  it('config keys and values', async () => {
    home = tempHome();
    const keys = 'api-url, site-url, format, cache-ttl, color, max-wait, timeout, pager';
    const key = await runCli(['config', 'set', 'colour', 'never'], { env: home.env });
    expect([key.code, key.stdout, key.stderr]).toEqual([2, '', `fresher: error: unknown setting "colour"; settings: ${keys}. Did you mean color?\n`]);
    const value = await runCli(['config', 'set', 'format', 'jsn'], { env: home.env });
    expect([value.code, value.stderr]).toEqual([
      2,
      'fresher: error: format: "jsn" is not one of table, json, ndjson, csv, plain, tsv, atom, xlsx. Did you mean json?\n',
    ]);
    const env = await runCli(['jobs', 'list', '--api-url', sandbox().url], { env: { ...home.env, FRESHER_FORMAT: 'jsn' } });
    expect([env.code, env.stdout]).toEqual([2, '']);
    expect(env.stderr).toContain('fresher: error: FRESHER_FORMAT "jsn" is not one of table, json, ndjson, csv, plain, tsv, atom, xlsx. Did you mean json?\n');
  });

  it('saved search names: the likely one, and a hostile name in the file reaches the terminal as plain text', async () => {
    home = tempHome();
    expect((await run(['search', 'save', 'blr-remote', '--location', 'Bengaluru', '--work-type', 'Remote'])).code).toBe(0);
    const r = await run(['search', 'run', 'blr-rmote']);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      3,
      '',
      'fresher: error: no saved search named blr-rmote (see: fresher search list). Did you mean blr-remote?\n',
    ]);
    const rm = await run(['search', 'rm', 'blr-rmote']);
    expect([rm.code, rm.stderr]).toEqual([3, 'fresher: error: no saved search named blr-rmote. Did you mean blr-remote?\n']);
    // A name written into the file by hand, with escape sequences and a newline.
    const identity = parseApiAddress(sandbox().url).identity;
    mkdirSync(join(home.dir, 'state', 'fresher'), { recursive: true });
    const hostile = 'evil\u001b]0;pwned\u0007\nfresher: ok';
    writeFileSync(
      join(home.dir, 'state', 'fresher', 'searches.json'),
      JSON.stringify({ version: 2, apis: { [identity]: { searches: [{ name: hostile, kind: 'job', flags: {}, savedAt: '2026-11-01T00:00:00Z' }] } } }),
    );
    const guess = await run(['search', 'run', 'evil']);
    expect([guess.code, guess.stderr]).toEqual([3, 'fresher: error: no saved search named evil (see: fresher search list). Did you mean evil fresher: ok?\n']);
  });
});

describe('flags named like values', () => {
  it('--remote and --wfh point at --work-type Remote; a cached city at --location', async () => {
    home = tempHome();
    for (const [flag, meant] of [
      ['--remote', '--work-type Remote'],
      ['--wfh', '--work-type Remote'],
      ['--hybrid', '--work-type Hybrid'],
      ['--locaton', '--location'],
    ]) {
      const r = await run(['jobs', 'list', flag as string]);
      expect([r.code, r.stdout, r.stderr], flag).toEqual(usage(`unknown option '${flag}'. Did you mean ${meant}?`, 'fresher jobs list'));
    }
    // Cities come from the vocabulary this API sent (cached by any checked filter).
    expect((await run(['jobs', 'list', '--location', 'Pune', '--limit', '1'])).code).toBe(0);
    const city = await run(['jobs', 'list', '--bengaluru']);
    expect([city.code, city.stdout, city.stderr]).toEqual(
      usage("unknown option '--bengaluru'. Did you mean --location 'Bengaluru, India'?", 'fresher jobs list'),
    );
    const internships = await run(['internships', '--bangalore']);
    expect(internships.stderr).toContain("unknown option '--bangalore'. Did you mean --location 'Bengaluru, India'?");
    // Only for a command that has the filter.
    const events = await run(['events', '--remote']);
    expect([events.code, events.stderr]).toEqual([2, "fresher: error: unknown option '--remote'\nRun 'fresher events --help' for usage.\n"]);
  });
});

describe('values people call by other names', () => {
  it('work types: WFH, work from home, onsite, in-office, office, hybrid', async () => {
    home = tempHome();
    for (const [typed, value] of [
      ['WFH', 'Remote'],
      ['work from home', 'Remote'],
      ['onsite', 'On-site'],
      ['in-office', 'On-site'],
      ['office', 'On-site'],
      ['HYBRID', 'Hybrid'],
    ]) {
      const mark = sandbox().requests.length;
      const r = await run(['jobs', 'list', '--work-type', typed as string, '--limit', '1', '--json']);
      expect(r.code, typed).toBe(0);
      expect(lastQuery(mark), typed).toEqual([{ work_type: value }]);
      expect(r.stderr, typed).toMatch(new RegExp(`using --work-type "${value}" for "${typed}" \\(matched `));
    }
  });

  it('roles: the job title, the label in any case, the abbreviation', async () => {
    home = tempHome();
    for (const typed of ['software engineer', 'Software Developer', 'software engineering', 'SDE']) {
      const mark = sandbox().requests.length;
      const r = await run(['jobs', 'list', '--role', typed, '--limit', '1', '--json']);
      expect(r.code, typed).toBe(0);
      expect(lastQuery(mark), typed).toEqual([{ role_type: 'Software Engineering' }]);
    }
    const analyst = await run(['jobs', 'list', '--role', 'data analyst', '--limit', '1', '--json']);
    expect(analyst.stderr).toContain('using --role "Data Analytics" for "data analyst" (matched as a common name for it)');
    // Still refused, with a guess, when nothing names it.
    const bad = await run(['jobs', 'list', '--role', 'astronaut']);
    expect(bad.code).toBe(2);
  });
});
