/**
 * The workspace (`fresher ui`, and `fresher` alone on a terminal) on a real pseudo-terminal (tmux) at
 * 60x20, 100x30 and 200x50 against a sandbox started here. Its actions are checked through the state
 * files and through the commands that read them (saved, track show, hidden, digest).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/server.js';
import { BIN, runCli, tempHome } from '../helpers/cli.js';
import { ATTACKS, hostileJob, startHostileApi } from '../helpers/hostile-api.js';
import { parseFault, useSandbox } from '../helpers/sandbox.js';
import { hasTmux, TmuxSession } from '../helpers/tmux.js';
import { eventually } from '../helpers/wait.js';

const sandbox = useSandbox({ seed: 3, jobs: 300, internships: 80, events: 6 });
let session: TmuxSession | undefined;
let home: ReturnType<typeof tempHome> | undefined;
// The terminal's processes end before their home goes: one still saving on SIGHUP would race the removal.
afterEach(async () => {
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

/**
 * Runs `script` (sh) in tmux with FRESHER_API_URL set; after it the exit code and whether the terminal
 * is back in canonical mode. `trap : INT` keeps the shell alive through Ctrl-C.
 */
function start(script: string, api: string, size: readonly [number, number] = [100, 30], env: Record<string, string> = {}, keepHome = false): TmuxSession {
  if (!keepHome || !home) home = tempHome();
  const fresher = `"${process.execPath}" "${BIN}"`;
  const dir = home.dir;
  const body = script.replaceAll('FRESHER', fresher).replaceAll('HOMEDIR', dir);
  const file = join(home.dir, 'run.sh');
  writeFileSync(file, `trap : INT\n${body}\necho EXIT=$?\nstty -a | grep -o -- "-*icanon" | sed "s/^/TTY=/"\nsleep 60\n`);
  session?.close();
  session = new TmuxSession(
    `sh ${file}`,
    {
      ...home.env,
      PATH: process.env.PATH ?? '',
      TERM: 'xterm-256color',
      FRESHER_API_URL: api,
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replaceAll('HOMEDIR', dir)])),
    },
    size[0],
    size[1],
  );
  return session;
}
const stateFileIn = (dir: string, name: string): Record<string, unknown> => JSON.parse(readFileSync(join(dir, 'state', 'fresher', name), 'utf8'));
const stateFile = (name: string): Record<string, unknown> => stateFileIn(home?.dir ?? '', name);
/** A state file as text with its instants (when a change was made, saved, hidden) left out: equal across two runs. */
const instants = (v: unknown): string => JSON.stringify(v).replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<instant>"');
const identity = (): string => sandbox().url.replace(/\/$/, '');
const jobs = () => sandbox().corpus.jobs.filter((j) => j.is_active !== false);

/**
 * Types `/word` and Enter, waits for the count of the jobs it matches (in the fields the workspace
 * searches), then opens the export prompt and clears its file name; the matching jobs.
 */
async function searchThenExport(t: TmuxSession, word: string): Promise<ReturnType<typeof jobs>> {
  t.type(`/${word}`);
  t.keys('Enter');
  await t.waitFor(new RegExp(`/ ${word}(?!▏)`));
  const matching = jobs().filter((j) => new RegExp(word, 'i').test(`${j.title} ${j.company} ${j.description} ${j.location} ${j.role_type}`));
  await t.waitFor(new RegExp(`${matching.length} of ${jobs().length} jobs match`));
  t.type('e');
  await t.waitFor(/file: jobs\.csv/);
  t.keys('C-u');
  return matching;
}
const widest = (screen: string): number => Math.max(...screen.split('\n').map((l) => [...l].length));

/** A workbook's first sheet read back with exceljs: the id column, the first row's posted_at, whether the header is bold. */
async function sheetOf(file: string): Promise<{ ids: unknown[]; postedAt: unknown; bold: boolean | undefined }> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0] as ExcelJS.Worksheet;
  const header = (ws.getRow(1).values as unknown[]).slice(1);
  const ids: unknown[] = [];
  ws.eachRow((row, i) => {
    if (i > 1) ids.push(row.getCell(1).value);
  });
  return { ids, postedAt: ws.getRow(2).getCell(header.indexOf('posted_at') + 1).value, bold: ws.getRow(1).getCell(1).font?.bold };
}

