/**
 * How a run ends when the user stops it. Ctrl-C (SIGINT) and, on Windows, Ctrl-Break (SIGBREAK) abort
 * the work in flight, run the cleanups (a half-written output file is removed) and exit 130; a second
 * one exits at once. SIGTERM cleans up and exits 143 straight away.
 */
import type { Context } from './context.js';
import { ExitCode } from './exit-codes.js';

/** The part of `process` this needs, so tests can raise signals on a stand-in. */
export interface SignalTarget {
  on(signal: 'SIGINT' | 'SIGBREAK' | 'SIGTERM', listener: () => void): unknown;
  exit(code: number): void;
  exitCode?: number | string | null | undefined;
}

/** How long in-flight work may take to unwind after an interruption before the process exits. */
export const UNWIND_MS = 1500;

/** Each cleanup, whatever the one before it did: a failing one must not keep the rest (or the exit) from happening. */
function runCleanups(cleanups: Iterable<() => void>): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // A cleanup says its own failure where it can; ending the run matters more.
    }
  }
}

export function installSignalHandlers(
  target: SignalTarget,
  ctx: Pick<Context, 'onInterrupt' | 'stderr' | 'stderrIsTTY' | 'paging'>,
  controller: AbortController,
  later: (fn: () => void, ms: number) => void = (fn, ms) => setTimeout(fn, ms).unref(),
): { interrupted(): boolean } {
  let interrupted = false;
  const interrupt = (): void => {
    // less and friends take Ctrl-C for themselves; the run ends when the pager is closed.
    if (ctx.paging) return;
    if (interrupted) {
      target.exit(ExitCode.interrupted);
      return;
    }
    interrupted = true;
    runCleanups(ctx.onInterrupt);
    controller.abort(new Error('interrupted'));
    if (ctx.stderrIsTTY) ctx.stderr.write('\n');
    target.exitCode = ExitCode.interrupted;
    // Let in-flight work unwind (servers close, temp files go), but never hang on it.
    later(() => target.exit(ExitCode.interrupted), UNWIND_MS);
  };
  target.on('SIGINT', interrupt);
  // Ctrl-Break in a Windows console; Node never raises it elsewhere.
  target.on('SIGBREAK', interrupt);
  target.on('SIGTERM', () => {
    runCleanups(ctx.onInterrupt);
    target.exit(143);
  });
  return { interrupted: () => interrupted };
}
