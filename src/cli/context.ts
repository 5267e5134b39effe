/** What a command may touch: streams (with their TTY state), environment, clock, interruption. */
import type { Readable, Writable } from 'node:stream';
import { systemClock, type Clock } from '../api/clock.js';
import type { EarlyResponse } from '../api/early.js';
import { terminalWidth } from '../render/width.js';

export interface Context {
  env: Record<string, string | undefined>;
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** Terminal width for tables: COLUMNS, else the terminal's, else 80; at most MAX_COLUMNS. */
  columns: number;
  /** Terminal height (LINES, else the terminal's, else 24): sizes the picker's lists. */
  rows: number;
  clock: Clock;
  /** Aborted on Ctrl-C; in-flight requests and waits stop. */
  signal: AbortSignal;
  /** Run on interruption (e.g. remove a half-written file). */
  onInterrupt: Set<() => void>;
  /** True while a pager runs: Ctrl-C is the pager's to handle then. */
  paging?: boolean;
  /** The listing request sent before the CLI loaded, if any; the session hands it to the client. */
  early?: EarlyResponse;
}

export function processContext(signal: AbortSignal): Context {
  const env = process.env;
  const lines = Number(env.LINES);
  // Node builds process.stdout and process.stderr on first use (a few ms each): the early request
  // (early-start.ts) needs neither, so they and what is read from them wait until asked for.
  const isatty = (fd: number): boolean => process.getBuiltinModule('node:tty').isatty(fd);
  let outIsTTY: boolean | undefined;
  let errIsTTY: boolean | undefined;
  let width: number | undefined;
  let height: number | undefined;
  return {
    env,
    // process.stdin builds a stream on first use (a few ms); only the picker reads it.
    get stdin() {
      return process.stdin;
    },
    get stdout() {
      return process.stdout;
    },
    get stderr() {
      return process.stderr;
    },
    // Only the picker asks: node:tty loads then, not on every run.
    get stdinIsTTY() {
      return isatty(0);
    },
    // What process.stdout.isTTY says (Node makes a TTY stream exactly when isatty holds).
    get stdoutIsTTY() {
      outIsTTY ??= isatty(1);
      return outIsTTY;
    },
    get stderrIsTTY() {
      errIsTTY ??= isatty(2);
      return errIsTTY;
    },
    get columns() {
      width ??= terminalWidth(env.COLUMNS) ?? terminalWidth(process.stdout.columns) ?? terminalWidth(process.stderr.columns) ?? 80;
      return width;
    },
    get rows() {
      height ??= Number.isInteger(lines) && lines > 0 ? lines : process.stderr.rows || process.stdout.rows || 24;
      return height;
    },
    clock: systemClock,
    signal,
    onInterrupt: new Set(),
  };
}
