/**
 * The one declaration of fresher's commands and options. From it come the commander registration
 * (program.ts), the option types each command receives (OptionsOf), the help and its build-time
 * snapshot, the early-request flag table (early-request.ts), the shell completions for bash, zsh,
 * fish and PowerShell (completion/), and the README's option tables (checked by a test). Each command
 * carries its handler, typed from its own arguments and options, which imports the command's module
 * only when it runs: importing this table loads nothing.
 */
import type { Context } from './context.js';
import type { GlobalFlags as GlobalOptions } from './settings.js';
import type { Session } from './session.js';
import { COLOR_MODES, CONFIG_KEYS, FORMATS } from '../store/config-keys.js';
import { MAX_COMBINATIONS } from '../listings/combined.js';
import { VOCABULARY_GROUPS } from '../filters/registry.js';
import {
  ALL_APIS_OPTIONS,
  DIGEST_OPTIONS,
  EVENT_OPTIONS,
  FILTER_OPTIONS,
  GET_OPTIONS,
  LIST_OPTIONS,
  PROFILE_SET_OPTIONS,
  REFINE_OPTIONS,
  COUNTED_OPTIONS,
  SANDBOX_OPTIONS,
  SEARCH_SAVE_OPTIONS,
  TRACK_OPTIONS,
  type Completer,
  type OptionSpec,
  type OptionsOf,
} from './options.js';

// The options are declared in options.ts (the early request reads them without the commands).
export * from './options.js';

export interface ArgSpec {
  readonly name: string;
  readonly description?: string;
  /** Values commander checks (in any case; program.ts), with a guess for a mistyped one. */
  readonly choices?: readonly string[];
  readonly required?: boolean;
  readonly variadic?: boolean;
  readonly complete?: Completer;
}

/** What a command's handler is given: its arguments and options, typed from its declaration. */
export interface CommandRun<A, F> {
  ctx: Context;
  /** Positional arguments in declared order: required `string`, optional `string | undefined`, variadic `string[]`. */
  args: A;
  /** The command's own options. */
  flags: F;
  /** Every option in force, the global ones included. */
  globals: GlobalOptions & F;
  /** The run's session (settings, API client, state), opened on first call and closed after the handler. */
  session(): Promise<Session>;
}
export type Handler<A, F> = (run: CommandRun<A, F>) => Promise<number>;

interface SpecBase {
  readonly name: string;
  readonly description: string;
  /** Runs when its parent is given without a subcommand (`fresher jobs` is `fresher jobs list`). */
  readonly isDefault?: boolean;
  readonly examples?: readonly string[];
  /** More help after the examples. */
  readonly notes?: string;
  /** It writes a list of listings, which can be an Atom feed (--format atom, -o x.atom): refused before any work elsewhere. */
  readonly feed?: true;
  /** The one format it writes, whatever -o's file is named (`search feed -o feed.xml` is a feed). */
  readonly writes?: 'atom';
}

/** A command as the wiring, help and completion see it (see `command` and `group` for declaring one). */
export interface CommandSpec extends SpecBase {
  readonly args?: readonly ArgSpec[];
  readonly options?: readonly OptionSpec[];
  readonly commands?: readonly CommandSpec[];
  /** What it does; absent only on a group, which then needs a subcommand. */
  readonly run?: Handler<readonly unknown[], Record<string, unknown>>;
}

type ArgValue<S> = S extends { variadic: true } ? string[] : S extends { required: true } ? string : string | undefined;
/** The values commander passes for these arguments, in order. */
export type ArgsOf<A extends readonly ArgSpec[]> = { readonly [I in keyof A]: ArgValue<A[I]> };

/**
 * Declares a command that does something: its handler is typed from its arguments and options, so a
 * command without a handler, or a handler reading an argument or option it does not declare, fails tsc.
 */
export function command<const A extends readonly ArgSpec[] = readonly [], const O extends readonly OptionSpec[] = readonly []>(
  spec: SpecBase & { readonly args?: A; readonly options?: O; readonly commands?: readonly CommandSpec[]; readonly run: Handler<ArgsOf<A>, OptionsOf<O>> },
): CommandSpec {
  // The one place the handler's types are erased: the wiring passes exactly what the spec declares.
  return spec as unknown as CommandSpec;
}

