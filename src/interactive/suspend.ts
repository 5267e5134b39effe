/**
 * Ctrl-Z in a prompt that owns the terminal. In raw mode the terminal sends it as a key, and readline
 * stops the process itself; but when the shell's `fg` continues it, readline pauses its input and
 * nothing resumes it, so every key, Ctrl-C too, was lost (inquirer does not listen for that). The
 * prompt takes the key instead: the terminal is given back as a shell wants it (`leave`: the main
 * screen, no mouse reports, the cursor shown, cooked mode), the process stops, and when it is
 * continued the terminal is raw again, `enter` is written and the prompt draws itself anew.
 */
export interface Screen {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
}

/** Raw mode on or off, where the input is a terminal. */
export function setRaw(input: NodeJS.ReadableStream, on: boolean): void {
  const tty = input as NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  if (tty.isTTY) tty.setRawMode?.(on);
}

/** What this needs of the readline interface inquirer made (its InquirerReadline has these two). */
interface KeyEvents {
  on(event: string, listener: () => void): unknown;
  removeListener(event: string, listener: () => void): unknown;
}

export interface Suspension {
  /** True from Ctrl-Z until the process is continued: nothing is drawn then (a resize reported on fg would land on the shell's screen). */
  stopped(): boolean;
  /** Stops listening (the prompt's effect cleanup). */
  off(): void;
}

export function suspendOnCtrlZ(rl: KeyEvents, screen: Screen, codes: { enter: string; leave: string }, redraw: () => void): Suspension {
  let stopped = false;
  const suspend = (): void => {
    stopped = true;
    screen.output.write(codes.leave);
    setRaw(screen.input, false);
    process.once('SIGCONT', () => {
      stopped = false;
      setRaw(screen.input, true);
      screen.output.write(codes.enter);
      redraw();
    });
    process.kill(process.pid, 'SIGTSTP');
  };
  // Windows consoles have no job control: readline ignores Ctrl-Z there too.
  if (process.platform !== 'win32') rl.on('SIGTSTP', suspend);
  return {
    stopped: () => stopped,
    off: () => {
      rl.removeListener('SIGTSTP', suspend);
    },
  };
}
