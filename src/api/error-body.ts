/**
 * The words for a response that failed: the server's own message from an error body, or what the
 * body is when it has none ("an HTML page, not JSON"). A lazy part: only a failed request loads it.
 * Pure.
 */
import { isObject } from './validate.js';

/** What an error body is, in a few words, when it carries no message of the API's shape. */
export function bodySummary(text: string, contentType: string | undefined): string {
  if (/html/i.test(contentType ?? '') || /^\s*<(!doctype|html)/i.test(text)) return 'an HTML page, not JSON';
  if (text.trim() === '') return 'an empty body, not JSON';
  // An error answered in JSON of another shape ({"message": ...}): JSON, only not the API's.
  if (/^\s*[[{]/.test(text) && parsesAsJson(text)) return 'a JSON body without an "error" message';
  // JSON that stops part-way was cut short; plain text is no JSON at all.
  return /^\s*[[{]/.test(text) ? 'a body that is not valid JSON (cut short or corrupt)' : 'a body that is not JSON';
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The most of a server's error message quoted: the rest is the server's to log, not a terminal's to fill. */
const MAX_SERVER_MESSAGE = 300;
const quoted = (message: string): string => (message.length > MAX_SERVER_MESSAGE ? `${message.slice(0, MAX_SERVER_MESSAGE - 1)}…` : message);
/** The start of `{"error": "...` in a body read only in part (readText stops at 64 KiB). */
const ERROR_START = /^\s*\{\s*"error"\s*:\s*"((?:[^"\\]|\\.){0,300})(")?/;

/** The server's own message in an error body ({"error": "..."}), bounded; undefined when it gives none. */
export function errorMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    if (isObject(body) && typeof body.error === 'string') return quoted(body.error);
  } catch {
    // Not JSON, or a long error read only in part: the start of its message, else the caller
    // describes the body instead.
    const found = ERROR_START.exec(text);
    const start = found?.[1];
    if (start !== undefined) {
      try {
        // Cut short where the read stopped (no closing quote): said with "…"; whole, as it is.
        const message = JSON.parse(`"${start.replace(/\\$/, '')}"`) as string;
        return quoted(found?.[2] === undefined ? `${message}…` : message);
      } catch {
        // An escape cut in half: no message.
      }
    }
  }
  return undefined;
}
