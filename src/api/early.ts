/**
 * One GET sent ahead of the client (see cli/early-request.ts), held until the client asks for exactly
 * the same URL with the same headers. The client then treats it as its first attempt, so retries,
 * Retry-After waits and errors work as for any other response.
 */
import { PassThrough, pipeline } from 'node:stream';
import type { Transport, TransportResponse } from './transport.js';

/** How much of an early body is read ahead while nobody consumes it; the rest waits (backpressure). */
const READ_AHEAD_BYTES = 4 * 1024 * 1024;

/**
 * The same response, its body read ahead into memory up to a bound, so the transfer also happens while
 * fresher loads. Errors (resets, the body timeout) reach whoever reads it, with their codes.
 */
function readAhead(res: TransportResponse): TransportResponse {
  const body = new PassThrough({ highWaterMark: READ_AHEAD_BYTES });
  pipeline(res.body, body, () => undefined);
  return { ...res, body };
}

interface EarlyRequest {
  key: string;
  response: Promise<TransportResponse>;
  transport: Transport;
  taken: boolean;
}

let pending: EarlyRequest | undefined;

const keyOf = (url: string, headers: Record<string, string>): string => JSON.stringify([url, headers]);

export function offerEarly(url: string, headers: Record<string, string>, transport: Transport, response: Promise<TransportResponse>): void {
  // Whoever takes it sees a failure; until then it must not count as unhandled.
  const ahead = response.then(readAhead);
  ahead.catch(() => undefined);
  pending = { key: keyOf(url, headers), response: ahead, transport, taken: false };
}

/** The response sent ahead for this request, once; undefined for any other request. */
export function takeEarly(url: string, headers: Record<string, string>): Promise<TransportResponse> | undefined {
  if (!pending || pending.taken || pending.key !== keyOf(url, headers)) return undefined;
  pending.taken = true;
  return pending.response;
}

/** At the end of a run: a response nobody asked for is dropped unread, and the connection closed. */
export async function closeEarly(): Promise<void> {
  const early = pending;
  pending = undefined;
  if (!early) return;
  // Closing the transport also breaks off a request still in flight.
  await early.transport.close();
  if (!early.taken) void early.response.then((res) => res.body.destroy(), () => undefined);
}
