/** Messages for people, always on stderr: notices (quiet hides them), warnings, errors. */
import { toSingleLine } from '../render/sanitize.js';
import { redactUrl } from '../store/config-keys.js';
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

export function messenger(ctx: Context, opts: { quiet: boolean; debug: boolean; color: boolean }): Messenger {
  const yellow = (s: string): string => (opts.color ? `\u001b[33m${s}\u001b[39m` : s);
  const red = (s: string): string => (opts.color ? `\u001b[31m${s}\u001b[39m` : s);
  const dim = (s: string): string => (opts.color ? `\u001b[2m${s}\u001b[22m` : s);
  // Messages can quote API text (error bodies, values): stripped of control sequences and kept on one
  // line, so a server's "x\nfresher: hint: ..." cannot forge a second message.
  // A password in a URL (--api-url https://user:pass@host) is never shown.
  const line = (text: string): void => {
    ctx.stderr.write(`${toSingleLine(redactUrl(text))}\n`);
  };
  return {
    isTTY: ctx.stderrIsTTY,
    notice: (text) => {
      if (!opts.quiet) line(`fresher: ${text}`);
    },
    warn: (text) => line(`fresher: ${yellow('warning:')} ${text}`),
    error: (text) => line(`fresher: ${red('error:')} ${text}`),
    debug: (text) => {
      if (opts.debug) line(dim(`fresher: debug: ${text}`));
    },
    raw: (text) => {
      ctx.stderr.write(text);
    },
  };
}
