/**
 * A tiny real HTTP server with canned answers, for shapes the sandbox never produces (a record without
 * its title, a health status other than ok). Real sockets, so the client runs exactly as in production.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function startFakeApi(
  routes: Record<string, Handler | { status?: number; body: unknown; headers?: Record<string, string> }>,
): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.push(req.url ?? '/');
    const route = routes[path];
    if (typeof route === 'function') return route(req, res);
    res.statusCode = route?.status ?? (route ? 200 : 404);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    for (const [k, v] of Object.entries(route?.headers ?? {})) res.setHeader(k, v);
    res.end(typeof route?.body === 'string' ? route.body : JSON.stringify(route?.body ?? { error: 'not found' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
