/** The workspace's state machine and view, without a terminal: keys and results in, screens and effects out. */
import { describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../src/contract/record.js';
import { activeTab, initialWorkspace, markSeen, memoryOf, ownFacts, reduce, type Event, type Workspace } from '../../src/interactive/workspace/model.js';
import { mouseReader } from '../../src/interactive/workspace/mouse.js';
import { layout, view } from '../../src/interactive/workspace/view.js';
import type { Key } from '../../src/interactive/picker-model.js';
import { noStyle } from '../../src/render/style.js';

const job = (n: number, extra: Partial<ApiRecord> = {}): ApiRecord => ({
  id: `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`,
  title: `Job ${n}`,
  company: `Co ${n % 3}`,
  location: 'Pune, India',
  ...extra,
});
const jobs = Array.from({ length: 30 }, (_, i) => job(i + 1));
const idOf = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
const empty = { companies: [], listings: [] };

/** Days as the track command reads them, with a fixed today: a date, "none", or an error. */
const readDay = (label: string, text: string) =>
  text === 'none' ? { day: null } : /^\d{4}-\d{2}-\d{2}$/.test(text) ? { day: text } : { error: `${label} "${text}" is not a date or day` };

function start(memory = new Map()): Workspace {
  return initialWorkspace({ vocabulary: {}, hidden: empty, saved: new Set(), badges: new Map(), memory, active: 'jobs', readDay });
}
const press = (w: Workspace, ...keys: (string | Key)[]): Workspace =>
  keys.reduce<Workspace>((acc, k) => reduce(acc, { kind: 'key', key: typeof k === 'string' ? { sequence: k, name: k } : k }).model, w);
const rows = (w: Workspace): Workspace => reduce(w, { kind: 'rows', tab: 'jobs', records: jobs, freshness: { at: 0 } }).model;
const cursorId = (w: Workspace): string | undefined => activeTab(w).picker.shown[activeTab(w).picker.cursor]?.id as string | undefined;

describe('the workspace model', () => {
  it('number keys and Tab switch tabs; j/k, g/G move as the arrows, Home and End do', () => {
    let w = rows(start());
    expect(activeTab(w).name).toBe('jobs');
    w = press(w, 'j', 'j');
    expect(cursorId(w)).toBe(idOf(3));
    w = press(w, 'G');
    expect(cursorId(w)).toBe(idOf(30));
    w = press(w, 'g', 'k');
    expect(cursorId(w)).toBe(idOf(1));
    w = press(w, '5');
    expect(activeTab(w).name).toBe('tracker');
    w = press(w, { name: 'tab' }, { name: 'tab' });
    expect(activeTab(w).name).toBe('new');
    w = press(w, { name: 'tab', shift: true } as Key);
    expect(activeTab(w).name).toBe('saved');
  });

  it('typing in the search is text: j and 5 are letters there, not keys', () => {
    let w = rows(start());
    w = press(w, '/', 'J', 'o', 'b', ' ', '5');
    expect(activeTab(w).name).toBe('jobs');
    expect(activeTab(w).picker.search).toBe('Job 5');
  });

  it('actions apply to the marked rows, then the marks are spent; s unsaves when all are saved', () => {
    let w = rows(start());
    w = press(w, { name: 'space', sequence: ' ' }, { name: 'space', sequence: ' ' });
    const step = reduce(w, { kind: 'key', key: { sequence: 's' } });
    expect(step.effect).toEqual({ kind: 'save', records: [jobs[0], jobs[1]] });
    expect(activeTab(step.model).picker.marked).toEqual([]);
    w = reduce(step.model, { kind: 'saved', ids: new Set([idOf(3)]) }).model;
    expect(reduce(w, { kind: 'key', key: { sequence: 's' } }).effect).toEqual({ kind: 'unsave', records: [jobs[2]] });
  });

  it('p, which the detail names "print id", copies the id as y does (printed on leaving), in the list and in the detail', () => {
    const w = rows(start());
    expect(reduce(w, { kind: 'key', key: { sequence: 'p' } }).effect).toEqual({ kind: 'copy', records: [jobs[0]] });
    const detail = press(w, { name: 'return', sequence: '\r' });
    expect(view(detail, { width: 100, height: 30 }, noStyle)).toContain('p print id');
    expect(reduce(detail, { kind: 'key', key: { sequence: 'p' } }).effect).toEqual({ kind: 'copy', records: [jobs[0]] });
  });

  it('q in the detail goes back to the list, and its key line says so (not "q quit", which is the picker alone)', () => {
    const detail = press(rows(start()), { name: 'return', sequence: '\r' });
    const screen = view(detail, { width: 100, height: 30 }, noStyle);
    expect(screen).toContain('Esc/q back');
    expect(screen).not.toContain('q quit');
    const back = reduce(detail, { kind: 'key', key: { sequence: 'q' } });
    expect(back.effect).toBeUndefined();
    expect(activeTab(back.model).picker.stack.at(-1)?.name).toBe('results');
  });

  it('an export spends the marks once written: after a failure they are still what it exports, and the failure shows', () => {
    let w = rows(start());
    w = press(w, { name: 'space', sequence: ' ' }, { name: 'space', sequence: ' ' }, 'e');
    const step = reduce(w, { kind: 'key', key: { name: 'return' } });
    expect(step.effect).toMatchObject({ kind: 'export', records: [jobs[0], jobs[1]] });
    w = reduce(step.model, { kind: 'status', text: 'failed: cannot write x.xlsx: its folder does not exist' }).model;
    expect(view(w, { width: 80, height: 20 }, noStyle)).toContain('failed: cannot write x.xlsx');
    expect(view(w, { width: 80, height: 20 }, noStyle)).toContain('Export 2 marked jobs to a file');
    expect(reduce(w, { kind: 'key', key: { name: 'return' } }).effect).toMatchObject({ kind: 'export', records: [jobs[0], jobs[1]] });
    w = reduce(w, { kind: 'export-done', text: 'exported 2 jobs to x.xlsx' }).model;
    expect(activeTab(w).picker.marked).toEqual([]);
  });

  it('t asks for a status, then a note, then tracks', () => {
    let w = rows(start());
    w = press(w, 't', 'j', 'j');
    expect(view(w, { width: 60, height: 20 }, noStyle)).toContain('› 3 test');
    w = press(w, { name: 'return' }, 'o', 'k');
    const step = reduce(w, { kind: 'key', key: { name: 'return' } });
    expect(step.effect).toEqual({ kind: 'track', records: [jobs[0]], status: 'test', note: 'ok' });
  });

  it('t takes a deadline and a next date after the note (Tab moves); a bad day is said and nothing is recorded', () => {
    let w = press(rows(start()), 't', '2', { name: 'return' }, ...'HR call', { name: 'tab' }, ...'someday', { name: 'tab' }, ...'2026-12-09');
    const screen = view(w, { width: 60, height: 20 }, noStyle);
    expect(screen).toMatch(/deadline +someday/);
    expect(screen).toMatch(/› next date +2026-12-09▏/);
    let step = reduce(w, { kind: 'key', key: { name: 'return' } });
    expect(step.effect).toBeUndefined();
    expect(step.model.prompt).toMatchObject({ name: 'details', field: 1 });
    expect(view(step.model, { width: 60, height: 20 }, noStyle)).toContain('deadline "someday" is not a date or day');
    w = press(step.model, { name: 'u', ctrl: true }, ...'none');
    step = reduce(w, { kind: 'key', key: { name: 'return' } });
    expect(step.effect).toEqual({ kind: 'track', records: [jobs[0]], status: 'applied', note: 'HR call', deadline: null, next: '2026-12-09' });
    expect(step.model.prompt).toBeUndefined();
    // Tracked already: t opens on the status it has.
    w = reduce(step.model, { kind: 'badges', badges: new Map([[idOf(1), 'interview']]) }).model;
    expect(press(w, 't').prompt).toMatchObject({ name: 'status', cursor: 3 });
  });

  it('t on the status a listing has keeps it: dates only, as `track ID --deadline --next` (a note goes with a next date)', () => {
    let w = reduce(rows(start()), { kind: 'badges', badges: new Map([[idOf(1), 'interview']]) }).model;
    w = press(w, 't', { name: 'return' });
    expect(w.prompt).toMatchObject({ name: 'details', status: 'interview', keep: true });
    expect(view(w, { width: 60, height: 20 }, noStyle)).toContain('Track this listing: still interview, your dates');
    expect(reduce(w, { kind: 'key', key: { name: 'return' } }).model.status).toBe('nothing changed; still interview');
    w = press(w, ...'HR call');
    let step = reduce(w, { kind: 'key', key: { name: 'return' } });
    expect(step.effect).toBeUndefined();
    expect(step.model.status).toBe('a note goes with a new status or a next date; still interview');
    w = press(step.model, ...'2026-12-09');
    step = reduce(w, { kind: 'key', key: { name: 'return' } });
    expect(step.effect).toEqual({ kind: 'track', records: [jobs[0]], note: 'HR call', next: '2026-12-09' });
  });

  it('a hidden row leaves the list in place; u takes the last hide back', () => {
    let w = press(rows(start()), 'j');
    const step = reduce(w, { kind: 'key', key: { sequence: 'x' } });
    expect(step.effect).toEqual({ kind: 'hide-listings', records: [jobs[1]] });
    const hidden = { companies: [], listings: [{ id: idOf(2), kind: 'job' as const, at: 'now' }] };
    w = reduce(step.model, { kind: 'hidden', hidden, undo: { kind: 'listings', ids: [idOf(2)] } }).model;
    expect(activeTab(w).picker.shown.length).toBe(29);
    expect(cursorId(w)).toBe(idOf(3));
    expect(reduce(w, { kind: 'key', key: { sequence: 'u' } }).effect).toEqual({ kind: 'undo', undo: { kind: 'listings', ids: [idOf(2)] } });
  });

  it('remembers each tab: the highlighted row survives until its rows arrive', () => {
    const memory = new Map([['jobs', { search: '', selections: { values: {}, campus: 'any' as const }, at: idOf(7) }]]);
    let w = start(memory);
    expect(memoryOf(w).get('jobs')?.at).toBe(idOf(7));
    w = rows(w);
    expect(cursorId(w)).toBe(idOf(7));
  });

  it('New marks as seen what is drawn, not what is fetched', () => {
    let w = press(start(), '1');
    const news: Event = { kind: 'rows', tab: 'new', records: jobs, freshness: { at: 0 } };
    w = reduce(w, news).model;
    const drawn = layout(w, { width: 60, height: 20 }, noStyle);
    w = markSeen(
      w,
      drawn.visible.map((i) => activeTab(w).picker.shown[i] as ApiRecord),
    );
    expect(w.seen.size).toBe(drawn.visible.length);
    expect(w.seen.size).toBeLessThan(jobs.length);
    expect(w.seen.has(idOf(1))).toBe(true);
  });

  it('fits every size: never wider than the terminal, never taller; the detail beside at 100 columns, below when narrower', () => {
    const w = rows(start());
    for (const [width, height] of [
      [60, 20],
      [100, 30],
      [200, 50],
    ] as const) {
      const lines = view(w, { width, height }, noStyle).split('\n');
      expect(lines.length).toBeLessThanOrEqual(height - 1);
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(width);
      expect(lines.some((l) => l.includes('│'))).toBe(width >= 100);
    }
  });

  it('the tracker is drawn under a heading per status; the cursor goes from a group to the next, never onto a heading', () => {
    const tracked = [
      job(1, { fresher_status: 'interested', fresher_due: 'deadline in 5 days' }),
      job(2, { fresher_status: 'applied' }),
      job(3, { fresher_status: 'applied', fresher_due: 'follow up tomorrow' }),
    ];
    let w = reduce(press(start(), '5'), { kind: 'rows', tab: 'tracker', records: tracked, freshness: { at: 0 } }).model;
    const lines = () => view(w, { width: 60, height: 20 }, noStyle).split('\n');
    expect(lines().slice(3, 8)).toEqual([
      'INTERESTED (1)',
      expect.stringMatching(/^› 00000001 {2}Job 1 · Co 1 · Pune +\[deadline in 5 days\]$/),
      'APPLIED (2)',
      expect.stringMatching(/^ {2}00000002 {2}Job 2/),
      expect.stringMatching(/^ {2}00000003 {2}Job 3 · Co 0 · Pune +\[follow up tomorrow\]$/),
    ]);
    w = press(w, 'j');
    expect(cursorId(w)).toBe(idOf(2));
    expect(lines()[6]).toMatch(/^› 00000002/);
  });

  it('f on the tracker filters by status, the statuses in the order an application moves, with counts', () => {
    const tracked = [job(1, { fresher_status: 'applied' }), job(2, { fresher_status: 'offer' }), job(3, { fresher_status: 'applied' })];
    let w = reduce(press(start(), '5'), { kind: 'rows', tab: 'tracker', records: tracked, freshness: { at: 0 } }).model;
    w = press(w, 'f');
    expect(view(w, { width: 60, height: 20 }, noStyle)).toMatch(/› Status +any\n +→ Show 3 tracked listings/);
    w = press(w, { name: 'return' });
    expect(view(w, { width: 60, height: 20 }, noStyle)).toMatch(/\[ \] interested \(0\)\n +\[ \] applied \(2\)\n +\[ \] test \(0\)/);
    w = press(w, { name: 'down' }, { name: 'return' }, { name: 'escape' });
    expect(activeTab(w).picker.shown.map((r) => r.id)).toEqual([idOf(1), idOf(3)]);
    expect(memoryOf(w).get('tracker')?.selections.values).toEqual({ status: ['applied'] });
  });

  it('stale rows say so in the header', () => {
    const w = reduce(start(), { kind: 'rows', tab: 'jobs', records: jobs, freshness: { at: Date.UTC(2026, 0, 1, 9, 5), stale: 'API unreachable' } }).model;
    expect(view(w, { width: 100, height: 30 }, noStyle)).toMatch(/30 jobs · no filters · last seen \d\d:\d\d \(API unreachable\)/);
  });

  it('reads the wheel out of mouse reports as readline splits them; clicks and broken reports are no keys', () => {
    const read = mouseReader();
    const feed = (text: string): Key[] => {
      const keys: Key[] = [{ sequence: '\u001b[<' }, ...[...text].map((c) => ({ sequence: c }))];
      return keys.flatMap((k) => read(k));
    };
    expect(feed('65;10;8M')).toEqual([{ name: 'down' }]);
    expect(feed('64;10;8M')).toEqual([{ name: 'up' }]);
    // Ctrl held (16) is still the wheel; a click's press and release are nothing.
    expect(feed('81;1;1M')).toEqual([{ name: 'down' }]);
    expect(feed('0;4;5M')).toEqual([]);
    expect(feed('0;4;5m')).toEqual([]);
    // Not a report: the key that broke it is a key again, and the next keys are plain.
    expect(feed('6x')).toEqual([{ sequence: 'x' }]);
    expect(read({ sequence: '5' })).toEqual([{ sequence: '5' }]);
    expect(feed('1'.repeat(40))).toContainEqual({ sequence: '1' });
  });

  it('the detail names what the workspace added to a row (status, due, note, search) and lists none of its fields by name', () => {
    const tracked = job(1, { fresher_kind: 'job', fresher_status: 'applied', fresher_due: 'follow up tomorrow', fresher_note: 'called HR' });
    expect(ownFacts('tracker', tracked)).toEqual({
      lines: [
        ['Status', 'applied'],
        ['Due', 'follow up tomorrow'],
        ['Note', 'called HR'],
      ],
      hide: ['fresher_kind', 'fresher_status', 'fresher_due', 'fresher_note'],
    });
    expect(ownFacts('new', job(2, { fresher_search: 'pune', fresher_kind: 'job' }))?.lines).toEqual([['Search', 'pune']]);
    expect(ownFacts('saved', job(3, { fresher_kind: 'job' }))).toEqual({ lines: [], hide: ['fresher_kind'] });
    // On Jobs a field of that name came from the API: listed as the API named it.
    expect(ownFacts('jobs', job(4, { fresher_status: 'offer' }))).toBeUndefined();
    let w = reduce(start(), { kind: 'rows', tab: 'tracker', records: [tracked], freshness: { at: 0 } }).model;
    w = press(w, '5');
    const screen = view(w, { width: 100, height: 30 }, noStyle);
    expect(screen).toMatch(/│ Status +applied\n/);
    expect(screen).toMatch(/│ Note +called HR\n/);
    expect(screen).not.toContain('fresher_');
  });

  it('a Tracker row: the title first, the dates due in a column after it, at 60 and 100 columns', () => {
    const due = 'deadline tomorrow (yours) · follow up in 11 days (send the portfolio)';
    const tracked = job(1, { title: 'Associate Software Engineer', fresher_status: 'applied', fresher_due: due });
    for (const width of [60, 100]) {
      let w = reduce(start(), { kind: 'rows', tab: 'tracker', records: [tracked], freshness: { at: 0 } }).model;
      w = press(w, '5');
      const row = view(w, { width, height: 20 }, noStyle)
        .split('\n')
        .find((l) => l.startsWith('› '));
      // The title whole; the dates cut to their column (the detail pane has them in full).
      expect(row).toMatch(/^› 00000001 {2}Associate Software Engineer ·[^[]* {2}\[deadline tomor/);
    }
  });

  it('an empty list says why: nothing there yet, or the filters leave everything out', () => {
    const empty = reduce(press(start(), '5'), { kind: 'rows', tab: 'tracker', records: [], freshness: { at: 0 } }).model;
    expect(view(empty, { width: 100, height: 20 }, noStyle)).toContain('nothing tracked yet');
    // Tracked listings, none of them at the status chosen: the filter is what leaves them out.
    const tracked = [job(1, { fresher_status: 'applied' }), job(2, { fresher_status: 'applied' })];
    let w = reduce(press(start(), '5'), { kind: 'rows', tab: 'tracker', records: tracked, freshness: { at: 0 } }).model;
    w = press(w, 'f', { name: 'return' }, { name: 'return' }, { name: 'escape' });
    expect(memoryOf(w).get('tracker')?.selections.values).toEqual({ status: ['interested'] });
    const screen = view(w, { width: 100, height: 20 }, noStyle);
    expect(screen).toContain('match these filters (f to change)');
    expect(screen).not.toContain('nothing tracked yet');
  });

  it('a tab whose rows are all hidden says so, not that filters leave them out', () => {
    let w = rows(start());
    w = reduce(w, { kind: 'hidden', hidden: { companies: [], listings: jobs.map((j) => ({ id: j.id as string, kind: 'job' as const, at: '' })) } }).model;
    const screen = view(w, { width: 100, height: 20 }, noStyle);
    expect(screen).toContain('all 30 are hidden (u undoes the last hide)');
    expect(screen).not.toContain('match these filters');
  });
});
