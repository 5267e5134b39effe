import { describe, expect, it } from 'vitest';
import { arrayBytes, arrayPieces, needsEscaping } from '../../src/api/raw-array.js';
import { createRng as rng } from '../../src/sandbox/rng.js';
import { escapeJsonControls } from '../../src/render/sanitize.js';

const b = (s: string): Buffer => Buffer.from(s, 'utf8');

describe('arrayBytes', () => {
  it('finds the array of the plain envelope, byte for byte', () => {
    expect(arrayBytes(b('{"jobs":[{"a":1},{"b":"₹4–6"}]}'), 'jobs')?.toString()).toBe('[{"a":1},{"b":"₹4–6"}]');
    expect(arrayBytes(b(' {\n "jobs" : [ 1, 2 ] \n}\n'), 'jobs')?.toString()).toBe('[ 1, 2 ]');
    expect(arrayBytes(b('{"jobs":[]}'), 'jobs')?.toString()).toBe('[]');
  });
  it('declines any other shape', () => {
    expect(arrayBytes(b('{"internships":[]}'), 'jobs')).toBeUndefined();
    expect(arrayBytes(b('{"jobs":[1],"meta":{}}'), 'jobs')).toBeUndefined();
    expect(arrayBytes(b('{"meta":{},"jobs":[1]}'), 'jobs')).toBeUndefined();
    expect(arrayBytes(b('[1]'), 'jobs')).toBeUndefined();
  });
  it('declines a second array that ends the body the same way', () => {
    // Each parses (JSON.parse) to one key "jobs"; the ends look like the plain envelope.
    expect(arrayBytes(b('{"jobs":[1],"jobs":[2]}'), 'jobs')).toBeUndefined();
    expect(arrayBytes(b('{"jobs":[1],"j\\u006fbs":[2]}'), 'jobs')).toBeUndefined();
    expect(arrayBytes(b('{"jobs":[{"a":"]"}] , "x" : [ ] }'), 'jobs')).toBeUndefined();
    // Brackets and quotes inside strings are not mistaken for one.
    const tricky = '[{"t":"a ] } [ \\"quoted\\" \\\\"},{"u":"\\\\"},"]","["]';
    expect(JSON.parse(tricky)).toHaveLength(4);
    expect(arrayBytes(b(`{"jobs":${tricky}}`), 'jobs')?.toString()).toBe(tricky);
  });
});

describe('needsEscaping', () => {
  it('agrees with the escaping of JSON text for every character it cares about', () => {
    const samples = [
      'plain',
      '₹4–6 LPA’s',
      'डेटा 数据 😀',
      'del\u007f',
      'c1\u009b',
      'c1\u0080',
      'ls\u2028',
      'ps\u2029',
      'rlo\u202e',
      'lri\u2066',
      'pdi\u2069',
      'ok\u2027\u202f\u2065\u206a',
      '£ \u00a0',
    ];
    for (const s of samples) {
      const json = JSON.stringify(s);
      expect(needsEscaping(b(json)), JSON.stringify(s)).toBe(escapeJsonControls(json) !== json);
    }
  });

  it('agrees for every character of the Basic Multilingual Plane, among the ₹ and dashes of pay text', () => {
    const disagree: string[] = [];
    for (let c = 0x20; c <= 0xffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const json = JSON.stringify(`₹4–6 LPA ${String.fromCharCode(c)} “x”`);
      if (needsEscaping(b(json)) !== (escapeJsonControls(json) !== json)) disagree.push(c.toString(16));
    }
    expect(disagree).toEqual([]);
  });
});

/** `bytes` cut at random places into pieces of 0 to `most` bytes, as a socket might deliver them. */
function cutUp(r: ReturnType<typeof rng>, bytes: Buffer, most: number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; ) {
    const size = r.int(0, most);
    pieces.push(bytes.subarray(at, at + size));
    at += size;
  }
  return pieces;
}

describe('a body held in the pieces it arrived in', () => {
  // Envelopes and characters that matter: multi-byte ones a cut can split, ones to escape, bytes that
  // are no UTF-8, and what must keep the envelope from passing.
  const PARTS = ['{"jobs":[', '{"jobs" : [', ']}', '] }\n', '{"a":"', '"}', ',', ' ', '₹4–6', '😀', 'डेटा', '\u2028', '\u202e', '\u0085', '\u00a0', '\u007f'];
  const BYTES = [[0xe2], [0x80], [0xe2, 0x82], [0xf0, 0x9f], [0xc2], [0xff], [0xed, 0xa0, 0x80], [0xc0, 0xaf]];
  function body(r: ReturnType<typeof rng>): Buffer {
    const parts: Buffer[] = [];
    for (let n = r.int(0, 30); n > 0; n--) parts.push(r.next() < 0.1 ? Buffer.from(r.pick(BYTES)) : Buffer.from(r.pick(PARTS)));
    return Buffer.concat(parts);
  }

  it('needs escaping exactly when the whole does, wherever the cuts fall', () => {
    const r = rng(19_1);
    for (let i = 0; i < 5000; i++) {
      const whole = r.next() < 0.5 ? body(r) : Buffer.from(`{"jobs":[${JSON.stringify(r.pick(PARTS))}]}`);
      const pieces = cutUp(r, whole, r.pick([1, 2, 3, 8, 64]));
      expect([whole.toString('hex'), needsEscaping(pieces)]).toEqual([whole.toString('hex'), needsEscaping(whole)]);
    }
  });

  it('gives the array arrayBytes gives the whole, in pieces of the received ones', () => {
    const r = rng(19_2);
    for (let i = 0; i < 5000; i++) {
      const records = Array.from({ length: r.int(0, 4) }, () => ({ id: r.pick(PARTS), t: r.pick(['x', ']', '] , "k"', '₹']) }));
      const whole =
        r.next() < 0.8
          ? Buffer.from(`${r.pick(['', ' ', '\n'])}{"jobs"${r.pick(['', ' '])}:${JSON.stringify(records)}${r.pick(['', ' '])}}${r.pick(['', '\n'])}`)
          : body(r);
      const pieces = cutUp(r, whole, r.pick([1, 3, 16]));
      const got = arrayPieces(pieces, 'jobs');
      expect([whole.toString(), got && Buffer.concat(got).toString()]).toEqual([whole.toString(), arrayBytes(whole, 'jobs')?.toString()]);
      // Views of the received bytes, not copies.
      for (const piece of got ?? []) expect(pieces.some((p) => p.buffer === piece.buffer)).toBe(true);
    }
  });
});
