/** `fresher events [list] | get ID...`: campus and career events, soonest first, with local filters. */
import { eventPlaces, filterEvents, localDate, pickEvent, type EventFilters } from '../../refine/events.js';
import { textOf, type ApiRecord } from '../../contract/record.js';
import { checkFields, emit, emitRecords, listPresentable, withSink, effectiveFormat } from '../emit.js';
import type { IcsEvent, IcsStart } from '../../render/ics.js';
import { API_ZONE_OFFSET, calendarDate, eventStart, type CalendarDate } from '../../render/dates.js';
import { drain } from '../output.js';
import { writeCompletionValues } from '../../vocabulary/cache.js';
import { SHOWN_ID_FILES, type EventFlags } from '../command-table.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { notADayWarning } from '../messages.js';
import { formatNumber } from '../../render/numbers.js';
import { editDistance } from '../../refine/distance.js';
import { cityFor, matchValue, normalize } from '../../vocabulary/match.js';
import { toSingleLine } from '../../render/sanitize.js';
import { truncate } from '../../render/width.js';
import { shortId, MIN_PREFIX_LENGTH, SHORT_ID_LENGTH } from '../../contract/short-id.js';
import { parseLimit } from '../listing-query.js';
import type { Session } from '../session.js';

export type { EventFlags };

async function fetchEvents(s: Session): Promise<ApiRecord[]> {
  const api = await s.api();
  const events = (await s.progress('fetching events', () => api.events())) as ApiRecord[];
  s.isSandbox();
  // The kinds the API returns are what `--type` completes from.
  writeCompletionValues(
    s.ctx.env,
    'event_type',
    events.map((e) => e.event_type),
  );
  return events;
}

export async function eventsCommand(s: Session, flags: EventFlags): Promise<number> {
  const limit = parseLimit(flags.limit);
  const events = await fetchEvents(s);
  const filters: EventFilters = {};
  // Events that are over are left out unless asked for.
  if (!flags.all) filters.upcomingFrom = localDate(s.ctx.clock.now());
  if (flags.online) filters.online = true;
  if (flags.company) filters.company = flags.company;
  if (flags.type) filters.type = checkedType(flags.type, events);
  const places = [...(flags.location ?? []).map((v) => ({ flag: '--location', value: v })), ...(flags.city ?? []).map((v) => ({ flag: '--city', value: v }))];
  const cities = places.length > 0 ? await checkedCities(s, places, events) : undefined;
  if (cities) filters.places = { wanted: new Set(cities.keys()), key: cityFor };
  const kept = filterEvents(events, filters);
  const shown = limit !== undefined ? kept.slice(0, limit) : kept;
  if (flags.ics) return eventsCalendar(s, shown);
  checkFields(s, 'event', events);
  // What was asked for, in words: "online events in Pune or Mumbai from today on".
  const asked = [
    flags.type ? `of type ${filters.type}` : '',
    flags.company ? `from companies matching "${toSingleLine(flags.company)}"` : '',
    cities ? `in ${[...cities.values()].join(' or ')}` : '',
    flags.all ? '' : 'from today on',
    limit !== undefined && kept.length > shown.length ? `the first ${formatNumber(limit)} of ${formatNumber(kept.length)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const allHint = flags.all ? '' : '; --all for past ones too';
  const noun = `${flags.online ? 'online ' : ''}events`;
  if (shown.length === 0) s.msg.notice(`no ${noun}${asked ? ` ${asked}` : ''} (of ${formatNumber(events.length)} the API lists${allHint})`);
  else if (shown.length < events.length)
    s.msg.notice(
      `showing ${formatNumber(shown.length)} of ${formatNumber(events.length)} events${asked || flags.online ? ` (${[flags.online ? 'online' : '', asked].filter(Boolean).join(', ')}${allHint})` : ''}`,
    );
  await emit(s, listPresentable('event', shown));
  // The table's short ids, for completing `fresher events get <TAB>` (hex only: nothing for a shell to run).
  if (effectiveFormat(s) === 'table')
    writeCompletionValues(
      s.ctx.env,
      SHOWN_ID_FILES.event,
      shown.map((e) => (typeof e.id === 'string' ? shortId(e.id) : '')).filter((id) => /^[0-9a-f]+$/.test(id)),
    );
  return ExitCode.ok;
}

/**
 * `events get ID...`: the API has no operation for one event, so its list is fetched once and each id
 * looked up in it, whole or by a unique prefix of 6+ characters (as listings are). One id gives a JSON
 * object and a detail view; an id that matches nothing is exit 3 when none was found.
 */
export async function eventsGetCommand(s: Session, typed: readonly string[]): Promise<number> {
  const blank = typed.find((t) => t.trim() === '');
  if (blank !== undefined) throw usageError(notAnEventId(blank));
  const events = await fetchEvents(s);
  const found: ApiRecord[] = [];
  const missing: string[] = [];
  for (const t of typed) {
    const pick = pickEvent(t, events);
    const id = toSingleLine(t.trim());
    switch (pick.kind) {
      case 'found':
        if (!found.includes(pick.event)) found.push(pick.event);
        break;
      case 'short':
        throw usageError(notAnEventId(t));
      case 'ambiguous': {
        const lines = pick.events.slice(0, 10).map((e) => `  ${describeEvent(e)}`);
        if (pick.events.length > 10) lines.push(`  … and ${pick.events.length - 10} more`);
        throw new CliError(`id prefix ${id} is ambiguous: ${pick.events.length} events start with it; type more of the id`, ExitCode.usage, lines.join('\n'));
      }
      case 'none':
        missing.push(id);
    }
  }
  const looked = `looked in the ${formatNumber(events.length)} events the API lists`;
  if (found.length === 0) {
    throw new CliError(
      missing.length === 1 ? `no event id starts with ${missing[0]} (${looked})` : `none of the ${missing.length} ids is an event's (${looked})`,
      ExitCode.notFound,
    );
  }
  for (const id of missing) s.msg.warn(`no event id starts with ${id}`);
  await emitRecords(s, 'event', found, typed.length === 1, 'events');
  // As jobs get: what was found is printed, and the exit says an id was not.
  return missing.length > 0 ? ExitCode.notFound : ExitCode.ok;
}

