/**
 * The one filter registry: every filter a listing request can carry, with the flag people type, the
 * query parameter and listing field it is sent as and matched against, the vocabulary group that checks
 * it, how people name it, and the values the API documents for when a vocabulary lacks the group.
 * The option specs, the query type, `fresher filters`, the picker, completion and the sandbox's parsing
 * and matching are derived from here: adding a filter is one entry below, plus the sandbox's data for
 * it (the sandbox's vocabulary builder is keyed by VocabularyGroup, so tsc asks for it).
 * Pure data; imports nothing.
 */

export interface ValueFilter {
  /** The long flag without dashes (`work-type`). */
  readonly flag: string;
  /** The query parameter it is sent as, which is also the listing field it matches exactly. */
  readonly param: string;
  /** The group of the API's vocabulary (getFilters) its values come from. */
  readonly group: string;
  /** How a person calls it (the picker's heading). */
  readonly label: string;
  readonly description: string;
  /** Other names of the group people type: `fresher filters city`. */
  readonly aliases: readonly string[];
  /** Values the API documents, used when a vocabulary has no such group. */
  readonly fallback?: readonly string[];
  /** Other names people type for values of this filter (see ValueAlias). */
  readonly valueAliases?: readonly ValueAlias[];
}

/**
 * Names people type for a value (`WFH`, `sde`, `software engineer`): each of `names`, compared ignoring
 * case, accents and spacing, stands for the first of `means` that the vocabulary has as a value or
 * label (same comparison). A vocabulary with none of them (another API's) is never guessed at.
 */
export interface ValueAlias {
  readonly names: readonly string[];
  readonly means: readonly string[];
}

export const VALUE_FILTERS = [
  {
    flag: 'location',
    param: 'location',
    group: 'location',
    label: 'Location',
    description: 'city, e.g. "Bengaluru, India" (see: fresher filters location)',
    aliases: ['locations', 'city', 'cities'],
  },
  {
    flag: 'industry',
    param: 'industry',
    group: 'industry',
    label: 'Industry',
    description: 'industry (see: fresher filters industry)',
    aliases: ['industries'],
  },
  {
    flag: 'role',
    param: 'role_type',
    group: 'role',
    label: 'Role',
    description: 'role family, sent as role_type (see: fresher filters role)',
    aliases: ['roles', 'role_type', 'role-type'],
    // Abbreviations and job titles, to the role families a vocabulary may name.
    valueAliases: [
      {
        names: ['sde', 'swe', 'dev', 'developer', 'software engineer', 'software developer', 'programmer'],
        means: ['Software Engineering', 'Software Development'],
      },
      { names: ['qa', 'tester', 'qa engineer', 'test engineer', 'testing'], means: ['QA & Testing', 'Quality Assurance', 'Testing'] },
      { names: ['hr', 'recruiter', 'talent acquisition'], means: ['Human Resources'] },
      { names: ['ds', 'data scientist'], means: ['Data Science'] },
      { names: ['ml', 'ai', 'machine learning', 'ml engineer'], means: ['Data Science', 'Machine Learning'] },
      { names: ['da', 'data analyst', 'analyst'], means: ['Data Analytics'] },
      { names: ['pm', 'product manager'], means: ['Product Management'] },
      { names: ['ux', 'ui', 'ui/ux', 'designer'], means: ['Design'] },
      { names: ['sre', 'devops', 'devops engineer', 'cloud engineer', 'cloud'], means: ['DevOps & Cloud', 'DevOps'] },
      { names: ['infosec', 'security', 'security analyst'], means: ['Cybersecurity'] },
      { names: ['accountant', 'accounts', 'finance'], means: ['Finance & Accounts'] },
      { names: ['customer support', 'support'], means: ['Customer Success'] },
      { names: ['content writer', 'writer', 'content'], means: ['Content & Communications'] },
    ],
  },
  {
    flag: 'work-type',
    param: 'work_type',
    group: 'work_type',
    label: 'Work type',
    description: 'On-site, Remote or Hybrid',
    aliases: ['work-type', 'worktype', 'mode'],
    fallback: ['On-site', 'Remote', 'Hybrid'],
    valueAliases: [
      { names: ['wfh', 'work from home', 'remote work', 'fully remote'], means: ['Remote'] },
      { names: ['onsite', 'in office', 'in-office', 'office', 'wfo', 'work from office'], means: ['On-site'] },
      { names: ['hybrid', 'partly remote'], means: ['Hybrid'] },
    ],
  },
] as const satisfies readonly ValueFilter[];

/**
 * Switches sent as a boolean parameter. `value` is what the switch sends; two switches of one
 * parameter exclude each other.
 */
export interface SwitchFilter {
  readonly flag: string;
  readonly param: string;
  readonly value: 'true' | 'false';
  readonly description: string;
}

export const SWITCH_FILTERS = [
  { flag: 'on-campus', param: 'is_on_campus', value: 'true', description: 'only on-campus listings' },
  { flag: 'off-campus', param: 'is_on_campus', value: 'false', description: 'only off-campus listings' },
  { flag: 'hidden', param: 'is_unofficial', value: 'true', description: "hidden roles from recruiters' own feeds (sends is_unofficial=true)" },
] as const satisfies readonly SwitchFilter[];

/** Vocabulary groups used locally, never sent: `--pay-range` is applied to the parsed pay. */
export const LOCAL_GROUPS = [{ group: 'pay_range', aliases: ['pay-range', 'pay'] }] as const satisfies readonly { group: string; aliases: readonly string[] }[];

export type ValueFilterSpec = (typeof VALUE_FILTERS)[number];
export type FilterParam = ValueFilterSpec['param'] | (typeof SWITCH_FILTERS)[number]['param'];
/** Query parameters shared by listJobs and listInternships. */
export type ListingQuery = Partial<Record<FilterParam, string>>;
/** Every group of the vocabulary fresher knows of. */
export type VocabularyGroup = ValueFilterSpec['group'] | (typeof LOCAL_GROUPS)[number]['group'];

/** The groups in `fresher filters` order (alphabetical, as the API lists them). */
export const VOCABULARY_GROUPS: readonly VocabularyGroup[] = [...VALUE_FILTERS.map((f) => f.group), ...LOCAL_GROUPS.map((g) => g.group)].sort();

/** The group a typed name means (`city` → location), or undefined. */
export function groupNamed(name: string): VocabularyGroup | undefined {
  const key = name.trim().toLowerCase();
  for (const g of [...VALUE_FILTERS, ...LOCAL_GROUPS]) if (g.group === key || (g.aliases as readonly string[]).includes(key)) return g.group;
  return undefined;
}

/** The option key commander stores a flag under: camel case, `no-x` stored as `x`. */
export function optionKey(long: string): string {
  return long.replace(/^no-/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
/** The option key of a value filter (`workType`). */
export type FilterKey = Camel<ValueFilterSpec['flag']>;

/** A value filter as code uses it: its option key beside its declaration. */
export type FilterFlag = ValueFilter & { readonly key: FilterKey; readonly param: ValueFilterSpec['param']; readonly group: ValueFilterSpec['group'] };
export const FILTER_FLAGS: readonly FilterFlag[] = VALUE_FILTERS.map((f) => ({ ...f, key: optionKey(f.flag) as FilterKey }));
