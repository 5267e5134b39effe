/**
 * fresher's options: what each takes, its help, completion and environment variable, and the types
 * commands receive (OptionsOf). Apart from the command table (command-table.ts) because the early
 * request (early-request.ts) reads the listing options before anything else of the CLI has loaded:
 * this module loads no command.
 */
import { type CONFIG_KEYS, FORMATS } from '../store/config-keys.js';
import { SORT_KEYS } from '../refine/refine.js';
import { STATUSES } from '../store/statuses.js';
import { FILTER_FLAGS, optionKey, SWITCH_FILTERS, VALUE_FILTERS, type FilterKey, type ValueFilterSpec } from '../filters/registry.js';

export { FILTER_FLAGS, optionKey, type FilterKey };
export type { FilterFlag } from '../filters/registry.js';

/** What a value completes from. */
export type Completer =
  | { kind: 'choices'; values: readonly string[] }
  /**
   * Values fresher cached as plain files in the cache dir: a filter vocabulary group, or the event
   * types last listed; `fallback` while there is no such file.
   */
  | { kind: 'cached'; file: string; fallback?: readonly string[] }
  | { kind: 'file' }
  | { kind: 'config-key' }
  /** A value of the config key given as the previous argument. */
  | { kind: 'config-value' };

export interface OptionSpec {
  /** Long name without dashes; `no-x` is a negatable switch whose key is `x`. */
  readonly long: string;
  readonly short?: string;
  /** Placeholder of the value it takes; absent: a switch. */
  readonly value?: string;
  readonly description: string;
  /** The values it takes, in any case: checked where commander parses it (program.ts), with a guess for a mistyped one. */
  readonly choices?: readonly string[];
  readonly complete?: Completer;
  /** May be given more than once; the values collect into an array. */
  readonly repeatable?: boolean;
  readonly default?: string;
  /** A whole number (checked by commander's parser). */
  readonly integer?: boolean;
  /** False: its presence keeps `jobs list` off the early-request path (see early-request.ts). */
  readonly early?: false;
  /** Environment variable and config key that set it too (documented in the README's table). */
  readonly env?: string;
  readonly configKey?: keyof typeof CONFIG_KEYS;
}

// ---- option types -----------------------------------------------------------------------------

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type KeyOf<O> = O extends { long: `no-${infer Name}` } ? Camel<Name> : O extends { long: infer Long extends string } ? Camel<Long> : never;
type ValueOf<O> = O extends { repeatable: true } ? string[] : O extends { value: string } ? string : boolean;
/** The options object commander hands a command declared with these options (one with a default is always there). */
export type OptionsOf<T extends readonly OptionSpec[]> = { [O in T[number] as O extends { default: string } ? KeyOf<O> : never]: ValueOf<O> } & {
  [O in T[number] as O extends { default: string } ? never : KeyOf<O>]?: ValueOf<O>;
};

export function optionFlags(o: OptionSpec): string {
  return `${o.short ? `-${o.short}, ` : ''}--${o.long}${o.value ? ` <${o.value}>` : ''}`;
}

const vocabulary = (group: string): Completer => ({ kind: 'cached', file: group });

export const GLOBAL_OPTIONS = [
  {
    long: 'api-url',
    value: 'url',
    description: 'API origin (env FRESHER_API_URL; default: built-in sandbox with sample data)',
    env: 'FRESHER_API_URL',
    configKey: 'api-url',
  },
  {
    long: 'site-url',
    value: 'url',
    description: 'origin of the hiring dataset file (env FRESHER_SITE_URL; default: the API origin)',
    env: 'FRESHER_SITE_URL',
    configKey: 'site-url',
  },
  {
    long: 'format',
    value: 'format',
    description: 'output format',
    choices: FORMATS,
    complete: { kind: 'choices', values: FORMATS },
    env: 'FRESHER_FORMAT',
    configKey: 'format',
  },
  { long: 'json', description: 'same as --format json' },
  { long: 'csv', description: 'same as --format csv' },
  { long: 'fields', value: 'list', description: 'comma-separated fields to show or export (any API field; an unknown name is an error listing them)' },
  {
    long: 'output',
    short: 'o',
    value: 'file',
    description: 'write to a file (format from its extension), atomically',
    complete: { kind: 'file' },
    early: false,
  },
  { long: 'bom', description: 'CSV and TSV: start with a byte order mark so Excel reads UTF-8 (₹)' },
  { long: 'allow-formulas', description: 'CSV and TSV: do not neutralise cells starting with = + - @' },
  { long: 'no-color', description: 'no colour (also NO_COLOR)', configKey: 'color' },
  { long: 'quiet', short: 'q', description: 'no notices on stderr (warnings and errors still show)' },
  { long: 'no-pager', description: 'never page output, even when taller than the terminal', env: 'FRESHER_PAGER', configKey: 'pager' },
  { long: 'no-input', description: 'never prompt; interactive commands refuse' },
  { long: 'timeout', value: 'seconds', description: 'network timeout (default 30)', env: 'FRESHER_TIMEOUT', configKey: 'timeout' },
  {
    long: 'max-wait',
    value: 'seconds',
    description: 'most time to spend waiting on rate limits in a run, in total (default 60)',
    env: 'FRESHER_MAX_WAIT',
    configKey: 'max-wait',
  },
  { long: 'debug', description: 'log requests and error details to stderr' },
] as const satisfies readonly OptionSpec[];

