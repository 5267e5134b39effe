// biome-ignore-all lint/suspicious/noControlCharactersInRegex: hostile control sequences are what these tests feed and look for
/**
 * `fresher profile set|show|clear` (issue 23, the start of "Profile and match"): one versioned file per
 * user, not per API, that no command sends anywhere; strict input, clear one-line errors.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withSandbox } from '../helpers/sandbox.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';

let home: ReturnType<typeof tempHome>;
beforeEach(() => {
  home = tempHome();
});
afterEach(() => home.cleanup());
// An API nobody serves: the profile never needs one.
const NOWHERE = ['--api-url', 'http://127.0.0.1:9'];
const run = (args: string[], options: { tty?: boolean } = {}) => runCli([...args, ...NOWHERE], { env: home.env, tty: options.tty === true, columns: 100 });
const file = (): string => join(home.env.XDG_STATE_HOME as string, 'fresher', 'profile.json');

const FULL = [
  'profile',
  'set',
  '--skills',
  'Python:advanced, SQL, python, Power BI:Beginner, C++',
  '--grad-year',
  '2026',
  '--degree',
  'B.Tech',
  '--branch',
  'CSE',
  '--cgpa',
  '7.8',
  '--backlogs',
  '0',
  '--city',
  'Pune, India',
  '--city',
  'Bengaluru, India',
  '--work-type',
  'remote',
  '--work-type',
  'on site',
  '--min-ctc',
  '6',
  '--min-stipend',
  '15k',
];

describe('fresher profile', () => {
  it('without a profile, show says so (exit 0) and JSON is null', async () => {
    const r = await run(['profile', 'show']);
    expect([r.code, r.stdout]).toEqual([0, '']);
    expect(r.stderr).toContain('no profile yet; set one: fresher profile set');
    const json = await run(['profile', 'show', '--json']);
    expect([json.code, json.stdout]).toEqual([0, 'null\n']);
    expect(existsSync(file())).toBe(false);
  });

  it('set stores what was typed, cleaned and checked, in a versioned file per user', async () => {
    const r = await run(FULL);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('profile saved');
    const stored = JSON.parse(readFileSync(file(), 'utf8')) as Record<string, unknown>;
    expect(stored).toMatchObject({
      version: 1,
      skills: [{ name: 'Python', level: 'advanced' }, { name: 'SQL' }, { name: 'Power BI', level: 'beginner' }, { name: 'C++' }],
      gradYear: 2026,
      degree: 'B.Tech',
      branch: 'CSE',
      cgpa: 7.8,
      backlogs: 0,
      cities: ['Pune, India', 'Bengaluru, India'],
      workTypes: ['Remote', 'On-site'],
      minCtc: 6,
      minStipend: 15_000,
    });
    expect(typeof stored.updatedAt).toBe('string');
    // Per user, not per API: another API (or none at all) sees the same profile.
    const elsewhere = await runCli(['profile', 'show', '--json', '--api-url', 'https://api.example.invalid'], { env: home.env });
    expect(JSON.parse(elsewhere.stdout)).toEqual(stored);
  });

  it('show: aligned labels on a terminal, every field (unset ones as a dash); field<TAB>value rows when piped', async () => {
    await run(FULL);
    const tty = await run(['profile', 'show'], { tty: true });
    const lines = stripAnsi(tty.stdout).trimEnd().split('\n');
    expect(lines).toContain('Skills       Python (advanced), SQL, Power BI (beginner), C++');
    expect(lines).toContain('Percentage   —');
    expect(lines).toContain('Min stipend  ₹15,000/month');
    expect(lines).toContain('Min CTC      6 LPA');
    const piped = await run(['profile', 'show']);
    expect(piped.stdout.split('\n')).toContain('Graduation\t2026');
    expect(piped.stdout.split('\n')).toContain('Percentage\t');
  });

  it('a later set changes only what it names; --unset forgets a field', async () => {
    await run(FULL);
    expect((await run(['profile', 'set', '--cgpa', '8.1', '--unset', 'backlogs', '--unset', 'city'])).code).toBe(0);
    const p = JSON.parse((await run(['profile', 'show', '--json'])).stdout) as Record<string, unknown>;
    expect(p.cgpa).toBe(8.1);
    expect(p.backlogs).toBeUndefined();
    expect(p.cities).toEqual([]);
    expect(p.gradYear).toBe(2026);
    expect((p.skills as unknown[]).length).toBe(4);
  });

  it.each([
    [['--cgpa', '11'], '--cgpa "11" is not a number from 0 to 10, e.g. --cgpa 7.8'],
    [['--grad-year', '26'], '--grad-year "26" is not a whole number from 1950 to 2100'],
    [['--backlogs', '-1'], '--backlogs "-1" is not a whole number from 0 to 99'],
    [['--skills', 'Python:expert'], '--skills: "Python:expert" has the level "expert"; levels are beginner, intermediate, advanced'],
    [['--skills', ' , '], '--skills needs at least one skill'],
    [['--skills', 'Python:, SQL:advanced'], '--skills: "Python:" has an empty level; write "Python" or "Python:advanced"'],
    [['--skills', 'Python::advanced'], '--skills: "Python::advanced" has an empty level; write "Python" or "Python:advanced"'],
    [['--work-type', 'Moon'], '--work-type "Moon" is not one of On-site, Remote, Hybrid'],
    [['--min-stipend', 'lots'], '--min-stipend "lots" is not rupees per month'],
    [['--unset', 'salary'], '--unset "salary" is not a profile field'],
    [[], 'nothing to set'],
  ])('bad input %j is a usage error: exit 2, one line, the file untouched', async (args, message) => {
    await run(FULL);
    const before = readFileSync(file(), 'utf8');
    const r = await run(['profile', 'set', ...args]);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toContain(`fresher: error: ${message}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(file(), 'utf8')).toBe(before);
  });

  it('typed text loses control sequences before it is stored or shown', async () => {
    const r = await run(['profile', 'set', '--skills', 'Go\u001b]0;pwned\u0007, Rust\u202e', '--degree', 'B.E.\u001b[2J']);
    expect(r.code).toBe(0);
    const p = JSON.parse((await run(['profile', 'show', '--json'])).stdout) as { skills: { name: string }[]; degree: string };
    expect(p.skills.map((k) => k.name)).toEqual(['Go', 'Rust']);
    expect(p.degree).toBe('B.E.');
    const tty = await run(['profile', 'show'], { tty: true });
    expect(stripAnsi(tty.stdout)).not.toMatch(/[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f\u202e]/);
  });

  it('clear empties it (show says there is none); clearing again says there was none', async () => {
    await run(FULL);
    const r = await run(['profile', 'clear']);
    expect([r.code, r.stderr]).toEqual([0, 'fresher: profile cleared\n']);
    expect((await run(['profile', 'show', '--json'])).stdout).toBe('null\n');
    expect((await run(['profile', 'clear'])).stderr).toBe('fresher: there was no profile to clear\n');
  });

  it('a damaged file is reported and kept aside on the next set; a newer one is never overwritten', async () => {
    await run(FULL);
    writeFileSync(file(), '{"version": 1, "skills": "oops"');
    const shown = await run(['profile', 'show']);
    expect([shown.code, shown.stdout]).toEqual([0, '']);
    expect(shown.stderr).toContain('cannot be used');
    expect((await run(['profile', 'set', '--cgpa', '7'])).code).toBe(0);
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toMatchObject({ version: 1, cgpa: 7, skills: [] });
    writeFileSync(file(), JSON.stringify({ version: 9, skills: [], cities: [], workTypes: [], cgpa: 9 }));
    const newer = await run(['profile', 'set', '--cgpa', '7']);
    expect(newer.code).toBe(1);
    expect(newer.stderr).toContain('written by a newer fresher');
    expect(JSON.parse(readFileSync(file(), 'utf8')).version).toBe(9);
  });
});

describe('profile set --city', () => {
  it('a city a typo away from one the API lists is refused with the guess (from the cached vocabulary); others are kept', async () => {
    await withSandbox({ seed: 4, jobs: 30, internships: 2, events: 1 }, async (api) => {
      const at = (args: string[]) => runCli([...args, '--api-url', api.url], { env: home.env });
      // No vocabulary cached yet: the profile asks no API, and keeps what is typed.
      expect((await at(['profile', 'set', '--skills', 'Python', '--city', 'Hydrabad', '-q'])).code).toBe(0);
      expect(api.requests).toHaveLength(0);
      await at(['filters', '-q']);
      const typo = await at(['profile', 'set', '--city', 'Hydrabad']);
      expect([typo.code, typo.stderr]).toEqual([2, 'fresher: error: --city "Hydrabad" is no city the API lists. Did you mean "Hyderabad"?\n']);
      for (const city of ['Bangalore', 'Pune', 'Shimla']) expect((await at(['profile', 'set', '--city', city, '-q'])).code, city).toBe(0);
    });
  });
});

describe('fresher profile edit', () => {
  /** An "editor" that changes the file as a person would: merges EDIT_WITH into it, or writes EDIT_RAW. */
  const editor = (): string => {
    const script = join(home.dir, 'edit.cjs');
    writeFileSync(
      script,
      `const fs = require('node:fs'); const f = process.argv[2];
       if (process.env.EDIT_RAW !== undefined) fs.writeFileSync(f, process.env.EDIT_RAW);
       else fs.writeFileSync(f, JSON.stringify({ ...JSON.parse(fs.readFileSync(f, 'utf8')), ...JSON.parse(process.env.EDIT_WITH) }, null, 2));`,
    );
    return `${process.execPath} ${script}`;
  };
  const edit = (env: Record<string, string>) =>
    runCli(['profile', 'edit', ...NOWHERE], { env: { ...home.env, TMPDIR: home.dir, EDITOR: editor(), ...env }, columns: 100 });

  it('refuses with --no-input, and without a terminal when no editor is named (vi would write into the pipe)', async () => {
    await run(FULL);
    const noInput = await runCli(['profile', 'edit', '--no-input', ...NOWHERE], {
      env: { ...home.env, TMPDIR: home.dir, EDITOR: editor(), EDIT_WITH: '{"cgpa": 9.5}' },
    });
    expect([noInput.code, noInput.stdout]).toEqual([2, '']);
    expect(noInput.stderr).toContain('profile edit opens an editor, which --no-input rules out');
    const env = Object.fromEntries(Object.entries(home.env).filter(([k]) => k !== 'EDITOR' && k !== 'VISUAL'));
    const piped = await runCli(['profile', 'edit', ...NOWHERE], { env: { ...env, TMPDIR: home.dir, EDITOR: '', VISUAL: '' } });
    expect([piped.code, piped.stdout]).toEqual([2, '']);
    expect(piped.stderr).toContain('profile edit needs a terminal for its editor (or set VISUAL or EDITOR)');
    expect(JSON.parse(readFileSync(file(), 'utf8')).cgpa).not.toBe(9.5);
  });

  it('opens the profile in $EDITOR and keeps a valid edit ($VISUAL first)', async () => {
    await run(FULL);
    const r = await edit({ EDIT_WITH: JSON.stringify({ cgpa: 8.4, skills: [{ name: 'Go', level: 'beginner' }] }) });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('profile saved');
    expect(r.stdout).toContain('CGPA\t8.4');
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toMatchObject({ cgpa: 8.4, skills: [{ name: 'Go', level: 'beginner' }], gradYear: 2026 });
    // VISUAL wins over EDITOR, as in git.
    const visual = await edit({ VISUAL: editor(), EDITOR: 'false', EDIT_WITH: JSON.stringify({ backlogs: 1 }) });
    expect(visual.code).toBe(0);
    expect(JSON.parse(readFileSync(file(), 'utf8')).backlogs).toBe(1);
  });

  it.each([
    ['{"version": 1, "skills": [', 'not valid JSON'],
    [JSON.stringify({ version: 1, skills: [], cities: [], workTypes: [], cgpa: 12 }), 'cgpa: a number from 0 to 10'],
    [JSON.stringify({ version: 1, skills: [], cities: [], workTypes: [], cgp: 7 }), 'unknown field "cgp"'],
    [JSON.stringify({ version: 1, skills: [], cities: [], workTypes: ['foo'] }), 'workTypes: "foo" is not one of On-site, Remote, Hybrid'],
    // Blank texts, which profile set refuses too.
    [JSON.stringify({ version: 1, skills: [], cities: [], workTypes: [], degree: '' }), 'degree: text of 1 to 80 characters'],
    [JSON.stringify({ version: 1, skills: [], cities: [''], workTypes: [] }), 'cities: no empty text in the list'],
    [JSON.stringify({ version: 1, skills: [{ name: ' ' }], cities: [], workTypes: [] }), "skills: a skill's name is 1 to 80 characters"],
  ])('a bad edit (%s) is refused in one line, the profile unchanged, the edit kept', async (raw, why) => {
    await run(FULL);
    const before = readFileSync(file(), 'utf8');
    const r = await edit({ EDIT_RAW: raw });
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`the edited profile is not valid: ${why}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(file(), 'utf8')).toBe(before);
    const kept = /your edit is in (\S+)$/.exec(r.stderr.trimEnd())?.[1] ?? '';
    expect(readFileSync(kept, 'utf8')).toBe(raw);
  });

  it('work types are read as `profile set --work-type` reads them: another name for one is that one', async () => {
    await run(FULL);
    const r = await edit({ EDIT_WITH: JSON.stringify({ workTypes: ['wfh', 'work from office'] }) });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(file(), 'utf8')).workTypes).toEqual(['Remote', 'On-site']);
  });

  it('an editor that fails changes nothing', async () => {
    await run(FULL);
    const before = readFileSync(file(), 'utf8');
    const r = await edit({ EDITOR: 'false' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('the editor "false" failed (it exited with 1); the profile is unchanged');
    expect(readFileSync(file(), 'utf8')).toBe(before);
  });
});
