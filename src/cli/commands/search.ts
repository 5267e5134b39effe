/**
 * `fresher search save|list|run|rm` and `fresher digest`: filters and refine flags kept under a name,
 * run on demand or all at once for what is new since the last digest.
 */
import { spawn } from 'node:child_process';
import type { ListingQuery } from '../../filters/registry.js';
import type { ApiRecord } from '../../contract/record.js';
import { fetchListings, listingId, NOUNS, type ListingKind } from '../../listings/service.js';
import { shortId } from '../../listings/short-id.js';
import { refine } from '../../refine/refine.js';
import { recordList } from '../../render/formats.js';
import { formatNumber } from '../../render/numbers.js';
import { toSingleLine } from '../../render/sanitize.js';
import { truncate } from '../../render/width.js';
import type { SavedSearch, SearchFlags } from '../../store/hunt.js';
import { FILTER_OPTIONS, optionKey, REFINE_OPTIONS, type DigestFlags, type ListFlags, type SearchSaveFlags } from '../command-table.js';
import { emit } from '../emit.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { validateFilterFlags } from '../filter-flags.js';
import { buildQuery, parseLimit } from '../listing-query.js';
import { findProgram } from '../pager.js';
import type { Session } from '../session.js';
import { otherApisNotice } from '../other-apis.js';
import { listCommand, refineOptions } from './listings.js';

const NAME = /^[a-z0-9][a-z0-9._-]{0,39}$/i;
/** The flags a search keeps: its filters and refine flags, nothing about output. */
const KEPT = [...FILTER_OPTIONS, ...REFINE_OPTIONS].map((o) => ({ key: optionKey(o.long), long: o.long, negated: o.long.startsWith('no-') }));

function checkName(name: string): string {
  if (!NAME.test(name)) throw usageError(`"${toSingleLine(name)}" is not a search name: use letters, digits, . _ - (up to 40, starting with a letter or digit)`);
  return name;
}

function find(s: Session, name: string): SavedSearch {
  const found = s.state().searches.load().searches.find((x) => x.name === name);
  if (!found) throw new CliError(`no saved search named ${toSingleLine(name)} (see: fresher search list)`, ExitCode.notFound);
  return found;
}

