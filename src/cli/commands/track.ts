/**
 * `fresher track`: an application tracker. With ids and --status it records a change (and saves the
 * listing); without ids it shows the board, refreshed through the API (closed and vanished listings
 * are marked, never dropped); --due lists deadlines coming up; --ics writes them as a calendar.
 */
import { textOf, type ApiRecord } from '../../contract/record.js';
import { daysSince, daysUntil } from '../../listings/hunt.js';
import { listingId, NOUNS, type ListingKind } from '../../listings/service.js';
import { shortId } from '../../contract/short-id.js';
import { STATUSES, type Status } from '../../store/statuses.js';
import { calendarDate, calendarDay, humanDate, relativeDays, type CalendarDate } from '../../render/dates.js';
import { renderDetail } from '../../render/detail.js';
import { recordList } from '../../render/formats.js';
import type { IcsEvent } from '../../render/ics.js';
import { toSingleLine } from '../../render/sanitize.js';
import { padEnd, truncate } from '../../render/width.js';
import { currentStatus, type Tracked } from '../../store/hunt.js';
import { addEntries, refreshLastSeen } from '../../store/saved.js';
import { keepAsSeen, lastSeenOf, savedEntry } from './saved.js';
import { otherApisNotice } from '../other-apis.js';
import type { TrackFlags } from '../command-table.js';
import { emit, withSink } from '../emit.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { checkListings, fetchListingsByIds, listingState, type ListingState } from '../check-listings.js';
import { resolveAnyIds } from '../listing-ids.js';
import { notADayWarning } from '../messages.js';
import { drain } from '../output.js';
import type { Session } from '../session.js';

/**
 * When a change happened: now as an instant, or `--on 2026-12-02` as that calendar day, kept as
 * YYYY-MM-DD so it reads as the day typed in every time zone (an instant for local midnight would be
 * the day before west of the user and in UTC). Tomorrow is allowed, as it is already today somewhere.
 */
function when(s: Session, on: string | undefined): string {
  if (on === undefined) return new Date(s.ctx.clock.now()).toISOString();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(on.trim());
  if (!m || calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) === undefined) throw usageError(`--on "${on}" is not a date like 2026-12-02`);
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  if ((daysUntil(day, s.ctx.clock.now()) ?? 0) > 1) throw usageError(`--on ${on} is in the future; record a change once it has happened`);
  return day;
}

/** Said beside a listing whose state is not plainly open. */
const STATE_WORDS: Record<Exclude<ListingState, 'open'>, string> = { closed: 'closed', gone: 'no longer listed', unchecked: 'not checked' };
/** A tracked listing's names as last seen, for saving it while the API cannot be asked. */
const lastSeen = (e: Tracked | undefined): ApiRecord | undefined => (e ? { id: e.id, title: e.title, company: e.company } : undefined);

export async function trackCommand(s: Session, typed: readonly string[], flags: TrackFlags): Promise<number> {
  // Other APIs' entries are shown on the board; a status, due list or calendar is this API's.
  if (flags.allApis && (typed.length > 0 || flags.due !== undefined || flags.ics)) {
    throw usageError('--all-apis goes with the board: fresher track --all-apis (statuses, --due and --ics are for the API in use)');
  }
  if (typed.length > 0) return recordStatus(s, typed, flags);
  if (flags.note !== undefined || flags.on !== undefined) throw usageError('--note and --on go with ids: fresher track ID --status applied --note "..."');
  if (flags.due !== undefined) return dueCommand(s, flags.due, flags.ics === true);
  if (flags.ics) return dueCommand(s, undefined, true);
  return boardCommand(s, flags.status as Status | undefined, flags.allApis === true);
}

async function recordStatus(s: Session, typed: readonly string[], flags: TrackFlags): Promise<number> {
  const status = flags.status as Status | undefined;
  if (status === undefined) throw usageError(`give the status to record: --status ${STATUSES.join('|')}`);
  const at = when(s, flags.on);
  const tracker = s.state().tracker.load();
  const listings = await resolveAnyIds(s, typed, tracker.entries);
  const known = new Map(tracker.entries.map((e) => [e.id, e]));
  // A listing new to the tracker must exist; one already tracked is only refreshed, so a status
  // can be recorded while the API is down.
  const missing = listings.filter((l) => l.record === undefined);
  const fetched = new Map([
    ...(await fetchListingsByIds(
      s,
      missing.filter((l) => !known.has(l.id)),
    )),
    ...((await checkListings(
      s,
      missing.filter((l) => known.has(l.id)),
    )) ?? []),
  ]);
  const records = new Map(listings.map((l) => [l.id, l.record ?? fetched.get(l.id)]));
  for (const l of listings) {
    if (records.get(l.id) === undefined && !known.has(l.id)) throw new CliError(`no ${NOUNS[l.kind].one} with id ${l.id}`, ExitCode.notFound);
  }
  const note = flags.note !== undefined ? toSingleLine(flags.note) : undefined;
  writeStatus(s, listings, records, status, at, note, known);
  s.msg.notice(`${listings.length === 1 ? shortId(listings[0]?.id ?? '') : `${listings.length} listings`}: ${status}${flags.on ? ` on ${flags.on}` : ''}`);
  return ExitCode.ok;
}

