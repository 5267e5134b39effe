/** `fresher filters [group]`: the filter vocabulary (values to send, labels to show). */
import type { FilterOption, FilterVocabulary } from '../../contract/resources.js';
import { groupNamed, VOCABULARY_GROUPS } from '../../filters/registry.js';
import type { ApiRecord } from '../../contract/record.js';
import { emit, emitList, listPresentable } from '../emit.js';
import { ExitCode, usageError } from '../exit-codes.js';
import type { Session } from '../session.js';
import { didYouMean } from '../did-you-mean.js';

/** The group a typed name means (`city`, `work-type`, or a group only this API's vocabulary has). */
export function resolveGroup(raw: string, available: readonly string[]): string {
  const group = groupNamed(raw) ?? raw.trim().toLowerCase();
  if (!available.includes(group)) {
    throw usageError(`unknown filter group "${raw}"; groups: ${available.join(', ')}${didYouMean(raw.trim(), available)}`);
  }
  return group;
}

export function sortedOptions(options: readonly FilterOption[]): FilterOption[] {
  return [...options].sort((a, b) => (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER));
}

export async function showFilters(s: Session, vocabulary: FilterVocabulary, group: string | undefined): Promise<number> {
  const groups = Object.keys(vocabulary).length > 0 ? Object.keys(vocabulary) : [...VOCABULARY_GROUPS];
  if (group !== undefined) {
    const g = resolveGroup(group, groups);
    await emitList(s, 'filter', sortedOptions(vocabulary[g] ?? []) as ApiRecord[], `${g} filters`);
    return ExitCode.ok;
  }
  const all = groups.flatMap((g) => sortedOptions(vocabulary[g] ?? [])) as ApiRecord[];
  if (all.length === 0) s.msg.notice('no filters found');
  // JSON of the whole vocabulary keeps its API shape: an object keyed by group.
  await emit(s, { ...listPresentable('filter', all), json: () => vocabulary });
  return ExitCode.ok;
}

export async function filtersCommand(s: Session, group: string | undefined): Promise<number> {
  const { filters } = await s.vocabulary();
  s.isSandbox();
  return showFilters(s, filters, group);
}

export async function refreshCommand(s: Session): Promise<number> {
  const { filters, source } = await s.vocabulary(true);
  s.isSandbox();
  // Asked to refresh, the cached copy is not a refresh: the warning above says why; the run fails.
  if (source === 'stale-cache') return ExitCode.failure;
  const groups = Object.keys(filters);
  const values = groups.reduce((n, g) => n + (filters[g]?.length ?? 0), 0);
  s.msg.notice(`filter vocabulary refreshed: ${values} values in ${groups.length} groups (${groups.join(', ')})`);
  return ExitCode.ok;
}
