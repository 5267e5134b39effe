/**
 * What the matcher reads of a listing: its text fields (title, role, description, pay, location,
 * work type), each on its own, as read (cut to the limit, control sequences stripped) and folded.
 * Read field by field rather than joined: a skill's term or an eligibility fact never runs from one
 * field into the next, and a description stays one-byte text when only the pay beside it carries a
 * "₹" (a joined text of such a listing is two-byte throughout, and its copy, tests and lower case
 * cost twice as much). Pure.
 */
import type { ApiRecord } from '../contract/record.js';
import { stripControls } from '../render/sanitize.js';
import { plainFold } from '../refine/text.js';
import type { FieldText } from './requirements.js';

/** The most of a listing's text read, its fields together: real postings are a few thousand characters. */
export const MATCH_TEXT_LIMIT = 12_000;

const TEXT_FIELDS = ['title', 'role_type', 'description', 'ctc_amount', 'ctc_description', 'salary', 'stipend', 'location', 'work_type'] as const;

/**
 * The listing's text fields that hold text, in order, as read: capped at MATCH_TEXT_LIMIT together (a
 * field counted with a newline after it, as if joined), a field cut by the cap cut at a space.
 */
export function listingTexts(r: ApiRecord): string[] {
  const texts: string[] = [];
  let read = 0;
  for (const f of TEXT_FIELDS) {
    const v = Object.hasOwn(r, f) ? r[f] : undefined;
    if (typeof v !== 'string' || v === '') continue;
    // Never below 0: a field that fills the limit to its last character leaves no room for a newline.
    const room = Math.max(0, MATCH_TEXT_LIMIT - read);
    // Cut at a space: a word cut in half could read as another ("cgpa" cut to "c").
    const kept = v.length <= room ? v : v.slice(0, Math.max(0, v.slice(0, room).search(/\s\S*$/)));
    if (kept !== '') texts.push(kept);
    if (kept !== v) break;
    read += v.length + 1;
  }
  return texts;
}

/** Printable ASCII, tabs and newlines: no control sequence to strip, and plain (see plainFold). */
const PRINTABLE_ASCII = /^[\t\n\x20-\x7e]*$/;

/**
 * A field's text as the readers take it, stripped of control sequences on its own (an escape sequence
 * left open in a title hides the rest of the title, not the description); undefined when none is left.
 */
export function fieldText(kept: string): FieldText | undefined {
  // Most text is printable ASCII: nothing to strip and plain, known from one scan instead of two.
  if (PRINTABLE_ASCII.test(kept)) return { text: kept, plain: kept.toLowerCase() };
  // Escape sequences and zero-width characters hide or join letters: read the text as a person sees it.
  const text = stripControls(kept);
  return text === '' ? undefined : { text, plain: plainFold(text) };
}

/** The listing's fields as the readers take them (listingTexts, each through fieldText). */
export function listingFields(r: ApiRecord): FieldText[] {
  const fields: FieldText[] = [];
  for (const kept of listingTexts(r)) {
    const t = fieldText(kept);
    if (t !== undefined) fields.push(t);
  }
  return fields;
}
