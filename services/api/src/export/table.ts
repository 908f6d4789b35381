// Table export: ledger tables sent by the API as an Excel workbook (exceljs) or a CSV file. A
// TableSheet carries cells in the API's wire form (fixed-scale decimal strings, ISO dates); both
// writers keep quantities and amounts numeric and dates real, and neither lets a text cell run as
// a formula (an .xlsx text cell is a string cell; CSV text is neutralised by @ledger/contract csv.ts).
import type ExcelJS from 'exceljs';
import { csvFile, isValidDate, type CsvValue } from '@ledger/contract';

export type ColumnKind = 'text' | 'date' | 'kg' | 'inr' | 'rate' | 'int';
export interface Column { header: string; kind: ColumnKind; width?: number }
/** A cell: text as string; date as 'YYYY-MM-DD' (or null); kg/inr/rate as a fixed-scale decimal string like '-54.860' / '1000.00' (or null); int as number. */
export type Cell = string | number | null;
export interface TableSheet {
  name: string;                 // worksheet name (≤ 31 chars, Excel's forbidden chars []:*?/\ replaced)
  title: string[];              // lines above the table (company, party, period…), each in its own row, first one bold
  columns: Column[];
  rows: Cell[][];
  totals?: Cell[];              // a bold totals row under the rows (same columns; null = empty)
}

/**
 * Excel number formats per kind. Amounts use Western grouping with the rupee sign: Excel applies the
 * reader's regional digit grouping to ',' (an English (India) Windows can show 1,00,000.00), while a fixed
 * lakh/crore format needs two conditions for each sign and Excel allows two in all.
 */
const NUM_FMT: Record<ColumnKind, string | undefined> = {
  text: undefined,
  date: 'dd-mm-yyyy',
  kg: '#,##0.000',
  inr: '"₹"#,##0.00;-"₹"#,##0.00',
  rate: '#,##0.00',
  int: '0',
};

/** Column width (in characters) when a Column gives none; widened to fit the header. */
const DEFAULT_WIDTH: Record<ColumnKind, number> = { text: 24, date: 12, kg: 14, inr: 16, rate: 10, int: 8 };

const NUMERIC: ReadonlySet<ColumnKind> = new Set<ColumnKind>(['kg', 'inr', 'rate', 'int']);

/** A cell checked against its column's kind, in the forms both writers need. */
type Value =
  | { type: 'empty' }
  | { type: 'text'; text: string }
  | { type: 'number'; num: number; plain: string }
  /** A decimal with more significant digits than a double keeps (a sum past ₹10^13): exact as text. */
  | { type: 'wide'; plain: string }
  | { type: 'date'; date: Date; dmy: string };

/** Checks a cell against its column's kind and converts it; throws on a malformed value. */
function valueOf(column: Column, cell: Cell, where: string): Value {
  if (cell === null) return { type: 'empty' };
  const fail = (why: string): never => {
    throw new Error(`${where}, column "${column.header}" (${column.kind}): ${why}: ${JSON.stringify(cell)}`);
  };
  switch (column.kind) {
    case 'text':
      return { type: 'text', text: String(cell) };
    case 'date': {
      const m = typeof cell === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell) : null;
      if (!m) return fail('expected YYYY-MM-DD');
      if (!isValidDate(m[0])) return fail('no such day');
      return { type: 'date', date: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))), dmy: `${m[3]}-${m[2]}-${m[1]}` };
    }
    case 'int': {
      const num = typeof cell === 'number' ? cell : /^-?\d+$/.test(cell) ? Number(cell) : NaN;
      if (!Number.isSafeInteger(num)) return fail('expected an integer');
      return { type: 'number', num, plain: String(num) };
    }
    case 'kg':
    case 'inr':
    case 'rate': {
      const m = typeof cell === 'string' ? /^-?(\d+)(?:\.(\d+))?$/.exec(cell) : null;
      if (!m) return fail('expected a decimal string');
      // Significant digits, of which a double keeps 15 exactly: a longer figure (totals can grow past
      // any one entry's limit) is written as its exact digits rather than rounded by the spreadsheet.
      const significant = `${m[1]}${m[2] ?? ''}`.replace(/^0+/, '').replace(/0+$/, '');
      if (significant.length > 15) return { type: 'wide', plain: m[0] };
      return { type: 'number', num: Number(m[0]), plain: m[0] };
    }
  }
}

/** Checks a row's width and converts its cells. */
function valuesOf(sheet: TableSheet, cells: Cell[], where: string): Value[] {
  if (cells.length !== sheet.columns.length) {
    throw new Error(`${where} has ${cells.length} cells for ${sheet.columns.length} columns`);
  }
  return cells.map((cell, i) => valueOf(sheet.columns[i], cell, where));
}

/**
 * Excel's worksheet-name rules: the forbidden []:*?/\ become '-', no quote at either end, ≤ 31
 * chars, not empty, unique (case-insensitively) and not the reserved 'History'; clashes get ' (2)'…
 */
