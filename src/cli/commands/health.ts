/** `fresher health`: exit 0 only when the API answers status "ok", so monitors can rely on it. */
import type { ApiRecord } from '../../contract/record.js';
import { document } from '../../render/formats.js';
import { toSingleLine } from '../../render/sanitize.js';
import { emit } from '../emit.js';
import { ExitCode } from '../exit-codes.js';
import type { Session } from '../session.js';

export async function healthCommand(s: Session): Promise<number> {
  const api = await s.api();
  const health = await s.progress('asking the API', () => api.health());
  s.isSandbox();
  const ok = health.status === 'ok';
  const status = toSingleLine(health.status);
  await emit(
    s,
    document(health, [health as unknown as ApiRecord], { csv: ['status', 'message'], plain: ['status'] }, (o) => {
      const message = typeof health.message === 'string' && health.message ? ` (${toSingleLine(health.message)})` : '';
      return [`${ok ? o.style.good(status) : o.style.warn(status)}${message}\n`];
    }),
  );
  if (!ok) s.msg.error(`the API reports status "${toSingleLine(health.status)}", not "ok"`);
  return ok ? ExitCode.ok : ExitCode.failure;
}
