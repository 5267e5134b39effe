/**
 * fresher(1), made at build time from the command table (every command with its arguments, options
 * and examples) and the top-level help (its Environment and Exit codes sections), so the manual and
 * `--help` never disagree. Plain man(7) macros, which man-db, mandoc and groff all read.
 */
import { allCommands, GLOBAL_OPTIONS, type ArgSpec, type CommandSpec, type OptionSpec } from './command-table.js';

/** Characters the help uses, as glyphs every groff device has (₹ has none outside UTF-8: "Rs"). */
const GLYPHS = new Map([
  ['—', '\\(em'],
  ['–', '\\(en'],
  ['…', '...'],
  ['·', '\\(pc'],
  ['’', "'"],
  ['‘', '`'],
  ['“', '\\(lq'],
  ['”', '\\(rq'],
  ['₹', 'Rs.'],
  ['×', '\\(mu'],
  ['→', '\\(->'],
]);

/**
 * Text for roff: backslashes escaped, non-ASCII as \[uXXXX] (no input encoding to guess), a dot or
 * quote that would start a request at a line start neutralised, hyphens in flags as minus signs.
 */
export function roff(text: string): string {
  const escaped = [...text.replace(/\\/g, '\\e')]
    .map((c) => {
      const code = c.codePointAt(0) as number;
      if (code < 0x80) return c;
      return GLYPHS.get(c) ?? `\\[u${code.toString(16).toUpperCase().padStart(4, '0')}]`;
    })
    .join('');
  return escaped
    .split('\n')
    .map((line) => (/^[.']/.test(line) ? `\\&${line}` : line))
    .join('\n');
}

/** A flag or command word: its hyphens are minus signs (copy-pasteable, searchable). */
const word = (text: string): string => roff(text).replace(/-/g, '\\-');

const argWord = (a: ArgSpec): string => `${a.required ? '' : '['}${a.name.toUpperCase()}${a.variadic ? '...' : ''}${a.required ? '' : ']'}`;

function optionItem(o: OptionSpec): string {
  const flags = `${o.short ? `\\fB\\-${o.short}\\fR, ` : ''}\\fB${word(`--${o.long}`)}\\fR${o.value ? ` \\fI${roff(o.value)}\\fR` : ''}`;
  const extra = [
    o.choices ? `one of: ${o.choices.join(', ')}` : '',
    o.default !== undefined ? `default ${o.default}` : '',
    // Unless the description already says so ("repeat for several", "(repeatable)").
    o.repeatable && !/repeat/i.test(o.description) ? 'may be repeated' : '',
  ].filter(Boolean);
  return `.TP\n${flags}\n${roff(o.description)}${extra.length ? ` (${roff(extra.join('; '))})` : ''}`;
}

/**
 * A command's notes: prose lines filled as paragraphs, for man to wrap at the reader's width;
 * indented lines (a table of settings, a list) kept as written.
 */
export function notesRoff(notes: string): string {
  const out: string[] = [];
  let prose: string[] = [];
  let kept: string[] = [];
  const flush = (): void => {
    if (prose.length) out.push(`.PP\n${roff(prose.join(' '))}`);
    if (kept.length) out.push(`.PP\n.nf\n${kept.map(roff).join('\n')}\n.fi`);
    prose = [];
    kept = [];
  };
  for (const line of notes.trim().split('\n')) {
    if (line.trim() === '') flush();
    else if (/^\s/.test(line)) {
      if (prose.length) {
        out.push(`.PP\n${roff(prose.join(' '))}`);
        prose = [];
      }
      kept.push(line);
    } else {
      if (kept.length) flush();
      prose.push(line.trim());
    }
  }
  flush();
  return out.join('\n');
}

function examples(lines: readonly string[]): string {
  return `.PP\nExamples:\n.RS\n.nf\n${lines.map(word).join('\n')}\n.fi\n.RE`;
}

function commandSection(path: string[], spec: CommandSpec): string {
  const usage = [
    `fresher ${path.join(' ')}`,
    ...(spec.commands?.length ? ['COMMAND'] : []),
    ...(spec.options?.length ? ['[OPTIONS]'] : []),
    ...(spec.args ?? []).map(argWord),
  ];
  const parts = [
    `.SS "${word(usage.join(' '))}"`,
    `${roff(spec.description)}${spec.isDefault ? ` (what \\fBfresher ${word(path.slice(0, -1).join(' '))}\\fR runs with no command)` : ''}.`,
  ];
  const described = (spec.args ?? []).filter((a) => a.description);
  for (const a of described) parts.push(`.TP\n\\fI${roff(argWord(a))}\\fR\n${roff(a.description ?? '')}`);
  for (const o of spec.options ?? []) parts.push(optionItem(o));
  if (spec.notes?.trim()) parts.push(notesRoff(spec.notes));
  if (spec.examples?.length) parts.push(examples(spec.examples));
  return parts.join('\n');
}

/** The entries of a help section ("Environment:", "Exit codes:"): a name, then its text (continued on indented lines). */
export function helpSection(help: string, title: string): { name: string; text: string }[] {
  const lines = help.split('\n');
  const start = lines.findIndex((l) => l.trim() === `${title}:`);
  if (start < 0) return [];
  const entries: { name: string; text: string }[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.trim() || !/^\s/.test(line)) break;
    const entry = /^ {2}(\S.*?)(?: {2,}(\S.*))?$/.exec(line);
    if (entry && !/^ {3}/.test(line)) entries.push({ name: entry[1] as string, text: entry[2] ?? '' });
    else if (entries.length) {
      const last = entries[entries.length - 1] as { name: string; text: string };
      last.text = `${last.text} ${line.trim()}`.trim();
    }
  }
  return entries;
}

export interface ManPageInput {
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  /** `fresher --help` as commander prints it (its Environment and Exit codes sections are used). */
  topHelp: string;
}

export function manPage({ version, date, topHelp }: ManPageInput): string {
  const commands = allCommands().filter(({ spec }) => spec.run || spec.commands?.length);
  const list = (title: string): string =>
    helpSection(topHelp, title)
      .map((e) => `.TP\n\\fB${word(e.name)}\\fR\n${roff(e.text)}`)
      .join('\n');
  return `.\\" fresher(1): generated from src/cli/command-table.ts at build time; do not edit.
.TH FRESHER 1 ${date} "fresher ${roff(version)}" "User Commands"
.SH NAME
fresher \\- terminal client for the Public Job Listings API (fresher jobs, internships, events, hiring data for India)
.SH SYNOPSIS
.B fresher
.I command
.RI [ subcommand ]
.RI [ options ]
.SH DESCRIPTION
\\fBfresher\\fR lists fresher and entry\\-level jobs and internships, campus events and a public hiring
dataset for India from the Public Job Listings API, as a table on a terminal or as JSON, NDJSON, CSV,
TSV or plain text in a pipeline. Filter values are checked against the API's vocabulary (cached).
It also keeps a job seeker's own lists: saved listings, a tracker with deadlines, hidden companies,
saved searches with a digest of what is new.
.PP
With no API configured, it runs against a built\\-in sandbox of sample data.
.SH COMMANDS
${commands.map(({ path, spec }) => commandSection(path, spec)).join('\n')}
.SH GLOBAL OPTIONS
Accepted by every command.
${GLOBAL_OPTIONS.map(optionItem).join('\n')}
.TP
\\fB\\-h\\fR, \\fB\\-\\-help\\fR
show help for the command
.TP
\\fB\\-V\\fR, \\fB\\-\\-version\\fR
print the version
.SH ENVIRONMENT
${list('Environment')}
.SH FILES
Where config, state and caches are kept: \\fBfresher config path\\fR.
.SH EXIT STATUS
${list('Exit codes')}
.SH EXAMPLES
.nf
fresher jobs list \\-\\-location "Bengaluru, India" \\-\\-work\\-type Remote
fresher jobs list \\-\\-json | jq \\-r '.[].title'
fresher internships list \\-\\-on\\-campus \\-\\-csv \\-o internships.csv
fresher track c230781a \\-\\-status applied
fresher digest
.fi
.SH SEE ALSO
\\fBjq\\fR(1)
`;
}
