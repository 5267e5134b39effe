/** The interactive picker on a real pseudo-terminal (tmux), against a sandbox started here. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/api/types.js';
import { BIN, runCli, tempHome } from '../helpers/cli.js';
import { hostileJob, startHostileApi } from '../helpers/hostile-api.js';
import { useSandbox } from '../helpers/sandbox.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';

const sandbox = useSandbox({ seed: 3, jobs: 300, internships: 80, events: 4 });
let session: TmuxSession | undefined;
let home: ReturnType<typeof tempHome> | undefined;
afterEach(() => {
  session?.close();
  home?.cleanup();
  session = undefined;
  home = undefined;
});

function start(args: string, api = sandbox().url): TmuxSession {
  home = tempHome();
  // After the CLI exits: its exit code, then whether the terminal is back in canonical (cooked) mode.
  const command = `sh -c '"${process.execPath}" "${BIN}" ${args} --api-url ${api}; echo EXIT=$?; stty -a | grep -o -- "-*icanon" | sed "s/^/TTY=/"; sleep 60'`;
  session = new TmuxSession(command, { ...home.env, PATH: process.env.PATH ?? '', TERM: 'xterm-256color' });
  return session;
}

describe.skipIf(!hasTmux)('jobs pick', () => {
  it('chooses filters by label, browses, opens a listing, saves it and prints its id', async () => {
    const t = start('jobs pick');
    await t.waitFor(/Location \(type to search\)/);
    t.type('pune');
    await t.waitFor(/❯ Pune\s/);
    t.keys('Enter');
    await t.waitFor(/Industry/);
    t.keys('Enter'); // Any
    await t.waitFor(/Role/);
    t.keys('Enter'); // Any
    await t.waitFor(/Work type/);
    t.type('work from home');
    await t.waitFor(/❯ Remote \(work from home\)/);
    t.keys('Enter');
    await t.waitFor(/Campus/);
    t.keys('Enter');
    const expected = sandbox().corpus.jobs.filter((j: Job) => j.is_active !== false && j.location === 'Pune, India' && j.work_type === 'Remote');
    await t.waitFor(new RegExp(`${expected.length} jobs \\(type to search`));
    t.keys('Enter'); // open the first (newest)
    await t.waitFor(/What now\?/);
    expect(t.screen()).toContain(`ID             ${expected[0]?.id}`);
    t.keys('Enter'); // Save it
    await t.waitFor(/Saved\. See them with: fresher jobs saved/);
    await t.waitFor(/What now\?[\s\S]*What now\?/);
    t.keys('Down', 'Enter'); // Print its id and quit
    const screen = await t.waitFor(/TTY=\S+/);
    expect(screen).toContain(`${expected[0]?.id}\nEXIT=0`);
    expect(screen).toContain('TTY=icanon');
    const saved = JSON.parse(readFileSync(join(home?.dir ?? '', 'state', 'fresher', 'saved.json'), 'utf8')) as { job: { id: string }[] };
    expect(saved.job.map((s) => s.id)).toEqual([expected[0]?.id]);
  });

  it('exports the current results from the browser', async () => {
    const t = start('internships pick --work-type Hybrid --off-campus');
    await t.waitFor(/Location/);
    t.keys('Enter');
    await t.waitFor(/Industry/);
    t.keys('Enter');
    await t.waitFor(/Role/);
    t.keys('Enter');
    await t.waitFor(/internships \(type to search|No internships match/);
    t.type('export');
    await t.waitFor(/❯ ⇩ Export these \d+ internships/);
    t.keys('Enter');
    await t.waitFor(/Export to file/);
    const file = join(home?.dir ?? '', 'out.json');
    t.type(file);
    t.keys('Enter');
    await t.waitFor(/Exported \d+ internships to/);
    // Typed-ahead keys are not reliable until the results prompt is back (issue: keys dropped).
    await t.waitFor(/\? \d+ internships \(type to search/);
    t.type('quit');
    t.keys('Enter');
    await t.waitFor(/EXIT=0/);
    const rows = JSON.parse(readFileSync(file, 'utf8')) as { location: string; work_type: string; is_on_campus: boolean }[];
    const expected = sandbox().corpus.internships.filter((i) => i.is_active !== false && i.work_type === 'Hybrid' && i.is_on_campus !== true);
    expect(rows.length).toBe(expected.length);
    for (const r of rows) expect([r.work_type, r.is_on_campus]).toEqual(['Hybrid', false]);
  });

  it('Ctrl-C at a prompt exits 130 and leaves the terminal usable', async () => {
    const t = start('jobs list -i');
    await t.waitFor(/Location \(type to search\)/);
    t.keys('C-c');
    const screen = await t.waitFor(/TTY=/);
    expect(screen).toContain('EXIT=130');
    expect(screen).toContain('TTY=icanon');
  });
});

describe.skipIf(!hasTmux)('jobs pick against a hostile API', () => {
  it('never prints a server id that is not an id: one clear line instead, exit 1', async () => {
    const api = await startHostileApi({
      '/api/filters': { body: { filters: {} } },
      '/api/jobs': { body: { jobs: [hostileJob({ id: 'x\u001b]0;pwned\u0007; rm -rf ~' })] } },
    });
    try {
      const t = start('jobs pick', api.url);
      await t.waitFor(/Campus/);
      t.keys('Enter');
      await t.waitFor(/1 jobs \(type to search/);
      t.keys('Enter');
      await t.waitFor(/What now\?/);
      t.keys('Down', 'Enter'); // Print its id and quit
      const screen = await t.waitFor(/TTY=\S+/);
      expect(screen).toContain("fresher: error: the API gave this listing an id that is not a valid one; nothing printed\nEXIT=1");
      // Shown as data in the detail view (stripped), but never written out as the chosen id.
      expect(screen).not.toMatch(/rm -rf ~\s*\n(fresher|EXIT)/);
    } finally {
      await api.close();
    }
  });
});

describe('the picker refuses without a terminal', () => {
  it('when piped, naming the flags to use instead', async () => {
    const r = await runCli(['jobs', 'pick', '--api-url', sandbox().url]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('it needs a terminal on stdin and stdout');
    expect(r.stderr).toContain('fresher jobs list --location VALUE --industry VALUE --role VALUE --work-type VALUE');
  });

  it('with --no-input even on a terminal', async () => {
    const r = await runCli(['internships', 'list', '-i', '--no-input', '--api-url', sandbox().url], { tty: true });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--no-input was given');
  });
});