/** Declares a group: it only holds subcommands (one of them may run by default). */
export function group(spec: SpecBase & { readonly commands: readonly CommandSpec[] }): CommandSpec {
  return spec;
}

// ---- declarations -----------------------------------------------------------------------------

export const SHELLS = ['bash', 'zsh', 'fish', 'powershell'] as const;
/** What `fresher config path` can name. */
export const PATH_NAMES = ['config', 'state', 'cache'] as const;
export const FILTER_GROUP_NAMES = VOCABULARY_GROUPS;
/** The short ids of the last table shown, cached for completion (see rememberShown in listing-ids.ts). */
export const SHOWN_ID_FILES = { job: 'job_ids', internship: 'internship_ids', any: 'listing_ids', event: 'event_ids' } as const;
const ids = (kind: 'job' | 'internship') =>
  ({
    name: 'id',
    description: `${kind} ids, or their first 6+ characters (the ID column)`,
    required: true,
    variadic: true,
    complete: { kind: 'cached', file: SHOWN_ID_FILES[kind] },
  }) as const satisfies ArgSpec;
/** Ids that exist in the built-in sandbox (its seed is fixed), so examples work as typed. */
export const EXAMPLE_IDS = { job: ['c230781a', '18eb000c'], internship: ['8241edf9', '378e865b'], event: ['40e9e252', '5966f591'] } as const;

/** Help for commands whose filters take several values. */
const SEVERAL_VALUES_NOTE = `
Several values: give a filter more than once (--location Pune --location Mumbai). The API matches one value, so each combination of values is one request (at most ${MAX_COMBINATIONS}, paced by the rate-limit headers); the results are merged newest first (or by --sort), each listing once, and --limit applies to the whole. The count on stderr says how many requests were made.
`;
/** The same for counts: no order and no limit, each listing counted once. */
const SEVERAL_VALUES_COUNTED = `
Several values: give a filter more than once (--location Pune --location Mumbai). The API matches one value, so each combination of values is one request (at most ${MAX_COMBINATIONS}, paced by the rate-limit headers); each listing is counted once. The count on stderr says how many requests were made.
`;

