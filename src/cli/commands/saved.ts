/** `jobs|internships save|unsave|saved`: a personal list, refreshed from the API on every look. */
import { textOf, type ApiRecord } from '../../contract/record.js';
import { columnsForFields, SHORT_ID_COLUMN } from '../../render/columns.js';
import { recordList } from '../../render/formats.js';
import { renderTable } from '../../render/table.js';
import type { BoundState } from '../../store/per-api.js';
import { addEntries, refreshLastSeen, removeEntries, type LastSeen, type NewSavedEntry, type SavedEntry, type SeenNow } from '../../store/saved.js';
import { emit } from '../emit.js';
import { CliError, ExitCode } from '../exit-codes.js';
import type { Session } from '../session.js';
import { otherApisNotice } from '../other-apis.js';
import { UUID_PATTERN } from '../../contract/resources.js';
import { countOf, fetchByIds, NOUNS, type ListingKind } from '../../listings/service.js';
import { checkListings, listingState, type ListingState } from '../check-listings.js';
import { resolveListingIds } from '../listing-ids.js';

export interface SavedRow {
  id: string;
  /** The API it was saved from (the one in use, unless --all-apis shows others). */
  api: string;
  status: ListingState;
  saved_at: string;
  title: string | null;
  company: string | null;
  listing: ApiRecord | null;
}

/** A saved-list entry for a listing: its id, when, and what it was as last seen (title, company, deadline). */
export function savedEntry(s: Session, id: string, r: ApiRecord | undefined): NewSavedEntry {
  const entry: SavedEntry = { id, savedAt: new Date(s.ctx.clock.now()).toISOString() };
  const seenNow = lastSeenOf(r);
  refreshLastSeen(entry, seenNow);
  return r === undefined ? entry : { ...entry, seenNow };
}

/**
 * The values a saved or tracked entry keeps of a listing, for when the API cannot be asked. A listing
 * the API sent without a deadline has none: the one kept from before is forgotten (null).
 */
export const lastSeenOf = (r: ApiRecord | undefined): SeenNow => ({
  title: textOf(r?.title),
  company: textOf(r?.company),
  deadline: r === undefined ? undefined : (textOf(r.deadline) ?? null),
});

export async function saveCommand(s: Session, kind: ListingKind, typed: readonly string[]): Promise<number> {
  const ids = await resolveListingIds(s, kind, typed);
  const found = await fetchByIds(s, kind, ids);
  for (const id of ids.filter((i) => !found.has(i))) s.msg.warn(`${NOUNS[kind].one} ${id} not found; not saved`);
  if (found.size === 0) throw new CliError('nothing saved: none of the ids was found', ExitCode.notFound);
  const entries = [...found.entries()].map(([id, r]) => savedEntry(s, id, r));
  const added = s.state().saved.update((mine) => addEntries(mine, kind, entries));
  s.msg.notice(
    `saved ${added} ${added === 1 ? NOUNS[kind].one : NOUNS[kind].many}${added < entries.length ? ` (${entries.length - added} already saved)` : ''}`,
  );
  return ExitCode.ok;
}

export async function unsaveCommand(s: Session, kind: ListingKind, typed: readonly string[]): Promise<number> {
  // An entry saved under an id that is not a UUID (an older version, a hostile API) can never be
  // fetched, but can still be removed by that exact id. Prefixes resolve among the saved ones.
  const saved = new Set(
    s
      .state()
      .saved.load()
      [kind].map((e) => e.id),
  );
  const exact = typed.map((id) => id.trim()).filter((id) => saved.has(id));
  const ids = [
    ...new Set([
      ...exact,
      ...(await resolveListingIds(
        s,
        kind,
        typed.filter((id) => !saved.has(id.trim())),
        { savedOnly: true },
      )),
    ]),
  ];
  const removed = s.state().saved.update((mine) => removeEntries(mine, kind, ids));
  for (const id of ids.filter((i) => !removed.includes(i))) s.msg.warn(`${NOUNS[kind].one} ${id} was not saved`);
  s.msg.notice(`removed ${countOf(removed.length, kind).replace(' ', ' saved ')}`);
  return removed.length > 0 || ids.length === 0 ? ExitCode.ok : ExitCode.notFound;
}

