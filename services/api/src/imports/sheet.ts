// Reading an imported file into the import's rows (docs/import.md), in a worker thread (offload/tasks.ts): an Excel
// workbook (exceljs), a CSV (Papa Parse, every cell as text: exceljs's CSV reader turns "1,00,000" into a number or a date), or
// Tally's masters XML (tally-masters.ts). Every cell stays text, as the sheet shows it; the checks are the contract's
// (party-import-check.ts), so nothing is judged here but where the rows are.
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PARTY_COLUMNS, PRODUCT_COLUMNS, istDate, type MessageKey, type PartyRowInput, type ProductRowInput } from '@ledger/contract';
import { tallyMasters } from './tally-masters.ts';

export interface ImportRows { parties: PartyRowInput[]; products: ProductRowInput[] }
export type ImportFile = { ok: true; rows: ImportRows } | { ok: false; problem: MessageKey };

/** A grid of cells as text, with each row's number in the sheet (1-based). */
type Grid = Array<{ row: number; cells: string[] }>;

/** Headings compared without case, spaces or punctuation ('Opening ₹', 'opening-₹'). */
const norm = (text: string) => text.toLowerCase().replace(/[^a-z0-9₹]/g, '');
/** Other headings a sheet may use for a column (another export's, or the plainer words). */
const ALIASES: Record<string, readonly string[]> = {
  subParties: ['subparty', 'subparties'],
  phone: ['mobile', 'mobileno', 'whatsapp'],
  openingQuantity: ['openingkg', 'openingquantity', 'openingreceivablequantity'],
  openingAmount: ['opening₹', 'openingrs', 'openingamount', 'openingreceivableamount'],
  hsn: ['hsn', 'hsncode'],
  valueRate: ['valuerate', 'rate', 'valueperkg'],
};

/** The rows under the first row that starts with the columns' first heading, or null when no row does. */
function rowsOf<K extends string>(grid: Grid, columns: ReadonlyArray<{ key: K; header: string }>): Array<Record<K, string> & { row: number }> | null {
  const first = norm(columns[0]?.header ?? '');
  const at = grid.findIndex((r) => r.cells.some((c) => norm(c) === first));
  if (at < 0) return null;
  const headings = (grid[at]?.cells ?? []).map(norm);
  const index = columns.map((c) => headings.findIndex((h) => h === norm(c.header) || (ALIASES[c.key] ?? []).includes(h)));
  const rows: Array<Record<K, string> & { row: number }> = [];
  for (const { row, cells } of grid.slice(at + 1)) {
    if (cells.every((c) => c.trim() === '')) continue;
    const values = Object.fromEntries(columns.map((c, i) => [c.key, (index[i] ?? -1) >= 0 ? (cells[index[i] ?? 0] ?? '').trim() : ''])) as Record<K, string>;
    rows.push({ row, ...values });
  }
  return rows;
}

/** A cell's value as the sheet shows it: numbers as JavaScript prints them, a formula's result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A date cell is midnight UTC of its day, which is that same day in Asia/Kolkata.
  if (value instanceof Date) return istDate(value);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return String(value.text);
  return '';
}

/** Most a workbook may unpack to: a 500-row sheet is well under 1 MB; a zip that says more is refused unread. */
const UNZIPPED_MAX = 20_000_000;

/**
 * The sum of a zip's entries' uncompressed sizes, from its central directory, or null when it has none: read before
 * exceljs unpacks anything, so a small file that would inflate to gigabytes (a zip bomb) never is.
 */
export function unzippedSize(bytes: Buffer): number | null {
  // The end of the central directory (0x06054b50) sits in the last 22 bytes plus a comment of up to 64 KB.
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (bytes.readUInt32LE(i) !== 0x06054b50) continue;
    const count = bytes.readUInt16LE(i + 10);
    let at = bytes.readUInt32LE(i + 16);
    let total = 0;
    for (let n = 0; n < count; n++) {
      if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
      total += bytes.readUInt32LE(at + 24);
      at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    }
    return total;
  }
  return null;
}

async function xlsxGrids(bytes: Buffer): Promise<Grid[]> {
  const size = unzippedSize(bytes);
  if (size === null || size > UNZIPPED_MAX) throw new Error(`not a workbook this import reads (unzipped size ${size})`);
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const grid: Grid = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (c, col) => { cells[col - 1] = cellText(c.value); });
      grid.push({ row: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
    });
    return grid;
  });
}

/**
 * A CSV (RFC 4180, read by Papa Parse): every cell stays text; a UTF-8 BOM is dropped. Rows are numbered as a
 * spreadsheet numbers them (a quoted cell's line breaks stay inside its row).
 */
export function csvGrid(text: string): Grid {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { dynamicTyping: false, skipEmptyLines: false });
  // The line end after the last row is not a row of its own.
  if (data.length && data[data.length - 1]?.join('') === '' && data[data.length - 1]?.length === 1) data.pop();
  return data.map((cells, i) => ({ row: i + 1, cells }));
}

/** Text of a file that is not a workbook: UTF-16 when it says so (Tally writes XML so), else UTF-8. */
function textOf(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  return bytes.toString('utf8');
}

/** The rows of an uploaded file, told apart by its first bytes: a zip is a workbook, '<' is Tally's XML, else CSV. */
export async function readImportFile(bytes: Buffer): Promise<ImportFile> {
  let grids: Grid[];
  try {
    if (bytes[0] === 0x50 && bytes[1] === 0x4b) grids = await xlsxGrids(bytes);
    else {
      const text = textOf(bytes);
      if (text.replace(/^\uFEFF/, '').trimStart().startsWith('<')) {
        const rows = tallyMasters(text);
        return rows ? { ok: true, rows } : { ok: false, problem: 'importUnreadable' };
      }
      grids = [csvGrid(text)];
    }
  } catch {
    return { ok: false, problem: 'importUnreadable' };
  }
  const parties = grids.map((g) => rowsOf(g, PARTY_COLUMNS)).find((r) => r !== null) ?? null;
  const products = grids.map((g) => rowsOf(g, PRODUCT_COLUMNS)).find((r) => r !== null) ?? null;
  if (!parties && !products) return { ok: false, problem: 'importNoHeader' };
  return { ok: true, rows: { parties: parties ?? [], products: products ?? [] } };
}
