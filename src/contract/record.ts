/**
 * A record as the API sends it: any JSON object. Known fields are typed in contract/resources.ts; every other
 * field is kept and shown as it came (the contract allows fields to be added).
 */
export type ApiRecord = Record<string, unknown>;

/** A field's text when it is a non-empty string; anything else (absent, null, a number, "") is none. */
export const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * A fixed table looked up by text that came from a user or the network: without a prototype, so
 * `constructor`, `toString` or `__proto__` are keys like any other (absent unless listed), never
 * Object's own methods.
 */
export function lookupTable<V>(entries: Record<string, V>): Readonly<Record<string, V | undefined>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, entries));
}

/** An empty collection keyed by user- or API-named text (see lookupTable); filled by assignment. */
export const namedCollection = <V>(): Record<string, V> => Object.create(null) as Record<string, V>;
