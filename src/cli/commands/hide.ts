/** `fresher hide`, `unhide`, `hidden`: companies and listings left out of lists, stats, the picker and the digest. */
import { textOf, type ApiRecord } from '../../contract/record.js';
import { companyKey } from '../../listings/hunt.js';
import { shortId } from '../../contract/short-id.js';
import { recordList } from '../../render/formats.js';
import { toSingleLine } from '../../render/sanitize.js';
import { padEnd, truncate } from '../../render/width.js';
import { emit } from '../emit.js';
import { ExitCode, usageError } from '../exit-codes.js';
import { resolveAnyIds } from '../listing-ids.js';
import { shellWord } from '../shell-words.js';
import type { Session } from '../session.js';
import { otherApisNotice } from '../other-apis.js';

const now = (s: Session): string => new Date(s.ctx.clock.now()).toISOString();

/** A listing to hide: its id and kind, with its record when the API gave it, else its names as last seen. */
export type ToHide = { id: string; kind: 'job' | 'internship'; record?: ApiRecord | undefined; title?: string | undefined; company?: string | undefined };

/** Adds listings to the hide list (those hidden already are left as they are); returns how many were added. */
export function hideListings(s: Session, listings: readonly ToHide[]): string[] {
  return s.state().hidden.update((mine) => {
    const added: string[] = [];
    for (const l of listings) {
      if (mine.listings.some((h) => h.id === l.id)) continue;
      const title = textOf(l.record?.title) ?? textOf(l.title);
      const company = textOf(l.record?.company) ?? textOf(l.company);
      mine.listings.push({ id: l.id, kind: l.kind, at: now(s), ...(title ? { title } : {}), ...(company ? { company } : {}) });
      added.push(l.id);
    }
    return added;
  });
}

/** Takes listings off the hide list; returns how many were on it. */
export function unhideListings(s: Session, ids: ReadonlySet<string>): number {
  return s.state().hidden.update((mine) => {
    const before = mine.listings.length;
    mine.listings = mine.listings.filter((l) => !ids.has(l.id));
    return before - mine.listings.length;
  });
}

/** Hides a company (`match`: every company containing the text); false when it was hidden already. */
export function hideCompany(s: Session, value: string, isMatch: boolean): boolean {
  return s.state().hidden.update((mine) => {
    if (mine.companies.some((c) => c.match === isMatch && companyKey(c.name) === companyKey(value))) return false;
    mine.companies.push({ name: value, match: isMatch, at: now(s) });
    return true;
  });
}

/**
 * Takes a company (any spelling of it) off the hide list: its own entry and a --match rule of the
 * same text, or (`match` given) only the one of that sort. Returns how many of each sort went.
 */
export function unhideCompany(s: Session, name: string, match?: boolean): { exact: number; match: number; exactLeft: boolean } {
  const key = companyKey(name);
  return s.state().hidden.update((mine) => {
    const named = (c: { name: string }): boolean => companyKey(c.name) === key;
    const gone = (c: { name: string; match: boolean }): boolean => named(c) && (match === undefined || c.match === match);
    const removed = { exact: mine.companies.filter((c) => gone(c) && !c.match).length, match: mine.companies.filter((c) => gone(c) && c.match).length };
    mine.companies = mine.companies.filter((c) => !gone(c));
    // Read in the same change: the company's own entry, when only the rule was asked to go.
    return { ...removed, exactLeft: mine.companies.some((c) => !c.match && named(c)) };
  });
}

export async function hideListingCommand(s: Session, typed: readonly string[]): Promise<number> {
  const listings = await resolveAnyIds(s, typed);
  // The undo names only what this run hid: a listing hidden before stays hidden.
  const added = hideListings(s, listings);
  const already = listings.length - added.length;
  s.msg.notice(
    `hid ${added.length} ${added.length === 1 ? 'listing' : 'listings'}${already > 0 ? ` (${already} already hidden)` : ''}${added.length > 0 ? `; undo: fresher unhide ${added.map(shortId).join(' ')}` : ''}`,
  );
  return ExitCode.ok;
}

