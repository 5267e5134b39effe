/**
 * The picker as a state machine, apart from any terminal: filters chosen on one screen (several
 * values per group, counts per value), results searched and browsed with a preview, a listing opened
 * and closed without losing the place, export with questions asked first. Keys and async results go
 * in as events; what the terminal must do (fetch nothing: all filtering is local; save, export, print)
 * comes out as effects. Pure: unit-tested without a terminal, driven by picker-prompt.ts.
 */
import type { FilterOption, FilterVocabulary } from '../contract/resources.js';
import type { ApiRecord } from '../contract/record.js';
import { FILTER_FLAGS } from '../filters/registry.js';
import { fold } from '../refine/text.js';
import type { OwnFacts } from '../render/detail.js';
import type { ListingMatch } from '../render/match.js';
import { formatNumber } from '../render/numbers.js';
import { toSingleLine } from '../render/sanitize.js';
import { cityFor, citiesByFormerPrefix, normalize, roleForAbbreviation } from '../vocabulary/match.js';
import { STATUSES, type Status } from '../store/statuses.js';

export type Campus = 'any' | 'on' | 'off';
/** Chosen values per filter group (by flag key); an empty list is "any". */
export interface Selections {
  values: Record<string, string[]>;
  campus: Campus;
}

export type Screen =
  | { name: 'results' }
  | { name: 'filters'; row: number }
  | { name: 'options'; flag: FilterGroup; cursor: number; search: string; chosen: string[] }
  | { name: 'detail'; scroll: number }
  | { name: 'export'; path: string; confirm: boolean }
  /** Choosing the status to record for `records` (the marked ones, or the highlighted one). */
  | { name: 'track'; cursor: number; records: ApiRecord[] };

/**
 * A group of the filter screen: a listing filter of the registry, or one over other rows (an event's
 * city, a tracked listing's status). Its key names it in Selections (and in the workspace memory).
 */
export interface FilterGroup {
  readonly key: string;
  readonly label: string;
  /** The value a row has for it, matched exactly against the chosen ones. */
  readonly valueIn: (r: ApiRecord) => string | undefined;
  /** Where its options come from: a vocabulary group (in its order), these values, else the values the rows have. */
  readonly vocabulary?: string;
  readonly values?: readonly string[];
}

/** The listing filters (registry.ts) as groups of the filter screen: each matches its listing field. */
export const LISTING_GROUPS: readonly FilterGroup[] = FILTER_FLAGS.map((f) => ({
  key: f.key,
  label: f.label,
  valueIn: (r) => text(r[f.param]),
  vocabulary: f.group,
}));

export interface Model {
  /** The screens open, the current last: Escape closes the current one. */
  stack: Screen[];
  /** What q does in the detail, as its key line says (see ModelInput). */
  detailQ: 'quit' | 'back';
  /** The filter screen's groups, and whether it has the campus row (listings only). */
  groups: readonly FilterGroup[];
  campus: boolean;
  all: readonly ApiRecord[];
  vocabulary: FilterVocabulary;
  selections: Selections;
  /** Results after filters and refine flags, before the search. */
  filtered: readonly ApiRecord[];
  /** What the results list shows: `filtered` narrowed by the search. */
  shown: readonly ApiRecord[];
  search: string;
  searching: boolean;
  cursor: number;
  /** Ids marked with Space, in the order marked. */
  marked: string[];
  /** One line of news (saved, exported, a problem); cleared by the next key. */
  message: string | undefined;
  noun: { one: string; many: string };
  defaultExport: string;
  /** The tracker's word on a listing (its status, "applied before"), shown beside it. */
  badge: (r: ApiRecord) => string | undefined;
  /** What the detail says first from the person's own state (the workspace's tracker: status, due, note). */
  own: (r: ApiRecord) => OwnFacts | undefined;
  /** The listing's match against the person's profile, explained in the detail; undefined without a profile. */
  match: (r: ApiRecord) => ListingMatch | undefined;
  /** What the command's own flags keep of some records, and the most it shows: the counts beside filter values (see ModelInput). */
  counted: (records: ApiRecord[]) => ApiRecord[];
  limit: number | undefined;
}

