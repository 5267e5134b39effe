/**
 * One GET sent ahead of the client (see cli/early-request.ts), held until the client asks for exactly
 * the same URL with the same headers. The client then treats it as its first attempt, so retries,
 * Retry-After waits and errors work as for any other response.
 */
import { finished, PassThrough } from 'node:stream';
import type { Transport, TransportResponse } from './transport.js';

/** How much of an early body is read ahead while nobody consumes it; the rest waits (backpressure). */
const READ_AHEAD_BYTES = 4 * 1024 * 1024;

/**
 * The same response, its body read ahead into memory up to a bound, so the transfer also happens while
 * fresher loads. Errors (resets, the body timeout) reach whoever reads it, with their codes.
 */
function readAhead(res: TransportResponse): TransportResponse {
  const body = new PassThrough({ highWaterMark: READ_AHEAD_BYTES });
  const source = res.body;
  // What pipeline() would do, without loading it on every run: an error or a premature end of the
  // source reaches the reader (finished() gives the same errors), and a reader that goes away
  // releases the source (destroying a source that has ended is a no-op).
  finished(source, (e) => {
    if (e) body.destroy(e);
  });
  body.once('close', () => source.destroy());
  source.pipe(body);
  return { ...res, body };
}

const keyOf = (url: string, headers: Record<string, string>): string => JSON.stringify([url, headers]);

/** A response sent ahead, handed to the client through its options (ClientOptions.early). */
export class EarlyResponse {
  private taken = false;
  private closed = false;
  private readonly key: string;
  private readonly response: Promise<TransportResponse>;
  /** Settles once the request has left (written to the connection) or failed. */
  readonly sent: Promise<void>;

  constructor(
    url: string,
    headers: Record<string, string>,
    private readonly transport: Transport,
    response: Promise<TransportResponse>,
    written: Promise<void> = Promise.resolve(),
  ) {
    this.key = keyOf(url, headers);
    const settled = (): undefined => undefined;
    this.sent = Promise.race([written, response.then(settled, settled)]);
    // Whoever takes it sees a failure; until then it must not count as unhandled.
    this.response = response.then(readAhead);
    this.response.catch(() => undefined);
  }

  /** The response for this request, once; undefined for any other request. */
  take(url: string, headers: Record<string, string>): Promise<TransportResponse> | undefined {
    if (this.taken || this.closed || this.key !== keyOf(url, headers)) return undefined;
    this.taken = true;
    return this.response;
  }

  /** At the end of a run: a response nobody asked for is dropped unread, and the connection closed. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Closing the transport also breaks off a request still in flight.
    await this.transport.close();
    if (!this.taken)
      void this.response.then(
        (res) => res.body.destroy(),
        () => undefined,
      );
  }
}
