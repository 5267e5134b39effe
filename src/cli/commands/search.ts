/**
 * `fresher search save|list|run|rm` and `fresher digest`: filters and refine flags kept under a name,
 * run on demand or all at once for what is new since the last digest.
 */
import { ApiError } from '../../api/errors.js';
import { apiErrorMessage } from '../api-error-message.js';
import type { ListingQuery } from '../../filters/registry.js';
import type { ApiRecord } from '../../contract/record.js';
import { fetchListings, type ListingKind } from '../../listings/service.js';
import { mergeNewestFirst } from '../../listings/combined.js';
import { digestGroup, digestSummary, rememberDigest, seenByDigests, type DigestGroup } from '../../listings/digest.js';
import { renderDigest } from '../../render/digest.js';
import { refine } from '../../refine/refine.js';
import { recordList } from '../../render/formats.js';
import { formatNumber } from '../../render/numbers.js';
import { toSingleLine } from '../../render/sanitize.js';
import { displayWidth, padEnd, truncate } from '../../render/width.js';
import type { SavedSearch, SearchFlags } from '../../store/hunt.js';
import type { DigestFlags, ListFlags, SearchSaveFlags } from '../command-table.js';
import { checkListingFields, emit } from '../emit.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { validateFilterFlags } from '../filter-flags.js';
import { buildQueries, parseLimit } from '../listing-query.js';
import { notify } from '../notify.js';
import type { Session } from '../session.js';
import { otherApisNotice } from '../other-apis.js';
import { commandLine, KEPT } from '../search-line.js';
import { didYouMean } from '../did-you-mean.js';
import { listCommand, refineOptions } from './listings.js';
import type { RefineOptions } from '../../refine/refine.js';

const NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/i;

function checkName(name: string): string {
  if (!NAME.test(name))
    throw usageError(`"${toSingleLine(name)}" is not a search name: use letters, digits, . _ - (up to 40, starting with a letter or digit)`);
  return name;
}

/** "no saved search named X", with the likely one of the names there are (names are the user's: one line each). */
function noSuchSearch(name: string, names: readonly string[], hint: string): CliError {
  return new CliError(`no saved search named ${toSingleLine(name)}${hint}${didYouMean(name, names)}`, ExitCode.notFound);
}

function find(s: Session, name: string): SavedSearch {
  const searches = s.state().searches.load().searches;
  const found = searches.find((x) => x.name === name);
  if (!found)
    throw noSuchSearch(
      name,
      searches.map((x) => x.name),
      ' (see: fresher search list)',
    );
  return found;
}

export async function searchSaveCommand(s: Session, rawName: string, flags: SearchSaveFlags): Promise<number> {
  const name = checkName(rawName);
  const kind: ListingKind = flags.internships ? 'internship' : 'job';
  // Checked now as a run would check them; filter values are kept as the vocabulary spells them.
  const validated = await validateFilterFlags(s, flags);
  buildQueries(validated, () => {});
  await refineOptions(s, flags as ListFlags, kind);
  parseLimit(flags.limit);
  const kept: SearchFlags = {};
  for (const { key, negated } of KEPT) {
    const v = (validated as Record<string, unknown>)[key] ?? (flags as Record<string, unknown>)[key];
    // `--no-x` switches are true unless given: only their use is worth keeping.
    if (negated && v === true) continue;
    if (typeof v === 'string' || typeof v === 'boolean' || (Array.isArray(v) && v.length > 0)) kept[key] = v as string | boolean | string[];
  }
  const replaced = s.state().searches.update((mine) => {
    const had = mine.searches.some((x) => x.name === name);
    mine.searches = [...mine.searches.filter((x) => x.name !== name), { name, kind, flags: kept, savedAt: new Date(s.ctx.clock.now()).toISOString() }];
    return had;
  });
  s.msg.notice(`${replaced ? 'replaced' : 'saved'} search ${name}: ${commandLine({ kind, flags: kept })}`);
  return ExitCode.ok;
}

