/**
 * Spawns the built bin/fresher.js the way a user runs it: piped (plain child_process) or on a real
 * pseudo-terminal (util-linux `script`), with config, state and cache in throwaway XDG dirs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const BIN = resolve(import.meta.dirname, '../../bin/fresher.js');

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface RunOptions {
  env?: Record<string, string | undefined>;
  input?: string;
  /** Run stdout/stdin on a pseudo-terminal of this many columns (stderr still captured apart). */
  tty?: boolean;
  /** With tty: stderr on the terminal too (then it arrives merged into stdout). */
  ttyStderr?: boolean;
  columns?: number;
  timeoutMs?: number;
  cwd?: string;
  /** In a session of its own: no controlling terminal, so /dev/tty cannot be opened. */
  detached?: boolean;
  /** Called with the child once spawned (e.g. to send SIGINT). */
  onSpawn?: (child: import('node:child_process').ChildProcess) => void;
}

export function tempHome(): { dir: string; env: Record<string, string>; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'fresher-test-'));
  return {
    dir,
    env: { XDG_CONFIG_HOME: join(dir, 'config'), XDG_STATE_HOME: join(dir, 'state'), XDG_CACHE_HOME: join(dir, 'cache'), HOME: dir },
    // Retried: a child killed a moment ago may still be closing files in it.
    cleanup: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }),
  };
}

function baseEnv(extra: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'LANG', 'SYSTEMROOT', 'TMPDIR']) {
    const v = process.env[key];
    if (v !== undefined) env[key] = v;
  }
  for (const [k, v] of Object.entries(extra)) if (v !== undefined) env[k] = v;
  return env;
}

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

export function runCli(args: string[], options: RunOptions = {}): Promise<CliResult> {
  const home = options.env?.XDG_CONFIG_HOME ? undefined : tempHome();
  // No pager unless a test asks for one: less would wait for a key on the test's terminal.
  const env = baseEnv({ ...home?.env, TERM: 'xterm-256color', FRESHER_PAGER: 'cat', ...options.env });
  const started = Date.now();
  let command = process.execPath;
  let argv = [BIN, ...args];
  let errFile: string | undefined;
  if (options.tty) {
    // `script` gives the child a terminal on stdin/stdout; stderr goes to a file so it stays separate.
    errFile = join(home?.dir ?? mkdtempSync(join(tmpdir(), 'fresher-tty-')), 'stderr.txt');
    writeFileSync(errFile, '');
    const inner = `stty cols ${options.columns ?? 100} rows 40 2>/dev/null; exec ${[process.execPath, BIN, ...args].map(shellQuote).join(' ')}${options.ttyStderr ? '' : ` 2>${shellQuote(errFile)}`}`;
    command = 'script';
    argv = ['-qefc', inner, '/dev/null'];
  }
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, argv, { env, cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: options.detached === true });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 20_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (errFile) {
        stderr += readFileSync(errFile, 'utf8');
        stdout = stdout.replace(/\r\n/g, '\n');
      }
      home?.cleanup();
      resolvePromise({ code, signal, stdout, stderr, ms: Date.now() - started });
    });
    options.onSpawn?.(child);
    if (options.input !== undefined) child.stdin.end(options.input);
    else if (!options.tty) child.stdin.end();
  });
}

/** Removes SGR colour codes (only ours: the CLI strips everything else from API text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matches our own SGR colour codes
export const stripAnsi = (s: string): string => s.replace(/\u001b\[[0-9;]*m/g, '');

/** Any command, asynchronously (a sandbox in this process must keep answering while it runs). */
export function runProcess(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
  });
}
