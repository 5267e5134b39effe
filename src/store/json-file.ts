/** Small JSON state files, written atomically (see atomic.ts): a crash never leaves half a file. */
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from './atomic.js';

export function readJson<T>(path: string, fallback: T, valid: (data: unknown) => data is T): T {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return valid(data) ? data : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(path: string, data: unknown): void {
  writeFileAtomic(path, JSON.stringify(data));
}
