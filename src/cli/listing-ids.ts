/**
 * Listing ids as a person types them: a full UUID, or a unique prefix of at least 6 characters (the
 * short ID column shows 8). A prefix is looked up in the last results shown, then the saved listings,
 * then one listing request; the first place with a match decides.
 */
import type { ApiRecord } from '../contract/record.js';
import { fetchListings, listingId, NOUNS, type ListingKind } from '../listings/service.js';
import { idsWithPrefix, MIN_PREFIX_LENGTH, parseIdInput, shortId, SHORT_ID_LENGTH, type IdInput } from '../contract/short-id.js';
import { toSingleLine } from '../render/sanitize.js';
import { LAST_RESULTS_KEPT, loadLastResults, recordLastResults, type ShownListing } from '../store/last-results.js';
import { readVocabulary, writeCompletionValues } from '../vocabulary/cache.js';
import { SHOWN_ID_FILES } from './command-table.js';
import { CliError, ExitCode, usageError } from './exit-codes.js';
import { warnOf, type Session } from './session.js';

export const OTHER: Record<ListingKind, ListingKind> = { job: 'internship', internship: 'job' };
/** "a job", "an internship". */
export const A_NOUN: Record<ListingKind, string> = { job: 'a job', internship: 'an internship' };

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * What a table showed, remembered so that its short ids resolve without a request; and, the first time
 * a table is shown for an API, its filter vocabulary, so that filter values complete in the shell.
 */
export async function rememberShown(s: Session, kind: ListingKind, records: readonly ApiRecord[]): Promise<void> {
  const shown: ShownListing[] = [];
  for (const r of records) {
    const id = listingId(r);
    if (id === undefined) continue;
    const entry: ShownListing = { id };
    const title = text(r.title);
    const company = text(r.company);
    if (title !== undefined) entry.title = title;
    if (company !== undefined) entry.company = company;
    shown.push(entry);
  }
  try {
    recordLastResults(s.stateDir(), kind, s.apiKey, shown, warnOf(s));
  } catch (e) {
    // The results were shown; failing to remember them only costs a request later.
    s.msg.debug(`could not remember the results: ${(e as Error).message}`);
  }
  // What the shell completes for an id: the short ids on screen (hex only, so nothing for a shell to run).
  // Each with its title and company, which fish and zsh show beside it.
  const kept = shown.slice(0, LAST_RESULTS_KEPT).filter((l) => /^[0-9a-f]+$/.test(shortId(l.id)));
  const short = kept.map((l) => shortId(l.id));
  const labels = kept.map((l) => [l.title, l.company].filter(Boolean).join(' · '));
  writeCompletionValues(s.ctx.env, SHOWN_ID_FILES[kind], short, labels);
  writeCompletionValues(s.ctx.env, SHOWN_ID_FILES.any, short, labels);
  if (readVocabulary(s.ctx.env, s.apiKey) === undefined) {
    try {
      await s.vocabulary();
    } catch (e) {
      // Only completion values are missing until the next table.
      s.msg.debug(`could not fetch the filter vocabulary for completion: ${(e as Error).message}`);
    }
  }
}

function describe(l: ShownListing): string {
  const what = [l.title, l.company]
    .filter((x): x is string => x !== undefined)
    .map((x) => toSingleLine(x))
    .join(' · ');
  return `  ${l.id}${what ? `  ${what}` : ''}`;
}

export interface ResolveOptions {
  /** Only these places (unsave looks at what is saved, nothing else). */
  savedOnly?: boolean;
}

/** What was typed, each as a full id or a prefix; anything else stops the command before any request. */
function parseTyped(typed: readonly string[]): { typed: string; parsed: IdInput }[] {
  const inputs = typed.map((t) => ({ typed: t, parsed: parseIdInput(t) }));
  const bad = inputs.find((i) => i.parsed.kind === 'invalid');
  if (bad !== undefined) {
    throw usageError(
      `"${toSingleLine(bad.typed)}" is not a listing id: give the id or at least its first ${MIN_PREFIX_LENGTH} characters (the ID column shows ${SHORT_ID_LENGTH})`,
    );
  }
  return inputs;
}

