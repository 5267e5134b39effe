/** Counts over a set of listings for `stats`: by city, role, industry, company, work type and pay band. Pure. */
import type { ApiRecord } from '../contract/record.js';
import type { PayBand } from './pay.js';
import { readPay } from './pay-fields.js';

export interface Bucket {
  key: string;
  count: number;
  /** Share of all listings, in percent with one decimal. */
  pct: number;
}

export interface ListingStats {
  total: number;
  /** Listings counted, not worked back from a rounded share (24.4% of 1,441 is 351.6). */
  remote: number;
  onCampus: number;
  remoteSharePct: number;
  onCampusSharePct: number;
  byCity: Bucket[];
  byRole: Bucket[];
  byIndustry: Bucket[];
  byCompany: Bucket[];
  byWorkType: Bucket[];
  byPay: Bucket[];
}

const pct = (n: number, total: number): number => (total === 0 ? 0 : Math.round((n / total) * 1000) / 10);

function count(records: readonly ApiRecord[], key: (r: ApiRecord) => string | undefined, top?: number, order?: readonly string[]): Bucket[] {
  const counts = new Map<string, number>();
  for (const r of records) {
    const k = key(r) ?? 'not stated';
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  let entries = [...counts.entries()];
  if (order) entries.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
  else entries.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (top !== undefined) entries = entries.slice(0, top);
  return entries.map(([k, n]) => ({ key: k, count: n, pct: pct(n, records.length) }));
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export const JOB_PAY_BANDS = ['under ₹3 LPA', '₹3–6 LPA', '₹6–10 LPA', '₹10–15 LPA', '₹15 LPA+', 'not stated'] as const;
export const STIPEND_BANDS = ['unpaid', 'under ₹10k/month', '₹10–20k/month', '₹20–30k/month', '₹30k+/month', 'not stated'] as const;

/** The middle of a band; the end it states when open at the other ("up to ₹6 LPA", "₹20,000+"). */
const middle = (band: PayBand): number => ((band.min ?? band.max ?? 0) + (band.max ?? band.min ?? 0)) / 2;

/** Band of a listing by the middle of its pay range: LPA for jobs, monthly for stipends. */
export function payBand(r: ApiRecord): string {
  const band = readPay(r);
  if (!band) return 'not stated';
  if ('stipend' in r) {
    if (band.unpaid) return 'unpaid';
    const monthly = middle(band) / 12;
    return monthly < 10_000 ? 'under ₹10k/month' : monthly < 20_000 ? '₹10–20k/month' : monthly < 30_000 ? '₹20–30k/month' : '₹30k+/month';
  }
  const lakh = middle(band) / 100_000;
  return lakh < 3 ? 'under ₹3 LPA' : lakh < 6 ? '₹3–6 LPA' : lakh < 10 ? '₹6–10 LPA' : lakh < 15 ? '₹10–15 LPA' : '₹15 LPA+';
}

export function listingStats(records: readonly ApiRecord[], top = 10): ListingStats {
  const total = records.length;
  const internships = records.some((r) => 'stipend' in r);
  const remote = records.filter((r) => r.work_type === 'Remote').length;
  const onCampus = records.filter((r) => r.is_on_campus === true).length;
  return {
    total,
    remote,
    onCampus,
    remoteSharePct: pct(remote, total),
    onCampusSharePct: pct(onCampus, total),
    byCity: count(records, (r) => text(r.location)?.replace(/, India$/, ''), top),
    byRole: count(records, (r) => text(r.role_type), top),
    byIndustry: count(records, (r) => text(r.industry), top),
    byCompany: count(records, (r) => text(r.company), top),
    byWorkType: count(records, (r) => text(r.work_type)),
    byPay: count(records, payBand, undefined, internships ? STIPEND_BANDS : JOB_PAY_BANDS),
  };
}
