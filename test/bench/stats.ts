/** The bench's statistics over run times and ratios. Pure. */

/** The value below which a share `p` (0 to 1) of `xs` lies, interpolated between the two nearest (NaN for none). */
export function quantile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const at = Math.min(1, Math.max(0, p)) * (s.length - 1);
  const below = Math.floor(at);
  const above = Math.min(s.length - 1, below + 1);
  return (s[below] as number) + ((s[above] as number) - (s[below] as number)) * (at - below);
}

export const median = (xs: readonly number[]): number => quantile(xs, 0.5);

/** The middle half of the ratios of alternated pairs of runs, as the table shows it ("1.09-1.18x"). */
export const middleHalf = (ratios: readonly number[]): string => `${quantile(ratios, 0.25).toFixed(2)}-${quantile(ratios, 0.75).toFixed(2)}x`;
