/** Memos keyed by network text: bounded, and keeping no text they were not given whole. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TextMemo } from '../../src/refine/text-memo.js';

const root = resolve(import.meta.dirname, '../..');

describe('TextMemo', () => {
  it('keeps at most its size, and no key longer than its key length', () => {
    const memo = new TextMemo<number>(3, 5);
    for (const [i, key] of ['a', 'bb', 'toolong', 'ccc', 'dddd'].entries()) memo.set(key, i);
    expect(['a', 'bb', 'toolong', 'ccc', 'dddd'].map((k) => memo.get(k))).toEqual([0, 1, undefined, 3, undefined]);
    expect([memo.keeps('12345'), memo.keeps('123456')]).toEqual([true, false]);
    memo.set('e', undefined as unknown as number);
    expect(memo.has('a')).toBe(true);
  });

  it('keeps nothing of the hostile texts it read: a key cut from a huge field does not hold the field', () => {
    // Four memos, each keyed by a piece of a 1 MB text: a sentence of a title, a field cut by the
    // match's 12,000-character limit, a pay text's first 160 characters, a grapheme cluster.
    const script = `
      import { matchScore } from ${JSON.stringify(pathToFileURL(join(root, 'src/match/match.ts')).href)};
      import { displayWidth } from ${JSON.stringify(pathToFileURL(join(root, 'src/render/width.ts')).href)};
      const profile = { version: 1, skills: [{ name: 'Python' }], cities: [], workTypes: [], gradYear: 2026, cgpa: 7, minCtc: 3 };
      const mb = () => process.memoryUsage().heapUsed / 2 ** 20;
      globalThis.gc();
      const before = mb();
      for (let i = 0; i < 30; i++) {
        const filler = (n) => \`\${i} \${n} word \`.repeat(120_000);
        matchScore({ title: \`Eligibility: B.Tech \${i} 2025 batch, CGPA 7.\\n\${filler('a')}\` }, 'job', profile);
        matchScore({ title: \`Engineer \${i} \`.padEnd(11_850, 'x'), role_type: filler('b') }, 'job', profile);
        matchScore({ title: \`Analyst \${i}\`, ctc_amount: \`₹\${i + 3},00,000 per annum \${filler('c')}\` }, 'job', profile);
        // One cluster: a letter and half a million combining marks.
        displayWidth(\`\${i} e\${'\\u0301'.repeat(500_000 + i)}\`);
      }
      globalThis.gc();
      globalThis.gc();
      process.stdout.write(String(Math.round(mb() - before)));
    `;
    const dir = mkdtempSync(join(tmpdir(), 'fresher-memo-'));
    const file = join(dir, 'kept.mts');
    writeFileSync(file, script);
    const tsx = pathToFileURL(join(root, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs')).href;
    const r = spawnSync(process.execPath, ['--expose-gc', '--import', tsx, file], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    // 120 texts of ~1 MB each were read; what stays is the last one's (regex state) at most.
    expect(Number(r.stdout)).toBeLessThan(12);
  });
});
