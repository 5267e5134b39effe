/**
 * Sends the request of a plain `jobs list` / `internships list` before commander and the command
 * modules load, so the API's answer travels while they do (on a 1,000-job `--json` run that is most
 * of what fresher adds to a bare GET; see test/bench).
 *
 * Only argv made of flags known here qualify, and every value that could be refused must pass the
 * same checks the command makes, so a command that will fail sends nothing. Filter values must be
 * exact values of a fresh cached vocabulary (or --no-validate), so the URL is the one the command will
 * build. Even so, the client uses the response only for the very same URL and headers (api/early.ts):
 * a guess that differs costs one request, never a wrong answer.
 */
import { endpointUrl, requestHeaders } from '../api/client.js';
import type { ApiAddress } from '../contract/api-url.js';
import { EarlyResponse } from '../api/early.js';
import { proxyFor } from '../api/proxy.js';
import { nodeTransport, sameTimeouts } from '../api/transport.js';
import { readConfig } from '../store/config-read.js';
import { isFresh, readVocabulary } from '../vocabulary/cache.js';
import { matchValue } from '../vocabulary/match.js';
import { USER_AGENT } from '../version.js';
import { FILTER_FLAGS, GLOBAL_OPTIONS, LIST_OPTIONS, optionKey, type OptionSpec } from './options.js';
import type { Context } from './context.js';
import { cleansTyped, cleanTyped } from './typed.js';
import { buildQueries, filterValues, parseLimit, parseSort, type FilterInput } from './listing-query.js';
import { resolveSettings, type GlobalFlags } from './settings.js';

export type PlanFlags = GlobalFlags & FilterInput & { sort?: string; limit?: string };

export interface EarlyPlan {
  kind: 'job' | 'internship';
  flags: PlanFlags;
}

/**
 * The flags `jobs list` accepts (its own and the global ones), from the command table; an option
 * marked `early: false` there (or any flag not in it) leaves the whole run to the command.
 */
const EARLY_OPTIONS: readonly OptionSpec[] = [...GLOBAL_OPTIONS, ...LIST_OPTIONS].filter((o: OptionSpec) => o.early !== false);
const names = (o: OptionSpec): string[] => [`--${o.long}`, ...(o.short ? [`-${o.short}`] : [])];
/** Flags that take a value, with the key commander stores them under and whether it is cleaned (typed.ts). */
const VALUE_FLAGS = new Map<string, [string, boolean]>(
  EARLY_OPTIONS.filter((o) => o.value).flatMap((o) => names(o).map((n) => [n, [optionKey(o.long), cleansTyped(o) && !o.choices]] as const)),
);
/** Switches, with the key and the value they set (`--no-x` sets x to false). */
const SWITCHES = new Map<string, [string, boolean]>(
  EARLY_OPTIONS.filter((o) => !o.value).flatMap((o) => names(o).map((n) => [n, [optionKey(o.long), !o.long.startsWith('no-')]] as const)),
);

const NOUNS: Record<string, EarlyPlan['kind']> = { jobs: 'job', internships: 'internship' };

/** The listing `fresher <args>` will request, when argv says so plainly; else undefined. Pure. */
export function planEarlyRequest(args: readonly string[]): EarlyPlan | undefined {
  const flags: Record<string, string | boolean> = {};
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('-')) {
      words.push(arg);
      continue;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (VALUE_FLAGS.has(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
      // `--search -x`: leave what commander makes of that to commander.
      if (value === undefined || (eq < 0 && value.startsWith('-'))) return undefined;
      const [key, clean] = VALUE_FLAGS.get(name) as [string, boolean];
      // A flag given twice is for the command to judge (a filter twice is one request per value there).
      if (key in flags) return undefined;
      flags[key] = clean ? cleanTyped(value) : value;
      continue;
    }
    const when = eq > 0 ? undefined : SWITCHES.get(arg);
    if (!when) return undefined;
    flags[when[0]] = when[1];
  }
  const kind = NOUNS[words[0] ?? ''];
  if (!kind || words.length > 2 || (words.length === 2 && words[1] !== 'list')) return undefined;
  return { kind, flags: flags as PlanFlags };
}

/**
 * The URL the command will request, or undefined when that cannot be known for sure without it; throws
 * where the command would refuse a value.
 */
function plannedUrl(plan: EarlyPlan, api: ApiAddress, ctx: Context, ttlSeconds: number): string | undefined {
  const { flags } = plan;
  // Both throw on a value the command will refuse.
  parseSort(flags.sort);
  parseLimit(flags.limit);
  const present = FILTER_FLAGS.filter((f) => filterValues(flags, f.key).length > 0);
  if (present.length > 0 && flags.validate !== false) {
    const cached = readVocabulary(ctx.env, api.identity);
    if (!cached || !isFresh(cached, ctx.clock.now(), ttlSeconds)) return undefined;
    for (const { key, group } of present) {
      if (filterValues(flags, key).some((v) => matchValue(v, cached.filters[group] ?? [], group).kind !== 'exact')) return undefined;
    }
  }
  // Warnings are the command's to give; this only needs the parameters. Several requests are the command's.
  const { queries } = buildQueries(flags, () => undefined);
  if (queries.length !== 1) return undefined;
  return endpointUrl(api.url, plan.kind === 'job' ? '/api/jobs' : '/api/internships', { ...queries[0] });
}

/**
 * Sends the planned request, if any, through the same transport and headers the client uses. Never
 * throws and never writes: anything doubtful means no early request, and the command does it all.
 */
export function startEarlyRequest(args: readonly string[], ctx: Context): EarlyResponse | undefined {
  try {
    const plan = planEarlyRequest(args);
    if (!plan || ctx.env.FRESHER_NO_EARLY_REQUEST === '1') return undefined;
    const config = readConfig(ctx.env);
    const settings = resolveSettings(plan.flags, ctx, config.values);
    // The built-in sandbox starts later; a proxy goes through undici, which is slow to load.
    if (settings.api === undefined || proxyFor(settings.api.url, ctx.env) !== undefined) return undefined;
    const url = plannedUrl(plan, settings.api, ctx, settings.cacheTtlSeconds);
    if (url === undefined) return undefined;
    const headers = requestHeaders(USER_AGENT, settings.api.authorization);
    const transport = nodeTransport(sameTimeouts(settings.timeoutSeconds * 1000));
    let onSent = (): void => undefined;
    const written = new Promise<void>((resolve) => {
      onSent = resolve;
    });
    return new EarlyResponse(url, headers, transport, transport.request(url, { headers, signal: ctx.signal, onSent }), written);
  } catch {
    // A bad flag or setting: the command reports it, and sends nothing.
    return undefined;
  }
}
