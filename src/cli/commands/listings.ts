/** `jobs|internships list|get`: API filters, then what only the client can do, then output. */
import type { ListingQuery } from '../../filters/registry.js';
import { REQUIRED } from '../../api/validate.js';
import { recordFilters, refine, Tally, type RecordFilter, type RefineOptions } from '../../refine/refine.js';
import { badge, hiddenReason, indexTracker } from '../../listings/hunt.js';
import type { Column } from '../../render/columns.js';
import { CSV_FIELDS, PLAIN_FIELDS, SORT_COLUMNS } from '../../render/columns.js';
import { STREAMED, type StreamedWriter } from '../../render/formats.js';
import { parseSince } from '../../refine/since.js';
import type { ApiRecord } from '../../contract/record.js';
import { countOf, fetchByIds, fetchListingsRaw, listingId, NOUNS, type ListingKind } from '../../listings/service.js';
import { addSeen, loadSeen, type SeenKey } from '../../store/seen.js';
import { StoreError } from '../../store/atomic.js';
import { effectiveFormat, emitList, emitRecords, renderOptions, warnUnknownFields, withSink } from '../emit.js';
import { spillSink } from '../output.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { resolvePayRange, resolveStipend, validateFilterFlags } from '../filter-flags.js';
import { buildQuery, parseLimit, parseSort } from '../listing-query.js';
import type { ListFlags } from '../command-table.js';
import { warnOf, type Session } from '../session.js';
import { A_NOUN, OTHER, rememberShown, resolveListingIds } from '../listing-ids.js';
import { shortId } from '../../contract/short-id.js';
import { formatNumber } from '../../render/numbers.js';
import { wantsPayFields, withPayFields } from '../../refine/pay-fields.js';
import { payColumns, payStreamWriter } from '../pay-output.js';

/** Local options from flags, checked before any request. */
export async function refineOptions(s: Session, flags: ListFlags, kind: ListingKind): Promise<RefineOptions> {
  const o: RefineOptions = {};
  const sort = parseSort(flags.sort);
  if (sort) o.sort = sort;
  if (flags.since !== undefined) {
    const since = parseSince(flags.since, s.ctx.clock.now());
    if (since === undefined) throw usageError(`--since "${flags.since}" is not a duration or date (e.g. 3d, 12h, 2026-11-01)`);
    o.since = since;
  }
  if (flags.search) o.search = flags.search;
  if (flags.exclude?.length) o.exclude = flags.exclude;
  if (flags.company) o.company = flags.company;
  if (flags.reverse) o.reverse = true;
  if (flags.payRange !== undefined) o.payRange = await resolvePayRange(s, flags.payRange);
  if (flags.stipend !== undefined) o.stipend = resolveStipend(s, flags.stipend, kind);
  const extra = huntFilters(s, flags);
  if (extra.length > 0) o.extra = extra;
  return o;
}

/** The hide list (unless --show-hidden) and --untracked, as filters whose drops the count line names. */
function huntFilters(s: Session, flags: ListFlags): RecordFilter[] {
  const filters: RecordFilter[] = [];
  if (!flags.showHidden) {
    const hidden = s.state().hidden.load();
    if (hidden.companies.length > 0 || hidden.listings.length > 0)
      filters.push({ reason: 'hidden (--show-hidden shows them)', keep: (r) => hiddenReason(r, hidden) === undefined });
  }
  if (flags.untracked) {
    const tracked = new Set(
      s
        .state()
        .tracker.load()
        .entries.map((e) => e.id),
    );
    filters.push({ reason: 'tracked (--untracked)', keep: (r) => !tracked.has(listingId(r) ?? '') });
  }
  return filters;
}

/** The tracker's badge as a table column, when anything is tracked: a status, or "applied before". */
export function badgeColumn(s: Session): Column | undefined {
  const entries = s.state().tracker.load().entries;
  if (entries.length === 0) return undefined;
  const index = indexTracker(entries);
  const now = s.ctx.clock.now();
  return { field: 'tracked', header: 'TRACKED', flex: 0, min: 7, priority: 9, display: (r) => badge(r, index, now) ?? null };
}