const notAnEventId = (typed: string): string =>
  `"${toSingleLine(typed)}" is not an event id: give the id or at least its first ${MIN_PREFIX_LENGTH} characters (the ID column shows ${SHORT_ID_LENGTH})`;

/** One line naming an event: its id, date and title (API text, stripped and cut short). */
function describeEvent(e: ApiRecord): string {
  const text = (v: unknown, width: number): string => truncate(toSingleLine(textOf(v) ?? '—'), width);
  return `${text(e.id, 40)}  ${text(e.event_date, 12)}  ${text(e.title, 60)}`;
}

/**
 * The cities `--location`/`--city` name, keyed as events are matched (cityFor: case, spacing, accents
 * and former names do not matter), with the name to show. A value is a city when the filter
 * vocabulary has it (as the listing filter checks it: "bangalore", "Pune, India") or an event's
 * location names it; anything else is exit 2 with the nearest of both, as for listings.
 */
async function checkedCities(s: Session, typed: readonly { flag: string; value: string }[], events: readonly ApiRecord[]): Promise<Map<string, string>> {
  const vocabulary = (await s.vocabulary()).filters.location ?? [];
  // Places events are held in, by key; the first spelling met is the one shown.
  const eventCities = new Map<string, string>();
  for (const e of events) for (const p of eventPlaces(e.location)) if (!eventCities.has(cityFor(p))) eventCities.set(cityFor(p), p);
  const wanted = new Map<string, string>();
  for (const { flag, value: input } of typed) {
    const quoted = `${flag} ${JSON.stringify(toSingleLine(input))}`;
    const result = vocabulary.length > 0 ? matchValue(input, vocabulary, 'location') : undefined;
    if (result?.kind === 'ambiguous')
      throw usageError(`${quoted} matches several cities: ${result.candidates.map((c) => JSON.stringify(c)).join(', ')}; give one exactly`);
    if (result?.kind === 'exact' || result?.kind === 'loose') {
      const option = vocabulary.find((o) => o.filter_value === result.value);
      const name = toSingleLine(option?.display_label || result.value.replace(/,\s*India$/i, ''));
      if (result.kind === 'loose' && result.via === 'by its former name') s.msg.notice(`${quoted}: events in ${name} (matched by its former name)`);
      wanted.set(cityFor(result.value), name);
      continue;
    }
    const key = cityFor(input);
    const held = eventCities.get(key);
    if (held !== undefined && key !== '') {
      wanted.set(key, toSingleLine(held));
      continue;
    }
    // Near spellings: the vocabulary's suggestions, then the places events are held in; one name a city.
    const within = Math.max(2, Math.floor(normalize(input).length / 3));
    const near = new Map<string, string>();
    for (const value of result?.kind === 'none' ? result.suggestions : [])
      if (!near.has(cityFor(value))) near.set(cityFor(value), value.replace(/,\s*India$/i, ''));
    for (const [k, name] of eventCities) if (!near.has(k) && editDistance(k, key, within) <= within) near.set(k, name);
    const unique = [...near.values()].slice(0, 3).map((x) => toSingleLine(x));
    throw usageError(
      `${quoted} is not a city of the filter vocabulary or of any event.${unique.length ? ` Did you mean ${unique.map((x) => JSON.stringify(x)).join(' or ')}?` : ''}`,
      'See the cities: fresher filters location',
    );
  }
  return wanted;
}

