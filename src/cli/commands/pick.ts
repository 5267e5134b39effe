/**
 * `jobs pick`, `internships pick` and `list -i`: the interactive picker. It draws on the terminal
 * device itself (/dev/tty; CONIN$/CONOUT$ on Windows), so stdout stays free for what is chosen:
 * `id=$(fresher jobs pick)` and `fresher jobs pick | xargs fresher jobs save` work. One request fetches
 * the listings; filters (several values per group, with counts), search and refine flags apply locally.
 */
import { closeSync, existsSync, openSync } from 'node:fs';
import { ReadStream, WriteStream } from 'node:tty';
import type { ApiRecord } from '../../contract/record.js';
import { refine } from '../../refine/refine.js';
import { noStyle } from '../../render/style.js';
import { toSingleLine } from '../../render/sanitize.js';
import { terminalWidth } from '../../render/width.js';
import { addEntries } from '../../store/saved.js';
import { expandHome } from '../../store/paths.js';
import { loadSeen } from '../../store/seen.js';
import { badge, indexTracker } from '../../listings/hunt.js';
import { initialModel, type Selections } from '../../interactive/picker-model.js';
import { emitList } from '../emit.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { formatForPath } from '../settings.js';
import { warnOf, type Session } from '../session.js';
import { countOf, fetchListings, listingId, NOUNS, type ListingKind } from '../../listings/service.js';
import { FILTER_FLAGS, type ListFlags } from '../command-table.js';
import { parseLimit } from '../listing-query.js';
import { validateFilterFlags } from '../filter-flags.js';
import { refineOptions } from './listings.js';
import { profileMatcher } from '../match-output.js';
import { savedEntry } from './saved.js';
import { trackListings } from './track.js';
import { shortId } from '../../contract/short-id.js';
import type { Messenger } from '../messages.js';

interface Terminal {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream & { columns?: number; rows?: number };
  close(): void;
}

/**
 * Calls `listener` when the terminal is resized, with the stream's size read again first. Node reads
 * it again (tty.WriteStream's _refreshSize, on SIGWINCH) only for its own stdout and stderr, not for
 * a stream opened on /dev/tty, whose getWindowSize() keeps answering the size at start.
 */
export function onResize(output: Terminal['output'], listener: () => void): () => void {
  const refresh = (): void => {
    (output as { _refreshSize?: () => void })._refreshSize?.();
    listener();
  };
  process.on('SIGWINCH', refresh);
  return () => process.off('SIGWINCH', refresh);
}

/** The terminal device, apart from stdin and stdout; else stdin and stderr when both are terminals. */
export function openTerminal(s: Pick<Session, 'ctx'>): Terminal | undefined {
  const [inPath, outPath] = process.platform === 'win32' ? ['CONIN$', 'CONOUT$'] : ['/dev/tty', '/dev/tty'];
  let inFd: number | undefined;
  let outFd: number | undefined;
  try {
    inFd = openSync(inPath, 'r');
    outFd = openSync(outPath, 'w');
    const input = new ReadStream(inFd);
    const output = new WriteStream(outFd);
    let open = true;
    return {
      input,
      output,
      close: () => {
        if (!open) return;
        open = false;
        input.destroy();
        output.end();
      },
    };
  } catch {
    // No controlling terminal (a service, CI): try the standard streams.
    for (const fd of [inFd, outFd])
      if (fd !== undefined)
        try {
          closeSync(fd);
        } catch {
          /* already closed */
        }
  }
  if (s.ctx.stdinIsTTY && s.ctx.stderrIsTTY) return { input: s.ctx.stdin, output: s.ctx.stderr as Terminal['output'], close: () => {} };
  return undefined;
}

/** The wait after ESC for an escape sequence: ESCDELAY (ms) as curses programs read it, else 100 ms. */
export function escapeDelay(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.ESCDELAY?.trim();
  const ms = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(ms) && ms <= 10_000 ? ms : 100;
}

/** A messenger that says nothing while the picker owns the screen; warnings become the picker's message. */
export function quietly(msg: Messenger, warnings: string[]): Messenger {
  return { ...msg, isTTY: false, notice: () => {}, raw: () => {}, debug: () => {}, warn: (t) => warnings.push(t), error: (t) => warnings.push(t) };
}

