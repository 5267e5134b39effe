/**
 * State files whose every entry belongs to exactly one API: `{"version": N, "apis": {<identity>: section}}`
 * (identities from contract/api-url.ts). A run opens a file for the API it talks to and is handed that
 * API's section only, so duplicate checks, prefix lookups, removals and updates cannot reach another
 * API's entries; the other sections are read only to say that they exist (and for --all-apis).
 * Files written before state was kept per API are migrated when first opened, and written back at once
 * so that the migration happens once. Built on versioned.ts (atomic writes under a lock, damaged files
 * kept aside, newer files never overwritten).
 */
import { StoreError } from './atomic.js';
import type { Warn } from './json-file.js';
import { stateFile, type StateFile } from './versioned.js';

export interface PerApiSchema<S> {
  /** File name in the state dir. */
  name: string;
  /** A short name for messages ("the tracker"). */
  what: string;
  /** The version of the per-API layout (older versions are migrated through `legacy`). */
  version: number;
  emptySection(): S;
  validSection(data: unknown): data is S;
  /**
   * Sections of a file written before this layout, by API identity; `home` is the API entries that
   * recorded none belong to (the configured one, never an API given for one run). Undefined: not a file
   * this version knows.
   */
  legacy(old: Record<string, unknown>, home: string): [string, S][] | undefined;
  /** A file with no version field is read as this version (files fresher 0.1 wrote). */
  unversioned?: number;
  /**
   * Upgrades of files already kept per API, by the version they read: each API's section of version v
   * becomes one of v + 1 (a step that cannot read a section returns it unchanged, and validation then
   * refuses the file). Sections that `legacy` gives are of version PER_API_SINCE and go through them too.
   */
  sectionSteps?: Record<number, (section: unknown) => unknown>;
}

/** The first version of every per-API file (what `legacy` converts to). */
const PER_API_SINCE = 2;

interface PerApiData<S> {
  version: number;
  apis: Record<string, S>;
}

export interface ApiSection<S> {
  api: string;
  section: S;
}

/** One state file, opened for one API. */
export interface BoundState<S> {
  /** This API's section (empty when it has none). */
  load(): S;
  /** Every other API's section. */
  others(): ApiSection<S>[];
  /** Changes this API's section under the file's lock; returns what `change` returns. */
  update<R>(change: (mine: S) => R): R;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = <S>(apis: Record<string, S>, api: string): S | undefined => (Object.hasOwn(apis, api) ? apis[api] : undefined);

function schemaFor<S>(schema: PerApiSchema<S>, home: string) {
  const valid = (d: unknown): d is PerApiData<S> =>
    isRecord(d) && d.version === schema.version && isRecord(d.apis) && Object.values(d.apis).every((s) => schema.validSection(s));
  const fromLegacy = (old: Record<string, unknown>): Record<string, unknown> => {
    const sections = schema.legacy(old, home);
    if (sections === undefined) return old;
    const apis: Record<string, S> = Object.create(null) as Record<string, S>;
    for (const [api, section] of sections) apis[api] = section;
    // A plain object again for JSON (apis' keys are identities, never `__proto__`).
    return { version: Math.min(PER_API_SINCE, schema.version), apis: { ...apis } };
  };
  const sectionStep =
    (v: number, step: (section: unknown) => unknown) =>
    (old: Record<string, unknown>): Record<string, unknown> => {
      if (!isRecord(old.apis)) return old;
      const apis = Object.entries(old.apis).map(([api, section]) => [api, step(section)] as const);
      // Identities as keys (see above): rebuilt the same way.
      return { version: v + 1, apis: Object.fromEntries(apis) };
    };
  const migrations: Record<number, (old: Record<string, unknown>) => Record<string, unknown>> = {};
  for (let v = 0; v < schema.version; v++) {
    const step = schema.sectionSteps?.[v];
    migrations[v] = v < PER_API_SINCE ? fromLegacy : step ? sectionStep(v, step) : (old) => old;
  }
  return {
    what: schema.what,
    version: schema.version,
    empty: (): PerApiData<S> => ({ version: schema.version, apis: {} }),
    valid,
    migrations,
    ...(schema.unversioned !== undefined ? { unversioned: schema.unversioned } : {}),
  };
}

/**
 * Opens `schema`'s file for `api`. `home`: the API that entries recorded for no API belong to when an
 * older file is migrated (default: `api`).
 */
export function perApiState<S>(schema: PerApiSchema<S>): (dir: string, api: string, warn: Warn, home?: string) => BoundState<S> {
  return (dir, api, warn, home = api) => {
    const file: StateFile<PerApiData<S>> = stateFile(schema.name, schemaFor(schema, home));
    let migrated = false;
    /** An older file is rewritten in the new layout the first time it is opened (where it can be written). */
    const migrateOnce = (): void => {
      if (migrated) return;
      migrated = true;
      // A damaged file is left as it is: the first change sets it aside (json-file.ts).
      if (!file.upgradable(dir)) return;
      try {
        file.update(dir, warn, () => undefined);
      } catch (e) {
        // Read-only state: migrated in memory for this run, written by the first run that can.
        if (!(e instanceof StoreError)) throw e;
      }
    };
    const read = (): PerApiData<S> => {
      migrateOnce();
      return file.load(dir, warn);
    };
    return {
      load: () => own(read().apis, api) ?? schema.emptySection(),
      others: () =>
        Object.entries(read().apis)
          .filter(([other]) => other !== api)
          .map(([other, section]) => ({ api: other, section })),
      update: (change) => {
        migrateOnce();
        return file.update(dir, warn, (data) => {
          let mine = own(data.apis, api);
          if (mine === undefined) {
            mine = schema.emptySection();
            data.apis[api] = mine;
          }
          return change(mine);
        });
      },
    };
  };
}