/**
 * The option a value filter of the registry is: a value, completed from its cached vocabulary group,
 * checked against the vocabulary, and repeatable (one request per combination: listing-query.ts).
 */
type ValueFilterOptions<T extends readonly ValueFilterSpec[]> = {
  readonly [I in keyof T]: T[I] extends ValueFilterSpec
    ? {
        readonly long: T[I]['flag'];
        readonly value: 'value';
        readonly description: string;
        readonly repeatable: true;
        readonly complete: Completer;
      }
    : never;
};
type SwitchFilterOptions<T extends readonly (typeof SWITCH_FILTERS)[number][]> = {
  readonly [I in keyof T]: T[I] extends { flag: string } ? { readonly long: T[I]['flag']; readonly description: string } : never;
};
const valueFilterOption = (f: ValueFilterSpec): OptionSpec => ({
  long: f.flag,
  value: 'value',
  description: `${f.description}; repeat for several`,
  repeatable: true,
  complete: 'fallback' in f ? { kind: 'cached', file: f.group, fallback: f.fallback } : vocabulary(f.group),
});

/** The filters of the registry as options (their types follow the registry's literal entries), then --no-validate. */
export const FILTER_OPTIONS = [
  ...(VALUE_FILTERS.map(valueFilterOption) as unknown as ValueFilterOptions<typeof VALUE_FILTERS>),
  ...(SWITCH_FILTERS.map((f) => ({ long: f.flag, description: f.description })) as unknown as SwitchFilterOptions<typeof SWITCH_FILTERS>),
  { long: 'no-validate', description: 'send filter values as given, without checking the vocabulary' },
] as const satisfies readonly OptionSpec[];

/** fresher's profile match as fields (a profile is needed: fresher profile set). */
const WITH_MATCH = {
  long: 'with-match',
  description:
    "add fresher's match with your profile: a fresher_match object (score, skills_found, skills_missing, eligibility, unknown) in JSON; fresher_match_score, _skills_found, _skills_missing, _not_met, _unknown in CSV and rows",
  early: false,
} as const satisfies OptionSpec;
export const GET_OPTIONS = [WITH_MATCH] as const satisfies readonly OptionSpec[];

export const REFINE_OPTIONS = [
  {
    long: 'pay-range',
    value: 'range',
    description: 'pay band in lakh per year, e.g. 3-6 or 15+ (applied locally)',
    complete: vocabulary('pay_range'),
    early: false,
  },
  {
    long: 'stipend',
    value: 'range',
    description: 'internships: stipend in ₹ per month, e.g. 10000-20000, 15k+ or "up to 8000" (applied locally)',
    early: false,
  },
  { long: 'search', value: 'text', description: 'only listings whose title, company or description contain the text' },
  { long: 'exclude', value: 'text', description: 'leave out listings containing the text (repeatable)', repeatable: true },
  { long: 'company', value: 'text', description: 'only companies whose name contains the text' },
  {
    long: 'since',
    value: 'when',
    description:
      'posted since: 3d, 12h, 2w, a date (2026-11-01) or a day in your time zone: today, yesterday, this week, last week, this month, last monday, 3 days ago',
    early: false,
  },
  {
    long: 'sort',
    value: 'key',
    description: 'what to sort by, best first (any case; deadline: the soonest upcoming first, then passed ones, then none)',
    choices: SORT_KEYS,
    complete: { kind: 'choices', values: SORT_KEYS },
  },
  {
    long: 'min-match',
    value: 'n',
    description: 'only listings that match your profile at least N% (0-100; needs fresher profile set); unknown matches are left out',
    early: false,
  },
  { long: 'reverse', description: 'reverse the order' },
  { long: 'limit', value: 'n', description: 'show at most N (0: all)' },
  { long: 'new', description: 'only listings not shown by an earlier --new run of the same query' },
  { long: 'untracked', description: 'leave out listings you track (fresher track)' },
  { long: 'show-hidden', description: 'include companies and listings you hid (fresher hide)' },
] as const satisfies readonly OptionSpec[];

