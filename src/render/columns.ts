/** Default columns per resource: what a person sees in a table, what a pipe gets as plain rows and CSV. */
import { displayText, getField } from './fields.js';
import type { ApiRecord } from '../contract/record.js';
import { shortId, SHORT_ID_LENGTH } from '../contract/short-id.js';
import { formatNumber } from './numbers.js';
import { eventDateText, eventTimeText } from './event-times.js';

export interface Column {
  field: string;
  header: string;
  /** Share of spare width when shrinking; 0 means the column keeps its natural width. */
  flex: number;
  min: number;
  /** Lower priorities are dropped first when the terminal is too narrow. */
  priority: number;
  display: (record: ApiRecord) => string | null;
  /**
   * A sign of one cell drawn in the gap after this column's cell (the tracker's mark after the id):
   * it takes no width from any column, so adding it never changes what the table fits.
   */
  mark?: (record: ApiRecord) => string | undefined;
}

type ColumnSpec = Partial<Omit<Column, 'field'>> & { field: string };

function column(spec: ColumnSpec): Column {
  const field = spec.field;
  return {
    header: field.replace(/_/g, ' ').toUpperCase(),
    flex: 0,
    min: 4,
    priority: 5,
    display: (r) => displayText(field, r[field], true),
    ...spec,
  };
}

const city = (r: ApiRecord): string | null => {
  const loc = displayText('location', r.location);
  return loc === null ? null : loc.replace(/, India$/, '');
};

/**
 * Where an event is, its city first ("Mumbai · University Main Hall"): a narrow column cut after the
 * venue would hide the one word people scan the column for.
 */
const place = (r: ApiRecord): string | null => {
  const loc = displayText('location', r.location);
  if (loc === null) return null;
  const parts = loc.replace(/, India$/, '').split(/\s*,\s*/);
  return parts.length < 2 ? parts.join('') : `${parts.at(-1)} · ${parts.slice(0, -1).join(', ')}`;
};

const seats = (r: ApiRecord): string | null => {
  const max = r.max_attendees;
  const cur = r.current_attendees;
  if (typeof max === 'number' && typeof cur === 'number') return `${formatNumber(cur)}/${formatNumber(max)}${cur >= max ? ' full' : ''}`;
  if (typeof cur === 'number') return `${formatNumber(cur)} going`;
  return typeof max === 'number' ? `${formatNumber(max)} seats` : null;
};

/**
 * The short id (8 characters, as git shows commits): what a person types to open a row. It outranks
 * every other column, so it stays at any width of 60 columns or more.
 */
export const SHORT_ID_COLUMN = column({
  field: 'id',
  min: SHORT_ID_LENGTH,
  priority: 11,
  display: (r) => (typeof r.id === 'string' ? shortId(r.id) : displayText('id', r.id)),
});

export type ResourceKind = 'job' | 'internship' | 'event' | 'filter';

