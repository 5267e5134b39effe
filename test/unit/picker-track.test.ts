/** The picker's `t` (issue 20): choosing a status for the highlighted or marked listings, without a terminal. */
import { describe, expect, it } from 'vitest';
import type { ApiRecord } from '../../src/contract/record.js';
import { current, initialModel, reduce, type Key, type Model, type Step } from '../../src/interactive/picker-model.js';
import { view } from '../../src/interactive/picker-view.js';
import { noStyle } from '../../src/render/style.js';

const job = (n: number): ApiRecord => ({ id: `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`, title: `Job ${n}`, company: `Co ${n}` });
const all = [job(1), job(2), job(3)];
const input = { refine: (r: ApiRecord[]) => r };
const start = (badge?: (r: ApiRecord) => string | undefined): Model =>
  initialModel({
    all,
    vocabulary: {},
    initial: { values: {}, campus: 'any' },
    refine: input.refine,
    noun: { one: 'job', many: 'jobs' },
    defaultExport: 'jobs.csv',
    badge,
  });
const press = (m: Model, ...keys: string[]): Step =>
  keys.reduce<Step>(
    (acc, n) => reduce(acc.model, { kind: 'key', key: { name: n, sequence: n.length === 1 ? n : n === 'space' ? ' ' : undefined } as Key }, input),
    { model: m },
  );

describe("the picker's t", () => {
  it('opens the statuses for the highlighted listing; Enter records the chosen one and goes back', () => {
    const open = press(start(), 'down', 't');
    expect(current(open.model)).toEqual({ name: 'track', cursor: 0, records: [all[1]] });
    const screen = view(open.model, { width: 60, height: 20 }, noStyle, 'job');
    expect(screen).toContain('Track: Job 2 · Co 2');
    expect(screen).toContain('› 1 interested\n  2 applied');
    expect(screen).toContain('↑↓ move · Enter record · 1-7 choose · Esc back');
    const done = press(open.model, 'down', 'down', 'return');
    expect(done.effect).toEqual({ kind: 'track', records: [all[1]], status: 'test' });
    expect(current(done.model).name).toBe('results');
  });

  it('acts on the marked listings; a number chooses at once; Esc and q go back without recording', () => {
    const marked = press(start(), 'space', 'space', 't');
    expect(view(marked.model, { width: 60, height: 20 }, noStyle, 'job')).toContain('Track: 2 jobs marked');
    expect(press(marked.model, '5').effect).toEqual({ kind: 'track', records: [all[0], all[1]], status: 'offer' });
    for (const back of ['escape', 'q', 'left']) {
      const step = press(marked.model, back);
      expect([step.effect, current(step.model).name], back).toEqual([undefined, 'results']);
    }
    // Keys that choose nothing do nothing.
    expect(press(marked.model, '9', 'x').effect).toBeUndefined();
  });

  it('starts on the status a listing has now, and says so; works from an opened listing', () => {
    const m = start((r) => (r.title === 'Job 1' ? 'interview' : undefined));
    const open = press(m, 'return', 't');
    expect(current(open.model)).toMatchObject({ name: 'track', cursor: 3 });
    expect(view(open.model, { width: 60, height: 20 }, noStyle, 'job')).toContain('› 4 interview   (now)');
    expect(current(press(open.model, 'escape').model).name).toBe('detail');
    expect(view(press(m, 'return').model, { width: 80, height: 20 }, noStyle, 'job')).toContain('t track');
    expect(view(m, { width: 120, height: 20 }, noStyle, 'job')).toContain('s save · t track · e export');
  });
});
