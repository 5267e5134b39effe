/**
 * The MCP tools: each is a fresher command run in-process with `--json` (so an assistant gets the
 * same filter checks, suggestions, rate-limit handling, hide lists and state files as a person), its
 * output cut to what answers the question and cleaned (compact.ts), its failure a tool error naming
 * what to change. Arguments are passed as `--flag=value` and ids after `--`, so no value an assistant
 * sends can become an option. Tools that change state exist only with `fresher mcp --allow-writes`.
 */
import { z } from 'zod';
import { parseExact, stringifyExact } from '../contract/exact-json.js';
import type { ApiRecord } from '../contract/record.js';
import { SWITCH_FILTERS, VALUE_FILTERS } from '../filters/registry.js';
import { SORT_KEYS } from '../refine/refine.js';
import { STATUSES } from '../store/statuses.js';
import { clean, EVENT_FIELDS, LISTING_FIELDS, pick, whole } from './compact.js';

/** One run of the CLI: its exit code, stdout, and its stderr lines without the `fresher: ` prefix. */
export interface RunOutcome {
  code: number;
  stdout: string;
  notes: string[];
}
export type Runner = (args: readonly string[]) => Promise<RunOutcome>;

export interface ToolResult {
  [key: string]: unknown;
  content: { type: 'text'; text: string }[];
  isError?: boolean;
}

export interface ToolSpec {
  name: string;
  title: string;
  description: string;
  input: z.ZodRawShape;
  /** Changes the user's state: offered only with --allow-writes. */
  writes: boolean;
  call(input: Record<string, unknown>, run: Runner): Promise<ToolResult>;
}

const DEFAULT_LIMIT = 20;
/** Integers beyond a double's go out as the API sent their digits (parsed and written by exact-json.ts). */
const ok = (value: unknown): ToolResult => ({ content: [{ type: 'text', text: stringifyExact(value) }] });
/**
 * The CLI's words in the tools' terms: a filter flag is the tool's input of that name, `fresher
 * filters GROUP` is get_filters, and the CLI-only way out (--no-validate) is not offered.
 */
export function inToolTerms(text: string): string {
  let out = text.replace(/\s*\(or send it unchecked with --no-validate\)/g, '').replace(/\bfresher filters(?: [a-z_-]+)?/g, 'get_filters');
  for (const f of VALUE_FILTERS) out = out.replaceAll(`--${f.flag} `, `${f.param} `);
  return out;
}

const failed = (o: RunOutcome): ToolResult => ({
  content: [{ type: 'text', text: inToolTerms(o.notes.join('\n')) || `failed (exit ${o.code})` }],
  isError: true,
});
/** Notes worth passing on (the sandbox label, a value matched by its label), without the count lines the result has. */
const notesOf = (o: RunOutcome): string[] | undefined => (o.notes.length > 0 ? o.notes.map((n) => clean(n) as string) : undefined);

function parsed(o: RunOutcome): unknown {
  try {
    return parseExact(o.stdout || 'null');
  } catch {
    return null;
  }
}

/** The filter inputs, from the filter registry: every value filter takes one value or several. */
const filterShape: z.ZodRawShape = Object.fromEntries([
  ...VALUE_FILTERS.map((f) => [
    f.param,
    z.array(z.string().max(200)).max(20).optional().describe(`${f.label}: one value or several (any of them), as get_filters lists for ${f.group}`),
  ]),
  ...SWITCH_FILTERS.map((f) => [f.flag.replace(/-/g, '_'), z.boolean().optional().describe(f.description)]),
]);

/** The profile match, computed locally from the listing's text; an error without a profile. */
const WITH_MATCH = z
  .boolean()
  .optional()
  .describe(
    "add fresher_match: how the listing fits the user's profile (score, skills found and missing, eligibility met or not, what is unknown); needs a profile (fresher profile set). sort: match ranks by it",
  );

const listShape: z.ZodRawShape = {
  ...filterShape,
  search: z.string().max(200).optional().describe('words that must appear in the title, company, description or location'),
  company: z.string().max(200).optional().describe('companies whose name contains this'),
  sort: z.enum(SORT_KEYS).optional().describe('order (default: newest first)'),
  limit: z.number().int().min(1).max(100).optional().describe(`listings returned (default ${DEFAULT_LIMIT}); the total is always given`),
  with_match: WITH_MATCH,
};

