/**
 * `fresher track`: an application tracker. With ids and --status it records a change (and saves the
 * listing); without ids it shows the board, refreshed through the API (closed and vanished listings
 * are marked, never dropped); --due lists deadlines coming up; --ics writes them as a calendar.
 */
import { textOf, type ApiRecord } from '../../contract/record.js';
import { daysSince, deadlineOf, dueDates, listingDeadline, soonestDue, type DueDate } from '../../listings/hunt.js';
import { DAY_WORDS, DAY_WORDS_AHEAD, dayAt, DAY_MS, isoDay, parseDay, parseIsoDay, userZone } from '../../refine/days.js';
import { listingId, NOUNS, type ListingKind } from '../../listings/service.js';
import { shortId } from '../../contract/short-id.js';
import { STATUSES, type Status } from '../../store/statuses.js';
import { calendarDate, daysUntil, humanDate, relativeDays } from '../../render/dates.js';
import { renderDetail } from '../../render/detail.js';
import { recordList } from '../../render/formats.js';
import type { IcsEvent } from '../../render/ics.js';
import { toSingleLine } from '../../render/sanitize.js';
import { displayWidth, padEnd, truncate } from '../../render/width.js';
import { currentStatus, type StatusChange, type Tracked } from '../../store/hunt.js';
import { addEntries, refreshLastSeen, type LastSeen, type SavedEntry } from '../../store/saved.js';
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

/** A day typed for `flag` (a date, or a word for a day where the user is), as YYYY-MM-DD; a usage error when it names none. */
function typedDay(s: Session, flag: string, text: string): string {
  // A deadline or a next step is ahead: "fri" is the coming Friday, not the last one.
  const day = parseDay(text, s.ctx.clock.now(), userZone(s.ctx.env), true);
  if (day === undefined) throw usageError(`${flag} "${text}" is not a date or day; use a date like 2026-12-02 or ${DAY_WORDS_AHEAD.join(', ')}`);
  return isoDay(day);
}

/** `--deadline` or `--next` (or the workspace's fields): a day, or null for "none" (clears it); undefined when not given. */
export function dayOrNone(s: Session, flag: string, text: string | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  if (text.trim().toLowerCase() === 'none') return null;
  try {
    return typedDay(s, flag, text);
  } catch (e) {
    // These two also take "none": the error says how to clear one.
    if (e instanceof CliError) throw usageError(`${e.message}; or none to clear it`);
    throw e;
  }
}

/**
 * When a change happened: now as an instant, or `--on 2026-12-02` (or `--on yesterday`, a day where
 * the user is) as that calendar day, kept as YYYY-MM-DD so it reads as the day typed in every time
 * zone (an instant for local midnight would be the day before west of the user and in UTC). Tomorrow
 * is allowed, as it is already today somewhere.
 */
function when(s: Session, on: string | undefined): string {
  if (on === undefined) return new Date(s.ctx.clock.now()).toISOString();
  const [now, zone] = [s.ctx.clock.now(), userZone(s.ctx.env)];
  const typed = parseDay(on, now, zone);
  if (typed === undefined) throw usageError(`--on "${on}" is not a date or day; use a date like 2026-12-02 or ${DAY_WORDS.join(', ')}`);
  const day = isoDay(typed);
  if (typed > dayAt(now, zone) + DAY_MS) throw usageError(`--on ${on} is in the future; record a change once it has happened`);
  return day;
}

/** Said beside a listing whose state is not plainly open. */
const STATE_WORDS: Record<Exclude<ListingState, 'open'>, string> = { closed: 'closed', gone: 'no longer listed', unchecked: 'not checked' };
/** A tracked listing as last seen, for saving it while the API cannot be asked (kept as it is, never refreshed from). */
export const lastSeen = (e: Tracked | undefined): LastSeen | undefined => (e ? { title: e.title, company: e.company, deadline: e.deadline } : undefined);

