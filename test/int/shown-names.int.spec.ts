// Names the server produces and the screens and files show (issue 25, item 15): the party's default
// sub-party goes unnamed in the ledger (the server sent the stored name 'Default', which the files and the
// screen hid by comparing names), and a state is named in the document's language.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';
import { addParty, addProduct, addSlip, buildSlip, type Party } from '../support/ledger.ts';

let api: TestApi;
let owner: Owner;
let party: Party;
let unit2: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shown-names-'));
const HI = { 'accept-language': 'hi' };

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  party = await addParty(api, owner, 'Shree Textiles');
  unit2 = (await ok(api, '/subParty/add/v1', { partyId: party.id, name: 'Unit 2' }, owner.token)).id;
  const product = await addProduct(api, owner, 'HDPE Granules');
  await addSlip(api, owner, buildSlip({ subPartyId: party.defaultSubPartyId, productId: product, slipNo: 1 }));
  await addSlip(api, owner, buildSlip({ subPartyId: unit2, productId: product, slipNo: 2, issueDate: '2026-04-04' }));
  await ok(api, '/company/contact/update/v1', { address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM', state: '24' }, owner.token);
});
afterAll(async () => {
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const pdfText = (bytes: Buffer, name: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('the default sub-party', () => {
  const body = () => ({ partyId: party.id, from: '2026-04-01', to: '2026-04-30' });

  it('goes unnamed in the ledger\'s rows; another sub-party keeps its name', async () => {
    const ledger = await ok(api, '/party/ledger/v1', body(), owner.token);
    expect(ledger.rows.map((r) => [r.number, r.subParty])).toEqual([['SL-1', null], ['SL-2', 'Unit 2']]);
  });

  it('is not named "Default" in the ledger\'s files, in English or Hindi', async () => {
    for (const headers of [{}, HI]) {
      const csv = (await download(api, '/party/ledger/export/v1', { ...body(), format: 'csv' }, owner.token, headers)).bytes.toString('utf8');
      expect(csv).toContain('Unit 2');
      expect(csv).not.toContain('Default');
      const pdf = pdfText((await download(api, '/party/ledger/export/v1', { ...body(), format: 'pdf' }, owner.token, headers)).bytes, `ledger-${Object.keys(headers).length}.pdf`);
      expect(pdf).toContain('Unit 2');
      expect(pdf).not.toContain('Default');
    }
  });
});

describe('a state', () => {
  it('is named in the document\'s language', async () => {
    const statement = (headers: Record<string, string>) =>
      download(api, '/party/month/statement/export/v1', { partyMonthId: `${party.id}:2026-04`, format: 'pdf' }, owner.token, headers);
    expect(pdfText((await statement({})).bytes, 'statement-en.pdf')).toContain('24 Gujarat');
    const hindi = pdfText((await statement(HI)).bytes, 'statement-hi.pdf');
    expect(hindi).toContain('24 गुजरात');
    expect(hindi).not.toContain('Gujarat');
  });
});
