/**
 * An Excel workbook (.xlsx) of records, written as the rows come: typed cells (dates as dates, numbers
 * as numbers, booleans as TRUE/FALSE, text as inline text, so nothing is ever a formula and no
 * apostrophe is needed), a bold frozen header row, an autofilter, column widths from the first 1,000
 * values, descriptions wrapped. Loaded only for this format (dist/lazy/xlsx.cjs).
 *
 * The sheet's XML is written here and put in fflate's streaming zip, deflated by Node's zlib: the
 * maintained xlsx writers measured (50,000 jobs) either build the whole workbook in memory
 * (write-excel-file: 574 MB), or stream but take 1.5-2x this writer's time and 0.4-0.7 s to load
 * (exceljs's WorkbookWriter, 53 MB installed; @cj-tech-master/excelts, slower still), or have no styles
 * (xlsx-write-stream). Memory is bounded by the 1,000 rows held for the widths and a 256 KB block of
 * XML, whatever the row count.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { Zip, ZipPassThrough } from 'fflate';
import { ExactInteger, stringifyExact } from '../contract/exact-json.js';
import type { ApiRecord } from '../contract/record.js';
import { apiInstant } from './dates.js';
import { getField } from './fields.js';
import { forXml } from './sanitize.js';

export interface XlsxSheet {
  name: string;
  rows: readonly ApiRecord[];
  fields: readonly string[];
}

/** Excel's own limit on the characters of one cell. */
const MAX_CELL = 32_767;
/** Rows whose values set the column widths; held until then, so memory stays bounded. */
const WIDTH_SAMPLE = 1_000;
/** Bytes of sheet XML gathered before they are deflated: each block is deflated on its own (see NativeDeflate). */
const BLOCK = 256 * 1024;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const WRAPPED = new Set(['description', 'note', 'ctc_description']);
/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
const EPOCH_SERIAL = 25_569;
/**
 * The serials a spreadsheet shows as dates: from 1 March 1900 (serial 61; before it Excel counts a
 * 29 February 1900 that never was, and before 1900 a negative serial shows as #####) to 31 December
 * 9999. A date outside them stays the text it was sent as.
 */
const FIRST_SERIAL = 61;
const LAST_SERIAL = 2_958_466;
const MS_PER_DAY = 86_400_000;

