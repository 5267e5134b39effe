/**
 * Understanding INR pay strings as posted: "₹4–6 LPA (est.)", "₹4,50,000 - ₹6,00,000 per annum",
 * "₹15,000/month", "₹8k–12k per month", "up to ₹6 LPA", "₹20,000+", "Unpaid". Everything becomes a
 * yearly band in rupees, open at one end when the text gives one end; what cannot be read is undefined
 * (sorted last, never a crash). Pure; bounded in time whatever the length of the text.
 */
import { TextMemo } from './text-memo.js';
import { toSingleLine } from '../render/sanitize.js';

/** Read-only: one band is shared by every listing whose pay text reads the same (parsePay keeps them). */
export interface PayBand {
  /** Rupees per year; undefined when the text gives only an upper end ("up to ₹6 LPA"). */
  readonly min: number | undefined;
  /** Rupees per year; undefined when the text gives only a lower end ("₹20,000+"). */
  readonly max: number | undefined;
  readonly period: 'year' | 'month';
  readonly estimated: boolean;
  readonly unpaid: boolean;
}

/** Pay text is a short phrase: what lies beyond this is not read (a hostile 10 MB string costs nothing). */
export const PAY_TEXT_READ = 160;
/** Over ₹1,000 crore a year is not a pay band but a typo or a hostile number. */
const MAX_RUPEES_PER_YEAR = 1e10;

// A number with Indian or western grouping, then an optional unit that is a word of its own.
const AMOUNT = /(\d+(?:,\d+)*(?:\.\d+)?)(?:\s*(k|thousand|lpa|lakhs?|lacs?|l|crores?|cr)(?![a-z]))?/y;
// Right after a whole number: an exponent ("1e9", "1.5e+9"), which makes it no amount.
const EXPONENT = /^e[+-]?\d/;
const DIGIT = /\d/g;
// Numbers that count something else: "for 6 months", "2 years bond", "10% variable".
const NOT_PAY_AFTER = /^\s*(?:(?:months?|mos?|years?|yrs?|weeks?|wks?|days?|hours?|hrs?|x)\b|%)/;
const RANGE_SEPARATOR = /^\s*(?:-|to)\s*/;
// "₹20,000+" (a plus written onto the amount; "₹6 LPA + bonus" adds something else), "15 LPA and above".
const OPEN_TOP_AFTER = /^(?:\+|\s*(?:and above|& above|or more|and more|onwards))/;
const OPEN_TOP_BEFORE = /(?:\bfrom|\bstarting(?: at| from)?|\bmin(?:imum)?\.?|\bat least|>=?|≥)\s*$/;
const OPEN_BOTTOM_BEFORE = /(?:\bup\s*to|\bupto|\bmax(?:imum)?\.?|\bbelow|\bunder|\bless than|\btill|<=?|≤)\s*$/;
// The period written right after an amount ("₹500/week", "₹800 a day"; not "5 days a week" further on).
// By the week is a year of 52 weeks; by the day, the hour or the fortnight it depends on days worked, unknown here.
const WEEK_AFTER = /^\s*(?:\/\s*(?:wk|week)\b|per\s*week\b|a\s+week\b|weekly\b)/;
const NO_RATE_AFTER = /^\s*(?:\/\s*(?:day|hr|hour)\b|per\s*(?:day|hour)\b|an?\s+(?:day|hour)\b|daily\b|hourly\b|bi-?weekly\b|fortnightly\b)/;
// A sum for a whole internship: "₹1,20,000 total for 6 months" is ₹20,000 a month.
const TOTAL = /\btotal\b|\bin all\b|\blump\s?sum\b/;
const TOTAL_MONTHS = /\bfor\s+(\d{1,2})\s*(?:months?|mos?)\b/;
const MONTHLY = /(\/\s*(mo|month|m)\b|per\s*month|monthly|\bp\.?\s?m\.?(?=\W|$)|a month|\bpm\b)/;
const YEARLY = /(per\s*(annum|year)|\/\s*(yr|year|annum)|yearly|annual|\bp\.?\s?a\.?(?=\W|$)|lpa|\bctc\b)/;

