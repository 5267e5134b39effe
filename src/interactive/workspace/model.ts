/**
 * The workspace as a state machine, apart from any terminal: six tabs, each a picker model
 * (picker-model.ts: its search, filter screen, marking, detail and export screens, shared, not copied),
 * plus what only the workspace has: switching tabs, vi keys, a key help, one-key actions on the
 * current or marked rows, a status line, undo of hides, and which New listings were on screen. Keys
 * and results of work go in as events; what the terminal must do comes out as effects. Pure.
 */
import type { ApiRecord } from '../../contract/record.js';
import type { FilterVocabulary } from '../../contract/resources.js';
import { hiddenReason } from '../../listings/hunt.js';
import { eventPlaces } from '../../refine/events.js';
import type { ResourceKind } from '../../render/columns.js';
import { attachedMatch } from '../../render/match.js';
import type { OwnFacts } from '../../render/detail.js';
import { eventDateText } from '../../render/event-times.js';
import type { HiddenSection } from '../../store/hunt.js';
import { STATUSES, type Status } from '../../store/statuses.js';
import {
  chosenRecords,
  clampDetail,
  current,
  edit,
  idOf,
  initialModel,
  reduce as reducePicker,
  LISTING_GROUPS,
  searchListings,
  type Effect as PickerEffect,
  type FilterGroup,
  type Key,
  type Model as PickerModel,
  type Selections,
} from '../picker-model.js';

export const TABS = ['new', 'jobs', 'internships', 'events', 'tracker', 'saved'] as const;
export type TabName = (typeof TABS)[number];
export const TAB_LABELS: Record<TabName, string> = {
  new: 'New',
  jobs: 'Jobs',
  internships: 'Internships',
  events: 'Events',
  tracker: 'Tracker',
  saved: 'Saved',
};
const NOUNS: Record<TabName, { one: string; many: string }> = {
  new: { one: 'new listing', many: 'new listings' },
  jobs: { one: 'job', many: 'jobs' },
  internships: { one: 'internship', many: 'internships' },
  events: { one: 'event', many: 'events' },
  tracker: { one: 'tracked listing', many: 'tracked listings' },
  saved: { one: 'saved listing', many: 'saved listings' },
};
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const EVENT_GROUPS: readonly FilterGroup[] = [
  // As `events list --city`: the place an event's location ends with ("Tech Park Auditorium, Pune"), or Online.
  { key: 'city', label: 'City', valueIn: (r) => (r.is_online === true ? 'Online' : eventPlaces(r.location).at(-1)) },
];
const TRACKER_GROUPS: readonly FilterGroup[] = [{ key: 'status', label: 'Status', valueIn: (r) => text(r.fresher_status), values: STATUSES }];
/** The filter screen of each tab: the listing filters where rows are listings, an event's city, a tracked listing's status. */
export function filterGroupsOf(tab: TabName): { groups: readonly FilterGroup[]; campus: boolean } {
  if (tab === 'events') return { groups: EVENT_GROUPS, campus: false };
  if (tab === 'tracker') return { groups: TRACKER_GROUPS, campus: false };
  return { groups: LISTING_GROUPS, campus: true };
}
/** Tabs whose rows are listings (jobs or internships) that can be saved, tracked and hidden. */
const LISTINGS: readonly TabName[] = ['new', 'jobs', 'internships', 'tracker', 'saved'];

/** Where a tab's rows came from: fetched now, or the copy kept from an earlier run (the API unreachable). */
export interface Freshness {
  /** When the rows were fetched (ms). */
  at: number;
  /** Set when the rows are an older copy: why fresh ones could not be had. */
  stale?: string;
}

export interface Tab {
  name: TabName;
  picker: PickerModel;
  /** Undefined until the first rows arrive. */
  freshness: Freshness | undefined;
  /** The row remembered from the last run, until the rows it is among arrive. */
  pendingAt: string | undefined;
}

/** What a tab remembers between runs. */
export interface TabMemory {
  search: string;
  selections: Selections;
  /** The id of the highlighted row. */
  at?: string;
}

/** A hide that `u` can take back. */
export type Undo = { kind: 'listings'; ids: string[] } | { kind: 'company'; name: string };

