/**
 * fresher 0.1 kept state (saved listings, `--new` memory) inside the config folder, and config in
 * ~/.config/fresher on every platform. This moves what it left to where this version looks, once:
 * entries the new place lacks are moved (renamed, or copied then removed across file systems), folders
 * are merged, and what the new place already has is not overwritten: it is set aside under a new name
 * (named in the notice), so nothing is lost and the move is not tried again on the next run. A
 * FRESHER_*_DIR override is an explicit choice for one run as much as for good, so nothing is
 * moved into one.
 */
import { cpSync, lstatSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ensurePrivateDir, renameRetrying } from './atomic.js';
import { currentHost, dirs, legacyDirs, pathsOf, type Env, type Host } from './paths.js';

export interface Migration {
  from: string;
  to: string;
  /** Entries the new place already had (relative to `from`), set aside in `keptIn`. */
  kept: string[];
  keptIn?: string;
}

const exists = (path: string): boolean => {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
};

function moveEntry(from: string, to: string): void {
  ensurePrivateDir(dirname(to));
  try {
    renameRetrying(from, to);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return; // Another run moved it first.
    if (code !== 'EXDEV') throw e;
    cpSync(from, to, { recursive: true, errorOnExist: true, force: false, preserveTimestamps: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** Whether an error says the entry is gone: another run (started at the same time) moved it first. */
const movedMeanwhile = (e: unknown): boolean => (e as NodeJS.ErrnoException).code === 'ENOENT';

function merge(from: string, to: string, kept: string[], relative: string): void {
  if (!exists(to)) {
    moveEntry(from, to);
    return;
  }
  let names: string[] | undefined;
  try {
    if (lstatSync(from).isDirectory() && lstatSync(to).isDirectory()) names = readdirSync(from);
  } catch (e) {
    if (movedMeanwhile(e)) return;
    throw e;
  }
  if (names) {
    for (const name of names) merge(join(from, name), join(to, name), kept, relative ? join(relative, name) : name);
    try {
      rmdirSync(from);
    } catch {
      // Something was kept in it, or another run removed it.
    }
    return;
  }
  kept.push(relative || basename(from));
}

function migrate(from: string, to: string, now: number): Migration {
  const kept: string[] = [];
  merge(from, to, kept, '');
  if (!exists(from)) return { from, to, kept };
  // What could not move is set aside, so the next run does not find "old state" again.
  const keptIn = `${from}.not-moved-${now}`;
  try {
    renameRetrying(from, keptIn);
  } catch (e) {
    if (movedMeanwhile(e)) return { from, to, kept };
    throw e;
  }
  return { from, to, kept, keptIn };
}

/** Moves the old state folder to the state dir; undefined when there was nothing to move. */
export function migrateLegacyState(env: Env, host: Host = currentHost(), now = Date.now()): Migration | undefined {
  if (env.FRESHER_STATE_DIR) return undefined;
  const from = legacyDirs(env, host).state;
  const to = dirs(env, host).state;
  if (from === to || !exists(from)) return undefined;
  return migrate(from, to, now);
}

/** Moves the old config file where the config dir changed (Windows); undefined when nothing moved. */
export function migrateLegacyConfig(env: Env, host: Host = currentHost(), now = Date.now()): Migration | undefined {
  if (env.FRESHER_CONFIG_DIR) return undefined;
  const { join: joinPath } = pathsOf(host);
  const from = joinPath(legacyDirs(env, host).config, 'config.json');
  const to = joinPath(dirs(env, host).config, 'config.json');
  if (from === to || !exists(from)) return undefined;
  return migrate(from, to, now);
}

/** The one-line notice for a migration. */
export function migrationNotice(what: string, m: Migration): string {
  const left = m.keptIn ? `; ${m.to} already had ${m.kept.join(', ')}, so the old ${m.kept.length === 1 ? 'copy is' : 'copies are'} kept in ${m.keptIn}` : '';
  return `moved ${what} from ${m.from} to ${m.to}${left}`;
}
