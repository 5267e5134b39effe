/**
 * Draws the workspace as lines that fit the terminal: a tab bar, the active tab's list with a detail
 * pane (beside it at 100 columns or more, below it when narrower), a status line and the keys. The
 * picker's screens (filters, a listing opened, export) are drawn by the picker's own view under the
 * tab bar, and rows by its row renderer: one look, one sanitising path. Pure: model, size, style in.
 */
import { renderDetail } from '../../render/detail.js';
import { explanationOf } from '../../render/match.js';
import { formatNumber } from '../../render/numbers.js';
import { toSingleLine } from '../../render/sanitize.js';
import type { Style } from '../../render/style.js';
import { displayWidth, padEnd, wrap } from '../../render/width.js';
import { STATUSES } from '../../store/statuses.js';
import { current } from '../picker-model.js';
import { fit, keyLines, listRow, SIDE_BY_SIDE, summary, view as pickerView, window, type Size } from '../picker-view.js';
import { activeTab, DETAIL_FIELDS, resourceOf, TAB_LABELS, TABS, type Tab, type Workspace } from './model.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matches our own SGR colour codes
const SGR = /\u001b\[[0-9;]*m/g;

/** The keys of the list, in the footer; `?` shows them all with what they do. */
export const FOOTER_KEYS = [
  'Enter open',
  'Space mark',
  'f filters',
  's save',
  't track',
  'x hide',
  'X hide company',
  'u undo',
  'y copy id',
  'o pager',
  'e export',
  'r refresh',
  '/ search',
  '? keys',
  'q quit',
];

export const HELP: readonly [string, string][] = [
  ['1-6, Tab, Shift-Tab', 'switch tab: New, Jobs, Internships, Events, Tracker, Saved'],
  ['j k, ↓ ↑, the wheel', 'move'],
  ['g G, PgUp PgDn', 'first, last row; a page up, down (also Home End)'],
  ['Enter', 'open the listing here (Esc back)'],
  ['/', 'search title, company, description, place (Esc clears)'],
  ['f', 'filters: place, industry, role, mode; the city of an event; a status on Tracker'],
  ['Space', 'mark a row; actions apply to the marked rows, else the current one'],
  ['s', 'save, or unsave when all are saved'],
  ['t', 'track with a status, and a note, your deadline, a next date'],
  ['x', 'hide the listing'],
  ['X', 'hide its company'],
  ['u', 'undo the last hide'],
  ['y', 'copy the id (to the clipboard by OSC 52; also printed on leaving)'],
  ['o', 'open the details in the pager'],
  ['e', 'export what the tab shows to a file'],
  ['r', 'refresh every tab from the API and your state files'],
  ['q, Ctrl-C', 'leave'],
];

const clock = (ms: number): string => new Date(ms).toTimeString().slice(0, 5);

function tabBar(w: Workspace, width: number, style: Style): string {
  const parts = TABS.map((name, i) => {
    const label = `${i + 1} ${TAB_LABELS[name]}`;
    return i === w.active ? style.accent(style.bold(`[${label}]`)) : ` ${label} `;
  });
  const line = parts.join('');
  return displayWidth(line.replace(SGR, '')) <= width ? line : fit(line.replace(SGR, ''), width);
}

function header(tab: Tab, width: number, style: Style): string {
  const m = tab.picker;
  const noun = (n: number): string => `${formatNumber(n)} ${n === 1 ? m.noun.one : m.noun.many}`;
  if (!tab.freshness) return style.dim(fit(`${TAB_LABELS[tab.name]}: loading…`, width));
  const count =
    m.shown.length === m.filtered.length
      ? noun(m.filtered.length)
      : `${formatNumber(m.shown.length)} of ${noun(m.filtered.length)} ${m.shown.length === 1 ? 'matches' : 'match'}`;
  const filters = ` · ${summary(m)}`;
  const stale = tab.freshness.stale ? ` · last seen ${clock(tab.freshness.at)} (${toSingleLine(tab.freshness.stale)})` : '';
  const line = fit(`${count}${filters}${stale}`, width);
  return tab.freshness.stale ? style.warn(line) : style.bold(line);
}

function helpScreen(size: Size, style: Style): string[] {
  const keyWidth = Math.max(...HELP.map(([k]) => displayWidth(k))) + 2;
  const title = style.bold(fit('Keys (any key closes this)', size.width));
  // Each description wrapped under itself while the whole list fits the screen; else one line each, cut.
  const wrapped = HELP.flatMap(([k, what]) =>
    wrap(what, Math.max(10, size.width - keyWidth)).map((line, i) => fit(`${padEnd(i === 0 ? k : '', keyWidth)}${line}`, size.width)),
  );
  return [title, ...(wrapped.length + 2 <= size.height ? wrapped : HELP.map(([k, what]) => fit(`${padEnd(k, keyWidth)}${what}`, size.width)))];
}

function promptLines(w: Workspace, size: Size, style: Style): string[] {
  const p = w.prompt;
  if (!p) return [];
  const what = p.records.length === 1 ? 'this listing' : `${p.records.length} listings`;
  if (p.name === 'status')
    return [
      style.bold(fit(`Track ${what} as:`, size.width)),
      ...STATUSES.map((s, i) => (i === p.cursor ? style.accent(fit(`› ${i + 1} ${s}`, size.width)) : fit(`  ${i + 1} ${s}`, size.width))),
      ...keyLines(['↑↓ or a number choose', 'Enter next', 'Esc cancel'], size.width, style),
    ];
  const labels = { note: 'note', deadline: 'deadline', next: 'next date' } as const;
  const hints = { note: 'optional', deadline: 'yours: a date or a day like fri, next week; none clears', next: 'an interview, a test, a follow-up' } as const;
  const fields = DETAIL_FIELDS.map((name, i) => {
    const value = p.values[name];
    const line = `${i === p.field ? '›' : ' '} ${padEnd(labels[name], 10)} ${toSingleLine(value)}${i === p.field ? '▏' : ''}`;
    const shown = fit(value ? line : `${line}(${hints[name]})`, size.width);
    return i === p.field ? style.accent(shown) : value ? shown : style.dim(shown);
  });
  const status = w.status ? [style.warn(fit(toSingleLine(w.status), size.width))] : [];
  return [
    style.bold(fit(p.keep ? `Track ${what}: still ${p.status}, your dates` : `Track ${what} as ${p.status}`, size.width)),
    ...fields,
    ...status,
    ...keyLines(['Tab ↑↓ field', 'Enter record', 'Esc cancel'], size.width, style),
  ];
}

/** The list's rows on screen and the rest of the layout; `visible` is what the list shows, for New's seen marks. */
export function layout(w: Workspace, size: Size, style: Style): { lines: string[]; visible: number[] } {
  const { width, height } = size;
  const tab = activeTab(w);
  const m = tab.picker;
  const bar = tabBar(w, width, style);
  if (w.help) return { lines: [bar, ...helpScreen(size, style)], visible: [] };
  if (w.prompt) return { lines: [bar, ...promptLines(w, size, style)], visible: [] };
  const top = current(m);
  const resource = resourceOf(tab.name, m.shown[m.cursor]);
  if (top.name !== 'results') {
    // What the workspace has to say (an export that failed) shows on the picker's screens too.
    const inner = pickerView(w.status ? { ...m, message: w.status } : m, { width, height: height - 1 }, style, resource).split('\n');
    return { lines: [bar, ...inner], visible: top.name === 'detail' ? [m.cursor] : [] };
  }
  const out = [bar, header(tab, width, style)];
  out.push(m.searching || m.search ? fit(`/ ${toSingleLine(m.search)}${m.searching ? '▏' : ''}`, width) : style.dim(fit('/ search · ? keys', width)));
  const keys = keyLines(FOOTER_KEYS, width, style);
  const news = w.status ?? m.message ?? w.progress;
  const status = news ? [style.warn(fit(toSingleLine(news), width))] : [];
  const room = Math.max(1, height - 1 - out.length - keys.length - status.length);
  const wide = width >= SIDE_BY_SIDE;
  const previewRows = wide ? 0 : room >= 8 ? Math.min(8, Math.floor(room / 2)) : 0;
  const listRows = Math.max(1, room - (previewRows ? previewRows + 1 : 0));
  // The tracker's rows carry their dates due in a column after the title: they get more of the width.
  const listWidth = wide ? Math.floor(width * (tab.name === 'tracker' ? 0.6 : 0.45)) : width;
  const items = listWindow(tab, listRows);
  const rows = items.map((l) => {
    const r = l.row === undefined ? undefined : m.shown[l.row];
    return r ? listRow(r, m, l.row === m.cursor, listWidth, style, tab.name === 'tracker') : style.header(fit(toSingleLine(l.heading ?? ''), listWidth));
  });
  if (tab.freshness && m.shown.length === 0)
    rows.push(style.dim(fit(m.search ? `nothing matches "${toSingleLine(m.search)}" (Esc clears)` : emptyText(tab), listWidth)));
  const highlighted = m.shown[m.cursor];
  const paneWidth = wide ? width - listWidth - 3 : width;
  const preview = highlighted ? renderDetail(highlighted, resource, paneWidth, style, explanationOf(highlighted, style), m.own(highlighted)).split('\n') : [];
  if (wide) {
    for (let i = 0; i < listRows; i++) {
      const row = rows[i] ?? '';
      const left = row + ' '.repeat(Math.max(0, listWidth - displayWidth(row.replace(SGR, ''))));
      const right = preview[i] !== undefined ? fit(preview[i] as string, paneWidth) : '';
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
  return { lines: [...out, ...status, ...keys], visible: items.flatMap((l) => (l.row === undefined ? [] : [l.row])) };
}

/** A line of the list: a listing (its index in what the tab shows), or a heading over a group of them. */
interface ListLine {
  row?: number;
  heading?: string;
}

/**
 * The list's lines on screen, `rows` of them around the cursor: the tab's rows, and on the tracker a
 * heading before each status's rows, as the board of `fresher track` groups them ("APPLIED (3)").
 * Headings are only drawn: the cursor moves over listings.
 */
function listWindow(tab: Tab, rows: number): ListLine[] {
  const { shown, cursor } = tab.picker;
  if (tab.name !== 'tracker') {
    const { start, items } = window(shown, cursor, rows);
    return items.map((_r, i) => ({ row: start + i }));
  }
  const groupOf = (i: number): string => String(shown[i]?.fresher_status ?? '');
  const counts = new Map<string, number>();
  for (let i = 0; i < shown.length; i++) counts.set(groupOf(i), (counts.get(groupOf(i)) ?? 0) + 1);
  const out: ListLine[] = [];
  for (let row = 0; row < shown.length; row++) {
    const group = groupOf(row);
    if (row === 0 || group !== groupOf(row - 1)) out.push({ heading: `${group.toUpperCase()} (${counts.get(group) ?? 0})` });
    out.push({ row });
  }
  return window(
    out,
    out.findIndex((l) => l.row === cursor),
    rows,
  ).items;
}

function emptyText(tab: Tab): string {
  // Rows there, none shown: the filters chosen leave them out (a search says so itself); with none
  // chosen, what leaves them out is the hide list.
  if (tab.picker.all.length > 0) {
    const { values, campus } = tab.picker.selections;
    const filtered = campus !== 'any' || Object.values(values).some((v) => v.length > 0);
    return filtered ? `no ${tab.picker.noun.many} match these filters (f to change)` : `all ${tab.picker.all.length} are hidden (u undoes the last hide)`;
  }
  switch (tab.name) {
    case 'new':
      return 'nothing new since the last look (new is what your saved searches list: fresher search save NAME ...)';
    case 'tracker':
      return 'nothing tracked yet: t on a listing tracks it';
    case 'saved':
      return 'nothing saved yet: s on a listing saves it';
    case 'events':
      return 'no upcoming events';
    default:
      return `no ${tab.picker.noun.many} match these filters (f to change)`;
  }
}

export function view(w: Workspace, size: Size, style: Style): string {
  return layout(w, size, style)
    .lines.slice(0, Math.max(1, size.height - 1))
    .join('\n');
}
