/** The picker's state machine, without a terminal: keys in, screens and effects out. */
import { emitKeypressEvents } from 'node:readline';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FilterVocabulary } from '../../src/contract/resources.js';
import type { ApiRecord } from '../../src/contract/record.js';
import {
  clampDetail,
  current,
  edit,
  initialModel,
  LISTING_GROUPS,
  optionRows,
  reduce,
  searchListings,
  splitEscapedKey,
  type Key,
  type Model,
} from '../../src/interactive/picker-model.js';
import { detailScrollLimit, view } from '../../src/interactive/picker-view.js';
import { escapeDelay } from '../../src/cli/commands/pick.js';
import { noStyle } from '../../src/render/style.js';
import { eventually } from '../helpers/wait.js';

const option = (filter_type: string, filter_value: string, display_label = filter_value) => ({ filter_type, filter_value, display_label });
const vocabulary: FilterVocabulary = {
  location: [option('location', 'Bengaluru, India', 'Bengaluru'), option('location', 'Pune, India', 'Pune'), option('location', 'Mumbai, India', 'Mumbai')],
  industry: [option('industry', 'Fintech'), option('industry', 'SaaS')],
  role: [option('role', 'Software Engineering'), option('role', 'Human Resources')],
  work_type: [option('work_type', 'Remote'), option('work_type', 'On-site')],
};
const job = (n: number, location: string, role: string, extra: Partial<ApiRecord> = {}): ApiRecord => ({
  id: `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`,
  title: `Job ${n}`,
  company: `Co ${n}`,
  location,
  role_type: role,
  industry: 'Fintech',
  work_type: 'Remote',
  is_on_campus: n % 2 === 0,
  ...extra,
});
const all = [
  job(1, 'Bengaluru, India', 'Software Engineering', { description: 'Python and SQL' }),
  job(2, 'Pune, India', 'Human Resources'),
  job(3, 'Mumbai, India', 'Software Engineering'),
  job(4, 'Bengaluru, India', 'Human Resources', { title: 'Python developer' }),
];
const input = { refine: (r: ApiRecord[]) => r };
const start = (): Model =>
  initialModel({
    all,
    vocabulary,
    initial: { values: {}, campus: 'any' },
    refine: input.refine,
    noun: { one: 'job', many: 'jobs' },
    defaultExport: 'jobs.csv',
  });
const k = (name: string, sequence?: string): Key => ({ name, sequence });
const type = (m: Model, text: string): Model =>
  [...text].reduce((acc, ch) => reduce(acc, { kind: 'key', key: k(ch === ' ' ? 'space' : ch, ch) }, input).model, m);
const press = (m: Model, ...names: string[]) =>
  names.reduce((acc, n) => reduce(acc.model, { kind: 'key', key: k(n, n.length === 1 ? n : undefined) }, input), { model: m } as ReturnType<typeof reduce>);