/** `--flag=value` for each filter and refine input given. */
function listArgs(input: Record<string, unknown>): string[] {
  const args: string[] = [];
  for (const f of VALUE_FILTERS) for (const v of (input[f.param] as string[] | undefined) ?? []) args.push(`--${f.flag}=${v}`);
  for (const f of SWITCH_FILTERS) if (input[f.flag.replace(/-/g, '_')] === true) args.push(`--${f.flag}`);
  for (const key of ['search', 'company', 'sort'] as const) if (typeof input[key] === 'string') args.push(`--${key}=${input[key]}`);
  if (input.with_match === true) args.push('--with-match');
  return args;
}

function listTool(kind: 'jobs' | 'internships'): ToolSpec {
  return {
    name: `list_${kind}`,
    title: `List ${kind}`,
    description: `Search ${kind} for fresher and entry-level candidates in India. Filter values are checked against the API's vocabulary (get_filters); an unknown one is an error that suggests the nearest. Listings the user hid are left out. Returns the total and the first ${DEFAULT_LIMIT} (or limit), compact; get_listing gives one whole.`,
    input: listShape,
    writes: false,
    async call(input, run) {
      const o = await run([kind, 'list', ...listArgs(input), '--json']);
      if (o.code !== 0) return failed(o);
      const all = (parsed(o) as ApiRecord[] | null) ?? [];
      const limit = typeof input.limit === 'number' ? input.limit : DEFAULT_LIMIT;
      return ok({
        total: all.length,
        returned: Math.min(limit, all.length),
        listings: all.slice(0, limit).map((r) => pick(r, LISTING_FIELDS)),
        notes: notesOf(o),
      });
    },
  };
}

const idInput = z
  .string()
  .min(6)
  .max(64)
  .regex(/^[0-9a-zA-Z-]+$/, 'an id or its first 6+ characters');

