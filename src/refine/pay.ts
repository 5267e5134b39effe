/**
 * Understanding INR pay strings as posted: "₹4–6 LPA (est.)", "₹4,50,000 - ₹6,00,000 per annum",
 * "₹15,000/month", "₹8k–12k per month", "Unpaid". Everything becomes a yearly band in rupees; what
 * cannot be read is undefined (sorted last, never a crash). Pure.
 */
export interface PayBand {
  /** Rupees per year. */
  min: number;
  max: number;
  period: 'year' | 'month';
  estimated: boolean;
  unpaid: boolean;
}

const NUMBER = /(\d+(?:,\d+)*(?:\.\d+)?)\s*(k\b|thousand|l\b|lpa|lakhs?|lacs?|cr\b|crores?)?/g;
const MONTHLY = /(\/\s*(mo|month|m)\b|per\s*month|monthly|\bp\.?\s?m\.?(?=\W|$)|a month|\bpm\b)/;
const YEARLY = /(per\s*(annum|year)|\/\s*(yr|year|annum)|yearly|annual|\bp\.?\s?a\.?(?=\W|$)|lpa|\bctc\b)/;

function unitFactor(unit: string | undefined): number {
  if (!unit) return 1;
  if (unit.startsWith('k') || unit === 'thousand') return 1_000;
  if (unit.startsWith('c')) return 10_000_000;
  return 100_000; // l, lpa, lakh(s), lac(s)
}

export function parsePay(text: string | null | undefined): PayBand | undefined {
  if (typeof text !== 'string') return undefined;
  const s = text
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/₹|\binr\b|\brs\.?/g, ' ');
  const estimated = /\best\b|estimated|approx|~/.test(s);
  if (/\bunpaid\b|no stipend|\bnil\b/.test(s)) return { min: 0, max: 0, period: 'month', estimated, unpaid: true };
  const found: { value: number; unit?: string }[] = [];
  for (const m of s.matchAll(NUMBER)) {
    const value = Number((m[1] as string).replace(/,/g, ''));
    if (Number.isFinite(value)) found.push({ value, unit: m[2] });
    if (found.length === 2) break;
  }
  if (found.length === 0) return undefined;
  // "4-6 LPA": a unit written once applies to both ends.
  const sharedUnit = found[found.length - 1]?.unit ?? found[0]?.unit;
  const amounts = found.map((f) => f.value * unitFactor(f.unit ?? (f.value < 1000 ? sharedUnit : undefined)));
  let period: 'year' | 'month';
  if (MONTHLY.test(s)) period = 'month';
  else if (YEARLY.test(s) || /lakh|lac|\bl\b|\bcr\b/.test(s)) period = 'year';
  else period = (amounts[0] as number) < 200_000 ? 'month' : 'year';
  const perYear = amounts.map((a) => (period === 'month' ? a * 12 : a));
  const min = Math.min(...perYear);
  const max = Math.max(...perYear);
  if (!(max > 0)) return undefined;
  return { min, max, period, estimated, unpaid: false };
}

/** A pay range in lakh per year, from the vocabulary ("3-6", "15+") or typed ("4-8", "5+", "₹3–6 LPA"). */
export interface LakhRange {
  min: number;
  max: number;
}

export function parseLakhRange(text: string): LakhRange | undefined {
  const s = text
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/and above|or more|plus/g, '+')
    .replace(/₹|lpa|lakhs?|\s/g, '');
  let m = /^(\d+(?:\.\d+)?)\+$/.exec(s);
  if (m) return { min: Number(m[1]), max: Infinity };
  m = /^(?:upto|<)(\d+(?:\.\d+)?)$/.exec(s);
  if (m) return { min: 0, max: Number(m[1]) };
  m = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(s);
  if (m && Number(m[1]) <= Number(m[2])) return { min: Number(m[1]), max: Number(m[2]) };
  return undefined;
}

/** Whether a band overlaps a range (both ends inclusive at the bottom, exclusive at the top). */
export function payInRange(band: PayBand, range: LakhRange): boolean {
  const lo = band.min / 100_000;
  const hi = band.max / 100_000;
  return hi >= range.min && lo < range.max;
}