export interface Key {
  name?: string | undefined;
  ctrl?: boolean | undefined;
  meta?: boolean | undefined;
  /** The character typed, for text. */
  sequence?: string | undefined;
}

export type Effect =
  | { kind: 'save'; records: ApiRecord[] }
  /** `label` says what is exported: "3 marked jobs", "11 jobs matching "sql"", "76 jobs". */
  | { kind: 'export'; path: string; overwrite: boolean; records: ApiRecord[]; label: string }
  | { kind: 'print'; records: ApiRecord[] }
  | { kind: 'track'; records: ApiRecord[]; status: Status }
  | { kind: 'quit' };

export type Event =
  | { kind: 'key'; key: Key }
  | { kind: 'message'; text: string }
  | { kind: 'export-exists'; path: string }
  | { kind: 'export-done'; text: string };

/** Listing field per filter group, and the local refine step the command supplies. */
export interface ModelInput {
  all: readonly ApiRecord[];
  vocabulary: FilterVocabulary;
  initial: Selections;
  refine: (records: ApiRecord[]) => ApiRecord[];
  noun: { one: string; many: string };
  defaultExport: string;
  badge?: (r: ApiRecord) => string | undefined;
  own?: (r: ApiRecord) => OwnFacts | undefined;
  match?: (r: ApiRecord) => ListingMatch | undefined;
  /** The filter screen's groups: the listing filters and campus unless given. */
  groups?: readonly FilterGroup[];
  campus?: boolean;
  /**
   * The command's own flags as a filter of records (--search, --since, --company...: refine without
   * its --limit), and that limit: a value's count is what choosing it would show. All, by default.
   */
  counted?: (records: ApiRecord[]) => ApiRecord[];
  limit?: number | undefined;
  /** What q does in the detail: quits the picker, or (in the workspace, which has the list to go back to) goes back. */
  detailQ?: 'quit' | 'back';
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}
export const idOf = (r: ApiRecord): string => text(r.id).toLowerCase();

function matchesSelections(m: Pick<Model, 'groups' | 'campus'>, r: ApiRecord, s: Selections, except?: string): boolean {
  for (const g of m.groups) {
    if (g.key === except) continue;
    const wanted = s.values[g.key] ?? [];
    if (wanted.length > 0 && !wanted.includes(g.valueIn(r) ?? '')) return false;
  }
  if (m.campus && except !== 'campus' && s.campus !== 'any' && (r.is_on_campus === true) !== (s.campus === 'on')) return false;
  return true;
}

/** Words a person may type for a place or role, besides the text itself: former names, abbreviations. */
function alternatives(word: string, vocabulary: FilterVocabulary): string[] {
  const out = [word];
  const city = cityFor(word);
  if (city !== normalize(word)) out.push(city);
  for (const c of citiesByFormerPrefix(word)) if (!out.includes(c)) out.push(c);
  const role = roleForAbbreviation(word, vocabulary.role ?? []);
  if (role) out.push(fold(role.filter_value));
  return out;
}

/** Every word (or one of its alternatives) in the listing's title, company, description, location or role. */
export function searchListings(records: readonly ApiRecord[], search: string, vocabulary: FilterVocabulary): ApiRecord[] {
  const words = fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => alternatives(w, vocabulary));
  if (words.length === 0) return [...records];
  return records.filter((r) => {
    const hay = fold([r.title, r.company, r.description, r.location, r.role_type].map(text).join('\n'));
    const squashed = hay.replace(/[\s\-_.]+/g, '');
    return words.every((alts) => alts.some((a) => hay.includes(a) || squashed.includes(a)));
  });
}

export interface OptionRow {
  value: string;
  label: string;
  count: number;
}

