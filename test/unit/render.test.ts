import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { TABLE_COLUMNS, type Column } from '../../src/render/columns.js';
import { csvCell, renderCsv } from '../../src/render/csv.js';
import { displayText, getField, pickFields } from '../../src/render/fields.js';
import { renderJson } from '../../src/render/json.js';
import { renderPlain } from '../../src/render/plain.js';
import { escapeJsonControls, stripControls, toSingleLine } from '../../src/render/sanitize.js';
import { noStyle } from '../../src/render/style.js';
import { fitWidths, renderTable } from '../../src/render/table.js';
import { displayWidth, truncate, wrap } from '../../src/render/width.js';

const join = (g: Iterable<string>): string => [...g].join('');

describe('sanitize', () => {
  it('removes CSI, OSC, DCS, C1 and bidi controls, keeps text, tabs and newlines', () => {
    expect(stripControls('a\u001b[31mred\u001b[0m b')).toBe('ared b');
    expect(stripControls('x\u001b]0;title\u0007y')).toBe('xy');
    expect(stripControls('x\u001b]8;;http://e\u001b\\link\u001b]8;;\u001b\\y')).toBe('xlinky');
    expect(stripControls('p\u001bP1$r\u001b\\q')).toBe('pq');
    expect(stripControls('c1\u009b2Jz')).toBe('c1z');
    expect(stripControls('bell\u0007 bs\u0008 del\u007f')).toBe('bell bs del');
    expect(stripControls('rtl\u202eevil\u202c')).toBe('rtlevil');
    expect(stripControls('a\tb\r\nc')).toBe('a\tb\nc');
    expect(stripControls('₹4–6 LPA डेटा 数据')).toBe('₹4–6 LPA डेटा 数据');
  });
  it('a string never ended loses its introducer only, not the rest of the field', () => {
    // U+009D is what a mangled ” (E2 80 9D read as Latin-1) leaves: the URL after it is kept.
    expect(stripControls('Apply at \u00e2\u0080\u009dhttps://example.com/apply\u00e2\u0080\u009d before 5 Dec')).toBe(
      'Apply at \u00e2https://example.com/apply\u00e2 before 5 Dec',
    );
    expect(stripControls('a\u001b]0;not ended')).toBe('a0;not ended');
    expect(stripControls('a\u001bPdcs not ended')).toBe('adcs not ended');
    expect(stripControls('a\u0090dcs\u009d osc')).toBe('adcs osc');
    // Ended, it goes whole, as before.
    expect(stripControls('a\u009d0;title\u0007b\u0090q\u009cc')).toBe('abc');
  });
  it('folds tabs and newlines for a single line', () => {
    expect(toSingleLine('a\n\n b\tc')).toBe('a b c');
  });
  it('escapes DEL, C1 and bidi in JSON text, which parses back to the same data', () => {
    const value = { t: 'a\u009bb\u202e\u007f' };
    const text = escapeJsonControls(JSON.stringify(value));
    expect(text).toBe('{"t":"a\\u009bb\\u202e\\u007f"}');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('width', () => {
  it('measures wide and combining characters', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('数据')).toBe(4);
    expect(displayWidth('é')).toBe(1);
    expect(displayWidth('₹')).toBe(1);
  });
  it('truncates with an ellipsis by display width', () => {
    expect(truncate('Associate Product Manager', 10)).toBe('Associate…');
    expect(truncate('short', 10)).toBe('short');
    expect(truncate('数据数据', 5)).toBe('数据…');
    expect(displayWidth(truncate('数据数据', 5))).toBeLessThanOrEqual(5);
  });
  it('wraps words', () => {
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    // A word wider than the width is kept whole on its own line: a link cut with an ellipsis opens nothing.
    const url = 'https://careers.example.com/jobs/apply?requisition=SDE-2026-000123&source=fresher';
    expect(wrap(`Apply here: ${url} before Friday.`, 30)).toEqual(['Apply here:', url, 'before Friday.']);
  });
});

describe('fields', () => {
  it('reads dot paths and shows days and booleans for people', () => {
    expect(getField({ totals: { a: 1 } }, 'totals.a')).toBe(1);
    expect(pickFields({ a: 1, b: 2 }, ['b', 'zz'])).toEqual({ b: 2, zz: null });
    // Under a day: posted 21 hours ago may be yesterday's date, so not "today".
    expect(displayText('posted_days', 0)).toBe('<1d ago');
    expect(displayText('posted_days', 3)).toBe('3d ago');
    expect(displayText('posted_days', 90)).toBe('3mo ago');
    expect(displayText('is_on_campus', true)).toBe('yes');
    expect(displayText('x', null)).toBeNull();
  });
});

describe('csv', () => {
  it('quotes per RFC 4180 and neutralises formula triggers unless allowed', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('l1\nl2')).toBe('"l1\nl2"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91')).toBe("'+91");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=1+1', true)).toBe('=1+1');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
  it('renders a header and CRLF rows that a parser reads back', () => {
    const records = [
      { id: '1', title: 'A, "B"\nC', pay: '₹4 LPA' },
      { id: '2', title: null, pay: undefined },
    ];
    const text = join(renderCsv(records, ['id', 'title', 'pay'], { bom: true }));
    expect(text.startsWith('\ufeffid,title,pay\r\n')).toBe(true);
    expect(parseCsv(text, { columns: true, bom: true })).toEqual([
      { id: '1', title: 'A, "B"\nC', pay: '₹4 LPA' },
      { id: '2', title: '', pay: '' },
    ]);
  });
});

describe('json and plain', () => {
  it('keeps unknown fields, indents when asked', () => {
    expect(renderJson([{ a: 1, extra: { b: 2 } }], false)).toBe('[{"a":1,"extra":{"b":2}}]\n');
    expect(renderJson({ a: 1 }, true)).toBe('{\n  "a": 1\n}\n');
  });
  it('plain rows are tab-separated raw values', () => {
    expect(join(renderPlain([{ a: 'x\ty', b: null, c: 3 }], ['a', 'b', 'c']))).toBe('x y\t\t3\n');
  });
});

describe('tables', () => {
  const col = (field: string, flex: number, min: number, priority: number): Column => ({
    field,
    header: field.toUpperCase(),
    flex,
    min,
    priority,
    display: (r) => (r[field] as string) ?? null,
  });

  it('keeps natural widths when they fit', () => {
    expect(fitWidths([col('a', 1, 4, 5), col('b', 0, 4, 5)], [10, 6], 80)).toEqual([10, 6]);
  });
  it('shrinks flexible columns by flex, never below their minimum', () => {
    const w = fitWidths([col('a', 3, 5, 5), col('b', 1, 5, 5), col('c', 0, 4, 5)], [40, 40, 6], 50);
    expect(w[2]).toBe(6);
    expect((w[0] as number) + (w[1] as number) + 6 + 4).toBe(50);
    expect(w[0]).toBeGreaterThan(w[1] as number);
  });
  it('drops the lowest-priority column when minimums do not fit', () => {
    expect(fitWidths([col('a', 1, 10, 9), col('id', 0, 36, 1), col('b', 1, 10, 5)], [20, 36, 20], 40)).toEqual([19, 0, 19]);
  });
  it('renders aligned rows with em dashes for nulls', () => {
    const text = join(renderTable([{ title: 'Analyst', company: null }], [col('title', 1, 4, 5), col('company', 1, 4, 5)], { width: 80, style: noStyle }));
    expect(text).toBe('TITLE    COMPANY\nAnalyst  —\n');
  });
  it('draws a mark in the gap after a cell, without moving any column; only a one-cell mark', () => {
    const rows = [
      { title: 'Analyst', company: 'Acme' },
      { title: 'Engineer', company: 'Zen' },
      { title: 'Tester', company: 'Orb' },
    ];
    const marks = ['✓', '🎓', 'ab'];
    const marked = { ...col('title', 1, 4, 5), mark: (r: (typeof rows)[number]) => marks[rows.indexOf(r)] } as Column;
    const text = join(renderTable(rows, [marked, col('company', 1, 4, 5)], { width: 80, style: noStyle }));
    expect(text).toBe('TITLE     COMPANY\nAnalyst ✓ Acme\nEngineer  Zen\nTester    Orb\n');
  });
  it('renders 10,000 rows', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ title: `Job ${i}`, company: 'Acme', location: 'Pune, India', id: String(i) }));
    const text = join(renderTable(rows, TABLE_COLUMNS.job, { width: 120, style: noStyle }));
    expect(text.split('\n')).toHaveLength(10_002);
  });
});