export async function hideCompanyCommand(s: Session, name: string | undefined, match: string | undefined): Promise<number> {
  if ((name === undefined) === (match === undefined)) throw usageError('give a company name, or --match TEXT for every company containing it (not both)');
  const value = (name ?? match ?? '').trim();
  if (companyKey(value) === '') throw usageError('the company name is empty');
  const isMatch = match !== undefined;
  const added = hideCompany(s, value, isMatch);
  s.msg.notice(added ? `hid ${isMatch ? `every company containing "${toSingleLine(value)}"` : `the company "${toSingleLine(value)}"`}` : 'already hidden');
  return ExitCode.ok;
}

export async function unhideListingCommand(s: Session, typed: readonly string[]): Promise<number> {
  const hidden = s.state().hidden.load();
  const listings = await resolveAnyIds(s, typed, hidden.listings);
  const ids = new Set(listings.map((l) => l.id));
  const removed = unhideListings(s, ids);
  // As for a company: what was not hidden is said so, not "unhid 0".
  s.msg.notice(
    removed > 0
      ? `unhid ${removed} ${removed === 1 ? 'listing' : 'listings'}${removed < ids.size ? ` (${ids.size - removed} not hidden)` : ''}`
      : `${ids.size === 1 ? 'that listing was' : 'those listings were'} not hidden (see: fresher hidden)`,
  );
  return removed > 0 ? ExitCode.ok : ExitCode.notFound;
}

export async function unhideCompanyCommand(s: Session, typed: string | undefined, match?: string): Promise<number> {
  if ((typed === undefined) === (match === undefined))
    throw usageError('give a company name, or --match TEXT for the rule hiding every company containing it (not both)');
  const name = (typed ?? match ?? '').trim();
  const removed = unhideCompany(s, name, match === undefined ? undefined : true);
  const shown = toSingleLine(name);
  // Both sorts of entry go; what went is said, so a --match rule never goes unnoticed.
  const what =
    removed.exact && removed.match
      ? `the company "${shown}", and every company containing "${shown}" (a --match rule)`
      : removed.match
        ? `every company containing "${shown}" (a --match rule)`
        : `the company "${shown}"`;
  // --match asked for the rule alone: when the company is hidden by its name instead, that is said.
  const byName = match !== undefined && removed.match === 0 && removed.exactLeft;
  s.msg.notice(
    removed.exact + removed.match > 0
      ? `unhid ${what}`
      : byName
        ? `no --match rule for "${shown}"; the company "${shown}" is hidden by its name: fresher unhide company ${shellWord(toSingleLine(name))}`
        : `"${shown}" was not hidden (see: fresher hidden)`,
  );
  return removed.exact + removed.match > 0 ? ExitCode.ok : ExitCode.notFound;
}

export async function hiddenCommand(s: Session, flags: { allApis?: boolean } = {}): Promise<number> {
  const sections = [{ api: s.apiKey, section: s.state().hidden.load() }, ...s.state().hidden.others()];
  const others = sections.slice(1).reduce((n, o) => n + o.section.companies.length + o.section.listings.length, 0);
  otherApisNotice(s, others, 'hidden', flags.allApis === true);
  const shown = flags.allApis ? sections : sections.slice(0, 1);
  const rows = shown.flatMap(({ api, section }) => [
    ...section.companies.map((c) => ({ type: c.match ? 'company-match' : 'company', value: c.name, id: null, title: null, at: c.at, api })),
    ...section.listings.map((l) => ({ type: l.kind, value: l.company ?? null, id: l.id, title: l.title ?? null, at: l.at, api })),
  ]);
  if (rows.length === 0) s.msg.notice('nothing hidden');
  const fields = ['type', 'value', 'id', 'title', 'at', ...(flags.allApis ? ['api'] : [])];
  await emit(s, {
    ...recordList(rows, { csv: fields, plain: fields }, (o) => [
      rows
        .map((r) => {
          const head = `${padEnd(r.type, 14)}${r.id ? `${shortId(r.id)}  ` : ''}`;
          const where = r.api !== s.apiKey ? ` · on ${r.api}` : '';
          return `${head}${truncate(toSingleLine(`${[r.title, r.value].filter(Boolean).join(' · ') || '—'}${where}`), Math.max(10, o.width - head.length))}\n`;
        })
        .join(''),
    ]),
    json: () =>
      flags.allApis
        ? shown.map(({ api, section }) => ({ api, companies: section.companies, listings: section.listings }))
        : { companies: sections[0]?.section.companies ?? [], listings: sections[0]?.section.listings ?? [] },
  });
  return ExitCode.ok;
}
