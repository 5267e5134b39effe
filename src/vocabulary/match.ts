/**
 * Matching a flag value against the filter vocabulary: exact `filter_value` first, then a forgiving match
 * (case, accents, spacing, the display label, a bare city or its old name), else suggestions. Pure.
 */
import { lookupTable } from '../contract/record.js';
import type { FilterOption } from '../contract/resources.js';
import { VALUE_FILTERS } from '../filters/registry.js';
import { editDistance } from '../refine/distance.js';

export type MatchResult =
  | { kind: 'exact'; value: string }
  | { kind: 'loose'; value: string; via: string }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'none'; suggestions: string[] /** The value as the vocabulary has it, where it is there but marked inactive. */; inactive?: string };

/** Lower case, no accents, no spaces, hyphens, dots or underscores: "On-site" ~ "onsite", "Bengaluru,India" ~ "bengaluru, india". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-_.]+/g, '');
}

const cityOf = (value: string): string => normalize(value.replace(/,\s*india$/i, ''));

/** Old or common names of cities whose official names the vocabulary uses. */
const CITY_ALIASES = lookupTable<string>({
  bangalore: 'bengaluru',
  bombay: 'mumbai',
  gurgaon: 'gurugram',
  madras: 'chennai',
  calcutta: 'kolkata',
  trivandrum: 'thiruvananthapuram',
  mysore: 'mysuru',
  cochin: 'kochi',
  baroda: 'vadodara',
  newdelhi: 'delhi',
  poona: 'pune',
  vizag: 'visakhapatnam',
  orissa: 'odisha',
});

/** Former names per city, for suggestions: "Banglore" is a typo of a former name of Bengaluru. */
const FORMER_NAMES = new Map<string, string[]>();
for (const [former, city] of Object.entries(CITY_ALIASES)) if (city !== undefined) FORMER_NAMES.set(city, [...(FORMER_NAMES.get(city) ?? []), former]);

/**
 * The registry's other names for values (filters/registry.ts, ValueAlias), by group: normalized name to
 * the normalized values or labels it may stand for, in order.
 */
const VALUE_ALIASES = new Map<string, Map<string, string[]>>(
  VALUE_FILTERS.map((f) => [
    f.group,
    new Map(('valueAliases' in f ? f.valueAliases : []).flatMap((a) => a.names.map((name) => [normalize(name), a.means.map(normalize)] as const))),
  ]),
);

/** The vocabulary option another name of a value stands for (`WFH`, `sde`), when the vocabulary has it. */
export function valueForAlias(group: string, input: string, options: readonly FilterOption[]): FilterOption | undefined {
  const targets = VALUE_ALIASES.get(group)?.get(normalize(input));
  if (!targets) return undefined;
  for (const t of targets) {
    const hit = options.find(
      (o) => o.is_active !== false && (normalize(o.filter_value) === t || (o.display_label !== undefined && normalize(o.display_label) === t)),
    );
    if (hit) return hit;
  }
  return undefined;
}

/** The role family an abbreviation or job title stands for, when the vocabulary has it (search as you type). */
export function roleForAbbreviation(input: string, options: readonly FilterOption[]): FilterOption | undefined {
  return valueForAlias('role', input, options);
}

/** The city a former name (or the city itself) stands for, normalized: "Bangalore" -> "bengaluru". */
export function cityFor(input: string): string {
  const city = cityOf(input);
  return CITY_ALIASES[city] ?? city;
}

/**
 * Every name a city goes by, normalized, for finding it in a place as a listing writes it: the city a
 * name stands for first, then its former names ("bangalore" and "Bengaluru, India" both give
 * ["bengaluru", "bangalore"]).
 */
export function cityNames(input: string): string[] {
  const city = cityFor(input);
  return [city, ...(FORMER_NAMES.get(city) ?? [])];
}

/** The values another name stands for in a group (`wfh` in work_type: ["remote"]), normalized; empty for none. */
export const aliasTargets = (group: string, input: string): readonly string[] => VALUE_ALIASES.get(group)?.get(normalize(input)) ?? [];

/**
 * Cities whose former name starts with what has been typed so far (3 characters or more), for search
 * as you type: "bomb" is on its way to "bombay", so Mumbai. Normalized names.
 */
export function citiesByFormerPrefix(input: string): string[] {
  const typed = normalize(input);
  if (typed.length < 3) return [];
  return [...new Set([...FORMER_NAMES].filter(([, formers]) => formers.some((f) => f.startsWith(typed))).map(([city]) => city))];
}

export function matchValue(input: string, options: readonly FilterOption[], group: string): MatchResult {
  const active = options.filter((o) => o.is_active !== false);
  if (active.some((o) => o.filter_value === input)) return { kind: 'exact', value: input };
  const n = normalize(input);
  if (n === '') return { kind: 'none', suggestions: [] };
  const found = new Map<string, string>();
  const add = (o: FilterOption, via: string): void => {
    if (!found.has(o.filter_value)) found.set(o.filter_value, via);
  };
  for (const o of active) if (normalize(o.filter_value) === n) add(o, 'ignoring case and spacing');
  if (found.size === 0) for (const o of active) if (o.display_label && normalize(o.display_label) === n) add(o, 'by its label');
  if (found.size === 0) {
    const aliased = valueForAlias(group, input, active);
    if (aliased) add(aliased, 'as a common name for it');
  }
  if (found.size === 0 && group === 'location') {
    const city = cityOf(input);
    const wanted = CITY_ALIASES[city] ?? city;
    for (const o of active) if (cityOf(o.filter_value) === wanted) add(o, wanted === city ? 'as a city' : 'by its former name');
  }
  if (found.size === 1) {
    const [value, via] = [...found.entries()][0] as [string, string];
    return { kind: 'loose', value, via };
  }
  if (found.size > 1) return { kind: 'ambiguous', candidates: [...found.keys()] };

  // Suggestions: close by edit distance, or sharing a prefix or substring.
  const near = Math.max(2, Math.floor(n.length / 3));
  const scored = active
    .map((o) => {
      const city = group === 'location' ? cityOf(o.filter_value) : '';
      const names = [
        normalize(o.filter_value),
        o.display_label ? normalize(o.display_label) : '',
        city,
        ...(city ? (FORMER_NAMES.get(city) ?? []) : []),
      ].filter(Boolean);
      const distance = Math.min(...names.map((x) => editDistance(n, x, near)));
      const contains = names.some((x) => x.includes(n) || (n.length >= 4 && n.includes(x)));
      return { value: o.filter_value, score: contains ? 0 : distance };
    })
    .filter((x) => x.score <= near)
    .sort((a, b) => a.score - b.score || a.value.localeCompare(b.value));
  // A value the API lists but marks inactive is known, only no longer offered: said so, not "unknown".
  const inactive = options.find((o) => o.is_active === false && (o.filter_value === input || normalize(o.filter_value) === n));
  return { kind: 'none', suggestions: scored.slice(0, 3).map((x) => x.value), ...(inactive ? { inactive: inactive.filter_value } : {}) };
}
