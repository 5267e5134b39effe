/** Reading a whole span of a file synchronously: readSync may return fewer bytes than asked for. */
import { readSync } from 'node:fs';

/**
 * Reads up to `length` bytes of the open file from `position` into `into` at `offset`, until done or
 * the file ends; how many it read.
 */
export function readFully(fd: number, into: Uint8Array, offset: number, length: number, position: number): number {
  let got = 0;
  while (got < length) {
    const n = readSync(fd, into, offset + got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}