export async function trackCommand(s: Session, typed: readonly string[], flags: TrackFlags): Promise<number> {
  // Other APIs' entries are shown on the board; a status, due list or calendar is this API's.
  if (flags.allApis && (typed.length > 0 || flags.due !== undefined || flags.ics)) {
    throw usageError('--all-apis goes with the board: fresher track --all-apis (statuses, --due and --ics are for the API in use)');
  }
  if (typed.length > 0) return recordStatus(s, typed, flags);
  const given = (['note', 'on', 'deadline', 'next'] as const).filter((k) => flags[k] !== undefined).map((k) => `--${k}`);
  if (given.length > 0)
    throw usageError(`${given.join(' and ')} ${given.length === 1 ? 'goes' : 'go'} with ids: fresher track ID --status applied --note "..."`);
  // --status narrows these to the listings at that status, as it narrows the board.
  if (flags.due !== undefined) return dueCommand(s, flags.due, flags.ics === true, flags.status as Status | undefined);
  if (flags.ics) return dueCommand(s, undefined, true, flags.status as Status | undefined);
  return boardCommand(s, flags.status as Status | undefined, flags.allApis === true);
}

async function recordStatus(s: Session, typed: readonly string[], flags: TrackFlags): Promise<number> {
  const status = flags.status as Status | undefined;
  // Every value is checked before anything is asked of the API.
  const deadline = dayOrNone(s, '--deadline', flags.deadline);
  const next = dayOrNone(s, '--next', flags.next);
  const dated = deadline !== undefined || next !== undefined;
  if (status === undefined) {
    if (!dated) throw usageError(`give the status to record: --status ${STATUSES.join('|')} (or a date: --deadline DATE, --next DATE)`);
    if (flags.on !== undefined) throw usageError('--on dates a status change: give --status with it');
    if (flags.note !== undefined && next === undefined) throw usageError('--note goes with --status or --next');
  }
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
  const now = s.ctx.clock.now();
  // A listing tracked for its dates alone starts as interested.
  const started = listings.filter((l) => !known.has(l.id) && status === undefined);
  const unchanged = trackListings(
    s,
    listings.map((l) => ({ id: l.id, kind: l.kind, record: records.get(l.id), known: lastSeen(known.get(l.id)) })),
    {
      ...(status !== undefined ? { status } : {}),
      at,
      ...(flags.on !== undefined ? { typedOn: true } : {}),
      ...(note ? { note } : {}),
      ...(deadline !== undefined ? { deadline } : {}),
      ...(next !== undefined ? { next } : {}),
    },
  );
  for (const [flag, day] of [
    ['--deadline', deadline],
    ['--next', next],
  ] as const) {
    if (day && (daysUntil(day, now) ?? 0) < 0) s.msg.warn(`${flag} ${day} has passed (${relativeDays(daysUntil(day, now) ?? 0)}); kept as given`);
  }
  const said = [
    ...(status !== undefined
      ? [unchanged.size === listings.length ? `still ${status}` : `${status}${flags.on ? ` on ${at}` : ''}`]
      : started.length === 0
        ? []
        : [started.length === listings.length ? 'interested (new to the tracker)' : `${started.length} new to the tracker, as interested`]),
    ...(deadline !== undefined ? [deadline === null ? 'your deadline cleared' : `your deadline ${humanDate(deadline, now) ?? deadline}`] : []),
    ...(next !== undefined ? [next === null ? 'next date cleared' : `next ${humanDate(next, now) ?? next}${note ? `: ${note}` : ''}`] : []),
  ];
  s.msg.notice(`${listings.length === 1 ? shortId(listings[0]?.id ?? '') : `${listings.length} listings`}: ${said.join('; ')}`);
  return ExitCode.ok;
}

/** A change to tracked listings: a status, and your own dates (null clears one). */
export interface TrackChange {
  status?: Status;
  /** When the status changed: an instant, or a day as typed (see when). */
  at: string;
  /** `at` was typed (--on): the change is recorded even when the status is the current one (a correction of its date). */
  typedOn?: boolean;
  note?: string;
  deadline?: string | null;
  next?: string | null;
}