/** What chooses and orders the rows shown, which counts of them (stats) have no use for. */
const ROWS_SHOWN = new Set(['sort', 'reverse', 'limit', 'new']);
/** REFINE_OPTIONS that say which listings count: stats would take --limit 2 and still count them all. */
export const COUNTED_OPTIONS = REFINE_OPTIONS.filter((o) => !ROWS_SHOWN.has(o.long));

export const LIST_OPTIONS = [
  ...FILTER_OPTIONS,
  ...REFINE_OPTIONS,
  { long: 'interactive', short: 'i', description: 'choose filters and browse results interactively (same as pick)', early: false },
  { long: 'with-pay', description: "add fresher's reading of the pay: fresher_pay_min, _max, _unit (LPA or ₹/month), _kind" },
  WITH_MATCH,
] as const satisfies readonly OptionSpec[];

/** Events have no query parameters: these are applied to what the API lists. */
export const EVENT_OPTIONS = [
  { long: 'upcoming', description: 'only events from today on (the default)' },
  { long: 'all', description: 'past events too' },
  { long: 'limit', value: 'n', description: 'show at most N (0: all)' },
  {
    long: 'location',
    value: 'city',
    description: 'only events in this city, checked as for listings (Bangalore, "Pune, India"); repeat for several',
    repeatable: true,
    complete: vocabulary('location'),
  },
  { long: 'city', value: 'city', description: 'same as --location', repeatable: true, complete: vocabulary('location') },
  { long: 'online', description: 'only events that run online (is_online)' },
  { long: 'company', value: 'text', description: 'only events of companies whose name contains the text' },
  { long: 'type', value: 'type', description: 'only this kind of event, e.g. workshop, hiring-drive, webinar', complete: vocabulary('event_type') },
  { long: 'ics', description: 'an iCalendar file (RFC 5545) to import into a calendar; with -o FILE.ics', early: false },
] as const satisfies readonly OptionSpec[];

/** State is kept per API: what was kept for other APIs shows only when asked for. */
const ALL_APIS = { long: 'all-apis', description: 'also show what you keep for other APIs (each row names its API)' } as const satisfies OptionSpec;
export const ALL_APIS_OPTIONS = [ALL_APIS] as const satisfies readonly OptionSpec[];

export const TRACK_OPTIONS = [
  {
    long: 'status',
    value: 'status',
    description: `${STATUSES.join(', ')}: with ids, the status to record; without, the board's filter (and --due's and --ics's)`,
    choices: STATUSES,
    complete: { kind: 'choices', values: STATUSES },
  },
  { long: 'note', value: 'text', description: 'a note kept with the status change (and with the --next date)' },
  { long: 'on', value: 'day', description: 'when it happened: a date (2026-12-02) or a day like yesterday, last friday (default now)' },
  {
    long: 'deadline',
    value: 'day',
    description:
      "your own deadline (a date, or a day ahead like tomorrow, fri, next week; none clears it): goes before the listing's in the board, --due and --ics",
  },
  {
    long: 'next',
    value: 'day',
    description: 'the next date to act on: the interview, the test, a follow-up (a date or a day ahead like tomorrow, mon; none clears it)',
  },
  { long: 'due', value: 'days', description: 'tracked and saved listings with a deadline or --next date within this many days (7d, 2w)' },
  { long: 'ics', description: 'the deadlines and --next dates of tracked and saved listings as an iCalendar file' },
  ALL_APIS,
] as const satisfies readonly OptionSpec[];

export const DIGEST_OPTIONS = [
  { long: 'exit-status', description: 'exit 3 when nothing is new (for cron scripts)' },
  { long: 'notify', description: 'raise a desktop notification when something is new (where a notifier exists)' },
] as const satisfies readonly OptionSpec[];

