/** The workbook writer: zip bytes come out while rows go in, so a collection never sits whole in memory. */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { renderXlsx, xlsxRowWriter } from '../../src/render/xlsx.js';

const record = (i: number) => ({ id: `id-${i}`, title: `Engineer ${i} ${'x'.repeat(40)}`, posted_at: '2026-11-20T10:00:00Z', posted_days: i, is_active: true });
const FIELDS = ['id', 'title', 'posted_at', 'posted_days', 'is_active'];

describe('xlsxRowWriter', () => {
  it('holds the first 1,000 rows (for the widths), then hands over bytes as rows arrive', () => {
    const w = xlsxRowWriter(FIELDS);
    let before = 0;
    for (let i = 0; i < 999; i++) before += w.row(record(i)).length;
    expect(before).toBe(0);
    const sizes: number[] = [];
    for (let i = 999; i < 20_000; i++) {
      const n = w.row(record(i)).length;
      if (n > 0) sizes.push(n);
    }
    // Many pieces, each small: the sheet is deflated in 64 KB blocks of text, not kept.
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.max(...sizes)).toBeLessThan(64 * 1024);
    const tail = w.end();
    expect(tail.length).toBeGreaterThan(0);
    // A zip's end of central directory record closes the output.
    expect(Buffer.from(tail.subarray(tail.length - 22, tail.length - 18)).toString('hex')).toBe('504b0506');
  });

  it('the same bytes for a sheet whether written row by row or whole', () => {
    const rows = Array.from({ length: 1_500 }, (_, i) => record(i));
    const w = xlsxRowWriter(FIELDS);
    const streamed = Buffer.concat([...rows.map((r) => w.row(r)), w.end()]);
    const whole = Buffer.concat([...renderXlsx([{ name: 'fresher', rows, fields: FIELDS }])]);
    const parts = (zip: Uint8Array) => Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
    expect(parts(streamed)).toEqual(parts(whole));
    expect(parts(streamed)['xl/worksheets/sheet1.xml']).toContain('<autoFilter ref="A1:E1501"/>');
  });
});
