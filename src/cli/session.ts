/**
 * Per-invocation wiring: settings, messages, colours, and the API client (a configured API, or the
 * built-in sandbox started in-process on 127.0.0.1 when none is configured). Heavy modules load here,
 * only for commands that talk to the API.
 */
import { join } from 'node:path';
import type { ApiClient } from '../api/client.js';
import { readConfig } from '../store/config-read.js';
import { BUILTIN_SANDBOX } from '../contract/api-url.js';
import { migrateLegacyState, migrationNotice } from '../store/migrate.js';
import { cacheDir, stateDir } from '../store/paths.js';
import { openApiState, type ApiState } from '../store/state.js';
import type { Style } from '../render/style.js';
import { noStyle } from '../render/style.js';
import { USER_AGENT } from '../version.js';
import { loadVocabulary, type LoadedVocabulary } from '../vocabulary/load.js';
import type { Context } from './context.js';
import { CliError, ExitCode } from './exit-codes.js';
import { messenger, type Messenger } from './messages.js';
import { resolveSettings, type GlobalFlags, type Settings } from './settings.js';

export interface Session {
  ctx: Context;
  settings: Settings;
  msg: Messenger;
  /** Colours for stdout (identity when colour is off). */
  style: Style;
  api(): Promise<ApiClient>;
  /** The filter vocabulary: cached per API with a TTL, refreshed from the API, stale copy when it is down. */
  vocabulary(refresh?: boolean): Promise<LoadedVocabulary>;
  /** Which API the data comes from, as a cache key: its URL, or the built-in sandbox. */
  apiKey: string;
  /** True once the data is known to come from a sandbox (built-in or a `fresher sandbox` server). */
  isSandbox(): boolean;
  /** The state dir; the first call moves state left by fresher 0.1 there, with a one-line notice. */
  stateDir(): string;
  /** The person's saved, tracked, hidden and searched entries for this API (opened once per run). */
  state(): ApiState;
  /** What fresher 0.1 called this API in file names (for the `--new` memory it left). */
  formerApiKey: string;
  /** Runs slow work, saying so on a terminal's stderr if it takes more than a moment. */
  progress<T>(label: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The session's warnings as a plain callback, for the stores. */
export const warnOf = (s: Pick<Session, 'msg'>) => (message: string): void => s.msg.warn(message);

async function chalkStyle(): Promise<Style> {
  const { Chalk } = await import('chalk');
  const c = new Chalk({ level: 1 });
  return { header: (s) => c.bold(s), dim: (s) => c.dim(s), accent: (s) => c.cyan(s), good: (s) => c.green(s), warn: (s) => c.yellow(s), bold: (s) => c.bold(s) };
}

/** Set while a countdown owns the status line, so the progress line does not draw over it. */
const statusLine = { countingDown: false };

/** Waits `seconds`, showing a live countdown on a terminal and a single line otherwise. */
async function countdown(ctx: Context, msg: Messenger, seconds: number, text: (left: number) => string): Promise<void> {
  if (seconds <= 0) return;
  if (!msg.isTTY) {
    msg.notice(text(seconds));
    await ctx.clock.sleep(seconds * 1000, ctx.signal);
    return;
  }
  statusLine.countingDown = true;
  try {
    for (let left = seconds; left > 0; left--) {
      msg.raw(`\r\u001b[2Kfresher: ${text(left)}`);
      await ctx.clock.sleep(1000, ctx.signal);
    }
  } finally {
    statusLine.countingDown = false;
    msg.raw('\r\u001b[2K');
  }
}

/** After this long without an answer, a terminal user is told what is happening. */
const PROGRESS_AFTER_MS = 300;
/** How often the progress line shows the bytes received. */
const PROGRESS_REFRESH_MS = 500;

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}

export async function openSession(ctx: Context, flags: GlobalFlags): Promise<Session> {
  const config = readConfig(ctx.env);
  const settings = resolveSettings(flags, ctx, config.values);
  const msg = messenger(ctx, { quiet: settings.quiet, debug: settings.debug, color: settings.stderrColor, secrets: settings.secrets });
  if (config.problem) {
    // The config names an API that cannot be read: stop rather than show sample data as if it were it.
    if (config.apiUrlLost && settings.api === undefined) throw new CliError(`${config.problem}; it names your API (api-url), so fresher stops instead of showing sample data`, ExitCode.usage);
    msg.warn(config.problem);
  }
  const style = settings.color ? await chalkStyle() : noStyle;

  // Bytes of the response being read, for the progress line.
  let received = 0;
  // Work in progress, innermost last: the line names what is being waited for right now, and only
  // the outermost piece of work owns the timer (fetching the vocabulary may start the sandbox).
  const labels: string[] = [];
  const progress = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    if (!ctx.stderrIsTTY || settings.quiet) return work();
    labels.push(label);
    if (labels.length > 1) {
      try {
        return await work();
      } finally {
        labels.splice(labels.lastIndexOf(label), 1);
      }
    }
    let shown = false;
    received = 0;
    const render = (): void => {
      if (statusLine.countingDown) return;
      shown = true;
      msg.raw(`\r\u001b[2Kfresher: ${labels.at(-1) ?? label}…${received > 0 ? ` ${formatBytes(received)} received` : ''}`);
    };
    let ticker: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      render();
      ticker = setInterval(render, PROGRESS_REFRESH_MS);
    }, PROGRESS_AFTER_MS);
    try {
      return await work();
    } finally {
      labels.length = 0;
      clearTimeout(timer);
      clearInterval(ticker);
      if (shown) msg.raw('\r\u001b[2K');
    }
  };

  let client: ApiClient | undefined;
  let sandbox: { close(): Promise<void> } | undefined;
  let sandboxNoted = false;

  const api = async (): Promise<ApiClient> => {
    if (client) return client;
    let apiUrl = settings.api?.url;
    let siteUrl = settings.site?.url;
    if (apiUrl === undefined) {
      const { startSandbox } = await import('../sandbox/server.js');
      const started = await progress('starting the built-in sandbox', () => startSandbox({ host: '127.0.0.1', port: 0, snapshotDir: join(cacheDir(ctx.env), 'sandbox') }));
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
          countdown(ctx, msg, seconds, (left) =>
            why === 'pacing'
              ? `pausing ${left}s to stay within the API rate limit`
              : `rate limited by the API; retrying in ${left}s (Retry-After; attempt ${attempt?.n ?? 2} of ${attempt?.of ?? 2})`),
        retry: (attempt, delayMs, reason) => msg.notice(`${reason} from the API; retrying in ${(delayMs / 1000).toFixed(1)}s (retry ${attempt})`),
        warning: (m) => msg.warn(m),
        debug: (m) => msg.debug(m),
        bytes: (n) => {
          received = n;
        },
      },
    });
    return client;
  };

  let state: string | undefined;
  const stateDirOnce = (): string => {
    if (state === undefined) {
      const moved = migrateLegacyState(ctx.env);
      if (moved) msg.notice(migrationNotice('saved state', moved));
      state = stateDir(ctx.env);
    }
    return state;
  };

  // Caches and every piece of state are kept per API identity (never with user info in it).
  const apiKey = settings.api?.identity ?? BUILTIN_SANDBOX;
  let vocabulary: Promise<LoadedVocabulary> | undefined;
  let apiState: ApiState | undefined;
  return {
    ctx,
    settings,
    msg,
    style,
    api,
    apiKey,
    stateDir: stateDirOnce,
    state: () => (apiState ??= openApiState({ saved: stateDirOnce, hunt: () => state ?? stateDir(ctx.env) }, apiKey, (m) => msg.warn(m))),
    formerApiKey: settings.api?.formerKey ?? BUILTIN_SANDBOX,
    progress,
    vocabulary: (refresh = false) =>
      (vocabulary = refresh || !vocabulary
        ? progress('fetching the filter vocabulary', () =>
            loadVocabulary({ env: ctx.env, apiKey, ttlSeconds: settings.cacheTtlSeconds, now: ctx.clock.now(), client: api, warn: (m) => msg.warn(m) }, refresh))
        : vocabulary),
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
