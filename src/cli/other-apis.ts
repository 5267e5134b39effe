/** The one notice for state kept for other APIs than the one in use (see store/per-api.ts). */
import type { Session } from './session.js';

/**
 * Says once that `count` entries belong to other APIs and are not shown (unless shown). `what` is
 * `[one, many]` ("saved job", "saved jobs"), or one word that reads for both ("tracked").
 */
export function otherApisNotice(s: Pick<Session, 'msg'>, count: number, what: string | readonly [string, string], shown: boolean): void {
  if (count === 0) return;
  const noun = typeof what === 'string' ? what : count === 1 ? what[0] : what[1];
  s.msg.notice(shown ? `${count} ${noun} on other APIs shown as last seen` : `${count} ${noun} on other APIs not shown; --all-apis shows them`);
}
