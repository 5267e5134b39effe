/** Quick horizontal bar charts for a terminal: label, bar scaled to the largest count, count and share. */
import { formatNumber } from './numbers.js';
import type { Style } from './style.js';
import { toSingleLine } from './sanitize.js';
import { displayWidth, padEnd, truncate } from './width.js';

export interface BarRow {
  key: string;
  count: number;
  pct: number;
}

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

export function bar(value: number, max: number, width: number): string {
  if (max <= 0 || value <= 0) return '';
  const units = Math.max(1, Math.round((value / max) * width * 8));
  return '█'.repeat(Math.floor(units / 8)) + (EIGHTHS[units % 8] ?? '');
}

export function renderBars(title: string, rows: readonly BarRow[], width: number, style: Style): string {
  if (rows.length === 0) return '';
  const labels = rows.map((r) => toSingleLine(r.key));
  const labelWidth = Math.min(28, Math.max(...labels.map(displayWidth)));
  const counts = rows.map((r) => `${formatNumber(r.count)} (${r.pct}%)`);
  const countWidth = Math.max(...counts.map((c) => c.length));
  const barWidth = Math.max(10, Math.min(40, width - labelWidth - countWidth - 4));
  const max = Math.max(...rows.map((r) => r.count));
  let out = `${style.header(title)}\n`;
  rows.forEach((r, i) => {
    out += `  ${padEnd(truncate(labels[i] as string, labelWidth), labelWidth)} ${style.accent(padEnd(bar(r.count, max, barWidth), barWidth))} ${counts[i]}\n`;
  });
  return out;
}