function listingCommands(kind: 'job' | 'internship'): CommandSpec {
  const plural = `${kind}s`;
  return group({
    name: plural,
    description: `browse ${plural}`,
    commands: [
      command({
        name: 'list',
        isDefault: true,
        feed: true,
        description: `list ${plural}, newest first`,
        options: LIST_OPTIONS,
        notes: SEVERAL_VALUES_NOTE,
        examples: [
          `fresher ${plural} list --location "Bengaluru, India" --work-type Remote`,
          `fresher ${plural} list --location Pune --location Mumbai --work-type Remote --work-type Hybrid`,
          `fresher ${plural} list --role "Software Engineering" --on-campus --csv > ${plural}.csv`,
          `fresher ${plural} list --search python --exclude senior --sort pay --limit 20`,
          // Internships carry no deadline in the API: their example sorts by pay instead.
          kind === 'job'
            ? `fresher jobs list --location Pune --sort deadline --limit 5   # closing soonest`
            : `fresher internships list --location Pune --sort pay --limit 5   # best paid first`,
          kind === 'job' ? 'fresher jobs list --pay-range 6+ --with-pay --csv -o pay.csv' : 'fresher internships list --stipend 10000-20000 --sort pay',
          `fresher ${plural} list --new --since 3d`,
          `fresher ${plural} list --on-campus --since "this week" -o ~/campus-${plural}.csv`,
          `fresher ${plural} list --json | jq '.[] | {title, company}'`,
          `fresher ${plural} list --sort match --min-match 60   # after fresher profile set`,
          `fresher ${plural} list --with-match --json | jq '.[] | {title, m: .fresher_match.score, missing: .fresher_match.skills_missing}'`,
        ],
        run: async ({ session, flags }) =>
          flags.interactive
            ? (await import('./commands/pick.js')).pickCommand(await session(), kind, flags)
            : (await import('./commands/listings.js')).listCommand(await session(), kind, flags),
      }),
      command({
        name: 'get',
        description: `show one or more ${plural} by id`,
        args: [ids(kind)],
        options: GET_OPTIONS,
        notes:
          '\nWith a profile (fresher profile set), the view explains how the listing fits you: skills found and missing, each eligibility fact met or not, and what is unknown.\n',
        examples: [
          `fresher ${plural} get ${EXAMPLE_IDS[kind][0]}`,
          `fresher ${plural} get ${EXAMPLE_IDS[kind].join(' ')} --json`,
          `fresher ${plural} get ${EXAMPLE_IDS[kind][0]} --with-match --json | jq .fresher_match`,
        ],
        run: async ({ session, args: [typed], flags }) => (await import('./commands/listings.js')).getCommand(await session(), kind, typed, flags),
      }),
      command({
        name: 'pick',
        description: `choose filters and browse ${plural} interactively; prints the chosen ids`,
        options: [...FILTER_OPTIONS, ...REFINE_OPTIONS],
        examples: [
          `fresher ${plural} pick`,
          `fresher ${plural} pick --location "Pune, India" --search python`,
          `id=$(fresher ${plural} pick)`,
          `fresher ${plural} pick | xargs fresher ${plural} save`,
          `fresher ${plural} pick --json > chosen.json`,
        ],
        run: async ({ session, flags }) => (await import('./commands/pick.js')).pickCommand(await session(), kind, flags),
      }),
      command({
        name: 'save',
        description: `save ${plural} to your list`,
        args: [ids(kind)],
        examples: [`fresher ${plural} save ${EXAMPLE_IDS[kind].join(' ')}`],
        run: async ({ session, args: [typed] }) => (await import('./commands/saved.js')).saveCommand(await session(), kind, typed),
      }),
      command({
        name: 'unsave',
        description: `remove ${plural} from your list`,
        args: [ids(kind)],
        examples: [`fresher ${plural} unsave ${EXAMPLE_IDS[kind][1]}`],
        run: async ({ session, args: [typed] }) => (await import('./commands/saved.js')).unsaveCommand(await session(), kind, typed),
      }),
      command({
        name: 'saved',
        description: `your saved ${plural}, refreshed from the API: open, closed or no longer listed`,
        options: ALL_APIS_OPTIONS,
        examples: [`fresher ${plural} saved`, `fresher ${plural} saved --json | jq '.[] | select(.status != "open") | .id'`],
        run: async ({ session, flags }) => (await import('./commands/saved.js')).savedCommand(await session(), kind, flags),
      }),
      command({
        name: 'stats',
        description: `counts of ${plural} by city, role, industry, company, work type and pay`,
        options: [...FILTER_OPTIONS, ...COUNTED_OPTIONS],
        notes: SEVERAL_VALUES_COUNTED,
        examples: [`fresher ${plural} stats`, `fresher ${plural} stats --role "Software Engineering" --json`],
        run: async ({ session, flags }) => (await import('./commands/stats.js')).statsCommand(await session(), kind, flags),
      }),
    ],
  });
}

const configKey = { name: 'key', required: true, complete: { kind: 'config-key' } } as const satisfies ArgSpec;
const anyIds = {
  name: 'id',
  description: 'job or internship ids, or their first 6+ characters',
  required: true,
  variadic: true,
  complete: { kind: 'cached', file: SHOWN_ID_FILES.any },
} as const satisfies ArgSpec;
const searchName = { name: 'name', description: 'the saved search (letters, digits, . _ -)', required: true } as const satisfies ArgSpec;

