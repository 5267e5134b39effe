/** `jobs|internships list|get`: API filters, then what only the client can do, then output. */
import type { ListingQuery } from '../../filters/registry.js';
import { REQUIRED } from '../../api/validate.js';
import { deadlineCounts, recordFilters, refine, Tally, type RecordFilter, type RefineOptions } from '../../refine/refine.js';
import { BADGE_MARKS, badge, hiddenReason, indexTracker, type Badge } from '../../listings/hunt.js';
import { STATUSES } from '../../store/statuses.js';
import { CSV_FIELDS, PLAIN_FIELDS, SORT_COLUMNS } from '../../render/columns.js';
import { STREAMED, type StreamedWriter } from '../../render/formats.js';
import { parseSince, SINCE_FORMS } from '../../refine/since.js';
import { userZone } from '../../refine/days.js';
import type { ApiRecord } from '../../contract/record.js';
import { fetchByIds, fetchCombined, fetchListingBytes, listingId, NOUNS, recordsOf, type ListingKind } from '../../listings/service.js';
import type { CheckedArray } from '../../api/client.js';
import type { Internship, Job } from '../../contract/resources.js';
import { combinedKey } from '../../listings/combined.js';
import { addSeen, loadSeen, type SeenKey } from '../../store/seen.js';
import { StoreError } from '../../store/atomic.js';
import { effectiveFormat, emit, emitRecords, listPresentable, prettyJson, renderOptions, checkFields, refuseTerminal, withSink } from '../emit.js';
import { countLine } from '../count-line.js';
import { feedHead } from '../feed-head.js';
import { formatNumber } from '../../render/numbers.js';
import { spillSink } from '../output.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { resolvePayRange, resolveStipend, validateFilterFlags } from '../filter-flags.js';
import { buildQueries, parseLimit, parseSort, requestsNote } from '../listing-query.js';
import type { ListFlags } from '../command-table.js';
import { warnOf, type Session } from '../session.js';
import { A_NOUN, OTHER, rememberShown, resolveListingIds } from '../listing-ids.js';
import { shortId } from '../../contract/short-id.js';
import { wantsPayFields, withPayFields } from '../../refine/pay-fields.js';
import { payColumns, payStreamWriter } from '../pay-output.js';
import {
  matchColumn,
  matchShape,
  MATCH_FIELDS,
  outputMatcher,
  profileMatcher,
  requireMatcher,
  parseMinMatch,
  withMatchFields,
  type Matcher,
} from '../match-output.js';
import type { GetFlags } from '../command-table.js';
import { matchLines } from '../../render/match.js';