/**
 * Records `change` for listings in hand (`record`: as the API has it now, or as last seen), and saves
 * them: what `fresher track ID...` and the picker's `t` do. A listing new to the tracker without a
 * status starts as interested.
 */
/** A listing to track: as the API has it now, or (undefined) not asked, with what was last seen of it. */
export interface TrackedListing {
  id: string;
  kind: ListingKind;
  record: ApiRecord | undefined;
  /** The listing as last seen, for a listing the API was not asked about: saved as it is, and nothing of it forgotten. */
  known?: LastSeen | undefined;
}

/** Returns the ids whose status was already the one given, for which nothing was added to the history (see below). */
export function trackListings(s: Session, listings: readonly TrackedListing[], change: TrackChange): Set<string> {
  const { status, at, note, deadline, next, typedOn } = change;
  const unchanged = new Set<string>();
  const zone = userZone(s.ctx.env);
  // Tracking a listing saves it too. Saved first: saving again changes nothing, so a run that fails
  // after it can be run again, while one that recorded a status and then failed would record it twice.
  for (const kind of ['job', 'internship'] as const) {
    const entries = listings.filter((l) => l.kind === kind).map((l) => (l.record !== undefined ? savedEntry(s, l.id, l.record) : knownEntry(s, l.id, l.known)));
    if (entries.length > 0) s.state().saved.update((mine) => addEntries(mine, kind, entries));
  }
  s.state().tracker.update((mine) => {
    for (const l of listings) {
      let entry = mine.entries.find((e) => e.id === l.id);
      if (!entry) {
        entry = { id: l.id, kind: l.kind, history: [] };
        mine.entries.push(entry);
      }
      // Only what the API says now changes what was last seen (a deadline it took away is forgotten).
      if (l.record !== undefined) refreshLastSeen(entry, lastSeenOf(l.record));
      else if (l.known !== undefined) refreshLastSeen(entry, l.known);
      const was = entry.history.length > 0 ? currentStatus(entry).status : undefined;
      // The status it has already, with nothing of its own (no note, no date typed): not a change, so
      // not a second entry that would restart its days in that status (dates are still recorded).
      const same = status !== undefined && status === was && !note && typedOn !== true;
      if (same) unchanged.add(l.id);
      // In date order: a status recorded for an earlier day (--on) goes where it happened, and the
      // current status stays the latest one; changes of one day keep the order they were recorded in.
      // A change made now goes last whatever dates the history holds (--on allows tomorrow).
      if (status !== undefined && !same) {
        const change = { status, at, ...(note ? { note } : {}) };
        if (typedOn !== true) entry.history.push(change);
        else insertByDay(entry.history, change, zone);
      } else if (entry.history.length === 0) entry.history.push({ status: 'interested', at: new Date(s.ctx.clock.now()).toISOString() });
      if (deadline === null) delete entry.userDeadline;
      else if (deadline !== undefined) entry.userDeadline = deadline;
      if (next === null) delete entry.next;
      else if (next !== undefined) {
        // A date moved keeps its note ("HR call with Asha") while the status stays; a new note replaces it.
        const kept = note || (status === undefined || same ? entry.next?.note : undefined);
        entry.next = { on: next, ...(kept ? { note: kept } : {}) };
      }
    }
  });
  return unchanged;
}

/** The calendar day of a status change where the user is: a day typed (--on) as it is, an instant in the user's zone. */
function changeDay(at: string, zone: string | undefined): string {
  if (parseIsoDay(at) !== undefined) return at;
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at : isoDay(dayAt(ms, zone));
}

/** Adds `change` after every change of its day or an earlier one (the history is kept in date order). */
function insertByDay(history: StatusChange[], change: StatusChange, zone: string | undefined): void {
  const day = changeDay(change.at, zone);
  let i = history.length;
  while (i > 0 && changeDay((history[i - 1] as StatusChange).at, zone) > day) i--;
  history.splice(i, 0, change);
}

