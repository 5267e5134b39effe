/** The workbook writer: zip bytes come out while rows go in, so a collection never sits whole in memory. */
import { strFromU8, unzipSync } from 'fflate';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderXlsx, xlsxRowWriter } from '../../src/render/xlsx.js';

const record = (i: number) => ({ id: `id-${i}`, title: `Engineer ${i} ${'x'.repeat(40)}`, posted_at: '2026-11-20T10:00:00Z', posted_days: i, is_active: true });
const FIELDS = ['id', 'title', 'posted_at', 'posted_days', 'is_active'];

interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressed: Buffer;
  size: number;
}

/** A zip's entries as its central directory records them, read here rather than by a zip library. */
function zipEntries(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from('504b0506', 'hex'));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const compressedSize = zip.readUInt32LE(at + 20);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressed: zip.subarray(dataAt, dataAt + compressedSize),
      size: zip.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

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
    // Many pieces, each small: the sheet is deflated in 256 KB blocks of text, not kept.
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

  it('a sheet of many blocks is one deflate stream: zlib inflates each entry to the size and CRC the zip records', () => {
    const w = xlsxRowWriter([...FIELDS, 'description']);
    // ~1.5 MB of XML: six blocks, each deflated on its own.
    const rows = Array.from({ length: 3_000 }, (_, i) => ({ ...record(i), description: `Line ${i} & more <b>. `.repeat(20) }));
    const zip = Buffer.concat([...rows.map((r) => w.row(r)), w.end()]);
    const entries = zipEntries(zip);
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    for (const e of entries) {
      expect([e.name, e.method]).toEqual([e.name, 8]);
      const data = inflateRawSync(e.compressed);
      expect([e.name, data.length, crc32(data)]).toEqual([e.name, e.size, e.crc]);
    }
    const sheet = inflateRawSync((entries.find((e) => e.name === 'xl/worksheets/sheet1.xml') as ZipEntry).compressed).toString();
    expect(sheet.length).toBeGreaterThan(1_000_000);
    expect(sheet).toContain('Line 2999 &amp; more &lt;b&gt;.');
    expect(sheet.endsWith('<autoFilter ref="A1:F3001"/></worksheet>')).toBe(true);
  });

  it('integers beyond a double stay their digits; dates a spreadsheet cannot show stay text', async () => {
    const { parseExact } = await import('../../src/contract/exact-json.js');
    const [row] = parseExact(
      '[{"id":"x","big":12345678901234567890,"nested":{"big":98765432109876543210},"posted_at":"0001-01-01T00:00:00Z","deadline":"1899-12-29","start_date":"1900-03-01","event_date":"2026-12-01"}]',
    ) as Record<string, unknown>[];
    const fields = ['id', 'big', 'nested', 'posted_at', 'deadline', 'start_date', 'event_date'];
    const sheet = strFromU8(unzipSync(Buffer.concat([...renderXlsx([{ name: 'fresher', rows: [row!], fields }])]))['xl/worksheets/sheet1.xml']!);
    const cell = (ref: string) => new RegExp(`<c r="${ref}"[^>]*>(.*?)</c>`).exec(sheet)?.[0] ?? '';
    expect(cell('B2')).toContain('<t xml:space="preserve">12345678901234567890</t>');
    expect(cell('C2')).toContain('<t xml:space="preserve">{&quot;big&quot;:98765432109876543210}</t>');
    expect(sheet).not.toContain('exact-');
    // Before 1 March 1900 (a negative serial shows as #####): the text as sent.
    expect(cell('D2')).toContain('0001-01-01T00:00:00Z');
    expect(cell('E2')).toContain('1899-12-29');
    expect(cell('F2')).toMatch(/s="\d+"><v>61<\/v>/);
    expect(cell('G2')).toMatch(/<v>46357<\/v>/);
  });

  it('text like _x001B_ stays that text: its underscore is escaped, so no reader turns it into a character', () => {
    const rows = [{ id: 'x', title: 'T_x001B_[2J_x0007_ end, price_x005F_total, a_x12_b', employer: { name: 'Acme_x0041_' } }];
    const sheet = strFromU8(
      unzipSync(Buffer.concat([...renderXlsx([{ name: 'fresher', rows, fields: ['id', 'title', 'employer.name'] }])]))['xl/worksheets/sheet1.xml']!,
    );
    expect(sheet).toContain('T_x005F_x001B_[2J_x005F_x0007_ end, price_x005F_x005F_total, a_x12_b');
    // A dotted --fields path reaches into the object, as in every other format.
    expect(sheet).toContain('Acme_x005F_x0041_');
  });

  it('a number no double holds is left out, as JSON output writes null for it', () => {
    const sheet = strFromU8(
      unzipSync(Buffer.concat([...renderXlsx([{ name: 'fresher', rows: [{ id: 'x', n: Number.POSITIVE_INFINITY, m: 2 }], fields: ['id', 'n', 'm'] }])]))[
        'xl/worksheets/sheet1.xml'
      ]!,
    );
    expect(sheet).not.toContain('Infinity');
    expect(sheet).not.toContain('r="B2"');
    expect(sheet).toContain('<c r="C2"><v>2</v></c>');
  });
});
