/** Tables line up whatever the titles hold: emoji (sequences too), CJK, combining marks, Devanagari. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { displayWidth } from '../../src/render/width.js';
import { runCli, stripAnsi, tempHome } from '../helpers/cli.js';
import { startFakeApi } from '../helpers/fake-api.js';

/** Each title and the cells a terminal gives it, counted by hand (not by the code under test). */
const CELLS: [string, number][] = [
  ['Backend Engineer', 16],
  ['Rocket Scientist 🚀 (Fresher)', 17 + 2 + 10],
  ['✅ Verified ⭐ Star ☕ Barista', 2 + 10 + 2 + 6 + 2 + 8],
  ['Developer 👩‍💻 Advocate', 10 + 2 + 9],
  ['Graduate 🧑🏽‍🎓 Trainee', 9 + 2 + 8],
  ['データ エンジニア', 6 + 1 + 10],
  ['Cafe\u0301 Manager', 12],
  // ह ि न ् द ी: the spacing vowel signs take a cell each, the virama none.
  ['हिन्दी Content Writer', 5 + 15],
  ['Flag 🇮🇳 Bearer ❤️', 5 + 2 + 8 + 2],
];
const TITLES = CELLS.map(([title]) => title);
const WIDEST = Math.max(...CELLS.map(([, cells]) => cells));
const jobs = TITLES.map((title, i) => ({
  id: `0000000${i}-aaaa-4bbb-8ccc-000000000000`,
  title,
  company: i % 2 ? 'Ācme' : 'Initech',
  location: 'Pune, India',
  work_type: 'Remote',
}));

let api: Awaited<ReturnType<typeof startFakeApi>>;
let home: ReturnType<typeof tempHome>;
beforeAll(async () => {
  api = await startFakeApi({ '/api/jobs': { body: { jobs } } });
});
afterAll(() => api.close());
afterEach(() => home?.cleanup());

describe('a table on a terminal with emoji and other wide or combining text in titles', () => {
  for (const columns of [200, 100, 60]) {
    it(`${columns} columns: every row is as wide as the others (the last column is the same in all), none wider than the terminal`, async () => {
      home = tempHome();
      const r = await runCli(['jobs', 'list', '--api-url', api.url], { env: home.env, tty: true, columns });
      expect(r.code, r.stderr).toBe(0);
      const lines = stripAnsi(r.stdout).split(/\r?\n/).filter(Boolean);
      const rows = lines.filter((l) => /^0000000\d/.test(l));
      expect(rows).toHaveLength(TITLES.length);
      const widths = rows.map((l) => displayWidth(l));
      expect(new Set(widths), rows.join('\n')).toEqual(new Set([widths[0]]));
      for (const l of lines) expect(displayWidth(l)).toBeLessThanOrEqual(columns);
      if (columns === 200) {
        // Room for everything: each title is padded to the widest by exactly the cells it lacks.
        CELLS.forEach(([title, cells], i) => {
          expect(rows[i]).toMatch(/^0000000\d {2}/);
          expect(rows[i]?.slice(10).startsWith(`${title}${' '.repeat(WIDEST - cells)}  `), rows[i]).toBe(true);
          expect(rows[i]?.slice(10 + title.length + WIDEST - cells + 2).startsWith(' '), rows[i]).toBe(false);
        });
      }
    });
  }
});
