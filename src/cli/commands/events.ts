/** `fresher events [list]`: campus and career events. */
import type { ApiRecord } from '../../render/fields.js';
import { emitList } from '../emit.js';
import { ExitCode } from '../exit-codes.js';
import type { Session } from '../session.js';

export async function eventsCommand(s: Session): Promise<number> {
  const api = await s.api();
  const events = await api.events();
  s.isSandbox();
  await emitList(s, 'event', events as ApiRecord[], 'events');
  return ExitCode.ok;
}
