/** `jobs pick`, `internships pick` and `list -i`: the interactive picker, only on a terminal. */
import type { ApiRecord } from '../../contract/record.js';
import { renderDetail } from '../../render/detail.js';
import { toSingleLine } from '../../render/sanitize.js';
import { noStyle } from '../../render/style.js';
import { addSaved } from '../../store/saved.js';
import { runPicker, type PickedFilters } from '../../interactive/flow.js';
import { emitList } from '../emit.js';
import { CliError, ExitCode, usageError } from '../exit-codes.js';
import { formatForPath } from '../settings.js';
import { warnOf, type Session } from '../session.js';
import { countOf, fetchListings, listingId, NOUNS, type ListingKind } from '../../listings/service.js';
import type { ListFlags } from '../command-table.js';
import { buildQuery } from '../listing-query.js';
import { validateFilterFlags } from '../filter-flags.js';

export async function pickCommand(s: Session, kind: ListingKind, flags: ListFlags): Promise<number> {
  const { ctx } = s;
  const noun = NOUNS[kind].many;
  if (!s.settings.interactive || !ctx.stdinIsTTY || !ctx.stdoutIsTTY) {
    const why = !s.settings.interactive ? '--no-input was given' : 'it needs a terminal on stdin and stdout';
    throw usageError(
      `the interactive picker cannot run: ${why}`,
      `Use flags instead: fresher ${noun} list --location VALUE --industry VALUE --role VALUE --work-type VALUE (see: fresher filters)`,
    );
  }
  const initial: PickedFilters = await validateFilterFlags(s, flags);
  const { filters: vocabulary } = await s.vocabulary();
  const { inquirerPrompts } = await import('../../interactive/inquirer-prompts.js');
  // The detail view goes to stderr: colour it only if stderr may be coloured.
  const style = s.settings.stderrColor ? s.style : noStyle;
  const prompts = await inquirerPrompts({ input: ctx.stdin, output: ctx.stderr }, Math.max(5, Math.min(15, ctx.rows - 8)));
  const show = (text: string): void => {
    ctx.stderr.write(text.endsWith('\n') ? text : `${text}\n`);
  };
  await runPicker(
    prompts,
    {
      fetch: async (picked) => (await fetchListings(s, kind, buildQuery(picked, (m) => s.msg.warn(m)))) as ApiRecord[],
      show,
      detail: (record) => `\n${renderDetail(record, kind, ctx.columns, style)}`,
      save: async (record) => {
        const id = listingId(record);
        if (id === undefined) return 'Not saved: the API gave this listing an id that is not a valid one.';
        const added = addSaved(s.stateDir(), kind, [{ id, savedAt: new Date(ctx.clock.now()).toISOString(), title: toSingleLine(String(record.title ?? '')), company: toSingleLine(String(record.company ?? '')), api: s.apiKey }], warnOf(s));
        return added ? `Saved. See them with: fresher ${noun} saved` : 'Already saved.';
      },
      exportTo: async (path, records) => {
        const format = formatForPath(path) ?? 'csv';
        await emitList({ ...s, settings: { ...s.settings, output: path, format, fields: undefined } }, kind, records, noun);
        return `Exported ${countOf(records.length, kind)} to ${path}`;
      },
      printId: async (record) => {
        // The id is the server's: printed only when it is one (a UUID), never as raw text.
        const id = listingId(record);
        if (id === undefined) throw new CliError('the API gave this listing an id that is not a valid one; nothing printed');
        ctx.stdout.write(`${id}\n`);
      },
    },
    vocabulary,
    noun,
    initial,
  );
  return ExitCode.ok;
}