export const SANDBOX_OPTIONS = [
  { long: 'port', value: 'n', description: 'port (0 picks a free one)', integer: true, default: '8787' },
  { long: 'host', value: 'host', description: 'address to listen on', default: '127.0.0.1' },
  { long: 'seed', value: 'n', description: 'seed of the synthetic data', integer: true, default: '42' },
  { long: 'jobs', value: 'n', description: 'number of jobs', integer: true, default: '1500' },
  { long: 'internships', value: 'n', description: 'number of internships', integer: true, default: '600' },
  { long: 'events', value: 'n', description: 'number of events', integer: true, default: '40' },
  { long: 'rate-limit', value: 'n', description: 'requests per window and client', integer: true, default: '300' },
  { long: 'rate-window', value: 'seconds', description: 'rate-limit window', integer: true, default: '60' },
  { long: 'latency', value: 'ms', description: 'delay added to every response', integer: true, default: '0' },
  {
    long: 'fault',
    value: 'spec',
    description: 'inject a fault, repeatable: 500 | 429=SECONDS | 404 | html | truncated | slow=MS | reset | sunset, then ,path=/api/jobs ,nth=N ,times=K|*',
    repeatable: true,
  },
  { long: 'quirks', description: 'add hostile records (escape sequences, formula cells, unknown fields)' },
] as const satisfies readonly OptionSpec[];

/** The fields `profile set --unset` forgets, named as the flags that set them. */
export const PROFILE_FIELD_NAMES = [
  'skills',
  'grad-year',
  'degree',
  'branch',
  'cgpa',
  'percentage',
  'backlogs',
  'city',
  'work-type',
  'min-ctc',
  'min-stipend',
] as const;
export type ProfileField = (typeof PROFILE_FIELD_NAMES)[number];

export const PROFILE_SET_OPTIONS = [
  {
    long: 'skills',
    value: 'list',
    description: 'your skills, comma-separated, each with an optional level: "Python:advanced, SQL, Power BI" (replaces the list)',
  },
  { long: 'grad-year', value: 'year', description: 'the year you graduate (your batch), e.g. 2026' },
  { long: 'degree', value: 'text', description: 'e.g. B.Tech, B.E., BCA, MCA, MBA' },
  { long: 'branch', value: 'text', description: 'e.g. CSE, IT, ECE, Mechanical' },
  { long: 'cgpa', value: 'n', description: 'CGPA on a 10-point scale, e.g. 7.8' },
  { long: 'percentage', value: 'n', description: 'aggregate percentage, e.g. 72' },
  { long: 'backlogs', value: 'n', description: 'active backlogs (arrears) now, e.g. 0' },
  { long: 'city', value: 'city', description: 'a city you would work in (repeatable; replaces the list)', repeatable: true, complete: vocabulary('location') },
  {
    long: 'work-type',
    value: 'type',
    description: 'On-site, Remote or Hybrid (repeatable; replaces the list)',
    repeatable: true,
    complete: { kind: 'choices', values: ['On-site', 'Remote', 'Hybrid'] },
  },
  { long: 'min-ctc', value: 'lpa', description: 'the lowest CTC you want, in lakh per year, e.g. 6' },
  { long: 'min-stipend', value: 'rupees', description: 'the lowest stipend you want, in ₹ per month, e.g. 15000 or 15k' },
  {
    long: 'unset',
    value: 'field',
    description: 'forget a field: skills, grad-year, degree, branch, cgpa, percentage, backlogs, city, work-type, min-ctc or min-stipend (repeatable)',
    repeatable: true,
    complete: { kind: 'choices', values: PROFILE_FIELD_NAMES },
  },
] as const satisfies readonly OptionSpec[];

export type GlobalFlags = OptionsOf<typeof GLOBAL_OPTIONS>;
export type ProfileSetFlags = OptionsOf<typeof PROFILE_SET_OPTIONS>;
export type FilterFlags = OptionsOf<typeof FILTER_OPTIONS>;
export type ListFlags = OptionsOf<typeof LIST_OPTIONS>;
export type GetFlags = OptionsOf<typeof GET_OPTIONS>;
export type EventFlags = OptionsOf<typeof EVENT_OPTIONS>;
export type TrackFlags = OptionsOf<typeof TRACK_OPTIONS>;
export type DigestFlags = OptionsOf<typeof DIGEST_OPTIONS>;
export type SearchSaveFlags = OptionsOf<typeof SEARCH_SAVE_OPTIONS>;
export type SandboxFlags = OptionsOf<typeof SANDBOX_OPTIONS>;

export const SEARCH_SAVE_OPTIONS = [
  ...FILTER_OPTIONS,
  ...REFINE_OPTIONS,
  { long: 'internships', description: 'a search of internships (default: jobs)' },
] as const satisfies readonly OptionSpec[];