/**
 * The options of a group with how many listings each would show, given the other filters and the
 * list's search (what leaving the filters shows: "Pune (45)" with /python, not every Pune listing).
 */
/**
 * The records the other filters and the command's flags leave, by value of the group: the options
 * screen draws on every key. Kept per rows (a workspace tab's rows change under the same selections),
 * selections and group.
 */
const COUNT_BASES = new WeakMap<readonly ApiRecord[], WeakMap<Selections, Map<string, Map<string, ApiRecord[]>>>>();
function countBase(m: Model, flag: FilterGroup): Map<string, ApiRecord[]> {
  let forRows = COUNT_BASES.get(m.all);
  if (!forRows) {
    forRows = new WeakMap();
    COUNT_BASES.set(m.all, forRows);
  }
  let bases = forRows.get(m.selections);
  if (!bases) {
    bases = new Map();
    forRows.set(m.selections, bases);
  }
  let base = bases.get(flag.key);
  if (!base) {
    base = new Map();
    for (const r of m.counted(m.all.filter((r) => matchesSelections(m, r, m.selections, flag.key)))) {
      const v = flag.valueIn(r) ?? '';
      const list = base.get(v);
      if (list) list.push(r);
      else base.set(v, [r]);
    }
    bases.set(flag.key, base);
  }
  return base;
}

export function optionRows(m: Model, flag: FilterGroup, search: string): OptionRow[] {
  const counts = new Map<string, number>();
  // In the order the list takes them: the command's flags, its --limit, then the search typed here.
  for (const [v, records] of countBase(m, flag)) {
    const limited = m.limit !== undefined ? records.slice(0, m.limit) : records;
    counts.set(v, m.search.trim() ? searchListings(limited, m.search, m.vocabulary).length : limited.length);
  }
  const options: FilterOption[] =
    flag.vocabulary !== undefined
      ? [...(m.vocabulary[flag.vocabulary] ?? [])].filter((o) => o.is_active !== false).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
      : (flag.values ?? [...new Set(m.all.map((r) => flag.valueIn(r) ?? ''))].filter(Boolean).sort()).map((v) => ({
          filter_type: flag.key,
          filter_value: v,
          display_label: v,
        }));
  const rows = options.map((o: FilterOption) => ({
    value: o.filter_value,
    label: toSingleLine(o.display_label || o.filter_value),
    count: counts.get(o.filter_value) ?? 0,
  }));
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const hay = fold(`${row.label} ${row.value}`);
    const squashed = hay.replace(/[\s\-_.,]+/g, '');
    return words.every((w) => alternatives(w, m.vocabulary).some((a) => hay.includes(a) || squashed.includes(a)));
  });
}

function recompute(m: Model, input: Pick<ModelInput, 'refine'>, keepId?: string): Model {
  const filtered = input.refine(m.all.filter((r) => matchesSelections(m, r, m.selections)));
  return reSearch({ ...m, filtered }, keepId);
}

function reSearch(m: Model, keepId?: string): Model {
  const shown = searchListings(m.filtered, m.search, m.vocabulary);
  const at = keepId === undefined ? -1 : shown.findIndex((r) => idOf(r) === keepId);
  return { ...m, shown, cursor: at >= 0 ? at : Math.min(m.cursor, Math.max(0, shown.length - 1)) };
}

export function initialModel(input: ModelInput): Model {
  const base: Model = {
    stack: [{ name: 'results' }],
    groups: input.groups ?? LISTING_GROUPS,
    campus: input.campus ?? input.groups === undefined,
    all: input.all,
    vocabulary: input.vocabulary,
    selections: input.initial,
    filtered: [],
    shown: [],
    search: '',
    searching: false,
    cursor: 0,
    marked: [],
    message: undefined,
    noun: input.noun,
    defaultExport: input.defaultExport,
    badge: input.badge ?? (() => undefined),
    detailQ: input.detailQ ?? 'quit',
    own: input.own ?? (() => undefined),
    match: input.match ?? (() => undefined),
    counted: input.counted ?? ((records) => records),
    limit: input.limit,
  };
  return recompute(base, input);
}

