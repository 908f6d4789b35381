// The table exporter: an .xlsx read back with exceljs (real numbers and dates, number formats,
// bold header and totals, frozen and filtered header, no formula from text) and exact CSV output
// (BOM, CRLF, RFC 4180 quoting, formula guard, DD-MM-YYYY).
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toCsv, toXlsx, type TableSheet } from './table.ts';

const statement: TableSheet = {
  name: 'Statement',
  title: ['Shree Textiles', 'Statement April 2026'],
  columns: [
    { header: 'Date', kind: 'date' },
    { header: 'Document', kind: 'text' },
    { header: 'Quantity', kind: 'kg' },
    { header: 'Amount', kind: 'inr', width: 20 },
    { header: 'Rate', kind: 'rate' },
    { header: 'Bales', kind: 'int' },
  ],
  rows: [
    ['2026-04-05', 'SL-2', '-54.860', '1000.50', '18.25', 3],
    ['2026-04-30', '=HYPERLINK("x")', null, '-2207.50', null, null],
  ],
  totals: [null, 'Total', '-54.860', '-1207.00', null, 3],
};

/** Writes sheets with toXlsx and loads the bytes back with exceljs. */
async function roundTrip(sheets: TableSheet[]): Promise<ExcelJS.Workbook> {
  const buffer = await toXlsx(sheets);
  const workbook = new ExcelJS.Workbook();
  // exceljs types load() as taking an ArrayBuffer (its own `Buffer`), so hand it the bytes as one.
  await workbook.xlsx.load(new Uint8Array(buffer).buffer);
  return workbook;
}

/** The statement written and read back: its one sheet. */
async function statementSheet(): Promise<ExcelJS.Worksheet> {
  const ws = (await roundTrip([statement])).getWorksheet('Statement');
  if (!ws) throw new Error('the workbook has no sheet named Statement');
  return ws;
}

describe('toXlsx', () => {
  it('writes numbers and dates as real cells with each kind’s number format', async () => {
    const ws = await statementSheet();

    expect(ws.getCell('A4').type).toBe(ExcelJS.ValueType.Date);
    expect(ws.getCell('A4').value).toEqual(new Date(Date.UTC(2026, 3, 5)));
    expect(ws.getCell('A4').numFmt).toBe('dd-mm-yyyy');
    expect(ws.getCell('A5').value).toEqual(new Date(Date.UTC(2026, 3, 30)));

    expect(ws.getCell('B4').type).toBe(ExcelJS.ValueType.String);
    expect(ws.getCell('B4').value).toBe('SL-2');

    expect(ws.getCell('C4').type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getCell('C4').value).toBe(-54.86);
    expect(ws.getCell('C4').numFmt).toBe('#,##0.000');
    expect(ws.getCell('C5').type).toBe(ExcelJS.ValueType.Null);

    expect(ws.getCell('D4').type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getCell('D4').value).toBe(1000.5);
    expect(ws.getCell('D5').value).toBe(-2207.5);
    expect(ws.getCell('D4').numFmt).toBe('"₹"#,##0.00;-"₹"#,##0.00');

    expect(ws.getCell('E4').value).toBe(18.25);
    expect(ws.getCell('E4').numFmt).toBe('#,##0.00');
    expect(ws.getCell('F4').type).toBe(ExcelJS.ValueType.Number);
    expect(ws.getCell('F4').value).toBe(3);
    expect(ws.getCell('F4').numFmt).toBe('0');
  });

  it('keeps formula-like text a plain string', async () => {
    const cell = (await statementSheet()).getCell('B5');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("x")');
    expect(cell.formula).toBeUndefined();
  });

  it('lays out a bold title, a bold frozen filtered header and a bold totals row', async () => {
    const ws = await statementSheet();

    expect(ws.getCell('A1').value).toBe('Shree Textiles');
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getCell('A2').value).toBe('Statement April 2026');
    expect(ws.getCell('A2').font?.bold).toBeFalsy();

    expect(ws.getRow(3).values).toEqual([undefined, 'Date', 'Document', 'Quantity', 'Amount', 'Rate', 'Bales']);
    for (let c = 1; c <= 6; c++) {
      expect(ws.getCell(3, c).font?.bold).toBe(true);
      expect(ws.getCell(3, c).border?.bottom?.style).toBe('thin');
      expect(ws.getCell(4, c).font?.bold).toBeFalsy();
    }

    expect(ws.getCell('B6').value).toBe('Total');
    expect(ws.getCell('C6').value).toBe(-54.86);
    expect(ws.getCell('D6').value).toBe(-1207);
    expect(ws.getCell('D6').numFmt).toBe('"₹"#,##0.00;-"₹"#,##0.00');
    for (let c = 1; c <= 6; c++) expect(ws.getCell(6, c).font?.bold).toBe(true);

    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    expect(ws.autoFilter).toBe('A3:F5');
    expect([1, 2, 3, 4, 5, 6].map((c) => ws.getColumn(c).width)).toEqual([12, 24, 14, 20, 10, 8]);
  });

  it('makes legal, unique worksheet names', async () => {
    const workbook = await roundTrip([
      { ...statement, name: "'Ledger [A/B]: 2026?*'" },
      { ...statement, name: 'Ramesh Textile Traders and Sons, Surat' },
      { ...statement, name: 'Ramesh Textile Traders and Sons, Bhiwandi' },
      { ...statement, name: 'history' },
    ]);
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual([
      'Ledger -A-B-- 2026--',
      'Ramesh Textile Traders and Sons',
      'Ramesh Textile Traders and (2)',
      'history (2)',
    ]);
  });

  it('writes a figure with more than 15 significant digits as its exact digits, right-aligned, in both files', async () => {
    const wide: TableSheet = { ...statement, rows: [[null, 'x', '1.000', '10000000312515.99', null, null]], totals: undefined };
    const ws = (await roundTrip([wide])).getWorksheet('Statement');
    expect(ws?.getCell('D4').value).toBe('10000000312515.99');
    expect(ws?.getCell('D4').alignment).toEqual({ horizontal: 'right' });
    expect(ws?.getCell('C4').value).toBe(1);
    expect(toCsv(wide).split('\r\n')).toContain(',x,1.000,10000000312515.99,,');
  });

  it('rejects a malformed cell, naming where it is', async () => {
    await expect(toXlsx([{ ...statement, rows: [['2026-02-30', 'x', null, null, null, null]] }])).rejects.toThrow(
      'Statement: row 1, column "Date" (date): no such day: "2026-02-30"',
    );
    await expect(toXlsx([{ ...statement, rows: [[null, 'x', '1,000.000', null, null, null]] }])).rejects.toThrow('expected a decimal string');
    await expect(toXlsx([{ ...statement, rows: [[null, 'x']] }])).rejects.toThrow('has 2 cells for 6 columns');
  });
});

