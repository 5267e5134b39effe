/** The MCP server's own answers, before the SDK reads a line (src/mcp/gate.ts). */
import { describe, expect, it } from 'vitest';
import { judgeLine } from '../../src/mcp/gate.js';

const tools = new Set(['list_jobs']);
const judge = (m: unknown): ReturnType<typeof judgeLine> => judgeLine(typeof m === 'string' ? m : JSON.stringify(m), tools);
const refused = (id: unknown, code: number) => ({ reply: { jsonrpc: '2.0', id, error: { code, message: expect.any(String) } } });

describe('the gate', () => {
  it('an invalid request whose id can be read is refused with that id (-32600), not with null', () => {
    expect(judge({ jsonrpc: '2.0', id: 7, method: 'ping', params: [1] })).toEqual(refused(7, -32600));
    expect(judge({ id: 8, method: 'ping' })).toEqual(refused(8, -32600));
    expect(judge({ jsonrpc: '2.0', id: 'a', method: 5 })).toEqual(refused('a', -32600));
    // An id JSON-RPC does not allow cannot be echoed: null.
    expect(judge({ jsonrpc: '2.0', id: true, method: 'ping' })).toEqual(refused(null, -32600));
    expect(judge({ jsonrpc: '2.0', id: { a: 1 }, method: 'ping' })).toEqual(refused(null, -32600));
  });

  it('a call of a tool there is not, or with arguments that are no object, is a protocol error (-32602)', () => {
    expect(judge({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'no_such_tool', arguments: {} } })).toEqual(refused(3, -32602));
    expect(judge({ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'list_jobs', arguments: [] } })).toEqual(refused(4, -32602));
    expect(judge({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: {} })).toEqual(refused(5, -32602));
  });

  it('passes on what is valid, what is not JSON and batches, for the SDK to answer; drops an invalid notification', () => {
    for (const ok of [
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'list_jobs', arguments: { limit: 1 } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
    ]) {
      const line = JSON.stringify(ok);
      expect(judge(line)).toEqual({ pass: line });
    }
    expect(judge('{not json')).toEqual({ pass: '{not json' });
    expect(judge('[{"jsonrpc":"2.0","id":1,"method":"ping"}]')).toEqual({ pass: '[{"jsonrpc":"2.0","id":1,"method":"ping"}]' });
    expect(judge({ method: 'notifications/x', params: 5 })).toEqual({ pass: '' });
  });
});
