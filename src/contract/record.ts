/**
 * A record as the API sends it: any JSON object. Known fields are typed in api/types.ts; every other
 * field is kept and shown as it came (the contract allows fields to be added).
 */
export type ApiRecord = Record<string, unknown>;