/** Indexes into styles.xml's cellXfs below. */
const STYLE = { header: 1, date: 2, dateTime: 3, wrapped: 4 } as const;

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const STYLES_XML = `${XML_DECL}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1" vertical="top"/></xf></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
/** Escaped for XML text and attributes; \r as a reference, which XML parsers would otherwise fold. */
const escapeXml = (text: string): string => text.replace(/[&<>"\r]/g, (c) => ESCAPES[c] as string);

/**
 * Cleaned, escaped text, cut to a cell's limit first (a cut through a surrogate pair leaves half of it, which forXml removes).
 * A spreadsheet reads `_xHHHH_` in a cell as the character U+HHHH (ECMA-376's escape for what XML
 * cannot hold): its underscore is written as `_x005F_`, so "T_x001B_[2J" stays that text and never
 * becomes an escape character.
 */
const cellText = (text: string): string => escapeXml(forXml(text.slice(0, MAX_CELL))).replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_');

/** One cell's XML: `ref` is its A1 name. Null and undefined leave the cell out. */
function cellXml(value: unknown, ref: string, wrapped: boolean): string {
  // A number no double holds (1e400) is left out as null is: JSON output writes it as null.
  if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return '';
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (typeof value === 'string') {
    // A date the API sends as a date becomes one (UTC; a spreadsheet's dates have no zone).
    const dateOnly = DATE_ONLY.test(value);
    if (dateOnly || DATE_TIME.test(value)) {
      // Not a real day (2026-02-30): the text as sent, not the day Date would roll it over into.
      const ms = apiInstant(value);
      const serial = ms === undefined ? Number.NaN : ms / MS_PER_DAY + EPOCH_SERIAL;
      if (serial >= FIRST_SERIAL && serial < LAST_SERIAL) return `<c r="${ref}" s="${dateOnly ? STYLE.date : STYLE.dateTime}"><v>${serial}</v></c>`;
    }
    return textCell(value, ref, wrapped);
  }
  // An integer beyond a double's: its digits as text (a spreadsheet's numbers are doubles too).
  if (value instanceof ExactInteger) return textCell(value.digits, ref, false);
  return textCell(stringifyExact(value) ?? '', ref, false);
}

const textCell = (text: string, ref: string, wrapped: boolean): string =>
  `<c r="${ref}"${wrapped ? ` s="${STYLE.wrapped}"` : ''} t="inlineStr"><is><t xml:space="preserve">${cellText(text)}</t></is></c>`;

/** Column widths in characters: the header or the longest of the sampled values, within 8..60. */
function widths(fields: readonly string[], sample: readonly ApiRecord[]): number[] {
  return fields.map((f) => {
    if (WRAPPED.has(f)) return 80;
    let longest = f.length;
    for (const r of sample) {
      const v = getField(r, f);
      const n = v === null || v === undefined ? 0 : typeof v === 'string' ? v.length : String(v).length;
      if (n > longest) longest = n;
    }
    return Math.min(60, Math.max(8, longest + 2));
  });
}

/** A1-style name of column `i` (0: A, 26: AA). */
function columnName(i: number): string {
  let n = i + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique, not Excel's reserved "History". */
function sheetName(name: string, taken: Set<string>): string {
  let base =
    forXml(name)
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  if (base.toLowerCase() === 'history') base = 'History 1';
  for (let i = 2; taken.has(base.toLowerCase()); i++) base = `${base.slice(0, 28)} ${i}`;
  taken.add(base.toLowerCase());
  return base;
}

const encoder = new TextEncoder();

/**
 * A zip entry deflated by Node's zlib, block by block, at level 1. Each block is deflated afresh and
 * ends with a sync flush, the last with the stream's end, so together they are one deflate stream (as
 * pigz writes them); starting afresh costs 0.3% of the size at 256 KB blocks. Native: a 40 MB sheet
 * (50,000 jobs) deflated in ~95 ms where fflate's JavaScript deflate took ~400, and its CRC in ~17 ms
 * where fflate's took ~70. fflate's ZipPassThrough is made to be subclassed so.
 */
class NativeDeflate extends ZipPassThrough {
  /** The zip's general purpose bits 1-2 for level 1 ("super fast"), as fflate's ZipDeflate writes them. */
  readonly flag = 3;
  private sum = 0;

  constructor(filename: string) {
    super(filename);
    this.compression = 8;
  }

  override push(chunk: Uint8Array, final = false): void {
    if (!this.ondata) throw new Error('xlsx: an entry written before it was added to the zip');
    this.sum = crc32(chunk, this.sum);
    this.size += chunk.length;
    if (final) this.crc = this.sum;
    this.process(chunk, final);
  }

  protected override process(chunk: Uint8Array, final: boolean): void {
    // Deflated at once, so the caller may reuse the chunk's memory as soon as this returns; zlib's
    // errors (out of memory) are thrown to the writer's caller, as the writer is synchronous.
    this.ondata(null, deflateRawSync(chunk, { level: 1, finishFlush: final ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }), final);
  }
}

/** One sheet being written: rows held for the widths, then XML deflated into its zip entry (see NativeDeflate). */
class SheetWriter {
  private readonly columns: string[];
  private readonly wrapped: boolean[];
  private held: ApiRecord[] | undefined = [];
  private readonly block = Buffer.allocUnsafe(BLOCK);
  private used = 0;
  private rowCount = 1;

  constructor(
    private readonly entry: NativeDeflate,
    private readonly fields: readonly string[],
  ) {
    this.columns = fields.map((_, i) => columnName(i));
    this.wrapped = fields.map((f) => WRAPPED.has(f));
  }

  row(record: ApiRecord): void {
    if (this.held) {
      this.held.push(record);
      if (this.held.length >= WIDTH_SAMPLE) this.start();
      return;
    }
    this.write(record);
  }

  end(): void {
    if (this.held) this.start();
    const last = this.columns[this.columns.length - 1];
    const filter = last === undefined ? '' : `<autoFilter ref="A1:${last}${this.rowCount}"/>`;
    this.put(`</sheetData>${filter}</worksheet>`);
    this.flush(true);
  }

  /** The sheet's head (the widths are known now), then the rows held for them. */
  private start(): void {
    const held = this.held ?? [];
    this.held = undefined;
    const cols = widths(this.fields, held)
      .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
      .join('');
    const header = this.fields
      .map((f, i) => `<c r="${this.columns[i]}1" s="${STYLE.header}" t="inlineStr"><is><t xml:space="preserve">${cellText(f)}</t></is></c>`)
      .join('');
    this.put(
      `${XML_DECL}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">` +
        '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
        `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData><row r="1">${header}</row>`,
    );
    for (const r of held) this.write(r);
  }

  /**
   * Text into the block, deflated when full. Each row is encoded on its own: encoding one long string
   * built by concatenation (a rope of many pieces) cost 1.4 s of a 50,000-job workbook. The entry
   * deflates what it is pushed before it returns, so the block is reused.
   */
  private put(text: string): void {
    if (this.used + text.length * 3 > this.block.length) {
      this.flush();
      // A row longer than the block (cells of up to 32,767 characters): pushed on its own.
      if (text.length * 3 > this.block.length) {
        this.entry.push(encoder.encode(text));
        return;
      }
    }
    this.used += this.block.write(text, this.used);
  }

  /** The block into the entry; `last` ends the entry (with what is left, if anything). */
  private flush(last = false): void {
    if (this.used > 0 || last) this.entry.push(this.block.subarray(0, this.used), last);
    this.used = 0;
  }

  private write(record: ApiRecord): void {
    const n = ++this.rowCount;
    let xml = `<row r="${n}">`;
    for (let i = 0; i < this.fields.length; i++) {
      const f = this.fields[i] as string;
      // As every format reads a field: a dotted --fields path (employer.name) reaches into an object.
      xml += cellXml(getField(record, f), `${this.columns[i]}${n}`, this.wrapped[i] as boolean);
    }
    this.put(`${xml}</row>`);
  }
}

