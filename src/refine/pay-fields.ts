/**
 * fresher's reading of a listing's pay as numbers, added to records only when asked (`--with-pay`, or
 * one of these names in `--fields`) and named as fresher's (`fresher_pay_*`) so they are never taken for
 * the API's own fields. Jobs are in LPA (lakh rupees per year), internships in rupees per month. Pure.
 */
import type { ApiRecord } from '../contract/record.js';
import type { PayFacts, PayUnit } from '../render/pay-cell.js';
import { parsePay, type PayBand } from './pay.js';

export const PAY_FIELDS = ['fresher_pay_min', 'fresher_pay_max', 'fresher_pay_unit', 'fresher_pay_kind'] as const;

/** Where a listing states its pay, in order of preference: the first that reads is used. */
const PAY_SOURCES = ['ctc_amount', 'stipend', 'salary'] as const;

/** The pay band of a listing, from the first of its pay texts that can be read. */
export function readPay(r: ApiRecord): PayBand | undefined {
  for (const field of PAY_SOURCES) {
    const band = parsePay(Object.hasOwn(r, field) ? (r[field] as string) : undefined);
    if (band) return band;
  }
  return undefined;
}

const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;

/** A yearly band in the unit of the listing kind: LPA to 2 decimals, ₹/month to the rupee. */
export function payFacts(band: PayBand | undefined, kind: 'job' | 'internship'): PayFacts {
  const unit: PayUnit = kind === 'job' ? 'LPA' : '₹/month';
  if (!band) return { min: null, max: null, unit, kind: 'unspecified' };
  if (band.unpaid) return { min: 0, max: 0, unit, kind: 'unpaid' };
  const inUnit = (perYear: number | undefined): number | null =>
    perYear === undefined ? null : unit === 'LPA' ? round(perYear / 100_000, 2) : round(perYear / 12, 0);
  return { min: inUnit(band.min), max: inUnit(band.max), unit, kind: band.estimated ? 'estimated' : 'listed' };
}

export const listingPay = (r: ApiRecord, kind: 'job' | 'internship'): PayFacts => payFacts(readPay(r), kind);

/** The record as received, with fresher's pay fields after its own (a same-named API field is replaced). */
export function withPayFields(r: ApiRecord, kind: 'job' | 'internship'): ApiRecord {
  const p = listingPay(r, kind);
  return { ...r, fresher_pay_min: p.min, fresher_pay_max: p.max, fresher_pay_unit: p.unit, fresher_pay_kind: p.kind };
}

/** Whether output needs the pay fields: --with-pay, or a --fields list naming one. */
export const wantsPayFields = (withPay: boolean | undefined, fields: readonly string[] | undefined): boolean =>
  withPay === true || (fields ?? []).some((f) => (PAY_FIELDS as readonly string[]).includes(f));
