/**
 * `fresher ui` (and `fresher` alone on a terminal): the full-screen workspace. It draws on the
 * terminal device in the alternate screen; its data comes through the use cases the commands use
 * (the listing service, the digest's rules, the tracker and saved lists), and every action writes
 * through the same state code as the command that does it (locked, versioned, per API identity).
 * Messages the session would print (sample data, warnings, rate-limit pauses) go to its status line.
 */
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CSV_FIELDS } from '../../render/columns.js';
import { explanationOf } from '../../render/match.js';
import { Writable } from 'node:stream';
import { ApiError } from '../../api/errors.js';
import type { ApiRecord } from '../../contract/record.js';
import { textOf } from '../../contract/record.js';
import { digestGroup, rememberDigest, seenByDigests, type DigestGroup } from '../../listings/digest.js';
import { countOf, fetchCombined, fetchListings, listingId, type ListingKind } from '../../listings/service.js';
import { filterEvents, localDate } from '../../refine/events.js';
import { refine } from '../../refine/refine.js';
import { renderDetail } from '../../render/detail.js';
import { daysUntil, humanDate } from '../../render/dates.js';
import { toSingleLine } from '../../render/sanitize.js';
import { noStyle } from '../../render/style.js';
import { terminalWidth } from '../../render/width.js';
import { ensurePrivateDir, writeFileAtomic } from '../../store/atomic.js';
import { shortHash } from '../../store/hash.js';
import { currentStatus } from '../../store/hunt.js';
import { dueDates, listingDeadline, soonestDue } from '../../listings/hunt.js';
import { cacheDir, expandHome } from '../../store/paths.js';
import { addEntries, removeEntries } from '../../store/saved.js';
import { STATUSES } from '../../store/statuses.js';
import type { TabState } from '../../store/workspace.js';
import {
  filterGroupsOf,
  initialWorkspace,
  memoryOf,
  ownFacts,
  TABS,
  type Effect,
  type Event,
  type TabMemory,
  type TabName,
  type Workspace,
} from '../../interactive/workspace/model.js';
import type { ListFlags } from '../command-table.js';
import type { Context } from '../context.js';
import { emitList } from '../emit.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { validateFilterFlags } from '../filter-flags.js';
import { buildQueries, parseLimit } from '../listing-query.js';
import type { ListingQuery } from '../../filters/registry.js';
import { DEFAULT_PAGER, splitCommand } from '../pager.js';
import { attachMatches } from '../match-output.js';
import { openSession, type Session } from '../session.js';
import type { GlobalFlags } from '../settings.js';
import { formatForPath } from '../settings.js';
import { checkListings } from '../check-listings.js';
import { apiErrorMessage } from '../api-error-message.js';
import { hideCompany, hideListings, unhideCompany, unhideListings } from './hide.js';
import { refineOptions } from './listings.js';
import { escapeDelay, onResize, openTerminal, quietly } from './pick.js';
import { savedEntry } from './saved.js';
import { dayOrNone, dueFact, lastSeen as trackedAsSeen, trackListings } from './track.js';

/** The last rows each tab showed, per API, kept in the cache dir for when the API cannot be reached. */
interface LastSeenFile {
  version: 1;
  tabs: { tab: string; at: number; records: ApiRecord[] }[];
}
const lastSeenPath = (s: Session): string => join(cacheDir(s.ctx.env), 'workspace', `${shortHash(s.apiKey)}.json`);

function readLastSeen(s: Session): Map<TabName, { at: number; records: ApiRecord[] }> {
  const out = new Map<TabName, { at: number; records: ApiRecord[] }>();
  try {
    const file = JSON.parse(readFileSync(lastSeenPath(s), 'utf8')) as Partial<LastSeenFile>;
    if (file.version !== 1 || !Array.isArray(file.tabs)) return out;
    for (const t of file.tabs) {
      const tab = TABS.find((name) => name === t.tab);
      if (tab && typeof t.at === 'number' && Array.isArray(t.records))
        out.set(tab, { at: t.at, records: t.records.filter((r) => typeof r === 'object' && r !== null) });
    }
  } catch {
    // None yet, or unreadable: nothing to fall back on.
  }
  return out;
}