function unitFactor(unit: string | undefined): number {
  if (!unit) return 1;
  if (unit.startsWith('k') || unit === 'thousand') return 1_000;
  if (unit.startsWith('c')) return 10_000_000;
  return 100_000; // l, lpa, lakh(s), lac(s)
}

interface Amount {
  value: number;
  unit: string | undefined;
  start: number;
  end: number;
}

/** The amount written at `at`, if one is. */
function amountAt(s: string, at: number): Amount | undefined {
  AMOUNT.lastIndex = at;
  const m = AMOUNT.exec(s);
  if (!m) return undefined;
  const value = Number((m[1] as string).replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  const numberEnd = at + (m[1] as string).length;
  if (EXPONENT.test(s.slice(numberEnd, numberEnd + 3))) return undefined;
  return { value, unit: m[2], start: at, end: at + m[0].length };
}

/** The first number that is an amount of money (not "6 months" or "10%"). */
function firstAmount(s: string): Amount | undefined {
  DIGIT.lastIndex = 0;
  for (let d = DIGIT.exec(s); d; d = DIGIT.exec(s)) {
    const found = amountAt(s, d.index);
    if (!found) return undefined;
    if (!NOT_PAY_AFTER.test(s.slice(found.end, found.end + 12))) return found;
    DIGIT.lastIndex = found.end;
  }
  return undefined;
}

/**
 * Bands already read, by the text read. Pay texts are display strings formatted from a few bands
 * ("₹4–6 LPA (est.)"), so thousands of listings hold a few hundred, and a sort, a filter or a match
 * reads every listing's pay: one Map lookup instead of ~20 regex steps each. Bounded (see TextMemo).
 */
const READ = new TextMemo<PayBand | undefined>(4096, PAY_TEXT_READ);

export function parsePay(text: string | null | undefined): PayBand | undefined {
  if (typeof text !== 'string') return undefined;
  // Only the start is read, so only the start is the key (a hostile 10 MB text is not hashed whole).
  const read = text.length > PAY_TEXT_READ ? text.slice(0, PAY_TEXT_READ) : text;
  const known = READ.get(read);
  if (known !== undefined || READ.has(read)) return known;
  const band = readBand(read);
  READ.set(read, band);
  return band;
}

/** parsePay's reading of a text already cut to PAY_TEXT_READ. */
function readBand(text: string): PayBand | undefined {
  // Control sequences go first: the digits of "\u001b[31m" are no amount.
  const s = toSingleLine(text)
    .toLowerCase()
    .replace(/[–—−‒]/g, '-')
    .replace(/₹|\binr\b|\brs\.?/g, ' ');
  const estimated = /\best\b|estimated|approx|~/.test(s);
  if (/\bunpaid\b|no stipend|not paid|\bnil\b/.test(s)) return { min: 0, max: 0, period: 'month', estimated, unpaid: true };
  const first = firstAmount(s);
  if (!first) return undefined;
  // "-5 LPA": a minus with nothing before it but space is a sign, and no pay is below nothing
  // ("Stipend - ₹15,000" and "CTC – 6 LPA" are a label and a dash).
  if (/^[\s(:]*-\s*$/.test(s.slice(0, first.start))) return undefined;
  // A total with the months it is for, where no monthly rate is written ("total CTC" alone is a year's pay).
  const months = Number(TOTAL_MONTHS.exec(s)?.[1]);
  const total = months >= 1 && TOTAL.test(s) && !MONTHLY.test(s);
  const separator = RANGE_SEPARATOR.exec(s.slice(first.end, first.end + 12));
  let second = separator ? amountAt(s, first.end + separator[0].length) : undefined;
  if (second && NOT_PAY_AFTER.test(s.slice(second.end, second.end + 12))) second = undefined;
  const found = second ? [first, second] : [first];
  const after = s.slice((second ?? first).end, (second ?? first).end + 16);
  if (NO_RATE_AFTER.test(after)) return undefined;
  // "4-6 LPA": a unit written once applies to both ends.
  const sharedUnit = found[found.length - 1]?.unit ?? first.unit;
  const amounts = found.map((f) => {
    const factor = unitFactor(f.unit ?? (f.value < 1000 ? sharedUnit : undefined));
    // "₹3,00,000 LPA": rupees with a unit word after them; a thousand lakh is no fresher's pay.
    return f.value >= 1000 && factor >= 100_000 ? f.value : f.value * factor;
  });
  let period: 'year' | 'month';
  const weekly = !total && WEEK_AFTER.test(after);
  if (total || weekly || MONTHLY.test(s)) period = 'month';
  else if (YEARLY.test(s) || /lakh|lac|\bl\b|\bcr\b/.test(s)) period = 'year';
  else period = (amounts[0] as number) < 200_000 ? 'month' : 'year';
  const perYear = amounts.map((a) => (total ? (a / months) * 12 : weekly ? a * 52 : period === 'month' ? a * 12 : a));
  let min: number | undefined = Math.min(...perYear);
  let max: number | undefined = Math.max(...perYear);
  if (!(max > 0) || max > MAX_RUPEES_PER_YEAR) return undefined;
  if (!second) {
    // One end only: "up to ₹6 LPA" has no floor, "₹20,000+" no ceiling.
    if (OPEN_BOTTOM_BEFORE.test(s.slice(Math.max(0, first.start - 16), first.start))) min = undefined;
    else if (OPEN_TOP_AFTER.test(s.slice(first.end, first.end + 16)) || OPEN_TOP_BEFORE.test(s.slice(Math.max(0, first.start - 16), first.start)))
      max = undefined;
  }
  return { min, max, period, estimated, unpaid: false };
}

/** A range of numbers (lakh per year, or rupees per month) typed by a person or from the vocabulary. */
export interface NumberRange {
  min: number;
  max: number;
}
/** A pay range in lakh per year, from the vocabulary ("3-6", "15+") or typed ("4-8", "5+", "₹3–6 LPA"). */
export type LakhRange = NumberRange;

const AT_LEAST = /^(\d+(?:\.\d+)?k?)\+$/;
const UP_TO = /^(?:upto|<)(\d+(?:\.\d+)?k?)$/;
const BETWEEN = /^(\d+(?:\.\d+)?k?)-(\d+(?:\.\d+)?k?)$/;

/** "3-6", "15+", "upto3", "15k-25k" (lower case, without spaces or units) as a range. */
function parseBounds(s: string): NumberRange | undefined {
  const n = (text: string | undefined = ''): number => (text.endsWith('k') ? Number(text.slice(0, -1)) * 1_000 : Number(text));
  let m = AT_LEAST.exec(s);
  if (m) return { min: n(m[1]), max: Infinity };
  m = UP_TO.exec(s);
  if (m) return { min: 0, max: n(m[1]) };
  m = BETWEEN.exec(s);
  if (m && n(m[1]) <= n(m[2])) return { min: n(m[1]), max: n(m[2]) };
  return undefined;
}

const typedRange = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[–—−]/g, '-')
    .replace(/and above|or more|plus/g, '+');

export function parseLakhRange(text: string): LakhRange | undefined {
  const s = typedRange(text).replace(/₹|lpa|lakhs?|\s/g, '');
  return /k/.test(s) ? undefined : parseBounds(s);
}

/** A stipend range in rupees per month: "10000-20000", "15000+", "15k-25k", "₹10,000–₹20,000", "up to 8000". */
export function parseStipendRange(text: string): NumberRange | undefined {
  const s = typedRange(text).replace(/₹|,|\s|\/(?:month|mo|m)$|(?:per)?month$|pm$/g, '');
  return parseBounds(s);
}

/** Whether a band overlaps a range (both ends inclusive at the bottom, exclusive at the top); `per` rupees a range unit is. */
export function payInRange(band: PayBand, range: NumberRange, per = 100_000): boolean {
  const lo = (band.min ?? 0) / per;
  const hi = (band.max ?? Infinity) / per;
  return hi >= range.min && lo < range.max;
}
