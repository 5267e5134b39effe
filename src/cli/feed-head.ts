/** What an Atom feed of a list says about itself: its title, its lasting id, who publishes it. */
import type { ListingKind } from '../listings/service.js';
import type { FeedHead } from '../render/atom.js';
import type { SearchFlags } from '../store/hunt.js';
import type { ListFlags } from './command-table.js';
import { commandLine } from './search-line.js';
import type { Session } from './session.js';

/**
 * `search`: the saved search the feed is of (its name is the title; the same name keeps the same feed
 * id when its flags change). A sandbox's feed says so in its title: it must never pass for real jobs.
 */
export function feedHead(s: Session, kind: ListingKind, flags: ListFlags, search?: string): FeedHead {
  const line = commandLine({ kind, flags: flags as SearchFlags });
  const sandbox = s.isSandbox();
  const api = s.settings.api;
  return {
    title: `${sandbox ? '[sandbox] ' : ''}${search === undefined ? line : `fresher: ${search}`}`,
    subtitle: [search === undefined ? undefined : line, sandbox ? 'synthetic listings from a sandbox, not real jobs' : undefined]
      .filter((x) => x !== undefined)
      .join(' · '),
    key: `${s.apiKey}\n${search === undefined ? line : `search ${search}`}`,
    author: api ? new URL(api.url).host : 'fresher sandbox',
    now: s.ctx.clock.now(),
  };
}