export const TABLE_COLUMNS: Record<ResourceKind, Column[]> = {
  job: [
    SHORT_ID_COLUMN,
    column({ field: 'title', flex: 3, min: 14, priority: 10 }),
    column({ field: 'company', flex: 2, min: 10, priority: 9 }),
    column({ field: 'location', display: city, flex: 1, min: 8, priority: 7 }),
    column({ field: 'work_type', header: 'MODE', min: 6, priority: 4 }),
    column({ field: 'ctc_amount', header: 'PAY', flex: 1, min: 8, priority: 6 }),
    column({ field: 'posted_days', header: 'POSTED', min: 6, priority: 5 }),
  ],
  internship: [
    SHORT_ID_COLUMN,
    column({ field: 'title', flex: 3, min: 14, priority: 10 }),
    column({ field: 'company', flex: 2, min: 10, priority: 9 }),
    column({ field: 'location', display: city, flex: 1, min: 8, priority: 7 }),
    column({ field: 'work_type', header: 'MODE', min: 6, priority: 4 }),
    column({ field: 'stipend', flex: 1, min: 8, priority: 6 }),
    column({ field: 'duration', flex: 1, min: 6, priority: 3 }),
    column({ field: 'posted_days', header: 'POSTED', min: 6, priority: 5 }),
  ],
  event: [
    SHORT_ID_COLUMN,
    // Compact ("Sat 29 Nov", "today") and where the user is; JSON and CSV keep the API's strings.
    column({ field: 'event_date', header: 'DATE', min: 9, priority: 10, display: (r) => eventDateText(r, Date.now(), true) }),
    // When an event starts matters more than who runs it: TIME outlasts COMPANY and TYPE on a narrow terminal.
    column({ field: 'event_time', header: 'TIME', min: 5, priority: 6, display: eventTimeText }),
    // The title is what people read an event by: it takes most of the room the narrow columns leave.
    column({ field: 'title', flex: 6, min: 14, priority: 10 }),
    column({ field: 'company', flex: 1, min: 8, priority: 5 }),
    column({ field: 'event_type', header: 'TYPE', min: 6, priority: 4 }),
    column({
      field: 'location',
      header: 'WHERE',
      display: (r) => (r.is_online === true ? 'Online' : place(r)),
      // Twice company's share: the city name (Bengaluru, Chandigarh) stays whole before the venue is cut.
      flex: 2,
      min: 8,
      priority: 7,
    }),
    column({ field: 'current_attendees', header: 'SEATS', display: seats, min: 5, priority: 3 }),
  ],
  filter: [
    column({ field: 'filter_type', header: 'GROUP', min: 5, priority: 10 }),
    column({ field: 'filter_value', header: 'VALUE', flex: 1, min: 10, priority: 10 }),
    // A value the API marks inactive is listed, and said to be no longer offered (a filter with it is refused).
    column({
      field: 'display_label',
      header: 'LABEL',
      flex: 1,
      min: 10,
      priority: 5,
      // No label: a table's em dash, as for any null.
      display: (r) => `${displayText('display_label', r.display_label, true) ?? '—'}${r.is_active === false ? ' (no longer offered)' : ''}`,
    }),
  ],
};

/** A column for what a list is sorted by, when the default table does not show it. */
export const SORT_COLUMNS: Partial<Record<string, Column>> = {
  deadline: column({ field: 'deadline', min: 8, priority: 8 }),
  score: column({ field: 'match_score', header: 'SCORE', min: 5, priority: 8 }),
};

/** Plain (piped) rows: raw values of these fields, tab-separated, the order of the table. */
export const PLAIN_FIELDS: Record<ResourceKind, string[]> = {
  job: ['id', 'title', 'company', 'location', 'work_type', 'ctc_amount', 'posted_days'],
  internship: ['id', 'title', 'company', 'location', 'work_type', 'stipend', 'duration', 'posted_days'],
  event: ['id', 'event_date', 'event_time', 'title', 'company', 'event_type', 'location', 'is_online', 'current_attendees', 'max_attendees'],
  filter: ['filter_type', 'filter_value', 'display_label'],
};

/** CSV default: the useful fields of the resource, with a header row. */
export const CSV_FIELDS: Record<ResourceKind, string[]> = {
  job: [
    'id',
    'title',
    'company',
    'location',
    'work_type',
    'industry',
    'role_type',
    'ctc_amount',
    'deadline',
    'posted_at',
    'posted_days',
    'is_on_campus',
    'is_active',
  ],
  internship: [
    'id',
    'title',
    'company',
    'location',
    'work_type',
    'industry',
    'role_type',
    'stipend',
    'duration',
    'posted_at',
    'posted_days',
    'is_on_campus',
    'is_active',
  ],
  event: ['id', 'event_date', 'event_time', 'title', 'company', 'event_type', 'location', 'is_online', 'current_attendees', 'max_attendees', 'is_active'],
  filter: ['filter_type', 'filter_value', 'display_label', 'sort_order', 'is_active'],
};

/** Columns for `--fields`: any name (dot paths too), with the default's presentation where it has one. */
/**
 * The whole id as a column: the first to be given room (a cut id opens nothing), so the other columns
 * shrink before it does; on a terminal too narrow for all, never below its first 8 characters and an
 * ellipsis (the short id of the default table, which every command takes), and dropped no sooner than
 * the short id (a fixed 36 dropped the columns named after it).
 */
const ID_FIT = { flex: 1000, min: 9, priority: 11 } as const;

export function columnsForFields(kind: ResourceKind, fields: readonly string[]): Column[] {
  return fields.map(
    (f) =>
      // `--fields id` asks for the id itself, not its short form.
      TABLE_COLUMNS[kind].find((c) => c.field === f && c !== SHORT_ID_COLUMN) ??
      column({ field: f, ...(f === 'id' ? ID_FIT : { flex: 1, min: Math.min(12, f.length) }), display: (r) => displayText(f, getField(r, f), true) }),
  );
}
