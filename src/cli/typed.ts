/**
 * Values a person typed (flag values and arguments) lose what API text loses before it is shown
 * (render/sanitize.ts): zero-width and bidirectional characters, other invisible controls. A location,
 * search text, note, search name or company name pasted from a web page with a zero-width space in
 * it then matches what was meant. File paths are left exactly as given: they name files.
 */
import { stripControls } from '../render/sanitize.js';
import type { Completer } from './options.js';

/** Whether values of an option or argument completing like this are cleaned (all but file paths). */
export const cleansTyped = (spec: { readonly complete?: Completer }): boolean => spec.complete?.kind !== 'file';

export const cleanTyped = (raw: string): string => stripControls(raw);
