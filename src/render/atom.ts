/**
 * An Atom 1.0 feed (RFC 4287) of job or internship listings, for feed readers and the tools that turn
 * feeds into messages. Entry ids are the listings' own ids (`urn:uuid:<id>`), so a reader shows each
 * listing once however often the feed is fetched; the feed's id is derived from the API and the
 * search. Every text is stripped of control sequences, of characters XML cannot hold, and escaped.
 * Pure but for hashing; a lazy part (dist/lazy/feed.cjs), loaded only for `--format atom`.
 */
import { hash } from 'node:crypto';
import type { ApiRecord } from '../contract/record.js';
import { UUID_PATTERN } from '../contract/resources.js';
import { apiInstant } from './dates.js';
import { forXml, stripControls, toSingleLine } from './sanitize.js';
import { truncate } from './width.js';

export interface FeedHead {
  title: string;
  subtitle?: string;
  /** What makes this feed the same feed tomorrow (the API and the search): hashed into its id. */
  key: string;
  /** Who publishes the listings: the feed's author, for a feed with no entries. */
  author: string;
  /** The feed's updated time when no entry carries one (now). */
  now: number;
}

export interface FeedSource {
  head: FeedHead;
  kind: 'job' | 'internship';
  records: readonly ApiRecord[];
}

/** A description is cut here: a feed is read in a reader or a message, not archived. */
const MAX_CONTENT = 4_000;
const MAX_TITLE = 300;
/** The namespace of fresher's name-based (version 5) UUIDs. */
const NAMESPACE = '6f1d5c1e-3b0a-4c8e-9a47-2f5e8d1b7c30';

/** Text for element content or an attribute: safe for a terminal, valid XML, escaped. */
export function xmlText(text: string): string {
  return forXml(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A one-line label, cut by the table's own truncate (whole characters, never half an emoji). */
const line = (value: unknown, max = MAX_TITLE): string =>
  typeof value === 'string' || typeof value === 'number' ? truncate(toSingleLine(String(value)).trim(), max) : '';

/** A name-based UUID (RFC 9562 version 5) of `name`: the same name, the same id, on every machine. */
export function nameUuid(name: string, namespace = NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const digest = Buffer.from(hash('sha1', Buffer.concat([ns, Buffer.from(name, 'utf8')]), 'hex'), 'hex');
  digest[6] = ((digest[6] as number) & 0x0f) | 0x50;
  digest[8] = ((digest[8] as number) & 0x3f) | 0x80;
  const hex = digest.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An RFC 3339 time for a date the API sent, or undefined when it is not one (or names no real day, or
 * falls outside years 0000-9999, which RFC 3339 cannot write: toISOString gives "+010000-...").
 */
function time(value: unknown): string | undefined {
  const ms = apiInstant(value);
  const iso = ms === undefined ? undefined : new Date(ms).toISOString();
  return iso !== undefined && /^\d{4}-/.test(iso) ? iso : undefined;
}

/** The facts a reader wants before the description: where, how, pay, until when. */
function summary(r: ApiRecord, kind: FeedSource['kind']): string {
  const pay = kind === 'job' ? (r.salary ?? r.ctc_amount ?? r.ctc_description) : r.stipend;
  const facts = [
    line(r.location),
    line(r.work_type),
    line(pay),
    kind === 'internship' ? line(r.duration) : '',
    // The API's own words ("Apply by 12 Dec 2026") when it sends them.
    line(r.deadline_display) || (line(r.deadline) ? `apply by ${line(r.deadline)}` : ''),
  ];
  return facts.filter((f) => f !== '').join(' · ');
}

function entry(r: ApiRecord, kind: FeedSource['kind'], fallback: string): string {
  const id = typeof r.id === 'string' && UUID_PATTERN.test(r.id) ? r.id.toLowerCase() : nameUuid(`${kind}\n${String(r.id)}`);
  const company = line(r.company);
  const title = [line(r.title), company].filter((t) => t !== '').join(' — ') || id;
  const posted = time(r.posted_at);
  const content = typeof r.description === 'string' ? stripControls(r.description).trim() : '';
  const categories = [r.role_type, r.work_type, r.industry]
    .map((c) => line(c, 120))
    .filter((c, i, all) => c !== '' && all.indexOf(c) === i)
    .map((c) => `    <category term="${xmlText(c)}"/>\n`)
    .join('');
  const facts = summary(r, kind);
  return [
    '  <entry>\n',
    `    <id>urn:uuid:${id}</id>\n`,
    `    <title type="text">${xmlText(title)}</title>\n`,
    `    <updated>${posted ?? fallback}</updated>\n`,
    posted ? `    <published>${posted}</published>\n` : '',
    `    <author><name>${xmlText(company || 'unknown')}</name></author>\n`,
    categories,
    facts ? `    <summary type="text">${xmlText(facts)}</summary>\n` : '',
    content ? `    <content type="text">${xmlText(content.length > MAX_CONTENT ? `${content.slice(0, MAX_CONTENT - 1)}…` : content)}</content>\n` : '',
    '  </entry>\n',
  ].join('');
}

/** The feed, newest listing first. */
export function renderFeed(feed: FeedSource): string {
  const dated = feed.records.map((r, i) => ({ r, i, at: time(r.posted_at) }));
  // Newest first; undated ones after, in the order received.
  dated.sort((a, b) => (a.at && b.at ? (a.at < b.at ? 1 : a.at > b.at ? -1 : a.i - b.i) : a.at ? -1 : b.at ? 1 : a.i - b.i));
  const updated = dated[0]?.at ?? new Date(feed.head.now).toISOString();
  const head = feed.head;
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom">\n',
    `  <id>urn:uuid:${nameUuid(head.key)}</id>\n`,
    `  <title type="text">${xmlText(line(head.title))}</title>\n`,
    head.subtitle ? `  <subtitle type="text">${xmlText(line(head.subtitle, 1000))}</subtitle>\n` : '',
    `  <updated>${updated}</updated>\n`,
    `  <author><name>${xmlText(line(head.author))}</name></author>\n`,
    '  <generator>fresher</generator>\n',
    ...dated.map((d) => entry(d.r, feed.kind, updated)),
    '</feed>\n',
  ].join('');
}