describe('picker model', () => {
  it('search covers title, company, description and place, by former names and abbreviations too', () => {
    expect(searchListings(all, 'python', vocabulary).map((r) => r.title)).toEqual(['Job 1', 'Python developer']);
    expect(searchListings(all, 'bangalore', vocabulary)).toHaveLength(2);
    // As it is typed: a former name's start already finds the city; two letters are not enough.
    expect(searchListings(all, 'bomb', vocabulary).map((r) => r.location)).toEqual(['Mumbai, India']);
    expect(searchListings(all, 'bang', vocabulary)).toHaveLength(2);
    expect(searchListings(all, 'bo', vocabulary)).toHaveLength(0);
    expect(searchListings(all, 'hr', vocabulary).map((r) => r.title)).toEqual(['Job 2', 'Python developer']);
    let m = press(start(), '/').model;
    m = type(m, 'python');
    expect(m.shown).toHaveLength(2);
    expect(view(m, { width: 80, height: 20 }, noStyle, 'job')).toContain('2 of 4 jobs match');
  });

  it('several values per filter, counts that account for the other filters, Escape backs out one step', () => {
    let m = press(start(), 'f').model;
    expect(current(m)).toEqual({ name: 'filters', row: 0 });
    m = press(m, 'return').model; // Location
    expect(current(m).name).toBe('options');
    const loc = LISTING_GROUPS.find((g) => g.vocabulary === 'location')!;
    expect(optionRows(m, loc, '').map((r) => [r.label, r.count])).toEqual([
      ['Bengaluru', 2],
      ['Pune', 1],
      ['Mumbai', 1],
    ]);
    m = type(m, 'bangalore');
    expect(optionRows(m, loc, 'bangalore').map((r) => r.label)).toEqual(['Bengaluru']);
    m = press(m, 'tab').model;
    m = press(m, 'escape').model; // clears the search, keeps the tick
    expect(current(m)).toMatchObject({ name: 'options', search: '', chosen: ['Bengaluru, India'] });
    m = press(m, 'down', 'space', 'return').model; // and Pune
    expect(current(m).name).toBe('filters');
    expect(m.filtered.map((r) => r.title)).toEqual(['Job 1', 'Job 2', 'Python developer']);
    // Role counts now only count Bengaluru and Pune.
    const role = LISTING_GROUPS.find((g) => g.vocabulary === 'role')!;
    expect(optionRows(m, role, '').map((r) => [r.label, r.count])).toEqual([
      ['Software Engineering', 1],
      ['Human Resources', 2],
    ]);
    m = press(m, 'down', 'down', 'return').model; // Role
    m = press(m, 'escape').model; // cancel: nothing changes, back to the filters
    expect(current(m).name).toBe('filters');
    expect(m.selections.values.location).toEqual(['Bengaluru, India', 'Pune, India']);
    m = press(m, 'escape').model;
    expect(current(m).name).toBe('results');
  });

  it('opening a listing and going back keeps the place; keys print, save, quit', () => {
    let m = press(start(), 'down', 'down').model;
    m = press(m, 'return').model;
    expect(current(m).name).toBe('detail');
    m = press(m, 'escape').model;
    expect([current(m).name, m.cursor]).toEqual(['results', 2]);
    const marked = press(m, 'space', 'space');
    expect(marked.model.marked).toHaveLength(2);
    expect(press(marked.model, 'p').effect).toEqual({ kind: 'print', records: [all[2], all[3]] });
    expect(press(m, 's').effect).toEqual({ kind: 'save', records: [all[2]] });
    expect(press(m, 'q').effect).toEqual({ kind: 'quit' });
  });

  it('export takes the format from the extension, refuses others, and asks before overwriting', () => {
    let m = press(start(), 'e').model;
    expect(current(m)).toMatchObject({ name: 'export', path: 'jobs.csv' });
    m = reduce(m, { kind: 'key', key: { name: 'u', ctrl: true } }, input).model;
    m = type(m, 'out.docx');
    let step = press(m, 'return');
    expect(step.effect).toBeUndefined();
    expect(step.model.message).toBe('name the format by the extension: .csv .json .ndjson .tsv .txt .xlsx');
    m = type(reduce(m, { kind: 'key', key: { name: 'u', ctrl: true } }, input).model, 'out.json');
    step = press(m, 'return');
    expect(step.effect).toEqual({ kind: 'export', path: 'out.json', overwrite: false, records: all, label: '4 jobs' });
    m = reduce(step.model, { kind: 'export-exists', path: 'out.json' }, input).model;
    expect(m.message).toBe('out.json exists. Overwrite it? y/N');
    expect(press(m, 'n').effect).toBeUndefined();
    expect(press(m, 'y').effect).toEqual({ kind: 'export', path: 'out.json', overwrite: true, records: all, label: '4 jobs' });
    m = reduce(press(m, 'y').model, { kind: 'export-done', text: 'exported 4 jobs to out.json' }, input).model;
    expect([current(m).name, m.message]).toEqual(['results', 'exported 4 jobs to out.json']);
  });

  it('e exports what is shown: the marked rows if any, else what the search shows, and says which', () => {
    const exportOf = (m: Model) => {
      let step = press(m, 'e');
      expect(current(step.model).name).toBe('export');
      const title = view(step.model, { width: 80, height: 20 }, noStyle, 'job').split('\n')[0];
      step = press(step.model, 'return');
      return { title, effect: step.effect };
    };
    // Nothing marked, no search: every row the filters keep.
    expect(exportOf(start())).toEqual({
      title: 'Export 4 jobs to a file',
      effect: { kind: 'export', path: 'jobs.csv', overwrite: false, records: all, label: '4 jobs' },
    });
    // A search: only what it shows.
    const searched = press(type(press(start(), '/').model, 'python'), 'return').model;
    expect(exportOf(searched)).toMatchObject({
      title: 'Export 2 jobs matching "python" to a file',
      effect: { records: [all[0], all[3]], label: '2 jobs matching "python"' },
    });
    // Marked rows win, even those the search now hides; in list order.
    let marked = press(start(), 'down', 'down', 'space').model;
    marked = press(marked, 'up', 'up', 'up', 'space').model;
    marked = press(type(press(marked, '/').model, 'python'), 'return').model;
    expect(exportOf(marked)).toMatchObject({ title: 'Export 2 marked jobs to a file', effect: { records: [all[0], all[2]], label: '2 marked jobs' } });
    const one = press(start(), 'space').model;
    expect(exportOf(one).effect).toMatchObject({ records: [all[0]], label: '1 marked job' });
    // A search that shows nothing has nothing to export.
    const none = press(type(press(start(), '/').model, 'zzz'), 'return').model;
    const step = press(none, 'e');
    expect([current(step.model).name, step.model.message]).toEqual(['results', 'nothing to export']);
    // Asked again before overwriting: the same rows.
    const again = reduce(press(searched, 'e', 'return').model, { kind: 'export-exists', path: 'jobs.csv' }, input).model;
    expect(press(again, 'y').effect).toMatchObject({ overwrite: true, records: [all[0], all[3]], label: '2 jobs matching "python"' });
  });

  it('option search: Space is a space once a search is typed, Tab ticks; the keys say what Space and Esc do', () => {
    let m = press(start(), 'f', 'down', 'down', 'return').model; // Role
    const role = LISTING_GROUPS.find((g) => g.vocabulary === 'role')!;
    const keys = (model: Model): string => view(model, { width: 100, height: 20 }, noStyle, 'job').split('\n').at(-1) ?? '';
    expect(keys(m)).toBe('type to search · Space/Tab tick · Enter apply · Esc cancel');
    // Space with no search ticks.
    expect(current(press(m, 'space').model)).toMatchObject({ chosen: ['Software Engineering'] });
    m = type(m, 'human res');
    expect(current(m)).toMatchObject({ name: 'options', search: 'human res', chosen: [] });
    expect(optionRows(m, role, 'human res').map((r) => r.label)).toEqual(['Human Resources']);
    expect(keys(m)).toBe('Tab tick · Enter apply · Esc clear search');
    m = press(m, 'tab').model;
    expect(current(m)).toMatchObject({ search: 'human res', chosen: ['Human Resources'] });
    m = press(m, 'escape').model;
    expect(current(m)).toMatchObject({ name: 'options', search: '', chosen: ['Human Resources'] });
    expect(keys(m)).toBe('type to search · Space/Tab tick · Enter apply · Esc cancel');
    expect(current(press(m, 'escape').model).name).toBe('filters');
  });

  it('a tracked listing wears its badge in the list', () => {
    const m = initialModel({
      all,
      vocabulary,
      initial: { values: {}, campus: 'any' },
      refine: input.refine,
      noun: { one: 'job', many: 'jobs' },
      defaultExport: 'jobs.csv',
      badge: (r) => (r.title === 'Job 2' ? 'applied' : undefined),
    });
    const screen = view(m, { width: 80, height: 20 }, noStyle, 'job');
    expect(screen).toContain('00000002  [applied] Job 2');
    expect(screen).not.toContain('[applied] Job 1');
  });

  it('with a search, the filters count what leaving them would show: the screen, "Show" and each value', () => {
    let m = press(type(press(start(), '/').model, 'python'), 'return').model;
    expect(m.shown.map((r) => r.title)).toEqual(['Job 1', 'Python developer']);
    m = press(m, 'f').model;
    const screen = view(m, { width: 80, height: 20 }, noStyle, 'job');
    expect(screen).toContain('Filters · 2 jobs match "python"');
    // One: "matches".
    const one = view(press(press(type(press(start(), '/').model, 'mumbai'), 'return').model, 'f').model, { width: 80, height: 20 }, noStyle, 'job');
    expect(one).toContain('Filters · 1 job matches "mumbai"');
    expect(screen).toContain('→ Show 2 jobs');
    const loc = LISTING_GROUPS.find((g) => g.vocabulary === 'location')!;
    expect(optionRows(m, loc, '').map((r) => [r.label, r.count])).toEqual([
      ['Bengaluru', 2],
      ['Pune', 0],
      ['Mumbai', 0],
    ]);
    const role = LISTING_GROUPS.find((g) => g.vocabulary === 'role')!;
    expect(optionRows(m, role, '').map((r) => [r.label, r.count])).toEqual([
      ['Software Engineering', 1],
      ['Human Resources', 1],
    ]);
  });

  it('text fields take any character typed, emoji outside the BMP included, and Backspace removes a whole one', async () => {
    // The keys as readline parses what a terminal sends: one key per code point (🚀 is two UTF-16 units).
    const stream = new PassThrough();
    emitKeypressEvents(stream);
    const keys: Key[] = [];
    stream.on('keypress', (_ch: unknown, key: Key) => keys.push(key));
    const typed = 'call 🚀 HR — ok ✓ 𝒳';
    stream.write(typed);
    await eventually('the keys', () => (keys.map((k) => k.sequence).join('') === typed ? true : undefined), 5_000);
    const value = keys.reduce((v, key) => edit(v, key) ?? v, '');
    expect(value).toBe(typed);
    const back = (v: string, n: number): string => Array.from({ length: n }).reduce<string>((x) => edit(x, { name: 'backspace' }) ?? x, v);
    expect(back(value, 2)).toBe('call 🚀 HR — ok ✓');
    expect(back('call 🚀', 1)).toBe('call ');
    expect(back('🚀', 2)).toBe('');
    // Controls are no characters: C0, DEL and C1 (a CSI in one byte) leave the text as it was.
    for (const sequence of ['\u0007', '\u007f', '\u009b', '\ud83d']) expect(edit('x', { name: undefined, sequence })).toBeUndefined();
  });

  it('Escape typed quickly before another key (read by readline as one Alt key) is Escape and then that key', async () => {
    // The keys as readline parses the bytes a terminal sends, each burst read as one chunk.
    const parse = async (bytes: string): Promise<Key[]> => {
      const stream = new PassThrough();
      emitKeypressEvents(stream);
      const keys: Key[] = [];
      stream.on('keypress', (_ch: unknown, key: Key) => keys.push(key));
      stream.write(bytes);
      // Until every byte is in a key: a trailing Escape is held for readline's escape timeout (500 ms).
      await eventually(`keys for ${JSON.stringify(bytes)}`, () => (keys.map((k) => k.sequence).join('') === bytes ? true : undefined), 5_000);
      return keys.flatMap(splitEscapedKey);
    };
    const names = async (bytes: string) => (await parse(bytes)).map((key) => `${key.name}${key.meta ? '+meta' : ''}:${JSON.stringify(key.sequence)}`);
    expect(await names('\u001bq')).toEqual(['escape:"\\u001b"', 'q:"q"']);
    expect(await names('\u001b\u001b')).toEqual(['escape:"\\u001b"', 'escape:"\\u001b"']);
    expect(await names('\u001b\u001b[A')).toEqual(['escape:"\\u001b"', 'up:"\\u001b[A"']);
    expect(await names('\u001b\r')).toEqual(['escape:"\\u001b"', 'return:"\\r"']);
    // One key, not split: Alt+Left, an arrow, a plain letter.
    expect(await names('\u001b[1;3D')).toEqual(['left+meta:"\\u001b[1;3D"']);
    expect(await names('\u001b[A')).toEqual(['up:"\\u001b[A"']);
    expect(await names('q')).toEqual(['q:"q"']);
    // In the picker: searching, then a quick "Esc q" leaves the search and quits.
    let m = type(press(start(), '/').model, 'python');
    let step = { model: m } as ReturnType<typeof reduce>;
    for (const key of await parse('\u001bq')) step = reduce(step.model, { kind: 'key', key }, input);
    m = step.model;
    expect(m.searching).toBe(false);
    expect(step.effect).toEqual({ kind: 'quit' });
  });

  it('the wait after ESC: ESCDELAY in ms when it is one, else 100', () => {
    expect(
      [{}, { ESCDELAY: '25' }, { ESCDELAY: ' 0 ' }, { ESCDELAY: 'soon' }, { ESCDELAY: '-5' }, { ESCDELAY: '99999999' }].map((env) => escapeDelay(env)),
    ).toEqual([100, 25, 0, 100, 100, 100]);
  });

  it('every screen fits 60x20: no line wider, never taller', () => {
    const long = Array.from({ length: 50 }, (_, i) =>
      job(i + 10, 'Bengaluru, India', 'Software Engineering', { title: `A very long title number ${i} `.repeat(5), description: 'word '.repeat(300) }),
    );
    let m = initialModel({
      all: long,
      vocabulary,
      initial: { values: {}, campus: 'any' },
      refine: input.refine,
      noun: { one: 'job', many: 'jobs' },
      defaultExport: 'jobs.csv',
    });
    const screens: Model[] = [m];
    m = press(m, 'return').model;
    screens.push(m);
    m = press(m, 'escape', 'f').model;
    screens.push(m, press(m, 'return').model, press(press(m, 'escape').model, 'e').model);
    for (const size of [
      { width: 60, height: 20 },
      { width: 100, height: 30 },
      { width: 200, height: 50 },
    ]) {
      for (const s of screens) {
        const lines = view(s, size, noStyle, 'job').split('\n');
        expect(lines.length).toBeLessThanOrEqual(size.height - 1);
        for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(size.width);
      }
    }
    // The detail view keeps the title while the body scrolls.
    const detail = press(screens[1]!, 'pagedown', 'pagedown').model;
    expect(view(detail, { width: 60, height: 20 }, noStyle, 'job').split('\n')[0]).toContain('A very long title number 0');
  });
});

