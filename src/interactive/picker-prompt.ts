/**
 * Runs the picker model (picker-model.ts) as one @inquirer/core prompt on the terminal device: one
 * prompt for the whole session, so keys typed ahead are never dropped between screens, and Ctrl-C or
 * a closed terminal restore it as every inquirer prompt does. Effects (save, export) run here and
 * report back as events; printing ids is left to the caller once the screen is cleared.
 */
import { emitKeypressEvents } from 'node:readline';
import { suspendOnCtrlZ } from './suspend.js';
import type { ApiRecord } from '../contract/record.js';
import type { ResourceKind } from '../render/columns.js';
import type { Style } from '../render/style.js';
import type { Status } from '../store/statuses.js';
import { clampDetail, reduce, splitEscapedKey, type Effect, type Event, type Key, type Model, type ModelInput } from './picker-model.js';
import { detailScrollLimit, view, type Size } from './picker-view.js';

export type PickerResult = { kind: 'print'; records: ApiRecord[] } | { kind: 'quit' };

export interface PickerEffects {
  save(records: ApiRecord[]): Promise<string>;
  /** `exists` when the file is there and overwriting was not agreed to; `label` says what the records are. */
  exportTo(path: string, overwrite: boolean, records: ApiRecord[], label: string): Promise<{ exists: true } | { text: string }>;
  /** Records a status for listings (the tracker); what to say. */
  track(records: ApiRecord[], status: Status): Promise<string>;
}

export interface PickerTerminal {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  size(): Size;
  /** Subscribes to resizes of the terminal; returns the unsubscribe. */
  onResize(listener: () => void): () => void;
  /** How long after ESC to wait for the rest of an escape sequence before it is the Escape key. */
  escapeDelayMs: number;
  signal: AbortSignal;
}

export async function runPickerPrompt(
  model: Model,
  input: Pick<ModelInput, 'refine'>,
  effects: PickerEffects,
  term: PickerTerminal,
  style: Style,
  kind: ResourceKind,
): Promise<PickerResult> {
  // Loaded only here: the rest of the CLI never pays for it.
  const { createPrompt, useEffect, useKeypress, useRef, useState } = await import('@inquirer/core');
  const prompt = createPrompt<PickerResult, Record<string, never>>((_config, done) => {
    const state = useRef(model);
    const version = useRef(0);
    const [, rendered] = useState(0);
    const size = term.size();
    const page = Math.max(1, size.height - 8);

    const dispatch = (event: Event): void => {
      const step = reduce(state.current, event, input, page);
      state.current = clampDetail(step.model, (m) => detailScrollLimit(m, term.size(), style, kind));
      rendered(++version.current);
      if (step.effect) void perform(step.effect);
    };
    const perform = async (effect: Effect): Promise<void> => {
      try {
        if (effect.kind === 'quit') return done({ kind: 'quit' });
        if (effect.kind === 'print') return done({ kind: 'print', records: effect.records });
        if (effect.kind === 'save') return dispatch({ kind: 'message', text: await effects.save(effect.records) });
        if (effect.kind === 'track') return dispatch({ kind: 'message', text: await effects.track(effect.records, effect.status) });
        const outcome = await effects.exportTo(effect.path, effect.overwrite, effect.records, effect.label);
        dispatch('exists' in outcome ? { kind: 'export-exists', path: effect.path } : { kind: 'export-done', text: outcome.text });
      } catch (e) {
        dispatch({ kind: 'message', text: `failed: ${(e as Error).message}` });
      }
    };
    // A resize reflows what is on screen past erasing line by line: clear it, then draw at the new size.
    useEffect((rl) => {
      const redraw = (): void => {
        term.output.write('\u001b[2J\u001b[H');
        rendered(++version.current);
      };
      const unsize = term.onResize(redraw);
      // Ctrl-Z: stopped with the cursor shown and the terminal cooked; drawn anew on fg (suspend.ts).
      const suspension = suspendOnCtrlZ(rl, term, { enter: '', leave: '\u001b[?25h\n' }, redraw);
      return () => {
        unsize();
        suspension.off();
      };
    }, []);
    useKeypress((key, rl) => {
      // The prompt keeps its own text (search, file name): readline's line buffer is not used.
      rl.clearLine(0);
      // Ctrl-Z is readline's to act on (suspendOnCtrlZ): a frame drawn for it would land on the shell's screen.
      for (const k of splitEscapedKey(key as Key)) if (!(k.ctrl && k.name === 'z')) dispatch({ kind: 'key', key: k });
    });
    return view(state.current, size, style, kind);
  });
  // readline waits 500 ms after ESC for the rest of an escape sequence, so Escape (back) lagged by half
  // a second. A terminal sends a sequence in one write: a shorter wait does (vim's is 100 ms). The
  // interface inquirer creates cannot be given it, and a stream's key decoder is set up once, by its
  // first caller, with that caller's wait: so it is set up here first.
  emitKeypressEvents(term.input, { escapeCodeTimeout: term.escapeDelayMs } as unknown as Parameters<typeof emitKeypressEvents>[1]);
  return prompt({}, { input: term.input, output: term.output, clearPromptOnDone: true, signal: term.signal });
}
