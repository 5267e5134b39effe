/** `fresher health`: exit 0 only when the API answers status "ok", so monitors can rely on it. */
import { renderJson } from '../../render/json.js';
import { toSingleLine } from '../../render/sanitize.js';
import { effectiveFormat, prettyJson, withSink } from '../emit.js';
import { ExitCode } from '../exit-codes.js';
import type { Session } from '../session.js';

export async function healthCommand(s: Session): Promise<number> {
  const api = await s.api();
  const health = await s.progress('asking the API', () => api.health());
  s.isSandbox();
  const format = effectiveFormat(s);
  const ok = health.status === 'ok';
  await withSink(s, async (sink) => {
    if (format === 'json' || format === 'ndjson') {
      await sink.write(renderJson(health, format === 'json' && prettyJson(s)));
    } else {
      const message = typeof health.message === 'string' && health.message ? ` (${toSingleLine(health.message)})` : '';
      const status = toSingleLine(health.status);
      await sink.write(`${ok ? s.style.good(status) : s.style.warn(status)}${format === 'table' ? message : ''}\n`);
    }
  });
  if (!ok) s.msg.error(`the API reports status "${toSingleLine(health.status)}", not "ok"`);
  return ok ? ExitCode.ok : ExitCode.failure;
}