export const current = (m: Model): Screen => m.stack[m.stack.length - 1] as Screen;
const replaceTop = (m: Model, screen: Screen): Model => ({ ...m, stack: [...m.stack.slice(0, -1), screen] });

/**
 * The detail scrolled no further than its last line can be (`limit`, which only the view can work
 * out from the terminal's size): Down past the end is no scroll, so Up moves back at once.
 */
export function clampDetail(m: Model, limit: (m: Model) => number): Model {
  const top = current(m);
  if (top.name !== 'detail' || top.scroll === 0) return m;
  const most = Math.max(0, limit(m));
  return top.scroll > most ? replaceTop(m, { ...top, scroll: most }) : m;
}
const push = (m: Model, screen: Screen): Model => ({ ...m, stack: [...m.stack, screen] });
const pop = (m: Model): Model => (m.stack.length > 1 ? { ...m, stack: m.stack.slice(0, -1) } : m);

/**
 * One character typed: a single code point (readline gives one key per code point, so 🚀 is one key of
 * two UTF-16 units), not a control (C0, DEL or C1).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this keeps out
const ONE_PRINTABLE = /^(?:[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])$/;
const isPrintable = (k: Key): boolean => !k.ctrl && !k.meta && typeof k.sequence === 'string' && ONE_PRINTABLE.test(k.sequence);

/** The text without its last character: a whole code point (half an emoji is no character). */
function withoutLast(value: string): string {
  const end = value.length - 1;
  const low = value.charCodeAt(end);
  const pair = end > 0 && low >= 0xdc00 && low <= 0xdfff && value.charCodeAt(end - 1) >= 0xd800 && value.charCodeAt(end - 1) <= 0xdbff;
  return value.slice(0, pair ? end - 1 : end);
}
const isUp = (k: Key): boolean => k.name === 'up' || (k.ctrl === true && k.name === 'p');
const isDown = (k: Key): boolean => k.name === 'down' || (k.ctrl === true && k.name === 'n');
const isEnter = (k: Key): boolean => k.name === 'return' || k.name === 'enter';
const isBack = (k: Key): boolean => k.name === 'escape' || k.name === 'left';

/**
 * readline reads Escape and a key typed within its escape timeout (500 ms) as one key: a quick "Esc q"
 * arrives as Alt+q, "Esc Up" as Up with ESC ESC [A. The picker binds no Alt keys, so each leading
 * Escape is a key of its own. A modified CSI key (Alt+Left is ESC [1;3D) is one key and stays one.
 */
export function splitEscapedKey(k: Key): Key[] {
  const esc: Key = { name: 'escape', sequence: '\u001b' };
  let seq = k.sequence;
  if (typeof seq !== 'string' || seq === '\u001b') return [k];
  const keys: Key[] = [];
  while (seq.startsWith('\u001b\u001b')) {
    keys.push(esc);
    seq = seq.slice(1);
  }
  if (seq === '\u001b') return [...keys, esc];
  if (k.meta && seq.length === 2 && seq.startsWith('\u001b')) {
    keys.push(esc);
    seq = seq.slice(1);
  }
  return keys.length === 0 ? [k] : [...keys, { ...k, meta: false, sequence: seq }];
}

/** Text editing shared by the search line, the option search, the export path (and the workspace's track form). */
export function edit(value: string, k: Key): string | undefined {
  if (k.name === 'backspace') return withoutLast(value);
  if (k.ctrl && k.name === 'u') return '';
  if (isPrintable(k)) return value + (k.sequence as string);
  return undefined;
}

/** How many rows a page holds, for PageUp/PageDown; the view passes the real number. */
export interface Step {
  model: Model;
  effect?: Effect;
}

