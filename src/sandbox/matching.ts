/**
 * How the sandbox reads a listing query and which listings it answers, in what order: the contract's
 * filters (the filter registry's parameters, each the listing field it matches exactly) and newest
 * first. Both read only the fields of a ListingView, which is all a stored corpus keeps in its index
 * (snapshot.ts) so that it can answer a query without reading every record; tsc refuses a field
 * read here that the view (and so the index) lacks.
 */
import { VALUE_FILTERS, type ValueFilterSpec } from '../filters/registry.js';

type FilterField = ValueFilterSpec['param'];

/** The fields of a listing that matching and ordering read. */
export type ListingView = {
  readonly id: string;
  readonly posted_at?: string | null;
  readonly prestige_tier?: number | null;
  readonly is_active?: boolean | null;
  readonly is_on_campus?: boolean | null;
} & { readonly [F in FilterField]?: string | null };

/** Every field of a ListingView, in the order a stored index keeps them. */
export const VIEW_FIELDS: readonly (keyof ListingView)[] = [
  'id',
  'posted_at',
  'prestige_tier',
  'is_active',
  'is_on_campus',
  ...VALUE_FILTERS.map((f) => f.param),
];

export interface ListingFilters {
  hidden: boolean;
  onCampus: boolean | undefined;
  /** Value filters given, by query parameter (which is also the listing field matched exactly). */
  values: [FilterField, string][];
}

/** The query as the contract reads it; the value filters are the filter registry's. */
export function readFilters(params: URLSearchParams): ListingFilters {
  const hidden = params.get('is_unofficial') === 'true';
  const campus = params.get('is_on_campus');
  return {
    hidden,
    // Ignored when is_unofficial=true, per the contract.
    onCampus: hidden ? undefined : campus === 'true' ? true : campus === 'false' ? false : undefined,
    values: VALUE_FILTERS.flatMap((f): [FilterField, string][] => {
      const v = params.get(f.param);
      return v === null ? [] : [[f.param, v]];
    }),
  };
}

export function matches(l: ListingView, f: ListingFilters): boolean {
  if (l.is_active === false) return false;
  if (f.onCampus !== undefined && (l.is_on_campus === true) !== f.onCampus) return false;
  return f.values.every(([field, value]) => l[field] === value);
}

export function newestFirst(a: ListingView, b: ListingView): number {
  // ISO-8601 UTC strings of one format order like the instants they name.
  const pa = a.posted_at ?? '';
  const pb = b.posted_at ?? '';
  if (pa !== pb) return pa < pb ? 1 : -1;
  const ta = typeof a.prestige_tier === 'number' ? a.prestige_tier : 0;
  const tb = typeof b.prestige_tier === 'number' ? b.prestige_tier : 0;
  if (ta !== tb) return tb - ta;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