/** Local options from flags, checked before any request. */
export async function refineOptions(s: Session, flags: ListFlags, kind: ListingKind): Promise<RefineOptions> {
  const o: RefineOptions = {};
  const sort = parseSort(flags.sort);
  if (sort) o.sort = sort;
  if (sort === 'deadline') o.now = s.ctx.clock.now();
  if (sort === 'match') {
    const matcher = await requireMatcher(s, kind, '--sort match');
    o.matchScore = (r) => matcher.score(r) ?? undefined;
  }
  if (flags.since !== undefined) {
    const since = parseSince(flags.since, s.ctx.clock.now(), userZone(s.ctx.env));
    if (since === undefined) throw usageError(`--since "${flags.since}" is not a duration, date or day; use ${SINCE_FORMS}`);
    o.since = since;
  }
  if (flags.search) o.search = flags.search;
  if (flags.exclude?.length) o.exclude = flags.exclude;
  if (flags.company) o.company = flags.company;
  if (flags.reverse) o.reverse = true;
  if (flags.payRange !== undefined) o.payRange = await resolvePayRange(s, flags.payRange);
  if (flags.stipend !== undefined) o.stipend = resolveStipend(s, flags.stipend, kind);
  const extra = huntFilters(s, flags);
  const least = parseMinMatch(flags.minMatch);
  if (least !== undefined) {
    const matcher = await requireMatcher(s, kind, '--min-match');
    extra.unshift({ reason: `matching your profile less than ${least}% (or nothing to compare)`, keep: (r) => (matcher.score(r) ?? -1) >= least });
  }
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

/**
 * The tracker's word on each listing (a status, or "applied before"), when anything is tracked. A
 * table shows it as a mark after the id, which costs no column, and names the marks on stderr.
 */
function trackedBadges(s: Session): ((r: ApiRecord) => Badge | undefined) | undefined {
  const entries = s.state().tracker.load().entries;
  if (entries.length === 0) return undefined;
  const index = indexTracker(entries);
  const now = s.ctx.clock.now();
  return (r) => badge(r, index, now);
}

/** "marks after ids: ✓ applied (2), interview (1) · ↺ applied before (1)": what the marks shown mean. */
function markLegend(badges: readonly Badge[]): string | undefined {
  const counts = new Map<Badge, number>();
  for (const b of badges) counts.set(b, (counts.get(b) ?? 0) + 1);
  const byMark = new Map<string, string[]>();
  for (const b of [...STATUSES, 'applied before'] as const) {
    const n = counts.get(b);
    if (n === undefined) continue;
    const mark = BADGE_MARKS[b];
    byMark.set(mark, [...(byMark.get(mark) ?? []), `${b} (${n})`]);
  }
  return byMark.size === 0 ? undefined : `marks after ids: ${[...byMark].map(([mark, words]) => `${mark} ${words.join(', ')}`).join(' · ')}`;
}

/** Where a list sorted by deadline puts what: passed deadlines are not hidden, they come after. */
function deadlineNotice(s: Session, kind: ListingKind, c: { upcoming: number; passed: number; none: number }, reverse: boolean): void {
  if (c.upcoming + c.passed === 0) {
    const why = kind === 'internship' ? ' (the API gives internships none)' : '';
    s.msg.notice(`none of these ${NOUNS[kind].many} has a deadline${why}; in the API's order${reverse ? ', reversed' : ''}`);
    return;
  }
  const none = c.none > 0 ? `, then ${formatNumber(c.none)} without one` : '';
  const [upcoming, passed] = [formatNumber(c.upcoming), formatNumber(c.passed)];
  s.msg.notice(
    reverse
      ? `by deadline, latest first: ${upcoming} upcoming, then ${passed} passed${none}`
      : `by deadline: ${upcoming} upcoming (soonest first), then ${passed} passed (most recent first)${none}`,
  );
}

/**
 * Row-by-row output while the response arrives: CSV, NDJSON, plain rows and xlsx workbooks with
 * filters that look at one record at a time. Memory stays flat whatever the size of the collection.
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
  refuseTerminal(s, effectiveFormat(s));
  const open = () => writer({ csv: CSV_FIELDS[kind], plain: PLAIN_FIELDS[kind] }, renderOptions(s));
  let w = await open();
  let received = 0;
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
      if (w.head) await sink.write(w.head);
      for (; !next.done; next = await batches.next()) {
        const { records: batch, restart } = next.value;
        if (first && batch.length > 0) {
          s.isSandbox();
          // Judged on the first records that arrive: the rest are still on their way.
          checkFields(s, kind, batch);
          first = false;
        }
        if (restart) {
          sink.reset();
          // A writer with state (a workbook's zip) starts afresh with the rows.
          w = await open();
          if (w.head) await sink.write(w.head);
          received = 0;
          shown = 0;
          tally.reset();
        }
        let chunk = '';
        received += batch.length;
        for (const r of batch) {
          if (!tally.keep(r)) continue;
          if (limit !== undefined && shown >= limit) continue;
          shown++;
          const out = w.row(r);
          if (typeof out === 'string') chunk += out;
          else if (out.length > 0) {
            // Bytes (a workbook's): after the text before them, in order.
            if (chunk) await sink.write(chunk);
            chunk = '';
            await sink.write(out);
          }
        }
        if (chunk) await sink.write(chunk);
      }
      // No records at all: the documented fields are all there is to judge by.
      if (first) checkFields(s, kind, []);
      if (w.end) await sink.write(w.end());
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
  // CSV or NDJSON on a terminal: the person still hears how many.
  const line = countLine(
    { kind, matched: received, leftOut: tally.dropped(), shown, limit },
    { filtered: filters.length > 0, terminal: s.ctx.stdoutIsTTY && !s.settings.output },
  );
  if (line) s.msg.notice(line);
}

/** `search`: the saved search being run, which names an Atom feed of the list. */
export async function listCommand(s: Session, kind: ListingKind, flags: ListFlags, search?: string): Promise<number> {
  const limit = parseLimit(flags.limit);
  const validated = await validateFilterFlags(s, flags);
  const requests = buildQueries(validated, (m) => s.msg.warn(m));
  const { queries } = requests;
  const options = await refineOptions(s, flags, kind);
  // fresher's pay fields, when asked for: then the records are no longer the API's bytes.
  const withPay = wantsPayFields(flags.withPay, s.settings.fields);
  const format = effectiveFormat(s);
  const shape = matchShape(flags.withMatch, format, s.settings.fields);
  // The match as fields needs a profile; a table shows its MATCH column whenever there is one.
  const matcher = await outputMatcher(s, kind, flags.withMatch, shape);
  const tableMatcher = format === 'table' && !s.settings.fields ? await profileMatcher(s, kind) : undefined;
  // Formats that can be written row by row are, unless the whole collection is needed first (several
  // responses are merged newest first: each must be complete; the match is worked out on the whole list).
  const streamed = STREAMED[format];
  if (streamed && queries.length === 1 && !options.sort && !options.reverse && !flags.new && !matcher) {
    await streamList(s, kind, queries[0] as ListingQuery, options, limit, withPay ? payStreamWriter(streamed, kind, flags.withPay) : streamed);
    return ExitCode.ok;
  }
  // JSON of the records exactly as received, to a pipe or file: their bytes go out as the API sent
  // them, so when they are fit for that nothing else of them is kept (see ApiClient.listingBytes).
  // Records left as the API sent them: nothing filters, sorts, remembers or adds to them.
  const untouched = Object.keys(options).length === 0 && !flags.new && !withPay && !(shape.object || shape.flat);
  const asReceived = untouched && format === 'json' && !prettyJson(s) && !s.settings.fields && queries.length === 1 && !matcher;
  let fetched: (Job | Internship)[];
  let raw: Buffer | undefined;
  if (asReceived) {
    const got = await fetchListingBytes(s, kind, queries[0] as ListingQuery);
    if (!('pieces' in got)) ({ records: fetched, raw } = got);
    else if (limit === undefined || got.count <= limit) return emitChecked(s, kind, got, limit);
    // More than --limit: the first ones are printed, so the records are read after all.
    else fetched = recordsOf(got);
  } else ({ records: fetched, raw } = await fetchCombined(s, kind, queries));
  // Several values: every count says how many requests they took.
  const several = queries.length > 1 ? requestsNote(requests) : undefined;
  const { records: refined, dropped } = refine(fetched as ApiRecord[], options);
  let records = refined;

  const seenKey: SeenKey = { api: s.apiKey, formerApi: s.formerApiKey, kind, query: combinedKey(queries) };
  const leftOut = [...dropped];
  if (flags.new) {
    const seen = loadSeen(s.stateDir(), seenKey, warnOf(s));
    records = records.filter((r) => !seen.has(listingId(r) ?? ''));
    const old = refined.length - records.length;
    if (old > 0) leftOut.push({ reason: 'shown by an earlier --new', count: old });
  }
  if (options.sort === 'deadline' && records.length > 0)
    deadlineNotice(s, kind, deadlineCounts(records, options.now ?? s.ctx.clock.now()), options.reverse === true);
  if (limit !== undefined && records.length > limit) records = records.slice(0, limit);
  // A mistyped --fields stops the run before the count line says what would have been shown.
  checkFields(s, kind, fetched as ApiRecord[]);
  if (withPay) records = records.map((r) => withPayFields(r, kind));
  if (matcher && (shape.object || shape.flat)) {
    const m: Matcher = matcher;
    records = records.map((r) => withMatchFields(r, m.match(r), shape));
  }

  // A person at a terminal always hears how many there are ("47 jobs"); several requests are always said.
  const filtered = recordFilters(options).length > 0 || flags.new === true;
  const line = countLine(
    { kind, matched: fetched.length, leftOut, shown: records.length, limit, ...(several ? { requests: several } : {}) },
    { filtered, terminal: s.ctx.stdoutIsTTY },
  );
  if (line) s.msg.notice(line);
  // Untouched records can go out as the bytes the API sent.
  const unchanged = untouched && records.length === fetched.length;
  // Sorted by a value the table does not show: the table shows it. Tracked listings wear their status.
  // With a profile, a table always shows how each listing matches it (never without one).
  const sortedBy = options.sort ? SORT_COLUMNS[options.sort] : undefined;
  const extraColumns = [...(sortedBy ? [sortedBy] : []), ...(tableMatcher ? [matchColumn(tableMatcher)] : [])];
  const table = effectiveFormat(s) === 'table';
  const badges = table && !s.settings.fields ? trackedBadges(s) : undefined;
  const mark = badges
    ? (r: ApiRecord): string | undefined => {
        const b = badges(r);
        return b === undefined ? undefined : BADGE_MARKS[b];
      }
    : undefined;
  const derived = [...payColumns(flags.withPay), ...(flags.withMatch && shape.flat ? MATCH_FIELDS : [])];
  const presentable = listPresentable(kind, records, unchanged ? raw : undefined, extraColumns, mark, derived);
  const feed = effectiveFormat(s) === 'atom' ? { head: feedHead(s, kind, flags, search), kind, records } : undefined;
  await emit(s, feed ? { ...presentable, feed } : presentable);
  const legend = badges ? markLegend(records.map(badges).filter((b): b is Badge => b !== undefined)) : undefined;
  if (legend) s.msg.notice(legend);
  // A table's short ids resolve later without a request (`fresher jobs get c230781a`).
  if (table && records.length > 0) await rememberShown(s, kind, records);
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

/** A checked array printed as received (listCommand's asReceived), with the count a person hears. */
async function emitChecked(s: Session, kind: ListingKind, checked: CheckedArray, limit: number | undefined): Promise<number> {
  const line = countLine({ kind, matched: checked.count, leftOut: [], shown: checked.count, limit }, { filtered: false, terminal: s.ctx.stdoutIsTTY });
  if (line) s.msg.notice(line);
  await emit(s, listPresentable(kind, [], checked));
  return ExitCode.ok;
}

export async function getCommand(s: Session, kind: ListingKind, typed: readonly string[], flags: GetFlags = {}): Promise<number> {
  const format = effectiveFormat(s);
  const shape = matchShape(flags.withMatch, format, s.settings.fields);
  const matcher = await outputMatcher(s, kind, flags.withMatch, shape);
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
  let records = ids.filter((id) => found.has(id)).map((id) => found.get(id) as ApiRecord);
  if (matcher && (shape.object || shape.flat)) {
    const m: Matcher = matcher;
    records = records.map((r) => withMatchFields(r, m.match(r), shape));
  }
  // With a profile, the detail view explains the match (a table only: machine formats ask with --with-match).
  const explainer = format === 'table' ? await profileMatcher(s, kind) : undefined;
  const explain = explainer ? (r: ApiRecord): string[] => matchLines(explainer.match(r), s.style) : undefined;
  await emitRecords(s, kind, records, typed.length === 1, NOUNS[kind].many, explain);
  // What was found is printed; a script still hears that an id was not (as kubectl get does).
  return missing.length > 0 ? ExitCode.notFound : ExitCode.ok;
}
