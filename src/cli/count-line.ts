/**
 * The line a listing ends with on stderr: how many are shown, how many the API matched, and what
 * fresher itself left out and why (its local filters, --new, --limit), so the numbers add up:
 * shown + left out = matched. Pure: the list command says when to print it.
 */
import { countOf, NOUNS, type ListingKind } from '../listings/service.js';
import { formatNumber } from '../render/numbers.js';

export interface CountFacts {
  kind: ListingKind;
  /** Records the API returned for the query. */
  matched: number;
  /** Left out by the local filters, by reason, in the order they ran. */
  leftOut: readonly { reason: string; count: number }[];
  /** Records shown (after --limit). */
  shown: number;
  limit: number | undefined;
  /** Several filter values: how many requests they took ("4 requests: 2 locations × 2 work types"). */
  requests?: string;
}

/**
 * The line, or undefined when there is nothing worth saying. `filtered`: a local filter was asked for
 * (then the line is said even to a pipe, as what was left out is news); `terminal`: a person reads
 * stderr, who hears the count of a plain list too.
 */
export function countLine(f: CountFacts, o: { filtered: boolean; terminal: boolean }): string | undefined {
  const noun = NOUNS[f.kind];
  // Several requests are always said, piped too: they cost rate limit.
  const req = f.requests ? ` (${f.requests})` : '';
  if (f.matched === 0) return `no ${noun.many} found${req}`;
  const kept = f.matched - f.leftOut.reduce((sum, d) => sum + d.count, 0);
  const cut = kept - f.shown;
  if (!o.filtered && cut <= 0) return o.terminal || f.requests ? `${countOf(f.shown, f.kind)}${req}` : undefined;
  const why = f.leftOut.map((d) => `${formatNumber(d.count)} ${d.reason}`);
  if (cut > 0) why.push(`${formatNumber(cut)} beyond --limit ${f.limit}`);
  const shown = f.shown === 0 ? `no ${noun.many} shown` : `${countOf(f.shown, f.kind)} shown`;
  return `${shown} · the API matched ${formatNumber(f.matched)}${req} · ${why.length > 0 ? `left out: ${why.join(', ')}` : 'none left out'}`;
}
