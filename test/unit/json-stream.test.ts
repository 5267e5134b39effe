import { describe, expect, it, vi } from 'vitest';
import { ArrayItemReader, EnvelopeError, LONG_ITEM_CHARS } from '../../src/api/json-stream.js';

function readAll(text: string, key: string, chunk: number): unknown[] {
  const r = new ArrayItemReader(key);
  const items: unknown[] = [];
  for (let i = 0; i < text.length; i += chunk) items.push(...r.push(text.slice(i, i + chunk)));
  items.push(...r.end());
  return items;
}

describe('ArrayItemReader', () => {
  const doc = {
    meta: { jobs: ['decoy'], note: 'a "quoted" } ] string' },
    jobs: [{ id: '1', title: 'A, "B" ] }', nested: { list: [1, [2, 3]], e: '\\' } }, { id: '2', title: 'डेटा ₹4–6 LPA', x: null }, 'odd item', 42, [1, 2]],
    after: { k: [] },
  };
  const text = JSON.stringify(doc, null, 1);

  it('yields exactly the items of the key, in every chunking', () => {
    for (const size of [1, 2, 3, 7, 64, text.length]) expect(readAll(text, 'jobs', size)).toEqual(doc.jobs);
  });

  it('handles an empty array and compact text', () => {
    expect(readAll('{"jobs":[]}', 'jobs', 3)).toEqual([]);
    expect(readAll('{"jobs":[ ]}', 'jobs', 1)).toEqual([]);
    for (const size of [1, 2, 5, 50]) {
      expect(readAll('{"jobs":[1]}', 'jobs', size)).toEqual([1]);
      expect(readAll('{"jobs": [ true , null,-2.5e3 ,"x"] , "n": 1}', 'jobs', size)).toEqual([true, null, -2500, 'x']);
      const tricky = { a: 'jobs', b: { jobs: [9] }, jobs: ['back\\slash \\" quote', { k: ']' }] };
      expect(readAll(JSON.stringify(tricky), 'jobs', size)).toEqual(tricky.jobs);
    }
    expect(readAll(JSON.stringify({ jobs: [{ a: 1 }] }), 'jobs', 1)).toEqual([{ a: 1 }]);
  });

  it('never cuts a batch of objects inside an item or a string', () => {
    // Each `}` here that is not an item's end looks like one: followed by `,{` or `]`.
    const items = [
      { id: 'a', skills: [{ n: 'x' }, { n: 'y' }], meta: { deep: { deeper: {} } } },
      { id: 'b', text: '},{"id":"fake"}]', more: ['}', '},{', '}]'] },
      { id: 'c', list: [{}, {}], last: { x: [{ y: {} }] } },
      { id: 'd' },
    ];
    for (const spaced of [JSON.stringify({ jobs: items }), JSON.stringify({ jobs: items }, null, 2)]) {
      for (let size = 1; size <= spaced.length; size += size < 40 ? 1 : 17) expect(readAll(spaced, 'jobs', size)).toEqual(items);
    }
  });

  it('reports a broken item inside a batch', () => {
    const text = '{"jobs":[{"id":1},{"id":2,},{"id":3}]}';
    expect(() => readAll(text, 'jobs', text.length)).toThrow(SyntaxError);
    expect(() => readAll(text, 'jobs', 5)).toThrow(SyntaxError);
  });

  it('reports truncation, a missing key and non-objects', () => {
    expect(() => readAll(text.slice(0, text.length / 2), 'jobs', 10)).toThrow(EnvelopeError);
    expect(() => readAll('{"other":[1]}', 'jobs', 4)).toThrow(/no "jobs" array/);
    expect(() => readAll('<html>', 'jobs', 4)).toThrow(/not a JSON object/);
    expect(() => readAll('{"jobs":{}}', 'jobs', 4)).toThrow(/not an array/);
  });

  it('keeps up with a big document', () => {
    const big = JSON.stringify({ jobs: Array.from({ length: 20_000 }, (_, i) => ({ id: String(i), title: `Job ${i}`, d: 'x'.repeat(200) })) });
    const items = readAll(big, 'jobs', 65_536);
    expect(items).toHaveLength(20_000);
    expect(items[19_999]).toEqual({ id: '19999', title: 'Job 19999', d: 'x'.repeat(200) });
  });
});

describe('items longer than a chunk', () => {
  it('strings with escapes split anywhere are read exactly, in every chunking', () => {
    const items = [
      { id: 'a', text: 'quote \\" inside, backslash \\\\ at the end\\', more: ['\\\\\\"', '"'] },
      { id: 'b', text: '\\\\\\\\"', n: 1 },
      { id: 'c', nested: { deep: ['x\\"y', { z: '\\\\' }] } },
    ];
    const text = JSON.stringify({ jobs: items });
    for (let size = 1; size <= text.length; size++) expect(readAll(text, 'jobs', size), `chunk ${size}`).toEqual(items);
  });

  it('a value of megabytes is scanned once: nothing already read is kept to be read again', () => {
    // Reading a long item again from its start on every chunk made streamed output quadratic in its size
    // (a 20 MB value took 3 s in --csv, 0.3 s in --json).
    const chunk = 64 * 1024;
    const text = JSON.stringify({ jobs: [{ id: 'x', description: `a \\" b ${'y'.repeat(4 * 1024 * 1024)}`, tail: [1, { k: 'v' }] }, { id: 'z' }] });
    const reader = new ArrayItemReader('jobs');
    const items: unknown[] = [];
    for (let i = 0; i < text.length; i += chunk) {
      items.push(...reader.push(text.slice(i, i + chunk)));
      expect(reader.rescanLength).toBeLessThanOrEqual(LONG_ITEM_CHARS + chunk);
    }
    reader.end();
    expect(items).toEqual(JSON.parse(text).jobs);
  });

  it('a chunk that starts with the comma after an item is still read in one batch, not item by item', () => {
    const items = Array.from({ length: 200 }, (_, i) => ({ id: String(i), title: `Job ${i}`, n: i }));
    const text = JSON.stringify({ jobs: items });
    // The first chunk ends exactly after an item's closing brace: the second starts with its comma.
    const cut = text.indexOf('},{', text.length / 2) + 1;
    const r = new ArrayItemReader('jobs');
    const first = r.push(text.slice(0, cut));
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const second = r.push(text.slice(cut));
      r.end();
      expect([...first, ...second]).toEqual(items);
      // One parse for the batch and one for the envelope check; item by item would be ~100.
      expect(parse.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      parse.mockRestore();
    }
  });
});