function countLine(s: Session, shown: number, matches: number, dropped: { reason: string; count: number }[], limit: number | undefined): void {
  const why = dropped.map((d) => `${formatNumber(d.count)} ${d.reason}`);
  if (shown < matches) why.push(`--limit ${limit}`);
  s.msg.notice(`showing ${formatNumber(shown)} of ${formatNumber(matches)} matches${why.length ? ` (left out: ${why.join('; ')})` : ''}`);
}

/**
 * Row-by-row output while the response arrives: CSV, NDJSON and plain rows with filters that look at
 * one record at a time. Memory stays flat whatever the size of the collection.
 */
async function streamList(
  s: Session,
  kind: ListingKind,
  query: ListingQuery,
  options: RefineOptions,
  limit: number | undefined,
  writer: StreamedWriter,
): Promise<void> {
  const api = await s.api();
  const filters = recordFilters(options);
  const tally = new Tally(filters);
  const { head, row } = writer({ csv: CSV_FIELDS[kind], plain: PLAIN_FIELDS[kind] }, renderOptions(s));
  let matches = 0;
  let shown = 0;
  await withSink(s, async (target) => {
    const path = kind === 'job' ? '/api/jobs' : '/api/internships';
    const key = kind === 'job' ? 'jobs' : 'internships';
    let first = true;
    const batches = api.streamCollection<ApiRecord>(path, { ...query }, key, kind, REQUIRED[kind]);
    // Rows are held in a temporary file until the response is complete (see spillSink).
    const sink = spillSink(s.ctx, target);
    try {
      // Until the first rows arrive, a terminal user sees what is being waited for.
      let next = await s.progress(`fetching ${NOUNS[kind].many}`, () => batches.next());
      // Only once the API has answered: a request that fails leaves stdout empty.
      if (head) await sink.write(head);
      for (; !next.done; next = await batches.next()) {
        const { records: batch, restart } = next.value;
        if (first && batch.length > 0) {
          s.isSandbox();
          // Judged on the first records that arrive: the rest are still on their way.
          warnUnknownFields(s, batch);
          first = false;
        }
        if (restart) {
          sink.reset();
          if (head) await sink.write(head);
          matches = 0;
          shown = 0;
          tally.reset();
        }
        let chunk = '';
        for (const r of batch) {
          if (!tally.keep(r)) continue;
          matches++;
          if (limit !== undefined && shown >= limit) continue;
          shown++;
          chunk += row(r);
        }
        if (chunk) await sink.write(chunk);
      }
      await sink.commit();
    } catch (e) {
      sink.discard();
      throw e;
    } finally {
      // Leaving early (an error) must still release the response.
      await batches.return(undefined);
    }
    if (first) s.isSandbox();
  });
  if (matches === 0) s.msg.notice(`no ${NOUNS[kind].many} found`);
  else if (filters.length > 0 || shown < matches) countLine(s, shown, matches, tally.dropped(), limit);
  // CSV or NDJSON on a terminal: the person still hears how many.
  else if (s.ctx.stdoutIsTTY && !s.settings.output) s.msg.notice(countOf(shown, kind));
}