export const TOOLS: readonly ToolSpec[] = [
  listTool('jobs'),
  listTool('internships'),
  {
    name: 'get_listing',
    title: 'Get a listing',
    description: 'One job or internship, whole (description included), by id or a unique prefix of 6+ characters of one a list returned.',
    input: { id: idInput, kind: z.enum(['job', 'internship']).optional().describe('default: whichever it is'), with_match: WITH_MATCH },
    writes: false,
    async call(input, run) {
      const kinds = input.kind === 'internship' ? ['internships'] : input.kind === 'job' ? ['jobs'] : ['jobs', 'internships'];
      const misses: RunOutcome[] = [];
      for (const noun of kinds) {
        const o = await run([noun, 'get', '--json', ...(input.with_match === true ? ['--with-match'] : []), '--', input.id as string]);
        if (o.code === 0) return ok({ kind: noun === 'jobs' ? 'job' : 'internship', listing: whole(parsed(o) as ApiRecord) });
        // Any failure but "not found" is the answer; not found as this kind, the other is tried.
        if (o.code !== 3) return failed(o);
        misses.push(o);
      }
      // Not found as either: what each search said, not only the last.
      return failed({ ...(misses.at(-1) as RunOutcome), notes: [...new Set(misses.flatMap((o) => o.notes))] });
    },
  },
  {
    name: 'get_filters',
    title: 'Filter values',
    description: "The API's filter vocabulary: the values list_jobs and list_internships accept for each filter, with their labels.",
    input: {},
    writes: false,
    async call(_input, run) {
      const o = await run(['filters', '--json']);
      if (o.code !== 0) return failed(o);
      const groups = (parsed(o) ?? {}) as Record<string, { filter_value?: unknown; display_label?: unknown }[]>;
      const out: Record<string, { value: unknown; label?: unknown }[]> = Object.create(null);
      for (const [group, options] of Object.entries(groups))
        if (Array.isArray(options))
          out[clean(group) as string] = options.slice(0, 500).map((x) => ({
            value: clean(x.filter_value),
            ...(x.display_label !== undefined && x.display_label !== x.filter_value ? { label: clean(x.display_label) } : {}),
          }));
      return ok(out);
    },
  },
  {
    name: 'list_events',
    title: 'List events',
    description: 'Upcoming campus and hiring events (drives, webinars, hackathons), soonest first; by city if given.',
    input: {
      location: z.array(z.string().max(200)).max(20).optional().describe('cities, e.g. "Bengaluru" (any of them)'),
      online: z.boolean().optional().describe('only online events'),
      limit: z.number().int().min(1).max(100).optional(),
    },
    writes: false,
    async call(input, run) {
      const args = ['events', 'list', '--json', ...((input.location as string[] | undefined) ?? []).map((v) => `--location=${v}`)];
      if (input.online === true) args.push('--online');
      const o = await run(args);
      if (o.code !== 0) return failed(o);
      const all = (parsed(o) as ApiRecord[] | null) ?? [];
      const limit = typeof input.limit === 'number' ? input.limit : DEFAULT_LIMIT;
      return ok({ total: all.length, returned: Math.min(limit, all.length), events: all.slice(0, limit).map((e) => pick(e, EVENT_FIELDS)) });
    },
  },
  {
    name: 'get_hiring_dataset',
    title: 'Hiring dataset',
    description:
      'The public fresher hiring dataset for India: live listings, new in 7 days, top cities, roles and companies. CC BY 4.0: quote its attribution and updatedAt with any figure you use.',
    input: {},
    writes: false,
    async call(_input, run) {
      const o = await run(['dataset', '--json']);
      if (o.code !== 0) return failed(o);
      const doc = clean(parsed(o)) as Record<string, unknown>;
      // The attribution and the date first, where a reader of the result sees them.
      return ok({ attribution: doc.fresher_attribution, updatedAt: doc.updatedAt, ...doc });
    },
  },
  {
    name: 'get_tracker',
    title: "The user's tracker",
    description: "The applications the user tracks: each listing's status, notes, dates and deadlines (the user's own record, this API's).",
    input: {},
    writes: false,
    async call(_input, run) {
      const o = await run(['track', '--json']);
      return o.code === 0 ? ok(clean(parsed(o))) : failed(o);
    },
  },
  {
    name: 'get_saved',
    title: "The user's saved listings",
    description: 'Listings the user saved, jobs and internships, with whether each is still open.',
    input: {},
    writes: false,
    async call(_input, run) {
      const jobs = await run(['jobs', 'saved', '--json']);
      if (jobs.code !== 0) return failed(jobs);
      const internships = await run(['internships', 'saved', '--json']);
      if (internships.code !== 0) return failed(internships);
      return ok({ jobs: clean(parsed(jobs)), internships: clean(parsed(internships)) });
    },
  },
  {
    name: 'save_listing',
    title: 'Save listings',
    description: "Save jobs or internships to the user's saved list (as `fresher jobs save`).",
    input: { ids: z.array(idInput).min(1).max(20), kind: z.enum(['job', 'internship']).optional().describe('default: job') },
    writes: true,
    async call(input, run) {
      const o = await run([input.kind === 'internship' ? 'internships' : 'jobs', 'save', '--', ...(input.ids as string[])]);
      return o.code === 0 ? ok({ done: notesOf(o) }) : failed(o);
    },
  },
  {
    name: 'track_listing',
    title: 'Track a listing',
    description: "Record the user's status for a listing in their tracker (as `fresher track ID --status S`), with an optional note and dates.",
    input: {
      id: idInput,
      status: z.enum(STATUSES),
      note: z.string().max(500).optional(),
      deadline: z.string().max(40).optional().describe('the day applications close: 2026-12-01, tomorrow, fri (the coming one), in 10 days'),
      next: z.string().max(40).optional().describe('the day of the next step (interview, test): 2026-12-03, tomorrow, mon, next week'),
    },
    writes: true,
    async call(input, run) {
      const args = ['track', `--status=${input.status}`];
      for (const key of ['note', 'deadline', 'next'] as const) if (typeof input[key] === 'string') args.push(`--${key}=${input[key]}`);
      const o = await run([...args, '--', input.id as string]);
      return o.code === 0 ? ok({ done: notesOf(o) }) : failed(o);
    },
  },
  {
    name: 'hide',
    title: 'Hide listings or a company',
    description: 'Leave listings (by id) or a whole company out of every list from now on (as `fresher hide`). Undo with `fresher unhide`.',
    input: { ids: z.array(idInput).max(20).optional(), company: z.string().min(1).max(200).optional() },
    writes: true,
    async call(input, run) {
      const ids = (input.ids as string[] | undefined) ?? [];
      if (ids.length === 0 && typeof input.company !== 'string') return { content: [{ type: 'text', text: 'give ids or a company' }], isError: true };
      const done: string[] = [];
      if (typeof input.company === 'string') {
        const o = await run(['hide', 'company', '--', input.company]);
        if (o.code !== 0) return failed(o);
        done.push(...(notesOf(o) ?? []));
      }
      if (ids.length > 0) {
        const o = await run(['hide', '--', ...ids]);
        if (o.code !== 0) return failed(o);
        done.push(...(notesOf(o) ?? []));
      }
      return ok({ done });
    },
  },
];
