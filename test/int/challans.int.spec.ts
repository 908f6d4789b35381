// Rule 55 delivery challans (issue 15): consecutive serials per financial year for OUT slips and
// Delivery Challans, never given again after a delete; the PDF in triplicate with every field the rule
// asks for; the product's HSN code and value rate.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
let sub = '';
let pipe = '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'challans-'));

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM' }, owner.token);
  const party = await ok(api, '/party/add/v1', {
    name: 'Bharat Extrusions', openingReceivableQuantity: 0, openingReceivableAmount: 0,
    contact: { address: 'MIDC, Bhiwandi', gstin: '27AAPFU0939F1ZV' },
  }, owner.token);
  [{ id: sub }] = await ok(api, '/subParty/list/v1', { filter: { partyId: party.id } }, owner.token);
  pipe = (await ok(api, '/product/add/v1', { name: 'HDPE Pipe', hsn: '3917 23', valueRate: '120' }, owner.token)).id;
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let slipNo = 0;
const slip = (itemType: 'IN' | 'OUT', issueDate: string, gross = '10.500') => ok(api, '/jobWorkItem/slip/add/v2', {
  itemType, subPartyId: sub, productId: pipe, issueDate, slipNo: ++slipNo, grossQuantity: gross, bagQuantity: '0.500', workRate: '2',
}, owner.token);
const challanNo = async (id: string) => {
  const { rows } = await api.svc.pool.query(
    'SELECT challan_no FROM rm_slip WHERE id = $1 UNION ALL SELECT challan_no FROM rm_bill WHERE id = $1', [id]);
  return rows[0]?.challan_no ?? null;
};
function pdf(bytes: Buffer, name: string): { text: string; pages: number } {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const shots = path.resolve(import.meta.dirname, '../../test-results/pdfs');
  fs.mkdirSync(shots, { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, path.join(shots, name.replace(/\.pdf$/, ''))]);
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    pages: Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]),
  };
}

