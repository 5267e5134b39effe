/** A saved search (or a list's flags) as the command line that runs the same thing. */
import { NOUNS } from '../listings/service.js';
import { toSingleLine } from '../render/sanitize.js';
import type { SavedSearch } from '../store/hunt.js';
import { FILTER_OPTIONS, optionKey, REFINE_OPTIONS } from './command-table.js';
import { shellWord } from './shell-words.js';

/** The flags a search keeps: its filters and refine flags, nothing about output. */
export const KEPT = [...FILTER_OPTIONS, ...REFINE_OPTIONS].map((o) => ({ key: optionKey(o.long), long: o.long, negated: o.long.startsWith('no-') }));

export function commandLine(search: Pick<SavedSearch, 'kind' | 'flags'>): string {
  const parts = [`fresher ${NOUNS[search.kind].many} list`];
  for (const { key, long, negated } of KEPT) {
    const v = search.flags[key];
    if (v === undefined) continue;
    if (typeof v === 'boolean') {
      if (v !== negated) parts.push(`--${long}`);
    } else for (const one of Array.isArray(v) ? v : [v]) parts.push(`--${long} ${shellWord(one)}`);
  }
  return toSingleLine(parts.join(' '));
}
