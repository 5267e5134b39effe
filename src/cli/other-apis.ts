/** The one notice for state kept for other APIs than the one in use (see store/per-api.ts). */
import type { Session } from './session.js';

/** Says once that `count` entries of `what` belong to other APIs and are not shown (unless shown). */
export function otherApisNotice(s: Pick<Session, 'msg'>, count: number, what: string, shown: boolean): void {
  if (count === 0) return;
  s.msg.notice(shown ? `${count} ${what} on other APIs shown as last seen` : `${count} ${what} on other APIs not shown; --all-apis shows them`);
}
