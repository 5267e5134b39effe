/**
 * How bytes move. Direct connections use node:http/https: they are in Node's startup snapshot, while
 * importing undici costs about 120 ms on every invocation (measured on Node 20, see test/bench). A
 * request the caller routes through a proxy (see proxy.ts, which alone decides) goes through undici's
 * ProxyAgent instead, loaded only then.
 */
import { namedCollection } from '../contract/record.js';
import * as http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { finished, type Readable } from 'node:stream';

export interface TransportResponse {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body as a stream of Buffers; `text()` reads it whole. */
  body: Readable;
}

export interface RequestOptions {
  headers: Record<string, string>;
  signal?: AbortSignal;
  /** The proxy to send it through (its URL, user info included), or none for a direct connection. */
  proxy?: string;
  /** Called once the request has been written to the connection (node:http only). */
  onSent?: () => void;
}

export interface Transport {
  request(url: string, options: RequestOptions): Promise<TransportResponse>;
  close(): Promise<void>;
}

export interface Timeouts {
  connectMs: number;
  headersMs: number;
  /** Longest pause between two pieces of the body. */
  bodyMs: number;
}

/** "302 Found": a status with its reason phrase, when Node knows one. */
export function statusWithText(status: number): string {
  const text = http.STATUS_CODES[status];
  return text ? `${status} ${text}` : String(status);
}

/** The same limit for connecting, for the headers and between pieces of the body. */
export const sameTimeouts = (ms: number): Timeouts => ({ connectMs: ms, headersMs: ms, bodyMs: ms });