function writeLastSeen(s: Session, tabs: Map<TabName, { at: number; records: ApiRecord[] }>): void {
  try {
    const dir = join(cacheDir(s.ctx.env), 'workspace');
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    ensurePrivateDir(dir);
    const file: LastSeenFile = { version: 1, tabs: [...tabs].map(([tab, v]) => ({ tab, ...v })) };
    writeFileAtomic(lastSeenPath(s), JSON.stringify(file));
  } catch {
    // A cache: the next run fetches again.
  }
}

/** The tab memory from the state file, keeping only tabs and filter groups fresher knows. */
function readMemory(s: Session): { active: TabName; memory: Map<TabName, TabMemory> } {
  const section = s.state().workspace.load();
  const memory = new Map<TabName, TabMemory>();
  for (const t of section.tabs) {
    const tab = TABS.find((name) => name === t.tab);
    if (!tab) continue;
    const values: Record<string, string[]> = {};
    for (const g of filterGroupsOf(tab).groups) values[g.key] = t.values.find(([key]) => key === g.key)?.[1] ?? [];
    memory.set(tab, { search: t.search, selections: { values, campus: t.campus }, ...(t.at !== undefined ? { at: t.at } : {}) });
  }
  return { active: TABS.find((name) => name === section.active) ?? 'new', memory };
}

