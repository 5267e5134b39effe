/** `jobs|internships stats`: where, what and how well paid, for the current filters. */
import { refine } from '../../refine/refine.js';
import { listingStats, type Bucket, type ListingStats } from '../../refine/stats.js';
import { renderBars } from '../../render/bars.js';
import type { ApiRecord } from '../../contract/record.js';
import { document } from '../../render/formats.js';
import { emit } from '../emit.js';
import { ExitCode } from '../exit-codes.js';
import { validateFilterFlags } from '../filter-flags.js';
import type { Session } from '../session.js';
import { countOf, fetchCombined, NOUNS, type ListingKind } from '../../listings/service.js';
import type { ListFlags } from '../command-table.js';
import { refineOptions } from './listings.js';
import { buildQueries, requestsNote } from '../listing-query.js';

/** The buckets of each section the table shows (the machine formats carry all). */
const TABLE_TOP = 10;

const SECTIONS: [keyof ListingStats, string][] = [
  ['byCity', 'City'],
  ['byRole', 'Role'],
  ['byIndustry', 'Industry'],
  ['byCompany', 'Company'],
  ['byWorkType', 'Work type'],
  ['byPay', 'Pay band'],
];

function rows(stats: ListingStats): ApiRecord[] {
  const out = [
    // All of them, when there are any: of none, no share.
    { section: 'total', key: 'listings', count: stats.total, pct: stats.total > 0 ? 100 : 0 },
    { section: 'share', key: 'remote', count: stats.remote, pct: stats.remoteSharePct },
    { section: 'share', key: 'on-campus', count: stats.onCampus, pct: stats.onCampusSharePct },
  ];
  for (const [key] of SECTIONS) for (const b of stats[key] as Bucket[]) out.push({ section: key, key: b.key, count: b.count, pct: b.pct });
  return out;
}

export async function statsCommand(s: Session, kind: ListingKind, flags: ListFlags): Promise<number> {
  const requests = buildQueries(await validateFilterFlags(s, flags), (m) => s.msg.warn(m));
  const options = await refineOptions(s, flags, kind);
  const { records } = refine((await fetchCombined(s, kind, requests.queries)).records as ApiRecord[], options);
  // Every bucket in the machine formats (a script sums them); the table shows the largest few of each.
  const stats = listingStats(records, Number.POSITIVE_INFINITY);
  const several = requests.queries.length > 1 ? ` (${requestsNote(requests)})` : '';
  if (records.length === 0) s.msg.notice(`no ${NOUNS[kind].many} found${several}`);
  else if (several) s.msg.notice(`${countOf(records.length, kind)}${several}`);
  await emit(
    s,
    document(stats, rows(stats), ['section', 'key', 'count', 'pct'], (o) => {
      let out = `${o.style.bold(countOf(stats.total, kind))}  ·  remote ${stats.remoteSharePct}%  ·  on campus ${stats.onCampusSharePct}%\n`;
      for (const [key, title] of SECTIONS) {
        const buckets = stats[key] as Bucket[];
        const shown = buckets.slice(0, TABLE_TOP);
        out += `\n${renderBars(shown.length < buckets.length ? `${title} (top ${TABLE_TOP} of ${buckets.length})` : title, shown, o.width, o.style)}`;
      }
      return [out];
    }),
  );
  return ExitCode.ok;
}