/** A saved entry made from what was last seen of a listing (no value of it forgotten: see SeenNow). */
function knownEntry(s: Session, id: string, known: LastSeen | undefined): SavedEntry {
  const entry: SavedEntry = { id, savedAt: new Date(s.ctx.clock.now()).toISOString() };
  if (known) refreshLastSeen(entry, known);
  return entry;
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
  if (found !== undefined) {
    keepAsSeen(s, s.state().tracker, (mine) => mine.entries, found);
    // Tracking saves: the saved copy of a listing is kept as the API has it too (a deadline taken away is gone there as well).
    keepAsSeen(s, s.state().saved, (mine) => [...mine.job, ...mine.internship], found);
  }
  return [
    ...entries.map((entry) => ({ api: s.apiKey, entry, state: listingState(found, entry.id), listing: found?.get(entry.id) })),
    // Another API's listings cannot be checked with this one: as last seen.
    ...(allApis ? others.map(({ api, entry }) => ({ api, entry, state: 'unchecked' as const, listing: undefined })) : []),
  ];
}

/** The history as rows, one per change: what --json, --csv and piped output carry. */
function historyRows(rows: readonly BoardRow[], allApis = false): ApiRecord[] {
  return rows.flatMap(({ api, entry, state, listing }) => {
    // The deadline in force (yours over the listing's) and whose it is; the same on every row of an entry.
    const deadline = deadlineOf(listingDeadline(listing, entry.deadline), entry);
    return entry.history.map((h) => ({
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
      deadline: deadline?.value ?? null,
      deadline_from: deadline?.from ?? null,
      next: entry.next?.on ?? null,
      next_note: entry.next?.note ?? null,
    }));
  });
}
const HISTORY_FIELDS = ['id', 'kind', 'title', 'company', 'status', 'at', 'note', 'current', 'listing', 'deadline', 'deadline_from', 'next', 'next_note'];
/** With --all-apis, every format names each row's API. */
const historyFields = (allApis: boolean): string[] => (allApis ? ['id', 'api', ...HISTORY_FIELDS.slice(1)] : HISTORY_FIELDS);

/** Parts joined with " · " on as few lines of `width` as they take (a part too wide for one is cut). */
function wrapParts(parts: readonly string[], width: number): string[] {
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.length - 1;
    const joined = last >= 0 ? `${lines[last]} · ${part}` : part;
    if (last >= 0 && displayWidth(joined) <= width) lines[last] = joined;
    else lines.push(truncate(part, width));
  }
  return lines;
}

/** A date on the board: "deadline in 5 days (yours)", "interview tomorrow (HR call)". */
export function dueFact(d: DueDate, now: number): string {
  const left = daysUntil(d.value, now);
  // A date that names no real day is shown as sent.
  const when = left !== undefined ? relativeDays(left) : truncate(toSingleLine(d.value), 24);
  const whose = d.what === 'deadline' && d.from === 'you' ? ' (yours)' : '';
  // Applications that closed in the past: "closed 21 days ago", not "closes 21 days ago".
  const word = d.word === 'closes' && left !== undefined && left < 0 ? 'closed' : d.word;
  return `${word} ${when}${whose}${d.note ? ` (${truncate(toSingleLine(d.note), 24)})` : ''}`;
}

