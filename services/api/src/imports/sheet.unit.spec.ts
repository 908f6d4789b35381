// Reading imported files into rows: CSV quoting, a workbook (and a zip that claims too much, refused unread),
// and Tally's masters XML with its Dr/Cr openings.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvGrid, readImportFile, unzippedSize } from './sheet.ts';
import { tallyMasters } from './tally-masters.ts';

describe('reading files', () => {
  it('reads CSV fields with quotes, commas, doubled quotes and line ends, numbering the sheet rows', () => {
    expect(csvGrid('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"two\nlines",z\r\n')).toEqual([
      { row: 1, cells: ['a', 'b'] }, { row: 2, cells: ['x, y', 'say "hi"'] }, { row: 3, cells: ['two\nlines', 'z'] },
    ]);
    // Indian grouping stays as typed (text), and a row after a quoted line break is numbered as a spreadsheet shows it.
    expect(csvGrid('name,opening\n"Om\nTraders","1,00,000.50"\nPatel,12')).toEqual([
      { row: 1, cells: ['name', 'opening'] }, { row: 2, cells: ['Om\nTraders', '1,00,000.50'] }, { row: 3, cells: ['Patel', '12'] },
    ]);
  });

  it('reads a workbook whose zip says what it unpacks to, and refuses one that claims more than a sheet could need', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Parties').addRow(['Party name', 'Opening ₹']);
    wb.getWorksheet('Parties')?.addRow(['Mehta Sons', '1,00,000']);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(unzippedSize(bytes)).toBeGreaterThan(0);
    expect(await readImportFile(bytes)).toMatchObject({ ok: true, rows: { parties: [{ row: 2, name: 'Mehta Sons', openingAmount: '1,00,000' }], products: [] } });
    // The first entry's uncompressed size in the central directory, raised to 4 GB − 1.
    const bomb = Buffer.from(bytes);
    const central = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0xffffffff, central + 24);
    expect(await readImportFile(bomb)).toEqual({ ok: false, problem: 'importUnreadable' });
  });

  it("reads Tally's ledgers under Sundry Debtors and Creditors as parties (Dr: they owe us) and stock items as products", () => {
    const xml = `<ENVELOPE><BODY><IMPORTDATA><REQUESTDATA>
      <TALLYMESSAGE><LEDGER NAME="Owes Us"><PARENT>Sundry Debtors</PARENT><OPENINGBALANCE>-1500.25</OPENINGBALANCE><LEDSTATENAME>Gujarat</LEDSTATENAME></LEDGER></TALLYMESSAGE>
      <TALLYMESSAGE><LEDGER NAME="We Owe"><PARENT>Sundry Creditors</PARENT><OPENINGBALANCE>320.00</OPENINGBALANCE><ADDRESS.LIST><ADDRESS>1 Road</ADDRESS><ADDRESS>Surat</ADDRESS></ADDRESS.LIST></LEDGER></TALLYMESSAGE>
      <TALLYMESSAGE><LEDGER NAME="Written Dr"><PARENT>Sundry Debtors</PARENT><OPENINGBALANCE>75.00 Dr</OPENINGBALANCE></LEDGER></TALLYMESSAGE>
      <TALLYMESSAGE><LEDGER NAME="Sales"><PARENT>Sales Accounts</PARENT></LEDGER></TALLYMESSAGE>
      <TALLYMESSAGE><STOCKITEM NAME="Cotton Yarn"><GSTDETAILS.LIST><HSNCODE>5205</HSNCODE></GSTDETAILS.LIST></STOCKITEM></TALLYMESSAGE>
    </REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>`;
    const rows = tallyMasters(xml);
    expect(rows?.parties.map((p) => [p.name, p.openingAmount, p.state, p.address])).toEqual([
      ['Owes Us', '1500.25', 'Gujarat', ''], ['We Owe', '-320.00', '', '1 Road, Surat'], ['Written Dr', '75.00', '', ''],
    ]);
    expect(rows?.products).toEqual([{ row: 1, name: 'Cotton Yarn', hsn: '5205', valueRate: '' }]);
    expect(tallyMasters('<NOTHING/>')).toBeNull();
  });
});
