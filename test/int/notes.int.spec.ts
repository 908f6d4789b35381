// Debit and credit notes over HTTP (ledger rules, "Debit and credit notes"; issue 27 item 6): a debit note raises
// what the party owes us, a credit note lowers it, money only; each reader shows them (statement, Entries, the
// party ledger, the statement's PDF and Excel, as-of, history, Activity); the link to a slip survives its
// deletion; refusals are 400/404/422 with the field, and another company's note is 404.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download, ok, refreshStats, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, addSlip, buildSlip, partyMonth, statement, type Party } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let party: Party;
let slipId: string;
let itemId: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'));

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  const product = await addProduct(api, owner, 'HDPE Pipe');
  party = await addParty(api, owner, 'Shree Textiles', { amount: '1000.00' });
  const slip = await addSlip(api, owner, buildSlip({ itemType: 'OUT', subPartyId: party.defaultSubPartyId, productId: product, slipNo: 7, issueDate: '2026-04-02', grossQuantity: '100.000' }));
  slipId = slip.id;
  itemId = slip.jobWorkItemId;
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const debit = (body: Record<string, unknown>) => call(api, '/debitNote/add/v1', { partyId: party.id, issueDate: '2026-04-10', amount: '250.00', reason: 'Shortage beyond burn loss', ...body }, owner.token);

