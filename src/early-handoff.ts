/** What the launcher hands the CLI bundle when it has sent the early request itself (early-start.ts). */
import type { EarlyResponse } from './api/early.js';

export interface EarlyHandoff {
  /** Aborts the early request: the CLI's Ctrl-C handling takes it over. */
  controller: AbortController;
  early: EarlyResponse | undefined;
}

/** Where the launcher leaves the handoff for index.ts (a global: the two are separate bundles). */
export const EARLY_HANDOFF = Symbol.for('fresher.early');