function sheetName(name: string, taken: Set<string>): string {
  const base = name.replace(/[[\]:*?/\\]/g, '-').replace(/^'+|'+$/g, '').trim() || 'Sheet';
  const clashes = (s: string): boolean => taken.has(s.toLowerCase()) || s.toLowerCase() === 'history';
  const fit = (s: string, room: number): string => {
    let out = '';
    for (const ch of s) { // by code point, so a surrogate pair is never split
      if (out.length + ch.length > room) break;
      out += ch;
    }
    return out.replace(/[\s']+$/, '');
  };
  let candidate = fit(base, 31);
  for (let n = 2; clashes(candidate); n++) {
    const suffix = ` (${n})`;
    candidate = fit(base, 31 - suffix.length) + suffix;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Writes one checked row's cells into a worksheet row, with each kind's number format. */
function writeRow(row: ExcelJS.Row, columns: Column[], values: Value[]): void {
  values.forEach((value, i) => {
    const cell = row.getCell(i + 1);
    const numFmt = NUM_FMT[columns[i].kind];
    if (numFmt) cell.numFmt = numFmt;
    // Strings are always written as string cells: exceljs makes a formula only from { formula }.
    if (value.type === 'text') cell.value = value.text;
    else if (value.type === 'number') cell.value = value.num;
    else if (value.type === 'wide') {
      cell.value = value.plain;
      cell.alignment = { horizontal: 'right' };
    }
    else if (value.type === 'date') cell.value = value.date;
  });
}

const THIN = { style: 'thin' } as const;

/** Adds one TableSheet as a worksheet: title lines, a frozen, filterable header, rows, totals. */
function addSheet(workbook: ExcelJS.Workbook, sheet: TableSheet, name: string): void {
  const headerRow = sheet.title.length + 1;
  const ws = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 0, ySplit: headerRow }] });

  sheet.title.forEach((line, i) => {
    const cell = ws.getCell(i + 1, 1);
    cell.value = line;
    if (i === 0) cell.font = { bold: true, size: 14 };
  });

  sheet.columns.forEach((column, i) => {
    ws.getColumn(i + 1).width = column.width ?? Math.max(DEFAULT_WIDTH[column.kind], column.header.length + 2);
    const cell = ws.getCell(headerRow, i + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.border = { bottom: THIN };
    if (NUMERIC.has(column.kind)) cell.alignment = { horizontal: 'right' };
  });

  sheet.rows.forEach((cells, r) => {
    writeRow(ws.getRow(headerRow + 1 + r), sheet.columns, valuesOf(sheet, cells, `${sheet.name}: row ${r + 1}`));
  });

  // The filter covers the header and the rows; the totals stay outside it.
  const lastDataRow = headerRow + sheet.rows.length;
  if (sheet.columns.length > 0) {
    ws.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: lastDataRow, column: sheet.columns.length } };
  }

  if (sheet.totals) {
    const row = ws.getRow(lastDataRow + 1);
    writeRow(row, sheet.columns, valuesOf(sheet, sheet.totals, `${sheet.name}: totals`));
    sheet.columns.forEach((_, i) => {
      const cell = row.getCell(i + 1);
      cell.font = { bold: true };
      cell.border = { top: THIN };
    });
  }
}

/** An .xlsx workbook with one worksheet per sheet, in order. */
export async function toXlsx(sheets: TableSheet[]): Promise<Buffer> {
  if (sheets.length === 0) throw new Error('toXlsx: a workbook needs at least one sheet');
  // Loaded on the first workbook: exceljs is ~20 MB of memory a server exporting nothing need not hold.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  const taken = new Set<string>();
  for (const sheet of sheets) addSheet(workbook, sheet, sheetName(sheet.name, taken));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A checked cell as a CSV value: text as it is (csvField neutralises it), plain decimals (no grouping, no ₹), dates DD-MM-YYYY. */
function csvValue(value: Value): CsvValue {
  switch (value.type) {
    case 'empty': return null;
    case 'text': return value.text;
    case 'number':
    case 'wide': return value.plain;
    case 'date': return value.dmy;
  }
}

/**
 * The sheet as CSV for spreadsheets (@ledger/contract csvFile: a UTF-8 BOM, CRLF line ends, RFC 4180
 * quoting, no formula): the title lines one field each, then the header, the rows and the totals.
 */
export function toCsv(sheet: TableSheet): string {
  return csvFile([
    ...sheet.title.map((line) => [line]),
    sheet.columns.map((column) => column.header),
    ...sheet.rows.map((cells, r) => valuesOf(sheet, cells, `${sheet.name}: row ${r + 1}`).map(csvValue)),
    ...(sheet.totals ? [valuesOf(sheet, sheet.totals, `${sheet.name}: totals`).map(csvValue)] : []),
  ]);
}
