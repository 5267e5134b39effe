/**
 * The README's option reference, made from the command table: a test checks the README holds exactly
 * this text between its markers, and `npm run docs` writes it there.
 */
import { allCommands, GLOBAL_OPTIONS, optionFlags, type OptionSpec } from './command-table.js';

export const DOCS_START = '<!-- options: generated from src/cli/command-table.ts by `npm run docs` -->';
export const DOCS_END = '<!-- options: end -->';

const cell = (s: string): string => s.replace(/\|/g, '\\|');

function table(options: readonly OptionSpec[], withSettings: boolean): string {
  const head = withSettings ? '| option | what it does | environment | config key |\n| --- | --- | --- | --- |' : '| option | what it does |\n| --- | --- |';
  const rows = options.map((o) => {
    const what = `${cell(o.description)}${o.choices ? ` (${o.choices.join(', ')})` : ''}${o.default !== undefined ? ` (default ${o.default})` : ''}`;
    const flag = `\`${optionFlags(o)}\``;
    return withSettings ? `| ${flag} | ${what} | ${o.env ? `\`${o.env}\`` : ''} | ${o.configKey ? `\`${o.configKey}\`` : ''} |` : `| ${flag} | ${what} |`;
  });
  return `${head}\n${rows.join('\n')}`;
}

export function optionsReference(): string {
  const sections = [`Global options (accepted by every command):\n\n${table(GLOBAL_OPTIONS, true)}`];
  // Commands with the same options share a table.
  const byOptions = new Map<readonly OptionSpec[], string[]>();
  for (const { path, spec } of allCommands()) {
    if (!spec.options?.length) continue;
    const same = [...byOptions.keys()].find((k) => k.length === spec.options?.length && k.every((o, i) => o === spec.options?.[i]));
    const names = byOptions.get(same ?? spec.options) ?? [];
    names.push(`\`fresher ${path.join(' ')}\``);
    byOptions.set(same ?? spec.options, names);
  }
  for (const [options, names] of byOptions) sections.push(`${names.join(', ')}:\n\n${table(options, false)}`);
  return `${DOCS_START}\n${sections.join('\n\n')}\n${DOCS_END}`;
}

/** The README with its reference section replaced by the current one. */
export function withReference(readme: string): string {
  const start = readme.indexOf(DOCS_START);
  const end = readme.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${DOCS_START} ... ${DOCS_END}`);
  return readme.slice(0, start) + optionsReference() + readme.slice(end + DOCS_END.length);
}
