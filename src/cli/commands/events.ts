/** `fresher events [list]`: campus and career events, soonest first, with local filters. */
import { filterEvents, localDate, type EventFilters } from '../../refine/events.js';
import { textOf, type ApiRecord } from '../../contract/record.js';
import { emitList, withSink } from '../emit.js';
import type { IcsEvent } from '../../render/ics.js';
import { calendarDate, parseClock } from '../../render/dates.js';
import { drain } from '../output.js';
import { writeCompletionValues } from '../../vocabulary/cache.js';
import type { EventFlags } from '../command-table.js';
import { ExitCode, usageError } from '../exit-codes.js';
import { notADayWarning } from '../messages.js';
import { formatNumber } from '../../render/numbers.js';
import { editDistance } from '../../refine/distance.js';
import { normalize } from '../../vocabulary/match.js';
import { toSingleLine } from '../../render/sanitize.js';
import { parseLimit } from '../listing-query.js';
import type { Session } from '../session.js';

export type { EventFlags };

export async function eventsCommand(s: Session, flags: EventFlags): Promise<number> {
  const api = await s.api();
  const events = (await s.progress('fetching events', () => api.events())) as ApiRecord[];
  s.isSandbox();
  // The kinds the API returns are what `--type` completes from.
  writeCompletionValues(
    s.ctx.env,
    'event_type',
    events.map((e) => e.event_type),
  );
  const filters: EventFilters = {};
  const limit = parseLimit(flags.limit);
  // Events that are over are left out unless asked for.
  if (!flags.all) filters.upcomingFrom = localDate(s.ctx.clock.now());
  if (flags.online) filters.online = true;
  if (flags.company) filters.company = flags.company;
  if (flags.type) filters.type = checkedType(flags.type, events);
  const kept = filterEvents(events, filters);
  const shown = limit !== undefined ? kept.slice(0, limit) : kept;
  if (flags.ics) return eventsCalendar(s, shown);
  if (shown.length > 0 && shown.length < events.length) {
    s.msg.notice(
      `showing ${formatNumber(shown.length)} of ${formatNumber(events.length)} events${flags.all ? '' : ' (from today on; --all for past ones too)'}`,
    );
  }
  await emitList(s, 'event', shown, 'events');
  return ExitCode.ok;
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
 * The events as an iCalendar file: timed where the API gives a time of day (lasting
 * DEFAULT_EVENT_MINUTES, as the API gives no end), all-day otherwise. An event whose date is no real
 * day is left out, with a warning naming it.
 */
async function eventsCalendar(s: Session, events: readonly ApiRecord[]): Promise<number> {
  // Calendars are a rare need: their code is a lazy part of the build (dist/lazy/calendar.cjs).
  const { calendar } = await import('../../render/ics.js');
  const entries: IcsEvent[] = events.flatMap((e) => {
    const id = textOf(e.id);
    const sent = textOf(e.event_date);
    if (!id || !sent) return [];
    const day = calendarDate(sent);
    if (!day) {
      s.msg.warn(notADayWarning(`event ${id}`, textOf(e.title), 'event_date', sent, 'the calendar'));
      return [];
    }
    const time = parseClock(textOf(e.event_time) ?? '');
    const where = e.is_online === true ? 'Online' : textOf(e.location);
    const description = [textOf(e.company), textOf(e.event_type), textOf(e.description)].filter(Boolean).join('\n');
    return [
      {
        uid: `event-${id}@fresher`,
        summary: textOf(e.title) ?? 'Event',
        start: time ? { day, time } : { day },
        ...(description ? { description } : {}),
        ...(where ? { location: where } : {}),
      },
    ];
  });
  await withSink(s, (sink) => drain(sink, [calendar('fresher events', entries, s.ctx.clock.now())]));
  s.msg.notice(`${formatNumber(entries.length)} ${entries.length === 1 ? 'event' : 'events'} in the calendar`);
  return ExitCode.ok;
}