function selected(m: Model): ApiRecord | undefined {
  return m.shown[m.cursor];
}

/** Records Space marked (those the filters still keep), in list order. */
const markedRecords = (m: Model): ApiRecord[] => (m.marked.length > 0 ? m.filtered.filter((r) => m.marked.includes(idOf(r))) : []);

/** Records Space marked, in list order, or the highlighted one. */
export function chosenRecords(m: Model): ApiRecord[] {
  const marked = markedRecords(m);
  if (marked.length > 0) return marked;
  const r = selected(m);
  return r ? [r] : [];
}

/**
 * What `e` exports, and how to say it: the marked rows when any are marked, else what the list shows
 * (the search narrows it), never rows the person cannot see.
 */
export function exportScope(m: Model): { records: ApiRecord[]; label: string } {
  const noun = (n: number): string => (n === 1 ? m.noun.one : m.noun.many);
  const marked = markedRecords(m);
  if (marked.length > 0) return { records: marked, label: `${formatNumber(marked.length)} marked ${noun(marked.length)}` };
  const n = formatNumber(m.shown.length);
  if (m.search.trim()) return { records: [...m.shown], label: `${n} ${noun(m.shown.length)} matching "${toSingleLine(m.search.trim())}"` };
  return { records: [...m.shown], label: `${n} ${noun(m.shown.length)}` };
}

/** The export formats a file name may ask for, by extension. */
export const EXPORT_EXTENSIONS = ['csv', 'json', 'ndjson', 'tsv', 'txt', 'xlsx'] as const;

