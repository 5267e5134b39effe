/**
 * The run's connection to an API: the configured one, or the built-in sandbox started in-process on
 * 127.0.0.1 when none is configured; the client is built on first use (undici, the sandbox and the
 * client load only then).
 */
import { join } from 'node:path';
import type { ApiClient } from '../api/client.js';
import { cacheDir } from '../store/paths.js';
import { USER_AGENT } from '../version.js';
import type { Context } from './context.js';
import type { Messenger } from './messages.js';
import type { Settings } from './settings.js';
import type { StatusLine } from './status-line.js';

export interface Connection {
  api(): Promise<ApiClient>;
  /** True once the data is known to come from a sandbox (built-in or a `fresher sandbox` server); says so once. */
  isSandbox(): boolean;
  close(): Promise<void>;
}

export function connection(ctx: Context, settings: Settings, msg: Messenger, status: StatusLine): Connection {
  let client: ApiClient | undefined;
  let sandbox: { close(): Promise<void> } | undefined;
  let sandboxNoted = false;
  return {
    api: async () => {
      if (client) return client;
      let apiUrl = settings.api?.url;
      let siteUrl = settings.site?.url;
      if (apiUrl === undefined) {
        const { startSandbox } = await import('../sandbox/server.js');
        const started = await status.progress('starting the built-in sandbox', () =>
          startSandbox({ host: '127.0.0.1', port: 0, snapshotDir: join(cacheDir(ctx.env), 'sandbox') }),
        );
        sandbox = started;
        apiUrl = started.url;
        // A dataset origin of its own still counts; otherwise the sandbox serves the dataset too.
        siteUrl = settings.site?.url ?? started.url;
        sandboxNoted = true;
        // One line even at 60 columns: the README and --help say how to set an API.
        msg.notice('SAMPLE DATA (built-in sandbox; set --api-url)');
      }
      const { ApiClient } = await import('../api/client.js');
      client = new ApiClient({
        apiUrl,
        siteUrl: siteUrl ?? apiUrl,
        timeoutMs: settings.timeoutSeconds * 1000,
        maxWaitSeconds: settings.maxWaitSeconds,
        userAgent: USER_AGENT,
        authorization: { api: settings.api?.authorization, site: settings.site?.authorization },
        useProxy: sandbox === undefined,
        env: ctx.env,
        clock: ctx.clock,
        signal: ctx.signal,
        ...(ctx.early ? { early: ctx.early } : {}),
        ...(settings.maxResponseBytes !== undefined ? { maxResponseBytes: settings.maxResponseBytes } : {}),
        events: {
          rateLimitWait: (seconds, why, _url, attempt) =>
            status.countdown(seconds, (left) =>
              why === 'pacing'
                ? `pausing ${left}s to stay within the API rate limit`
                : `rate limited by the API; retrying in ${left}s (Retry-After; attempt ${attempt?.n ?? 2} of ${attempt?.of ?? 2})`,
            ),
          retry: (attempt, delayMs, reason) => msg.notice(`${reason} from the API; retrying in ${(delayMs / 1000).toFixed(1)}s (retry ${attempt})`),
          warning: (m) => msg.warn(m),
          debug: (m) => msg.debug(m),
          bytes: (n) => status.received(n),
        },
      });
      return client;
    },
    isSandbox: () => {
      if (client?.sandboxServer && !sandboxNoted) {
        sandboxNoted = true;
        // One line at 60 columns, like the built-in one; the person knows which URL they set.
        msg.notice('SAMPLE DATA (the API is a fresher sandbox)');
      }
      return sandbox !== undefined || client?.sandboxServer === true;
    },
    close: async () => {
      await client?.close();
      await sandbox?.close();
    },
  };
}
