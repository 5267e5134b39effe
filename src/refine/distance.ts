/**
 * Edit distance with a bound, for text that may come from the API: the full table costs |a|·|b|
 * steps (two 30,000-character titles: a billion), while every caller only asks "within k?". Pure.
 */

/**
 * The edit distance between `a` and `b` (insertions, deletions, substitutions of UTF-16 units) when
 * it is at most `max`, else `max + 1`. Only the band of 2·max+1 diagonals can hold a distance within
 * `max`, so only it is computed, and the work stops once a whole row is past `max`: at most
 * min(|a|,|b|)·(2·max+1) steps and O(max) memory, however long the text.
 */
export function editDistance(a: string, b: string, max: number): number {
  return bandedDistance(a, b, max, false);
}

/**
 * As editDistance, with two neighbours swapped counting as one edit (the optimal string alignment
 * distance): "jbos" is one slip from "jobs", not two. For guessing what a person meant to type.
 */
export function typoDistance(a: string, b: string, max: number): number {
  return bandedDistance(a, b, max, true);
}

function bandedDistance(a: string, b: string, max: number, swaps: boolean): number {
  if (a === b) return 0;
  const bound = Math.max(0, Math.floor(max));
  const over = bound + 1;
  if (Math.abs(a.length - b.length) > bound) return over;
  // The shorter one down the rows.
  const [s, t] = a.length <= b.length ? [a, b] : [b, a];
  if (s.length === 0) return t.length;
  // Cell k of a row i is column j = i - bound + k; the row above holds j - 1 at k and j at k + 1,
  // and the row two above holds j - 2 at k (a swap of s[i-2..i] with t[j-2..j]).
  const width = 2 * bound + 1;
  let before = new Int32Array(width + 1).fill(over);
  let prev = new Int32Array(width + 1).fill(over);
  let cur = new Int32Array(width + 1).fill(over);
  for (let k = bound; k < width && k - bound <= t.length; k++) prev[k] = k - bound;
  for (let i = 1; i <= s.length; i++) {
    let best = over;
    const si = s.charCodeAt(i - 1);
    for (let k = 0; k < width; k++) {
      const j = i - bound + k;
      let v: number;
      if (j < 0 || j > t.length) v = over;
      else if (j === 0) v = i;
      else {
        v = (prev[k] as number) + (si === t.charCodeAt(j - 1) ? 0 : 1);
        const up = (prev[k + 1] as number) + 1;
        if (up < v) v = up;
        if (k > 0) {
          const left = (cur[k - 1] as number) + 1;
          if (left < v) v = left;
        }
        if (swaps && i > 1 && j > 1 && si === t.charCodeAt(j - 2) && s.charCodeAt(i - 2) === t.charCodeAt(j - 1)) {
          const swap = (before[k] as number) + 1;
          if (swap < v) v = swap;
        }
        if (v > over) v = over;
      }
      cur[k] = v;
      if (v < best) best = v;
    }
    if (best > bound) return over;
    [before, prev, cur] = [prev, cur, before];
  }
  return Math.min(prev[t.length - s.length + bound] as number, over);
}
