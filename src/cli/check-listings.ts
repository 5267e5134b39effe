/**
 * The listings behind the person's own lists (saved, tracked) as the API has them now. Those lists
 * are theirs, not the API's: when the API cannot be asked (unreachable, timing out, failing, rate
 * limited past --max-wait), they are still shown, as last seen, after one warning.
 */
import type { ApiRecord } from '../contract/record.js';
import { ApiError } from '../api/errors.js';
import { fetchByIds, type ListingKind } from '../listings/service.js';
import { apiErrorMessage } from './api-error-message.js';
import type { Session } from './session.js';

/** Fetches listings of both kinds by id; what the API no longer lists is absent. Errors propagate. */
export async function fetchListingsByIds(s: Session, entries: readonly { id: string; kind: ListingKind }[]): Promise<Map<string, ApiRecord>> {
  const found = new Map<string, ApiRecord>();
  for (const kind of ['job', 'internship'] as const) {
    const ids = entries.filter((e) => e.kind === kind).map((e) => e.id);
    if (ids.length > 0) for (const [id, r] of await fetchByIds(s, kind, ids)) found.set(id, r);
  }
  return found;
}

/** What the API says of a listing on a person's list now; `unchecked` when it could not be asked. */
export type ListingState = 'open' | 'closed' | 'gone' | 'unchecked';

/** The state of `id` given what checkListings found (undefined: the API could not be asked). */
export function listingState(found: ReadonlyMap<string, ApiRecord> | undefined, id: string): ListingState {
  if (found === undefined) return 'unchecked';
  const r = found.get(id);
  return r === undefined ? 'gone' : r.is_active === false ? 'closed' : 'open';
}

/** As fetchListingsByIds; `undefined` (said once) when the API could not be asked. Ctrl-C still stops. */
export async function checkListings(s: Session, entries: readonly { id: string; kind: ListingKind }[]): Promise<Map<string, ApiRecord> | undefined> {
  if (entries.length === 0) return new Map();
  try {
    return await fetchListingsByIds(s, entries);
  } catch (e) {
    if (!(e instanceof ApiError) || e.kind === 'aborted') throw e;
    s.msg.warn(`could not check the listings with the API (${apiErrorMessage(e)}); showing them as last seen`);
    return undefined;
  }
}
