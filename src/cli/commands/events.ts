/** `fresher events [list]`: campus and career events, soonest first, with local filters. */
import { filterEvents, localDate, type EventFilters } from '../../refine/events.js';
import type { ApiRecord } from '../../contract/record.js';
import { emitList } from '../emit.js';
import { writeCompletionValues } from '../../vocabulary/cache.js';
import type { EventFlags } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { parseLimit } from '../listing-query.js';
import type { Session } from '../session.js';

export type { EventFlags };

export async function eventsCommand(s: Session, flags: EventFlags): Promise<number> {
  const api = await s.api();
  const events = (await s.progress('fetching events', () => api.events())) as ApiRecord[];
  s.isSandbox();
  // The kinds the API returns are what `--type` completes from.
  writeCompletionValues(s.ctx.env, 'event_type', events.map((e) => e.event_type));
  const filters: EventFilters = {};
  const limit = parseLimit(flags.limit);
  // Events that are over are left out unless asked for.
  if (!flags.all) filters.upcomingFrom = localDate(s.ctx.clock.now());
  if (flags.online) filters.online = true;
  if (flags.company) filters.company = flags.company;
  if (flags.type) filters.type = flags.type;
  const kept = filterEvents(events, filters);
  const shown = limit !== undefined ? kept.slice(0, limit) : kept;
  if (shown.length > 0 && shown.length < events.length) {
    s.msg.notice(`showing ${shown.length} of ${events.length} events${flags.all ? '' : ' (from today on; --all for past ones too)'}`);
  }
  await emitList(s, 'event', shown, 'events');
  return ExitCode.ok;
}