describe('debit and credit notes', () => {
  let debitId: string;
  let creditId: string;

  it('when a debit note adjusting a slip and a credit note are added, then the amount moves by +250 and −100, KG not at all', async () => {
    const before = await partyMonth(api, owner, party.id, 2026, 4);
    const d = await debit({ fullNoteNo: 'DN-1', adjustsId: slipId, note: 'weighed at gate' });
    expect(d.status).toBe(200);
    const dn = d.body.data as { id: string; type: string; adjusts: unknown };
    expect(dn).toMatchObject({ type: 'DEBIT_NOTE', fullNoteNo: 'DN-1', amount: '250.00', reason: 'Shortage beyond burn loss', note: 'weighed at gate',
      adjusts: { type: 'slip', id: slipId, kind: 'OUT_SLIP', number: 'SL-7', issueDate: '2026-04-02', deleted: false }, party: { id: party.id, name: 'Shree Textiles' } });
    debitId = dn.id;
    const c = await ok(api, '/creditNote/add/v1', { partyId: party.id, fullNoteNo: 'CN-1', issueDate: '2026-04-12', amount: '100', reason: 'Rate revision' }, owner.token);
    expect(c).toMatchObject({ type: 'CREDIT_NOTE', adjusts: null, note: null });
    creditId = c.id;

    const after = await partyMonth(api, owner, party.id, 2026, 4);
    expect(BigInt(after.stats.closingReceivableAmount.replace('.', '')) - BigInt(before.stats.closingReceivableAmount.replace('.', ''))).toBe(15000n);
    expect(after.stats.closingReceivableQuantity).toBe(before.stats.closingReceivableQuantity);
    const st = await statement(api, owner, party.id, 2026, 4);
    expect(st.debitNoteList.map((n) => n.id)).toEqual([debitId]);
    expect(st.creditNoteList.map((n) => n.id)).toEqual([creditId]);
  });

  it('when Entries asks for notes, then each list holds its kind with number, reason and link; a sub-party filter leaves none', async () => {
    const e = await ok(api, '/unified/month/entries/get/v1', { filter: { year: 2026, month: 4 }, include: { debitNotes: true, creditNotes: true } }, owner.token);
    expect(e.debitNoteList).toEqual([expect.objectContaining({
      id: debitId, fullNoteNo: 'DN-1', amount: '250.00', particulars: 'Shree Textiles', reason: 'Shortage beyond burn loss',
      adjusts: { type: 'slip', id: slipId, kind: 'OUT_SLIP', number: 'SL-7', issueDate: '2026-04-02', deleted: false },
    })]);
    expect(e.creditNoteList.map((n) => n.fullNoteNo)).toEqual(['CN-1']);
    expect(e.inCashReceiptList).toEqual([]);
    const none = await ok(api, '/unified/month/entries/get/v1', { filter: { year: 2026, month: 4, subPartyId: party.defaultSubPartyId }, include: { debitNotes: true } }, owner.token);
    expect(none.debitNoteList).toEqual([]);
  });

  it('when the same number is used again in the financial year, then 422 on fullNoteNo; bad input is 400 with its field', async () => {
    const again = await debit({ fullNoteNo: 'dn-1', issueDate: '2027-01-05' });
    expect(again).toMatchObject({ status: 422, body: { error: { field: 'fullNoteNo', message: 'Debit Note dn-1 already exists for this party in FY 2026-27' } } });
    expect((await debit({ fullNoteNo: 'DN-2', reason: '  ' })).body.error).toMatchObject({ field: 'reason', message: 'Reason is required' });
    expect((await debit({ fullNoteNo: 'DN-2', amount: '0' })).body.error?.field).toBe('amount');
    expect((await debit({ fullNoteNo: '' })).body.error).toMatchObject({ field: 'fullNoteNo', message: 'Note No is required' });
    expect((await debit({ fullNoteNo: 'DN-2', reason: 'x'.repeat(201) })).status).toBe(400);
    expect(await debit({ fullNoteNo: 'DN-2', adjustsId: party.id })).toMatchObject({ status: 404, body: { error: { field: 'adjustsId' } } });
    // Nothing above was written.
    expect((await statement(api, owner, party.id, 2026, 4)).debitNoteList).toHaveLength(1);
  });

  it("when another company names this company's note, then 404; a credit note's id on the debit note's path, 404", async () => {
    const other = await registerOwner(api, 'Other Co');
    const r = await call(api, '/debitNote/update/v1', { filter: { id: debitId }, update: { amount: '1.00' } }, other.token);
    expect(r.status).toBe(404);
    expect((await call(api, '/debitNote/delete/v1', { id: creditId }, owner.token)).status).toBe(404);
  });

  it('when the company is rebuilt from its events, then every note row reads the same (the link as the same text)', async () => {
    const rows = async () => (await api.svc.pool.query('SELECT * FROM rm_cash WHERE company_id = $1 ORDER BY id', [owner.companyId])).rows.map((r) => JSON.stringify(r));
    const live = await rows();
    expect(live.some((r) => r.includes('"adjusts":"{'))).toBe(true);
    expect((await refreshStats(api, owner.companyId)).status).toBe('done');
    expect(await rows()).toEqual(live);
  });

  it('when the adjusted slip is deleted, then the note stays and says the slip is deleted', async () => {
    await ok(api, '/jobWorkItem/slip/delete/v2', { id: slipId, jobWorkItemId: itemId, itemType: 'OUT' }, owner.token);
    const st = await statement(api, owner, party.id, 2026, 4);
    expect(st.debitNoteList[0].adjusts).toMatchObject({ id: slipId, number: 'SL-7', deleted: true });
  });

  it('when a note is moved to May and changed, then April and May both read it right; the party ledger lists it with its number and reason', async () => {
    const moved = await ok(api, '/debitNote/update/v1', { filter: { id: debitId }, update: { issueDate: '2026-05-03', amount: '300.00', reason: 'Short 6 KG' } }, owner.token);
    expect(moved).toMatchObject({ issueDate: '2026-05-03', amount: '300.00', reason: 'Short 6 KG', fullNoteNo: 'DN-1', note: 'weighed at gate' });
    expect((await statement(api, owner, party.id, 2026, 4)).debitNoteList).toEqual([]);
    expect((await statement(api, owner, party.id, 2026, 5)).debitNoteList.map((n) => n.amount)).toEqual(['300.00']);
    const ledger = await ok(api, '/party/ledger/v1', { partyId: party.id, from: '2026-04-01', to: '2026-05-31' }, owner.token);
    const rows = ledger.rows.filter((r) => r.kind === 'DEBIT_NOTE' || r.kind === 'CREDIT_NOTE');
    expect(rows.map((r) => [r.kind, r.number, r.amount, r.particulars])).toEqual([
      ['CREDIT_NOTE', 'CN-1', '-100.00', 'Rate revision'],
      ['DEBIT_NOTE', 'DN-1', '300.00', 'Short 6 KG'],
    ]);
    expect(ledger.closing.amount).toBe((await partyMonth(api, owner, party.id, 2026, 5)).stats.closingReceivableAmount);
  });

  it('when the statement is downloaded, then the PDF and the Excel sheet name each note with its number and reason', async () => {
    const pdf = await download(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-05`, format: 'pdf' }, owner.token);
    const file = path.join(dir, 'st.pdf');
    fs.writeFileSync(file, pdf.bytes);
    // The line wraps in its column; read as one line.
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain('03-05-2026 Debit Note · DN-1 · Short 6 ₹300.00 Nothing this month KG · Adjusts: Out Slip SL-7 of 02-04-2026 (deleted) · weighed at gate');
    const april = await download(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'xlsx' }, owner.token);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(april.bytes as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().map((r) => (Array.isArray(r) ? r.slice(1).map((c) => (c instanceof Date ? c.toISOString().slice(0, 10) : c)) : []));
    expect(rows).toContainEqual(expect.arrayContaining(['Credit Note', 'CN-1', 'Rate revision', 100]));
  });

  it("when a note's history and Activity are read, then they name it by its kind", async () => {
    const history = await ok(api, '/history/document/get/v1', { id: debitId }, owner.token);
    expect(history.map((e) => [e.type, e.entryKind])).toEqual([['NoteAdded', 'DEBIT_NOTE'], ['NoteUpdated', 'DEBIT_NOTE']]);
    const activity = await ok(api, '/history/activity/list/v1', { documentKind: 'note', partyId: party.id }, owner.token);
    expect(activity.events.map((e) => [e.type, e.entryKind, e.documentId])).toEqual([
      ['NoteUpdated', 'DEBIT_NOTE', debitId], ['NoteAdded', 'CREDIT_NOTE', creditId], ['NoteAdded', 'DEBIT_NOTE', debitId],
    ]);
  });

  it('when a note is deleted, then the statement drops it and the amount returns; the statement as of before the delete still holds it', async () => {
    const beforeDelete = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const withNote = await partyMonth(api, owner, party.id, 2026, 5);
    await ok(api, '/debitNote/delete/v1', { id: debitId }, owner.token);
    const without = await partyMonth(api, owner, party.id, 2026, 5);
    expect(BigInt(withNote.stats.closingReceivableAmount.replace('.', '')) - BigInt(without.stats.closingReceivableAmount.replace('.', ''))).toBe(30000n);
    expect((await statement(api, owner, party.id, 2026, 5)).debitNoteList).toEqual([]);
    const asOf = await ok(api, '/party/month/statement/asOf/v1', { partyMonthId: `${party.id}:2026-05`, asOf: beforeDelete }, owner.token);
    expect(asOf.statement?.debitNoteList.map((n) => n.fullNoteNo)).toEqual(['DN-1']);
  });
});