export async function savedCommand(s: Session, kind: ListingKind, flags: { allApis?: boolean } = {}): Promise<number> {
  const entries = s.state().saved.load()[kind];
  const others = s
    .state()
    .saved.others()
    .flatMap((o) => o.section[kind].map((entry) => ({ api: o.api, entry })));
  otherApisNotice(s, others.length, [`saved ${NOUNS[kind].one}`, `saved ${NOUNS[kind].many}`], flags.allApis === true);
  // Only ids that are ids go back to the API (in ids=); any other entry shows as no longer listed.
  const fetchable = entries.filter((e) => UUID_PATTERN.test(e.id)).map((e) => ({ id: e.id, kind }));
  const found = await checkListings(s, fetchable);
  if (found !== undefined) keepAsSeen(s, s.state().saved, (mine) => mine[kind], found);
  const row = (api: string, e: SavedEntry, listing: ApiRecord | null, status: ListingState): SavedRow => ({
    id: e.id,
    api,
    status,
    saved_at: e.savedAt,
    title: textOf(listing?.title) ?? e.title ?? null,
    company: textOf(listing?.company) ?? e.company ?? null,
    listing,
  });
  const rows: SavedRow[] = [
    ...entries.map((e) => row(s.apiKey, e, found?.get(e.id) ?? null, listingState(found, e.id))),
    // Another API's listings cannot be checked with this one: as last seen.
    ...(flags.allApis ? others.map((o) => row(o.api, o.entry, null, 'unchecked')) : []),
  ];
  const here = rows.filter((r) => r.api === s.apiKey);
  const closed = here.filter((r) => r.status === 'closed').length;
  const gone = here.filter((r) => r.status === 'gone').length;
  if (here.length > 0)
    s.msg.notice(
      `${countOf(here.length, kind).replace(' ', ' saved ')}${found === undefined ? '' : `: ${here.length - closed - gone} open, ${closed} closed, ${gone} no longer listed`}`,
    );
  if (rows.length === 0) s.msg.notice(`no saved ${NOUNS[kind].many}`);
  // JSON: the saved entries with their listing. Rows: the listing's fields, status and save time up front.
  const flat: ApiRecord[] = rows.map((r) => ({
    ...(r.listing ?? { id: r.id, title: r.title, company: r.company }),
    status: r.status,
    saved_at: r.saved_at,
    ...(flags.allApis ? { api: r.api } : {}),
  }));
  const pay = kind === 'job' ? 'ctc_amount' : 'stipend';
  const fields = ['id', 'status', 'saved_at', 'title', 'company', 'location', pay, 'posted_at', ...(flags.allApis ? ['api'] : [])];
  const tableColumns = [
    SHORT_ID_COLUMN,
    ...columnsForFields(kind, ['status', 'title', 'company', 'location', pay, 'saved_at', ...(flags.allApis ? ['api'] : [])]),
  ];
  await emit(s, {
    ...recordList(flat, { csv: fields, plain: fields }, (o) =>
      flat.length === 0 ? [] : renderTable(flat, o.fields ? columnsForFields(kind, o.fields) : tableColumns, { width: o.width, style: o.style }),
    ),
    // The API each row belongs to only with --all-apis, as in every other format.
    json: () => rows.map(({ api, ...row }) => (flags.allApis ? { ...row, api } : row)),
    lines: () => rows.map(({ api, ...row }) => (flags.allApis ? { ...row, api } : row)),
  });
  return ExitCode.ok;
}

/**
 * Keeps what the API said just now of the listings in a saved or tracked list (title, company,
 * deadline), for the next time it cannot be asked. Written only when something changed.
 */
export function keepAsSeen<S>(
  s: Session,
  state: BoundState<S>,
  entries: (section: S) => Iterable<{ id: string } & LastSeen>,
  found: ReadonlyMap<string, ApiRecord>,
): void {
  const changes = (section: S, apply: boolean): boolean => {
    let changed = false;
    for (const e of entries(section)) if (found.has(e.id) && refreshLastSeen(apply ? e : { ...e }, lastSeenOf(found.get(e.id)))) changed = true;
    return changed;
  };
  if (!changes(state.load(), false)) return;
  try {
    state.update((mine) => changes(mine, true));
  } catch (e) {
    // Shown all the same; only the memory of it could not be kept.
    s.msg.debug(`could not keep the listings as last seen: ${(e as Error).message}`);
  }
}
