/** A run's view of the person's state: every file opened for the one API the run talks to. */
import { digestState, hiddenState, searchesState, trackerState, type DigestSection, type HiddenSection, type SearchesSection, type TrackerSection } from './hunt.js';
import type { Warn } from './json-file.js';
import type { BoundState } from './per-api.js';
import { savedState, type SavedSection } from './saved.js';

export interface ApiState {
  /** The API identity every entry here belongs to. */
  api: string;
  saved: BoundState<SavedSection>;
  tracker: BoundState<TrackerSection>;
  hidden: BoundState<HiddenSection>;
  searches: BoundState<SearchesSection>;
  digest: BoundState<DigestSection>;
}

/** Opens `open(dir())` on first use, so that naming a file never resolves (or moves) the state dir. */
function lazily<S>(open: (dir: string) => BoundState<S>, dir: () => string): BoundState<S> {
  let bound: BoundState<S> | undefined;
  const get = (): BoundState<S> => (bound ??= open(dir()));
  return { load: () => get().load(), others: () => get().others(), update: (change) => get().update(change) };
}

/**
 * `savedDir` may move state fresher 0.1 left in its old place (it wrote only saved lists there);
 * the hunt's files never stood there, so reading them moves nothing.
 */
export function openApiState(dirs: { saved: () => string; hunt: () => string }, api: string, warn: Warn): ApiState {
  return {
    api,
    saved: lazily((d) => savedState(d, api, warn), dirs.saved),
    tracker: lazily((d) => trackerState(d, api, warn), dirs.hunt),
    hidden: lazily((d) => hiddenState(d, api, warn), dirs.hunt),
    searches: lazily((d) => searchesState(d, api, warn), dirs.hunt),
    digest: lazily((d) => digestState(d, api, warn), dirs.hunt),
  };
}