/**
 * A workbook written sheet after sheet, row by row; `take()` hands over the zip bytes made so far.
 * Synchronous: text is deflated as it is pushed, so bytes are ready when a call returns.
 */
export class XlsxWriter {
  private readonly zip: Zip;
  private readonly out: Uint8Array[] = [];
  private readonly names: string[] = [];
  private readonly taken = new Set<string>();
  private sheet: SheetWriter | undefined;
  private failure: Error | undefined;

  constructor() {
    this.zip = new Zip((err, data) => {
      if (err) this.failure = err;
      else this.out.push(data);
    });
  }

  addSheet(name: string, fields: readonly string[]): void {
    this.sheet?.end();
    this.names.push(sheetName(name, this.taken));
    const entry = new NativeDeflate(`xl/worksheets/sheet${this.names.length}.xml`);
    this.zip.add(entry);
    this.sheet = new SheetWriter(entry, fields);
  }

  row(record: ApiRecord): void {
    if (!this.sheet) throw new Error('xlsx: a row before any sheet');
    this.sheet.row(record);
  }

  /** Ends the last sheet and writes the workbook's other parts and the zip's directory. */
  end(): void {
    if (!this.sheet) this.addSheet('Sheet', []);
    this.sheet?.end();
    const sheets = this.names.map((_, i) => i + 1);
    const part = (path: string, xml: string): void => {
      const entry = new NativeDeflate(path);
      this.zip.add(entry);
      entry.push(encoder.encode(xml), true);
    };
    part(
      '[Content_Types].xml',
      `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheets.map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
    );
    part(
      '_rels/.rels',
      `${XML_DECL}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    );
    part(
      'xl/workbook.xml',
      `${XML_DECL}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>${this.names.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
    );
    part(
      'xl/_rels/workbook.xml.rels',
      `${XML_DECL}<Relationships xmlns="${PKG_REL_NS}">${sheets.map((n) => `<Relationship Id="rId${n}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    );
    part('xl/styles.xml', STYLES_XML);
    this.zip.end();
  }

  /** The bytes written since the last call (empty while rows are being held or gathered). */
  take(): Uint8Array {
    if (this.failure) throw this.failure;
    if (this.out.length === 0) return EMPTY;
    const bytes = this.out.length === 1 ? (this.out[0] as Uint8Array) : Buffer.concat(this.out);
    this.out.length = 0;
    return bytes;
  }
}

const EMPTY = new Uint8Array(0);

/** A workbook of whole sheets (the tracker's two, a list already in memory), in chunks as they are made. */
export function* renderXlsx(sheets: readonly XlsxSheet[]): Generator<Uint8Array> {
  const w = new XlsxWriter();
  for (const sheet of sheets) {
    w.addSheet(sheet.name, sheet.fields);
    for (const r of sheet.rows) {
      w.row(r);
      const bytes = w.take();
      if (bytes.length > 0) yield bytes;
    }
  }
  w.end();
  yield w.take();
}

/** One sheet written while a collection arrives (see STREAMED in formats.ts). */
export function xlsxRowWriter(fields: readonly string[]): { row(record: ApiRecord): Uint8Array; end(): Uint8Array } {
  const w = new XlsxWriter();
  w.addSheet('fresher', fields);
  return {
    row: (record) => {
      w.row(record);
      return w.take();
    },
    end: () => {
      w.end();
      return w.take();
    },
  };
}
