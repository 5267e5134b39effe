/**
 * The picker's flow, independent of how prompts are drawn: choose filters group by group, browse the
 * results, open one, act on it. Prompts and effects are injected, so the flow is unit-tested with
 * scripted answers and driven for real through @inquirer/prompts.
 */
import type { FilterOption, FilterVocabulary } from '../api/types.js';
import { fold } from '../refine/text.js';
import type { ApiRecord } from '../contract/record.js';
import { toSingleLine } from '../render/sanitize.js';
import { FILTER_FLAGS, type FilterKey } from '../cli/command-table.js';

export interface Choice<T> {
  name: string;
  value: T;
  description?: string;
}

export interface Prompts {
  /** A list the user can type into to narrow it. */
  search<T>(message: string, choices: Choice<T>[]): Promise<T>;
  select<T>(message: string, choices: Choice<T>[]): Promise<T>;
  input(message: string, defaultValue?: string): Promise<string>;
}

export type PickedFilters = { [K in FilterKey]?: string } & {
  onCampus?: boolean;
  offCampus?: boolean;
};

export interface PickerEffects {
  fetch(filters: PickedFilters): Promise<ApiRecord[]>;
  /** Shows text to the person (the detail view, confirmations). */
  show(text: string): void;
  detail(record: ApiRecord): string;
  save(record: ApiRecord): Promise<string>;
  exportTo(path: string, records: ApiRecord[]): Promise<string>;
  /** Prints the listing's id on stdout (the one piece of data the picker outputs). */
  printId(record: ApiRecord): Promise<void>;
}


const ANY = '\u0000any';

function optionChoices(options: readonly FilterOption[]): Choice<string>[] {
  return [...options]
    .filter((o) => o.is_active !== false)
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    .map((o) => {
      const label = toSingleLine(o.display_label || o.filter_value);
      const value = toSingleLine(o.filter_value);
      return { name: label, value: o.filter_value, ...(label !== value ? { description: value } : {}) };
    });
}

/** Narrows choices by what was typed: every word must appear in the name or description. */
export function narrow<T>(choices: readonly Choice<T>[], term: string | undefined): Choice<T>[] {
  const words = fold(term ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((c) => {
    const text = fold(`${c.name} ${c.description ?? ''}`);
    return words.every((w) => text.includes(w));
  });
}

export async function chooseFilters(prompts: Prompts, vocabulary: FilterVocabulary, initial: PickedFilters = {}): Promise<PickedFilters> {
  const picked: PickedFilters = { ...initial };
  for (const { key, group, label } of FILTER_FLAGS) {
    if (picked[key] !== undefined) continue;
    const options = optionChoices(vocabulary[group] ?? []);
    if (options.length === 0) continue;
    const value = await prompts.search(`${label} (type to search)`, [{ name: 'Any', value: ANY }, ...options]);
    if (value !== ANY) picked[key] = value;
  }
  if (picked.onCampus === undefined && picked.offCampus === undefined) {
    const campus = await prompts.select('Campus', [
      { name: 'Any', value: 'any' },
      { name: 'On-campus only', value: 'on' },
      { name: 'Off-campus only', value: 'off' },
    ]);
    if (campus === 'on') picked.onCampus = true;
    if (campus === 'off') picked.offCampus = true;
  }
  return picked;
}

const oneLine = (r: ApiRecord): string => {
  const place = typeof r.location === 'string' ? r.location.replace(/, India$/, '') : '';
  const pay = (r.ctc_amount ?? r.stipend ?? '') as string;
  return toSingleLine([r.title, r.company, place, pay].filter((x) => typeof x === 'string' && x !== '').join(' · '));
};

type BrowseAction = { kind: 'open'; record: ApiRecord } | { kind: 'filters' } | { kind: 'export' } | { kind: 'quit' };
type DetailAction = 'save' | 'id' | 'back' | 'export' | 'quit';

export type PickerOutcome = 'quit' | 'printed-id';

export async function runPicker(prompts: Prompts, effects: PickerEffects, vocabulary: FilterVocabulary, noun: string, initial: PickedFilters = {}): Promise<PickerOutcome> {
  let filters = await chooseFilters(prompts, vocabulary, initial);
  let results = await effects.fetch(filters);
  for (;;) {
    const actions: Choice<BrowseAction>[] = [
      { name: '↺ Change filters', value: { kind: 'filters' } },
      ...(results.length > 0 ? [{ name: `⇩ Export these ${results.length} ${noun}…`, value: { kind: 'export' } as BrowseAction }] : []),
      { name: '✕ Quit', value: { kind: 'quit' } },
    ];
    const listings: Choice<BrowseAction>[] = results.map((record) => ({ name: oneLine(record), value: { kind: 'open', record } }));
    const message = results.length > 0 ? `${results.length} ${noun} (type to search, Enter to open)` : `No ${noun} match these filters`;
    const action = await prompts.search(message, [...listings, ...actions]);
    if (action.kind === 'quit') return 'quit';
    if (action.kind === 'filters') {
      filters = await chooseFilters(prompts, vocabulary);
      results = await effects.fetch(filters);
      continue;
    }
    if (action.kind === 'export') {
      effects.show(await effects.exportTo(await prompts.input('Export to file (.csv, .json, .ndjson)', `${noun}.csv`), results));
      continue;
    }
    const record = action.record;
    for (;;) {
      effects.show(effects.detail(record));
      const next = await prompts.select<DetailAction>('What now?', [
        { name: 'Save it', value: 'save' },
        { name: 'Print its id and quit', value: 'id' },
        { name: 'Back to the results', value: 'back' },
        { name: `Export all ${results.length} results…`, value: 'export' },
        { name: 'Quit', value: 'quit' },
      ]);
      if (next === 'save') {
        effects.show(await effects.save(record));
        continue;
      }
      if (next === 'id') {
        await effects.printId(record);
        return 'printed-id';
      }
      if (next === 'export') effects.show(await effects.exportTo(await prompts.input('Export to file (.csv, .json, .ndjson)', `${noun}.csv`), results));
      if (next === 'quit') return 'quit';
      break;
    }
  }
}