/**
 * `--type` against the types the API returned: a near spelling is used ("Hackathon", "career fair"),
 * anything else is exit 2 naming the types there are, rather than an empty list that looks like "none".
 */
function checkedType(wanted: string, events: readonly ApiRecord[]): string {
  const types = [...new Set(events.map((e) => e.event_type).filter((t): t is string => typeof t === 'string' && t !== ''))].sort();
  if (types.length === 0) return wanted;
  const n = normalize(wanted);
  const same = types.find((t) => normalize(t) === n);
  if (same !== undefined) return same;
  const within = Math.max(2, Math.floor(n.length / 3));
  const near = types.filter((t) => editDistance(normalize(t), n, within) <= within);
  const shown = (list: string[]): string => list.map((t) => JSON.stringify(toSingleLine(t))).join(', ');
  throw usageError(
    `--type "${toSingleLine(wanted)}" is not an event type the API lists.${near.length ? ` Did you mean ${shown(near)}?` : ''}`,
    `Event types: ${shown(types)}`,
  );
}

/**
 * An event's start in the calendar's zone (Asia/Kolkata): its instant there where its time can be
 * placed (a time in UTC can fall on another day in India), else the day alone.
 */
function calendarStart(day: CalendarDate, e: ApiRecord): { start: IcsStart; minutes?: number } {
  const start = eventStart(e.event_date, e.event_time);
  if (start?.ms === undefined) return { start: { day } };
  const there = new Date(start.ms + API_ZONE_OFFSET * 60_000);
  const local = calendarDate(there.toISOString());
  if (!local) return { start: { day } };
  const two = (n: number): string => String(n).padStart(2, '0');
  // A range published ("10:00 AM - 1:00 PM IST") says how long it lasts; else the calendar's default.
  const minutes = start.endMs === undefined ? undefined : Math.round((start.endMs - start.ms) / 60_000);
  return {
    start: { day: local, time: `${two(there.getUTCHours())}${two(there.getUTCMinutes())}00` },
    ...(minutes !== undefined && minutes > 0 && minutes <= 24 * 60 ? { minutes } : {}),
  };
}

/**
 * The events as an iCalendar file: timed where the API gives a time of day (lasting
 * DEFAULT_EVENT_MINUTES, as the API gives no end), all-day otherwise. An event whose date is no real
 * day is left out, with a warning naming it.
 */
async function eventsCalendar(s: Session, events: readonly ApiRecord[]): Promise<number> {
  // Calendars are a rare need: their code is a lazy part of the build (dist/lazy/calendar.cjs).
  const { calendar } = await import('../../render/ics.js');
  let undated = 0;
  const entries: IcsEvent[] = events.flatMap((e) => {
    const id = textOf(e.id);
    const sent = textOf(e.event_date);
    if (!id || !sent) {
      // Listed (its date may still come), but a calendar entry needs a day: counted in the summary.
      if (id && !sent) undated++;
      return [];
    }
    const day = calendarDate(sent);
    if (!day) {
      s.msg.warn(notADayWarning(`event ${id}`, textOf(e.title), 'event_date', sent, 'the calendar'));
      return [];
    }
    const where = e.is_online === true ? 'Online' : textOf(e.location);
    const { start, minutes } = calendarStart(day, e);
    // The time as published, always: one that cannot be placed ("9 AM PST", "TBA") makes an all-day
    // entry, and would otherwise be lost.
    const time = textOf(e.event_time);
    const description = [time && `Time: ${time}`, textOf(e.company), textOf(e.event_type), textOf(e.description)].filter(Boolean).join('\n');
    return [
      {
        uid: `event-${id}@fresher`,
        // Sample data says so in each entry too: imported into a calendar, the file's name is gone.
        summary: `${s.isSandbox() ? '[sandbox] ' : ''}${textOf(e.title) ?? 'Event'}`,
        start,
        ...(minutes !== undefined ? { durationMinutes: minutes } : {}),
        ...(description ? { description } : {}),
        ...(where ? { location: where } : {}),
      },
    ];
  });
  await withSink(s, (sink) => drain(sink, [calendar(`${s.isSandbox() ? '[sandbox] ' : ''}fresher events`, entries, s.ctx.clock.now())]));
  s.msg.notice(
    `${formatNumber(entries.length)} ${entries.length === 1 ? 'event' : 'events'} in the calendar${undated > 0 ? ` (${formatNumber(undated)} without a date left out)` : ''}`,
  );
  return ExitCode.ok;
}
