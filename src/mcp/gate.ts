/**
 * What the server answers itself, before the SDK reads a line: a request it would refuse with no way
 * for the client to match the refusal (id null, though the id could be read), and a call of a tool
 * there is not, which MCP makes a protocol error (-32602) rather than a tool's result. Pure: a line
 * in, the line to pass on or the reply to write.
 */
import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';

export type Judged = { pass: string } | { reply: Record<string, unknown> };

/** The id as JSON-RPC allows it (a string or a number); null for any other or none. */
const idOf = (message: Record<string, unknown>): string | number | null =>
  typeof message.id === 'string' || typeof message.id === 'number' ? message.id : null;

const refusal = (id: string | number | null, code: number, message: string): { reply: Record<string, unknown> } => ({
  reply: { jsonrpc: '2.0', id, error: { code, message } },
});

export function judgeLine(line: string, tools: ReadonlySet<string>): Judged {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    // Not JSON: the SDK's reading of it reports a parse error, answered as such (mcp.ts).
    return { pass: line };
  }
  // Not an object (a batch, a number): the SDK's to judge, as before.
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return { pass: line };
  const m = message as Record<string, unknown>;
  if (!JSONRPCMessageSchema.safeParse(m).success) {
    // A notification (no id) that is not valid is dropped, as JSON-RPC answers no notification.
    if (!('id' in m) && typeof m.method === 'string') return { pass: '' };
    return refusal(idOf(m), -32600, 'Invalid Request');
  }
  if (m.method === 'tools/call' && 'id' in m) {
    const params = m.params as Record<string, unknown> | undefined;
    const name = params?.name;
    if (typeof name !== 'string') return refusal(idOf(m), -32602, 'Invalid params: the tool to call (params.name) is missing');
    if (!tools.has(name)) return refusal(idOf(m), -32602, `Unknown tool: ${name.slice(0, 100)}`);
    if (params?.arguments !== undefined && (typeof params.arguments !== 'object' || params.arguments === null || Array.isArray(params.arguments)))
      return refusal(idOf(m), -32602, 'Invalid params: arguments must be an object');
  }
  return { pass: line };
}
