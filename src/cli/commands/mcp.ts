/**
 * `fresher mcp`: the API, read-only, for AI assistants over the Model Context Protocol on stdio (the
 * official SDK). Each tool call runs a fresher command in this process (src/mcp/tools.ts) with its
 * output captured: stdout carries only the protocol, whatever a command does. Calls run one at a
 * time, so two never share a captured output.
 */
import { PassThrough, Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
import { judgeLine } from '../../mcp/gate.js';
import { TOOLS, type RunOutcome } from '../../mcp/tools.js';
import { VERSION } from '../../version.js';
import type { GlobalFlags } from '../command-table.js';
import type { Context } from '../context.js';
import { ExitCode } from '../exit-codes.js';
import { run } from '../main.js';

/** A stream that keeps what is written to it, until taken. */
class Capture extends Writable {
  private chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    done();
  }
  take(): string {
    const text = Buffer.concat(this.chunks).toString('utf8');
    this.chunks = [];
    return text;
  }
}

/** The global flags the server was started with that each command needs again. */
function forwarded(globals: GlobalFlags): string[] {
  const args: string[] = [];
  if (globals.apiUrl !== undefined) args.push(`--api-url=${globals.apiUrl}`);
  if (globals.siteUrl !== undefined) args.push(`--site-url=${globals.siteUrl}`);
  if (globals.timeout !== undefined) args.push(`--timeout=${globals.timeout}`);
  if (globals.maxWait !== undefined) args.push(`--max-wait=${globals.maxWait}`);
  if (globals.debug) args.push('--debug');
  return args;
}

/**
 * A transport that keeps the ids of the requests read and not yet answered, so the end of input can
 * wait for their replies. It wraps the real one before the server connects (its handlers are in place
 * before a byte is read). A request leaves the set when its reply is written, when the write fails
 * (a closed stdout), and when the client cancels it (the server sends no reply then).
 */
class AnsweringTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: (<T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void) | undefined;
  private readonly unanswered = new Set<string | number>();
  private waiting: (() => void) | undefined;

  constructor(private readonly inner: Transport) {
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => {
      // A line that is not JSON, or not a JSON-RPC message, gets the error JSON-RPC names for it
      // (the SDK's transport reports it here and answers nothing: the client would wait forever).
      const code = error instanceof SyntaxError ? -32700 : error.name === 'ZodError' ? -32600 : undefined;
      if (code !== undefined) {
        // id null, as JSON-RPC 2.0 says when the request's id cannot be read (the SDK's types want one).
        const reply = { jsonrpc: '2.0', id: null, error: { code, message: code === -32700 ? 'Parse error' : 'Invalid Request' } };
        void inner.send(reply as unknown as JSONRPCMessage).catch(() => undefined);
      }
      this.onerror?.(error);
    };
    inner.onmessage = (message, extra) => {
      if ('method' in message) {
        if ('id' in message) this.unanswered.add(message.id);
        else if (message.method === 'notifications/cancelled') this.answered(message.params?.requestId as string | number | undefined);
      }
      this.onmessage?.(message, extra);
    };
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  /** A reply the server makes itself (src/mcp/gate.ts), written as the SDK writes its own. */
  async sendRaw(message: Record<string, unknown>): Promise<void> {
    await this.inner.send(message as unknown as JSONRPCMessage).catch(() => undefined);
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const reply = 'id' in message && ('result' in message || 'error' in message) ? message.id : undefined;
    try {
      await this.inner.send(message, options);
    } finally {
      if (reply !== undefined) this.answered(reply);
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private answered(id: string | number | undefined): void {
    if (id !== undefined) this.unanswered.delete(id);
    if (this.unanswered.size === 0) this.waiting?.();
  }

  /** Until every request read has its reply written (or was cancelled). */
  async allAnswered(): Promise<void> {
    while (this.unanswered.size > 0) await new Promise<void>((resolve) => (this.waiting = resolve));
    this.waiting = undefined;
  }
}

export async function mcpCommand(ctx: Context, globals: GlobalFlags, flags: { allowWrites?: boolean }): Promise<number> {
  const stdout = new Capture();
  const stderr = new Capture();
  // The commands' world: nothing to read, nothing drawn, no colour, no pager; what they write is kept.
  const inner: Context = {
    ...ctx,
    env: { ...ctx.env, NO_COLOR: '1', FRESHER_PAGER: 'cat' },
    stdin: Readable.from([]),
    stdout,
    stderr,
    stdinIsTTY: false,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    onInterrupt: new Set(),
  };
  const globalArgs = forwarded(globals);
  let queue: Promise<unknown> = Promise.resolve();
  /**
   * Runs one command after those before it. `cancelled` is the call's own signal (the client's
   * notifications/cancelled): a command it aborts stops waiting (on the API, on a rate limit) at once,
   * and one cancelled while queued never starts, so the calls after it are not held up.
   */
  const runOne = (args: readonly string[], cancelled?: AbortSignal): Promise<RunOutcome> => {
    const next = queue.then(async (): Promise<RunOutcome> => {
      if (cancelled?.aborted) return { code: ExitCode.interrupted, stdout: '', notes: ['cancelled'] };
      // The global flags go before `--`, so the ids after it stay last and are never read as options.
      const at = args.indexOf('--');
      const [words, ids] = at < 0 ? [args, []] : [args.slice(0, at), args.slice(at)];
      const signal = cancelled ? AbortSignal.any([ctx.signal, cancelled]) : ctx.signal;
      const code = await run(['node', 'fresher', ...words, ...globalArgs, ...ids], { ...inner, signal });
      const lines = stderr
        .take()
        .split('\n')
        .filter((line) => line.trim() !== '');
      // --debug lines are the server's log (its stderr), as --help says: not the assistant's to read.
      for (const line of lines) if (line.startsWith('fresher: debug: ')) ctx.stderr.write(`fresher mcp: ${line.slice('fresher: '.length)}\n`);
      const notes = lines.filter((line) => !line.startsWith('fresher: debug: ')).map((line) => line.replace(/^fresher: (error: )?/, ''));
      // What the server itself would say about a failure goes to its log too.
      if (code !== ExitCode.ok) ctx.stderr.write(`fresher mcp: ${args[0]} ${args[1] ?? ''}: exit ${code}: ${notes.join(' / ')}\n`);
      return { code, stdout: stdout.take(), notes };
    });
    queue = next.catch(() => undefined);
    return next;
  };

  const server = new McpServer(
    { name: 'fresher', version: VERSION },
    {
      instructions:
        'Fresher and entry-level jobs, internships and campus events in India, from the Public Job Listings API, and the user’s own tracker and saved listings. Use get_filters for the values list_jobs accepts.',
    },
  );
  for (const tool of TOOLS) {
    if (tool.writes && !flags.allowWrites) continue;
    server.registerTool(
      tool.name,
      { title: tool.title, description: tool.description, inputSchema: tool.input, annotations: { readOnlyHint: !tool.writes, openWorldHint: true } },
      async (input: Record<string, unknown>, extra: { signal: AbortSignal }) => {
        try {
          return await tool.call(input, (args) => runOne(args, extra.signal));
        } catch (e) {
          // Never a crash of the server: the assistant hears what went wrong.
          return { content: [{ type: 'text' as const, text: `failed: ${(e as Error)?.message ?? String(e)}` }], isError: true };
        }
      },
    );
  }

  // Read from stdin a line at a time through the gate (src/mcp/gate.ts): what it answers itself goes
  // straight out, the rest on to the SDK; the end of input closes the server.
  const input = new PassThrough();
  const tools = new Set(TOOLS.filter((t) => !t.writes || flags.allowWrites).map((t) => t.name));
  const decoder = new StringDecoder('utf8');
  let partial = '';
  /** The gate's own replies being written: the end of input waits for them too. */
  const ownReplies: Promise<void>[] = [];
  const gate = (text: string): void => {
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const judged = judgeLine(line.replace(/\r$/, ''), tools);
      if ('reply' in judged) ownReplies.push(transport.sendRaw(judged.reply));
      else if (judged.pass !== '') input.write(`${judged.pass}\n`);
    }
  };
  process.stdin.on('data', (chunk: Buffer) => gate(decoder.write(chunk)));
  process.stdin.on('end', () => {
    gate(`${decoder.end()}${partial === '' ? '' : '\n'}`);
    input.end();
  });
  const transport = new AnsweringTransport(new StdioServerTransport(input, process.stdout));
  /**
   * The end of input (a script's `printf ... | fresher mcp`, a client that closed its side) ends the
   * server once every request read has its reply written. The pass-through ends only after the
   * transport has read all of it, so no request is still on its way in.
   */
  const drainThenClose = async (): Promise<void> => {
    if (!ctx.signal.aborted) await Promise.all([transport.allAnswered(), ...ownReplies]);
    await server.close();
  };
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
    input.once('end', () => void drainThenClose());
    ctx.signal.addEventListener('abort', () => void server.close(), { once: true });
  });
  if (ctx.stdinIsTTY)
    ctx.stderr.write(
      `fresher mcp: serving ${flags.allowWrites ? 'read and write' : 'read-only'} tools over MCP on stdin and stdout, for an assistant to start (Ctrl-C to stop)\n`,
    );
  await server.connect(transport);
  await closed;
  return ctx.signal.aborted ? ExitCode.interrupted : ExitCode.ok;
}