describe('the detail screen', () => {
  it('scrolls no further than its last line: Down past the end is no scroll, so one Up moves back at once', () => {
    const long = job(9, 'Pune, India', 'Software Engineering', {
      description: Array.from({ length: 80 }, (_, i) => `Line ${i + 1} of the duties.`).join('\n'),
    });
    const size = { width: 60, height: 20 };
    const limit = (m: Model) => detailScrollLimit(m, size, noStyle, 'job');
    let m = initialModel({
      all: [long],
      vocabulary,
      initial: { values: {}, campus: 'any' },
      refine: input.refine,
      noun: { one: 'job', many: 'jobs' },
      defaultExport: 'jobs.csv',
    });
    const press = (key: Key) => {
      m = clampDetail(reduce(m, { kind: 'key', key }, input).model, limit);
    };
    press(k('return', '\r'));
    expect(current(m).name).toBe('detail');
    const most = limit(m);
    expect(most).toBeGreaterThan(10);
    for (let i = 0; i < most + 40; i++) press(k('down'));
    expect(current(m)).toEqual({ name: 'detail', scroll: most });
    const last = view(m, size, noStyle, 'job');
    press(k('up'));
    expect(current(m)).toEqual({ name: 'detail', scroll: most - 1 });
    expect(view(m, size, noStyle, 'job')).not.toBe(last);
  });
});

