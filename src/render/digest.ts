/** The digest for a person: each search with news, its new listings one line each. Pure. */
import type { ApiRecord } from '../contract/record.js';
import { shortId } from '../contract/short-id.js';
import { toSingleLine } from './sanitize.js';
import type { Style } from './style.js';
import { truncate } from './width.js';

export interface DigestText {
  search: string;
  listings: readonly ApiRecord[];
}

const line = (r: ApiRecord): string =>
  toSingleLine(
    [r.title, r.company, typeof r.location === 'string' ? r.location.replace(/, India$/, '') : '']
      .filter((x): x is string => typeof x === 'string' && x !== '')
      .join(' · '),
  );

export function renderDigest(groups: readonly DigestText[], style: Style, width: number): string {
  return groups
    .filter((g) => g.listings.length > 0)
    .map(
      (g) =>
        `${style.header(`${toSingleLine(g.search)} (${g.listings.length} new)`)}\n${g.listings.map((r) => `  ${shortId(String(r.id))}  ${truncate(line(r), Math.max(20, width - 12))}\n`).join('')}`,
    )
    .join('\n');
}
