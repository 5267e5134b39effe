/**
 * The interactive picker on a real pseudo-terminal (tmux) at 60x20, 100x30 and 200x50, against a
 * sandbox started here: it draws on the terminal device, so its output can be captured by $(...).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src/contract/resources.js';
import { BIN, runCli, tempHome } from '../helpers/cli.js';
import { hostileJob, startHostileApi } from '../helpers/hostile-api.js';
import { useSandbox } from '../helpers/sandbox.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';

const sandbox = useSandbox({ seed: 3, jobs: 300, internships: 80, events: 4 });
let session: TmuxSession | undefined;
let home: ReturnType<typeof tempHome> | undefined;
afterEach(async () => {
  // The terminal's processes end (a CLI still writing its code cache on SIGHUP) before their folder goes.
  await session?.stop();
  home?.cleanup();
  session = undefined;
  home = undefined;
});

const SIZES = [
  [60, 20],
  [100, 30],
  [200, 50],
] as const;
const active = (): Job[] => sandbox().corpus.jobs.filter((j) => j.is_active !== false);
const fold = (s: unknown): string => (typeof s === 'string' ? s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : '');

/**
 * Runs `script` (sh) in tmux; after it the exit code and whether the terminal is back in canonical
 * mode. `trap : INT` keeps the shell alive through Ctrl-C, as an interactive one would be.
 */
function start(script: string, size: readonly [number, number] = [100, 30], env: Record<string, string> = {}): TmuxSession {
  home = tempHome();
  const fresher = `"${process.execPath}" "${BIN}"`;
  const body = script.replaceAll('FRESHER', fresher).replaceAll('API', sandboxUrl).replaceAll('HOMEDIR', home.dir);
  const file = join(home.dir, 'run.sh');
  writeFileSync(file, `trap : INT\n${body}\necho EXIT=$?\nstty -a | grep -o -- "-*icanon" | sed "s/^/TTY=/"\nsleep 60\n`);
  session = new TmuxSession(`sh ${file}`, { ...home.env, PATH: process.env.PATH ?? '', TERM: 'xterm-256color', ...env }, size[0], size[1]);
  return session;
}
let sandboxUrl = '';

