/** A run's view of the person's state: every file opened for the one API the run talks to. */
import {
  digestState,
  hiddenState,
  searchesState,
  trackerState,
  type DigestSection,
  type HiddenSection,
  type SearchesSection,
  type TrackerSection,
} from './hunt.js';
import type { Warn } from './json-file.js';
import { migrateLegacyState, migrationNotice } from './migrate.js';
import { stateDir, type Env } from './paths.js';
import type { BoundState } from './per-api.js';
import { savedState, type SavedSection } from './saved.js';
import { workspaceState, type WorkspaceSection } from './workspace.js';

export interface ApiState {
  /** The API identity every entry here belongs to. */
  api: string;
  saved: BoundState<SavedSection>;
  tracker: BoundState<TrackerSection>;
  hidden: BoundState<HiddenSection>;
  searches: BoundState<SearchesSection>;
  digest: BoundState<DigestSection>;
  workspace: BoundState<WorkspaceSection>;
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
/**
 * `home`: the API that entries of older files that recorded none belong to (the configured API, so a
 * run pointed elsewhere for once does not take them); default `api`.
 */
export function openApiState(dirs: { saved: () => string; hunt: () => string }, api: string, warn: Warn, home = api): ApiState {
  return {
    api,
    saved: lazily((d) => savedState(d, api, warn, home), dirs.saved),
    tracker: lazily((d) => trackerState(d, api, warn, home), dirs.hunt),
    hidden: lazily((d) => hiddenState(d, api, warn, home), dirs.hunt),
    searches: lazily((d) => searchesState(d, api, warn, home), dirs.hunt),
    digest: lazily((d) => digestState(d, api, warn, home), dirs.hunt),
    workspace: lazily((d) => workspaceState(d, api, warn, home), dirs.hunt),
  };
}

/** The person's store for one API: where state lives, and every state file opened for that API. */
export interface Store {
  /** The state dir; the first call moves state left by fresher 0.1 there, with a one-line notice. */
  stateDir(): string;
  /** The saved, tracked, hidden and searched entries for this API (opened once per run). */
  state(): ApiState;
}

/**
 * Opens the store for `api`. fresher 0.1's state moves once, when a command first needs the state dir
 * or the saved lists (the only state it kept); reading the hunt's files moves nothing.
 */
export function openStore(env: Env, api: string, say: { notice(text: string): void; warn: Warn }, home = api): Store {
  let dir: string | undefined;
  const migrated = (): string => {
    if (dir === undefined) {
      const moved = migrateLegacyState(env);
      if (moved) say.notice(migrationNotice('saved state', moved));
      dir = stateDir(env);
    }
    return dir;
  };
  let apiState: ApiState | undefined;
  return {
    stateDir: migrated,
    state: () => (apiState ??= openApiState({ saved: migrated, hunt: () => dir ?? stateDir(env) }, api, say.warn, home)),
  };
}
