/** Display width by grapheme cluster and East Asian Width, as terminals draw text. */
import { describe, expect, it } from 'vitest';
import { displayWidth, graphemeWidth, padEnd, truncate, wrap } from '../../src/render/width.js';

describe('displayWidth', () => {
  it('plain ASCII: its length', () => {
    for (const s of ['', 'a', 'Associate Product Manager', '~!@#$%^&*()_+ {}|:"<>?']) expect(displayWidth(s)).toBe(s.length);
  });

  it('emoji are two cells, alone and as sequences (ZWJ, skin tone, flag, VS16, keycap)', () => {
    for (const e of ['🚀', '✅', '⭐', '☕', '👩‍💻', '🧑🏽‍🎓', '👍🏽', '🇮🇳', '❤️', '1️⃣', '🏳️‍🌈']) expect(displayWidth(e), e).toBe(2);
    expect(displayWidth('Rocket 🚀 Engineer 👩‍💻')).toBe(7 + 2 + 10 + 2);
  });

  it('a pictograph in text presentation is one cell: ❤ alone, ☺ with VS15', () => {
    expect(displayWidth('❤')).toBe(1);
    expect(displayWidth('☺\ufe0e')).toBe(1);
  });

  it('CJK, Hangul and fullwidth forms are two cells; halfwidth katakana one', () => {
    expect(displayWidth('数据')).toBe(4);
    expect(displayWidth('データ')).toBe(6);
    expect(displayWidth('한국어')).toBe(6);
    expect(displayWidth('\u1100\u1161\u11a8')).toBe(2); // 각 as conjoining jamo
    expect(displayWidth('ＡＢ')).toBe(4);
    expect(displayWidth('ｶﾞ')).toBe(2);
  });

  it('combining marks, joiners, variation selectors and controls take no cell', () => {
    expect(displayWidth('\u0301')).toBe(0);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('a\u0308\u0323')).toBe(1);
    expect(displayWidth('a\u200bb\u200dc\u2060d')).toBe(4);
    expect(displayWidth('\ufeffx')).toBe(1);
    expect(displayWidth('a\u001bb\u007f')).toBe(2);
  });

  it('ambiguous punctuation (… — · ₹ │) is one cell, as in the tables', () => {
    expect(displayWidth('…—·₹│')).toBe(5);
  });

  it('Devanagari: spacing vowel signs take a cell, the virama none (as terminals draw it)', () => {
    expect(displayWidth('हिन्दी')).toBe(5);
  });

  it('graphemeWidth of one cluster', () => {
    expect([graphemeWidth('a'), graphemeWidth('\t'), graphemeWidth('中'), graphemeWidth('🧑🏽‍🎓'), graphemeWidth('é')]).toEqual([1, 0, 2, 2, 1]);
  });
});

describe('truncate, padEnd, wrap', () => {
  it('truncate never cuts a cluster apart and stays within the width', () => {
    expect(truncate('Associate Product Manager', 10)).toBe('Associate…');
    expect(truncate('ab👩‍💻cd', 4)).toBe('ab…');
    expect(truncate('ab👩‍💻cd', 5)).toBe('ab👩‍💻…');
    expect(truncate('Cafe\u0301 au lait', 5)).toBe('Cafe\u0301…');
    expect(truncate('数据数据', 5)).toBe('数据…');
    expect(truncate('🇮🇳🇮🇳', 3)).toBe('🇮🇳…');
    for (const s of ['🚀🚀🚀🚀', 'हिन्दी हिन्दी', 'e\u0301e\u0301e\u0301e\u0301', '한국어한국어']) {
      for (let w = 1; w <= 8; w++) expect(displayWidth(truncate(s, w)), `${s} ${w}`).toBeLessThanOrEqual(w);
    }
    expect(truncate('anything', 0)).toBe('');
  });

  it('padEnd pads to the width in cells', () => {
    expect(padEnd('🚀', 4)).toBe('🚀  ');
    expect(padEnd('e\u0301', 3)).toBe('e\u0301  ');
    expect(padEnd('wider than', 4)).toBe('wider than');
  });

  it('wrap measures in cells', () => {
    expect(wrap('⭐⭐ ⭐⭐ ⭐', 7)).toEqual(['⭐⭐', '⭐⭐ ⭐']);
    expect(wrap('⭐⭐ ⭐⭐ ⭐', 6)).toEqual(['⭐⭐', '⭐⭐', '⭐']);
  });
});