/** The search as the command line that runs the same thing. */
export function commandLine(search: SavedSearch): string {
  const quote = (v: string): string => (/^[\w.,:+/@-]+$/.test(v) ? v : `'${v.replace(/'/g, `'\\''`)}'`);
  const parts = [`fresher ${NOUNS[search.kind].many} list`];
  for (const { key, long, negated } of KEPT) {
    const v = search.flags[key];
    if (v === undefined) continue;
    if (typeof v === 'boolean') {
      if (v !== negated) parts.push(`--${long}`);
    } else for (const one of Array.isArray(v) ? v : [v]) parts.push(`--${long} ${quote(one)}`);
  }
  return toSingleLine(parts.join(' '));
}

export async function searchSaveCommand(s: Session, rawName: string, flags: SearchSaveFlags): Promise<number> {
  const name = checkName(rawName);
  const kind: ListingKind = flags.internships ? 'internship' : 'job';
  // Checked now as a run would check them; filter values are kept as the vocabulary spells them.
  const validated = await validateFilterFlags(s, flags);
  buildQuery(validated, () => {});
  await refineOptions(s, flags as ListFlags);
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
  s.msg.notice(`${replaced ? 'replaced' : 'saved'} search ${name}: ${commandLine({ name, kind, flags: kept, savedAt: '' })}`);
  return ExitCode.ok;
}

export async function searchListCommand(s: Session, flags: { allApis?: boolean } = {}): Promise<number> {
  const sections = [{ api: s.apiKey, section: s.state().searches.load() }, ...s.state().searches.others()];
  otherApisNotice(s, sections.slice(1).reduce((n, o) => n + o.section.searches.length, 0), 'saved searches', flags.allApis === true);
  const shown = (flags.allApis ? sections : sections.slice(0, 1)).flatMap(({ api, section }) => section.searches.map((search) => ({ api, search })));
  if (shown.length === 0) s.msg.notice('no saved searches: fresher search save NAME --location ... --search ...');
  const rows = shown.map(({ api, search: x }) => ({ name: x.name, kind: x.kind, command: commandLine(x), saved_at: x.savedAt, ...(flags.allApis ? { api } : {}) }));
  const fields = ['name', 'kind', 'command', 'saved_at', ...(flags.allApis ? ['api'] : [])];
  const label = (r: (typeof rows)[number]): string => toSingleLine(r.name) + (r.api !== undefined && r.api !== s.apiKey ? ` (on ${toSingleLine(r.api)})` : '');
  await emit(s, {
    ...recordList(rows, { csv: fields, plain: fields }, (o) => [rows.map((r) => `${o.style.bold(label(r))}  ${truncate(r.command, Math.max(20, o.width - label(r).length - 2))}\n`).join('')]),
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

export async function searchRmCommand(s: Session, name: string): Promise<number> {
  const removed = s.state().searches.update((mine) => {
    const before = mine.searches.length;
    mine.searches = mine.searches.filter((x) => x.name !== name);
    return before > mine.searches.length;
  });
  if (!removed) throw new CliError(`no saved search named ${toSingleLine(name)}`, ExitCode.notFound);
  s.msg.notice(`deleted search ${name}`);
  return ExitCode.ok;
}

interface DigestGroup {
  search: string;
  kind: ListingKind;
  listings: ApiRecord[];
  /** Every id the API lists for the search now, shown or not. */
  listed: Set<string>;
}

/**
 * Every saved search once: one request per distinct API query (the client paces them by the
 * rate-limit headers), refine flags applied, hidden and tracked listings left out, and only what no
 * earlier digest showed for that search.
 */
export async function digestCommand(s: Session, flags: DigestFlags): Promise<number> {
  const searches = s.state().searches.load().searches;
  if (searches.length === 0) throw usageError('no saved searches to digest: fresher search save NAME --location ... first');
  // What each search showed before, by name (names are the user's: a Map, never object keys).
  const memory = new Map(s.state().digest.load().shown.map((g) => [g.search, g.ids]));
  const responses = new Map<string, Promise<ApiRecord[]>>();
  const groups: DigestGroup[] = [];
  // A search whose flags no longer pass is said and skipped; the others still run (exit 2 at the end).
  const failed: string[] = [];
  for (const search of searches) {
    const listFlags = search.flags as ListFlags;
    // Checked again: the vocabulary may have changed since the search was saved.
    let query: ListingQuery;
    try {
      query = await asSearch(search, async () => buildQuery(await validateFilterFlags(s, listFlags), (m) => s.msg.warn(`${search.name}: ${m}`)));
    } catch (e) {
      if (!(e instanceof CliError)) throw e;
      s.msg.error(e.message);
      if (e.hint) s.msg.raw(`${e.hint}\n`);
      failed.push(search.name);
      continue;
    }
    const key = JSON.stringify([search.kind, Object.entries(query).sort()]);
    if (!responses.has(key)) responses.set(key, fetchListings(s, search.kind, query) as Promise<ApiRecord[]>);
    const all = await (responses.get(key) as Promise<ApiRecord[]>);
    // Hidden and tracked listings are left out by the same filters as list's, whatever the search says.
    const options = await refineOptions(s, { ...listFlags, showHidden: false, untracked: true });
    const seen = new Set(memory.get(search.name) ?? []);
    const fresh = refine(all, options).records.filter((r) => {
      const id = listingId(r);
      return id !== undefined && !seen.has(id);
    });
    // A search's --limit caps what one digest shows of it; the rest stays new for the next one.
    const limit = parseLimit(listFlags.limit);
    const listed = new Set(all.map((r) => listingId(r)).filter((id): id is string => id !== undefined));
    groups.push({ search: search.name, kind: search.kind, listings: limit !== undefined ? fresh.slice(0, limit) : fresh, listed });
  }
  const total = groups.reduce((n, g) => n + g.listings.length, 0);
  const rows = groups.flatMap((g) => g.listings.map((r) => ({ search: g.search, kind: g.kind, id: r.id, title: r.title ?? null, company: r.company ?? null, location: r.location ?? null, posted_at: r.posted_at ?? null })));
  const fields = ['search', 'kind', 'id', 'title', 'company', 'location', 'posted_at'];
  s.msg.notice(total === 0 ? 'nothing new since the last digest' : `${formatNumber(total)} new in ${groups.filter((g) => g.listings.length > 0).length} of ${searches.length} searches`);
  await emit(s, {
    ...recordList(rows, { csv: fields, plain: fields }, (o) => [
      groups
        .filter((g) => g.listings.length > 0)
        .map((g) => `${o.style.header(`${g.search} (${g.listings.length} new)`)}\n${g.listings.map((r) => `  ${shortId(String(r.id))}  ${truncate(toSingleLine([r.title, r.company, typeof r.location === 'string' ? r.location.replace(/, India$/, '') : ''].filter((x) => typeof x === 'string' && x !== '').join(' · ')), Math.max(20, o.width - 12))}\n`).join('')}`)
        .join('\n'),
    ]),
    json: () => groups.map((g) => ({ search: g.search, kind: g.kind, new: g.listings })),
  });
  // Remembered only once shown: a failed run shows the same listings next time.
  s.state().digest.update((mine) => {
    // What a search remembers is bounded by what it matches: an id the API no longer lists for it is
    // forgotten (listed again, it is new again), and so is a search since removed.
    const shown = new Map(mine.shown.map((g) => [g.search, g.ids]));
    for (const g of groups) {
      const kept = (shown.get(g.search) ?? []).filter((id) => g.listed.has(id));
      shown.set(g.search, [...new Set([...kept, ...g.listings.map((r) => listingId(r) as string)])]);
    }
    const names = new Set(searches.map((x) => x.name));
    mine.shown = [...shown].filter(([search]) => names.has(search)).map(([search, ids]) => ({ search, ids }));
    mine.lastRun = new Date(s.ctx.clock.now()).toISOString();
  });
  if (total > 0 && flags.notify) notify(s, `fresher: ${total} new ${total === 1 ? 'listing' : 'listings'}`, groups.filter((g) => g.listings.length > 0).map((g) => `${g.search}: ${g.listings.length}`).join(', '));
  if (failed.length > 0) return ExitCode.usage;
  return total === 0 && flags.exitStatus ? ExitCode.notFound : ExitCode.ok;
}

/** One desktop notification where a notifier exists (notify-send, osascript, PowerShell); else nothing. */
function notify(s: Session, title: string, body: string): void {
  const env = s.ctx.env;
  let command: [string, string[]] | undefined;
  const sendNotify = findProgram('notify-send', env);
  const osascript = process.platform === 'darwin' ? findProgram('osascript', env) : undefined;
  const powershell = process.platform === 'win32' ? findProgram('powershell', env) : undefined;
  if (sendNotify) command = [sendNotify, ['--app-name=fresher', title, body]];
  else if (osascript) command = [osascript, ['-e', `display notification ${JSON.stringify(body)} with title ${JSON.stringify(title)}`]];
  else if (powershell) {
    const ps = (t: string): string => `'${t.replace(/'/g, "''")}'`;
    const script = `[Windows.UI.Notifications.ToastNotificationManager, Windows.UI.Notifications, ContentType = WindowsRuntime] > $null; $x = [Windows.UI.Notifications.ToastNotificationManager]::GetTemplateContent(1); $t = $x.GetElementsByTagName('text'); $t.Item(0).AppendChild($x.CreateTextNode(${ps(title)})) > $null; $t.Item(1).AppendChild($x.CreateTextNode(${ps(body)})) > $null; [Windows.UI.Notifications.ToastNotificationManager]::CreateToastNotifier('fresher').Show([Windows.UI.Notifications.ToastNotification]::new($x))`;
    command = [powershell, ['-NoProfile', '-Command', script]];
  }
  if (!command) return;
  try {
    spawn(command[0], command[1], { stdio: 'ignore', detached: true, env }).on('error', () => {}).unref();
  } catch {
    // No notification is not worth failing a digest for.
  }
}