/**
 * Records `status` for listings (as of `at`, with an optional note) and saves them: what `track ID
 * --status S` writes, shared with the workspace. `records`: the listings as the API has them now;
 * `known`: the tracker's entries, for the names of a listing the API could not give.
 */
export function writeStatus(
  s: Session,
  listings: readonly { id: string; kind: ListingKind }[],
  records: ReadonlyMap<string, ApiRecord | undefined>,
  status: Status,
  at: string,
  note: string | undefined,
  known: ReadonlyMap<string, Tracked> = new Map(),
): void {
  s.state().tracker.update((mine) => {
    for (const l of listings) {
      const r = records.get(l.id);
      let entry = mine.entries.find((e) => e.id === l.id);
      if (!entry) {
        entry = { id: l.id, kind: l.kind, history: [] };
        mine.entries.push(entry);
      }
      refreshLastSeen(entry, lastSeenOf(r));
      // In the order recorded: the last one recorded is the current status, whatever date --on gave it.
      entry.history.push({ status, at, ...(note ? { note } : {}) });
    }
  });
  // Tracking a listing saves it too.
  for (const kind of ['job', 'internship'] as const) {
    const entries = listings.filter((l) => l.kind === kind).map((l) => savedEntry(s, l.id, records.get(l.id) ?? lastSeen(known.get(l.id))));
    if (entries.length > 0) s.state().saved.update((mine) => addEntries(mine, kind, entries));
  }
}

interface BoardRow {
  /** The API it is tracked on (the one in use, unless --all-apis shows others). */
  api: string;
  entry: Tracked;
  state: ListingState;
  listing: ApiRecord | undefined;
}

async function boardRows(s: Session, allApis: boolean): Promise<BoardRow[]> {
  const entries = s.state().tracker.load().entries;
  const others = s
    .state()
    .tracker.others()
    .flatMap((o) => o.section.entries.map((entry) => ({ api: o.api, entry })));
  otherApisNotice(s, others.length, 'tracked', allApis);
  const found = await checkListings(s, entries);
  if (found !== undefined) keepAsSeen(s, s.state().tracker, (mine) => mine.entries, found);
  return [
    ...entries.map((entry) => ({ api: s.apiKey, entry, state: listingState(found, entry.id), listing: found?.get(entry.id) })),
    // Another API's listings cannot be checked with this one: as last seen.
    ...(allApis ? others.map(({ api, entry }) => ({ api, entry, state: 'unchecked' as const, listing: undefined })) : []),
  ];
}

/** The history as rows, one per change: what --json, --csv and piped output carry. */
function historyRows(rows: readonly BoardRow[], allApis = false): ApiRecord[] {
  return rows.flatMap(({ api, entry, state, listing }) =>
    entry.history.map((h) => ({
      id: entry.id,
      ...(allApis ? { api } : {}),
      kind: entry.kind,
      title: textOf(listing?.title) ?? entry.title ?? null,
      company: textOf(listing?.company) ?? entry.company ?? null,
      status: h.status,
      at: h.at,
      note: h.note ?? null,
      current: h === currentStatus(entry),
      listing: state,
      deadline: textOf(listing?.deadline) ?? entry.deadline ?? null,
    })),
  );
}
const HISTORY_FIELDS = ['id', 'kind', 'title', 'company', 'status', 'at', 'note', 'current', 'listing', 'deadline'];
/** With --all-apis, every format names each row's API. */
const historyFields = (allApis: boolean): string[] => (allApis ? ['id', 'api', ...HISTORY_FIELDS.slice(1)] : HISTORY_FIELDS);

