/** Small JSON state files, written to a temp name and renamed: a crash never leaves half a file. */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function readJson<T>(path: string, fallback: T, valid: (data: unknown) => data is T): T {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return valid(data) ? data : fallback;
  } catch {
    return fallback;
  }
}

export function writeFileAtomic(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, path);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
}

export function writeJson(path: string, data: unknown): void {
  writeFileAtomic(path, JSON.stringify(data));
}
