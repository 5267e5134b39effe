/** Ctrl-C and Ctrl-Break (SIGBREAK, Windows) end a run alike; raised on a stand-in for `process`. */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installSignalHandlers, UNWIND_MS, type SignalTarget } from '../../src/cli/signals.js';

function setup() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const timers: { ms: number; fn: () => void }[] = [];
  const target: SignalTarget & { exitCode?: number | string | null } = {
    on: (signal, listener) => emitter.on(signal, listener),
    exit: (code) => void exits.push(code),
  };
  let stderr = '';
  const cleaned: string[] = [];
  const ctx = {
    onInterrupt: new Set([() => void cleaned.push('temp file removed')]),
    stderr: {
      write: (s: string) => {
        stderr += s;
        return true;
      },
    } as unknown as NodeJS.WritableStream & import('node:stream').Writable,
    stderrIsTTY: true,
  };
  const controller = new AbortController();
  const signals = installSignalHandlers(target, ctx, controller, (fn, ms) => void timers.push({ fn, ms }));
  return { emitter, exits, timers, target, cleaned, controller, signals, stderr: () => stderr };
}

describe('installSignalHandlers', () => {
  for (const signal of ['SIGINT', 'SIGBREAK'] as const) {
    it(`${signal}: cleanups run, work is aborted, exit 130 after the unwind; a second one exits at once`, () => {
      const t = setup();
      t.emitter.emit(signal);
      expect(t.cleaned).toEqual(['temp file removed']);
      expect(t.controller.signal.aborted).toBe(true);
      expect(t.target.exitCode).toBe(130);
      expect(t.signals.interrupted()).toBe(true);
      expect(t.stderr()).toBe('\n');
      expect(t.exits).toEqual([]);
      expect(t.timers.map((x) => x.ms)).toEqual([UNWIND_MS]);
      t.timers[0]?.fn();
      expect(t.exits).toEqual([130]);
      t.emitter.emit(signal);
      expect(t.exits).toEqual([130, 130]);
      expect(t.cleaned).toEqual(['temp file removed']);
    });
  }

  it('SIGTERM: cleanups run and the process exits 143 at once', () => {
    const t = setup();
    t.emitter.emit('SIGTERM');
    expect([t.cleaned, t.exits]).toEqual([['temp file removed'], [143]]);
  });
});
