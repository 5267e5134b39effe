/** Ids already shown by `list --new`, kept per API, resource and query. */
import { join } from 'node:path';
import { shortHash } from './hash.js';
import { readState, updateState, type Warn } from './json-file.js';

export interface SeenKey {
  api: string;
  kind: string;
  query: Record<string, string | undefined>;
}

export function seenPath(stateDir: string, key: SeenKey): string {
  const query = Object.entries(key.query).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
  return join(stateDir, 'seen', `${key.kind}-${shortHash(JSON.stringify([key.api, key.kind, query]))}.json`);
}

const isIdList = (d: unknown): d is { ids: string[] } =>
  typeof d === 'object' && d !== null && Array.isArray((d as { ids?: unknown }).ids) && (d as { ids: unknown[] }).ids.every((id) => typeof id === 'string');

export function loadSeen(stateDir: string, key: SeenKey, warn: Warn): Set<string> {
  return new Set(readState(seenPath(stateDir, key), { ids: [] }, isIdList, warn).ids);
}

export function addSeen(stateDir: string, key: SeenKey, ids: Iterable<string>, warn: Warn): void {
  updateState(seenPath(stateDir, key), () => ({ ids: [] as string[] }), isIdList, warn, (file) => {
    const seen = new Set(file.ids);
    for (const id of ids) seen.add(id);
    file.ids = [...seen];
  });
}
