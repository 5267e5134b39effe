import { describe, expect, it } from 'vitest';
import { arrayBytes, needsEscaping } from '../../src/api/raw-array.js';
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