/** Errors carry a `code`; these three are our own, for the three timeouts. */
export class TransportError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function flattenHeaders(raw: IncomingHttpHeaders | Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  const out = namedCollection<string | undefined>();
  for (const [k, v] of Object.entries(raw)) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/**
 * The whole body as bytes. Its end (and any error, a premature close included) is judged by
 * finished(), as `for await` would judge it, without loading the async-iterator machinery every run.
 */
export function readBytes(body: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    finished(body, { writable: false }, (e) => (e ? reject(e) : resolve(Buffer.concat(chunks))));
    body.on('data', (chunk: Buffer | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  });
}

/** An error body: only its first `limit` bytes are read (they are for a message), the rest is dropped. */
export async function readText(body: Readable, limit = 64 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    chunks.push(bytes);
    size += bytes.length;
    if (size >= limit) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

export interface BodyLimits {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** A body that brings less than this many bytes per second over a whole window is abandoned (as curl's --speed-limit). */
  minBytesPerSecond: number;
  windowMs: number;
}

/**
 * Counts a response body as it arrives: more than `maxBytes` (memory would run out) or slower than
 * the floor over a whole window (a trickle would hold the run forever) fails it with a TransportError
 * (ETOOLARGE, ETOOSLOW); `progress` hears the bytes received so far. It counts at the stream's own
 * push() rather than through a Transform: a stream stage per response cost ~50 ms on 50,000 jobs.
 */
export function guardBody(body: Readable, limits: BodyLimits, progress?: (bytes: number) => void): Readable {
  let total = 0;
  let atWindowStart = 0;
  const push = body.push.bind(body);
  body.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk !== null && chunk !== undefined) {
      total += (chunk as { length: number }).length;
      progress?.(total);
      if (total > limits.maxBytes) {
        body.destroy(new TransportError('ETOOLARGE', `more than ${limits.maxBytes} bytes`));
        return false;
      }
    }
    return push(chunk, encoding);
  };
  const timer = setInterval(() => {
    const got = total - atWindowStart;
    atWindowStart = total;
    if (got < (limits.minBytesPerSecond * limits.windowMs) / 1000) body.destroy(new TransportError('ETOOSLOW', `${got} bytes in ${limits.windowMs / 1000}s`));
  }, limits.windowMs);
  timer.unref();
  const stop = (): void => clearInterval(timer);
  body.once('end', stop);
  body.once('close', stop);
  body.once('error', stop);
  return body;
}

type HttpLib = typeof import('node:http') | typeof import('node:https');
interface Connector {
  lib: HttpLib;
  agent: http.Agent;
}

export function nodeTransport(timeouts: Timeouts): Transport {
  const plain: Connector = { lib: http, agent: new http.Agent({ keepAlive: true, maxSockets: 8 }) };
  // node:https pulls in TLS and crypto: loaded only for an https API.
  let tls: Promise<Connector> | undefined;
  const forHttps = (): Promise<Connector> => (tls ??= import('node:https').then((lib) => ({ lib, agent: new lib.Agent({ keepAlive: true, maxSockets: 8 }) })));
  return {
    request: async (url, options) => {
      const target = new URL(url);
      // Plain http goes out in this very tick: an early request (cli/early-request.ts) is sent at once.
      const { lib, agent } = target.protocol === 'https:' ? await forHttps() : plain;
      return new Promise<TransportResponse>((resolve, reject) => {
        let settled = false;
        const fail = (e: Error): void => {
          if (settled) return;
          settled = true;
          clearTimeout(connectTimer);
          clearTimeout(headersTimer);
          reject(e);
        };
        const req = lib.request(target, { method: 'GET', headers: options.headers, agent, signal: options.signal });
        const connectTimer = setTimeout(() => req.destroy(new TransportError('ETIMEDOUT_CONNECT', 'connect timeout')), timeouts.connectMs);
        let headersTimer: NodeJS.Timeout | undefined;
        req.on('socket', (socket) => {
          const connected = (): void => {
            clearTimeout(connectTimer);
            headersTimer = setTimeout(() => req.destroy(new TransportError('ETIMEDOUT_HEADERS', 'headers timeout')), timeouts.headersMs);
          };
          // A reused keep-alive socket is already connected.
          if ((socket as { connecting?: boolean }).connecting) socket.once('connect', connected);
          else connected();
        });
        req.on('error', fail);
        if (options.onSent) req.once('finish', options.onSent);
        req.on('response', (res) => {
          clearTimeout(connectTimer);
          clearTimeout(headersTimer);
          settled = true;
          // Body timeout: the longest silence between two pieces.
          res.setTimeout(timeouts.bodyMs, () => res.destroy(new TransportError('ETIMEDOUT_BODY', 'body timeout')));
          resolve({ status: res.statusCode ?? 0, headers: flattenHeaders(res.headers), body: res });
        });
        req.end();
      });
    },
    close: async () => {
      plain.agent.destroy();
      if (tls) (await tls).agent.destroy();
    },
  };
}

/** Through the proxy at `proxyUrl` (user info becomes Proxy-Authorization): undici, loaded only now. */
async function undiciProxyTransport(timeouts: Timeouts, proxyUrl: string): Promise<Transport> {
  const { ProxyAgent, request } = await import('undici');
  const dispatcher = new ProxyAgent({
    uri: proxyUrl,
    // Connecting to the proxy and, through it, to the API.
    proxyTls: { timeout: timeouts.connectMs },
    connectTimeout: timeouts.connectMs,
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
  });
  return {
    request: async (url, options) => {
      const res = await request(url, { method: 'GET', dispatcher, headers: options.headers, signal: options.signal });
      return { status: res.statusCode, headers: flattenHeaders(res.headers), body: res.body };
    },
    close: () => dispatcher.destroy(),
  };
}

/** Direct requests through node:http(s); each request with a `proxy` through that proxy. */
export function routedTransport(timeouts: Timeouts): Transport {
  const direct = nodeTransport(timeouts);
  const proxies = new Map<string, Promise<Transport>>();
  return {
    request: async (url, options) => {
      if (options.proxy === undefined) return direct.request(url, options);
      let proxied = proxies.get(options.proxy);
      if (proxied === undefined) {
        proxied = undiciProxyTransport(timeouts, options.proxy);
        proxies.set(options.proxy, proxied);
      }
      return (await proxied).request(url, options);
    },
    close: async () => {
      await direct.close();
      for (const proxied of proxies.values()) await (await proxied).close();
    },
  };
}