/** The job hunt: tracking applications, hiding noise, saved searches and their digest. */
const HUNT_COMMANDS: readonly CommandSpec[] = [
  group({
    name: 'track',
    description: 'track applications: a status per listing, with dates and notes',
    commands: [
      command({
        name: 'set',
        isDefault: true,
        description: 'record a status for listings; without ids, the board of everything you track',
        args: [{ ...anyIds, required: false }],
        options: TRACK_OPTIONS,
        examples: [
          `fresher track ${EXAMPLE_IDS.job[0]} --status applied --note "referral from Asha"`,
          `fresher track ${EXAMPLE_IDS.job[0]} --status interview --on yesterday`,
          `fresher track ${EXAMPLE_IDS.job[1]} --status applied --on yesterday`,
          `fresher track ${EXAMPLE_IDS.job[1]} --deadline 2026-12-05    # your own deadline, over the listing's`,
          `fresher track ${EXAMPLE_IDS.job[0]} --status interview --next 2026-12-09 --note "HR call"`,
          'fresher track                      # the board',
          'fresher track --status interview   # one column of it',
          'fresher track --due 7d             # what is due in the next week',
          'fresher track --json | jq .        # the whole history, one row per change',
          'fresher track --ics -o deadlines.ics   # deadlines, interviews and follow-ups',
        ],
        notes:
          "\nA date typed for --deadline and --next is a calendar day where you are. Your deadline goes before the listing's; once you have applied, the listing's only says when applications close, and once rejected or withdrawn nothing is due. The --next date is an interview (status interview), a test (status test) or a follow-up.\n",

        run: async ({ session, args: [typed], flags }) => (await import('./commands/track.js')).trackCommand(await session(), typed, flags),
      }),
      command({
        name: 'show',
        description: 'a tracked listing with its whole history and notes',
        args: [{ ...anyIds, variadic: false, description: 'a job or internship id (or its first 6+ characters)' }],
        examples: [`fresher track show ${EXAMPLE_IDS.job[0]}`],
        run: async ({ session, args: [typed] }) => (await import('./commands/track.js')).trackShowCommand(await session(), typed),
      }),
      command({
        name: 'rm',
        description: 'stop tracking listings (their history goes)',
        args: [anyIds],
        examples: [`fresher track rm ${EXAMPLE_IDS.job[0]}`],
        run: async ({ session, args: [typed] }) => (await import('./commands/track.js')).trackRmCommand(await session(), typed),
      }),
    ],
  }),
  group({
    name: 'hide',
    description: 'leave companies or listings out of lists, stats, the picker and the digest',
    commands: [
      command({
        name: 'listing',
        isDefault: true,
        description: 'hide listings by id',
        args: [anyIds],
        examples: [`fresher hide ${EXAMPLE_IDS.job[1]}`],
        run: async ({ session, args: [typed] }) => (await import('./commands/hide.js')).hideListingCommand(await session(), typed),
      }),
      command({
        name: 'company',
        description: 'hide a company by its exact name (any case or accents), or every company containing --match TEXT',
        args: [{ name: 'name', description: 'the company name' }],
        options: [{ long: 'match', value: 'text', description: 'hide every company whose name contains the text' }],
        examples: ['fresher hide company "Rangolix Consulting"', 'fresher hide company --match staffing'],
        run: async ({ session, args: [name], flags }) => (await import('./commands/hide.js')).hideCompanyCommand(await session(), name, flags.match),
      }),
    ],
  }),
  group({
    name: 'unhide',
    description: 'show hidden companies or listings again',
    commands: [
      command({
        name: 'listing',
        isDefault: true,
        description: 'unhide listings by id',
        args: [anyIds],
        examples: [
          `fresher unhide ${EXAMPLE_IDS.job[0]}`,
          `fresher unhide listing ${EXAMPLE_IDS.job.join(' ')}`,
          'fresher hidden   # what is hidden, with ids',
        ],
        run: async ({ session, args: [typed] }) => (await import('./commands/hide.js')).unhideListingCommand(await session(), typed),
      }),
      command({
        name: 'company',
        description: 'unhide a company (the name as it was hidden: its own entry and a --match rule of that text), or only the --match rule',
        args: [{ name: 'name', description: 'the company name or match text' }],
        options: [{ long: 'match', value: 'text', description: 'remove only the rule that hides every company containing the text' }],
        examples: ['fresher unhide company "Rangolix Consulting"', 'fresher unhide company --match staffing'],
        run: async ({ session, args: [name], flags }) => (await import('./commands/hide.js')).unhideCompanyCommand(await session(), name, flags.match),
      }),
    ],
  }),
  command({
    name: 'hidden',
    description: 'list hidden companies and listings',
    options: ALL_APIS_OPTIONS,
    examples: ['fresher hidden', 'fresher hidden --json'],
    run: async ({ session, flags }) => (await import('./commands/hide.js')).hiddenCommand(await session(), flags),
  }),
  group({
    name: 'search',
    description: 'saved searches: filters and refine flags kept under a name, for run and digest',
    examples: [
      'fresher search save pune-analyst --location Pune --role "Data Analytics"',
      'fresher search run pune-analyst --csv -o analyst.csv',
      'fresher digest   # what is new in every saved search',
    ],
    commands: [
      command({
        name: 'save',
        description: 'save a search (its flags are checked now and again at every run)',
        args: [searchName],
        options: SEARCH_SAVE_OPTIONS,
        notes: SEVERAL_VALUES_NOTE,
        examples: [
          'fresher search save pune-python --location "Pune, India" --search python',
          'fresher search save remote-interns --internships --work-type Remote',
          'fresher search save west --location Pune --location Mumbai --role "Data Analytics"',
          'fresher search save fits --sort match --min-match 60   # the digest ranks it by your profile',
        ],
        run: async ({ session, args: [name], flags }) => (await import('./commands/search.js')).searchSaveCommand(await session(), name, flags),
      }),
      command({
        name: 'list',
        description: 'the saved searches',
        options: ALL_APIS_OPTIONS,
        examples: ['fresher search list', 'fresher search list --json'],
        run: async ({ session, flags }) => (await import('./commands/search.js')).searchListCommand(await session(), flags),
      }),
      command({
        name: 'run',
        feed: true,
        description: 'run a saved search (output flags as for list)',
        args: [searchName],
        examples: ['fresher search run pune-python', 'fresher search run pune-python --csv -o pune.csv'],
        run: async ({ session, args: [name] }) => (await import('./commands/search.js')).searchRunCommand(await session(), name),
      }),
      command({
        name: 'feed',
        feed: true,
        writes: 'atom',
        description: 'a saved search as an Atom feed: newest first, one entry per listing with its id kept',
        args: [searchName],
        examples: [
          'fresher search feed pune-python -o ~/feeds/pune-python.atom',
          'fresher jobs list --location Pune --format atom     # any list, without saving it',
        ],
        run: async ({ session, args: [name] }) => (await import('./commands/search.js')).searchFeedCommand(await session(), name),
      }),
      command({
        name: 'rm',
        description: 'delete a saved search',
        args: [searchName],
        examples: ['fresher search rm pune-analyst', 'fresher search list   # the names'],
        run: async ({ session, args: [name] }) => (await import('./commands/search.js')).searchRmCommand(await session(), name),
      }),
    ],
  }),
  command({
    name: 'digest',
    description: 'what is new in every saved search since the last digest (hidden and tracked listings left out)',
    options: DIGEST_OPTIONS,
    notes: '\nA saved search with --sort match (and --min-match N) is ranked by how each listing fits your profile (fresher profile set).\n',
    examples: ['fresher digest', 'fresher digest --json', 'fresher digest --exit-status --notify   # from cron'],
    run: async ({ session, flags }) => (await import('./commands/search.js')).digestCommand(await session(), flags),
  }),
  group({
    name: 'profile',
    description: 'your skills, education and wishes, kept on this machine for matching listings locally (never sent)',
    commands: [
      command({
        name: 'set',
        description: 'set fields of your profile (the ones not named stay as they are)',
        options: PROFILE_SET_OPTIONS,
        examples: [
          'fresher profile set --skills "Python:advanced, SQL, Power BI" --grad-year 2026',
          'fresher profile set --degree B.Tech --branch CSE --cgpa 7.8 --backlogs 0',
          'fresher profile set --city "Pune, India" --city "Bengaluru, India" --work-type Remote --min-ctc 6',
          'fresher profile set --min-stipend 15k --unset percentage',
        ],
        run: async ({ session, flags }) => (await import('./commands/profile.js')).profileSetCommand(await session(), flags),
      }),
      command({
        name: 'show',
        isDefault: true,
        description: 'show your profile',
        examples: ['fresher profile', 'fresher profile show --json'],
        run: async ({ session }) => (await import('./commands/profile.js')).profileShowCommand(await session()),
      }),
      command({
        name: 'edit',
        description: 'edit your profile as JSON in $VISUAL or $EDITOR; kept only if it is valid (a bad edit is saved aside, never lost)',
        examples: ['fresher profile edit', 'EDITOR="code --wait" fresher profile edit'],
        run: async ({ session }) => (await import('./commands/profile.js')).profileEditCommand(await session()),
      }),
      command({
        name: 'clear',
        description: 'forget your whole profile',
        examples: ['fresher profile clear'],
        run: async ({ session }) => (await import('./commands/profile.js')).profileClearCommand(await session()),
      }),
    ],
  }),
];

