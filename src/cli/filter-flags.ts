/** Checks filter flag values against the vocabulary before any listing request. */
import type { FilterOption, FilterVocabulary } from '../contract/resources.js';
import { parseLakhRange, parseStipendRange, type LakhRange, type NumberRange } from '../refine/pay.js';
import { formatNumber } from '../render/numbers.js';
import { matchValue } from '../vocabulary/match.js';
import { FILTER_FLAGS, type FilterFlag } from '../filters/registry.js';
import type { FilterFlags } from './command-table.js';
import { usageError } from './exit-codes.js';
import { filterValues } from './listing-query.js';
import type { Session } from './session.js';

export type { FilterFlags };

/** The values a filter can take: the vocabulary's group, else the values the API documents for it. */
export function filterOptions(f: FilterFlag, vocabulary: FilterVocabulary | undefined): FilterOption[] {
  const group = vocabulary?.[f.group] ?? [];
  if (group.length > 0) return group;
  return (f.fallback ?? []).map((v, i) => ({ filter_type: f.group, filter_value: v, display_label: v, sort_order: i + 1 }));
}

const quote = (v: string): string => JSON.stringify(v);

/** One value of a filter flag, as the vocabulary spells it (or as given, where it cannot be checked). */
function checkValue(s: Session, filter: FilterFlag, options: readonly FilterOption[], input: string): string {
  const { group } = filter;
  const flag = `--${filter.flag}`;
  const result = matchValue(input, options, group);
  switch (result.kind) {
    case 'exact':
      return input;
    case 'loose':
      s.msg.notice(`using ${flag} ${quote(result.value)} for ${quote(input)} (matched ${result.via})`);
      return result.value;
    case 'ambiguous':
      throw usageError(`${flag} ${quote(input)} matches several values: ${result.candidates.map(quote).join(', ')}; give one exactly`);
    case 'none': {
      if (result.inactive !== undefined)
        throw usageError(
          `${flag} ${quote(input)}: the API no longer offers ${quote(result.inactive)} (its vocabulary marks it inactive)`,
          `See the values it offers: fresher filters ${group.replace('_', '-')}   (or send it anyway with --no-validate)`,
        );
      const did = result.suggestions.length > 0 ? ` Did you mean ${result.suggestions.map(quote).join(' or ')}?` : '';
      throw usageError(
        `${flag} ${quote(input)} is not a known ${group.replace('_', ' ')}.${did}`,
        `See all values: fresher filters ${group.replace('_', '-')}   (or send it unchecked with --no-validate)`,
      );
    }
  }
}

/**
 * Every value of every filter flag checked (each flag may be given several times), spelt as the
 * vocabulary spells it, without repeats: `--location Pune --location "pune, india"` is one value.
 */
export async function validateFilterFlags(s: Session, flags: FilterFlags): Promise<FilterFlags> {
  const present = FILTER_FLAGS.filter((c) => filterValues(flags, c.key).length > 0);
  const out: FilterFlags = { ...flags };
  if (present.length === 0) return out;
  const vocabulary = flags.validate === false ? undefined : await s.vocabulary();
  for (const filter of present) {
    const given = filterValues(flags, filter.key);
    const options = vocabulary ? filterOptions(filter, vocabulary.filters) : [];
    if (vocabulary && options.length === 0)
      s.msg.warn(`the API's filter vocabulary has no "${filter.group}" group; sending --${filter.flag} ${given.map(quote).join(', ')} unchecked`);
    const checked = options.length === 0 ? given : given.map((v) => checkValue(s, filter, options, v));
    out[filter.key] = [...new Set(checked)];
  }
  return out;
}

/**
 * --pay-range: the API has no pay parameter, so the range is applied locally to the parsed pay bands.
 * A value of the pay_range vocabulary ("3-6", or its label) or a typed range in LPA ("4-8", "5+").
 */
export async function resolvePayRange(s: Session, raw: string): Promise<LakhRange> {
  const direct = parseLakhRange(raw);
  const options = (await s.vocabulary()).filters.pay_range ?? [];
  const match = options.length > 0 ? matchValue(raw, options, 'pay_range') : undefined;
  const value = match?.kind === 'exact' || match?.kind === 'loose' ? match.value : undefined;
  const range = (value !== undefined ? parseLakhRange(value) : undefined) ?? direct;
  if (!range) {
    const known = options.map((o) => quote(o.filter_value)).join(', ');
    throw usageError(`--pay-range ${quote(raw)} is not a pay range; use lakh per year like "4-8" or "15+"${known ? `, or one of ${known}` : ''}`);
  }
  s.msg.notice(`--pay-range ${range.max === Infinity ? `${range.min}+` : `${range.min}-${range.max}`} LPA is applied locally (the API has no pay filter)`);
  return range;
}

/** --stipend: internships only (a job's pay is yearly: --pay-range); rupees per month, applied locally. */
export function resolveStipend(s: Session, raw: string, kind: 'job' | 'internship'): NumberRange {
  if (kind === 'job') throw usageError('--stipend is for internships (₹ per month); for jobs use --pay-range in lakh per year, e.g. --pay-range 4-8');
  const range = parseStipendRange(raw);
  if (!range) throw usageError(`--stipend ${quote(raw)} is not a stipend range; use rupees per month like "10000-20000", "15k+" or "up to 8000"`);
  const shown = range.max === Infinity ? `${formatNumber(range.min)}+` : `${formatNumber(range.min)}-${formatNumber(range.max)}`;
  s.msg.notice(`--stipend ${shown} ₹/month is applied locally (the API has no stipend filter)`);
  return range;
}
