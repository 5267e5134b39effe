/**
 * A pager for output taller than the terminal, as git and gh do: `$FRESHER_PAGER`, the `pager` config
 * key, `$PAGER`, else `less -FRX`. Output is held until it outgrows the screen, so short output never
 * starts a pager; a pager the person quits early ends the run quietly.
 */
import type { ChildProcess } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import type { Context } from './context.js';
import type { Sink } from './output.js';
import { displayWidth } from '../render/width.js';

export const DEFAULT_PAGER = 'less -FRX';

/** The pager command in effect, or undefined for none (`--no-pager`, an empty value, or `cat`). */
export function pagerCommand(env: Context['env'], configured: string | undefined, disabled: boolean): string | undefined {
  if (disabled) return undefined;
  const command = (env.FRESHER_PAGER ?? configured ?? env.PAGER ?? DEFAULT_PAGER).trim();
  return command === '' || command === 'cat' ? undefined : command;
}

/** Splits a command line as a POSIX shell would split words: quotes and backslashes, no expansion. */
export function splitCommand(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1] as string)) word += line[++i];
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\' && i + 1 < line.length) {
      word += line[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** The program's path on PATH (with PATHEXT on Windows), or undefined when there is none. */
export function findProgram(name: string, env: Context['env'], platform: NodeJS.Platform = process.platform): string | undefined {
  const exts = platform === 'win32' ? ['', ...(env.PATHEXT ?? '.COM;.EXE;.BAT;.CMD').split(';')] : [''];
  const runnable = (p: string): boolean => {
    try {
      if (!statSync(p).isFile()) return false;
      if (platform !== 'win32') accessSync(p, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (name.includes('/') || (platform === 'win32' && name.includes('\\')) || isAbsolute(name)) return exts.map((e) => name + e).find(runnable);
  for (const dir of (env.PATH ?? env.Path ?? '').split(platform === 'win32' ? ';' : delimiter)) {
    if (!dir) continue;
    const hit = exts.map((e) => join(dir, name + e)).find(runnable);
    if (hit) return hit;
  }
  return undefined;
}

/** Screen rows a chunk of text takes at `columns`, counting wrapped lines. */
function rowsOf(text: string, columns: number): number {
  let rows = 0;
  for (const line of text.split('\n')) rows += Math.max(1, Math.ceil(displayWidth(line) / columns));
  return rows - 1;
}

export interface PagerOptions {
  command: string;
  /** Chosen by the person (not the default): a pager that cannot start is worth a warning. */
  explicit: boolean;
  rows: number;
  columns: number;
  warn(message: string): void;
}

/**
 * Stdout through a pager once the output is taller than the screen. Interrupts are left to the pager
 * while it runs (less handles Ctrl-C itself); the run waits for it to close.
 */
export function pagedSink(ctx: Context, direct: Sink, o: PagerOptions): Sink {
  const held: (string | Uint8Array)[] = [];
  let rows = 0;
  let child: ChildProcess | undefined;
  let exited: Promise<void> | undefined;
  let closed = false;

  const start = (): boolean => {
    const [name, ...args] = splitCommand(o.command);
    const program = name === undefined ? undefined : findProgram(name, ctx.env);
    if (program === undefined) {
      if (o.explicit) o.warn(`pager "${o.command}" not found; showing the output without it (set FRESHER_PAGER, or --no-pager)`);
      return false;
    }
    // As gh does: less gets sensible defaults when the person has set none.
    const env = { ...ctx.env, LESS: ctx.env.LESS ?? 'FRX', LV: ctx.env.LV ?? '-c' };
    // Loaded only now: most runs never page.
    const { spawn } = process.getBuiltinModule('node:child_process');
    child = spawn(program, args, { stdio: ['pipe', 'inherit', 'inherit'], env, windowsHide: false });
    ctx.paging = true;
    child.stdin?.on('error', () => {
      closed = true; // The pager was quit before the end: the rest is not wanted.
    });
    exited = new Promise((resolve) => {
      child?.on('error', (e) => {
        o.warn(`pager "${o.command}" failed: ${e.message}`);
        closed = true;
        resolve();
      });
      child?.on('close', () => {
        closed = true;
        resolve();
      });
    });
    return true;
  };

  const toPager = (chunk: string | Uint8Array): Promise<void> =>
    new Promise((resolve) => {
      if (closed || !child?.stdin || child.stdin.destroyed) return resolve();
      if (child.stdin.write(chunk)) return resolve();
      const done = (): void => {
        child?.stdin?.off('drain', done);
        child?.off('close', done);
        resolve();
      };
      child.stdin.once('drain', done);
      child.once('close', done);
    });

  let paging: boolean | undefined;
  return {
    async write(chunk) {
      if (paging === true) return toPager(chunk);
      if (paging === false) return direct.write(chunk);
      held.push(chunk);
      rows += rowsOf(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'), o.columns);
      if (rows < o.rows) return;
      paging = start();
      const out = held.splice(0);
      for (const c of out) await (paging ? toPager(c) : direct.write(c));
    },
    async commit() {
      if (paging === true) {
        child?.stdin?.end();
        await exited;
        ctx.paging = false;
        return;
      }
      for (const c of held.splice(0)) await direct.write(c);
      await direct.commit();
    },
    discard() {
      // A failed run must not leave a pager holding the terminal while the error is printed.
      if (paging === true) {
        child?.kill();
        ctx.paging = false;
      }
      direct.discard();
    },
  };
}
