/** Checks of what state files hold, and the grouping of entries written before state was kept per API. */
import { identityOfStored } from '../contract/api-url.js';

export type HuntKind = 'job' | 'internship';

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const optString = (v: unknown): boolean => v === undefined || typeof v === 'string';
export const isKind = (v: unknown): v is HuntKind => v === 'job' || v === 'internship';

/** Where an entry from before identities existed goes when the API it recorded is no URL at all. */
export const UNKNOWN_API = 'unknown-api';
export function byRecordedApi<E extends { api?: unknown }>(entries: readonly E[]): Map<string, Omit<E, 'api'>[]> {
  const out = new Map<string, Omit<E, 'api'>[]>();
  for (const { api, ...rest } of entries) {
    const identity = (typeof api === 'string' ? identityOfStored(api) : undefined) ?? UNKNOWN_API;
    const list = out.get(identity) ?? [];
    list.push(rest);
    out.set(identity, list);
  }
  return out;
}

/**
 * Entries with the same id merged into one (fresher 0.1 could keep one listing under two spellings of
 * one API, which are now one identity); first-seen order.
 */
export function mergeById<E extends { id: string }>(entries: readonly E[], merge: (kept: E, other: E) => E): E[] {
  const byId = new Map<string, E>();
  for (const e of entries) {
    const kept = byId.get(e.id);
    byId.set(e.id, kept ? merge(kept, e) : e);
  }
  return [...byId.values()];
}