export async function searchListCommand(s: Session, flags: { allApis?: boolean } = {}): Promise<number> {
  const sections = [{ api: s.apiKey, section: s.state().searches.load() }, ...s.state().searches.others()];
  otherApisNotice(
    s,
    sections.slice(1).reduce((n, o) => n + o.section.searches.length, 0),
    ['saved search', 'saved searches'],
    flags.allApis === true,
  );
  const shown = (flags.allApis ? sections : sections.slice(0, 1)).flatMap(({ api, section }) => section.searches.map((search) => ({ api, search })));
  if (shown.length === 0) s.msg.notice('no saved searches: fresher search save NAME --location ... --search ...');
  const rows = shown.map(({ api, search: x }) => ({
    name: x.name,
    kind: x.kind,
    command: commandLine(x),
    saved_at: x.savedAt,
    ...(flags.allApis ? { api } : {}),
  }));
  const fields = ['name', 'kind', 'command', 'saved_at', ...(flags.allApis ? ['api'] : [])];
  const label = (r: (typeof rows)[number]): string => toSingleLine(r.name) + (r.api !== undefined && r.api !== s.apiKey ? ` (on ${toSingleLine(r.api)})` : '');
  // The commands in one column, after the widest name.
  const labelWidth = Math.max(0, ...rows.map((r) => displayWidth(label(r))));
  await emit(s, {
    ...recordList(rows, { csv: fields, plain: fields }, (o) => [
      rows.map((r) => `${o.style.bold(padEnd(label(r), labelWidth))}  ${truncate(r.command, Math.max(20, o.width - labelWidth - 2))}\n`).join(''),
    ]),
    json: () => (flags.allApis ? shown.map(({ api, search }) => ({ ...search, api })) : shown.map(({ search }) => search)),
  });
  return ExitCode.ok;
}

/**
 * A saved search's flags may no longer pass (the vocabulary changed since it was saved): the error
 * names the search and how to save it again.
 */
async function asSearch<T>(search: SavedSearch, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    if (!(e instanceof CliError) || e.code !== ExitCode.usage) throw e;
    const again = `Save it again with other values: fresher search save ${search.name} ... (it is: ${commandLine(search)})`;
    throw new CliError(`saved search ${search.name}: ${e.message}`, e.code, e.hint ? `${e.hint}\n${again}` : again);
  }
}

export async function searchRunCommand(s: Session, name: string): Promise<number> {
  const search = find(s, name);
  return asSearch(search, () => listCommand(s, search.kind, search.flags as ListFlags));
}

/** The search as an Atom feed, whatever format is configured: for feed readers and feed-to-message tools. */
export async function searchFeedCommand(s: Session, name: string): Promise<number> {
  const search = find(s, name);
  s.settings.format = 'atom';
  return asSearch(search, () => listCommand(s, search.kind, search.flags as ListFlags, search.name));
}

export async function searchRmCommand(s: Session, name: string): Promise<number> {
  let names: string[] = [];
  const removed = s.state().searches.update((mine) => {
    const before = mine.searches.length;
    names = mine.searches.map((x) => x.name);
    mine.searches = mine.searches.filter((x) => x.name !== name);
    return before > mine.searches.length;
  });
  if (!removed) throw noSuchSearch(name, names, '');
  s.msg.notice(`deleted search ${name}`);
  return ExitCode.ok;
}

/**
 * Every saved search once: one request per distinct API query (the client paces them by the
 * rate-limit headers), refine flags applied, hidden and tracked listings left out, and only what no
 * earlier digest showed for that search.
 */