async function boardCommand(s: Session, only: Status | undefined, allApis: boolean): Promise<number> {
  const all = await boardRows(s, allApis);
  const rows = only ? all.filter((r) => currentStatus(r.entry).status === only) : all;
  if (all.length === 0) s.msg.notice('nothing tracked yet: fresher track ID --status applied');
  const now = s.ctx.clock.now();
  await emit(s, {
    ...recordList(historyRows(rows, allApis), { csv: historyFields(allApis), plain: historyFields(allApis) }, (o) => {
      let out = '';
      for (const status of only ? [only] : STATUSES) {
        const here = rows.filter((r) => currentStatus(r.entry).status === status);
        if (here.length === 0) continue;
        out += `${o.style.header(`${status.toUpperCase()} (${here.length})`)}\n`;
        for (const r of here) {
          const since = daysSince(currentStatus(r.entry).at, now);
          const deadline = textOf(r.listing?.deadline) ?? r.entry.deadline;
          const left = daysUntil(deadline ?? '', now);
          const facts = [
            `${since} ${since === 1 ? 'day' : 'days'}`,
            // A deadline that names no real day is shown as sent.
            ...(deadline ? [`deadline ${left !== undefined ? relativeDays(left) : truncate(toSingleLine(deadline), 24)}`] : []),
            ...(r.state !== 'open' ? [STATE_WORDS[r.state]] : []),
          ].join(' · ');
          const where = r.api !== s.apiKey ? ` · on ${r.api}` : '';
          const what = toSingleLine(`${textOf(r.listing?.title) ?? r.entry.title ?? '—'} · ${textOf(r.listing?.company) ?? r.entry.company ?? '—'}${where}`);
          const shownFacts = (f: string): string => (r.state === 'open' ? f : o.style.warn(f));
          const room = o.width - 12 - facts.length - 2;
          const head = `  ${padEnd(shortId(r.entry.id), 8)}  `;
          // Beside the title while the title keeps 20 columns; else on a line of their own below it.
          out +=
            room >= 20
              ? `${`${head}${padEnd(truncate(what, room), room)}  ${shownFacts(facts)}`.trimEnd()}\n`
              : `${head}${truncate(what, Math.max(1, o.width - 12))}\n${' '.repeat(12)}${shownFacts(truncate(facts, Math.max(1, o.width - 12)))}\n`;
        }
      }
      return out ? [out] : [];
    }),
  });
  return ExitCode.ok;
}

export async function trackShowCommand(s: Session, typed: string): Promise<number> {
  const tracker = s.state().tracker.load();
  const [l] = await resolveAnyIds(s, [typed], tracker.entries);
  const entry = tracker.entries.find((e) => e.id === l?.id);
  if (!l || !entry) throw new CliError(`${typed} is not tracked (fresher track ${typed} --status interested)`, ExitCode.notFound);
  const found = await checkListings(s, [entry]);
  const listing = found?.get(entry.id);
  const state = listingState(found, entry.id);
  const rows = historyRows([{ api: s.apiKey, entry, state, listing }]);
  await emit(s, {
    ...recordList(rows, { csv: HISTORY_FIELDS, plain: HISTORY_FIELDS }, (o) => {
      const lost =
        state === 'unchecked'
          ? `${toSingleLine(entry.company ?? '')}\n${o.style.warn('not checked with the API; as last seen')}`
          : o.style.warn('no longer listed by the API');
      const head = listing ? renderDetail(listing, entry.kind, o.width, o.style) : `${o.style.bold(toSingleLine(entry.title ?? entry.id))}\n${lost}\n`;
      const history = entry.history
        .map((h) => `  ${padEnd(h.status, 10)} ${humanDate(h.at, s.ctx.clock.now()) ?? h.at}${h.note ? `  ${toSingleLine(h.note)}` : ''}`)
        .join('\n');
      return [`${head}\n${o.style.header('History')}\n${history}\n`];
    }),
    json: () => ({ ...entry, listing: listing ?? null, state }),
  });
  return ExitCode.ok;
}

export async function trackRmCommand(s: Session, typed: readonly string[]): Promise<number> {
  const tracker = s.state().tracker.load();
  const listings = await resolveAnyIds(s, typed, tracker.entries);
  const ids = new Set(listings.map((l) => l.id));
  const removed = s.state().tracker.update((mine) => {
    const before = mine.entries.length;
    mine.entries = mine.entries.filter((e) => !ids.has(e.id));
    return before - mine.entries.length;
  });
  s.msg.notice(`stopped tracking ${removed} ${removed === 1 ? 'listing' : 'listings'}`);
  return removed > 0 ? ExitCode.ok : ExitCode.notFound;
}

