/**
 * Numbers as Indian readers write them (en-IN): 1,441 and 1,00,000. Written out rather than through
 * Intl, whose ICU data costs ~10 ms to load on a run that may print one count. Pure.
 */
export function formatNumber(n: number, fractionDigits = 0): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const fixed = Math.abs(n).toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.') as [string, string | undefined];
  let grouped = whole;
  if (whole.length > 3) {
    const head = whole.slice(0, -3);
    grouped = `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  }
  const trimmed = fraction?.replace(/0+$/, '');
  return `${sign}${grouped}${trimmed ? `.${trimmed}` : ''}`;
}
