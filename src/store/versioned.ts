/**
 * State files with a schema version (`{"version": N, ...}`) and a migration path: an older file is
 * upgraded on read, step by step, and written back at the next change; a file from a newer fresher is
 * read as far as it can be but never overwritten. Built on json-file.ts (atomic writes under a lock,
 * damaged files kept aside).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readState, updateState, type Warn } from './json-file.js';
import { StoreError } from './atomic.js';

export interface Schema<T extends { version: number }> {
  /** A short name for messages ("the tracker"). */
  what: string;
  version: T['version'];
  empty(): T;
  /** Checks a file of the current version. */
  valid(data: unknown): data is T;
  /** Upgrades from older versions, keyed by the version they read. */
  migrations?: Record<number, (old: Record<string, unknown>) => Record<string, unknown>>;
  /** The version of a file without a version field (one written before files had one). */
  unversioned?: number;
}

function versionOf(data: unknown, unversioned?: number): number | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const v = (data as { version?: unknown }).version;
  return typeof v === 'number' ? v : v === undefined ? unversioned : undefined;
}

/** Brings `data` to the current version, or says why it cannot. */
function upgrade<T extends { version: number }>(schema: Schema<T>, data: unknown): { ok: T } | { newer: number } | { bad: true } {
  let v = versionOf(data, schema.unversioned);
  if (v === undefined) return { bad: true };
  if (v > schema.version) return { newer: v };
  let cur = data as Record<string, unknown>;
  while (v < schema.version) {
    const step = schema.migrations?.[v];
    if (!step) return { bad: true };
    cur = step(cur);
    const next = versionOf(cur);
    if (next === undefined || next <= v) return { bad: true };
    v = next;
  }
  return schema.valid(cur) ? { ok: cur as T } : { bad: true };
}

const accepts =
  <T extends { version: number }>(schema: Schema<T>) =>
  (data: unknown): data is T => {
    const u = upgrade(schema, data);
    return 'ok' in u || 'newer' in u;
  };

export function readVersioned<T extends { version: number }>(path: string, schema: Schema<T>, warn: Warn): T {
  const data = readState<unknown>(path, schema.empty(), accepts(schema), warn);
  const u = upgrade(schema, data);
  if ('ok' in u) return u.ok;
  if ('newer' in u) warn(`${path} was written by a newer fresher (schema ${u.newer}); showing ${schema.what} as this version reads it`);
  return 'newer' in u ? readNewer(schema, data) : schema.empty();
}

/** What a newer file holds that this version understands: its fields, if they still validate. */
function readNewer<T extends { version: number }>(schema: Schema<T>, data: unknown): T {
  const same = { ...(data as Record<string, unknown>), version: schema.version };
  return schema.valid(same) ? (same as T) : schema.empty();
}

export function updateVersioned<T extends { version: number }, R>(path: string, schema: Schema<T>, warn: Warn, change: (data: T) => R): R {
  return updateState<T, R>(path, schema.empty, accepts(schema), warn, (raw) => {
    const u = upgrade(schema, raw);
    if ('newer' in u) throw new StoreError(`${path} was written by a newer fresher (schema ${u.newer}); upgrade fresher to change ${schema.what}`);
    const data = 'ok' in u ? u.ok : schema.empty();
    // Migrated data replaces the old shape in the object that gets written.
    if (data !== raw) {
      for (const key of Object.keys(raw as object)) delete (raw as Record<string, unknown>)[key];
      Object.assign(raw as object, data);
    }
    return change(raw);
  });
}

/** Whether the file at `path` is of an older version that upgrades cleanly (a damaged one is not). */
export function upgradable<T extends { version: number }>(path: string, schema: Schema<T>): boolean {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return false;
  }
  const v = versionOf(data, schema.unversioned);
  return v !== undefined && v < schema.version && 'ok' in upgrade(schema, data);
}

/** One versioned file in the state dir: where it is, reading it, changing it. */
export interface StateFile<T> {
  path(dir: string): string;
  /** True when the file is an older version that would upgrade cleanly. */
  upgradable(dir: string): boolean;
  load(dir: string, warn: Warn): T;
  update<R>(dir: string, warn: Warn, change: (data: T) => R): R;
}

export function stateFile<T extends { version: number }>(name: string, schema: Schema<T>): StateFile<T> {
  const path = (dir: string): string => join(dir, name);
  return {
    path,
    upgradable: (dir) => upgradable(path(dir), schema),
    load: (dir, warn) => readVersioned(path(dir), schema, warn),
    update: (dir, warn, change) => updateVersioned(path(dir), schema, warn, change),
  };
}
