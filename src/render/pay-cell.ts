/**
 * The PAY column of listing tables: fresher's reading of the pay text (see refine/pay-fields.ts), in
 * the column's one unit, aligned on the dash so bands can be compared down the column:
 *
 *   PAY LPA          STIPEND ₹/MO
 *      4.5–6             10k–15k
 *   ~9.5–12.5           ~12k–18k
 *       12               ≤8k
 *       15+          unpaid
 *
 * `~` marks an estimate. Pure.
 */
import type { ApiRecord } from '../contract/record.js';
import type { Column, ResourceKind } from './columns.js';
import { formatNumber } from './numbers.js';

export type PayUnit = 'LPA' | '₹/month';
export type PayKind = 'listed' | 'estimated' | 'unpaid' | 'unspecified';

/** A listing's pay as numbers in one unit; null ends are open or unknown. */
export interface PayFacts {
  min: number | null;
  max: number | null;
  unit: PayUnit;
  kind: PayKind;
}

const amount = (x: number, unit: PayUnit): string => (unit === 'LPA' ? formatNumber(x, 2) : x >= 1000 ? `${formatNumber(x / 1000, 1)}k` : formatNumber(x));

/** The cell in two halves: what goes left of the dash (right-aligned) and from the dash on; null: nothing to show. */
export function payHalves(p: PayFacts): [string, string] | null {
  if (p.kind === 'unspecified') return null;
  if (p.kind === 'unpaid') return ['', 'unpaid'];
  const mark = p.kind === 'estimated' ? '~' : '';
  if (p.min !== null && p.max !== null)
    return p.min === p.max ? [mark + amount(p.min, p.unit), ''] : [mark + amount(p.min, p.unit), `–${amount(p.max, p.unit)}`];
  if (p.min !== null) return [mark + amount(p.min, p.unit), '+'];
  if (p.max !== null) return [`${mark}≤${amount(p.max, p.unit)}`, ''];
  return null;
}

/** Cells for a set of listings, aligned on the dash; "unpaid" starts at the column's left edge. */
export function alignedPayCells(facts: readonly PayFacts[]): (string | null)[] {
  const halves = facts.map(payHalves);
  let left = 0;
  let right = 0;
  for (const h of halves) {
    if (!h || h[0] === '') continue;
    left = Math.max(left, h[0].length);
    right = Math.max(right, h[1].length);
  }
  return halves.map((h) => (!h ? null : h[0] === '' ? h[1] : `${h[0].padStart(left)}${h[1].padEnd(right)}`.trimEnd()));
}

export const PAY_HEADERS: Record<PayUnit, string> = { LPA: 'PAY LPA', '₹/month': 'STIPEND ₹/MO' };

/**
 * The default columns of a listing table with the raw pay text swapped for the aligned reading of it;
 * `factsOf` reads a record's pay (the reading lives in refine/, which render does not import).
 */
export function withPayColumn(kind: ResourceKind, columns: readonly Column[], records: readonly ApiRecord[], factsOf: (r: ApiRecord) => PayFacts): Column[] {
  const source = kind === 'job' ? 'ctc_amount' : kind === 'internship' ? 'stipend' : undefined;
  if (source === undefined) return [...columns];
  const facts = records.map(factsOf);
  const aligned = alignedPayCells(facts);
  const cells = new Map<ApiRecord, string | null>(records.map((r, i) => [r, aligned[i] ?? null]));
  const header = PAY_HEADERS[facts[0]?.unit ?? (kind === 'job' ? 'LPA' : '₹/month')];
  return columns.map((c) => (c.field === source ? { ...c, header, flex: 0, min: header.length, display: (r) => cells.get(r) ?? null } : c));
}
