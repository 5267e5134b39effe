/** The first slice end to end: the built bin against a sandbox started here, piped and on a terminal. */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { runCli, stripAnsi } from '../helpers/cli.js';
import { useSandbox } from '../helpers/sandbox.js';

const sandbox = useSandbox({ seed: 11, jobs: 400, internships: 120, events: 12 });
const api = (): string[] => ['--api-url', sandbox().url];
const active = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);

describe('fresher health', () => {
  it('prints ok and exits 0 against a configured API', async () => {
    const r = await runCli(['health', ...api()]);
    expect(r.stdout).toBe('ok\n');
    expect(r.stderr).toContain('fresher: SAMPLE DATA (the API is a fresher sandbox)\n');
    expect(r.code).toBe(0);
  });

  it('takes the API URL from FRESHER_API_URL', async () => {
    const before = sandbox().requests.length;
    const r = await runCli(['health'], { env: { FRESHER_API_URL: sandbox().url } });
    expect(r.code).toBe(0);
    expect(
      sandbox()
        .requests.slice(before)
        .map((q) => q.path),
    ).toEqual(['/api/health']);
  });

  it('exits 1 with one line when the API cannot be reached', async () => {
    const r = await runCli(['health', '--api-url', 'http://127.0.0.1:9']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/cannot reach http:\/\/127\.0\.0\.1:9: connection refused/);
  });
});

