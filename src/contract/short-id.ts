/**
 * Short ids, as git abbreviates commits: a table shows the first 8 characters of a listing's UUID and
 * any unique prefix of at least 6 opens it. Pure: callers bring the candidate ids.
 */
import { UUID_PATTERN } from '../contract/resources.js';

export const SHORT_ID_LENGTH = 8;
export const MIN_PREFIX_LENGTH = 6;

export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

/** A prefix as written by a person (any case); hyphens are allowed where the UUID has them. */
const PREFIX = /^[0-9a-f]{6,8}(-[0-9a-f]{0,4}){0,3}(-[0-9a-f]{0,12})?$/i;

export type IdInput = { kind: 'full'; id: string } | { kind: 'prefix'; prefix: string } | { kind: 'invalid' };

export function parseIdInput(text: string): IdInput {
  const t = text.trim().toLowerCase();
  if (UUID_PATTERN.test(t)) return { kind: 'full', id: t };
  if (t.length >= MIN_PREFIX_LENGTH && PREFIX.test(t)) return { kind: 'prefix', prefix: t };
  return { kind: 'invalid' };
}

/** Distinct ids among `candidates` that start with `prefix`, in first-seen order. */
export function idsWithPrefix(prefix: string, candidates: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const id of candidates) if (id.startsWith(prefix)) found.add(id);
  return [...found];
}
