// The QR code on a printed slip (issue 29, docs/gate.md): the server makes it (HMAC of the slip's id and version
// with a key only it holds), and the scan endpoint says whether a scanned code is genuine and the slip current,
// edited since or deleted; a tampered code is not genuine, a text that is no code is refused (400), and another
// company's slip is not found (404).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSlipCode, parseSlipCode } from '@ledger/contract';
import { call, download, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
let other: Owner;
let sub = '';
let product = '';
let slipNo = 0;

beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
  other = await registerOwner(api);
  const party = await ok(api, '/party/add/v1', { name: 'Gate Traders', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
  [{ id: sub }] = await ok(api, '/subParty/list/v1', { filter: { partyId: party.id } }, owner.token);
  product = (await ok(api, '/product/add/v1', { name: 'Copper Rod' }, owner.token)).id;
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slip-codes-'));
afterAll(async () => {
  await api.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The QR texts on a PDF's first page drawn at 150 dpi, top first: jsQR reads one code at a time, so the page is
 * read in overlapping bands a quarter of its height, and a code seen in two bands (the same place) counts once.
 */
function qrCodesIn(pdf: Buffer): string[] {
  const file = path.join(dir, `${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '')]);
  const { data, width, height } = PNG.sync.read(fs.readFileSync(file.replace(/\.pdf$/, '.png')));
  const band = Math.floor(height / 4);
  const codes: Array<{ text: string; y: number }> = [];
  for (let top = 0; top + band <= height; top += Math.floor(band / 4)) {
    const found = jsQR(new Uint8ClampedArray(data.subarray(top * width * 4, (top + band) * width * 4)), width, band);
    const y = top + (found?.location.topLeftCorner.y ?? 0);
    if (found?.data && !codes.some((c) => Math.abs(c.y - y) < 20)) codes.push({ text: found.data, y });
  }
  return codes.sort((p, q) => p.y - q.y).map((c) => c.text);
}


const addSlip = (itemType: 'IN' | 'OUT' = 'OUT') => ok(api, '/jobWorkItem/slip/add/v2', {
  itemType, subPartyId: sub, productId: product, issueDate: '2026-05-04', slipNo: ++slipNo, grossQuantity: '12.500', bagQuantity: '0.500',
}, owner.token);
const codeOf = async (id: string, token = owner.token) => (await ok(api, '/itemSlip/code/get/v1', { id }, token)).code;
const scan = (code: string, token = owner.token) => call(api, '/itemSlip/scan/v1', { code }, token);

describe('slip QR codes', () => {
  it('a printed slip\'s code is genuine and current, with the slip, its party, sub-party and product', async () => {
    const slip = await addSlip();
    const code = await codeOf(slip.id);
    expect(code).toMatch(/^JWL1\.[\w-]{22}\.1\.[\w-]{16}$/);
    expect(parseSlipCode(code)?.slipId).toBe(slip.id);
    const reply = await scan(code);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      verdict: 'current', printedVersion: 1, currentVersion: 1,
      scanned: { slip: { id: slip.id, slipNo: String(slipNo), itemType: 'OUT', grossQuantity: '12.500', netQuantity: '12.000' },
        party: { name: 'Gate Traders' }, subParty: { id: sub, isDefault: true }, product: { id: product, name: 'Copper Rod' } },
    });
    // The same slip printed again gives the same code (nothing random in it).
    expect(await codeOf(slip.id)).toBe(code);
  });

  it('a code printed before an edit says the slip was edited since, with the slip as it is now; a new print is current', async () => {
    const slip = await addSlip();
    const printed = await codeOf(slip.id);
    await ok(api, '/jobWorkItem/slip/update/v2', { filter: { id: slip.id, jobWorkItemId: slip.jobWorkItemId, itemType: 'OUT' }, update: { grossQuantity: '20' } }, owner.token);
    const reply = await scan(printed);
    expect(reply.body.data).toMatchObject({ verdict: 'edited', printedVersion: 1, currentVersion: 2, scanned: { slip: { grossQuantity: '20.000' } } });
    const again = await codeOf(slip.id);
    expect(again).not.toBe(printed);
    expect((await scan(again)).body.data).toMatchObject({ verdict: 'current', printedVersion: 2 });
  });

  it('a code of a slip deleted since says so; the deleted slip has no code to print', async () => {
    const slip = await addSlip('IN');
    const printed = await codeOf(slip.id);
    await ok(api, '/jobWorkItem/slip/delete/v2', { id: slip.id, jobWorkItemId: slip.jobWorkItemId, itemType: 'IN' }, owner.token);
    expect((await scan(printed)).body.data).toEqual({ verdict: 'deleted', printedVersion: 1, currentVersion: null, scanned: null });
    const gone = await call(api, '/itemSlip/code/get/v1', { id: slip.id }, owner.token);
    expect(gone.status).toBe(404);
  });

  it('a tampered code (seal, id or version changed) is not genuine and says nothing of the slip', async () => {
    const slip = await addSlip();
    const code = await codeOf(slip.id);
    const parsed = parseSlipCode(code);
    if (!parsed) throw new Error(`not a slip code: ${code}`);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const tampered = [
      formatSlipCode({ ...parsed, seal: flip(parsed.seal, 3) }),
      formatSlipCode({ ...parsed, version: parsed.version + 1 }),
      formatSlipCode({ ...parsed, slipId: (await addSlip()).id }),
    ];
    for (const t of tampered) {
      const reply = await scan(t);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({ verdict: 'notGenuine', printedVersion: parseSlipCode(t)?.version, currentVersion: null, scanned: null });
    }
  });

  it('a text that is not a slip code is refused with 400 naming the code', async () => {
    const slip = await addSlip();
    const code = await codeOf(slip.id);
    for (const bad of ['', 'hello', code.replace('JWL1', 'JWL2'), `${code}x`, code.slice(0, -1), 'JWL1.' + 'A'.repeat(22) + '.0.' + 'A'.repeat(16), 'x'.repeat(5000)]) {
      const reply = await scan(bad);
      expect(reply.status, bad).toBe(400);
      expect(reply.body.error?.field).toBe('code');
    }
    expect((await call(api, '/itemSlip/scan/v1', { code: 42 }, owner.token)).status).toBe(400);
  });

  it('the server-made slip PDF carries the same code, once per slip (the dual slip twice)', async () => {
    const slip = await addSlip();
    const code = await codeOf(slip.id);
    const single = await download(api, '/jobWorkItem/slip/pdf/v1', { slipIds: [slip.id] }, owner.token);
    expect(qrCodesIn(single.bytes)).toEqual([code]);
    const dual = await download(api, '/jobWorkItem/slip/pdf/v1', { slipIds: [slip.id, slip.id] }, owner.token);
    expect(qrCodesIn(dual.bytes)).toEqual([code, code]);
  });

  it('another company\'s genuine code is not found (404), and its slip\'s code cannot be asked for', async () => {
    const slip = await addSlip();
    const code = await codeOf(slip.id);
    expect((await scan(code, other.token)).status).toBe(404);
    expect((await call(api, '/itemSlip/code/get/v1', { id: slip.id }, other.token)).status).toBe(404);
    expect((await scan(code, '')).status).toBe(401);
  });
});