describe('fresher jobs list', () => {
  it('--json prints the filtered jobs exactly as the API sent them', async () => {
    const r = await runCli(['jobs', 'list', ...api(), '--location', 'Bengaluru, India', '--work-type', 'Remote', '--json']);
    expect(r.code).toBe(0);
    const jobs = JSON.parse(r.stdout) as Job[];
    const expected = active().filter((j) => j.location === 'Bengaluru, India' && j.work_type === 'Remote');
    expect(jobs.length).toBe(expected.length);
    expect(jobs.map((j) => j.id)).toEqual(expected.map((j) => j.id));
    expect(Object.keys(jobs[0] as Job)).toEqual(Object.keys(expected[0] as Job));
    const last = sandbox().requests.at(-1);
    expect(last?.path).toBe('/api/jobs');
    expect(new URLSearchParams(last?.query).get('location')).toBe('Bengaluru, India');
    expect(new URLSearchParams(last?.query).get('work_type')).toBe('Remote');
  });

  it("--json piped passes the bytes of the API's array through unchanged", async () => {
    const body = await (await fetch(`${sandbox().url}/api/jobs?location=${encodeURIComponent('Pune, India')}`)).text();
    const r = await runCli(['jobs', 'list', ...api(), '--location', 'Pune, India', '--json']);
    expect(r.stdout).toBe(`${body.slice('{"jobs":'.length, -1)}\n`);
    // Anything that changes the records goes through parse and serialise instead, still valid JSON.
    const limited = await runCli(['jobs', 'list', ...api(), '--location', 'Pune, India', '--json', '--limit', '3']);
    expect(JSON.parse(limited.stdout)).toEqual((JSON.parse(body) as { jobs: unknown[] }).jobs.slice(0, 3));
  });

  it('sends each filter flag as its API parameter', async () => {
    const r = await runCli(['jobs', 'list', ...api(), '--industry', 'Fintech', '--role', 'Sales', '--on-campus', '--json']);
    expect(r.code).toBe(0);
    const q = new URLSearchParams(sandbox().requests.at(-1)?.query);
    expect(Object.fromEntries(q)).toEqual({ industry: 'Fintech', role_type: 'Sales', is_on_campus: 'true' });
    for (const j of JSON.parse(r.stdout) as Job[]) expect([j.industry, j.role_type, j.is_on_campus]).toEqual(['Fintech', 'Sales', true]);
    await runCli(['jobs', 'list', ...api(), '--hidden', '--off-campus', '--json']);
    expect(Object.fromEntries(new URLSearchParams(sandbox().requests.at(-1)?.query))).toEqual({ is_unofficial: 'true', is_on_campus: 'false' });
  });

  it('renders a table on a terminal', async () => {
    const r = await runCli(['jobs', 'list', ...api(), '--location', 'Pune, India'], { tty: true, columns: 160 });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('\u001b[1mTITLE');
    const lines = stripAnsi(r.stdout).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+TITLE\s+COMPANY\s+LOCATION\s+MODE\s+PAY LPA\s+POSTED$/);
    const expected = active().filter((j) => j.location === 'Pune, India');
    expect(lines).toHaveLength(expected.length + 1);
    // The count, on stderr, on a terminal; never in piped output.
    expect(r.stderr).toContain(`fresher: ${expected.length} jobs\n`);
    expect(lines[1]?.startsWith(`${expected[0]?.id.slice(0, 8)}  `)).toBe(true);
    expect(lines[1]).toContain('Pune');
  });

  it('prints plain tab-separated rows when piped', async () => {
    const r = await runCli(['jobs', 'list', ...api(), '--location', 'Pune, India']);
    const lines = r.stdout.trimEnd().split('\n');
    const expected = active().filter((j) => j.location === 'Pune, India');
    expect(lines).toHaveLength(expected.length);
    expect(lines[0]?.split('\t')[0]).toBe(expected[0]?.id);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no escape sequence may reach a pipe
    expect(r.stdout).not.toMatch(/\u001b/);
  });

  it('uses the built-in sandbox, with a notice on stderr, when no API is configured', async () => {
    const r = await runCli(['jobs', 'list', '--location', 'Bengaluru, India', '--work-type', 'Remote', '--json']);
    expect(r.code).toBe(0);
    // One line that fits a 60-column terminal.
    expect(r.stderr).toBe('fresher: SAMPLE DATA (built-in sandbox; set --api-url)\n');
    expect(r.stderr.trim().length).toBeLessThanOrEqual(60);
    const jobs = JSON.parse(r.stdout) as Job[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.location === 'Bengaluru, India' && j.work_type === 'Remote')).toBe(true);
  });

  it('points usage errors at the right help', async () => {
    const cmd = await runCli(['jbos']);
    expect(cmd.code).toBe(2);
    expect(cmd.stderr).toBe("fresher: error: unknown command 'jbos' for 'fresher'. Did you mean jobs?\nRun 'fresher --help' for usage.\n");
    const fmt = await runCli(['--format', 'xml', 'jobs', 'list']);
    expect(fmt.code).toBe(2);
    expect(fmt.stderr).toContain("Run 'fresher jobs list --help' for usage.");
    const missing = await runCli(['internships', 'get']);
    expect([missing.code, missing.stderr]).toEqual([2, "fresher: error: missing required argument 'id'\nRun 'fresher internships get --help' for usage.\n"]);
  });

  it('a mistyped subcommand is named, with a suggestion, on every noun (not "too many arguments")', async () => {
    for (const [args, want] of [
      [['jobs', 'lst'], "fresher: error: unknown command 'lst' for 'fresher jobs'. Did you mean list?\nRun 'fresher jobs --help' for usage.\n"],
      [
        ['internships', 'gt', '3f2b6c1e-8a4d-4e0b-9c55-1d2e3f4a5b6c'],
        "fresher: error: unknown command 'gt' for 'fresher internships'. Did you mean get?\nRun 'fresher internships --help' for usage.\n",
      ],
      [['events', 'lst'], "fresher: error: unknown command 'lst' for 'fresher events'. Did you mean list?\nRun 'fresher events --help' for usage.\n"],
      [
        ['jobs', '--location', 'Pune, India', 'savedd'],
        "fresher: error: unknown command 'savedd' for 'fresher jobs'. Did you mean saved?\nRun 'fresher jobs --help' for usage.\n",
      ],
      [['jobs', 'banana'], "fresher: error: unknown command 'banana' for 'fresher jobs'.\nRun 'fresher jobs --help' for usage.\n"],
      // Nouns without a default subcommand, and options: the suggestion on the same line too.
      [['search', 'sav', 'x'], "fresher: error: unknown command 'sav' for 'fresher search'. Did you mean save?\nRun 'fresher search --help' for usage.\n"],
      [['config', 'st'], "fresher: error: unknown command 'st' for 'fresher config'. Did you mean set?\nRun 'fresher config --help' for usage.\n"],
      [['xyzzy'], "fresher: error: unknown command 'xyzzy' for 'fresher'.\nRun 'fresher --help' for usage.\n"],
      [
        ['jobs', 'list', '--locaton', 'Pune'],
        "fresher: error: unknown option '--locaton'. Did you mean --location?\nRun 'fresher jobs list --help' for usage.\n",
      ],
    ] as const) {
      const r = await runCli([...args]);
      expect([r.code, r.stdout, r.stderr], args.join(' ')).toEqual([2, '', want]);
    }
    // A value that looks like a word after a value-taking flag is not a command.
    expect((await runCli(['jobs', ...api(), '--location', 'Pune, India', '--json', '--limit', '1'])).code).toBe(0);
  });

  it('rejects an unknown flag with exit 2 and a suggestion', async () => {
    const r = await runCli(['jobs', 'list', ...api(), '--locaton', 'Pune, India']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("unknown option '--locaton'");
    expect(r.stderr).toContain('--location');
  });
});
