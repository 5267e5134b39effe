import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCollection } from '../../src/api/collection-body.js';
import { parseExact } from '../../src/contract/exact-json.js';

/** The body as a stream of `size`-byte chunks (characters split between chunks where they fall). */
function chunked(bytes: Buffer, size: number): PassThrough {
  const body = new PassThrough();
  for (let at = 0; at < bytes.length; at += size) body.write(bytes.subarray(at, at + size));
  body.end();
  return body;
}

describe('readCollection', () => {
  const doc = {
    jobs: [
      { id: '1', title: 'डेटा ₹4–6 LPA', nested: { list: [1, [2, 3]], e: '\\ "' } },
      { id: '2', big: 'BIG', x: null },
    ],
  };
  // An integer beyond 2^53, as the API may send one (a JavaScript literal could not hold it).
  const text = JSON.stringify(doc).replace('"BIG"', '12345678901234567890');

  it('gives the items JSON.parse of the whole body gives, and the bytes as received, in every chunking', async () => {
    const bytes = Buffer.from(text);
    for (const size of [1, 2, 3, 7, 64, bytes.length]) {
      const read = await readCollection(chunked(bytes, size), 'jobs');
      expect(read.bytes.equals(bytes)).toBe(true);
      // The large integer keeps its digits, as the buffered path's parseExact keeps them.
      expect(read.items).toEqual((parseExact(text) as { jobs: unknown[] }).jobs);
    }
  });

  it('follows JSON.parse where the key comes twice (the later array wins) and past a byte order mark', async () => {
    const twice = '{"jobs":[{"id":"old"}],"jobs":[{"id":"new"}]}';
    expect((await readCollection(chunked(Buffer.from(twice), 5), 'jobs')).items).toEqual([{ id: 'new' }]);
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"jobs":[{"id":"1"}]}')]);
    expect((await readCollection(chunked(bom, 2), 'jobs')).items).toEqual([{ id: '1' }]);
  });

  it('leaves bodies it cannot follow to the buffered parse (items undefined), with every byte kept', async () => {
    for (const bad of ['<html>nope</html>', '{"jobs":[{"id":"1"}', '{"jobs":[{"id":"1"}]} trailing', '[1,2]', '{"jobs":{"id":"1"}}', '{"other":[]}', '']) {
      const bytes = Buffer.from(bad);
      const read = await readCollection(chunked(bytes, 4), 'jobs');
      expect([bad, read.items]).toEqual([bad, undefined]);
      expect(read.bytes.equals(bytes)).toBe(true);
    }
  });

  it('fails as the body fails (a reset mid-body reaches the caller, which retries)', async () => {
    const body = new PassThrough();
    body.write('{"jobs":[{"id":"1"},');
    const read = readCollection(body, 'jobs');
    body.destroy(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    await expect(read).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  describe('checking only (items judged, then dropped)', () => {
    const hasId = {
      check: (item: unknown): boolean =>
        typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string' && (item as { id: string }).id !== '',
    };

    it('counts the items and judges each in every chunking, keeping no item and every byte', async () => {
      const bytes = Buffer.from(text);
      for (const size of [1, 2, 3, 7, 64, bytes.length]) {
        const read = await readCollection(chunked(bytes, size), 'jobs', hasId);
        expect(read.bytes.equals(bytes)).toBe(true);
        expect(read.items).toBeUndefined();
        expect(read.checked).toEqual({ count: 2, passed: true });
      }
    });

    it('keeps the body in the pieces it arrived in: nothing is copied into one buffer unless asked', async () => {
      const bytes = Buffer.from(text);
      const body = new PassThrough();
      const sent = [bytes.subarray(0, 5), bytes.subarray(5, 20), bytes.subarray(20)];
      for (const piece of sent) body.write(piece);
      body.end();
      const read = await readCollection(body, 'jobs', hasId);
      expect(read.pieces.length).toBe(3);
      for (const [i, piece] of read.pieces.entries()) expect(piece.buffer === sent[i]?.buffer && piece.byteOffset === sent[i]?.byteOffset).toBe(true);
    });

    it('fails the check for an item that lacks what is asked, or is not an object, and counts the later array of a repeated key', async () => {
      expect((await readCollection(chunked(Buffer.from('{"jobs":[{"id":"1"},{"id":""}]}'), 3), 'jobs', hasId)).checked).toEqual({ count: 2, passed: false });
      expect((await readCollection(chunked(Buffer.from('{"jobs":[{"id":"1"},"x"]}'), 3), 'jobs', hasId)).checked).toEqual({ count: 2, passed: false });
      const twice = '{"jobs":[{"id":""}],"jobs":[{"id":"a"},{"id":"b"},{"id":"c"}]}';
      expect((await readCollection(chunked(Buffer.from(twice), 5), 'jobs', hasId)).checked).toEqual({ count: 3, passed: true });
    });

    it('judges text past ASCII by its bytes alone: ids of multi-byte characters split between chunks still count as text', async () => {
      const body = Buffer.from(JSON.stringify({ jobs: [{ id: '₹' }, { id: '👩‍💻 ok' }] }));
      for (const size of [1, 2, 5]) expect((await readCollection(chunked(body, size), 'jobs', hasId)).checked).toEqual({ count: 2, passed: true });
    });

    it('leaves bodies it cannot follow to the buffered parse: neither items nor a count', async () => {
      for (const bad of ['<html>nope</html>', '{"jobs":[{"id":"1"}', '[1,2]', '{"jobs":[{"id":"1"},]}']) {
        const read = await readCollection(chunked(Buffer.from(bad), 4), 'jobs', hasId);
        expect([bad, read.items, read.checked]).toEqual([bad, undefined, undefined]);
      }
    });
  });
});
