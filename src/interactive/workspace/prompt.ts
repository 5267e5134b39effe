/**
 * Runs the workspace model (model.ts) as one @inquirer/core prompt on the terminal device, in the
 * alternate screen, as the picker runs its own (picker-prompt.ts): one prompt for the whole session,
 * so keys typed ahead are never lost, and Ctrl-C or a closed terminal restore it as every inquirer
 * prompt does. Effects are carried out by the caller's `perform`, which reports back as events.
 */
import { emitKeypressEvents } from 'node:readline';
import { Writable } from 'node:stream';
import type { Style } from '../../render/style.js';
import { splitEscapedKey, type Key } from '../picker-model.js';
import type { PickerTerminal } from '../picker-prompt.js';
import { detailScrollLimit } from '../picker-view.js';
import { activeTab, clampWorkspaceDetail, markSeen, reduce, resourceOf, type Effect, type Event, type Workspace } from './model.js';
import { MOUSE_OFF, MOUSE_ON, mouseReader } from './mouse.js';
import { suspendOnCtrlZ } from '../suspend.js';
import { layout } from './view.js';

/**
 * Alternate screen on, and the mouse reported (for its wheel: mouse.ts). Reporting is chosen over
 * xterm's alternate scroll mode (the wheel sent as arrow keys), which many terminals and tmux ignore;
 * the cost is that selecting text takes Shift, as in every program that reads the wheel.
 */
export const ENTER_SCREEN = `\u001b[?1049h${MOUSE_ON}`;
export const LEAVE_SCREEN = `${MOUSE_OFF}\u001b[?1049l`;
/** The cursor, which inquirer hides while it draws, shown again. */
const SHOW_CURSOR = '\u001b[?25h';
/** The terminal as a shell wants it: the main screen, no mouse reports, the cursor shown. */
export const RESTORE_TERMINAL = `${LEAVE_SCREEN}${SHOW_CURSOR}`;

export interface WorkspaceIo {
  /** Carries out an effect other than quitting; reports what happened through `dispatch`. */
  perform(effect: Effect, dispatch: (event: Event) => void): Promise<void>;
  /** Called once the prompt is up: first loads, refreshes on a timer. */
  start(dispatch: (event: Event) => void): void;
  /** Every new state, so the caller keeps the latest (tab memory, seen listings) whatever ends the run. */
  changed(w: Workspace): void;
}

/**
 * The terminal as inquirer sees it: writes pass through, its size is the terminal's, and inquirer's
 * end of it when the prompt closes leaves the terminal open, so the alternate screen can be left after.
 */
function screenOf(term: PickerTerminal): Writable {
  const screen = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      term.output.write(chunk, callback);
    },
  });
  Object.defineProperties(screen, {
    columns: { get: () => term.size().width },
    rows: { get: () => term.size().height },
    isTTY: { value: true },
  });
  return screen;
}

/** How the workspace ended: `q`, or Ctrl-C typed straight after Escape (one key to readline, so no SIGINT). */
export type Ending = 'quit' | 'interrupted';

export async function runWorkspacePrompt(workspace: Workspace, io: WorkspaceIo, term: PickerTerminal, style: Style): Promise<Ending> {
  const { createPrompt, useEffect, useKeypress, useRef, useState } = await import('@inquirer/core');
  const prompt = createPrompt<Ending, Record<string, never>>((_config, done) => {
    const state = useRef(workspace);
    const version = useRef(0);
    const [, rendered] = useState(0);
    const size = term.size();
    const page = Math.max(1, size.height - 8);

    const ended = useRef(false);
    const end = (how: Ending): void => {
      ended.current = true;
      done(how);
    };
    const set = (w: Workspace): void => {
      state.current = w;
      io.changed(w);
    };
    const dispatch = (event: Event): void => {
      const step = reduce(state.current, event, page);
      // The detail is drawn below the tab bar: one line less than the terminal.
      set(
        clampWorkspaceDetail(step.model, (m, tab) => {
          const { width, height } = term.size();
          return detailScrollLimit(m, { width, height: height - 1 }, style, resourceOf(tab.name, m.shown[m.cursor]));
        }),
      );
      rendered(++version.current);
      if (step.effect) void perform(step.effect);
    };
    const perform = async (effect: Effect): Promise<void> => {
      if (effect.kind === 'quit') return end('quit');
      // The pager gets the terminal as a shell would give it: the main screen, no mouse reports. It may
      // switch screens itself (less does, and leaves the alternate screen on quitting), so the
      // workspace enters its own again after, or q would leave its last screen in the scrollback.
      // What it reports waits until then: drawn before, it would land on the shell's screen.
      const pager = effect.kind === 'pager';
      const held: Event[] = [];
      if (pager) {
        // The key that asked for it is drawn first (after its handler returns), still on our screen.
        await new Promise((resolve) => setImmediate(resolve));
        // A q typed right after o (in the same read) has ended the workspace meanwhile: no pager then.
        if (ended.current) return;
        term.output.write(LEAVE_SCREEN);
      }
      try {
        await io.perform(effect, pager ? (event) => held.push(event) : dispatch);
      } catch (e) {
        held.push({ kind: 'status', text: `failed: ${(e as Error).message}` });
      } finally {
        if (pager) term.output.write(`${ENTER_SCREEN}\u001b[2J\u001b[H`);
      }
      for (const event of held) dispatch(event);
      rendered(++version.current);
    };
    useEffect((rl) => {
      io.start(dispatch);
      const redraw = (): void => {
        term.output.write('\u001b[2J\u001b[H');
        rendered(++version.current);
      };
      const unsize = term.onResize(redraw);
      // Ctrl-Z: the shell gets its own screen back while the workspace is stopped (suspend.ts).
      const suspension = suspendOnCtrlZ(rl, term, { enter: ENTER_SCREEN, leave: RESTORE_TERMINAL }, redraw);
      return () => {
        unsize();
        suspension.off();
      };
    }, []);
    const mouse = useRef(mouseReader());
    useKeypress((key, rl) => {
      rl.clearLine(0);
      for (const k of splitEscapedKey(key as Key).flatMap((x) => mouse.current(x))) {
        if (k.ctrl && k.name === 'c') return end('interrupted');
        // Ctrl-Z is readline's to act on (suspendOnCtrlZ): a frame drawn for it would land on the shell's screen.
        if (k.ctrl && k.name === 'z') continue;
        dispatch({ kind: 'key', key: k });
      }
    });
    const drawn = layout(state.current, size, style);
    // New's listings count as seen once they are drawn, not when fetched; the frame drawn as the
    // workspace ends (q clears the status line, which leaves room for one more row) is erased at once
    // with the screen, so what only it shows was never seen.
    const shown = activeTab(state.current).picker.shown;
    if (!ended.current)
      set(
        markSeen(
          state.current,
          drawn.visible.flatMap((i) => (shown[i] ? [shown[i]] : [])),
        ),
      );
    return drawn.lines.slice(0, Math.max(1, size.height - 1)).join('\n');
  });
  emitKeypressEvents(term.input, { escapeCodeTimeout: term.escapeDelayMs } as unknown as Parameters<typeof emitKeypressEvents>[1]);
  // Drawn from the top-left, as every later frame is (after a resize or the pager): the alternate
  // screen keeps the cursor where the shell left it, and the first frame started there, a row lower.
  term.output.write(`${ENTER_SCREEN}\u001b[2J\u001b[H`);
  try {
    return await prompt({}, { input: term.input, output: screenOf(term), clearPromptOnDone: true, signal: term.signal });
  } finally {
    term.output.write(LEAVE_SCREEN);
  }
}
