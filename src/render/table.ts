/**
 * gh-style tables: aligned columns without borders, fitted to the terminal width (flexible columns
 * shrink, low-priority columns drop), long text cut with an ellipsis. Linear in rows, so 10k rows stay fast.
 */
import { chunked } from './chunked.js';
import type { Column } from './columns.js';
import { EM_DASH } from './fields.js';
import type { ApiRecord } from '../contract/record.js';
import { toSingleLine } from './sanitize.js';
import type { Style } from './style.js';
import { displayWidth, padEnd, truncate } from './width.js';

const GAP = 2;

/**
 * Widths for each column given natural widths. Fixed columns keep theirs; flexible ones start at their
 * minimum and share what is left in proportion to flex, never beyond their natural width. When even the
 * minimums do not fit, the lowest-priority column is dropped (width 0) and the rest refitted.
 */
export function fitWidths(columns: readonly Column[], natural: readonly number[], total: number): number[] {
  const alive = columns.map(() => true);
  for (;;) {
    const idx = columns.map((_, i) => i).filter((i) => alive[i]);
    const widths = natural.map((w, i) => (alive[i] ? w : 0));
    const sum = idx.reduce((acc, i) => acc + (widths[i] as number), 0) + GAP * (idx.length - 1);
    if (sum <= total) return widths;
    const flexible = idx.filter((i) => (columns[i] as Column).flex > 0);
    const fixed = sum - flexible.reduce((acc, i) => acc + (widths[i] as number), 0);
    const floor = (i: number): number => Math.min(natural[i] as number, (columns[i] as Column).min);
    let left = total - fixed - flexible.reduce((acc, i) => acc + floor(i), 0);
    if (left >= 0 || idx.length <= 1) {
      for (const i of flexible) widths[i] = floor(i);
      // Water-filling: share the rest by flex until every column is full or nothing is left.
      let open = flexible.filter((i) => (widths[i] as number) < (natural[i] as number));
      while (left > 0 && open.length > 0) {
        const flexSum = open.reduce((acc, i) => acc + (columns[i] as Column).flex, 0);
        let given = 0;
        for (const i of open) {
          const share = Math.max(1, Math.floor((left * (columns[i] as Column).flex) / flexSum));
          const add = Math.min(share, (natural[i] as number) - (widths[i] as number), left - given);
          widths[i] = (widths[i] as number) + add;
          given += add;
        }
        left -= given;
        open = open.filter((i) => (widths[i] as number) < (natural[i] as number));
        if (given === 0) break;
      }
      if (idx.length <= 1) widths[idx[0] as number] = Math.min(widths[idx[0] as number] as number, total);
      return widths;
    }
    const drop = idx.reduce((lo, i) => ((columns[i] as Column).priority < (columns[lo] as Column).priority ? i : lo), idx[0] as number);
    alive[drop] = false;
  }
}

export interface TableOptions {
  width: number;
  style: Style;
  /** Column header row; on by default. */
  header?: boolean;
}

/** Renders rows as lines (each ending in a newline), yielding in chunks so huge tables stream. */
export function* renderTable(records: readonly ApiRecord[], columns: readonly Column[], options: TableOptions): Generator<string> {
  const cells: (string | null)[][] = new Array(records.length);
  const marks: (string | undefined)[][] = new Array(records.length);
  const marking = columns.some((c) => c.mark !== undefined);
  const natural = columns.map((c) => displayWidth(c.header));
  for (let r = 0; r < records.length; r++) {
    const row = new Array<string | null>(columns.length);
    const signs = marking ? new Array<string | undefined>(columns.length) : [];
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c] as Column;
      const value = column.display(records[r] as ApiRecord);
      const text = value === null ? null : toSingleLine(value);
      row[c] = text;
      const w = text === null ? 1 : displayWidth(text);
      if (w > (natural[c] as number)) natural[c] = w;
      const sign = marking ? column.mark?.(records[r] as ApiRecord) : undefined;
      // One cell exactly, or none: the gap it sits in is what keeps the columns apart.
      if (sign !== undefined && displayWidth(sign) === 1) signs[c] = sign;
    }
    cells[r] = row;
    marks[r] = signs;
  }
  const widths = fitWidths(columns, natural, Math.max(20, options.width));
  const shown = columns.map((_, i) => i).filter((i) => (widths[i] as number) > 0);
  const last = shown[shown.length - 1];
  const first = shown[0];
  const { style } = options;
  const line = (texts: (string | null)[], isHeader: boolean, signs: (string | undefined)[] = []): string => {
    let out = '';
    for (const i of shown) {
      const w = widths[i] as number;
      const raw = texts[i] ?? null;
      const cut = raw === null ? EM_DASH : truncate(raw, w);
      const padded = i === last ? cut : padEnd(cut, w);
      out += isHeader ? style.header(padded) : raw === null ? style.dim(padded) : i === first ? style.bold(padded) : padded;
      const sign = signs[i];
      if (i !== last) out += sign !== undefined ? `${style.accent(sign)}${' '.repeat(GAP - 1)}` : ' '.repeat(GAP);
    }
    return `${out.trimEnd()}\n`;
  };
  const head =
    options.header !== false
      ? line(
          columns.map((c) => c.header),
          true,
        )
      : '';
  yield* chunked(head, cells, (row, r) => line(row, false, marks[r]));
}
