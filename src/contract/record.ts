/**
 * A record as the API sends it: any JSON object. Known fields are typed in api/types.ts; every other
 * field is kept and shown as it came (the contract allows fields to be added).
 */
export type ApiRecord = Record<string, unknown>;

/** A field's text when it is a non-empty string; anything else (absent, null, a number, "") is none. */
export const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
