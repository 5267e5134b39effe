/**
 * The workspace's memory (`fresher ui`): per API, the tab that was open and each tab's search, filters
 * and highlighted row, so the next run opens where this one left off. Written under the lock like every
 * state file (per-api.ts); entries are plain values, read back only for tabs and filter keys fresher knows.
 */
import { perApiState } from './per-api.js';
import { isObject, isString, optString } from './shape.js';

export interface TabState {
  tab: string;
  search: string;
  /** Chosen values per filter group, as [flag key, values] pairs (never keys of an object). */
  values: [string, string[]][];
  campus: 'any' | 'on' | 'off';
  /** The id of the highlighted row. */
  at?: string;
}
export interface WorkspaceSection {
  active?: string;
  tabs: TabState[];
}

const isPair = (p: unknown): p is [string, string[]] => Array.isArray(p) && p.length === 2 && isString(p[0]) && Array.isArray(p[1]) && p[1].every(isString);
const isTabState = (t: unknown): t is TabState =>
  isObject(t) &&
  isString(t.tab) &&
  isString(t.search) &&
  Array.isArray(t.values) &&
  t.values.every(isPair) &&
  (t.campus === 'any' || t.campus === 'on' || t.campus === 'off') &&
  optString(t.at);

export const workspaceState = perApiState<WorkspaceSection>({
  name: 'workspace.json',
  what: 'the workspace memory',
  version: 1,
  emptySection: () => ({ tabs: [] }),
  validSection: (d): d is WorkspaceSection => isObject(d) && optString(d.active) && Array.isArray(d.tabs) && d.tabs.every(isTabState),
  legacy: () => undefined,
});