/** Full ids for what was typed, in order, without repeats; every failure is one clear error. */
export async function resolveListingIds(s: Session, kind: ListingKind, typed: readonly string[], opts: ResolveOptions = {}): Promise<string[]> {
  const inputs = parseTyped(typed);
  const places = lookupPlaces(s, kind, opts);
  const out: string[] = [];
  for (const { parsed } of inputs) {
    if (parsed.kind === 'full') out.push(parsed.id);
    else if (parsed.kind === 'prefix') out.push(await resolvePrefix(s, kind, parsed.prefix, places));
  }
  return [...new Set(out)];
}

type Place = { name: string; listings: () => Promise<ShownListing[]> };

function lookupPlaces(s: Session, kind: ListingKind, opts: ResolveOptions): Place[] {
  const once = (load: () => Promise<ShownListing[]>): (() => Promise<ShownListing[]>) => {
    let got: Promise<ShownListing[]> | undefined;
    return () => (got ??= load());
  };
  const saved: Place = {
    name: `saved ${NOUNS[kind].many}`,
    listings: once(async () => s.state().saved.load()[kind]),
  };
  if (opts.savedOnly) return [saved];
  return [
    { name: 'the last results shown', listings: once(async () => loadLastResults(s.stateDir(), kind, s.apiKey, warnOf(s))) },
    saved,
    {
      name: `the ${NOUNS[kind].many} the API lists`,
      listings: once(async () =>
        (await fetchListings(s, kind, {})).flatMap((r: ApiRecord) => {
          const id = listingId(r);
          return id === undefined ? [] : [{ id, title: text(r.title), company: text(r.company) } as ShownListing];
        }),
      ),
    },
  ];
}

async function resolvePrefix(s: Session, kind: ListingKind, prefix: string, places: Place[]): Promise<string> {
  for (const place of places) {
    const listings = await place.listings();
    const ids = idsWithPrefix(
      prefix,
      listings.map((l) => l.id),
    );
    if (ids.length === 1) return ids[0] as string;
    if (ids.length > 1) {
      const byId = new Map(listings.map((l) => [l.id, l]));
      const lines = ids.slice(0, 10).map((id) => describe(byId.get(id) ?? { id }));
      if (ids.length > 10) lines.push(`  … and ${ids.length - 10} more`);
      throw new CliError(
        `id prefix ${prefix} is ambiguous: ${ids.length} ${NOUNS[kind].many} in ${place.name} start with it; type more of the id`,
        ExitCode.usage,
        lines.join('\n'),
      );
    }
  }
  // Not a listing of this kind; perhaps one of the other kind the person has seen or saved.
  const other = OTHER[kind];
  const seen = [...loadLastResults(s.stateDir(), other, s.apiKey, warnOf(s)), ...s.state().saved.load()[other]];
  const elsewhere = idsWithPrefix(
    prefix,
    seen.map((l) => l.id),
  );
  if (elsewhere.length === 1) {
    throw new CliError(
      `${prefix} is not ${A_NOUN[kind]} but ${A_NOUN[other]}`,
      ExitCode.notFound,
      `Open it with: fresher ${NOUNS[other].many} get ${shortId(elsewhere[0] as string)}`,
    );
  }
  throw new CliError(`no ${NOUNS[kind].one} id starts with ${prefix} (looked in ${places.map((p) => p.name).join(', ')})`, ExitCode.notFound);
}

/** A listing known here by id, with its title and company as last seen where known. */
export interface LocalListing {
  id: string;
  kind: ListingKind;
  title?: string | undefined;
  company?: string | undefined;
}

