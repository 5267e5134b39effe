/** Ids already shown by `list --new`, kept per API identity, resource and query. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { shortHash } from './hash.js';
import { readState, updateState, type Warn } from './json-file.js';
import { renameRetrying } from './atomic.js';

export interface SeenKey {
  /** The API identity (contract/api-url.ts). */
  api: string;
  /** What fresher 0.1 called the same API, to take over the memory it left (once). */
  formerApi?: string;
  kind: string;
  query: Record<string, string | undefined>;
}

function fileFor(stateDir: string, api: string, key: SeenKey): string {
  const query = Object.entries(key.query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return join(stateDir, 'seen', `${key.kind}-${shortHash(JSON.stringify([api, key.kind, query]))}.json`);
}

/** The file for `key`; a file left under the API's former name is moved there first. */
export function seenPath(stateDir: string, key: SeenKey): string {
  const path = fileFor(stateDir, key.api, key);
  if (key.formerApi !== undefined && key.formerApi !== key.api && !existsSync(path)) {
    const former = fileFor(stateDir, key.formerApi, key);
    try {
      if (existsSync(former)) renameRetrying(former, path);
    } catch {
      // Read-only state or a race with another run: the former file stays, read in place next time.
      return existsSync(path) ? path : former;
    }
  }
  return path;
}

const isIdList = (d: unknown): d is { ids: string[] } =>
  typeof d === 'object' && d !== null && Array.isArray((d as { ids?: unknown }).ids) && (d as { ids: unknown[] }).ids.every((id) => typeof id === 'string');

export function loadSeen(stateDir: string, key: SeenKey, warn: Warn): Set<string> {
  return new Set(readState(seenPath(stateDir, key), { ids: [] }, isIdList, warn).ids);
}

export function addSeen(stateDir: string, key: SeenKey, ids: Iterable<string>, warn: Warn): void {
  updateState(
    fileFor(stateDir, key.api, key),
    () => ({ ids: [] as string[] }),
    isIdList,
    warn,
    (file) => {
      const seen = new Set(file.ids);
      for (const id of ids) seen.add(id);
      file.ids = [...seen];
    },
  );
}