describe('delivery challans', () => {
  it('the product keeps its HSN code and value rate; a bad HSN is refused', async () => {
    const [p] = await ok(api, '/product/list/v1', { filter: { id: pipe } }, owner.token);
    expect(p).toMatchObject({ hsn: '391723', valueRate: '120.00' });
    const bad = await call(api, '/product/update/v1', { filter: { id: pipe }, update: { name: 'HDPE Pipe', hsn: '39172' } }, owner.token);
    expect(bad.body.error).toEqual({ message: 'HSN code must be 4, 6 or 8 digits', field: 'update.hsn' });
  });

  it('serials run consecutively per financial year over OUT slips and Delivery Challans, and a deleted one is not given again', async () => {
    const a = await slip('OUT', '2026-04-15');
    const inSlip = await slip('IN', '2026-04-16');
    const dc = await ok(api, '/inwardJobWorkBill/add/v2', { subPartyId: sub, productId: pipe, issueDate: '2026-04-20', fullBillNo: 'DC-9', quantity: '5', workRate: '3' }, owner.token);
    const lastYear = await slip('OUT', '2026-03-31');
    expect(await challanNo(a.id)).toBe('DC/2026-27/1');
    expect(await challanNo(inSlip.id)).toBeNull();
    expect(await challanNo(dc.id)).toBe('DC/2026-27/2');
    expect(await challanNo(lastYear.id)).toBe('DC/2025-26/1');

    await ok(api, '/jobWorkItem/slip/delete/v2', { id: a.id, jobWorkItemId: a.jobWorkItemId, itemType: 'OUT' }, owner.token);
    const b = await slip('OUT', '2026-05-02');
    expect(await challanNo(b.id)).toBe('DC/2026-27/3');
    // An IN slip sent back out gets the next serial when it is transferred.
    await ok(api, '/jobWorkItem/slip/transfer/v1', { filter: { id: inSlip.id, jobWorkItemId: inSlip.jobWorkItemId, itemType: 'IN' }, update: { itemType: 'OUT' } }, owner.token);
    expect(await challanNo(inSlip.id)).toBe('DC/2026-27/4');
    expect('DC/2026-27/99999'.length).toBeLessThanOrEqual(16);

    // The serials are the fold's own: a replay of the log finds them all again.
    const v = await ok(api, '/company/verify/start/v1', {}, owner.token);
    let status = v;
    for (let i = 0; i < 50 && status.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await ok(api, '/company/verify/status/v1', {}, owner.token);
    }
    expect(status.result?.differences).toEqual([]);

    const f = await download(api, '/challan/pdf/v1', { id: b.id }, owner.token);
    expect(f.filename).toBe('Delivery-Challan-DC-2026-27-3.pdf');
    const { text, pages } = pdf(f.bytes, 'challan.pdf');
    expect(pages).toBe(3);
    for (const copy of ['ORIGINAL FOR CONSIGNEE', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR CONSIGNOR']) expect(text.split(copy).length - 1, copy).toBe(1);
    expect(text.split('DELIVERY CHALLAN').length - 1).toBe(3);
    for (const s of [
      'DC/2026-27/3', '02-05-2026', 'Consignor', 'Ring Road, Surat', 'GSTIN: 24AAACC1206D1ZM', 'State: 24 Gujarat',
      'Consignee (job worker)', 'Bharat Extrusions', 'MIDC, Bhiwandi', 'GSTIN: 27AAPFU0939F1ZV', 'Place of supply', '27 Maharashtra',
      'HDPE Pipe', '391723', '10.000', 'KGS', '₹120.00', '₹1,200.00', 'Authorised Signatory',
    ]) expect(text, s).toContain(s);
  });

  it('in Hindi: the labels in Hindi, each copy named in Hindi beside the rule\'s English words, the same figures', async () => {
    const dc = await ok(api, '/inwardJobWorkBill/add/v2', { subPartyId: sub, productId: pipe, issueDate: '2026-05-20', fullBillNo: 'DC-10', quantity: '5', workRate: '3' }, owner.token);
    const f = await download(api, '/challan/pdf/v1', { id: dc.id }, owner.token, { 'accept-language': 'hi' });
    const { text, pages } = pdf(f.bytes, 'challan-hi.pdf');
    expect(pages).toBe(3);
    for (const copy of ['ORIGINAL FOR CONSIGNEE', 'DUPLICATE FOR TRANSPORTER', 'TRIPLICATE FOR CONSIGNOR']) expect(text.split(`— ${copy}`).length - 1, copy).toBe(1);
    // 'मूल प्रति' (the original): its i-matra comes back before its consonant, so only 'मूल प्र' is matched.
    expect(text.split('मूल प्र').length - 1).toBe(1);
    for (const s of [
      'चालान नं.', 'तारीख', 'माल भेजने वाला', 'माल पाने वाला', 'माल लेने वाले के हस्ताक्षर', 'की ओर से', 'GSTIN: 27AAPFU0939F1ZV', '27 महाराष्ट्र',
      'DC-10', '20-05-2026', '391723', '5.000', 'KGS', '₹120.00', '₹600.00',
    ]) expect(text, s).toContain(s);
    for (const s of ['Consignor', 'Place of supply', 'Authorised Signatory', 'DELIVERY CHALLAN']) expect(text, s).not.toContain(s);
  });

  it('an IN slip has no delivery challan; another company\'s document is 404', async () => {
    const inSlip = await slip('IN', '2026-06-01');
    const r = await call(api, '/challan/pdf/v1', { id: inSlip.id }, owner.token);
    expect(r.status).toBe(422);
    expect(r.body.error?.message).toBe('Only Out Slips and Delivery Challans have a delivery challan');
    const other = await registerOwner(api);
    expect((await call(api, '/challan/pdf/v1', { id: inSlip.id }, other.token)).status).toBe(404);
  });
});
