/**
 * The one status line on a terminal's stderr: progress while fresher waits for the API, and the
 * countdown of a rate-limit wait. I/O only: what to wait for is decided elsewhere.
 */
import type { Context } from './context.js';
import type { Messenger } from './messages.js';

/** After this long without an answer, a terminal user is told what is happening. */
const PROGRESS_AFTER_MS = 300;
/** How often the progress line shows the bytes received. */
const PROGRESS_REFRESH_MS = 500;

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

export interface StatusLine {
  /** Runs slow work, saying so on a terminal's stderr if it takes more than a moment. */
  progress<T>(label: string, work: () => Promise<T>): Promise<T>;
  /** Waits `seconds`, showing a live countdown on a terminal and a single line otherwise. */
  countdown(seconds: number, text: (left: number) => string): Promise<void>;
  /** Bytes of the response being read, shown by the progress line. */
  received(bytes: number): void;
}

export function statusLine(ctx: Context, msg: Messenger, quiet: boolean): StatusLine {
  // Set while a countdown owns the line, so the progress line does not draw over it.
  let countingDown = false;
  let received = 0;
  // Work in progress, innermost last: the line names what is being waited for right now, and only
  // the outermost piece of work owns the timer (fetching the vocabulary may start the sandbox).
  const labels: string[] = [];
  return {
    received: (bytes) => {
      received = bytes;
    },
    progress: async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      if (!ctx.stderrIsTTY || quiet) return work();
      labels.push(label);
      if (labels.length > 1) {
        try {
          return await work();
        } finally {
          labels.splice(labels.lastIndexOf(label), 1);
        }
      }
      let shown = false;
      received = 0;
      const render = (): void => {
        if (countingDown) return;
        shown = true;
        msg.raw(`\r\u001b[2Kfresher: ${labels.at(-1) ?? label}…${received > 0 ? ` ${formatBytes(received)} received` : ''}`);
      };
      let ticker: NodeJS.Timeout | undefined;
      const timer = setTimeout(() => {
        render();
        ticker = setInterval(render, PROGRESS_REFRESH_MS);
      }, PROGRESS_AFTER_MS);
      try {
        return await work();
      } finally {
        labels.length = 0;
        clearTimeout(timer);
        clearInterval(ticker);
        if (shown) msg.raw('\r\u001b[2K');
      }
    },
    countdown: async (seconds, text) => {
      if (seconds <= 0) return;
      if (!msg.isTTY) {
        msg.notice(text(seconds));
        await ctx.clock.sleep(seconds * 1000, ctx.signal);
        return;
      }
      countingDown = true;
      try {
        for (let left = seconds; left > 0; left--) {
          msg.raw(`\r\u001b[2Kfresher: ${text(left)}`);
          await ctx.clock.sleep(1000, ctx.signal);
        }
      } finally {
        countingDown = false;
        msg.raw('\r\u001b[2K');
      }
    },
  };
}