export function reduce(m0: Model, event: Event, input: Pick<ModelInput, 'refine'>, page = 10): Step {
  const m: Model = event.kind === 'key' ? { ...m0, message: undefined } : m0;
  if (event.kind === 'message' || event.kind === 'export-done') {
    const done = event.kind === 'export-done' && current(m).name === 'export' ? pop(m) : m;
    return { model: { ...done, message: event.text } };
  }
  if (event.kind === 'export-exists') {
    const top = current(m);
    return top.name === 'export'
      ? { model: { ...replaceTop(m, { ...top, confirm: true }), message: `${event.path} exists. Overwrite it? y/N` } }
      : { model: m };
  }
  const k = event.key;
  const top = current(m);
  switch (top.name) {
    case 'results': {
      if (m.searching) {
        if (isEnter(k) || k.name === 'down') return { model: { ...m, searching: false } };
        if (k.name === 'escape') return { model: reSearch({ ...m, searching: false, search: '', cursor: 0 }, idOf(selected(m) ?? {})) };
        const next = edit(m.search, k);
        if (next !== undefined) return { model: reSearch({ ...m, search: next, cursor: 0 }) };
        if (!isUp(k)) return { model: m };
      }
      if (isUp(k)) return { model: { ...m, cursor: Math.max(0, m.cursor - 1) } };
      if (isDown(k)) return { model: { ...m, cursor: Math.min(Math.max(0, m.shown.length - 1), m.cursor + 1) } };
      if (k.name === 'pageup') return { model: { ...m, cursor: Math.max(0, m.cursor - page) } };
      if (k.name === 'pagedown') return { model: { ...m, cursor: Math.min(Math.max(0, m.shown.length - 1), m.cursor + page) } };
      if (k.name === 'home') return { model: { ...m, cursor: 0 } };
      if (k.name === 'end') return { model: { ...m, cursor: Math.max(0, m.shown.length - 1) } };
      if (k.sequence === '/') return { model: { ...m, searching: true } };
      if (k.name === 'escape') return { model: m.search ? reSearch({ ...m, search: '' }, idOf(selected(m) ?? {})) : { ...m, message: 'q quits' } };
      if (isEnter(k) || k.name === 'right') return selected(m) ? { model: push(m, { name: 'detail', scroll: 0 }) } : { model: m };
      if (k.name === 'space' || k.sequence === ' ') {
        const r = selected(m);
        if (!r) return { model: m };
        const id = idOf(r);
        const marked = m.marked.includes(id) ? m.marked.filter((x) => x !== id) : [...m.marked, id];
        return { model: { ...m, marked, cursor: Math.min(m.shown.length - 1, m.cursor + 1) } };
      }
      if (k.sequence === 'f') return { model: push(m, { name: 'filters', row: 0 }) };
      if (k.sequence === 't') return openTrack(m, chosenRecords(m));
      if (k.sequence === 's') {
        const records = chosenRecords(m);
        return records.length ? { model: m, effect: { kind: 'save', records } } : { model: m };
      }
      if (k.sequence === 'e')
        return exportScope(m).records.length
          ? { model: push(m, { name: 'export', path: m.defaultExport, confirm: false }) }
          : { model: { ...m, message: 'nothing to export' } };
      if (k.sequence === 'p') {
        const records = chosenRecords(m);
        return records.length ? { model: m, effect: { kind: 'print', records } } : { model: m };
      }
      if (k.sequence === 'q' || (k.ctrl && k.name === 'd')) return { model: m, effect: { kind: 'quit' } };
      return { model: m };
    }
    case 'filters': {
      const rows = m.groups.length + (m.campus ? 1 : 0) + 1; // groups, campus, "show results"
      if (isBack(k) || k.sequence === 'q') return { model: pop(m) };
      if (isUp(k)) return { model: replaceTop(m, { ...top, row: Math.max(0, top.row - 1) }) };
      if (isDown(k)) return { model: replaceTop(m, { ...top, row: Math.min(rows - 1, top.row + 1) }) };
      const flag = m.groups[top.row];
      if (k.sequence === 'c' && top.row < rows - 1) {
        const selections = flag ? { ...m.selections, values: { ...m.selections.values, [flag.key]: [] } } : { ...m.selections, campus: 'any' as Campus };
        return { model: recompute({ ...m, selections }, input, idOf(selected(m) ?? {})) };
      }
      if (isEnter(k) || k.name === 'right' || k.name === 'space') {
        if (flag) return { model: push(m, { name: 'options', flag, cursor: 0, search: '', chosen: [...(m.selections.values[flag.key] ?? [])] }) };
        if (m.campus && top.row === m.groups.length) {
          const order: Campus[] = ['any', 'on', 'off'];
          const campus = order[(order.indexOf(m.selections.campus) + 1) % order.length] as Campus;
          return { model: recompute({ ...m, selections: { ...m.selections, campus } }, input, idOf(selected(m) ?? {})) };
        }
        return { model: pop(m) };
      }
      return { model: m };
    }
    case 'options': {
      const rows = optionRows(m, top.flag, top.search);
      if (k.name === 'escape') return { model: top.search ? replaceTop(m, { ...top, search: '', cursor: 0 }) : pop(m) };
      if (isUp(k)) return { model: replaceTop(m, { ...top, cursor: Math.max(0, top.cursor - 1) }) };
      if (isDown(k)) return { model: replaceTop(m, { ...top, cursor: Math.min(Math.max(0, rows.length - 1), top.cursor + 1) }) };
      const row = rows[top.cursor];
      // Tab ticks, as in fzf; so does Space until a search is typed, after which it is a space ("human res").
      if (k.name === 'tab' || (k.name === 'space' && top.search === '')) {
        if (!row) return { model: m };
        const chosen = top.chosen.includes(row.value) ? top.chosen.filter((v) => v !== row.value) : [...top.chosen, row.value];
        return { model: replaceTop(m, { ...top, chosen }) };
      }
      if (isEnter(k)) {
        // Enter with nothing ticked takes the highlighted option: one value is the common case.
        const chosen = top.chosen.length === 0 && row ? [row.value] : top.chosen;
        const selections = { ...m.selections, values: { ...m.selections.values, [top.flag.key]: chosen } };
        return { model: recompute({ ...pop(m), selections }, input, idOf(selected(m) ?? {})) };
      }
      const next = edit(top.search, k);
      if (next !== undefined) return { model: replaceTop(m, { ...top, search: next, cursor: 0 }) };
      return { model: m };
    }
    case 'detail': {
      const r = selected(m);
      if (isBack(k)) return { model: pop(m) };
      if (isUp(k)) return { model: replaceTop(m, { ...top, scroll: Math.max(0, top.scroll - 1) }) };
      if (isDown(k)) return { model: replaceTop(m, { ...top, scroll: top.scroll + 1 }) };
      if (k.name === 'pageup') return { model: replaceTop(m, { ...top, scroll: Math.max(0, top.scroll - page) }) };
      if (k.name === 'pagedown' || k.name === 'space') return { model: replaceTop(m, { ...top, scroll: top.scroll + page }) };
      if (!r) return { model: pop(m) };
      if (k.sequence === 's') return { model: m, effect: { kind: 'save', records: [r] } };
      if (k.sequence === 't') return openTrack(m, [r]);
      if (k.sequence === 'p') return { model: m, effect: { kind: 'print', records: [r] } };
      if (k.sequence === 'e') return { model: push(m, { name: 'export', path: m.defaultExport, confirm: false }) };
      if (k.sequence === 'q') return { model: m, effect: { kind: 'quit' } };
      return { model: m };
    }
    case 'track':
      return trackKey(m, top, k);
    case 'export': {
      if (top.confirm) {
        if (k.sequence === 'y' || k.sequence === 'Y')
          return { model: replaceTop(m, { ...top, confirm: false }), effect: { kind: 'export', path: top.path, overwrite: true, ...exportScope(m) } };
        return { model: { ...replaceTop(m, { ...top, confirm: false }), message: 'not overwritten; choose another name' } };
      }
      if (k.name === 'escape') return { model: pop(m) };
      if (isEnter(k)) {
        const path = top.path.trim();
        const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
        if (!path) return { model: { ...m, message: 'type a file name' } };
        if (!ext || !(EXPORT_EXTENSIONS as readonly string[]).includes(ext)) {
          return { model: { ...m, message: `name the format by the extension: ${EXPORT_EXTENSIONS.map((e) => `.${e}`).join(' ')}` } };
        }
        return { model: m, effect: { kind: 'export', path, overwrite: false, ...exportScope(m) } };
      }
      const next = edit(top.path, k);
      return next !== undefined ? { model: replaceTop(m, { ...top, path: next }) } : { model: m };
    }
  }
}

