/**
 * The picker's detail screen (Enter on a listing) explains the listing's match against the profile as
 * `jobs get` does, on a real terminal (tmux); without a profile it says nothing of a match.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BIN, runCli, tempHome } from '../helpers/cli.js';
import { startListingsApi } from '../helpers/hostile-api.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';

const JOBS = [
  {
    id: '00000007-0000-4000-8000-000000000000',
    title: 'Data Analyst',
    company: 'Company 7',
    location: 'Pune, India',
    work_type: 'On-site',
    posted_at: '2026-11-07T10:00:00Z',
    description: 'Eligibility: B.E./B.Tech (CSE/IT/ECE) 2025 & 2026 pass-outs, CGPA ≥ 7 or equivalent.\nSkills: Python 3, SQL, Power BI',
  },
];

let home: ReturnType<typeof tempHome>;
let api: Awaited<ReturnType<typeof startListingsApi>>;
let session: TmuxSession | undefined;
beforeAll(async () => {
  api = await startListingsApi({ jobs: JOBS });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  home = tempHome();
});
afterEach(async () => {
  // The terminal's processes end (a CLI still writing its code cache on SIGHUP) before their folder goes.
  await session?.stop();
  session = undefined;
  home.cleanup();
});

/** Opens the picker, then the first listing's detail screen; the screen once it is drawn. */
async function openDetail(): Promise<string> {
  // The shell says when fresher has exited (with its code cache written), before its folder goes.
  session = new TmuxSession(
    `sh -c '"${process.execPath}" "${BIN}" jobs pick --api-url ${api.url}; echo EXIT=$?; sleep 60'`,
    { ...home.env, PATH: process.env.PATH ?? '', TERM: 'xterm-256color' },
    120,
    40,
  );
  await session.waitFor(/Enter open/, 30_000);
  session.keys('Enter');
  return session.waitFor(/Esc back/, 30_000);
}

async function quit(): Promise<void> {
  session?.type('q');
  await session?.waitFor(/EXIT=0/, 30_000);
}

describe.skipIf(!hasTmux)("the picker's detail screen", () => {
  it("explains the listing's match with the profile, as jobs get does", async () => {
    const set = await runCli(
      ['profile', 'set', '--skills', 'Python:advanced, SQL, JS', '--grad-year', '2026', '--degree', 'B.Tech', '--branch', 'CSE', '--cgpa', '6.8'],
      { env: home.env, timeoutMs: 30_000 },
    );
    expect(set.code).toBe(0);
    const screen = await openDetail();
    // Not eligible on CGPA: capped at 40, however good the skills.
    expect(screen).toMatch(/Your match +40%/);
    expect(screen).toContain('✓ skills: Python, SQL');
    expect(screen).toContain('✗ missing: Power BI');
    expect(screen).toContain('✓ 2025 or 2026 batch: yes');
    expect(screen).toContain('✗ CGPA 7+: you have 6.8');
    await quit();
  });

  it('says nothing of a match without a profile', async () => {
    const screen = await openDetail();
    expect(screen).toContain('Data Analyst');
    expect(screen).not.toMatch(/Your match|skills:|missing:/);
    await quit();
  });
});
