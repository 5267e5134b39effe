/** `jobs|internships save|unsave|saved`: a personal list, refreshed from the API on every look. */
import { textOf, type ApiRecord } from '../../contract/record.js';
import { columnsForFields, SHORT_ID_COLUMN } from '../../render/columns.js';
import { recordList } from '../../render/formats.js';
import { renderTable } from '../../render/table.js';
import { addSaved, loadSaved, removeSaved, type SavedEntry } from '../../store/saved.js';
import { emit } from '../emit.js';
import { CliError, ExitCode } from '../exit-codes.js';
import { warnOf, type Session } from '../session.js';
import { UUID_PATTERN } from '../../api/types.js';
import { countOf, fetchByIds, NOUNS, type ListingKind } from '../../listings/service.js';
import { checkListings, listingState, type ListingState } from '../check-listings.js';
import { resolveListingIds } from '../listing-ids.js';


export interface SavedRow {
  id: string;
  status: ListingState;
  saved_at: string;
  title: string | null;
  company: string | null;
  listing: ApiRecord | null;
}

/** A saved-list entry for a listing: its id, when, from which API, and its names while they are known. */
export function savedEntry(s: Session, id: string, r: ApiRecord | undefined): SavedEntry {
  const title = textOf(r?.title);
  const company = textOf(r?.company);
  return { id, savedAt: new Date(s.ctx.clock.now()).toISOString(), api: s.apiKey, ...(title ? { title } : {}), ...(company ? { company } : {}) };
}

export async function saveCommand(s: Session, kind: ListingKind, typed: readonly string[]): Promise<number> {
  const ids = await resolveListingIds(s, kind, typed);
  const found = await fetchByIds(s, kind, ids);
  for (const id of ids.filter((i) => !found.has(i))) s.msg.warn(`${NOUNS[kind].one} ${id} not found; not saved`);
  if (found.size === 0) throw new CliError('nothing saved: none of the ids was found', ExitCode.notFound);
  const entries = [...found.entries()].map(([id, r]) => savedEntry(s, id, r));
  const added = addSaved(s.stateDir(), kind, entries, warnOf(s));
  s.msg.notice(`saved ${added} ${added === 1 ? NOUNS[kind].one : NOUNS[kind].many}${added < entries.length ? ` (${entries.length - added} already saved)` : ''}`);
  return ExitCode.ok;
}

export async function unsaveCommand(s: Session, kind: ListingKind, typed: readonly string[]): Promise<number> {
  // An entry saved under an id that is not a UUID (an older version, a hostile API) can never be
  // fetched, but can still be removed by that exact id. Prefixes resolve among the saved ones.
  const saved = new Set(loadSaved(s.stateDir(), warnOf(s))[kind].map((e) => e.id));
  const exact = typed.map((id) => id.trim()).filter((id) => saved.has(id));
  const ids = [...new Set([...exact, ...(await resolveListingIds(s, kind, typed.filter((id) => !saved.has(id.trim())), { savedOnly: true }))])];
  const removed = removeSaved(s.stateDir(), kind, ids, warnOf(s));
  for (const id of ids.filter((i) => !removed.includes(i))) s.msg.warn(`${NOUNS[kind].one} ${id} was not saved`);
  s.msg.notice(`removed ${countOf(removed.length, kind).replace(' ', ' saved ')}`);
  return removed.length > 0 || ids.length === 0 ? ExitCode.ok : ExitCode.notFound;
}

export async function savedCommand(s: Session, kind: ListingKind): Promise<number> {
  const all = loadSaved(s.stateDir(), warnOf(s))[kind];
  const entries = all.filter((e) => e.api === s.apiKey);
  if (entries.length < all.length) s.msg.notice(`${all.length - entries.length} saved from other APIs not shown`);
  const noun = NOUNS[kind].many;
  // Only ids that are ids go back to the API (in ids=); any other entry shows as no longer listed.
  const fetchable = entries.filter((e) => UUID_PATTERN.test(e.id)).map((e) => ({ id: e.id, kind }));
  const found = await checkListings(s, fetchable);
  const rows: SavedRow[] = entries.map((e) => {
    const listing = found?.get(e.id) ?? null;
    const status = listingState(found, e.id);
    return {
      id: e.id,
      status,
      saved_at: e.savedAt,
      title: (listing?.title as string | undefined) ?? e.title ?? null,
      company: (listing?.company as string | undefined) ?? e.company ?? null,
      listing,
    };
  });
  const closed = rows.filter((r) => r.status === 'closed').length;
  const gone = rows.filter((r) => r.status === 'gone').length;
  if (rows.length > 0) s.msg.notice(`${countOf(rows.length, kind).replace(' ', ' saved ')}${found === undefined ? '' : `: ${rows.length - closed - gone} open, ${closed} closed, ${gone} no longer listed`}`);
  if (rows.length === 0) s.msg.notice(`no saved ${noun}`);
  // JSON: the saved entries with their listing. Rows: the listing's fields, status and save time up front.
  const flat: ApiRecord[] = rows.map((r) => ({ ...(r.listing ?? { id: r.id, title: r.title, company: r.company }), status: r.status, saved_at: r.saved_at }));
  const pay = kind === 'job' ? 'ctc_amount' : 'stipend';
  const fields = ['id', 'status', 'saved_at', 'title', 'company', 'location', pay, 'posted_at'];
  const tableColumns = [SHORT_ID_COLUMN, ...columnsForFields(kind, ['status', 'title', 'company', 'location', pay, 'saved_at'])];
  await emit(s, {
    ...recordList(flat, { csv: fields, plain: fields }, (o) => (flat.length === 0 ? [] : renderTable(flat, o.fields ? columnsForFields(kind, o.fields) : tableColumns, { width: o.width, style: o.style }))),
    json: () => rows,
    lines: () => rows,
  });
  return ExitCode.ok;
}
