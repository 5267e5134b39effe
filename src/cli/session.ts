/**
 * Per-invocation wiring for commands that talk to the API: settings, messages and colours, composed
 * with the connection (connection.ts), the status line (status-line.ts), the vocabulary cache and the
 * store. Heavy modules load only when a command first needs them.
 */
import type { ApiClient } from '../api/client.js';
import { readConfig } from '../store/config-read.js';
import { BUILTIN_SANDBOX, parseApiAddress } from '../contract/api-url.js';
import { openStore, type ApiState } from '../store/state.js';
import type { Style } from '../render/style.js';
import { noStyle } from '../render/style.js';
import { loadVocabulary, type LoadedVocabulary } from '../vocabulary/load.js';
import type { Context } from './context.js';
import { CliError, ExitCode } from './exit-codes.js';
import { messenger, type Messenger } from './messages.js';
import { resolveSettings, type GlobalFlags, type Settings, type Writes } from './settings.js';
import { connection } from './connection.js';
import { statusLine } from './status-line.js';

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
export const warnOf =
  (s: Pick<Session, 'msg'>) =>
  (message: string): void =>
    s.msg.warn(message);

async function chalkStyle(): Promise<Style> {
  const { Chalk } = await import('chalk');
  const c = new Chalk({ level: 1 });
  return {
    header: (s) => c.bold(s),
    dim: (s) => c.dim(s),
    accent: (s) => c.cyan(s),
    good: (s) => c.green(s),
    warn: (s) => c.yellow(s),
    bold: (s) => c.bold(s),
  };
}

/**
 * The API configured for good (the config file, else the environment; never a flag given for one run):
 * what state files from before identities existed, which recorded no API, are taken to belong to.
 */
function homeApi(...configured: (string | undefined)[]): string {
  const url = configured.find((u) => u !== undefined && u !== '');
  if (url === undefined) return BUILTIN_SANDBOX;
  try {
    return parseApiAddress(url).identity;
  } catch {
    return BUILTIN_SANDBOX;
  }
}

/**
 * The session is composed of an I/O part (messages, colours, the status line) and services built from
 * the settings (the connection, the vocabulary cache, the store), each in a module of its own.
 */
/** `writes`: what the command can write, where a configured default format is judged (see resolveSettings). */
export async function openSession(ctx: Context, flags: GlobalFlags, writes: Writes = {}): Promise<Session> {
  const config = readConfig(ctx.env);
  const settings = resolveSettings(flags, ctx, config.values, writes);
  const msg = messenger(ctx, { quiet: settings.quiet, debug: settings.debug, color: settings.stderrColor, secrets: settings.secrets });
  if (config.problem) {
    // The config names an API that cannot be read: stop rather than show sample data as if it were it.
    if (config.apiUrlLost && settings.api === undefined)
      throw new CliError(
        `${config.problem}; it ${config.unreadable ? 'may name' : 'names'} your API (api-url), so fresher stops instead of showing sample data`,
        ExitCode.usage,
      );
    msg.warn(config.problem);
  }
  const style = settings.color ? await chalkStyle() : noStyle;
  const status = statusLine(ctx, msg, settings.quiet);
  const conn = connection(ctx, settings, msg, status);
  // Caches and every piece of state are kept per API identity (never with user info in it).
  const apiKey = settings.api?.identity ?? BUILTIN_SANDBOX;
  const store = openStore(
    ctx.env,
    apiKey,
    { notice: (m) => msg.notice(m), warn: (m) => msg.warn(m) },
    homeApi(config.values['api-url'], ctx.env.FRESHER_API_URL),
  );
  let vocabulary: Promise<LoadedVocabulary> | undefined;
  return {
    ctx,
    settings,
    msg,
    style,
    api: conn.api,
    apiKey,
    stateDir: store.stateDir,
    state: store.state,
    formerApiKey: settings.api?.formerKey ?? BUILTIN_SANDBOX,
    progress: status.progress,
    vocabulary: (refresh = false) =>
      (vocabulary =
        refresh || !vocabulary
          ? status.progress('fetching the filter vocabulary', () =>
              loadVocabulary(
                { env: ctx.env, apiKey, ttlSeconds: settings.cacheTtlSeconds, now: ctx.clock.now(), client: conn.api, warn: (m) => msg.warn(m) },
                refresh,
              ),
            )
          : vocabulary),
    isSandbox: conn.isSandbox,
    close: conn.close,
  };
}