// ── Tracking from the picker ─────────────────────────────────────────────────────────────────────

/** Opens the status chooser for `records`, on the status the first of them has now (else the first status). */
function openTrack(m: Model, records: ApiRecord[]): Step {
  const first = records[0];
  if (!first) return { model: m };
  const now = STATUSES.indexOf(m.badge(first) as Status);
  return { model: push(m, { name: 'track', cursor: Math.max(0, now), records }) };
}

/** The status chooser: ↑↓ and Enter, or the status's number; Esc goes back without recording. */
function trackKey(m: Model, top: Extract<Screen, { name: 'track' }>, k: Key): Step {
  if (isBack(k) || k.sequence === 'q') return { model: pop(m) };
  if (isUp(k)) return { model: replaceTop(m, { ...top, cursor: Math.max(0, top.cursor - 1) }) };
  if (isDown(k)) return { model: replaceTop(m, { ...top, cursor: Math.min(STATUSES.length - 1, top.cursor + 1) }) };
  const typed = /^[1-9]$/.test(k.sequence ?? '') ? Number(k.sequence) - 1 : undefined;
  const status = isEnter(k) ? STATUSES[top.cursor] : typed !== undefined ? STATUSES[typed] : undefined;
  return status ? { model: pop(m), effect: { kind: 'track', records: top.records, status } } : { model: m };
}
