/** Messages for people, always on stderr: notices (quiet hides them), warnings, errors. */
import { toSingleLine } from '../render/sanitize.js';
import { truncate } from '../render/width.js';
import type { Context } from './context.js';

export interface Messenger {
  notice(text: string): void;
  warn(text: string): void;
  error(text: string): void;
  debug(text: string): void;
  /** Raw stderr line (progress, countdown). */
  raw(text: string): void;
  readonly isTTY: boolean;
}

/** Every occurrence of a secret replaced by ***, longest first (one may contain another). */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) if (secret !== '') out = out.split(secret).join('***');
  return out;
}

/**
 * The warning for a date from the API that names no real day (see calendarDate): whose it is (an id
 * and title), the value as sent, and what it is left out of. API text, so each part is cut short.
 */
export function notADayWarning(id: string, title: string | undefined, field: string, value: string, leftOutOf: string): string {
  const cut = (text: string, width: number): string => truncate(toSingleLine(text), width);
  return `${cut(id, 40)}${title ? ` "${cut(title, 60)}"` : ''}: ${field} "${cut(value, 40)}" is not a real date; left out of ${leftOutOf}`;
}

/** Back to the start of the line, and the line erased: how the status line draws and clears itself. */
const CLEAR_LINE = '\r\u001b[2K';

export function messenger(
  ctx: Context,
  opts: { quiet: boolean; debug: boolean; color: boolean; secrets?: readonly string[] | (() => readonly string[]) },
): Messenger {
  const yellow = (s: string): string => (opts.color ? `\u001b[33m${s}\u001b[39m` : s);
  const red = (s: string): string => (opts.color ? `\u001b[31m${s}\u001b[39m` : s);
  const dim = (s: string): string => (opts.color ? `\u001b[2m${s}\u001b[22m` : s);
  // Messages can quote API text (error bodies, values): stripped of control sequences and kept on one
  // line, so a server's "x\nfresher: hint: ..." cannot forge a second message.
  // URLs reach messages without user info (api-url.ts); should anything still quote the configured
  // user name or password (an error from Node naming the URL as typed), it is masked here.
  let secrets: readonly string[] | undefined;
  /** A progress or countdown line is drawn (raw, no newline yet): a message clears it first rather than running on from it. */
  let drawn = false;
  // `lead` is fresher's own (its colour is the point); only `text` is cleaned.
  const line = (text: string, lead = 'fresher: ', paint = (s: string): string => s): void => {
    secrets ??= typeof opts.secrets === 'function' ? opts.secrets() : (opts.secrets ?? []);
    ctx.stderr.write(`${drawn ? CLEAR_LINE : ''}${paint(`${lead}${toSingleLine(maskSecrets(text, secrets))}`)}\n`);
    drawn = false;
  };
  // The same warning is said once a run, however many times its cause is met.
  const warned = new Set<string>();
  return {
    isTTY: ctx.stderrIsTTY,
    notice: (text) => {
      if (!opts.quiet) line(text);
    },
    warn: (text) => {
      if (warned.has(text)) return;
      warned.add(text);
      line(text, `fresher: ${yellow('warning:')} `);
    },
    error: (text) => line(text, `fresher: ${red('error:')} `),
    debug: (text) => {
      if (opts.debug) line(text, 'fresher: debug: ', dim);
    },
    raw: (text) => {
      ctx.stderr.write(text);
      drawn = !text.endsWith('\n') && !text.endsWith(CLEAR_LINE);
    },
  };
}