describe('toCsv', () => {
  it('writes a BOM, CRLF lines, quoted fields, guarded text, plain numbers and DD-MM-YYYY dates', () => {
    const csv = toCsv({
      name: 'Statement',
      title: ['Shree Textiles, Surat', 'कुल बकाया ₹'],
      columns: [
        { header: 'Date', kind: 'date' },
        { header: 'Document', kind: 'text' },
        { header: 'Quantity', kind: 'kg' },
        { header: 'Amount', kind: 'inr' },
        { header: 'Bales', kind: 'int' },
      ],
      rows: [
        ['2026-04-05', 'SL "2"', '-54.860', '1000.50', 3],
        ['2026-04-30', '=HYPERLINK("x")', null, '-2207.50', null],
        ['2026-04-30', 'two\nlines', '0.000', '100000.00', 0],
      ],
      totals: [null, 'Total', '-54.860', '97793.00', 3],
    });
    expect(csv).toBe(
      '\uFEFF"Shree Textiles, Surat"\r\n' +
        'कुल बकाया ₹\r\n' +
        'Date,Document,Quantity,Amount,Bales\r\n' +
        '05-04-2026,"SL ""2""",-54.860,1000.50,3\r\n' +
        '30-04-2026,"\'=HYPERLINK(""x"")",,-2207.50,\r\n' +
        '30-04-2026,"two\nlines",0.000,100000.00,0\r\n' +
        ',Total,-54.860,97793.00,3\r\n',
    );
  });

  it('prefixes an apostrophe to text a spreadsheet would run as a formula (title, header and cells), not to a negative number', () => {
    const texts = ['+1', '-x', '@SUM(A1)', '\tx', '\rx', 'a=b', ' =1', '-54.860'];
    const csv = toCsv({ name: 'T', title: ['=T'], columns: [{ header: '@Text', kind: 'text' }, { header: 'KG', kind: 'kg' }], rows: texts.map((t) => [t, '-54.860']) });
    expect(csv.slice(1).split('\r\n')).toEqual([
      "'=T", "'@Text,KG", "'+1,-54.860", "'-x,-54.860", "'@SUM(A1),-54.860", "'\tx,-54.860", '"\'\rx",-54.860', 'a=b,-54.860', ' =1,-54.860',
      '-54.860,-54.860', '',
    ]);
  });
});