export interface KnownListing extends LocalListing {
  /** The listing as fetched, when resolving needed a request for it. */
  record?: ApiRecord;
}

/**
 * Ids of either kind, for commands that take both (track, hide): a prefix is looked up in what was
 * shown, saved, tracked or hidden, then in one listing request per kind; a full id of an unknown
 * kind is asked of the API (a job first).
 */
export async function resolveAnyIds(s: Session, typed: readonly string[], known: readonly LocalListing[] = []): Promise<KnownListing[]> {
  const inputs = parseTyped(typed);
  const local = (): LocalListing[] => {
    const saved = s.state().saved.load();
    return [
      ...known,
      ...(['job', 'internship'] as const).flatMap((kind) =>
        [...loadLastResults(s.stateDir(), kind, s.apiKey, warnOf(s)), ...saved[kind]].map((l) => ({ id: l.id, kind, title: l.title, company: l.company })),
      ),
    ];
  };
  /** The first local mention of `id` that names it, else the first at all. */
  const named = (id: string, kind: ListingKind): LocalListing => {
    const all = (localIds ?? []).filter((l) => l.id === id && l.kind === kind);
    const best = all.find((l) => l.title !== undefined || l.company !== undefined) ?? all[0];
    return { id, kind, ...(best?.title !== undefined ? { title: best.title } : {}), ...(best?.company !== undefined ? { company: best.company } : {}) };
  };
  let localIds: LocalListing[] | undefined;
  const listed: Partial<Record<ListingKind, ApiRecord[]>> = {};
  const out: KnownListing[] = [];
  for (const { parsed } of inputs) {
    localIds ??= local();
    if (parsed.kind === 'full') {
      const hit = localIds.find((l) => l.id === parsed.id);
      if (hit) out.push(named(hit.id, hit.kind));
      else out.push(await probe(s, parsed.id));
      continue;
    }
    if (parsed.kind !== 'prefix') continue;
    const prefix = parsed.prefix;
    const kinds = new Map(localIds.filter((l) => l.id.startsWith(prefix)).map((l) => [l.id, l.kind]));
    if (kinds.size === 0) {
      for (const kind of ['job', 'internship'] as const) {
        listed[kind] ??= (await fetchListings(s, kind, {})) as ApiRecord[];
        for (const r of listed[kind] ?? []) {
          const id = listingId(r);
          if (id?.startsWith(prefix)) kinds.set(id, kind);
        }
        if (kinds.size > 0) break;
      }
    }
    if (kinds.size > 1)
      throw new CliError(
        `id prefix ${prefix} is ambiguous: ${kinds.size} listings start with it; type more of the id`,
        ExitCode.usage,
        [...kinds.keys()]
          .slice(0, 10)
          .map((id) => `  ${id}`)
          .join('\n'),
      );
    const [[id, kind] = []] = [...kinds.entries()];
    if (id === undefined || kind === undefined) throw new CliError(`no job or internship id starts with ${prefix}`, ExitCode.notFound);
    const record = listed[kind]?.find((r) => listingId(r) === id);
    out.push(record ? { id, kind, record } : named(id, kind));
  }
  const seen = new Set<string>();
  return out.filter((l) => !seen.has(l.id) && seen.add(l.id));
}

/** A full id nobody here has seen: the API says which kind it is. */
async function probe(s: Session, id: string): Promise<KnownListing> {
  const { ApiError } = await import('../api/errors.js');
  const api = await s.api();
  for (const kind of ['job', 'internship'] as const) {
    try {
      const record = await s.progress(`looking up ${id.slice(0, SHORT_ID_LENGTH)}`, () => (kind === 'job' ? api.getJob(id) : api.getInternship(id)));
      s.isSandbox();
      return { id, kind, record };
    } catch (e) {
      if (!(e instanceof ApiError && e.kind === 'not-found')) throw e;
    }
  }
  throw new CliError(`no job or internship with id ${id}`, ExitCode.notFound);
}
