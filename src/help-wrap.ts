/**
 * Help text wrapped to the terminal: commander renders it unwrapped (once, at build, into
 * dist/help.json; or live), and this fits it to the width at print time, never breaking a word. An
 * option or command row keeps its description column as a hanging indent; example command lines
 * (`  $ ...`) stay whole so they can be copied. Its own entry point (dist/help-wrap.cjs), so
 * bin/fresher.js can use it without loading the CLI.
 */
import { terminalWidth } from './render/width.js';

/** The width help is fitted to: COLUMNS, the terminal's, else 80 when piped (as commander does); 40 to MAX_COLUMNS. */
export function helpWidth(env: Record<string, string | undefined>, columns: number | undefined): number {
  return Math.max(40, terminalWidth(env.COLUMNS) ?? terminalWidth(columns) ?? 80);
}

function wrapLine(line: string, width: number): string[] {
  if (line.length <= width || /^\s*\$ /.test(line)) return [line];
  const lead = (/^\s*/.exec(line) as RegExpExecArray)[0];
  // A row: a term, two or more spaces, its description; continuation lines align with the description
  // unless that column leaves too little room, then they sit a little right of the term.
  const row = /^(\s*\S.*?\s{2,})(\S.*)$/.exec(line);
  const aligned = row !== null && width - (row[1] as string).length >= 20;
  let current = aligned ? (row[1] as string) : lead;
  const indent = aligned ? (row[1] as string).length : lead.length + (row ? 4 : 0);
  let empty = true;
  const out: string[] = [];
  for (const word of (aligned ? (row[2] as string) : line.slice(lead.length)).split(' ').filter(Boolean)) {
    if (!empty && current.length + 1 + word.length > width) {
      out.push(current);
      current = ' '.repeat(indent) + word;
    } else {
      current += (empty ? '' : ' ') + word;
    }
    empty = false;
  }
  out.push(current);
  return out;
}

export function wrapHelp(text: string, width: number): string {
  return text
    .split('\n')
    .flatMap((line) => wrapLine(line, width))
    .join('\n');
}