/** The fields asked after the status, in the order Tab moves through them. */
export const DETAIL_FIELDS = ['note', 'deadline', 'next'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export type Prompt =
  | { name: 'status'; cursor: number; records: ApiRecord[] }
  /** `keep`: the status chosen is the one every listing has now: dates and a next note only, no new entry in the history. */
  | { name: 'details'; status: Status; keep: boolean; field: number; values: Record<DetailField, string>; records: ApiRecord[] };

/**
 * Reads a day typed for `label` (deadline, next) as the track command reads --deadline and --next: a
 * YYYY-MM-DD, or null for "none" (clears it); or why it is not a day. Given by the caller, which has
 * the clock and the time zone.
 */
export type DayReader = (label: string, text: string) => { day: string | null } | { error: string };

export interface Workspace {
  tabs: Tab[];
  active: number;
  help: boolean;
  /** A question asked before an action (which status, a note). */
  prompt: Prompt | undefined;
  /** One line saying what the last action did; cleared by the next key. */
  status: string | undefined;
  /** Work under way (refreshing), shown until it ends. */
  progress: string | undefined;
  vocabulary: FilterVocabulary;
  hidden: HiddenSection;
  saved: ReadonlySet<string>;
  /** Tracker statuses by listing id, for the list's badges. */
  badges: ReadonlyMap<string, string>;
  undo: Undo[];
  /** New listings that were on screen, by id, for the digest memory. */
  seen: ReadonlySet<string>;
  readDay: DayReader;
}

export type Effect =
  | { kind: 'save'; records: ApiRecord[] }
  | { kind: 'unsave'; records: ApiRecord[] }
  /** status absent: kept as it is; deadline and next: a day, null to clear it, absent when not typed (as the command's flags). */
  | { kind: 'track'; records: ApiRecord[]; status?: Status; note: string; deadline?: string | null; next?: string | null }
  | { kind: 'hide-listings'; records: ApiRecord[] }
  | { kind: 'hide-company'; record: ApiRecord }
  | { kind: 'undo'; undo: Undo }
  | { kind: 'copy'; records: ApiRecord[] }
  | { kind: 'pager'; record: ApiRecord; resource: ResourceKind }
  | { kind: 'export'; path: string; overwrite: boolean; records: ApiRecord[]; resource: ResourceKind }
  | { kind: 'refresh' }
  | { kind: 'quit' };

export type Event =
  | { kind: 'key'; key: Key }
  | { kind: 'status'; text: string }
  | { kind: 'progress'; text: string | undefined }
  | { kind: 'rows'; tab: TabName; records: ApiRecord[]; freshness: Freshness }
  | { kind: 'hidden'; hidden: HiddenSection; undo?: Undo }
  | { kind: 'saved'; ids: ReadonlySet<string> }
  | { kind: 'badges'; badges: ReadonlyMap<string, string> }
  /** The filter vocabulary, loaded once the workspace is drawn (its filter screens and search alternatives read it). */
  | { kind: 'vocabulary'; vocabulary: FilterVocabulary }
  | { kind: 'export-exists'; path: string }
  | { kind: 'export-done'; text: string };

export interface Step {
  model: Workspace;
  effect?: Effect;
}

export const resourceOf = (tab: TabName, r: ApiRecord | undefined): ResourceKind =>
  tab === 'events'
    ? 'event'
    : tab === 'internships'
      ? 'internship'
      : r?.fresher_kind === 'internship' || r?.kind === 'internship' || (tab !== 'jobs' && r?.stipend !== undefined)
        ? 'internship'
        : 'job';

/** The local step after filters: hidden listings and companies left out (listing tabs only). */
function refineFor(tab: TabName, hidden: HiddenSection): (records: ApiRecord[]) => ApiRecord[] {
  if (tab !== 'new' && tab !== 'jobs' && tab !== 'internships') return (records) => records;
  return (records) => records.filter((r) => hiddenReason(r, hidden) === undefined);
}

function pickerFor(
  w: Pick<Workspace, 'vocabulary' | 'hidden' | 'badges'>,
  tab: TabName,
  all: readonly ApiRecord[],
  memory: TabMemory | undefined,
  badge: (r: ApiRecord) => string | undefined,
): PickerModel {
  const m = initialModel({
    all,
    vocabulary: w.vocabulary,
    initial: memory?.selections ?? { values: {}, campus: 'any' },
    refine: refineFor(tab, w.hidden),
    noun: NOUNS[tab],
    defaultExport: `${tab}.csv`,
    badge,
    own: (r) => ownFacts(tab, r),
    // The full detail (Enter) explains the match as the side pane does.
    match: attachedMatch,
    // q in the detail goes back to the list here (the workspace quits from the list).
    detailQ: 'back',
    ...filterGroupsOf(tab),
  });
  const search = memory?.search ?? '';
  const shown = search ? searchListings(m.filtered, search, w.vocabulary) : m.shown;
  const at = memory?.at === undefined ? -1 : shown.findIndex((r) => idOf(r) === memory.at);
  return { ...m, search, shown, cursor: Math.max(0, at) };
}

/** The badge of a row: the search it is new for, the tracker's status (its dates on the tracker), or "saved". */
function badgeFor(w: Pick<Workspace, 'badges' | 'saved'>, tab: TabName): (r: ApiRecord) => string | undefined {
  return (r) => {
    const parts: string[] = [];
    if (tab === 'new' && typeof r.fresher_search === 'string') parts.push(r.fresher_search);
    // An event is chosen by its day first: "today", "Sun 29 Nov", as the events table says it.
    if (tab === 'events') parts.push(eventDateText(r, Date.now(), true) ?? 'no date');
    const status = w.badges.get(idOf(r));
    if (status !== undefined && tab !== 'tracker') parts.push(status);
    // On the tracker the heading names the status: the row says what is due.
    if (tab === 'tracker' && typeof r.fresher_due === 'string') parts.push(r.fresher_due);
    // Tracking saves a listing: on the tracker "saved" says nothing.
    if (w.saved.has(idOf(r)) && tab !== 'saved' && tab !== 'tracker') parts.push('saved');
    return parts.length ? parts.join(' · ') : undefined;
  };
}

/** The fields the workspace adds to its rows (what the person's state says of them), and where each is shown. */
const OWN_FIELDS: Partial<Record<TabName, readonly (readonly [field: string, label: string])[]>> = {
  tracker: [
    ['fresher_status', 'Status'],
    ['fresher_due', 'Due'],
    ['fresher_note', 'Note'],
  ],
  new: [['fresher_search', 'Search']],
};
/** The tabs whose rows also carry `fresher_kind` (job or internship): left out, the detail's Type says it. */
const CARRIERS: readonly TabName[] = ['new', 'tracker', 'saved'];

/**
 * The detail's own lines for a row of `tab`: labelled (Status, Due, Note on the tracker, the search on
 * New) instead of the raw field names. Only on the tabs that set them: on Jobs an API's field of that
 * name is the API's and listed as such.
 */
export function ownFacts(tab: TabName, r: ApiRecord): OwnFacts | undefined {
  if (!CARRIERS.includes(tab)) return undefined;
  const fields = OWN_FIELDS[tab] ?? [];
  return {
    lines: fields.flatMap(([field, label]) => (typeof r[field] === 'string' && r[field] !== '' ? [[label, r[field]] as const] : [])),
    hide: ['fresher_kind', ...fields.map(([field]) => field)],
  };
}

export interface WorkspaceInput {
  vocabulary: FilterVocabulary;
  hidden: HiddenSection;
  saved: ReadonlySet<string>;
  badges: ReadonlyMap<string, string>;
  memory: ReadonlyMap<TabName, TabMemory>;
  active: TabName;
  readDay: DayReader;
}

export function initialWorkspace(input: WorkspaceInput): Workspace {
  const base = { vocabulary: input.vocabulary, hidden: input.hidden, saved: input.saved, badges: input.badges };
  return {
    ...base,
    tabs: TABS.map((name) => ({
      name,
      picker: pickerFor(base, name, [], input.memory.get(name), badgeFor(base, name)),
      freshness: undefined,
      pendingAt: input.memory.get(name)?.at,
    })),
    active: Math.max(0, TABS.indexOf(input.active)),
    help: false,
    prompt: undefined,
    status: undefined,
    progress: undefined,
    undo: [],
    seen: new Set(),
    readDay: input.readDay,
  };
}

export const activeTab = (w: Workspace): Tab => w.tabs[w.active] as Tab;

/** What each tab should remember: its search, filters and highlighted row. */
export function memoryOf(w: Workspace): Map<TabName, TabMemory> {
  return new Map(
    w.tabs.map((t) => {
      const row = t.picker.shown[t.picker.cursor];
      const at = row ? idOf(row) : t.pendingAt;
      return [t.name, { search: t.picker.search, selections: t.picker.selections, ...(at !== undefined ? { at } : {}) }];
    }),
  );
}

/** Rebuilds one tab's picker over new rows (or new hide lists), keeping its search, filters, marks and place. */
function rebuild(w: Workspace, index: number, all?: readonly ApiRecord[], freshness?: Freshness): Workspace {
  const tab = w.tabs[index] as Tab;
  const old = tab.picker;
  const at = old.shown[old.cursor];
  const atId = at ? idOf(at) : tab.pendingAt;
  const picker = pickerFor(
    w,
    tab.name,
    all ?? old.all,
    { search: old.search, selections: old.selections, ...(atId !== undefined ? { at: atId } : {}) },
    badgeFor(w, tab.name),
  );
  const keep = new Set(picker.all.map(idOf));
  const next: Tab = {
    ...tab,
    picker: {
      ...picker,
      stack: old.stack.filter((s) => s.name !== 'detail' || picker.shown.length > 0),
      searching: old.searching,
      marked: old.marked.filter((id) => keep.has(id)),
    },
    freshness: freshness ?? tab.freshness,
    pendingAt: picker.all.length > 0 ? undefined : tab.pendingAt,
  };
  // A row that went away (hidden): the place stays where it was, not back at the top.
  if (at && !picker.shown.some((r) => idOf(r) === idOf(at)))
    next.picker = { ...next.picker, cursor: Math.min(old.cursor, Math.max(0, picker.shown.length - 1)) };
  return { ...w, tabs: w.tabs.map((t, i) => (i === index ? next : t)) };
}

const rebuildAll = (w: Workspace): Workspace => w.tabs.reduce((acc, _t, i) => rebuild(acc, i), w);

const withPicker = (w: Workspace, picker: PickerModel): Workspace => ({ ...w, tabs: w.tabs.map((t, i) => (i === w.active ? { ...t, picker } : t)) });

/** The active tab's detail scrolled no further than its last line (see the picker's clampDetail). */
export function clampWorkspaceDetail(w: Workspace, limit: (m: PickerModel, tab: Tab) => number): Workspace {
  const tab = activeTab(w);
  const picker = clampDetail(tab.picker, (m) => limit(m, tab));
  return picker === tab.picker ? w : withPicker(w, picker);
}

/** vi keys as the picker's keys. */
function translate(k: Key): Key {
  if (k.ctrl || k.meta) return k;
  if (k.sequence === 'j') return { name: 'down' };
  if (k.sequence === 'k') return { name: 'up' };
  if (k.sequence === 'g') return { name: 'home' };
  if (k.sequence === 'G') return { name: 'end' };
  return k;
}

/** Rows on screen for New: what is between the list's first and last visible row. */
export function markSeen(w: Workspace, visible: readonly ApiRecord[]): Workspace {
  if (activeTab(w).name !== 'new' || visible.length === 0) return w;
  const ids = visible.map(idOf).filter((id) => !w.seen.has(id));
  return ids.length === 0 ? w : { ...w, seen: new Set([...w.seen, ...ids]) };
}

function fromPicker(w: Workspace, step: { model: PickerModel; effect?: PickerEffect }): Step {
  const next = withPicker(w, step.model);
  const e = step.effect;
  if (!e) return { model: next };
  if (e.kind === 'quit') return { model: next, effect: { kind: 'quit' } };
  if (e.kind === 'export') return { model: next, effect: { ...e, resource: resourceOf(activeTab(w).name, e.records[0]) } };
  if (e.kind === 'save') return saveOrUnsave(next, e.records);
  // Printing ids and leaving is the picker's; here `y` copies them.
  return { model: next };
}

function saveOrUnsave(w: Workspace, records: ApiRecord[]): Step {
  if (!LISTINGS.includes(activeTab(w).name)) return { model: { ...w, status: 'events are not saved; export them with e' } };
  if (records.length === 0) return { model: w };
  const all = records.every((r) => w.saved.has(idOf(r)));
  return { model: w, effect: { kind: all ? 'unsave' : 'save', records } };
}

function onPrompt(w: Workspace, p: Prompt, k: Key): Step {
  if (k.name === 'escape') return { model: { ...w, prompt: undefined, status: 'nothing tracked' } };
  if (p.name === 'status') {
    if (k.name === 'up' || k.sequence === 'k') return { model: { ...w, prompt: { ...p, cursor: Math.max(0, p.cursor - 1) } } };
    if (k.name === 'down' || k.sequence === 'j') return { model: { ...w, prompt: { ...p, cursor: Math.min(STATUSES.length - 1, p.cursor + 1) } } };
    const digit = k.sequence !== undefined && /^[1-9]$/.test(k.sequence) ? Number(k.sequence) - 1 : undefined;
    if (digit !== undefined && digit < STATUSES.length) return { model: { ...w, prompt: { ...p, cursor: digit } } };
    if (k.name === 'return' || k.name === 'enter')
      return {
        model: {
          ...w,
          prompt: {
            name: 'details',
            status: STATUSES[p.cursor] as Status,
            keep: p.records.every((r) => w.badges.get(idOf(r)) === STATUSES[p.cursor]),
            field: 0,
            values: { note: '', deadline: '', next: '' },
            records: p.records,
          },
        },
      };
    return { model: w };
  }
  if (k.name === 'return' || k.name === 'enter') return recordTrack(w, p);
  const back = (k.name === 'tab' && (k as Key & { shift?: boolean }).shift) || k.name === 'up';
  if (k.name === 'tab' || k.name === 'down' || back) {
    const field = (p.field + (back ? DETAIL_FIELDS.length - 1 : 1)) % DETAIL_FIELDS.length;
    return { model: { ...w, prompt: { ...p, field } } };
  }
  const name = DETAIL_FIELDS[p.field] as DetailField;
  const next = edit(p.values[name], k);
  return next === undefined ? { model: w } : { model: { ...w, prompt: { ...p, values: { ...p.values, [name]: next } } } };
}

/** Enter on the details: both days read first; a bad one is said in the status line and nothing is recorded. */
function recordTrack(w: Workspace, p: Extract<Prompt, { name: 'details' }>): Step {
  const days: { deadline?: string | null; next?: string | null } = {};
  for (const [name, label] of [
    ['deadline', 'deadline'],
    ['next', 'next date'],
  ] as const) {
    const typed = p.values[name].trim();
    if (!typed) continue;
    const read = w.readDay(label, typed);
    if ('error' in read) return { model: { ...w, prompt: { ...p, field: DETAIL_FIELDS.indexOf(name) }, status: read.error } };
    days[name] = read.day;
  }
  const note = p.values.note.trim();
  if (!p.keep) return { model: { ...w, prompt: undefined }, effect: { kind: 'track', records: p.records, status: p.status, note, ...days } };
  // The status kept, as `fresher track ID --deadline D --next X` keeps it: a note goes with a next date.
  if (note && days.next === undefined)
    return {
      model: { ...w, prompt: { ...p, field: DETAIL_FIELDS.indexOf('next') }, status: `a note goes with a new status or a next date; still ${p.status}` },
    };
  if (days.deadline === undefined && days.next === undefined) return { model: { ...w, prompt: undefined, status: `nothing changed; still ${p.status}` } };
  return { model: { ...w, prompt: undefined }, effect: { kind: 'track', records: p.records, note, ...days } };
}

function reduceOnce(w0: Workspace, event: Event, page: number): Step {
  const w: Workspace = event.kind === 'key' ? { ...w0, status: undefined } : w0;
  const tab = activeTab(w);
  switch (event.kind) {
    case 'status':
      return { model: { ...w, status: event.text } };
    case 'progress':
      return { model: { ...w, progress: event.text } };
    case 'rows': {
      const index = TABS.indexOf(event.tab);
      return { model: rebuild(w, index, event.records, event.freshness) };
    }
    case 'hidden':
      return { model: rebuildAll({ ...w, hidden: event.hidden, undo: event.undo ? [...w.undo, event.undo] : w.undo }) };
    case 'saved':
      return { model: rebuildAll({ ...w, saved: event.ids }) };
    case 'badges':
      return { model: rebuildAll({ ...w, badges: event.badges }) };
    case 'vocabulary':
      return { model: rebuildAll({ ...w, vocabulary: event.vocabulary }) };
    case 'export-exists':
    case 'export-done': {
      const step = reducePicker(tab.picker, event, { refine: refineFor(tab.name, w.hidden) }, page);
      return { model: withPicker(w, step.model) };
    }
    case 'key':
      break;
  }
  const k = event.key;
  if (w.help) return { model: { ...w, help: false } };
  if (w.prompt) return onPrompt(w, w.prompt, k);
  const picker = tab.picker;
  const top = current(picker);
  const delegate = (key: Key): Step => fromPicker(w, reducePicker(picker, { kind: 'key', key }, { refine: refineFor(tab.name, w.hidden) }, page));
  // Text typed into a search, a filter's search or a file name belongs to the picker.
  if (picker.searching || top.name === 'options' || top.name === 'export') return delegate(k);
  if (top.name === 'filters') return delegate(translate(k));
  const seq = k.ctrl || k.meta ? undefined : k.sequence;
  if (top.name === 'detail') {
    if (seq === 'q' || k.name === 'escape' || k.name === 'left') return { model: withPicker(w, { ...picker, stack: picker.stack.slice(0, -1) }) };
  }
  if (seq === '?') return { model: { ...w, help: true } };
  if (seq !== undefined && /^[1-6]$/.test(seq)) return { model: { ...w, active: Number(seq) - 1 } };
  if (k.name === 'tab') return { model: { ...w, active: (w.active + ((k as Key & { shift?: boolean }).shift ? TABS.length - 1 : 1)) % TABS.length } };
  const chosen = chosenRecords(picker);
  const one = picker.shown[picker.cursor];
  return actOn(w, tab.name, seq, chosen, one) ?? delegate(translate(k));
}

export function reduce(w: Workspace, event: Event, page = 10): Step {
  const step = reduceOnce(w, event, page);
  // Marks are spent by the action that used them, so the next key acts on the row under the cursor.
  // An export spends them once written: after a failure (no such folder) they are still what it exports.
  const used = event.kind === 'export-done' || (step.effect !== undefined && 'records' in step.effect && step.effect.kind !== 'export');
  const spent = used && activeTab(step.model).picker.marked.length > 0;
  return spent ? { ...step, model: withPicker(step.model, { ...activeTab(step.model).picker, marked: [] }) } : step;
}

/** The one-key actions; undefined for a key that is not one. */
function actOn(w: Workspace, name: TabName, seq: string | undefined, chosen: ApiRecord[], one: ApiRecord | undefined): Step | undefined {
  const tab = { name };
  switch (seq) {
    case 's':
      return saveOrUnsave(w, chosen);
    case 't':
      if (!LISTINGS.includes(tab.name)) return { model: { ...w, status: 'events are not tracked' } };
      if (chosen.length === 0) return { model: w };
      // On the status the first of them has now, as the picker's t does.
      return {
        model: {
          ...w,
          prompt: { name: 'status', cursor: Math.max(0, STATUSES.indexOf(w.badges.get(idOf(chosen[0] as ApiRecord)) as Status)), records: chosen },
        },
      };
    case 'x':
      if (!LISTINGS.includes(tab.name)) return { model: { ...w, status: 'events are not hidden' } };
      return chosen.length ? { model: w, effect: { kind: 'hide-listings', records: chosen } } : { model: w };
    case 'X':
      if (!LISTINGS.includes(tab.name)) return { model: { ...w, status: 'events are not hidden' } };
      return one ? { model: w, effect: { kind: 'hide-company', record: one } } : { model: w };
    case 'u': {
      const last = w.undo[w.undo.length - 1];
      return last ? { model: { ...w, undo: w.undo.slice(0, -1) }, effect: { kind: 'undo', undo: last } } : { model: { ...w, status: 'nothing to undo' } };
    }
    // p, which the detail's keys name "print id" (as in the picker), prints it too: on leaving.
    case 'y':
    case 'p':
      return chosen.length ? { model: w, effect: { kind: 'copy', records: chosen } } : { model: w };
    case 'o':
      return one ? { model: w, effect: { kind: 'pager', record: one, resource: resourceOf(tab.name, one) } } : { model: w };
    case 'r':
      return { model: w, effect: { kind: 'refresh' } };
  }
  return undefined;
}