export async function digestCommand(s: Session, flags: DigestFlags): Promise<number> {
  const searches = s.state().searches.load().searches;
  if (searches.length === 0) throw usageError('no saved searches to digest: fresher search save NAME --location ... first');
  // What earlier digests showed, for any search: new to none (and what this one shows joins it).
  const seen = seenByDigests(s.state().digest.load(), s.ctx.clock.now());
  const responses = new Map<string, Promise<ApiRecord[]>>();
  const groups: DigestGroup[] = [];
  // A search whose flags no longer pass is said and skipped; the others still run (exit 2 at the end).
  const failed: string[] = [];
  let apiFailure: number | undefined;
  for (const search of searches) {
    const listFlags = search.flags as ListFlags;
    // Checked again: the vocabulary may have changed since the search was saved.
    let queries: ListingQuery[];
    let options: RefineOptions;
    try {
      queries = await asSearch(search, async () => buildQueries(await validateFilterFlags(s, listFlags), (m) => s.msg.warn(`${search.name}: ${m}`)).queries);
      // Hidden and tracked listings are left out by the same filters as list's, whatever the search says;
      // one ranked or filtered by match needs the profile still there.
      options = await asSearch(search, () => refineOptions(s, { ...listFlags, showHidden: false, untracked: true }, search.kind));
    } catch (e) {
      if (!(e instanceof CliError)) throw e;
      s.msg.error(e.message);
      if (e.hint) s.msg.raw(`${e.hint}\n`);
      failed.push(search.name);
      continue;
    }
    // Several values of a filter: one query per combination, merged as list merges them.
    const fetched: ApiRecord[][] = [];
    try {
      for (const query of queries) {
        const key = JSON.stringify([search.kind, Object.entries(query).sort()]);
        if (!responses.has(key)) responses.set(key, fetchListings(s, search.kind, query) as Promise<ApiRecord[]>);
        fetched.push(await (responses.get(key) as Promise<ApiRecord[]>));
      }
    } catch (e) {
      // The API failing one search (internships down, say) is said, and the others still run: the
      // search keeps its memory, so what it missed is new next time. The run ends as that failure would.
      if (!(e instanceof ApiError) || e.kind === 'aborted') throw e;
      s.msg.error(`saved search ${search.name}: ${apiErrorMessage(e)}`);
      apiFailure ??= e.kind === 'rate-limit' ? ExitCode.rateLimited : ExitCode.failure;
      continue;
    }
    const all = mergeNewestFirst(fetched).records;
    groups.push(digestGroup(search.name, search.kind, all, refine(all, options).records, seen, parseLimit(listFlags.limit)));
  }
  const { total, title, body } = digestSummary(groups);
  // A row per listing: the search that found it, its kind, then the listing whole, so NDJSON carries
  // what the JSON's groups carry and --fields can pick any of its fields (CSV shows a few by default).
  const rows = groups.flatMap((g) => g.listings.map((r) => Object.assign({ search: g.search, kind: g.kind }, r, { search: g.search, kind: g.kind })));
  const fields = ['search', 'kind', 'id', 'title', 'company', 'location', 'posted_at'];
  // Counted over the searches that ran: one the API failed, or whose flags no longer pass, was not looked at.
  s.msg.notice(
    groups.length === 0
      ? 'no saved search could be run'
      : total === 0
        ? `nothing new since the last digest${groups.length < searches.length ? ` in the ${groups.length} of ${searches.length} searches that ran` : ''}`
        : `${formatNumber(total)} new in ${groups.filter((g) => g.listings.length > 0).length} of ${groups.length} searches${groups.length < searches.length ? ` that ran (of ${searches.length})` : ''}`,
  );
  checkListingFields(s, ['search', 'kind'], ['job', 'internship'], rows);
  await emit(s, {
    ...recordList(rows, { csv: fields, plain: fields }, (o) => [renderDigest(groups, o.style, o.width)]),
    json: () => groups.map((g) => ({ search: g.search, kind: g.kind, new: g.listings })),
  });
  // Remembered only once shown: a failed run shows the same listings next time.
  s.state().digest.update((mine) =>
    rememberDigest(
      mine,
      groups,
      searches.map((x) => x.name),
      s.ctx.clock.now(),
    ),
  );
  if (total > 0 && flags.notify) notify(title, body, s.ctx.env);
  if (failed.length > 0) return ExitCode.usage;
  if (apiFailure !== undefined) return apiFailure;
  return total === 0 && flags.exitStatus ? ExitCode.notFound : ExitCode.ok;
}
