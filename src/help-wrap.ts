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

/** A description column narrower than this is not kept: its text hangs a little right of the term instead. */
const MIN_DESCRIPTION = 20;

/** Words filled into lines of `width`, the first starting with `first`, the others with `indent` spaces. */
function fill(words: readonly string[], first: string, indent: number, width: number): string[] {
  const out: string[] = [];
  let current = first;
  let empty = true;
  for (const word of words) {
    if (!empty && current.length + 1 + word.length > width) {
      out.push(current);
      current = ' '.repeat(indent) + word;
    } else current += (empty ? '' : ' ') + word;
    empty = false;
  }
  out.push(current);
  return out;
}

const words = (text: string): string[] => text.split(' ').filter(Boolean);
const leadOf = (line: string): string => (/^\s*/.exec(line) as RegExpExecArray)[0];
/** A row: a term, two or more spaces, its description. */
const ROW = /^(\s*\S.*?\s{2,})(\S.*)$/;
const EXAMPLE = /^\s*\$ /;

/**
 * One entry of a help list: a term with its description, which may continue on the lines below at
 * the description's column, or stand below a term too long for the column (`FRESHER_CONFIG_DIR, ...`).
 */
interface Entry {
  lead: string;
  /** The term and the spaces after it, as written (a row), or the term line alone (description below). */
  term: string;
  /** Where the description starts. */
  column: number;
  description: string[];
  /** The description starts on the term's line. */
  inline: boolean;
  /** The lines it was written on. */
  source: string[];
}

function renderEntry(e: Entry, width: number): string[] {
  if (e.source.length === 1 && (e.source[0] as string).length <= width) return e.source;
  const hang = width - e.column >= MIN_DESCRIPTION ? e.column : e.lead.length + 4;
  if (e.inline) {
    if (hang === e.column) return fill(e.description, e.term, hang, width);
    return fill([...words(e.term), ...e.description], e.lead, hang, width);
  }
  return [...wrapPlain(e.term, width), ...fill(e.description, ' '.repeat(hang), hang, width)];
}

/** A line that is no row: its words filled at its own indentation. */
function wrapPlain(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const lead = leadOf(line);
  return fill(words(line), lead, lead.length, width);
}

export function wrapHelp(text: string, width: number): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let entry: Entry | undefined;
  const flush = (): void => {
    if (entry) out.push(...renderEntry(entry, width));
    entry = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const lead = leadOf(line);
    const blank = line.trim() === '';
    // A line at the description column of the entry above, that is no row or example itself, goes on
    // with that description: help text broken by hand for one width is filled again for this one.
    if (entry && !blank && !EXAMPLE.test(line) && !ROW.test(line.slice(lead.length)) && lead.length === entry.column) {
      entry.description.push(...words(line));
      entry.source.push(line);
      continue;
    }
    flush();
    if (blank || EXAMPLE.test(line)) {
      out.push(line);
      continue;
    }
    const row = ROW.exec(line);
    if (row) {
      entry = { lead, term: row[1] as string, column: (row[1] as string).length, description: words(row[2] as string), inline: true, source: [line] };
      continue;
    }
    // An indented term alone on its line, its description on the lines below, further right.
    const next = lines[i + 1];
    const nextLead = next === undefined ? '' : leadOf(next);
    if (lead.length > 0 && next !== undefined && next.trim() !== '' && nextLead.length > lead.length && !ROW.test(next.slice(nextLead.length))) {
      entry = { lead, term: line, column: nextLead.length, description: words(next), inline: false, source: [line, next] };
      i++;
      continue;
    }
    out.push(...wrapPlain(line, width));
  }
  flush();
  return out.join('\n');
}
