/**
 * How bytes move. Direct connections use node:http/https: they are in Node's startup snapshot, while
 * importing undici costs about 120 ms on every invocation (measured on Node 20, see test/bench). When
 * HTTP_PROXY / HTTPS_PROXY apply to the API (and NO_PROXY does not exclude it), undici's
 * EnvHttpProxyAgent carries the request instead, loaded only then.
 */
import { namedCollection } from '../contract/record.js';
import * as http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

export interface TransportResponse {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body as a stream of Buffers; `text()` reads it whole. */
  body: Readable;
}

export interface RequestOptions {
  headers: Record<string, string>;
  signal?: AbortSignal;
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

/** The whole body as bytes. */
export async function readBytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
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
  const forHttps = (): Promise<Connector> =>
    (tls ??= import('node:https').then((lib) => ({ lib, agent: new lib.Agent({ keepAlive: true, maxSockets: 8 }) })));
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

export async function undiciProxyTransport(timeouts: Timeouts): Promise<Transport> {
  const { EnvHttpProxyAgent, request } = await import('undici');
  const dispatcher = new EnvHttpProxyAgent({
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

/** Whether HTTP(S)_PROXY applies to this URL, NO_PROXY considered (same rules as undici's EnvHttpProxyAgent). */
export function proxyApplies(url: string, env: Record<string, string | undefined>): boolean {
  const target = new URL(url);
  const proxy = target.protocol === 'https:' ? env.HTTPS_PROXY ?? env.https_proxy : env.HTTP_PROXY ?? env.http_proxy;
  if (!proxy) return false;
  const noProxy = (env.NO_PROXY ?? env.no_proxy ?? '').trim();
  if (noProxy === '*') return false;
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  for (const raw of noProxy.split(/[,\s]+/).filter(Boolean)) {
    const [entryHost = '', entryPort] = raw.toLowerCase().replace(/^\[(.*)\](:\d+)?$/, '$1$2').split(/:(?=\d+$)/);
    if (entryPort && entryPort !== port) continue;
    const bare = entryHost.replace(/^\*?\./, '');
    if (host === bare || host.endsWith(`.${bare}`)) return false;
  }
  return true;
}