export async function listCommand(s: Session, kind: ListingKind, flags: ListFlags): Promise<number> {
  const limit = parseLimit(flags.limit);
  const validated = await validateFilterFlags(s, flags);
  const query = buildQuery(validated, (m) => s.msg.warn(m));
  const options = await refineOptions(s, flags, kind);
  // fresher's pay fields, when asked for: then the records are no longer the API's bytes.
  const withPay = wantsPayFields(flags.withPay, s.settings.fields);
  // Formats that can be written row by row are, unless the whole collection is needed first.
  const streamed = STREAMED[effectiveFormat(s)];
  if (streamed && !options.sort && !options.reverse && !flags.new) {
    await streamList(s, kind, query, options, limit, withPay ? payStreamWriter(streamed, kind, flags.withPay) : streamed);
    return ExitCode.ok;
  }
  const { records: fetched, raw } = await fetchListingsRaw(s, kind, query);
  const { records: refined, dropped } = refine(fetched as ApiRecord[], options);
  let records = refined;

  const seenKey: SeenKey = { api: s.apiKey, formerApi: s.formerApiKey, kind, query: { ...query } };
  if (flags.new) {
    const seen = loadSeen(s.stateDir(), seenKey, warnOf(s));
    records = records.filter((r) => !seen.has(listingId(r) ?? ''));
    s.msg.notice(`${formatNumber(records.length)} new of ${formatNumber(refined.length)}`);
  }
  const matches = records.length;
  if (limit !== undefined && records.length > limit) records = records.slice(0, limit);
  if (withPay) records = records.map((r) => withPayFields(r, kind));

  const refinedAnything = dropped.length > 0 || records.length < matches || Object.keys(options).length > 0;
  if (refinedAnything && matches > 0) countLine(s, records.length, matches, dropped, limit);
  // A person at a terminal always hears how many there are ("47 jobs").
  else if (matches > 0 && s.ctx.stdoutIsTTY) s.msg.notice(countOf(records.length, kind));
  // Untouched records can go out as the bytes the API sent.
  const unchanged = Object.keys(options).length === 0 && !flags.new && !withPay && records.length === fetched.length;
  // Sorted by a value the table does not show: the table shows it. Tracked listings wear their status.
  const sortedBy = options.sort ? SORT_COLUMNS[options.sort] : undefined;
  const table = effectiveFormat(s) === 'table';
  const tracked = table ? badgeColumn(s) : undefined;
  await emitList(
    s,
    kind,
    records,
    NOUNS[kind].many,
    unchanged ? raw : undefined,
    [...(tracked ? [tracked] : []), ...(sortedBy ? [sortedBy] : [])],
    payColumns(flags.withPay),
  );
  // A table's short ids resolve later without a request (`fresher jobs get c230781a`).
  if (table && records.length > 0) rememberShown(s, kind, records);
  // Only ids that are ids (UUIDs) are remembered.
  const shownIds = flags.new ? records.map(listingId).filter((id): id is string => id !== undefined) : [];
  if (shownIds.length > 0) {
    try {
      addSeen(s.stateDir(), seenKey, shownIds, warnOf(s));
    } catch (e) {
      // The rows are out, but what --new was asked to do is not done (as git fails a command whose
      // state it cannot write): the cause, and exit 1, so a script does not take them as remembered.
      if (!(e instanceof StoreError)) throw e;
      throw new CliError(`could not remember what was shown: ${e.message}; the next --new lists ${shownIds.length === 1 ? 'it' : 'them'} again`);
    }
  }
  return ExitCode.ok;
}

export async function getCommand(s: Session, kind: ListingKind, typed: readonly string[]): Promise<number> {
  const ids = await resolveListingIds(s, kind, typed);
  const found = await fetchByIds(s, kind, ids);
  const missing = ids.filter((id) => !found.has(id));
  // An id of the other kind is a common slip (a job id given to `internships get`): say where it is.
  const elsewhere = missing.length > 0 && missing.length <= 3 ? await fetchByIds(s, OTHER[kind], missing) : new Map<string, ApiRecord>();
  const pointer = (id: string): string => `${id} is ${A_NOUN[OTHER[kind]]}: fresher ${NOUNS[OTHER[kind]].many} get ${shortId(id)}`;
  if (ids.length === 1 && found.size === 0) {
    const id = ids[0] as string;
    // One fact, said once: the error, with where the id does belong when it belongs somewhere.
    throw new CliError(`no ${NOUNS[kind].one} with id ${id}`, ExitCode.notFound, elsewhere.has(id) ? `fresher: ${pointer(id)}` : undefined);
  }
  for (const id of missing) s.msg.warn(elsewhere.has(id) ? pointer(id) : `${NOUNS[kind].one} ${id} not found`);
  if (found.size === 0) throw new CliError(`none of the ${ids.length} ids was found`, ExitCode.notFound);
  const records = ids.filter((id) => found.has(id)).map((id) => found.get(id) as ApiRecord);
  await emitRecords(s, kind, records, typed.length === 1, NOUNS[kind].many);
  return ExitCode.ok;
}
