/**
 * Draws the picker model as lines that fit the terminal: never wider than it (no wrapped fragments),
 * never taller than one screen (nothing scrolls away), the keys of each screen always on its last
 * lines. Results get a preview of the highlighted listing beside the list when wide, below it when
 * narrow. Pure: model, size and style in, text out.
 */
import type { ApiRecord } from '../contract/record.js';
import { shortId } from '../contract/short-id.js';
import { renderDetail } from '../render/detail.js';
import { matchLines } from '../render/match.js';
import { formatNumber } from '../render/numbers.js';
import { toSingleLine } from '../render/sanitize.js';
import type { Style } from '../render/style.js';
import { displayWidth, padEnd, truncate } from '../render/width.js';
import { current, EXPORT_EXTENSIONS, exportScope, idOf, optionRows, type Model } from './picker-model.js';
import { STATUSES } from '../store/statuses.js';

const EXTENSIONS_HINT = EXPORT_EXTENSIONS.map((e) => `.${e}`).join(' ');
import type { ResourceKind } from '../render/columns.js';

export interface Size {
  width: number;
  height: number;
}

/** Below this width the preview goes under the list instead of beside it. */
export const SIDE_BY_SIDE = 100;

// Our own colour codes (SGR) take no room; a styled line too wide loses its colour when cut.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matches our own SGR colour codes
const SGR = /\u001b\[[0-9;]*m/g;
/** "1 job", "1,441 jobs". */
const count = (n: number, noun: { one: string; many: string }): string => `${formatNumber(n)} ${n === 1 ? noun.one : noun.many}`;

export const fit = (line: string, width: number): string => {
  const plain = line.replace(SGR, '');
  return displayWidth(plain) <= width ? line : truncate(plain, width);
};
const text = (v: unknown): string => (typeof v === 'string' ? toSingleLine(v) : '');

/** Key hints, wrapped onto as few lines as the width allows. */
export function keyLines(hints: string[], width: number, style: Style): string[] {
  const lines: string[] = [];
  let line = '';
  for (const h of hints) {
    const next = line ? `${line} · ${h}` : h;
    if (displayWidth(next) > width && line) {
      lines.push(line);
      line = h;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.map((l) => style.dim(fit(l, width)));
}

export function summary(m: Model): string {
  const parts = m.groups.flatMap((f) => {
    const v = m.selections.values[f.key] ?? [];
    if (v.length === 0) return [];
    const first = (v[0] as string).replace(/, India$/, '');
    return [`${f.label}: ${toSingleLine(first)}${v.length > 1 ? ` +${v.length - 1}` : ''}`];
  });
  if (m.campus && m.selections.campus !== 'any') parts.push(m.selections.campus === 'on' ? 'on campus' : 'off campus');
  return parts.length ? parts.join(' · ') : 'no filters';
}

/**
 * One listing on a line: its short id, the badge, title · company · place. `tagLast`: the badge is long
 * (the tracker's dates due) and goes after the title, cut to what the title leaves or a third of the
 * row, so the title always gets most of it.
 */
export function listRow(r: ApiRecord, m: Model, active: boolean, width: number, style: Style, tagLast = false): string {
  const mark = m.marked.includes(idOf(r)) ? '●' : ' ';
  const place = text(r.location).replace(/, India$/, '');
  const body = [text(r.title), text(r.company), place].filter(Boolean).join(' · ');
  const tag = toSingleLine(m.badge(r) ?? '');
  const lead = `${active ? '›' : ' '}${mark}${shortId(text(r.id))}  `;
  const room = width - displayWidth(lead);
  // Whatever the title does not need, and a third of the row at least.
  const tagWidth = Math.min(displayWidth(tag) + 2, Math.max(Math.floor(room / 3), room - displayWidth(body) - 2));
  const line =
    tagLast && tag && tagWidth >= 6
      ? fit(`${lead}${padEnd(fit(body, room - tagWidth - 2), room - tagWidth - 2)}  ${fit(`[${tag}]`, tagWidth)}`, width)
      : fit(`${lead}${tag ? `[${tag}] ` : ''}${body}`, width);
  return active ? style.accent(padEnd(line, width)) : line;
}

export function window<T>(items: readonly T[], cursor: number, rows: number): { start: number; items: T[] } {
  const start = Math.max(0, Math.min(cursor - Math.floor(rows / 2), items.length - rows));
  return { start, items: items.slice(start, start + rows) };
}

function results(m: Model, size: Size, style: Style, kind: ResourceKind): string[] {
  const { width, height } = size;
  const out: string[] = [];
  const head =
    m.shown.length === m.filtered.length
      ? count(m.filtered.length, m.noun)
      : `${formatNumber(m.shown.length)} of ${count(m.filtered.length, m.noun)} ${m.shown.length === 1 ? 'matches' : 'match'}`;
  out.push(style.bold(fit(`${head} · ${summary(m)}`, width)));
  out.push(
    m.searching || m.search ? fit(`/ ${m.search}${m.searching ? '▏' : ''}`, width) : style.dim(fit('/ to search title, company, description, place', width)),
  );
  const keys = keyLines(
    ['↑↓ move', 'Enter open', 'Space mark', '/ search', 'f filters', 's save', 't track', 'e export', 'p print id', 'q quit'],
    width,
    style,
  );
  const message = m.message ? [style.warn(fit(m.message, width))] : [];
  const room = height - 1 - out.length - keys.length - message.length;
  const wide = width >= SIDE_BY_SIDE;
  const previewRows = wide ? 0 : room >= 12 ? Math.min(7, Math.floor(room / 3)) : 0;
  const listRows = Math.max(1, room - (previewRows ? previewRows + 1 : 0));
  const listWidth = wide ? Math.floor(width * 0.5) : width;
  const { start, items } = window(m.shown, m.cursor, listRows);
  const rows = items.map((r, i) => listRow(r, m, start + i === m.cursor, listWidth, style));
  if (m.shown.length === 0)
    rows.push(style.dim(m.search ? `nothing matches "${toSingleLine(m.search)}" (Esc clears)` : `no ${m.noun.many} match these filters (f to change)`));
  const highlighted = m.shown[m.cursor];
  const preview = highlighted ? renderDetail(highlighted, kind, wide ? width - listWidth - 3 : width, style).split('\n') : [];
  if (wide) {
    for (let i = 0; i < listRows; i++) {
      const row = rows[i] ?? '';
      const left = row + ' '.repeat(Math.max(0, listWidth - displayWidth(row.replace(SGR, ''))));
      const right = preview[i] !== undefined ? fit(preview[i] as string, width - listWidth - 3) : '';
      out.push(`${left} ${style.dim('│')} ${right}`.trimEnd());
    }
  } else {
    out.push(...rows);
    for (let i = rows.length; i < listRows; i++) out.push('');
    if (previewRows) {
      out.push(style.dim('─'.repeat(width)));
      for (let i = 0; i < previewRows; i++) out.push(fit(preview[i] ?? '', width));
    }
  }
  return [...out, ...message, ...keys];
}

function filters(m: Model, size: Size, style: Style, row: number): string[] {
  const { width } = size;
  const labelWidth = Math.max(...m.groups.map((f) => f.label.length), 6) + 2;
  // With a search, what the filters would show is what the search keeps of them.
  const shows = count(m.shown.length, m.noun);
  const searched = m.search.trim() ? ` "${toSingleLine(m.search.trim())}"` : '';
  const out = [style.bold(fit(`Filters · ${shows} ${m.shown.length === 1 ? 'matches' : 'match'}${searched}`, width)), ''];
  const lines = [
    ...m.groups.map((f) => {
      const v = m.selections.values[f.key] ?? [];
      return `${padEnd(f.label, labelWidth)}${v.length ? v.map((x) => toSingleLine(x).replace(/, India$/, '')).join(' · ') : style.dim('any')}`;
    }),
    ...(m.campus
      ? [
          `${padEnd('Campus', labelWidth)}${m.selections.campus === 'any' ? style.dim('any') : m.selections.campus === 'on' ? 'on campus only' : 'off campus only'}`,
        ]
      : []),
    `→ Show ${shows}`,
  ];
  lines.forEach((l, i) => {
    out.push(i === row ? style.accent(fit(`› ${l}`, width)) : fit(`  ${l}`, width));
  });
  const message = m.message ? [style.warn(fit(m.message, width))] : [];
  return [...out, '', ...message, ...keyLines(['↑↓ move', 'Enter change', 'c clear', 'Esc back to results'], width, style)];
}

function options(m: Model, size: Size, style: Style): string[] {
  const top = current(m);
  if (top.name !== 'options') return [];
  const { width, height } = size;
  const rows = optionRows(m, top.flag, top.search);
  const out = [style.bold(fit(`${top.flag.label}: ${top.chosen.length ? `${top.chosen.length} chosen` : 'any'}`, width)), fit(`search: ${top.search}▏`, width)];
  // What Space and Esc do depends on whether a search is typed: say which.
  const keys = keyLines(
    top.search ? ['Tab tick', 'Enter apply', 'Esc clear search'] : ['type to search', 'Space/Tab tick', 'Enter apply', 'Esc cancel'],
    width,
    style,
  );
  const room = Math.max(1, height - 1 - out.length - keys.length);
  const { start, items } = window(rows, top.cursor, room);
  items.forEach((r, i) => {
    const tick = top.chosen.includes(r.value) ? '[x]' : '[ ]';
    const line = fit(`${start + i === top.cursor ? '›' : ' '} ${tick} ${r.label} (${formatNumber(r.count)})`, width);
    out.push(start + i === top.cursor ? style.accent(line) : r.count === 0 ? style.dim(line) : line);
  });
  if (rows.length === 0) out.push(style.dim(fit(`nothing matches "${toSingleLine(top.search)}"`, width)));
  return [...out, ...keys];
}

/** The detail's parts at this size: its title, the lines that scroll, and how many of them fit. */
function detailParts(m: Model, size: Size, style: Style, kind: ResourceKind) {
  const { width, height } = size;
  const r = m.shown[m.cursor];
  if (!r) return undefined;
  // With a profile, the match explained as `jobs get` explains it.
  const match = m.match(r);
  const [title, ...body] = renderDetail(r, kind, width, style, match && matchLines(match, style), m.own(r))
    .trimEnd()
    .split('\n');
  const keys = keyLines(
    ['↑↓ scroll', 's save', 't track', 'p print id', 'e export', ...(m.detailQ === 'back' ? ['Esc/q back'] : ['Esc back', 'q quit'])],
    width,
    style,
  );
  const message = m.message ? [style.warn(fit(m.message, width))] : [];
  const room = Math.max(1, height - 1 - 1 - keys.length - message.length);
  return { title, body, keys, message, room };
}

/** How far the detail can scroll at this size (see clampDetail). */
export function detailScrollLimit(m: Model, size: Size, style: Style, kind: ResourceKind): number {
  const parts = detailParts(m, size, style, kind);
  return parts ? Math.max(0, parts.body.length - parts.room) : 0;
}

function detail(m: Model, size: Size, style: Style, kind: ResourceKind, scroll: number): string[] {
  const parts = detailParts(m, size, style, kind);
  if (!parts) return [];
  const { title, body, keys, message, room } = parts;
  const { width } = size;
  const from = Math.min(scroll, Math.max(0, body.length - room));
  // The title stays put while the rest scrolls.
  return [fit(title ?? '', width), ...body.slice(from, from + room).map((l) => fit(l, width)), ...message, ...keys];
}

function exportScreen(m: Model, size: Size, style: Style): string[] {
  const top = current(m);
  if (top.name !== 'export') return [];
  const { width } = size;
  const message = m.message ? [style.warn(fit(m.message, width))] : [];
  return [
    style.bold(fit(`Export ${exportScope(m).label} to a file`, width)),
    fit(`file: ${top.path}▏`, width),
    style.dim(fit(`format from the extension: ${EXTENSIONS_HINT}`, width)),
    ...message,
    ...keyLines(top.confirm ? ['y overwrite', 'any other key: keep it'] : ['Enter export', 'Esc cancel'], width, style),
  ];
}

/** The status chooser: what is being tracked, the statuses numbered, the current one said. */
function trackScreen(m: Model, size: Size, style: Style): string[] {
  const top = current(m);
  if (top.name !== 'track') return [];
  const { width } = size;
  const [first] = top.records;
  const what =
    top.records.length === 1 && first ? [text(first.title), text(first.company)].filter(Boolean).join(' · ') : `${count(top.records.length, m.noun)} marked`;
  const now = top.records.length === 1 && first ? m.badge(first) : undefined;
  const rows = STATUSES.map((status, i) => {
    const line = fit(`${i === top.cursor ? '›' : ' '} ${i + 1} ${padEnd(status, 10)}${status === now ? '  (now)' : ''}`, width);
    return i === top.cursor ? style.accent(line) : line;
  });
  return [
    style.bold(fit(`Track: ${what}`, width)),
    '',
    ...rows,
    '',
    ...keyLines(['↑↓ move', 'Enter record', `1-${STATUSES.length} choose`, 'Esc back'], width, style),
  ];
}

export function view(m: Model, size: Size, style: Style, kind: ResourceKind): string {
  const top = current(m);
  const lines =
    top.name === 'results'
      ? results(m, size, style, kind)
      : top.name === 'filters'
        ? filters(m, size, style, top.row)
        : top.name === 'options'
          ? options(m, size, style)
          : top.name === 'detail'
            ? detail(m, size, style, kind, top.scroll)
            : top.name === 'track'
              ? trackScreen(m, size, style)
              : exportScreen(m, size, style);
  return lines.slice(0, Math.max(1, size.height - 1)).join('\n');
}
