/** Case- and accent-insensitive text matching for local search. Pure. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function containsFolded(haystack: unknown, needle: string): boolean {
  return typeof haystack === 'string' && fold(haystack).includes(needle);
}