/** Tracked and saved listings with a deadline: within `days` (all with --ics alone), soonest first. */
async function dueCommand(s: Session, within: string | undefined, ics: boolean): Promise<number> {
  let days: number | undefined;
  if (within !== undefined) {
    const m = /^\s*(\d+)\s*([dw]?)\s*$/i.exec(within);
    if (!m) throw usageError(`--due "${within}" is not a number of days (e.g. 7d, 2w)`);
    days = Number(m[1]) * ((m[2] ?? '').toLowerCase() === 'w' ? 7 : 1);
  }
  const tracked = s.state().tracker.load().entries;
  const saved = s.state().saved.load();
  // Each listing with what was last seen of it (tracked entries over saved ones), for when the API cannot be asked.
  const pool = new Map<
    string,
    { id: string; kind: ListingKind; status?: Status; seen: { title?: string | undefined; company?: string | undefined; deadline?: string | undefined } }
  >();
  for (const kind of ['job', 'internship'] as const)
    for (const e of saved[kind]) if (listingId({ id: e.id }) !== undefined) pool.set(e.id, { id: e.id, kind, seen: e });
  for (const e of tracked)
    pool.set(e.id, {
      id: e.id,
      kind: e.kind,
      status: currentStatus(e).status,
      seen: { title: e.title, company: e.company, deadline: e.deadline ?? pool.get(e.id)?.seen.deadline },
    });
  const checked = await checkListings(s, [...pool.values()]);
  if (checked !== undefined) {
    keepAsSeen(s, s.state().tracker, (mine) => mine.entries, checked);
    keepAsSeen(s, s.state().saved, (mine) => [...mine.job, ...mine.internship], checked);
  }
  const found = checked ?? new Map<string, ApiRecord>();
  const now = s.ctx.clock.now();
  const due = [...pool.values()]
    .map(({ seen, ...p }) => {
      const r = found.get(p.id);
      // As the API has it now, else as last seen when tracked or saved.
      const deadline = textOf(r?.deadline) ?? seen.deadline;
      const title = textOf(r?.title) ?? seen.title;
      const company = textOf(r?.company) ?? seen.company;
      const day = deadline ? calendarDate(deadline) : undefined;
      if (deadline && !day) s.msg.warn(notADayWarning(shortId(p.id), title, 'deadline', deadline, ics ? 'the calendar' : 'the deadlines'));
      return { ...p, title, company, deadline, day, left: day ? daysUntil(day.iso, now) : undefined };
    })
    .filter(
      (d): d is typeof d & { deadline: string; day: CalendarDate; left: number } =>
        d.day !== undefined && d.left !== undefined && d.left >= 0 && (days === undefined || d.left <= days),
    )
    .sort((a, b) => a.left - b.left);
  if (ics) {
    // Calendars are a rare need: their code is a lazy part of the build (dist/lazy/calendar.cjs).
    const { calendar } = await import('../../render/ics.js');
    const events: IcsEvent[] = due.map((d) => ({
      uid: `deadline-${d.id}@fresher`,
      summary: `Apply by: ${d.title ?? d.id} (${d.company ?? '?'})`,
      start: { day: d.day },
      description: `fresher ${NOUNS[d.kind].many} get ${shortId(d.id)}${d.status ? `\nStatus: ${d.status}` : ''}`,
    }));
    await withSink(s, (sink) => drain(sink, [calendar('fresher deadlines', events, now)]));
    s.msg.notice(`${events.length} ${events.length === 1 ? 'deadline' : 'deadlines'}`);
    return ExitCode.ok;
  }
  const rows: ApiRecord[] = due.map((d) => ({
    id: d.id,
    kind: d.kind,
    title: d.title ?? null,
    company: d.company ?? null,
    deadline: d.deadline,
    days_left: d.left,
    status: d.status ?? 'saved',
  }));
  if (rows.length === 0) s.msg.notice(`no deadlines${days !== undefined ? ` in the next ${days} days` : ''} among tracked and saved listings`);
  const fields = ['id', 'kind', 'title', 'company', 'deadline', 'days_left', 'status'];
  await emit(
    s,
    recordList(rows, { csv: fields, plain: fields }, (o) => [
      rows
        .map(
          (r) =>
            `${padEnd(shortId(String(r.id)), 8)}  ${padEnd(relativeDays(r.days_left as number), 12)}  ${padEnd(String(r.status), 10)}  ${truncate(toSingleLine(`${r.title ?? '—'} · ${r.company ?? '—'}`), Math.max(20, o.width - 38))}\n`,
        )
        .join(''),
    ]),
  );
  return ExitCode.ok;
}
