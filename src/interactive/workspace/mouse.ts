/**
 * The mouse wheel in the workspace. The terminal reports the mouse (xterm's button mode 1000, SGR
 * encoding 1006) as ESC [ < button ; column ; row M, which readline hands over as an "ESC [ <" key
 * followed by one key per character: read here back into one wheel step, so its digits never reach
 * the tab keys. Clicks and anything else reported are dropped. Pure: keys in, keys out.
 */
import type { Key } from '../picker-model.js';

/** Mouse reporting on (clicks and the wheel, SGR encoded) and off again; the workspace only uses the wheel. */
export const MOUSE_ON = '\u001b[?1000h\u001b[?1006h';
export const MOUSE_OFF = '\u001b[?1006l\u001b[?1000l';

/** The longest report read: "65;1234;1234" and its final letter; anything longer is not one. */
const MAX_REPORT = 16;
/** Shift, Alt and Ctrl held: bits 4, 8 and 16 of the button. */
const MODIFIERS = 4 | 8 | 16;

/**
 * A reader for one terminal's keys: each key in gives the keys to act on (none while a report is
 * being read; a wheel step as ↑ or ↓).
 */
export function mouseReader(): (k: Key) => Key[] {
  let report: string | undefined;
  return (k) => {
    if (report === undefined) {
      if (k.sequence === '\u001b[<') report = '';
      return report === undefined ? [k] : [];
    }
    const c = k.sequence ?? '';
    if (c === 'M' || c === 'm') {
      const button = Number(report.split(';')[0]);
      const press = c === 'M';
      report = undefined;
      if (!press || !Number.isInteger(button)) return [];
      const wheel = button & ~MODIFIERS;
      return wheel === 64 ? [{ name: 'up' }] : wheel === 65 ? [{ name: 'down' }] : [];
    }
    if (/^[0-9;]$/.test(c) && report.length < MAX_REPORT) {
      report += c;
      return [];
    }
    // Not a report after all (or a broken one): dropped, and this key counts again.
    report = undefined;
    return [k];
  };
}
