/** Drives the CLI on a real pseudo-terminal through tmux: type keys, read the screen. */
import { execFileSync, spawnSync } from 'node:child_process';

export const hasTmux = spawnSync('tmux', ['-V']).status === 0;

export class TmuxSession {
  private readonly socket = `fresher-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

  constructor(command: string, env: Record<string, string>, width = 110, height = 36) {
    const exports = Object.entries(env)
      .map(([k, v]) => `${k}='${v.replace(/'/g, `'\\''`)}'`)
      .join(' ');
    execFileSync('tmux', [
      '-L',
      this.socket,
      '-f',
      '/dev/null',
      'new-session',
      '-d',
      '-s',
      'p',
      '-x',
      String(width),
      '-y',
      String(height),
      `env ${exports} ${command}`,
    ]);
  }

  keys(...keys: string[]): void {
    execFileSync('tmux', ['-L', this.socket, 'send-keys', '-t', 'p', ...keys]);
  }

  /** Types literal text (no key-name interpretation). */
  type(text: string): void {
    execFileSync('tmux', ['-L', this.socket, 'send-keys', '-t', 'p', '-l', text]);
  }

  /** Sends `text`'s bytes as the terminal itself would (a mouse report, say), not as typed keys. */
  bytes(text: string): void {
    execFileSync('tmux', ['-L', this.socket, 'send-keys', '-t', 'p', '-H', ...[...Buffer.from(text)].map((b) => b.toString(16).padStart(2, '0'))]);
  }

  /** A tmux format for the pane: `#{mouse_sgr_flag}` says whether the program asked for SGR mouse reports. */
  pane(format: string): string {
    return execFileSync('tmux', ['-L', this.socket, 'display-message', '-p', '-t', 'p', format], { encoding: 'utf8' }).trim();
  }

  /** The screen's text; `escapes`: with its colour codes. */
  screen(escapes = false): string {
    return execFileSync('tmux', ['-L', this.socket, 'capture-pane', '-p', ...(escapes ? ['-e'] : []), '-J', '-t', 'p', '-S', '-200'], { encoding: 'utf8' });
  }

  /** The visible screen only, without the scrollback. */
  visible(): string {
    return execFileSync('tmux', ['-L', this.socket, 'capture-pane', '-p', '-J', '-t', 'p'], { encoding: 'utf8' });
  }

  /** Resizes the terminal, as a person dragging the window does (the program gets SIGWINCH). */
  resize(width: number, height: number): void {
    execFileSync('tmux', ['-L', this.socket, 'resize-window', '-t', 'p', '-x', String(width), '-y', String(height)]);
  }

  /** Polls the screen until it matches, or fails with what it shows. */
  async waitFor(pattern: RegExp, timeoutMs = 10_000, visibleOnly = false): Promise<string> {
    const end = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < end) {
      last = visibleOnly ? this.visible() : this.screen();
      if (pattern.test(last)) return last;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`screen never matched ${pattern}:\n${last}`);
  }

  close(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server']);
  }

  /**
   * Closes the terminal and waits until every process that ran in it has exited (a program still
   * saving its state on SIGHUP), so the temp folders they write in can be removed after.
   */
  async stop(timeoutMs = 15_000): Promise<void> {
    const pane = spawnSync('tmux', ['-L', this.socket, 'display-message', '-p', '-t', 'p', '#{pane_pid}'], { encoding: 'utf8' });
    const root = Number(pane.stdout.trim());
    const pids = Number.isInteger(root) && root > 0 ? [root, ...descendants(root)] : [];
    this.close();
    const alive = (pid: number): boolean => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const end = Date.now() + timeoutMs;
    while (pids.some(alive) && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every process below `pid`, from ps (children, their children, ...). */
function descendants(pid: number): number[] {
  const ps = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const children = new Map<number, number[]>();
  for (const line of ps.stdout.split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (child === undefined || parent === undefined || Number.isNaN(child)) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const c of children.get(queue.shift() as number) ?? []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}