describe.skipIf(!hasTmux)('the picker in a terminal', () => {
  for (const size of SIZES) {
    it(`${size[0]}x${size[1]}: id=$(fresher jobs pick): search, open, back to the same place, print the id`, async () => {
      sandboxUrl = sandbox().url;
      const t = start('id=$(FRESHER jobs pick --api-url API); code=$?; echo "ID=$id"; (exit $code)', size);
      const matching = active().filter((j) =>
        ['title', 'company', 'description', 'location', 'role_type'].some((f) => fold(j[f as keyof Job]).includes('python')),
      );
      await t.waitFor(new RegExp(`${active().length} jobs · no filters`));
      t.type('/python');
      // The whole word typed ("pytho" may match as many).
      await t.waitFor(/\/ python▏/);
      await t.waitFor(new RegExp(`${matching.length} of ${active().length} jobs match`));
      t.keys('Enter', 'Down', 'Down', 'Enter');
      // The opened listing keeps its title on screen; its keys are shown.
      await t.waitFor(/Esc back/);
      expect(t.screen()).toContain(matching[2]?.title.slice(0, size[0] - 5));
      expect(t.screen()).toMatch(/s save/);
      t.keys('Escape');
      await t.waitFor(/Enter open/);
      expect(t.screen()).toMatch(new RegExp(`› ${matching[2]?.id.slice(0, 8)}`));
      // The preview of the highlighted listing: beside the list when wide, below it when narrow.
      expect(t.screen()).toMatch(size[0] >= 100 ? /│ Company +\S/ : /─{20,}\n.*\n.*Company/);
      t.type('p');
      const screen = await t.waitFor(/TTY=\S+/);
      expect(screen).toContain(`ID=${matching[2]?.id}\nEXIT=0`);
      expect(screen).toContain('TTY=icanon');
      for (const line of screen.split('\n')) expect([...line].length).toBeLessThanOrEqual(size[0]);
    });
  }

  it('one filter screen, several cities (typed by their former names), counts per option, Escape back a step', async () => {
    sandboxUrl = sandbox().url;
    const t = start('FRESHER jobs pick --api-url API', [100, 30]);
    await t.waitFor(/Enter open/);
    t.type('f');
    await t.waitFor(/Filters · \d/);
    t.keys('Enter');
    await t.waitFor(/search: ▏/);
    t.type('bangalore');
    // Bengaluru is the first row before anything is typed: the search is read whole first.
    await t.waitFor(/search: bangalore▏/);
    const blr = active().filter((j) => j.location === 'Bengaluru, India').length;
    await t.waitFor(new RegExp(`› \\[ \\] Bengaluru \\(${blr}\\)`));
    t.keys('Tab', 'C-u');
    t.type('bombay');
    await t.waitFor(/search: bombay▏/);
    const bom = active().filter((j) => j.location === 'Mumbai, India').length;
    await t.waitFor(new RegExp(`\\[ \\] Mumbai \\(${bom}\\)`));
    t.keys('Tab', 'Enter');
    await t.waitFor(new RegExp(`Filters · ${blr + bom} jobs match`));
    expect(t.screen()).toContain('Location   Bengaluru · Mumbai');
    // Role: counts among the chosen cities only; Escape leaves it unchanged.
    t.keys('Down', 'Down', 'Enter');
    const swe = active().filter((j) => ['Bengaluru, India', 'Mumbai, India'].includes(j.location ?? '') && j.role_type === 'Software Engineering').length;
    await t.waitFor(new RegExp(`Software Engineering \\(${swe}\\)`));
    t.keys('Escape');
    await t.waitFor(/Filters · /);
    expect(t.screen()).toContain('Location   Bengaluru · Mumbai');
    t.keys('Escape');
    await t.waitFor(new RegExp(`${blr + bom} jobs · Location: Bengaluru \\+1`));
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('a filter given several times on the command line starts with each value ticked (one request, filtered locally)', async () => {
    sandboxUrl = sandbox().url;
    const mark = sandbox().requests.length;
    const t = start('FRESHER jobs pick --location Bengaluru --location bombay --api-url API', [100, 30]);
    const both = active().filter((j) => j.location === 'Bengaluru, India' || j.location === 'Mumbai, India').length;
    await t.waitFor(new RegExp(`${both} jobs · Location: Bengaluru \\+1`));
    t.type('f');
    await t.waitFor(/Location {3}Bengaluru · Mumbai/);
    t.keys('Escape');
    t.type('q');
    await t.waitFor(/EXIT=0/);
    expect(
      sandbox()
        .requests.slice(mark)
        .filter((q) => q.path === '/api/jobs'),
    ).toHaveLength(1);
  });

  it('saves, exports (asking before overwriting, refusing unknown formats), and pipes ids into xargs', async () => {
    sandboxUrl = sandbox().url;
    const t = start('FRESHER internships pick --work-type Hybrid --api-url API | xargs FRESHER internships save --api-url API', [100, 30]);
    const hybrid = sandbox().corpus.internships.filter((i) => i.is_active !== false && i.work_type === 'Hybrid');
    await t.waitFor(new RegExp(`${hybrid.length} internships · Work type: Hybrid`));
    const out = join(home?.dir ?? '', 'out.json');
    t.type('e');
    await t.waitFor(/file: internships\.csv/);
    t.keys('C-u');
    t.type(join(home?.dir ?? '', 'out.docx'));
    t.keys('Enter');
    await t.waitFor(/name the format by the extension/);
    t.keys('C-u');
    t.type(out);
    t.keys('Enter');
    await t.waitFor(new RegExp(`wrote ${hybrid.length} internships to`));
    expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveLength(hybrid.length);
    writeFileSync(out, 'mine');
    t.type('e');
    await t.waitFor(/file: internships\.csv/);
    t.keys('C-u');
    t.type(out);
    t.keys('Enter');
    await t.waitFor(/exists\. Overwrite it\? y\/N/);
    t.type('n');
    await t.waitFor(/not overwritten/);
    expect(readFileSync(out, 'utf8')).toBe('mine');
    t.keys('Escape');
    await t.waitFor(/Enter open/);
    t.type('s');
    await t.waitFor(/saved 1 internship; see them with: fresher internships saved/);
    t.keys('Down', 'Space', 'Space', 'p');
    await t.waitFor(/EXIT=0/);
    await t.waitFor(/saved 2 internships/);
    const saved = JSON.parse(readFileSync(join(home?.dir ?? '', 'state', 'fresher', 'saved.json'), 'utf8')) as {
      apis: Record<string, { internship: { id: string }[] }>;
    };
    expect(saved.apis[sandbox().url]!.internship.map((s) => s.id).sort()).toEqual(
      hybrid
        .slice(0, 3)
        .map((i) => i.id)
        .sort(),
    );
  });

  it('e exports what is shown (the rows the search shows, or the marked ones) to a ~ path, and says which', async () => {
    sandboxUrl = sandbox().url;
    const t = start('FRESHER jobs pick --api-url API', [100, 30]);
    const matching = active().filter((j) =>
      ['title', 'company', 'description', 'location', 'role_type'].some((f) => fold(j[f as keyof Job]).includes('python')),
    );
    await t.waitFor(new RegExp(`${active().length} jobs · no filters`));
    t.type('/python');
    await t.waitFor(/\/ python▏/);
    await t.waitFor(new RegExp(`${matching.length} of ${active().length} jobs match`));
    t.keys('Enter');
    t.type('e');
    await t.waitFor(new RegExp(`Export ${matching.length} jobs matching "python" to a file`));
    t.keys('C-u');
    t.type('~/python.csv');
    t.keys('Enter');
    const file = join(home?.dir ?? '', 'python.csv');
    await t.waitFor(new RegExp(`wrote ${matching.length} jobs matching "python" to ${file.replaceAll('/', '\\/')}`));
    expect((parseCsv(readFileSync(file, 'utf8'), { columns: true }) as { id: string }[]).map((r) => r.id)).toEqual(matching.map((j) => j.id));
    // Two marked rows: those, whatever the list shows.
    t.keys('Space', 'Down', 'Space', 'Escape');
    await t.waitFor(new RegExp(`${active().length} jobs · no filters`));
    t.type('e');
    await t.waitFor(/Export 2 marked jobs to a file/);
    t.keys('C-u');
    t.type('~/marked.json');
    t.keys('Enter');
    await t.waitFor(/wrote 2 marked jobs to /);
    expect((JSON.parse(readFileSync(join(home?.dir ?? '', 'marked.json'), 'utf8')) as Job[]).map((j) => j.id)).toEqual([matching[0]?.id, matching[2]?.id]);
    // A workbook too, by its extension.
    t.type('e');
    await t.waitFor(/Export 2 marked jobs to a file/);
    t.keys('C-u');
    t.type('~/marked.xlsx');
    t.keys('Enter');
    await t.waitFor(/wrote 2 marked jobs to .*marked\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(join(home?.dir ?? '', 'marked.xlsx')) as unknown as ArrayBuffer);
    const ids: unknown[] = [];
    wb.worksheets[0]?.eachRow((row, i) => {
      if (i > 1) ids.push(row.getCell(1).value);
    });
    expect(ids).toEqual([matching[0]?.id, matching[2]?.id]);
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('option search: a space is a space ("human res"), Tab ticks, and the keys say what Esc does now', async () => {
    sandboxUrl = sandbox().url;
    const t = start('FRESHER jobs pick --api-url API', [100, 30]);
    await t.waitFor(/Enter open/);
    t.type('f');
    await t.waitFor(/Filters · \d/);
    t.keys('Down', 'Down', 'Enter');
    await t.waitFor(/type to search · Space\/Tab tick · Enter apply · Esc cancel/);
    t.type('human res');
    const hr = active().filter((j) => j.role_type === 'Human Resources').length;
    // "human" alone already shows the row: wait for the whole search to be drawn too.
    await t.waitFor(/search: human res▏/);
    await t.waitFor(new RegExp(`› \\[ \\] Human Resources \\(${hr}\\)`));
    expect(t.screen()).toContain('search: human res▏');
    expect(t.screen()).toMatch(/Tab tick · Enter apply · Esc clear search/);
    t.keys('Tab');
    await t.waitFor(/› \[x\] Human Resources/);
    t.keys('Escape');
    await t.waitFor(/search: ▏[\s\S]*Esc cancel/);
    t.keys('Enter');
    await t.waitFor(new RegExp(`Filters · ${hr} jobs match`));
    expect(t.screen()).toMatch(/Role +Human Resources/);
    t.keys('Escape');
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('list -i applies every refine flag; --json prints the chosen records', async () => {
    sandboxUrl = sandbox().url;
    const t = start('FRESHER jobs list -i --search python --sort company --limit 3 --json --api-url API > HOMEDIR/chosen.json', [100, 30]);
    await t.waitFor(/3 jobs · no filters/);
    t.keys('Space', 'Space', 'Space', 'p');
    await t.waitFor(/EXIT=0/);
    const got = JSON.parse(readFileSync(join(home?.dir ?? '', 'chosen.json'), 'utf8')) as Job[];
    const expected = active()
      .filter((j) => ['title', 'company', 'description'].some((f) => fold(j[f as keyof Job]).includes('python')))
      .sort((a, b) => fold(a.company).localeCompare(fold(b.company)))
      .slice(0, 3);
    expect(got.map((j) => j.company)).toEqual(expected.map((j) => j.company));
  }, 20_000);

  it("the counts beside filter values follow the command's own flags (--search) and its --limit", async () => {
    sandboxUrl = sandbox().url;
    const python = active().filter((j) => ['title', 'company', 'description'].some((f) => fold(j[f as keyof Job]).includes('python')));
    const inBlr = python.filter((j) => j.location === 'Bengaluru, India').length;
    expect(inBlr).toBeGreaterThan(3);
    const t = start('FRESHER jobs pick --search python --api-url API', [100, 30]);
    await t.waitFor(/Enter open/);
    t.type('f');
    await t.waitFor(/Filters · \d/);
    t.keys('Enter');
    await t.waitFor(new RegExp(`\\[ \\] Bengaluru \\(${inBlr}\\)`));
    t.keys('C-c');
    await t.waitFor(/EXIT=130/);
    // One terminal and one home at a time (afterEach ends the last).
    await t.stop();
    home?.cleanup();
    const limited = start('FRESHER jobs pick --search python --limit 3 --api-url API', [100, 30]);
    await limited.waitFor(/Enter open/);
    limited.type('f');
    await limited.waitFor(/Filters · \d/);
    limited.keys('Enter');
    await limited.waitFor(/\[ \] Bengaluru \(3\)/);
    limited.keys('C-c');
    await limited.waitFor(/EXIT=130/);
  }, 30_000);

  it('leaves hidden companies out and shows the status of a tracked listing', async () => {
    sandboxUrl = sandbox().url;
    const company = active()[0]!.company;
    const tracked = active().find((j) => j.company !== company)!;
    const t = start(
      `FRESHER hide company '${company}' --api-url API && FRESHER track ${tracked.id} --status applied --api-url API && FRESHER jobs pick --api-url API`,
      [100, 30],
    );
    const left = active().filter((j) => j.company !== company).length;
    await t.waitFor(new RegExp(`${left} jobs · no filters`));
    const word = tracked.title.split(' ')[0] ?? '';
    t.type(`/${word}`);
    // The tracked listing is the first row before the search too: the search is seen typed first.
    await t.waitFor(new RegExp(`/ ${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}▏`));
    await t.waitFor(new RegExp(`${tracked.id.slice(0, 8)}  \\[applied\\] `));
    // Escape and q typed at once (readline reads them as one Alt+q): the search closes, then the picker.
    t.keys('Escape', 'q');
    await t.waitFor(/EXIT=0/);
  });

  it('draws itself again at the new size when the terminal is resized, without a key', async () => {
    sandboxUrl = sandbox().url;
    const t = start('FRESHER jobs pick --api-url API', [120, 30]);
    await t.waitFor(/Enter open/);
    // Wide: the preview stands beside the list.
    expect(t.visible()).toMatch(/│ Company +\S/);
    t.resize(60, 20);
    // Narrow: the preview moves below the list, every line fits, nothing of the wide frame is left.
    const narrow = await t.waitFor(/─{20,}\n.*\nCompany/, 10_000, true);
    expect(narrow).not.toContain('│');
    for (const line of narrow.split('\n')) expect([...line].length).toBeLessThanOrEqual(60);
    expect(narrow.split('\n').filter((l) => /jobs · no filters/.test(l))).toHaveLength(1);
    t.resize(200, 50);
    await t.waitFor(/│ Company +\S/, 10_000, true);
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('waits ESCDELAY ms after ESC for the rest of a key (100 ms unless set), as curses programs do', async () => {
    sandboxUrl = sandbox().url;
    // Held for 5 s: a lone Escape is still unread after a second and a half; the next key releases it.
    const t = start('FRESHER jobs pick --api-url API', [100, 30], { ESCDELAY: '5000' });
    await t.waitFor(/Enter open/);
    t.type('/py');
    await t.waitFor(/^\/ py/m);
    t.keys('Escape');
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.visible()).toMatch(/^\/ py/m);
    t.type('q');
    await t.waitFor(/EXIT=0/);
    t.close();
    // The default: the same Escape closes the search.
    const d = start('FRESHER jobs pick --api-url API', [100, 30]);
    await d.waitFor(/Enter open/);
    d.type('/py');
    await d.waitFor(/^\/ py/m);
    d.keys('Escape');
    await d.waitFor(/^\/ to search title/m);
    d.type('q');
    await d.waitFor(/EXIT=0/);
  });

  it('honours NO_COLOR and --no-color; colours otherwise', async () => {
    sandboxUrl = sandbox().url;
    for (const [env, args, coloured] of [
      [{}, '', true],
      [{ NO_COLOR: '1' }, '', false],
      [{}, '--no-color', false],
    ] as const) {
      const t = start(`FRESHER jobs pick ${args} --api-url API`, [100, 30], env);
      await t.waitFor(/Enter open/);
      expect(t.screen(true).includes('\u001b['), JSON.stringify([env, args])).toBe(coloured);
      t.type('q');
      await t.waitFor(/EXIT=0/);
      t.close();
    }
  });

  it('Ctrl-C exits 130 and leaves the terminal usable', async () => {
    sandboxUrl = sandbox().url;
    const t = start('FRESHER jobs list -i --api-url API');
    await t.waitFor(/Enter open/);
    t.keys('C-c');
    const screen = await t.waitFor(/TTY=/);
    expect(screen).toContain('EXIT=130');
    expect(screen).toContain('TTY=icanon');
  });

  it('never prints a server id that is not an id: one clear line instead, exit 1', async () => {
    const api = await startHostileApi({
      '/api/filters': { body: { filters: {} } },
      '/api/jobs': { body: { jobs: [hostileJob({ id: 'x\u001b]0;pwned\u0007; rm -rf ~' })] } },
    });
    try {
      sandboxUrl = api.url;
      const t = start('FRESHER jobs pick --api-url API');
      await t.waitFor(/1 job · no filters/);
      t.type('p');
      const screen = await t.waitFor(/TTY=\S+/);
      expect(screen).toContain('fresher: error: the API gave this listing an id that is not a valid one; nothing printed\nEXIT=1');
      expect(screen).not.toMatch(/rm -rf ~\s*\n(fresher|EXIT)/);
      expect(screen).not.toContain('pwned');
    } finally {
      await api.close();
    }
  });
});

describe('the picker refuses without a terminal', () => {
  it('when there is no terminal at all, naming the flags to use instead', async () => {
    const r = await runCli(['jobs', 'pick', '--api-url', sandbox().url], { detached: true });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('the interactive picker cannot run: it needs a terminal');
    expect(r.stderr).toContain('fresher jobs list --location VALUE --industry VALUE --role VALUE --work-type VALUE');
  });

  it('with --no-input even on a terminal', async () => {
    const r = await runCli(['internships', 'list', '-i', '--no-input', '--api-url', sandbox().url], { tty: true });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--no-input was given');
  });
});
