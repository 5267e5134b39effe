/** Saved listings: ids with a little context, kept per kind in the state dir (see paths.ts). */
import { join } from 'node:path';
import { readState, updateState, type Warn } from './json-file.js';

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

const isEntry = (e: unknown): e is SavedEntry =>
  typeof e === 'object' && e !== null && typeof (e as SavedEntry).id === 'string' && typeof (e as SavedEntry).savedAt === 'string' && typeof (e as SavedEntry).api === 'string';
const isSavedFile = (d: unknown): d is SavedFile =>
  typeof d === 'object' && d !== null && Array.isArray((d as SavedFile).job) && Array.isArray((d as SavedFile).internship) && [...(d as SavedFile).job, ...(d as SavedFile).internship].every(isEntry);

export const savedPath = (stateDir: string): string => join(stateDir, 'saved.json');

export function loadSaved(stateDir: string, warn: Warn): SavedFile {
  return readState<SavedFile>(savedPath(stateDir), { job: [], internship: [] }, isSavedFile, warn);
}

/** Adds entries not saved yet; returns how many were new. */
export function addSaved(stateDir: string, kind: SavedKind, entries: SavedEntry[], warn: Warn): number {
  return updateState(savedPath(stateDir), () => ({ job: [], internship: [] }), isSavedFile, warn, (file: SavedFile) => {
    const have = new Set(file[kind].map((e) => e.id));
    const fresh = entries.filter((e) => !have.has(e.id));
    file[kind].push(...fresh);
    return fresh.length;
  });
}

/** Removes ids; returns the ones that were saved. */
export function removeSaved(stateDir: string, kind: SavedKind, ids: readonly string[], warn: Warn): string[] {
  return updateState(savedPath(stateDir), () => ({ job: [], internship: [] }), isSavedFile, warn, (file: SavedFile) => {
    const drop = new Set(ids);
    const removed = file[kind].filter((e) => drop.has(e.id)).map((e) => e.id);
    file[kind] = file[kind].filter((e) => !drop.has(e.id));
    return removed;
  });
}
