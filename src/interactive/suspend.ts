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
  /** Stops listening (the prompt's effect cleanup). */
  off(): void;
}

export function suspendOnCtrlZ(rl: KeyEvents, screen: Screen, codes: { enter: string; leave: string }, redraw: () => void): Suspension {
  const suspend = (): void => {
    screen.output.write(codes.leave);
    setRaw(screen.input, false);
    // The whole process group, as a shell's Ctrl-Z stops a job: `fresher jobs pick | xargs ...`
    // stops together, and the shell gets the terminal back. The stop holds this call.
    process.kill(0, 'SIGTSTP');
    // Back here once the shell continues the job (fg), before any other work of this process runs (a
    // frame drawn first would land on the shell's screen); or at once where nothing was stopped, as a
    // process group no shell controls (tmux new 'fresher ui', ssh -t) has its stop signals dropped.
    setRaw(screen.input, true);
    screen.output.write(codes.enter);
    redraw();
  };
  // Windows consoles have no job control: readline ignores Ctrl-Z there too.
  if (process.platform !== 'win32') rl.on('SIGTSTP', suspend);
  return {
    off: () => {
      rl.removeListener('SIGTSTP', suspend);
    },
  };
}