export async function pickCommand(s: Session, kind: ListingKind, flags: ListFlags): Promise<number> {
  const { ctx } = s;
  const noun = NOUNS[kind];
  const term = s.settings.interactive ? openTerminal(s) : undefined;
  if (!term) {
    const why = !s.settings.interactive ? '--no-input was given' : 'it needs a terminal';
    throw usageError(
      `the interactive picker cannot run: ${why}`,
      `Use flags instead: fresher ${noun.many} list --location VALUE --industry VALUE --role VALUE --work-type VALUE (see: fresher filters)`,
    );
  }
  let restore: (() => void) | undefined;
  try {
    const validated = await validateFilterFlags(s, flags);
    const options = await refineOptions(s, flags, kind);
    const limit = parseLimit(flags.limit);
    const { filters: vocabulary } = await s.vocabulary();
    // One request for everything the filters can reach; hidden roles are a different collection.
    const all = (await fetchListings(s, kind, flags.hidden ? { is_unofficial: 'true' } : {})) as ApiRecord[];
    const seen = flags.new ? loadSeen(s.stateDir(), { api: s.apiKey, formerApi: s.formerApiKey, kind, query: {} }, warnOf(s)) : undefined;
    // What the command's flags keep (the counts beside filter values use it too), then its --limit.
    const kept = (records: ApiRecord[]): ApiRecord[] => {
      const out = refine(records, options).records;
      return seen ? out.filter((r) => !seen.has(listingId(r) ?? '')) : out;
    };
    const refineAll = (records: ApiRecord[]): ApiRecord[] => (limit !== undefined ? kept(records).slice(0, limit) : kept(records));
    const initial: Selections = {
      values: Object.fromEntries(FILTER_FLAGS.map((f) => [f.key, validated[f.key] ?? []])),
      campus: flags.onCampus ? 'on' : flags.offCampus ? 'off' : 'any',
    };
    // Read again after the picker's `t` records a status, so the list shows it at once.
    let tracked = indexTracker(s.state().tracker.load().entries);
    // With a profile, the detail explains each listing's match, worked out when it is opened.
    const matcher = await profileMatcher(s, kind);
    const model = initialModel({
      all,
      vocabulary,
      initial,
      refine: refineAll,
      counted: kept,
      limit,
      noun,
      defaultExport: `${noun.many}.csv`,
      badge: (r) => badge(r, tracked, ctx.clock.now()),
      ...(matcher ? { match: (r: ApiRecord) => matcher.match(r) } : {}),
    });
    const style = s.settings.ttyColor ? s.style : noStyle;
    const { runPickerPrompt } = await import('../../interactive/picker-prompt.js');
    const { setRaw } = await import('../../interactive/suspend.js');
    // Ended by a signal (SIGTERM), the prompt cannot give the terminal back itself: done here.
    restore = () => {
      term.output.write('\u001b[?25h\n');
      setRaw(term.input, false);
    };
    ctx.onInterrupt.add(restore);
    const result = await runPickerPrompt(
      model,
      { refine: refineAll },
      {
        save: async (records) => {
          const entries = records.flatMap((r) => {
            const id = listingId(r);
            return id === undefined ? [] : [savedEntry(s, id, r)];
          });
          if (entries.length === 0) return 'not saved: the API gave this listing an id that is not a valid one';
          const added = s.state().saved.update((mine) => addEntries(mine, kind, entries));
          return `saved ${countOf(added, kind)}${added < entries.length ? ` (${entries.length - added} already saved)` : ''}; see them with: fresher ${noun.many} saved`;
        },
        track: async (records, status) => {
          const listings = records.flatMap((r) => {
            const id = listingId(r);
            return id === undefined ? [] : [{ id, kind, record: r }];
          });
          if (listings.length === 0) return 'not tracked: the API gave this listing an id that is not a valid one';
          trackListings(s, listings, { status, at: new Date(ctx.clock.now()).toISOString() });
          tracked = indexTracker(s.state().tracker.load().entries);
          const which = listings.length === 1 ? shortId(listings[0]?.id ?? '') : countOf(listings.length, kind);
          return `${which}: ${status}; see the board with: fresher track`;
        },
        exportTo: async (typed, overwrite, records, label) => {
          // Typed here, so no shell expanded a leading ~.
          const path = expandHome(typed, ctx.env);
          if (!overwrite && existsSync(path)) return { exists: true };
          const format = formatForPath(path) ?? 'csv';
          const warnings: string[] = [];
          await emitList(
            { ...s, msg: quietly(s.msg, warnings), settings: { ...s.settings, output: path, format, fields: undefined } },
            kind,
            records,
            noun.many,
          );
          return { text: `wrote ${label} to ${toSingleLine(path)}${warnings.length ? ` (${warnings.join('; ')})` : ''}` };
        },
      },
      {
        input: term.input,
        output: term.output,
        size: () => ({ width: terminalWidth(term.output.columns) ?? ctx.columns, height: term.output.rows || ctx.rows }),
        onResize: (listener) => onResize(term.output, listener),
        escapeDelayMs: escapeDelay(ctx.env),
        signal: ctx.signal,
      },
      style,
      kind,
    );
    if (result.kind === 'quit') return ExitCode.ok;
    return await printChosen(s, kind, result.records);
  } finally {
    if (restore) ctx.onInterrupt.delete(restore);
    term.close();
  }
}

/** What was chosen, on stdout: ids one per line, or the records in the format asked for (--json, ...). */
async function printChosen(s: Session, kind: ListingKind, records: ApiRecord[]): Promise<number> {
  const format = s.settings.format;
  if (format !== undefined && format !== 'table' && format !== 'plain') {
    await emitList(s, kind, records, NOUNS[kind].many);
    return ExitCode.ok;
  }
  // Ids are the server's: printed only when they are ids (UUIDs), never as raw text.
  const ids = records.map(listingId);
  if (ids.some((id) => id === undefined)) throw new CliError('the API gave this listing an id that is not a valid one; nothing printed');
  s.ctx.stdout.write(ids.map((id) => `${id}\n`).join(''));
  return ExitCode.ok;
}
