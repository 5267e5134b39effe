// biome-ignore-all lint/suspicious/noControlCharactersInRegex: this module exists to find and strip control characters
/**
 * Strips terminal control sequences from text that came from the network, so a hostile title cannot
 * move the cursor, retitle the window, hide text or recolour the terminal.
 */

// ESC-introduced sequences: CSI, OSC (ended by BEL or ST), DCS/SOS/PM/APC strings, and two-byte escapes.
// A string is taken whole only up to its end: one never ended (U+009D is also what a mangled ” leaves)
// loses only its introducer, which is all a terminal would act on, not the rest of the field.
const ESC_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]?|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[PX^_][^\u001b]*\u001b\\|[ -~]?)/g;
// The same introduced by 8-bit C1 codes (CSI U+009B, OSC U+009D, DCS U+0090, ...); an unended one is
// left to CONTROL, which removes the code alone.
const C1_SEQUENCE = /\u009b[0-?]*[ -/]*[@-~]?|[\u009d\u0090\u0098\u009e\u009f][^\u0007\u009c\u001b]*(?:\u0007|\u009c)/g;
// Remaining C0 (but tab, LF, CR), DEL, C1; bidirectional overrides, isolates and marks that can
// reorder what is shown; zero-width characters that can disguise text (ZWSP, word joiner, BOM). The
// zero-width (non-)joiners stay: Indic scripts need them to render words correctly.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const ANY_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/**
 * Keeps newlines and tabs (normalising CRLF, and the Unicode line and paragraph separators, which
 * terminals may break lines at, to LF), removes every other control sequence.
 */
export function stripControls(text: string): string {
  if (!ANY_UNSAFE.test(text)) return text;
  return text
    .replace(ESC_SEQUENCE, '')
    .replace(C1_SEQUENCE, '')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(CONTROL, '');
}

/** For one table cell or plain row field: also folds newlines and tabs into single spaces. */
export function toSingleLine(text: string): string {
  const clean = stripControls(text);
  return /[\t\n]/.test(clean) ? clean.replace(/\s*[\t\n]+\s*/g, ' ') : clean;
}

const JSON_UNSAFE = /[\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * JSON.stringify escapes C0 but leaves DEL, C1, bidi controls and zero-width characters raw; escaping
 * them keeps the data exactly (any JSON parser reads them back) while nothing reaches the terminal
 * raw or invisible.
 */
export function escapeJsonControls(json: string): string {
  return json.replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// Characters XML 1.0 cannot hold: C0 but tab, LF and CR; lone surrogates; U+FFFE and U+FFFF.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for an XML document (a feed, a workbook): no control sequences, nothing XML cannot hold. */
export function forXml(text: string): string {
  return stripControls(text).replace(NOT_XML, '');
}