async function boardCommand(s: Session, only: Status | undefined, allApis: boolean): Promise<number> {
  const all = await boardRows(s, allApis);
  const rows = only ? all.filter((r) => currentStatus(r.entry).status === only) : all;
  if (all.length === 0) s.msg.notice('nothing tracked yet: fresher track ID --status applied');
  else if (rows.length === 0) s.msg.notice(`no tracked listing is at ${only} (${all.length} tracked: fresher track shows them all)`);
  const now = s.ctx.clock.now();
  const history = historyRows(rows, allApis);
  await emit(s, {
    // A workbook has the board (each listing at its current status) and a sheet of every change.
    sheets: (o) => [
      { name: 'Board', rows: history.filter((r) => r.current === true), fields: o.fields ?? historyFields(allApis) },
      { name: 'Status changes', rows: history, fields: o.fields ?? historyFields(allApis) },
    ],
    ...recordList(history, { csv: historyFields(allApis), plain: historyFields(allApis) }, (o) => {
      // Each row's dates, worked out once: its facts say them, and the soonest orders the rows.
      const due = new Map(rows.map((r) => [r, dueDates(currentStatus(r.entry).status, listingDeadline(r.listing, r.entry.deadline), r.entry)]));
      const factsOf = (r: BoardRow): string[] => {
        const since = daysSince(currentStatus(r.entry).at, now);
        return [
          `${since} ${since === 1 ? 'day' : 'days'}`,
          ...(due.get(r) ?? []).map((d) => dueFact(d, now)),
          ...(r.state !== 'open' ? [STATE_WORDS[r.state]] : []),
        ];
      };
      const parts = new Map(rows.map((r) => [r, factsOf(r)]));
      const facts = new Map(rows.map((r) => [r, (parts.get(r) ?? []).join(' · ')]));
      // The facts in one column when every title keeps 20 columns beside them; else each row as it fits.
      const aligned = o.width - 12 - Math.max(0, ...[...facts.values()].map(displayWidth)) - 2;
      let out = '';
      // Within a status, the soonest date first (as the workspace's Tracker tab), then as tracked.
      const soonest = new Map(rows.map((r) => [r, soonestDue(due.get(r) ?? [], now)]));
      for (const status of only ? [only] : STATUSES) {
        const here = rows.filter((r) => currentStatus(r.entry).status === status).sort((a, b) => (soonest.get(a) ?? 0) - (soonest.get(b) ?? 0));
        if (here.length === 0) continue;
        out += `${o.style.header(`${status.toUpperCase()} (${here.length})`)}\n`;
        for (const r of here) {
          const fact = facts.get(r) ?? '';
          const where = r.api !== s.apiKey ? ` · on ${r.api}` : '';
          // Each part cleaned on its own: a sequence opened in the title cannot run into the company.
          const what = `${toSingleLine(textOf(r.listing?.title) ?? r.entry.title ?? '—')} · ${toSingleLine(textOf(r.listing?.company) ?? r.entry.company ?? '—')}${toSingleLine(where)}`;
          const shownFacts = (f: string): string => (r.state === 'open' ? f : o.style.warn(f));
          const room = aligned >= 20 ? aligned : o.width - 12 - displayWidth(fact) - 2;
          const head = `  ${padEnd(shortId(r.entry.id), 8)}  `;
          // Beside the title while the title keeps 20 columns; else on a line of their own below it.
          out +=
            room >= 20
              ? `${`${head}${padEnd(truncate(what, room), room)}  ${shownFacts(fact)}`.trimEnd()}\n`
              : `${head}${truncate(what, Math.max(1, o.width - 12))}\n${wrapParts(parts.get(r) ?? [], Math.max(1, o.width - 12))
                  .map((line) => `${' '.repeat(12)}${shownFacts(line)}\n`)
                  .join('')}`;
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
      const now = s.ctx.clock.now();
      const history = entry.history
        .map((h) => `  ${padEnd(h.status, 10)} ${humanDate(h.at, now) ?? h.at}${h.note ? `  ${toSingleLine(h.note)}` : ''}`)
        .join('\n');
      // Your own dates, and whose deadline is in force.
      const day = (v: string): string => humanDate(v, now) ?? toSingleLine(v);
      const theirs = listingDeadline(listing, entry.deadline);
      const dates = [
        ...(entry.userDeadline !== undefined
          ? [`  ${padEnd('deadline', 10)} ${day(entry.userDeadline)}, yours${theirs ? ` (the listing's: ${day(theirs)})` : ''}`]
          : []),
        ...(entry.next ? [`  ${padEnd('next', 10)} ${day(entry.next.on)}${entry.next.note ? `  ${toSingleLine(entry.next.note)}` : ''}`] : []),
      ];
      const datesPart = dates.length > 0 ? `\n${o.style.header('Your dates')}\n${dates.join('\n')}\n` : '';
      return [`${head}${datesPart}\n${o.style.header('History')}\n${history}\n`];
    }),
    json: () => ({ ...entry, listing: listing ?? null, state }),
  });
  return ExitCode.ok;
}

export async function trackRmCommand(s: Session, typed: readonly string[]): Promise<number> {
  const tracker = s.state().tracker.load();
  const listings = await resolveAnyIds(s, typed, tracker.entries);
  const ids = new Set(listings.map((l) => l.id));
  const gone = s.state().tracker.update((mine) => {
    const had = mine.entries.filter((e) => ids.has(e.id));
    mine.entries = mine.entries.filter((e) => !ids.has(e.id));
    return had;
  });
  const removed = new Set(gone.map((e) => e.id));
  // An id not tracked is named, as track show names it, and the run exits 3 (as get does for an id not found).
  for (const l of listings) if (!removed.has(l.id)) s.msg.error(`${shortId(l.id)} is not tracked`);
  if (gone.length > 0) {
    // Tracking saved the listing: it stays saved, and is said to (it still shows in --due and --ics).
    const saved = s.state().saved.load();
    const still = gone.filter((e) => (saved[e.kind] ?? []).some((x) => x.id === e.id));
    const kinds = [...new Set(still.map((e) => e.kind))];
    const unsave = kinds
      .map(
        (k) =>
          `fresher ${NOUNS[k].many} unsave ${still
            .filter((e) => e.kind === k)
            .map((e) => shortId(e.id))
            .join(' ')}`,
      )
      .join('; ');
    s.msg.notice(
      `stopped tracking ${gone.length} ${gone.length === 1 ? 'listing' : 'listings'}${still.length > 0 ? `; still saved (${unsave} removes ${still.length === 1 ? 'it' : 'them'})` : ''}`,
    );
  }
  return removed.size === listings.length ? ExitCode.ok : ExitCode.notFound;
}

/**
 * Tracked and saved listings with something coming up (dueDates: deadlines, and your --next dates),
 * within `days` (all with --ics alone), soonest first. Rows (JSON, CSV, piped) are one per listing;
 * the terminal and the calendar get one line or entry per date.
 */
async function dueCommand(s: Session, within: string | undefined, ics: boolean, only?: Status): Promise<number> {
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
    {
      id: string;
      kind: ListingKind;
      entry?: Tracked;
      seen: { title?: string | undefined; company?: string | undefined; deadline?: string | undefined };
    }
  >();
  for (const kind of ['job', 'internship'] as const)
    for (const e of saved[kind]) if (listingId({ id: e.id }) !== undefined) pool.set(e.id, { id: e.id, kind, seen: e });
  for (const e of tracked)
    pool.set(e.id, {
      id: e.id,
      kind: e.kind,
      entry: e,
      seen: { title: e.title, company: e.company, deadline: e.deadline ?? pool.get(e.id)?.seen.deadline },
    });
  const checked = await checkListings(s, [...pool.values()]);
  if (checked !== undefined) {
    keepAsSeen(s, s.state().tracker, (mine) => mine.entries, checked);
    keepAsSeen(s, s.state().saved, (mine) => [...mine.job, ...mine.internship], checked);
  }
  const found = checked ?? new Map<string, ApiRecord>();
  const now = s.ctx.clock.now();
  const inWindow = (d: { left: number }): boolean => days === undefined || d.left <= days;
  const due = [...pool.values()]
    .map(({ seen, entry, ...p }) => {
      const r = found.get(p.id);
      const status = entry ? currentStatus(entry).status : undefined;
      // As the API has it now, else as last seen when tracked or saved.
      const title = textOf(r?.title) ?? seen.title;
      const company = textOf(r?.company) ?? seen.company;
      const dates = dueDates(status, listingDeadline(r, seen.deadline), entry).flatMap((d) => {
        const day = calendarDate(d.value);
        if (!day)
          s.msg.warn(notADayWarning(shortId(p.id), title, d.what === 'next' ? 'next date' : 'deadline', d.value, ics ? 'the calendar' : 'the deadlines'));
        const left = day ? daysUntil(day.iso, now) : undefined;
        // Only what is still to come.
        return day && left !== undefined && left >= 0 ? [{ ...d, day, left }] : [];
      });
      return { ...p, status, title, company, dates, soonest: Math.min(...dates.map((d) => d.left)) };
    })
    .filter((d) => d.dates.some(inWindow) && (only === undefined || d.status === only))
    .sort((a, b) => a.soonest - b.soonest);
  // Each part cleaned on its own (a sequence opened in the title cannot run into the company), then joined.
  const name = (d: { id: string; title?: string | undefined; company?: string | undefined }): string =>
    `${toSingleLine(d.title ?? d.id)} (${toSingleLine(d.company ?? '?')})`;
  if (ics) {
    // Calendars are a rare need: their code is a lazy part of the build (dist/lazy/calendar.cjs).
    const { calendar } = await import('../../render/ics.js');
    const events: IcsEvent[] = due.flatMap((d) =>
      d.dates.filter(inWindow).map((date) => ({
        // Stable: importing again updates the entry, so its wording follows the status.
        uid: `${date.what}-${d.id}@fresher`,
        // Sample data says so in each entry too: imported into a calendar, the file's name is gone.
        summary: `${s.isSandbox() ? '[sandbox] ' : ''}${date.label}: ${name(d)}${date.note ? ` · ${date.note}` : ''}`,
        start: { day: date.day },
        description: [
          `fresher ${NOUNS[d.kind].many} get ${shortId(d.id)}`,
          ...(d.status ? [`Status: ${d.status}`] : []),
          ...(date.what === 'deadline' && date.from === 'you' ? ['Your own deadline'] : []),
          ...(date.note ? [`Note: ${date.note}`] : []),
        ].join('\n'),
      })),
    );
    await withSink(s, (sink) => drain(sink, [calendar(`${s.isSandbox() ? '[sandbox] ' : ''}fresher deadlines`, events, now)]));
    s.msg.notice(`${events.length} ${events.length === 1 ? 'date' : 'dates'}`);
    return ExitCode.ok;
  }
  const rows: ApiRecord[] = due.map((d) => {
    const deadline = d.dates.find((x) => x.what === 'deadline');
    const next = d.dates.find((x) => x.what === 'next');
    return {
      id: d.id,
      kind: d.kind,
      title: d.title ?? null,
      company: d.company ?? null,
      deadline: deadline?.value ?? null,
      days_left: deadline?.left ?? null,
      status: d.status ?? 'saved',
      deadline_from: deadline?.from ?? null,
      next: next?.value ?? null,
      next_days: next?.left ?? null,
      next_note: next?.note ?? null,
    };
  });
  if (rows.length === 0)
    s.msg.notice(
      `nothing due${days !== undefined ? ` in the next ${days === 1 ? 'day' : `${days} days`}` : ''} among ${only ? `listings at ${only}` : 'tracked and saved listings'}`,
    );
  const fields = ['id', 'kind', 'title', 'company', 'deadline', 'days_left', 'status', 'deadline_from', 'next', 'next_days', 'next_note'];
  // One line per date: when, the status, what is due, the listing.
  const lines = due.flatMap((d) => d.dates.filter(inWindow).map((date) => ({ d, date }))).sort((a, b) => a.date.left - b.date.left);
  await emit(
    s,
    recordList(rows, { csv: fields, plain: fields }, (o) => [
      lines
        .map(({ d, date }) => {
          const what = `${date.label}${date.what === 'deadline' && date.from === 'you' ? ' (yours)' : ''}${date.note ? ` (${date.note})` : ''}`;
          return `${padEnd(shortId(d.id), 8)}  ${padEnd(relativeDays(date.left), 12)}  ${padEnd(d.status ?? 'saved', 10)}  ${truncate(`${toSingleLine(what)}: ${toSingleLine(d.title ?? '—')} · ${toSingleLine(d.company ?? '—')}`, Math.max(20, o.width - 38))}\n`;
        })
        .join(''),
    ]),
  );
  return ExitCode.ok;
}
