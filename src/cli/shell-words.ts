/** Values written back as a command line a POSIX shell reads as typed (one word each). Pure. */

/** `v` as one shell word: bare when it has only safe characters, else in single quotes. */
export function shellWord(v: string): string {
  return /^[\w.,:+/@-]+$/.test(v) ? v : `'${v.replace(/'/g, `'\\''`)}'`;
}