function writeMemory(s: Session, w: Workspace): void {
  const tabs: TabState[] = [...memoryOf(w)].map(([tab, m]) => ({
    tab,
    search: m.search,
    values: filterGroupsOf(tab)
      .groups.map((g) => [g.key, m.selections.values[g.key] ?? []] as [string, string[]])
      .filter(([, v]) => v.length > 0),
    campus: m.selections.campus,
    ...(m.at !== undefined ? { at: m.at } : {}),
  }));
  s.state().workspace.update((mine) => {
    mine.active = TABS[w.active];
    mine.tabs = tabs;
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: our own status-line codes (the session's, never API text)
const CSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** A stream for the session's stderr: each line it writes becomes the workspace's status line. */
function lineSink(say: (line: string) => void): Writable {
  let partial = '';
  return new Writable({
    write(chunk: Buffer | string, _enc, callback) {
      partial += String(chunk);
      const lines = partial.split(/\r|\n/);
      partial = lines.pop() ?? '';
      const last = lines
        .map((l) =>
          l
            .replace(CSI, '')
            .replace(/^fresher: /, '')
            .trim(),
        )
        .filter(Boolean)
        .pop();
      if (last) say(last);
      callback();
    },
  });
}

/** What the status line adds after "tracked N listings as S": the note and dates recorded, as the command says them. */
function trackedExtras(effect: Extract<Effect, { kind: 'track' }>, now: number): string {
  // A day gone by is kept as given, and said, as the command warns of it.
  const day = (v: string): string => `${humanDate(v, now) ?? v}${(daysUntil(v, now) ?? 0) < 0 ? ' (passed)' : ''}`;
  return [
    ...(effect.note ? [' with a note'] : []),
    ...(effect.deadline !== undefined ? [effect.deadline === null ? '; your deadline cleared' : `; your deadline ${day(effect.deadline)}`] : []),
    ...(effect.next !== undefined ? [effect.next === null ? '; next date cleared' : `; next ${day(effect.next)}`] : []),
  ].join('');
}

const kindOf = (tab: TabName, r: ApiRecord): ListingKind => (tab === 'internships' || r.fresher_kind === 'internship' ? 'internship' : 'job');

export async function uiCommand(ctx: Context, globals: GlobalFlags): Promise<number> {
  let dispatch: (event: Event) => void = () => {};
  /** Warnings said while the workspace ran: said again on stderr once it is gone, so none is lost. */
  const warnings: string[] = [];
  /** A warning not yet seen with the message after it: a notice that follows at once (sample data) goes beside it, not over it. */
  let fresh: string | undefined;
  const sink = lineSink((line) => {
    if (line.startsWith('warning: ')) {
      if (!warnings.includes(line)) warnings.push(line);
      fresh = fresh === undefined ? line : `${fresh} · ${line}`;
      return dispatch({ kind: 'status', text: fresh });
    }
    const text = fresh === undefined ? line : `${fresh} · ${line}`;
    fresh = undefined;
    dispatch({ kind: 'status', text });
  });
  // The session's messages go to the status line: the terminal is the workspace's while it runs.
  const s = await openSession({ ...ctx, stderr: sink, stderrIsTTY: false }, globals);
  try {
    const term = s.settings.interactive ? openTerminal({ ctx }) : undefined;
    if (!term) {
      const why = !s.settings.interactive ? '--no-input was given' : 'it needs a terminal';
      throw usageError(`the workspace cannot run: ${why}`, 'For scripts: fresher digest, fresher jobs list, fresher track, fresher jobs saved');
    }
    try {
      return await runWorkspace(s, term, (d) => (dispatch = d), ctx.stderr);
    } finally {
      term.close();
      for (const w of warnings) ctx.stderr.write(`fresher: ${w}\n`);
    }
  } finally {
    await s.close();
  }
}

/** `stderr`: the process's own (the session's goes to the status line), for what is said as the workspace ends on a signal. */
async function runWorkspace(
  s: Session,
  term: NonNullable<ReturnType<typeof openTerminal>>,
  onDispatch: (d: (event: Event) => void) => void,
  stderr: NodeJS.WritableStream,
): Promise<number> {
  const { ctx } = s;
  const now = (): number => ctx.clock.now();
  const lastSeen = readLastSeen(s);
  const { active, memory } = readMemory(s);
  const savedIds = (): Set<string> => {
    const saved = s.state().saved.load();
    return new Set([...saved.job, ...saved.internship].map((e) => e.id));
  };
  const badges = (): Map<string, string> =>
    new Map(
      s
        .state()
        .tracker.load()
        .entries.map((e) => [e.id, currentStatus(e).status]),
    );
  // The vocabulary is loaded once the workspace is drawn (start, below): a slow or silent API would
  // otherwise leave the terminal blank, keys echoed on the shell's screen, for as long as it takes.
  let latest: Workspace = initialWorkspace({
    vocabulary: {},
    hidden: s.state().hidden.load(),
    saved: savedIds(),
    badges: badges(),
    memory,
    active,
    readDay: (label, text) => {
      try {
        return { day: dayOrNone(s, label, text) ?? null };
      } catch (e) {
        if (e instanceof CliError) return { error: e.message };
        throw e;
      }
    },
  });
  /** The New tab's groups as last loaded: the digest memory takes the listings of these that were seen. */
  let groups: DigestGroup[] = [];
  const fetched = new Map(lastSeen);
  const copied: string[] = [];
  /** Every record loaded, by id: the Saved tab names what was saved from any tab without asking again. */
  const known = new Map<string, ApiRecord>();

  const loaders: Record<TabName, () => Promise<ApiRecord[]>> = {
    new: async () => {
      const searches = s.state().searches.load().searches;
      const seen = seenByDigests(s.state().digest.load(), now());
      const responses = new Map<string, Promise<ApiRecord[]>>();
      const next: DigestGroup[] = [];
      for (const search of searches) {
        const flags = search.flags as ListFlags;
        let queries: ListingQuery[];
        let options: Awaited<ReturnType<typeof refineOptions>>;
        // A search that cannot run now (a filter gone from the vocabulary, --sort match without a
        // profile) is named, as the digest names it; the others load.
        try {
          queries = buildQueries(await validateFilterFlags(s, flags), () => {}).queries;
          options = await refineOptions(s, { ...flags, showHidden: false, untracked: true }, search.kind);
        } catch (e) {
          if (e instanceof ApiError) throw e;
          s.msg.warn(`saved search ${search.name}: ${(e as Error).message}`);
          continue;
        }
        const key = JSON.stringify([search.kind, queries.map((q) => Object.entries(q).sort())]);
        if (!responses.has(key))
          responses.set(
            key,
            fetchCombined(s, search.kind, queries).then((r) => r.records as ApiRecord[]),
          );
        const all = await (responses.get(key) as Promise<ApiRecord[]>);
        next.push(digestGroup(search.name, search.kind, all, refine(all, options).records, seen, parseLimit(flags.limit)));
      }
      groups = next;
      const rows = new Map<string, ApiRecord>();
      for (const g of next)
        for (const r of g.listings) {
          const id = listingId(r);
          if (id !== undefined && !rows.has(id)) rows.set(id, { ...r, fresher_search: g.search, fresher_kind: g.kind });
        }
      return [...rows.values()];
    },
    jobs: async () => (await fetchListings(s, 'job', {})) as ApiRecord[],
    internships: async () => (await fetchListings(s, 'internship', {})) as ApiRecord[],
    events: async () => {
      const api = await s.api();
      const events = (await s.progress('fetching events', () => api.events())) as ApiRecord[];
      return filterEvents(events, { upcomingFrom: localDate(now()) });
    },
    tracker: async () => {
      const entries = s.state().tracker.load().entries;
      const found = await checkListings(s, entries);
      const rows = entries.map((e) => {
        const r = found?.get(e.id);
        const change = currentStatus(e);
        // The dates the board shows, as `fresher track` words them: yours over the listing's, and the next one.
        const dates = dueDates(change.status, listingDeadline(r, e.deadline), e);
        const soonest = soonestDue(dates, now());
        const row: ApiRecord = {
          ...(r ?? { id: e.id, title: e.title ?? null, company: e.company ?? null, deadline: e.deadline ?? null }),
          fresher_kind: e.kind,
          fresher_status: change.status,
          ...(dates.length > 0 ? { fresher_due: dates.map((d) => dueFact(d, now())).join(' · ') } : {}),
          ...(change.note ? { fresher_note: change.note } : {}),
        };
        return { row, order: STATUSES.indexOf(change.status), soonest };
      });
      // The board: grouped by status in the order an application moves, the soonest date first.
      const board = rows.sort((a, b) => a.order - b.order || a.soonest - b.soonest).map((x) => x.row);
      if (found === undefined) throw Object.assign(new Error('unchecked'), { rows: board });
      return board;
    },
    saved: async () => {
      const saved = s.state().saved.load();
      const entries = [...saved.job.map((e) => ({ ...e, kind: 'job' as const })), ...saved.internship.map((e) => ({ ...e, kind: 'internship' as const }))];
      const found = await checkListings(s, entries);
      const rows = entries.map(
        (e) =>
          ({ ...(found?.get(e.id) ?? known.get(e.id) ?? { id: e.id, title: e.title ?? null, company: e.company ?? null }), fresher_kind: e.kind }) as ApiRecord,
      );
      if (found === undefined) throw Object.assign(new Error('unchecked'), { rows });
      return rows;
    },
  };

  const load = async (tab: TabName, dispatch: (event: Event) => void): Promise<boolean> => {
    try {
      const records = await loaders[tab]();
      for (const r of records) {
        const id = listingId(r);
        if (id !== undefined) known.set(id, r);
      }
      fetched.set(tab, { at: now(), records });
      // With a profile, the detail pane explains how each listing fits it.
      await attachMatches(s, records, tab === 'jobs' ? 'job' : tab === 'internships' ? 'internship' : undefined);
      dispatch({ kind: 'rows', tab, records, freshness: { at: now() } });
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'aborted') throw e;
      const own = (e as { rows?: ApiRecord[] }).rows;
      // What went wrong, in a few words: an answer that did not come, one that was an error (500),
      // a rate limit not waited out; any other failure is said as itself.
      const trouble = troubleOf(e);
      lastTrouble = trouble;
      const why = e instanceof ApiError ? `${trouble.short}: ${apiErrorMessage(e)}` : `could not load: ${toSingleLine((e as Error).message ?? String(e))}`;
      // The person's own lists are theirs: shown from the state files, as last seen.
      if (own) dispatch({ kind: 'rows', tab, records: own, freshness: { at: fetched.get(tab)?.at ?? now(), stale: trouble.short } });
      else {
        const copy = fetched.get(tab);
        dispatch({ kind: 'rows', tab, records: copy?.records ?? [], freshness: { at: copy?.at ?? now(), stale: copy ? trouble.short : why } });
      }
      return false;
    }
  };

  /** What the last failed load met, for the line that follows a refresh. */
  let lastTrouble = troubleOf(undefined);
  let refreshing: Promise<void> | undefined;
  /** Set when the person pressed r (also during a load under way): they hear how it went; the first load says only what failed. */
  let announce = false;
  const refresh = (dispatch: (event: Event) => void, first: TabName, asked: boolean): Promise<void> => {
    if (asked) announce = true;
    if (refreshing) return refreshing;
    refreshing = (async () => {
      // Another shell may have tracked, saved or hidden since: every tab shows what the commands now say.
      reloadState(dispatch);
      // The open tab first: the person sees it while the others load.
      const order = [first, ...TABS.filter((t) => t !== first)];
      let failed = 0;
      for (const [i, tab] of order.entries()) {
        dispatch({ kind: 'progress', text: `refreshing ${tab} (${i + 1}/${order.length})…` });
        if (!(await load(tab, dispatch))) failed++;
      }
      dispatch({ kind: 'progress', text: undefined });
      if (failed) dispatch({ kind: 'status', text: `${lastTrouble.sentence}; ${failed} ${failed === 1 ? 'tab shows' : 'tabs show'} what was last seen` });
      else if (announce) dispatch({ kind: 'status', text: `refreshed at ${new Date(now()).toTimeString().slice(0, 5)}` });
      announce = false;
      writeLastSeen(s, fetched);
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };

  const reloadSaved = (dispatch: (event: Event) => void): void => {
    dispatch({ kind: 'saved', ids: savedIds() });
    dispatch({ kind: 'badges', badges: badges() });
  };
  /** The state files the tabs read besides their rows (searches and the digest memory are read by New's loader). */
  const reloadState = (dispatch: (event: Event) => void): void => {
    dispatch({ kind: 'hidden', hidden: s.state().hidden.load() });
    reloadSaved(dispatch);
  };

  const perform = async (effect: Effect, dispatch: (event: Event) => void): Promise<void> => {
    const tab = TABS[latest.active] as TabName;
    const listings = (records: readonly ApiRecord[]) =>
      records.flatMap((r) => {
        const id = listingId(r);
        return id === undefined ? [] : [{ id, kind: kindOf(tab, r), record: r }];
      });
    switch (effect.kind) {
      case 'save':
      case 'unsave': {
        const ls = listings(effect.records);
        if (ls.length === 0) return dispatch({ kind: 'status', text: 'the API gave this listing an id that is not a valid one' });
        let n = 0;
        for (const kind of ['job', 'internship'] as const) {
          const mine = ls.filter((l) => l.kind === kind);
          if (mine.length === 0) continue;
          n +=
            effect.kind === 'save'
              ? s.state().saved.update((sec) =>
                  addEntries(
                    sec,
                    kind,
                    mine.map((l) => savedEntry(s, l.id, l.record)),
                  ),
                )
              : s.state().saved.update((sec) =>
                  removeEntries(
                    sec,
                    kind,
                    mine.map((l) => l.id),
                  ),
                ).length;
        }
        reloadSaved(dispatch);
        void load('saved', dispatch);
        return dispatch({ kind: 'status', text: `${effect.kind === 'save' ? 'saved' : 'unsaved'} ${n} ${n === 1 ? 'listing' : 'listings'}` });
      }
      case 'track': {
        const ls = listings(effect.records);
        const tracker = new Map(
          s
            .state()
            .tracker.load()
            .entries.map((e) => [e.id, e]),
        );
        // What `fresher track ID --status S --note N --deadline D --next X` records, through the same code.
        trackListings(
          s,
          ls.map((l) => ({ id: l.id, kind: l.kind, record: l.record, known: trackedAsSeen(tracker.get(l.id)) })),
          {
            ...(effect.status !== undefined ? { status: effect.status } : {}),
            at: new Date(now()).toISOString(),
            ...(effect.note ? { note: toSingleLine(effect.note) } : {}),
            ...(effect.deadline !== undefined ? { deadline: effect.deadline } : {}),
            ...(effect.next !== undefined ? { next: effect.next } : {}),
          },
        );
        reloadSaved(dispatch);
        const text = `${ls.length === 1 ? 'tracked 1 listing' : `tracked ${ls.length} listings`}${effect.status !== undefined ? ` as ${effect.status}` : ''}${trackedExtras(effect, now())}`;
        // The tabs reload from the API; when it cannot be asked its warning follows this line, so
        // the change is said again after it: recorded, shown as last seen.
        void load('tracker', dispatch).then(async (tracked) => {
          const saved = await load('saved', dispatch);
          if (!tracked || !saved) dispatch({ kind: 'status', text: `${text} (the API could not be asked: shown as last seen)` });
        });
        return dispatch({ kind: 'status', text });
      }
      case 'hide-listings': {
        const ls = listings(effect.records);
        // u undoes only what this key hid: a listing hidden before stays hidden.
        const added = hideListings(s, ls);
        dispatch({ kind: 'hidden', hidden: s.state().hidden.load(), ...(added.length > 0 ? { undo: { kind: 'listings' as const, ids: added } } : {}) });
        return dispatch({
          kind: 'status',
          text: added.length > 0 ? `hid ${added.length} ${added.length === 1 ? 'listing' : 'listings'}; u undoes` : 'already hidden',
        });
      }
      case 'hide-company': {
        const name = textOf(effect.record.company)?.trim() ?? '';
        if (!name) return dispatch({ kind: 'status', text: 'this listing names no company' });
        const added = hideCompany(s, name, false);
        dispatch({ kind: 'hidden', hidden: s.state().hidden.load(), ...(added ? { undo: { kind: 'company' as const, name } } : {}) });
        return dispatch({ kind: 'status', text: added ? `hid the company "${toSingleLine(name)}"; u undoes` : 'already hidden' });
      }
      case 'undo': {
        const undo = effect.undo;
        // The company's own entry, the one X added: a --match rule of the same text stays.
        const n = undo.kind === 'listings' ? unhideListings(s, new Set(undo.ids)) : unhideCompany(s, undo.name, false).exact;
        dispatch({ kind: 'hidden', hidden: s.state().hidden.load() });
        // Another shell (fresher unhide) may have undone it already: said so, not claimed as done here.
        if (n === 0)
          return dispatch({
            kind: 'status',
            text: `nothing to undo: ${undo.kind === 'listings' ? (undo.ids.length === 1 ? 'the listing is' : 'the listings are') : `the company "${toSingleLine(undo.name)}" is`} no longer hidden`,
          });
        return dispatch({
          kind: 'status',
          text: undo.kind === 'listings' ? `unhid ${n} ${n === 1 ? 'listing' : 'listings'}` : `unhid the company "${toSingleLine(undo.name)}"`,
        });
      }
      case 'copy': {
        const ids = effect.records.map(listingId).filter((id): id is string => id !== undefined);
        if (ids.length === 0) return dispatch({ kind: 'status', text: 'the API gave this row an id that is not a valid one' });
        // OSC 52: the terminal puts the ids on the clipboard (where it allows it); they are printed on leaving too.
        term.output.write(`\u001b]52;c;${Buffer.from(ids.join('\n')).toString('base64')}\u0007`);
        for (const id of ids) if (!copied.includes(id)) copied.push(id);
        return dispatch({ kind: 'status', text: `copied ${ids.length === 1 ? ids[0] : `${ids.length} ids`} (printed again on leaving)` });
      }
      case 'pager': {
        // The default pager would quit at once for a page that fits (-F): here it should stay open.
        const command = s.settings.pager === undefined || s.settings.pager === DEFAULT_PAGER ? 'less -R' : s.settings.pager;
        const [program, ...args] = splitCommand(command);
        if (!program) return dispatch({ kind: 'status', text: 'no pager to open' });
        const style = s.settings.ttyColor ? s.style : noStyle;
        const text = renderDetail(
          effect.record,
          effect.resource,
          terminalWidth(term.output.columns) ?? ctx.columns,
          style,
          explanationOf(effect.record, style),
          ownFacts(tab, effect.record),
        );
        // The pager draws on the terminal device (stdout may be a file) and reads its keys from it; the
        // workspace waits for it, then draws again.
        let fd: number | 'inherit' = 'inherit';
        try {
          fd = openSync(process.platform === 'win32' ? 'CONOUT$' : '/dev/tty', 'w');
        } catch {
          // No terminal device: the workspace then draws on stderr, and so does the pager.
        }
        const result = spawnSync(program, args, {
          input: text,
          stdio: ['pipe', fd === 'inherit' ? process.stderr : fd, 'inherit'],
          env: ctx.env as NodeJS.ProcessEnv,
        });
        if (fd !== 'inherit') closeSync(fd);
        return dispatch({
          kind: 'status',
          text: result.error ? `could not run the pager ${toSingleLine(program)}: ${result.error.message}` : 'back from the pager',
        });
      }
      case 'export': {
        // Typed here, so no shell expanded a leading ~ (as in the picker).
        const path = expandHome(effect.path, ctx.env);
        if (!effect.overwrite && existsSync(path)) return dispatch({ kind: 'export-exists', path });
        const format = formatForPath(path) ?? 'csv';
        const warnings: string[] = [];
        const noun = effect.resource === 'event' ? 'events' : effect.resource === 'internship' ? 'internships' : 'jobs';
        // A tab of jobs and internships (saved, tracked, new) keeps each kind's own columns (a stipend,
        // a duration) and says which each row is: the columns of the first row alone lost the others'.
        const kinds = new Set(effect.records.map((r) => r.fresher_kind));
        const mixed = effect.resource !== 'event' && kinds.has('job') && kinds.has('internship');
        const derived = mixed ? [...CSV_FIELDS.internship.filter((f) => !CSV_FIELDS.job.includes(f)), 'fresher_kind'] : [];
        await emitList(
          { ...s, msg: quietly(s.msg, warnings), settings: { ...s.settings, output: path, format, fields: undefined } },
          mixed ? 'job' : effect.resource,
          effect.records,
          noun,
          undefined,
          [],
          undefined,
          derived,
        );
        return dispatch({
          kind: 'export-done',
          text: `exported ${effect.resource === 'event' ? `${effect.records.length} events` : mixed ? `${effect.records.length} listings (jobs and internships)` : countOf(effect.records.length, effect.resource === 'internship' ? 'internship' : 'job')} to ${toSingleLine(path)}${warnings.length ? ` (${warnings.join('; ')})` : ''}`,
        });
      }
      case 'refresh':
        return refresh(dispatch, tab, true);
      case 'quit':
        return;
    }
  };

  const style = s.settings.ttyColor ? s.style : noStyle;
  const { runWorkspacePrompt, RESTORE_TERMINAL } = await import('../../interactive/workspace/prompt.js');
  const { setRaw } = await import('../../interactive/suspend.js');
  let ending: 'quit' | 'interrupted' = 'quit';
  // Ended by a signal (SIGTERM, or SIGINT sent from elsewhere), the process exits without the prompt's
  // own ending: the terminal is given back here, and what the run would remember is kept.
  const restore = (): void => {
    term.output.write(RESTORE_TERMINAL);
    setRaw(term.input, false);
    try {
      remember(s, latest, groups);
    } catch (e) {
      // Ending on a signal: said in a line, never a stack trace (the next cleanups still run).
      stderr.write(`fresher: warning: could not keep what the workspace showed: ${toSingleLine((e as Error).message ?? String(e))}\n`);
    }
  };
  ctx.onInterrupt.add(restore);
  try {
    ending = await runWorkspacePrompt(
      latest,
      {
        perform,
        start: (dispatch) => {
          onDispatch(dispatch);
          // What was seen last time shows at once, marked as such, until fresh rows arrive.
          for (const [tab, copy] of lastSeen) dispatch({ kind: 'rows', tab, records: copy.records, freshness: { at: copy.at, stale: 'loading…' } });
          void s
            .vocabulary()
            .then((v) => dispatch({ kind: 'vocabulary', vocabulary: v.filters }))
            // Without it the filter screens are empty; the tabs' loads say what the API did.
            .catch(() => {});
          void refresh(dispatch, TABS[latest.active] as TabName, false).catch(() => {});
        },
        changed: (w) => {
          latest = w;
        },
      },
      {
        input: term.input,
        output: term.output,
        size: () => ({ width: terminalWidth(term.output.columns) ?? ctx.columns, height: term.output.rows || ctx.rows }),
        onResize: (listener) => onResize(term.output, listener),
        escapeDelayMs: escapeDelay(ctx.env),
        signal: ctx.signal,
      },
      style,
    );
  } finally {
    ctx.onInterrupt.delete(restore);
    // Kept whatever ended the run (q, Ctrl-C): where each tab was, and which new listings were on screen.
    remember(s, latest, groups);
    if (copied.length > 0) ctx.stdout.write(copied.map((id) => `${id}\n`).join(''));
  }
  return ending === 'interrupted' ? ExitCode.interrupted : ExitCode.ok;
}

/** A failed load in a few words (a tab's header) and as a sentence (the status line after a refresh). */
function troubleOf(e: unknown): { short: string; sentence: string } {
  if (!(e instanceof ApiError) || e.kind === 'network' || e.kind === 'timeout') return { short: 'API unreachable', sentence: 'the API could not be reached' };
  if (e.kind === 'rate-limit') return { short: 'API rate-limited', sentence: 'the API asked to wait longer than --max-wait' };
  return { short: 'API error', sentence: 'the API answered with an error' };
}

function remember(s: Session, w: Workspace, groups: readonly DigestGroup[]): void {
  try {
    writeMemory(s, w);
  } catch {
    // The workspace memory is a convenience: a read-only state dir must not fail the run.
  }
  if (w.seen.size === 0 || groups.length === 0) return;
  const seenGroups = groups.map((g) => ({ ...g, listings: g.listings.filter((r) => w.seen.has(listingId(r) ?? '')) }));
  const names = s
    .state()
    .searches.load()
    .searches.map((x) => x.name);
  s.state().digest.update((mine) => rememberDigest(mine, seenGroups, names, s.ctx.clock.now()));
}
