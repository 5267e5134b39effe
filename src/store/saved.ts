/** Saved listings: ids with a little context, kept per kind in the config dir's state folder. */
import { join } from 'node:path';
import { readJson, writeJson } from './json-file.js';
import { configDir, type Env } from './paths.js';

export interface SavedEntry {
  id: string;
  savedAt: string;
  /** What the listing was when saved, so a vanished one can still be named. */
  title?: string;
  company?: string;
  /** The API it came from. */
  api: string;
}

export type SavedKind = 'job' | 'internship';
type SavedFile = Record<SavedKind, SavedEntry[]>;

const isSavedFile = (d: unknown): d is SavedFile =>
  typeof d === 'object' && d !== null && Array.isArray((d as SavedFile).job) && Array.isArray((d as SavedFile).internship);

export const savedPath = (env: Env): string => join(configDir(env), 'state', 'saved.json');

export function loadSaved(env: Env): SavedFile {
  return readJson<SavedFile>(savedPath(env), { job: [], internship: [] }, isSavedFile);
}

/** Adds entries not saved yet; returns how many were new. */
export function addSaved(env: Env, kind: SavedKind, entries: SavedEntry[]): number {
  const file = loadSaved(env);
  const have = new Set(file[kind].map((e) => e.id));
  const fresh = entries.filter((e) => !have.has(e.id));
  file[kind].push(...fresh);
  writeJson(savedPath(env), file);
  return fresh.length;
}

/** Removes ids; returns the ones that were saved. */
export function removeSaved(env: Env, kind: SavedKind, ids: readonly string[]): string[] {
  const file = loadSaved(env);
  const drop = new Set(ids);
  const removed = file[kind].filter((e) => drop.has(e.id)).map((e) => e.id);
  file[kind] = file[kind].filter((e) => !drop.has(e.id));
  writeJson(savedPath(env), file);
  return removed;
}
