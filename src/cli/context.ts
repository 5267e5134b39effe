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
  return {
    env,
    // process.stdin builds a stream on first use (a few ms); only the picker reads it.
    get stdin() {
      return process.stdin;
    },
    stdout: process.stdout,
    stderr: process.stderr,
    // Only the picker asks: node:tty loads then, not on every run.
    get stdinIsTTY() {
      return process.getBuiltinModule('node:tty').isatty(0);
    },
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    columns: terminalWidth(env.COLUMNS) ?? terminalWidth(process.stdout.columns) ?? terminalWidth(process.stderr.columns) ?? 80,
    rows: Number.isInteger(lines) && lines > 0 ? lines : process.stderr.rows || process.stdout.rows || 24,
    clock: systemClock,
    signal,
    onInterrupt: new Set(),
  };
}