/** `fresher config VERB`: settings need no session (they must work when the API cannot be reached). */
const configCommand = (verb: string, args: readonly ArgSpec[], description: string, examples: readonly string[]): CommandSpec => ({
  name: verb,
  description,
  args,
  examples,
  run: async ({ ctx, args: typed, globals }) =>
    (await import('./commands/config.js')).configCommand(
      ctx,
      verb,
      typed.filter((a): a is string => typeof a === 'string'),
      { json: globals.json === true, quiet: globals.quiet === true },
    ),
});

export const COMMANDS: readonly CommandSpec[] = [
  command({
    name: 'ui',
    description:
      'the full-screen workspace: new listings, jobs, internships, events, tracker and saved, with actions (what `fresher` alone opens on a terminal)',
    notes:
      '\nKeys: 1-6 or Tab switch tabs, j/k or the wheel move, / search, f filters (a city on Events, a status on Tracker), Space marks; s save, t track (a status, then a note, your deadline and a next date, read as track --deadline and --next read them), x hide, X hide company, u undo, y copy id, o pager, e export, r refresh, ? every key, q leave.\nIt draws on the terminal device; each tab remembers its search, filters and place per API. Copied ids are printed on stdout when it ends.\n',
    examples: ['fresher ui', 'fresher', 'fresher ui --api-url https://jobs.example.org'],
    run: async ({ ctx, globals }) => (await import('./commands/ui.js')).uiCommand(ctx, globals),
  }),
  listingCommands('job'),
  listingCommands('internship'),
  command({
    name: 'filters',
    description: 'show the filter vocabulary: values to pass to --location, --industry, --role, --work-type',
    args: [
      {
        name: 'group',
        description: `${FILTER_GROUP_NAMES.slice(0, -1).join(', ')} or ${FILTER_GROUP_NAMES.at(-1)}`,
        complete: { kind: 'choices', values: FILTER_GROUP_NAMES },
      },
    ],
    examples: ['fresher filters', 'fresher filters location', 'fresher filters role --json', 'fresher filters refresh'],
    commands: [
      command({
        name: 'refresh',
        description: 'fetch the filter vocabulary again and update the cache',
        examples: ['fresher filters refresh', 'fresher filters refresh --api-url https://api.example.com'],
        run: async ({ session }) => (await import('./commands/filters.js')).refreshCommand(await session()),
      }),
    ],
    run: async ({ session, args: [name] }) => (await import('./commands/filters.js')).filtersCommand(await session(), name),
  }),
  group({
    name: 'events',
    description: 'campus and career events',
    commands: [
      command({
        name: 'list',
        isDefault: true,
        description: 'list events from today on, soonest first (--all: past ones too)',
        options: EVENT_OPTIONS,
        examples: [
          'fresher events',
          'fresher events --location Bengaluru',
          'fresher events --city Pune --city Mumbai --all --limit 20',
          'fresher events --online --type webinar',
          "fresher events --json | jq '.[] | select(.is_online)'",
        ],
        run: async ({ session, flags }) => (await import('./commands/events.js')).eventsCommand(await session(), flags),
      }),
      command({
        name: 'get',
        description: 'show events by id, past ones too (a detail view on a terminal)',
        args: [
          {
            name: 'id',
            description: 'event ids, or their first 6+ characters (the ID column)',
            required: true,
            variadic: true,
            complete: { kind: 'cached', file: SHOWN_ID_FILES.event },
          },
        ],
        examples: [`fresher events get ${EXAMPLE_IDS.event[0]}`, `fresher events get ${EXAMPLE_IDS.event.join(' ')} --json`],
        run: async ({ session, args: [typed] }) => (await import('./commands/events.js')).eventsGetCommand(await session(), typed),
      }),
    ],
  }),
  command({
    name: 'dataset',
    description: 'the public hiring dataset for India (CC-BY-4.0), with attribution and updatedAt',
    examples: [
      'fresher dataset',
      'fresher dataset --json | jq .totals',
      'fresher dataset --json | jq -r .fresher_attribution.text',
      'fresher dataset --csv -o hiring.csv   # ends with the attribution rows',
    ],
    notes:
      '\nThe attribution travels with the data: the field fresher_attribution in JSON and NDJSON (text, license, licenseUrl, source, updatedAt), the last rows (section "attribution") in CSV, TSV and plain rows, the line under the tables; machine formats also print the line on stderr.\n',
    run: async ({ session }) => (await import('./commands/dataset.js')).datasetCommand(await session()),
  }),
  group({
    name: 'config',
    description: "read and change settings (where they are stored: 'fresher config path')",
    notes: `\nSettings:\n${Object.entries(CONFIG_KEYS)
      .map(([k, spec]) => `  ${k.padEnd(10)} ${spec.description}`)
      .join('\n')}\n`,
    examples: [
      'fresher config set api-url https://api.example.com',
      'fresher config get api-url',
      'fresher config set cache-ttl 12h',
      'fresher config unset format',
      'fresher config list',
      'fresher config path',
      'cat "$(fresher config path config)"',
    ],
    commands: [
      configCommand('get', [configKey], 'print a setting (exit 3 when it is not set)', [
        'fresher config get api-url',
        'fresher config get format --json',
        'fresher config get pager || echo "not set"',
      ]),
      configCommand(
        'set',
        [configKey, { name: 'value', required: true, complete: { kind: 'config-value' } }],
        "change a setting (the keys: 'fresher config --help')",
        ['fresher config set api-url https://api.example.com', 'fresher config set format json', 'fresher config set pager cat   # no pager'],
      ),
      configCommand('unset', [configKey], 'remove a setting (back to its default)', ['fresher config unset format']),
      configCommand('list', [], 'print every stored setting as key=value', ['fresher config list', 'fresher config list --json']),
      configCommand(
        'path',
        [{ name: 'kind', choices: PATH_NAMES, complete: { kind: 'choices', values: PATH_NAMES } }],
        'print where config, state and caches are kept (one of them: config, state or cache)',
        ['fresher config path', 'cat "$(fresher config path config)"', 'ls "$(fresher config path state)"'],
      ),
    ],
  }),
  command({
    name: 'completion',
    description: 'print a shell completion script, or install it (fresher completion install)',
    args: [{ name: 'shell', description: SHELLS.join(', '), required: true, choices: SHELLS, complete: { kind: 'choices', values: SHELLS } }],
    examples: [
      'fresher completion install              # the shell in $SHELL, into your own folders',
      'fresher completion bash > ~/.local/share/bash-completion/completions/fresher',
      'source <(fresher completion zsh)        # in ~/.zshrc, after compinit',
      'fresher completion fish > ~/.config/fish/completions/fresher.fish',
      'fresher completion powershell | Out-String | Invoke-Expression   # in $PROFILE',
    ],
    notes:
      "\nValues of --location, --industry and --role complete from the cached filter vocabulary\n(filled by the first listing table fresher shows, or 'fresher filters refresh'); listing ids\nfrom the short ids of the last table shown, with their titles in fish and zsh.\n",
    commands: [
      command({
        name: 'install',
        description: 'install the completion script for your shell (from $SHELL, or the one named) in your own folders',
        args: [{ name: 'shell', description: SHELLS.join(', '), complete: { kind: 'choices', values: SHELLS } }],
        examples: [
          'fresher completion install',
          'fresher completion install zsh',
          'fresher completion install bash >> ~/.bashrc   # adds the line bash needs, once',
        ],
        notes:
          '\nWrites into your own folders (following XDG_DATA_HOME and XDG_CONFIG_HOME):\n  bash        ~/.local/share/bash-completion/completions/fresher\n  zsh         ~/.local/share/zsh/site-functions/_fresher\n  fish        ~/.config/fish/completions/fresher.fish\n  powershell  ~/.local/share/fresher/fresher.ps1\nWhen the shell needs a line in its start-up file to read the script, that line\nis printed on stdout (and said on stderr). Running it again changes nothing.\n',
        run: async ({ ctx, args: [shell] }) => (await import('./commands/completion.js')).completionInstallCommand(ctx, shell),
      }),
      command({
        name: 'uninstall',
        description: 'remove the completion script install wrote (from $SHELL, or the one named); names the start-up lines that still read it',
        args: [{ name: 'shell', description: SHELLS.join(', '), complete: { kind: 'choices', values: SHELLS } }],
        examples: ['fresher completion uninstall', 'fresher completion uninstall zsh'],
        notes:
          '\nRemoves only a script fresher generated. Start-up files are never edited (install does not\nedit them either): a line there that still reads the script is printed for you to remove.\n',
        run: async ({ ctx, args: [shell] }) => (await import('./commands/completion.js')).completionUninstallCommand(ctx, shell),
      }),
    ],
    run: async ({ ctx, args: [shell] }) => (await import('./commands/completion.js')).completionCommand(ctx, shell),
  }),
  ...HUNT_COMMANDS,
  command({
    name: 'mcp',
    description: 'serve listings, events, the dataset and your tracker to an AI assistant over MCP (stdio)',
    options: [{ long: 'allow-writes', description: 'also offer tools that save, track and hide (off: read-only)' }],
    notes:
      '\nAn assistant starts it and talks to it on stdin and stdout (the Model Context Protocol); you do not run it by hand. Its tools run fresher commands: the same filter checks, hide lists and state files. Add it to an assistant as the command `fresher` with the argument `mcp` (see the README).\n',
    examples: ['fresher mcp', 'fresher mcp --allow-writes', 'fresher mcp --api-url https://jobs.example.org'],
    run: async ({ ctx, globals, flags }) => (await import('./commands/mcp.js')).mcpCommand(ctx, globals, flags),
  }),
  command({
    name: 'health',
    description: 'check that the API is serving (exit 0 only when it says "ok")',
    examples: ['fresher health && echo up'],
    run: async ({ session }) => (await import('./commands/health.js')).healthCommand(await session()),
  }),
  command({
    name: 'sandbox',
    description: 'serve the built-in sandbox API (synthetic data) in the foreground',
    options: SANDBOX_OPTIONS,
    examples: [
      'fresher sandbox --port 8787',
      'fresher sandbox --port 0 --jobs 100000 --seed 7',
      'fresher sandbox --fault 429=5,path=/api/jobs --fault 500,nth=3',
      'FRESHER_API_URL=http://127.0.0.1:8787 fresher jobs list',
    ],
    run: async ({ ctx, flags }) => (await import('./commands/sandbox.js')).sandboxCommand(ctx, flags),
  }),
];

/** Fixed values of a config key, for completing `config set KEY <TAB>`. */
export const CONFIG_VALUE_CHOICES: Partial<Record<keyof typeof CONFIG_KEYS, readonly string[]>> = { format: FORMATS, color: COLOR_MODES };

/** Every command with its path, parents first. */
export function allCommands(): { path: string[]; spec: CommandSpec }[] {
  const out: { path: string[]; spec: CommandSpec }[] = [];
  const walk = (specs: readonly CommandSpec[], parent: string[]): void => {
    for (const spec of specs) {
      out.push({ path: [...parent, spec.name], spec });
      walk(spec.commands ?? [], [...parent, spec.name]);
    }
  };
  walk(COMMANDS, []);
  return out;
}