describe('the counts beside filter values', () => {
  it("count what choosing the value would show: after the command's own flags (refine) and at most its --limit", () => {
    const location = LISTING_GROUPS.find((g) => g.key === 'location');
    expect(location).toBeDefined();
    const python = (records: ApiRecord[]) => records.filter((r) => /python/i.test(`${String(r.title)} ${String(r.description ?? '')}`));
    const counts = (limit?: number) => {
      const m = initialModel({
        all,
        vocabulary,
        initial: { values: {}, campus: 'any' },
        refine: python,
        counted: python,
        limit,
        noun: { one: 'job', many: 'jobs' },
        defaultExport: 'jobs.csv',
      });
      return Object.fromEntries(optionRows(m, location!, '').map((r) => [r.label, r.count]));
    };
    // Jobs 1 (Python in its description) and 4 (in its title) are in Bengaluru; none of the others say Python.
    expect(counts()).toEqual({ Bengaluru: 2, Pune: 0, Mumbai: 0 });
    expect(counts(1)).toEqual({ Bengaluru: 1, Pune: 0, Mumbai: 0 });
  });

  it('follow the rows: the same selections over other rows (a workspace tab refreshed) count those', () => {
    const location = LISTING_GROUPS.find((g) => g.key === 'location');
    const initial = { values: {}, campus: 'any' as const };
    const make = (rows: ApiRecord[]) =>
      initialModel({ all: rows, vocabulary, initial, refine: input.refine, noun: { one: 'job', many: 'jobs' }, defaultExport: 'jobs.csv' });
    const blr = (m: Model) => optionRows(m, location!, '').find((r) => r.label === 'Bengaluru')?.count;
    expect(blr(make(all.slice(0, 1)))).toBe(1);
    expect(blr(make(all))).toBe(2);
  });

  it('with --limit and a search typed in the picker: the limit first, then the search, as the list takes them', () => {
    const location = LISTING_GROUPS.find((g) => g.key === 'location');
    const rows = [1, 2, 3, 4].map((n) => job(n, 'Bengaluru, India', 'Software Engineering', n > 2 ? { title: `Python ${n}` } : {}));
    let m = initialModel({
      all: rows,
      vocabulary,
      initial: { values: {}, campus: 'any' },
      refine: (r) => r.slice(0, 2),
      counted: (r) => r,
      limit: 2,
      noun: { one: 'job', many: 'jobs' },
      defaultExport: 'jobs.csv',
    });
    m = type(reduce(m, { kind: 'key', key: k('/', '/') }, input).model, 'python');
    expect(m.shown).toHaveLength(0);
    expect(optionRows(m, location!, '').find((r) => r.label === 'Bengaluru')?.count).toBe(0);
  });
});
