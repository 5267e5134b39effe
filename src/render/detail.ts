/** One listing or event in full, for a person: headline, key facts, every other field, the description. */
import { lookupTable } from '../contract/record.js';
import type { ResourceKind } from './columns.js';
import { displayText, EM_DASH } from './fields.js';
import { eventDateText, eventTimeText } from './event-times.js';
import type { ApiRecord } from '../contract/record.js';
import { stripControls, toSingleLine } from './sanitize.js';
import type { Style } from './style.js';
import { displayWidth, padEnd, wrap } from './width.js';

const LABELS = lookupTable<string>({
  company: 'Company',
  location: 'Location',
  work_type: 'Mode',
  industry: 'Industry',
  role_type: 'Role',
  ctc_amount: 'Pay',
  ctc_description: 'Pay note',
  salary: 'Salary',
  stipend: 'Stipend',
  duration: 'Duration',
  start_date: 'Starts',
  deadline: 'Deadline',
  deadline_display: 'Deadline note',
  posted_at: 'Posted at',
  posted_days: 'Posted',
  is_on_campus: 'On campus',
  is_active: 'Open',
  job_type: 'Type',
  match_score: 'Match score',
  prestige_tier: 'Prestige tier',
  logo: 'Logo',
  event_type: 'Type',
  event_date: 'Date',
  event_time: 'Time',
  is_online: 'Online',
  max_attendees: 'Capacity',
  current_attendees: 'Registered',
  id: 'ID',
});

const SKIP = new Set(['title', 'description']);
/** What a person looks for first in an event: when and where. */
const FIRST: Partial<Record<ResourceKind, readonly string[]>> = { event: ['event_date', 'event_time', 'location', 'is_online', 'company', 'event_type'] };

/**
 * What a view knows of a record from the person's own state (a tracked status, its note), carried in
 * fields it added to the record: shown first as labelled lines, wrapped, never cut; the fields that
 * carried them (`hide`) are left out of the field list.
 */
export interface OwnFacts {
  lines: readonly (readonly [label: string, value: string])[];
  hide: readonly string[];
}

/** `extra`: lines shown after the fields and before the description (the profile match's explanation). */
export function renderDetail(record: ApiRecord, kind: ResourceKind, width: number, style: Style, extra?: readonly string[], own?: OwnFacts): string {
  const first = (FIRST[kind] ?? []).filter((k) => Object.hasOwn(record, k));
  const keys = [
    ...first,
    ...Object.keys(LABELS).filter((k) => k in record && !first.includes(k)),
    ...Object.keys(record).filter((k) => !(k in LABELS) && !SKIP.has(k) && !own?.hide.includes(k)),
  ];
  // Field names of unknown fields come from the API too: shown on one line, stripped like values.
  const labelOf = (k: string): string => LABELS[k] ?? (toSingleLine(k) || '?');
  const labelWidth = Math.max(...keys.map((k) => displayWidth(labelOf(k))), ...(own?.lines ?? []).map(([l]) => displayWidth(l))) + 2;
  let out = `${style.bold(toSingleLine(String(record.title ?? EM_DASH)))}\n`;
  for (const [label, value] of own?.lines ?? []) {
    const lines = wrap(toSingleLine(value), Math.max(10, width - labelWidth));
    out += lines.map((l, i) => `${i === 0 ? style.dim(padEnd(label, labelWidth)) : ' '.repeat(labelWidth)}${l}\n`).join('');
  }
  // An event's date and time follow the zone rule together (dates.ts), as in its table.
  const shown = (key: string): string | null =>
    kind === 'event' && key === 'event_date'
      ? eventDateText(record, Date.now(), false)
      : kind === 'event' && key === 'event_time'
        ? eventTimeText(record)
        : displayText(key, record[key]);
  for (const key of keys) {
    const text = shown(key);
    const label = padEnd(labelOf(key), labelWidth);
    out += `${style.dim(label)}${text === null ? style.dim(EM_DASH) : toSingleLine(text)}\n`;
  }
  if (extra && extra.length > 0) out += `\n${extra.join('\n')}\n`;
  if (typeof record.description === 'string' && record.description.trim() !== '') {
    out += `\n${wrap(stripControls(record.description), Math.max(20, Math.min(width, 100) - 2))
      .map((l) => `  ${l}`.trimEnd())
      .join('\n')}\n`;
  }
  return out;
}