describe.skipIf(!hasTmux)('the workspace in a terminal', () => {
  for (const size of SIZES) {
    it(`${size[0]}x${size[1]}: \`fresher\` alone opens it; every tab, j/k, g/G, the key help; q leaves and restores the terminal`, async () => {
      const t = start('FRESHER', sandbox().url, size);
      await t.waitFor(/\[1 New\]/);
      await t.waitFor(/nothing new since the last look/);
      t.type('2');
      await t.waitFor(new RegExp(`\\[2 Jobs\\][^\\n]*\\n${jobs().length} jobs · no filters`));
      // The list and the listing beside it when wide, below it when narrow.
      const first = jobs()[0];
      let screen = await t.waitFor(new RegExp(`› ${first?.id.slice(0, 8)}`));
      expect(screen).toMatch(size[0] >= 100 ? /│ Company +\S/ : /─{20,}\n.*\nCompany/);
      t.type('jj');
      await t.waitFor(new RegExp(`› ${jobs()[2]?.id.slice(0, 8)}`));
      t.type('G');
      await t.waitFor(new RegExp(`› ${jobs().at(-1)?.id.slice(0, 8)}`));
      t.type('gk');
      await t.waitFor(new RegExp(`› ${first?.id.slice(0, 8)}`));
      t.keys('Tab');
      await t.waitFor(/\[3 Internships\]/);
      await t.waitFor(/\d+ internships · no filters/);
      t.type('4');
      await t.waitFor(/\[4 Events\][^\n]*\n\d+ events?/);
      // Each event's row starts with its day, as the events table says it.
      screen = await t.waitFor(/› [0-9a-f]{8} +\[(today|tomorrow|\w{3} \d{1,2} \w{3}( \d{4})?)\] \S/);
      t.type('5');
      await t.waitFor(/nothing tracked yet/);
      t.type('6');
      await t.waitFor(/nothing saved yet/);
      t.type('?');
      await t.waitFor(/Keys \(any key closes this\)/);
      // Every key, the last one too, at every size.
      expect(t.visible()).toMatch(/y +copy the id/);
      expect(t.visible()).toMatch(/q, Ctrl-C +leave/);
      t.keys('Escape');
      await t.waitFor(/q quit/);
      // The footer names the keys a newcomer needs first.
      for (const key of ['Enter open', 'Space mark', 'f filters']) expect(t.visible()).toContain(key);
      screen = t.visible();
      for (const line of screen.split('\n')) expect([...line].length).toBeLessThanOrEqual(size[0]);
      t.type('q');
      screen = await t.waitFor(/TTY=\S+/);
      expect(screen).toContain('EXIT=0');
      expect(screen).toContain('TTY=icanon');
      // The alternate screen is left: the shell's screen is back, the workspace is not on it.
      expect(t.visible()).not.toContain('q quit');
    });
  }

  it('piped, or with --no-input, `fresher` prints the root help as before; `fresher ui` without a terminal says why', async () => {
    const piped = await runCli([]);
    expect(piped.code).toBe(0);
    expect(piped.stdout).toBe('');
    expect(piped.stderr).toMatch(/^Usage: fresher \[options\] \[command\]/);
    const noInput = await runCli(['--no-input'], { tty: true });
    expect(noInput.stderr).toContain('Usage: fresher [options] [command]');
    expect(noInput.stdout).not.toContain('q quit');
    const ui = await runCli(['ui', '--api-url', sandbox().url], { detached: true });
    expect(ui.code).toBe(2);
    expect(ui.stderr).toContain('the workspace cannot run: it needs a terminal');
  });

  it('s saves, t tracks with a status and a note, x hides and u undoes, X hides the company; the commands see it all', async () => {
    const [a, b] = jobs();
    const t = start(
      'FRESHER ui; code=$?; FRESHER jobs saved --json > HOMEDIR/saved.json; FRESHER track show ' +
        `${b?.id} > HOMEDIR/track.txt; FRESHER hidden --json > HOMEDIR/hidden.json; (exit $code)`,
      sandbox().url,
    );
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    await t.waitFor(new RegExp(`› ${a?.id.slice(0, 8)}`));
    t.type('s');
    await t.waitFor(/saved 1 listing/);
    expect(t.visible()).toMatch(new RegExp(`${a?.id.slice(0, 8)}  \\[saved\\]`));
    t.type('j ');
    // Space marked b and moved on; t applies to the marked row.
    t.type('t');
    await t.waitFor(/Track this listing as:/);
    t.type('2');
    t.keys('Enter');
    await t.waitFor(/› note/);
    t.type('called HR');
    t.keys('Enter');
    await t.waitFor(/tracked 1 listing as applied with a note/);
    let tracker = stateFile('tracker.json') as { apis: Record<string, { entries: { id: string; history: { status: string; note?: string }[] }[] }> };
    expect(tracker.apis[identity()]?.entries).toEqual([
      expect.objectContaining({
        id: b?.id,
        kind: 'job',
        title: b?.title,
        company: b?.company,
        history: [expect.objectContaining({ status: 'applied', note: 'called HR' })],
      }),
    ]);
    // Tracking saves too, as `fresher track ID --status` does.
    const saved = stateFile('saved.json') as { apis: Record<string, { job: { id: string }[] }> };
    expect(saved.apis[identity()]?.job.map((e) => e.id)).toEqual([a?.id, b?.id]);
    // Unsave the first again: s on a saved listing.
    t.type('g');
    await t.waitFor(new RegExp(`› ${a?.id.slice(0, 8)}`));
    t.type('s');
    await t.waitFor(/unsaved 1 listing/);
    t.type('x');
    await t.waitFor(/hid 1 listing; u undoes/);
    await t.waitFor(new RegExp(`${jobs().length - 1} jobs`));
    expect((stateFile('hidden.json') as { apis: Record<string, { listings: { id: string }[] }> }).apis[identity()]?.listings.map((l) => l.id)).toEqual([a?.id]);
    t.type('u');
    await t.waitFor(/unhid 1 listing/);
    await t.waitFor(new RegExp(`${jobs().length} jobs`));
    // Hidden here, shown again by another shell: u says there is nothing left to undo.
    t.type('x');
    await t.waitFor(/hid 1 listing; u undoes/);
    const hiddenNow = (stateFile('hidden.json') as { apis: Record<string, { listings: { id: string }[] }> }).apis[identity()]?.listings.map((l) => l.id) ?? [];
    expect(hiddenNow).toHaveLength(1);
    const unhid = await runCli(['unhide', ...hiddenNow, '--api-url', sandbox().url], { env: home?.env ?? {} });
    expect(unhid.code, unhid.stderr).toBe(0);
    t.type('u');
    await t.waitFor(/nothing to undo: the listing is no longer hidden/);
    expect(t.visible()).not.toContain('unhid 0');
    // The count is on screen before the refresh ends: wait for its end, or X below could land first and
    // the refresh's message replace X's before it is read (seen under load).
    t.type('r');
    await t.waitFor(/refreshed at/);
    await t.waitFor(new RegExp(`${jobs().length} jobs`));
    // Hide the company of the first row (a again).
    t.type('g');
    await t.waitFor(new RegExp(`› ${a?.id.slice(0, 8)}`));
    t.type('X');
    await t.waitFor(/hid the company/);
    const sameCompany = jobs().filter((j) => j.company === a?.company).length;
    await t.waitFor(new RegExp(`${jobs().length - sameCompany} jobs`));
    t.type('q');
    const screen = await t.waitFor(/TTY=\S+/);
    expect(screen).toContain('EXIT=0');
    const savedJson = JSON.parse(readFileSync(join(home?.dir ?? '', 'saved.json'), 'utf8')) as { id: string }[];
    expect(savedJson.map((r) => r.id)).toEqual([b?.id]);
    expect(readFileSync(join(home?.dir ?? '', 'track.txt'), 'utf8')).toMatch(/applied.*called HR/);
    const hidden = JSON.parse(readFileSync(join(home?.dir ?? '', 'hidden.json'), 'utf8')) as { companies: { name: string }[]; listings: unknown[] };
    expect(hidden).toEqual({ companies: [expect.objectContaining({ name: a?.company, match: false })], listings: [] });
    tracker = stateFile('tracker.json') as typeof tracker;
    expect(tracker.apis[identity()]?.entries.length).toBe(1);
  });

  it('t records a note, your deadline and a next date as `fresher track ID --status --note --deadline --next` does; a bad day writes nothing', async () => {
    const b = jobs()[1];
    const t = start('FRESHER ui', sandbox().url, [60, 20]);
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    await t.waitFor(new RegExp(`› ${jobs()[0]?.id.slice(0, 8)}`));
    t.type('j');
    await t.waitFor(new RegExp(`› ${b?.id.slice(0, 8)}`));
    t.type('t2');
    t.keys('Enter');
    await t.waitFor(/› note/);
    t.type('HR call');
    t.keys('Tab');
    t.type('someday');
    t.keys('Tab');
    t.type('tomorrow');
    t.keys('Enter');
    // The day parser's own message, in the status line; the form stays, on the field to fix.
    await t.waitFor(/deadline "someday" is not a date or day/);
    expect(t.visible()).toMatch(/› deadline +someday/);
    expect(existsSync(join(home?.dir ?? '', 'state', 'fresher', 'tracker.json'))).toBe(false);
    t.keys('C-u');
    t.type('2099-01-15');
    t.keys('Enter');
    await t.waitFor(/tracked 1 listing as applied with a note; your deadline/);
    // Again on its status: kept, your deadline cleared (no new entry in the history).
    t.type('t');
    await t.waitFor(/› 2 applied/);
    t.keys('Enter');
    await t.waitFor(/still applied, your dates/);
    t.keys('Tab');
    t.type('none');
    t.keys('Enter');
    await t.waitFor(/tracked 1 listing; your deadline cleared/);
    t.type('q');
    await t.waitFor(/EXIT=0/);
    const fromUi = { tracker: stateFile('tracker.json'), saved: stateFile('saved.json') };
    session?.close();
    session = undefined;
    // The command in a home of its own, against the same API.
    const other = tempHome();
    try {
      for (const args of [
        ['--status', 'applied', '--note', 'HR call', '--deadline', '2099-01-15', '--next', 'tomorrow'],
        ['--deadline', 'none'],
      ]) {
        const run = await runCli(['track', b?.id ?? '', ...args, '--api-url', sandbox().url], { env: other.env });
        expect(run.code, run.stderr).toBe(0);
      }
      expect(instants(fromUi.tracker)).toBe(instants(stateFileIn(other.dir, 'tracker.json')));
      expect(instants(fromUi.saved)).toBe(instants(stateFileIn(other.dir, 'saved.json')));
      expect(JSON.stringify(fromUi.tracker)).not.toContain('userDeadline');
      expect(JSON.stringify(fromUi.tracker).match(/"status":/g)?.length).toBe(1);
      expect(JSON.stringify(fromUi.tracker)).toMatch(/"next":\{"on":"\d{4}-\d\d-\d\d","note":"HR call"\}/);
    } finally {
      other.cleanup();
    }
  });

  for (const size of [SIZES[0], SIZES[1]]) {
    it(`${size[0]}x${size[1]}: Tracker is the board, grouped by status under headings with the dates due; keys move over listings, not headings`, async () => {
      const [a, b, c] = jobs();
      home = tempHome();
      const track = async (...args: string[]): Promise<void> => {
        const run = await runCli(['track', ...args, '--api-url', sandbox().url], { env: home?.env ?? {} });
        expect(run.code, run.stderr).toBe(0);
      };
      await track(a?.id ?? '', '--status', 'interested', '--deadline', '2099-01-15');
      await track(c?.id ?? '', '--status', 'applied');
      await track(b?.id ?? '', '--status', 'applied', '--next', 'tomorrow', '--note', 'call HR');
      const t = start('FRESHER ui', sandbox().url, size, {}, true);
      await t.waitFor(/\[1 New\]/);
      t.type('5');
      const short = (r: typeof a): string => r?.id.slice(0, 8) ?? '';
      // Headings in the order an application moves; within one, the soonest date first. The title
      // first, the dates due in a column after it.
      const board = new RegExp(
        `INTERESTED \\(1\\)[^\\n]*\\n› ${short(a)}  ${a?.title} · [^\\n]*  \\[deadline in [^\\n]*\\nAPPLIED \\(2\\)[^\\n]*\\n  ${short(b)}  ${b?.title} · [^\\n]*  \\[follow up tomo[^\\n]*\\n  ${short(c)}  ${c?.title}`,
      );
      await t.waitFor(board);
      t.type('j');
      // Down from the last interested listing lands on the first applied one, past the heading.
      let screen = await t.waitFor(new RegExp(`APPLIED \\(2\\)[^\\n]*\\n› ${short(b)}`));
      expect(screen).toMatch(new RegExp(`\\n  ${short(a)}  ${a?.title} · [^\\n]*  \\[deadline`));
      t.type('j');
      await t.waitFor(new RegExp(`\\n› ${short(c)}`));
      t.type('kk');
      screen = await t.waitFor(new RegExp(`\\n› ${short(a)}`));
      expect(widest(t.visible())).toBeLessThanOrEqual(size[0]);
      t.type('q');
      await t.waitFor(/EXIT=0/);
    });
  }

  it('the detail pane on Tracker, Saved and New: Status, Due, Note and Search as labelled lines, the note in full, no internal field names', async () => {
    const [a] = jobs();
    home = tempHome();
    const note = 'asked for the second round with the platform team; bring the system design notes and the offer letter';
    const cli = async (...args: string[]): Promise<void> => {
      const run = await runCli([...args, '--api-url', sandbox().url], { env: home?.env ?? {} });
      expect(run.code, run.stderr).toBe(0);
    };
    await cli('track', a?.id ?? '', '--status', 'interview', '--note', note, '--deadline', '2099-01-15');
    await cli('search', 'save', 'pune', '--location', 'Pune, India');
    const t = start('FRESHER ui', sandbox().url, [100, 30], {}, true);
    await t.waitFor(/\[1 New\]/);
    let screen = await t.waitFor(/│ Search +pune\n/);
    expect(screen).not.toContain('fresher_');
    t.type('5');
    screen = await t.waitFor(/│ Status +interview\n/);
    expect(screen).toMatch(/│ Due +deadline in \d+ \w+/);
    // The note wrapped beside its label, every word of it.
    const pane = screen
      .split('\n')
      .map((l) => l.split('│ ')[1] ?? '')
      .join('\n');
    const noteLines = /\nNote +([^\n]*(?:\n {15}[^\n]+)*)/.exec(pane)?.[1] ?? '';
    expect(noteLines.split(/\s+/).join(' ')).toBe(note);
    expect(screen).not.toContain('fresher_');
    t.type('6');
    await t.waitFor(new RegExp(`\\[6 Saved\\][\\s\\S]*› ${a?.id.slice(0, 8)}`));
    screen = await t.waitFor(/│ Company /);
    expect(screen).not.toContain('fresher_');
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('f filters Events by city (as events list --city), Tracker by status, Saved by the listing filters; each tab keeps them between runs', async () => {
    home = tempHome();
    const env = home.env;
    const cli = async (...args: string[]) => {
      const run = await runCli([...args, '--api-url', sandbox().url], { env });
      expect(run.code, run.stderr).toBe(0);
      return run.stdout;
    };
    const upcoming = JSON.parse(await cli('events', 'list', '--json')) as { location: string; is_online: boolean }[];
    const city =
      upcoming
        .find((e) => !e.is_online)
        ?.location.split(',')
        .at(-1)
        ?.trim() ?? '';
    expect(city).not.toBe('');
    const inCity = (JSON.parse(await cli('events', 'list', '--city', city, '--json')) as unknown[]).length;
    expect(inCity).toBeGreaterThan(0);
    expect(inCity).toBeLessThan(upcoming.length);
    const [a, b] = jobs();
    await cli('track', a?.id ?? '', '--status', 'interested');
    await cli('track', b?.id ?? '', '--status', 'applied');
    let t = start('FRESHER ui', sandbox().url, [100, 30], {}, true);
    await t.waitFor(/\[1 New\]/);
    t.type('4');
    await t.waitFor(new RegExp(`${upcoming.length} events? · no filters`));
    t.type('f');
    await t.waitFor(/Filters · \d+ events? match\n\n› City +any\n +→ Show/);
    t.keys('Enter');
    await t.waitFor(/City: any/);
    t.type(city);
    t.keys('Enter');
    await t.waitFor(new RegExp(`› City +${city}`));
    t.keys('Escape');
    await t.waitFor(new RegExp(`\\[4 Events\\][^\\n]*\\n${inCity} events? · City: ${city}`));
    t.type('5');
    await t.waitFor(/APPLIED \(1\)/);
    t.type('f');
    await t.waitFor(/› Status +any/);
    t.keys('Enter');
    t.type('applied');
    t.keys('Enter');
    await t.waitFor(/› Status +applied/);
    t.keys('Escape');
    let screen = await t.waitFor(/1 tracked listing · Status: applied/);
    expect(screen).not.toContain('INTERESTED');
    t.type('6');
    await t.waitFor(/2 saved listings · no filters/);
    t.type('f');
    screen = await t.waitFor(/› Location +any/);
    expect(screen).toMatch(/Work type +any\n +Campus +any/);
    t.keys('Escape');
    await t.waitFor(/2 saved listings · no filters/);
    t.type('q');
    await t.waitFor(/EXIT=0/);
    // The next run: each tab as it was left.
    t = start('FRESHER ui', sandbox().url, [100, 30], {}, true);
    await t.waitFor(/\[6 Saved\]/);
    t.type('4');
    await t.waitFor(new RegExp(`${inCity} events? · City: ${city}`));
    t.type('5');
    await t.waitFor(/1 tracked listing · Status: applied/);
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('s, x, X and u change the state files exactly as jobs save, jobs unsave, hide, unhide and hide company do', async () => {
    const [a, b, c, d] = jobs();
    const row = (r: typeof a): RegExp => new RegExp(`› ${r?.id.slice(0, 8)}`);
    const t = start('FRESHER ui', sandbox().url, [60, 20]);
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    await t.waitFor(row(a));
    t.type('s');
    await t.waitFor(/saved 1 listing/);
    t.type('j');
    await t.waitFor(row(b));
    t.type('x');
    await t.waitFor(/hid 1 listing; u undoes/);
    // b left the list; the place stays, on c.
    await t.waitFor(row(c));
    t.type('s');
    await t.waitFor(/saved 1 listing/);
    t.type('s');
    await t.waitFor(/unsaved 1 listing/);
    t.type('j');
    await t.waitFor(row(d));
    t.type('x');
    await t.waitFor(/hid 1 listing; u undoes/);
    t.type('u');
    await t.waitFor(/unhid 1 listing/);
    t.type('g');
    await t.waitFor(row(a));
    t.type('X');
    await t.waitFor(/hid the company/);
    t.type('q');
    await t.waitFor(/EXIT=0/);
    const fromUi = { saved: stateFile('saved.json'), hidden: stateFile('hidden.json') };
    const other = tempHome();
    try {
      for (const args of [
        ['jobs', 'save', a?.id ?? ''],
        ['hide', b?.id ?? ''],
        ['jobs', 'save', c?.id ?? ''],
        ['jobs', 'unsave', c?.id ?? ''],
        ['hide', d?.id ?? ''],
        ['unhide', d?.id ?? ''],
        ['hide', 'company', a?.company ?? ''],
      ]) {
        const run = await runCli([...args, '--api-url', sandbox().url], { env: other.env });
        expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
      }
      expect(instants(fromUi.saved)).toBe(instants(stateFileIn(other.dir, 'saved.json')));
      expect(instants(fromUi.hidden)).toBe(instants(stateFileIn(other.dir, 'hidden.json')));
    } finally {
      other.cleanup();
    }
  });

  it('y copies the id (OSC 52, and printed on leaving), o opens the pager, e exports what the tab shows', async () => {
    const t = start('FRESHER ui > HOMEDIR/out.txt', sandbox().url, [100, 30], { FRESHER_PAGER: 'tee HOMEDIR/paged.txt' });
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    const [a] = jobs();
    await t.waitFor(new RegExp(`› ${a?.id.slice(0, 8)}`));
    t.type('y');
    await t.waitFor(new RegExp(`copied ${a?.id}`));
    t.type('o');
    await t.waitFor(/back from the pager/);
    expect(readFileSync(join(home?.dir ?? '', 'paged.txt'), 'utf8')).toContain(`Company        ${a?.company}`);
    await searchThenExport(t, 'python');
    const out = join(home?.dir ?? '', 'python.json');
    t.type(out);
    t.keys('Enter');
    await t.waitFor(/exported \d+ jobs? to/);
    const exported = JSON.parse(readFileSync(out, 'utf8')) as { id: string }[];
    expect(exported.length).toBeGreaterThan(0);
    t.type('q');
    await t.waitFor(/EXIT=0/);
    expect(readFileSync(join(home?.dir ?? '', 'out.txt'), 'utf8')).toBe(`${a?.id}\n`);
  });

  it('e to x.xlsx: a workbook of the rows the search shows, then of the marked rows, read back as typed cells', async () => {
    const t = start('FRESHER ui', sandbox().url);
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    await t.waitFor(new RegExp(`› ${jobs()[0]?.id.slice(0, 8)}`));
    const python = await searchThenExport(t, 'python');
    t.type('~/shown.xlsx');
    t.keys('Enter');
    await t.waitFor(new RegExp(`exported ${python.length} jobs to .*shown\\.xlsx`));
    const shown = await sheetOf(join(home?.dir ?? '', 'shown.xlsx'));
    expect(shown.ids).toEqual(python.map((j) => j.id));
    // Typed cells, as `-o x.xlsx` writes them: a date is a date, a bold frozen header.
    expect(shown.postedAt).toEqual(new Date(python[0]?.posted_at ?? ''));
    expect(shown.bold).toBe(true);
    // Two marked rows: those, whatever the list shows.
    t.keys('Space', 'Space');
    await t.waitFor(new RegExp(`●${python[0]?.id.slice(0, 8)}.*\\n ●${python[1]?.id.slice(0, 8)}`));
    t.type('e');
    await t.waitFor(/Export 2 marked jobs to a file/);
    // A folder that is not there: said on the export screen, which stays for another name.
    t.keys('C-u');
    t.type('~/no-such-folder/marked.xlsx');
    t.keys('Enter');
    await t.waitFor(/failed: cannot write .*no-such-folder/);
    // The marked rows are still what it exports.
    expect(t.visible()).toMatch(/Export 2 marked jobs to a file/);
    expect(existsSync(join(home?.dir ?? '', 'no-such-folder'))).toBe(false);
    t.keys('C-u');
    t.type('~/marked.xlsx');
    t.keys('Enter');
    await t.waitFor(/exported 2 jobs to .*marked\.xlsx/);
    expect((await sheetOf(join(home?.dir ?? '', 'marked.xlsx'))).ids).toEqual([python[0]?.id, python[1]?.id]);
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('e on Saved with jobs and internships: each kind keeps its own columns (stipend, duration) and a column says which it is', async () => {
    home = tempHome();
    const env = home.env;
    const job = jobs()[0];
    const internship = sandbox().corpus.internships.find((i) => i.is_active !== false && typeof i.stipend === 'string' && typeof i.duration === 'string');
    expect(job && internship).toBeTruthy();
    for (const args of [
      ['jobs', 'save', job?.id ?? ''],
      ['internships', 'save', internship?.id ?? ''],
    ]) {
      const r = await runCli([...args, '--api-url', sandbox().url], { env });
      expect(r.code, r.stderr).toBe(0);
    }
    const t = start('FRESHER ui', sandbox().url, [100, 30], {}, true);
    await t.waitFor(/\[1 New\]/);
    t.type('6');
    await t.waitFor(/2 saved listings/);
    t.type('e');
    await t.waitFor(/Export/);
    t.keys('C-u');
    t.type('~/saved.csv');
    t.keys('Enter');
    await t.waitFor(/exported 2 listings \(jobs and internships\) to .*saved\.csv/);
    // Cells as a CSV reader splits them (quoted cells hold commas: "₹10,000/month").
    const cells = (line: string): string[] =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'));
    const [header, ...rows] = readFileSync(join(home.dir, 'saved.csv'), 'utf8').trim().split(/\r?\n/).map(cells);
    const columns = header ?? [];
    expect(columns).toEqual(expect.arrayContaining(['ctc_amount', 'stipend', 'duration', 'fresher_kind']));
    const row = (id: string | undefined) => Object.fromEntries(columns.map((c, i) => [c, rows.find((r) => r[0] === id)?.[i]]));
    expect(row(internship?.id)).toMatchObject({ fresher_kind: 'internship', stipend: internship?.stipend, duration: internship?.duration });
    expect(row(job?.id)).toMatchObject({ fresher_kind: 'job', stipend: '' });
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('New: a saved search that cannot run now (--sort match without a profile) is skipped with a warning; the others load, the API not called unreachable', async () => {
    home = tempHome();
    const env = home.env;
    for (const args of [
      ['profile', 'set', '--skills', 'Python, SQL', '--grad-year', '2026'],
      ['search', 'save', 'fits', '--location', 'Pune', '--sort', 'match'],
      ['search', 'save', 'pune', '--location', 'Pune'],
      ['profile', 'clear'],
    ]) {
      const r = await runCli([...args, '--api-url', sandbox().url, '-q'], { env });
      expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    }
    const t = start('FRESHER ui', sandbox().url, [100, 30], {}, true);
    // The other search loads: its listings are new, and nothing says the API could not be reached.
    const screen = await t.waitFor(/[1-9]\d* new listings? · no filters\n/);
    expect(screen).toContain('[pune]');
    expect(screen).not.toContain('unreachable');
    // The search left out is named on the status line (a notice after it goes beside it, not over it),
    await t.waitFor(/\nwarning: saved search fits: /);
    t.type('q');
    // and again on stderr once the workspace is gone.
    const after = await t.waitFor(/EXIT=0/);
    expect(after).toMatch(/fresher: warning: saved search fits: [^\n]*profile/);
  });

  /** An interactive shell in a fresh home, for job control (Ctrl-Z and fg); `fresher` is the command line that runs the built bin. */
  const interactiveShell = (): { t: TmuxSession; fresher: string } => {
    home = tempHome();
    session?.close();
    const t = new TmuxSession(
      'bash --norc --noprofile -i',
      { ...home.env, PATH: process.env.PATH ?? '', TERM: 'xterm-256color', FRESHER_API_URL: sandbox().url, PS1: '$ ' },
      100,
      30,
    );
    session = t;
    return { t, fresher: `"${process.execPath}" "${BIN}"` };
  };

  it('Ctrl-Z gives the shell its screen back; fg brings the workspace back, and its keys work (the picker too)', async () => {
    const { t, fresher } = interactiveShell();
    const modes = (): string => t.pane('#{alternate_on}#{mouse_any_flag}');
    /** Waits for the terminal's modes (alternate screen, mouse reports) to be these: what is on screen may lag them. */
    const modesBecome = (want: string) => eventually(`modes ${want}`, () => (modes() === want ? true : undefined), 20_000, modes);
    for (const [command, ready, key, after] of [
      ['ui', /\d+ new listings? · no filters|nothing new/, '2', /\[2 Jobs\]/],
      ['jobs pick', /jobs? match|\/ to search/, 'j', /›/],
    ] as const) {
      t.type(`${fresher} ${command}`);
      t.keys('Enter');
      await t.waitFor(ready, 20_000, true);
      t.keys('C-z');
      await t.waitFor(/Stopped/, 20_000, true);
      // Stopped: the main screen, no mouse reports, a shell that echoes what is typed.
      expect(modes(), command).toBe('00');
      t.type('fg');
      t.keys('Enter');
      if (command === 'ui') await modesBecome('11');
      await t.waitFor(ready, 20_000, true);
      t.type(key);
      await t.waitFor(after, 20_000, true);
      t.type('q');
      await modesBecome('00');
      // fg's status is the job's: typed once the shell is back.
      await t.waitFor(/^\$ $/m, 20_000, true);
      t.type('echo EXIT=$?');
      t.keys('Enter');
      await t.waitFor(/EXIT=0/, 20_000, true);
      t.type('clear');
      t.keys('Enter');
      await t.waitFor(/^\$ $/m, 20_000, true);
    }
  });

  it('Ctrl-Z stops a whole pipeline (the shell gets the terminal back); where no shell controls the job it does nothing', async () => {
    const { t, fresher } = interactiveShell();
    t.type(`${fresher} jobs pick | cat`);
    t.keys('Enter');
    await t.waitFor(/jobs? match|\/ to search/, 20_000, true);
    t.keys('C-z');
    await t.waitFor(/Stopped/, 20_000, true);
    await t.waitFor(/^\$ $/m, 20_000, true);
    t.type('kill %1; fg');
    t.keys('Enter');
    t.close();
    session = undefined;
    // A workspace started as the terminal's own program (no job control): Ctrl-Z leaves it running as it was.
    const alone = start('FRESHER ui', sandbox().url, [100, 30]);
    await alone.waitFor(/\d+ new listings? · no filters|nothing new/);
    alone.keys('C-z');
    alone.type('2');
    await alone.waitFor(/\[2 Jobs\]/);
    expect(alone.pane('#{alternate_on}#{mouse_any_flag}')).toBe('11');
    alone.type('q');
    await alone.waitFor(/EXIT=0/);
  });

  it('SIGTERM while what the workspace keeps cannot be written: one line, exit 143, the terminal given back', async () => {
    home = tempHome();
    expect((await runCli(['search', 'save', 'pune', '--location', 'Pune, India', '--api-url', sandbox().url], { env: home.env })).code).toBe(0);
    const t = start("sh -c 'echo $$ > HOMEDIR/pid; exec FRESHER ui 2> HOMEDIR/err'", sandbox().url, [100, 30], {}, true);
    await t.waitFor(/\d+ new listings? · no filters/);
    // The digest memory cannot be written: a folder where its file goes.
    mkdirSync(join(home!.dir, 'state', 'fresher', 'digest.json'), { recursive: true });
    process.kill(Number(readFileSync(join(home!.dir, 'pid'), 'utf8')), 'SIGTERM');
    await t.waitFor(/EXIT=143\nTTY=icanon/);
    const err = readFileSync(join(home!.dir, 'err'), 'utf8');
    expect(err).toMatch(/^fresher: warning: could not keep what the workspace showed: .*digest\.json/m);
    expect(err).not.toMatch(/at .*\.c?js:\d+/);
    expect(t.pane('#{alternate_on}#{mouse_any_flag}')).toBe('00');
  });

  it('SIGTERM gives the terminal back as q does (main screen, no mouse reports, canonical mode), exit 143', async () => {
    const t = start("sh -c 'echo $$ > HOMEDIR/pid; exec FRESHER ui'", sandbox().url, [100, 30]);
    await t.waitFor(/\d+ new listings? · no filters|nothing new/);
    process.kill(Number(readFileSync(join(home!.dir, 'pid'), 'utf8')), 'SIGTERM');
    await t.waitFor(/EXIT=143\nTTY=icanon/);
    expect(t.pane('#{alternate_on}#{mouse_any_flag}')).toBe('00');
  });

  it('o with less: back from it, the workspace is in its alternate screen again with mouse reports; q then leaves nothing of it in the shell', async () => {
    const modes = (t: TmuxSession): string => t.pane('#{alternate_on}#{mouse_sgr_flag}');
    const t = start('echo SHELL-BEFORE; FRESHER ui', sandbox().url, [100, 30], { FRESHER_PAGER: 'less -R', LESS: '' });
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    const [a] = jobs();
    await t.waitFor(new RegExp(`› ${a?.id.slice(0, 8)}`));
    expect(modes(t)).toBe('11');
    t.type('o');
    // less's own screen: the listing alone, no tab bar.
    await t.waitFor(new RegExp(`^(?![\\s\\S]*\\[2 Jobs\\])[\\s\\S]*ID +${a?.id}`), 15_000, true);
    expect(modes(t)[0]).toBe('1');
    t.type('q');
    await t.waitFor(/back from the pager/, 15_000, true);
    await t.waitFor(/\[2 Jobs\]/, 15_000, true);
    expect(modes(t)).toBe('11');
    t.type('q');
    await t.waitFor(/EXIT=0/);
    expect(modes(t)).toBe('00');
    // The shell's screen and its scrollback: what was there before, none of the workspace.
    const shell = t.screen();
    expect(shell).toContain('SHELL-BEFORE');
    expect(shell).not.toContain('[2 Jobs]');
    expect(shell).not.toContain('q quit');
    expect(shell).not.toContain(a?.id.slice(0, 8));
  });

  it('each tab remembers its search and place between runs, per API; the open tab too', async () => {
    const target = jobs()[4];
    let t = start('FRESHER ui', sandbox().url);
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    await t.waitFor(/jobs · no filters/);
    t.type('jjjj');
    await t.waitFor(new RegExp(`› ${target?.id.slice(0, 8)}`));
    t.type('3/intern');
    t.keys('Enter');
    // Typed, the line reads "/ intern▏"; searched, without the cursor.
    await t.waitFor(/\/ intern(?!▏)/);
    t.type('2q');
    await t.waitFor(/EXIT=0/);
    const memory = stateFile('workspace.json') as { version: number; apis: Record<string, { active: string }> };
    expect(memory.version).toBe(1);
    expect(memory.apis[identity()]?.active).toBe('jobs');
    t = start('FRESHER ui', sandbox().url, [100, 30], {}, true);
    await t.waitFor(/\[2 Jobs\]/);
    await t.waitFor(new RegExp(`› ${target?.id.slice(0, 8)}`));
    t.type('3');
    await t.waitFor(/\/ intern/);
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('New: listings count as seen only once they were on screen; the digest still has the rest', async () => {
    home = tempHome();
    const saved = await runCli(['search', 'save', 'pune', '--location', 'Pune, India', '--api-url', sandbox().url], { env: home.env });
    expect(saved.code).toBe(0);
    const pune = jobs().filter((j) => j.location === 'Pune, India');
    expect(pune.length).toBeGreaterThan(12);
    const t = start('FRESHER ui', sandbox().url, [60, 20], {}, true);
    await t.waitFor(new RegExp(`${pune.length} new listings`));
    // The sample-data notice on the status line: q clears it, and the frame drawn then has a row more.
    const before = await t.waitFor(/SAMPLE DATA/);
    const rows = before.split('\n').filter((l) => /^[›\s]\s*[0-9a-f]{8}\s/.test(l)).length;
    t.type('q');
    await t.waitFor(/EXIT=0/);
    const digest = stateFile('digest.json') as { apis: Record<string, { shown: { search: string; ids: string[] }[] }> };
    const seen = digest.apis[identity()]?.shown[0]?.ids ?? [];
    // Only the rows that were drawn (a 20-line terminal shows fewer than all of them), and not the one
    // only the last frame, erased as the workspace ends, had room for.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBe(rows);
    expect(seen.length).toBeLessThan(pune.length);
    const rest = await runCli(['digest', '--json', '--api-url', sandbox().url], { env: home.env });
    const news = JSON.parse(rest.stdout) as { new: { id: string }[] }[];
    expect(news[0]?.new.length).toBe(pune.length - seen.length);
  });

  it('draws itself again when resized: the detail pane moves below the list when narrow', async () => {
    const t = start('FRESHER ui', sandbox().url, [100, 30]);
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    await t.waitFor(/│ Company +\S/);
    t.resize(60, 20);
    let screen = await t.waitFor(/─{20,}\n.*\nCompany/, 10_000, true);
    expect(widest(t.visible())).toBeLessThanOrEqual(60);
    t.resize(200, 50);
    screen = await t.waitFor(/│ Company +\S/, 10_000, true);
    expect(screen).toContain('[2 Jobs]');
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('the mouse wheel moves the highlight (SGR reports, clicks ignored); reporting is off again after q and after Ctrl-C', async () => {
    const [a, b, c] = jobs();
    const mouse = (t: TmuxSession): string => t.pane('#{mouse_standard_flag}#{mouse_sgr_flag}');
    for (const leave of ['q', 'C-c']) {
      const t = start('FRESHER ui', sandbox().url, [100, 30]);
      await t.waitFor(/\[1 New\]/);
      t.type('2');
      await t.waitFor(new RegExp(`› ${a?.id.slice(0, 8)}`));
      expect(mouse(t)).toBe('11');
      // Two steps down, one up, as the terminal reports the wheel (button 65 down, 64 up) at column 10, row 8.
      t.bytes('\u001b[<65;10;8M\u001b[<65;10;8M');
      await t.waitFor(new RegExp(`› ${c?.id.slice(0, 8)}`));
      t.bytes('\u001b[<64;10;8M');
      await t.waitFor(new RegExp(`› ${b?.id.slice(0, 8)}`));
      // A click (press and release of button 0) is not keys: its digits switch no tab.
      t.bytes('\u001b[<0;4;5M\u001b[<0;4;5m');
      t.type('j');
      await t.waitFor(new RegExp(`› ${c?.id.slice(0, 8)}`));
      expect(t.visible()).toContain('[2 Jobs]');
      t.keys(leave);
      const screen = await t.waitFor(/TTY=\S+/);
      expect(screen).toContain(leave === 'q' ? 'EXIT=0' : 'EXIT=130');
      expect(mouse(t)).toBe('00');
    }
  });

  it('Ctrl-C exits 130 and leaves the terminal usable, the tab memory kept', async () => {
    const t = start('FRESHER ui', sandbox().url);
    await t.waitFor(/\[1 New\]/);
    t.type('4');
    await t.waitFor(/\[4 Events\]/);
    t.keys('C-c');
    const screen = await t.waitFor(/TTY=/);
    expect(screen).toContain('EXIT=130');
    expect(screen).toContain('TTY=icanon');
    expect((stateFile('workspace.json') as { apis: Record<string, { active: string }> }).apis[identity()]?.active).toBe('events');
  });

  it('r re-reads the state files: a status tracked and a company hidden from another shell show on every tab', async () => {
    const [a, b] = jobs();
    const company = b?.company ?? '';
    const left = jobs().filter((j) => j.company !== company).length;
    expect(left).toBeLessThan(jobs().length);
    home = tempHome();
    const env = home.env;
    const t = start('FRESHER ui', sandbox().url, [100, 30], {}, true);
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    await t.waitFor(new RegExp(`${jobs().length} jobs · no filters`));
    await t.waitFor(new RegExp(`› ${a?.id.slice(0, 8)}  ${a?.title}`));
    // The first load reads the state files when it starts and may still be loading other tabs: r below
    // would join it and show what it read, not what the other shell is about to write.
    await eventually(
      'the first load to end',
      () => (/refreshing \w+ \(\d\/\d\)/.test(t.visible()) ? undefined : true),
      30_000,
      () => t.visible(),
    );
    // Another shell, while the workspace runs.
    for (const args of [
      ['track', a?.id ?? '', '--status', 'offer'],
      ['hide', 'company', company],
      ['search', 'save', 'pune', '--location', 'Pune, India'],
    ]) {
      const run = await runCli([...args, '--api-url', sandbox().url], { env });
      expect(run.code, run.stderr).toBe(0);
    }
    t.type('r');
    await t.waitFor(/refreshed at/, 30_000);
    const screen = await t.waitFor(new RegExp(`${left} jobs · no filters`));
    expect(screen).toMatch(new RegExp(`› ${a?.id.slice(0, 8)}  \\[offer · saved\\] ${a?.title.slice(0, 8)}`));
    expect(screen).not.toContain(b?.id.slice(0, 8));
    // Saved: tracking saved it, with the status the command gave it.
    t.type('6');
    await t.waitFor(new RegExp(`${a?.id.slice(0, 8)}  \\[offer\\] ${a?.title.slice(0, 8)}`));
    // New: the search saved meanwhile, its listings without the hidden company's.
    const pune = jobs().filter((j) => j.location === 'Pune, India' && j.company !== company);
    t.type('1');
    await t.waitFor(new RegExp(`${pune.length} new listings`));
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('the API going away mid-session: r keeps what was shown, marked as last seen; the next run starts from it', async () => {
    const api = await startSandbox({ host: '127.0.0.1', port: 0, seed: 5, jobs: 40, internships: 10, events: 3 });
    const url = api.url;
    const listed = api.corpus.jobs.filter((j) => j.is_active !== false).length;
    let t = start('FRESHER ui', url);
    await t.waitFor(/\[1 New\]/);
    t.type('2');
    await t.waitFor(new RegExp(`${listed} jobs · no filters`));
    t.type('r');
    await t.waitFor(/refreshed at/);
    t.type('q');
    await t.waitFor(/EXIT=0/);
    t = start('FRESHER ui', url, [100, 30], {}, true);
    await t.waitFor(/\[2 Jobs\]/);
    t.type('r');
    await t.waitFor(/refreshed at/);
    await api.close();
    t.type('r');
    await t.waitFor(/the API could not be reached/);
    const screen = await t.waitFor(new RegExp(`${listed} jobs · no filters · last seen \\d\\d:\\d\\d \\(API unreachable\\)`));
    expect(screen).toContain('›');
    // A status recorded while the API is down: said after the warning the reload brings.
    t.type('t2');
    t.keys('Enter');
    await t.waitFor(/› note/);
    t.keys('Enter');
    await t.waitFor(/tracked 1 listing as applied \(the API could not be asked: shown as last seen\)/);
    t.type('q');
    await t.waitFor(/EXIT=0/);
    // Started with the API down: the copy kept from the last run, marked.
    t = start('FRESHER ui', url, [100, 30], {}, true);
    await t.waitFor(new RegExp(`${listed} jobs · no filters · last seen \\d\\d:\\d\\d \\(API unreachable\\)`));
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('is drawn from the top row from the first frame, wherever the shell left the cursor, as after a resize', async () => {
    const t = start('echo one; echo two; echo three; FRESHER ui', sandbox().url, [100, 30]);
    await t.waitFor(/\[1 New\]/);
    const first = t.visible().split('\n');
    expect(first[0]).toMatch(/^\[1 New\] 2 Jobs/);
    t.resize(101, 30);
    await t.waitFor(/\[1 New\]/);
    const after = t.visible().split('\n');
    expect(after.indexOf(after.find((l) => l.includes('1 New')) as string)).toBe(0);
    t.type('q');
    await t.waitFor(/EXIT=0/);
  });

  it('is drawn at once on a fresh machine whatever the API takes: the vocabulary loads after, and q works meanwhile', async () => {
    // Every answer 20 s away: nothing cached yet, so before, the terminal stayed blank that long.
    const api = await startSandbox({ host: '127.0.0.1', port: 0, seed: 5, jobs: 40, internships: 10, events: 3, latencyMs: 20_000 });
    try {
      const t = start('FRESHER ui', api.url);
      await t.waitFor(/\[1 New\]/);
      t.type('q');
      await t.waitFor(/EXIT=0/);
    } finally {
      await api.close();
    }
  });

  it('an API that answers with an error is said so, not called unreachable', async () => {
    const api = await startSandbox({
      host: '127.0.0.1',
      port: 0,
      seed: 5,
      jobs: 40,
      internships: 10,
      events: 3,
      faults: [parseFault('html,path=/api/jobs,times=*')],
    });
    try {
      const t = start('FRESHER ui', api.url);
      await t.waitFor(/\[1 New\]/);
      t.type('2');
      t.type('r');
      const screen = await t.waitFor(/the API answered with an error; 1 tab shows what was last seen/);
      expect(screen).toMatch(/API error: /);
      expect(screen).not.toContain('unreachable');
      t.type('q');
      await t.waitFor(/EXIT=0/);
    } finally {
      await api.close();
    }
  });

  it('r paces itself by the rate-limit headers, saying so in the status line, and loads every tab', async () => {
    // 3 requests per 5 s: the first load (one request per listing tab) uses a window and a half, so
    // r, pressed once it is over, starts inside a window with at most one request left and must pause.
    const api = await startSandbox({ host: '127.0.0.1', port: 0, seed: 9, jobs: 30, internships: 10, events: 3, rateLimit: 3, rateWindowSeconds: 5 });
    try {
      const t = start('FRESHER ui', api.url, [100, 30]);
      await t.waitFor(/\[1 New\]/);
      // The first load goes on after the first tab is drawn; events is the last tab it asks the API for.
      await eventually(
        'the first load to end',
        () => (api.requests.some((r) => r.path === '/api/events' && r.status !== undefined) ? true : undefined),
        30_000,
      );
      const before = api.requests.length;
      t.type('r');
      await t.waitFor(/pausing \d+s to stay within the API rate limit/, 15_000);
      await t.waitFor(/refreshed at/, 30_000);
      expect(t.visible()).not.toMatch(/last seen|unreachable/);
      const again = api.requests.slice(before);
      expect(again.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/jobs', '/api/internships', '/api/events']));
      // Paced, so the API never had to refuse one.
      expect(again.filter((r) => r.status === 429)).toEqual([]);
      t.type('6');
      await t.waitFor(/nothing saved yet/);
      t.type('q');
      await t.waitFor(/EXIT=0/);
    } finally {
      await api.close();
    }
  });

  it('hostile API text stays text: no escapes reach the terminal, every line fits', async () => {
    const api = await startHostileApi({
      '/api/filters': { body: { filters: {} } },
      '/api/internships': { body: { internships: [] } },
      // The place an event is held in is a hostile city on the filter screen.
      '/api/events': { body: { events: [{ ...hostileJob(), event_date: '2099-01-01', location: `Hall, ${ATTACKS.join(' ')}` }] } },
    });
    try {
      const t = start('FRESHER ui', api.url, [60, 20]);
      await t.waitFor(/\[1 New\]/);
      t.type('2');
      await t.waitFor(/1 job · no filters/);
      let screen = t.visible();
      expect(screen).toContain('Engineer');
      // The hostile field name stays on its line: no row of its own.
      expect(screen).not.toMatch(/^ID +forged-row/m);
      expect(widest(screen)).toBeLessThanOrEqual(60);
      // Saved and tracked: the Saved and Tracker tabs draw it too.
      t.type('s');
      await t.waitFor(/saved 1 listing/);
      t.type('t');
      await t.waitFor(/Track this listing as:/);
      t.keys('Enter');
      await t.waitFor(/› note/);
      t.keys('Enter');
      await t.waitFor(/tracked 1 listing as interested/);
      for (const [tab, seen] of [
        ['5', /INTERESTED \(1\)/],
        ['6', /1 saved listing/],
        ['4', /1 event/],
      ] as const) {
        t.type(tab);
        screen = await t.waitFor(seen);
        expect(widest(t.visible())).toBeLessThanOrEqual(60);
        expect(screen).not.toContain('pwned');
      }
      t.type('f');
      await t.waitFor(/› City/);
      t.keys('Enter');
      screen = await t.waitFor(/\[ \] .*\(1\)/);
      expect(widest(t.visible())).toBeLessThanOrEqual(60);
      expect(screen).not.toContain('pwned');
      // No escape reached the terminal: the window title is not the API's.
      expect(t.pane('#{pane_title}')).not.toContain('pwned');
      t.keys('Escape');
      await t.waitFor(/› City/);
      t.keys('Escape');
      // The filters screen says "1 event" too: the list's own line shows it left.
      await t.waitFor(/1 event · no filters/);
      t.type('q');
      await t.waitFor(/EXIT=0/);
      expect(existsSync(join(home?.dir ?? '', 'state', 'fresher', 'workspace.json'))).toBe(true);
      expect(t.screen()).not.toContain('pwned');
    } finally {
      await api.close();
    }
  });
});
