import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
});
afterAll(async () => { await api.close(); });

describe('products', () => {
  it('when a product is added, renamed and deleted, then the list follows', async () => {
    const p = await ok(api, '/product/add/v1', { name: '  HDPE Pipe ', note: '' }, owner.token);
    expect(p).toMatchObject({ name: 'HDPE Pipe', note: null });
    await ok(api, '/product/update/v1', { filter: { id: p.id }, update: { name: 'HDPE Pipe 2"' } }, owner.token);
    const list = await ok(api, '/product/list/v1', { include: { audits: true } }, owner.token);
    expect(list.find((x: { id: string }) => x.id === p.id)).toMatchObject({ name: 'HDPE Pipe 2"', audits: { createdAt: expect.any(String) } });
    await ok(api, '/product/delete/v1', { id: p.id }, owner.token);
    expect((await ok(api, '/product/list/v1', {}, owner.token)).some((x: { id: string }) => x.id === p.id)).toBe(false);
    expect((await call(api, '/product/delete/v1', { id: p.id }, owner.token)).status).toBe(404);
  });

  it('when the name is missing or longer than 50, then 400 on name', async () => {
    expect((await call(api, '/product/add/v1', {}, owner.token)).body.error).toEqual({ message: 'Product name is required', field: 'name' });
    const long = await call(api, '/product/add/v1', { name: 'x'.repeat(51) }, owner.token);
    expect(long.status).toBe(400);
    expect(long.body.error?.field).toBe('name');
  });
});

describe('parties and sub-parties', () => {
  it('when a party is added, then it has a default sub-party and its opening balance as stats', async () => {
    const party = await ok(api, '/party/add/v1', { name: 'Shree Textiles', note: 'Surat', openingReceivableQuantity: '-12.5', openingReceivableAmount: 1000 }, owner.token);
    expect(party).toEqual({
      id: party.id, name: 'Shree Textiles',
      details: { note: 'Surat', openingReceivableQuantity: '-12.500', openingReceivableAmount: '1000.00' },
      stats: { closingReceivableQuantity: '-12.500', closingReceivableAmount: '1000.00' },
      contact: { phone: null, address: null, state: null, gstin: null },
    });
    const subs = await ok(api, '/subParty/list/v1', { filter: { partyId: party.id }, include: { details: true, party: true } }, owner.token);
    expect(subs).toEqual([{ id: expect.any(String), name: 'Default', isDefault: true, isArchived: false, onDelete: 'remove', details: { note: null }, party: { id: party.id, name: 'Shree Textiles' } }]);
  });

  it('when a second party has the same name in another case, then 422 on name', async () => {
    await ok(api, '/party/add/v1', { name: 'Ganesh Poly', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
    const r = await call(api, '/party/add/v1', { name: 'GANESH POLY', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
    expect(r.status).toBe(422);
    expect(r.body.error).toEqual({ message: 'Party with this name already exists', field: 'name' });
  });

  it('when two parties differ in case only as JavaScript sees it (ΑΣ and Ασ, İ and i), then both are kept and the projector keeps up', async () => {
    // The command decides a clash with the ledger's one rule (sameName); Postgres lower() maps each pair to one text,
    // so a unique read-model index on lower(name) used to stop the projector at the second party for good.
    const names = ['ΑΣ Traders', 'Ασ Traders', 'İzmir Poly', 'izmir Poly'];
    for (const name of names) {
      const r = await call(api, '/party/add/v1', { name, openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
      expect(r.status, name).toBe(200);
    }
    const listed = (await ok(api, '/party/list/v1', {}, owner.token)).map((party) => party.name);
    for (const name of names) expect(listed, name).toContain(name);
  });

  it('when the opening balance changes, then the stats follow', async () => {
    const p = await ok(api, '/party/add/v1', { name: 'Opening Co', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
    const u = await ok(api, '/party/update/v1', { filter: { id: p.id }, update: { openingReceivableAmount: '-250.75', note: 'x' } }, owner.token);
    expect(u.stats.closingReceivableAmount).toBe('-250.75');
    expect(u.details.note).toBe('x');
    const bad = await call(api, '/party/update/v1', { filter: { id: p.id }, update: { openingReceivableAmount: '1.001' } }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe('update.openingReceivableAmount');
  });

  it('when sub-parties are added, renamed and deleted, then the default one is protected', async () => {
    const p = await ok(api, '/party/add/v1', { name: 'Sub Co', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
    const s = await ok(api, '/subParty/add/v1', { partyId: p.id, name: 'Unit 2', note: '' }, owner.token);
    expect(s).toMatchObject({ name: 'Unit 2', isDefault: false, details: { note: null } });
    const u = await ok(api, '/subParty/update/v1', { filter: { id: s.id }, update: { name: 'Unit Two', note: 'gate 3' } }, owner.token);
    expect(u).toMatchObject({ name: 'Unit Two', details: { note: 'gate 3' } });
    const subs = await ok(api, '/subParty/list/v1', { filter: { partyId: p.id } }, owner.token);
    expect(subs.map((x: { name: string }) => x.name)).toEqual(['Default', 'Unit Two']);
    const def = subs[0];
    // Without documents the list says a delete removes it, and the delete does.
    expect(subs.map((x: { onDelete: string }) => x.onDelete)).toEqual(['remove', 'remove']);
    expect((await call(api, '/subParty/delete/v1', { id: def.id }, owner.token)).status).toBe(422);
    expect((await call(api, '/subParty/update/v1', { filter: { id: def.id }, update: { name: 'x' } }, owner.token)).status).toBe(422);
    expect(await ok(api, '/subParty/delete/v1', { id: s.id }, owner.token)).toEqual({ id: s.id, archived: false });
    expect((await ok(api, '/subParty/list/v1', { filter: { partyId: p.id } }, owner.token)).length).toBe(1);
  });

  it('when a sub-party with documents is deleted, then it is archived, listed only with includeArchived, and restored by an event', async () => {
    const p = await ok(api, '/party/add/v1', { name: 'Archive Co', openingReceivableQuantity: 0, openingReceivableAmount: 0 }, owner.token);
    const unit = await ok(api, '/subParty/add/v1', { partyId: p.id, name: 'Unit 9' }, owner.token);
    const product = await ok(api, '/product/add/v1', { name: `Archive Product ${Date.now()}` }, owner.token);
    const slipsOnly = await ok(api, '/subParty/add/v1', { partyId: p.id, name: 'Unit 8' }, owner.token);
    expect([unit.onDelete, slipsOnly.onDelete]).toEqual(['remove', 'remove']);
    await ok(api, '/saleBill/add/v2', { subPartyId: unit.id, productId: product.id, issueDate: '2026-04-10', fullBillNo: 'A-1', quantity: '1', workRate: '1', saleRate: '5' }, owner.token);
    await ok(api, '/jobWorkItem/slip/add/v2', { itemType: 'IN', subPartyId: slipsOnly.id, productId: product.id, issueDate: '2026-04-11', slipNo: 'U8-1', grossQuantity: '5' }, owner.token);
    // With a bill, or a slip (its job-work item), the list says a delete archives it, as the delete then does.
    const before = await ok(api, '/subParty/list/v1', { filter: { partyId: p.id } }, owner.token);
    expect(before.map((x: { name: string; onDelete: string }) => `${x.name}: ${x.onDelete}`)).toEqual(['Default: remove', 'Unit 8: archive', 'Unit 9: archive']);
    expect(await ok(api, '/subParty/delete/v1', { id: slipsOnly.id }, owner.token)).toEqual({ id: slipsOnly.id, archived: true });
    expect(await ok(api, '/subParty/delete/v1', { id: unit.id }, owner.token)).toEqual({ id: unit.id, archived: true });
    const names = async (includeArchived: boolean) =>
      (await ok(api, '/subParty/list/v1', { filter: { partyId: p.id, includeArchived } }, owner.token)).map((x: { name: string; isArchived: boolean }) => `${x.name}${x.isArchived ? ' (archived)' : ''}`);
    expect(await names(false)).toEqual(['Default']);
    expect(await names(true)).toEqual(['Default', 'Unit 8 (archived)', 'Unit 9 (archived)']);

    // Its name was given to a new sub-party meanwhile: restoring would make two live 'Unit 9's.
    const namesake = await ok(api, '/subParty/add/v1', { partyId: p.id, name: 'unit 9' }, owner.token);
    const clash = await call(api, '/subParty/restore/v1', { id: unit.id }, owner.token);
    expect(clash.status).toBe(422);
    expect(clash.body.error?.field).toBe('name');
    await ok(api, '/subParty/update/v1', { filter: { id: namesake.id }, update: { name: 'Unit 10' } }, owner.token);

    expect(await ok(api, '/subParty/restore/v1', { id: unit.id }, owner.token)).toMatchObject({ id: unit.id, name: 'Unit 9', isArchived: false });
    expect(await names(false)).toEqual(['Default', 'Unit 10', 'Unit 9']);
    expect((await ok(api, '/subParty/list/v1', { filter: { id: unit.id } }, owner.token))[0].onDelete).toBe('archive');
    expect((await call(api, '/subParty/restore/v1', { id: unit.id }, owner.token)).status).toBe(422);
    // Another company's sub-party is not found.
    const other = await registerOwner(api, 'Other Archive Co');
    expect((await call(api, '/subParty/restore/v1', { id: unit.id }, other.token)).status).toBe(404);
  });

  it('when a party is deleted, then it and its sub-parties are gone', async () => {
    const p = await ok(api, '/party/add/v1', { name: 'Gone Co', openingReceivableQuantity: 0, openingReceivableAmount: 500 }, owner.token);
    await ok(api, '/party/delete/v1', { id: p.id }, owner.token);
    expect((await call(api, '/party/list/v1', { filter: { id: p.id } }, owner.token)).status).toBe(404);
    expect(await ok(api, '/subParty/list/v1', { filter: { partyId: p.id } }, owner.token)).toEqual([]);
  });
});

describe('bad input', () => {
  it('when the body is not JSON, then 400; unknown paths are 404', async () => {
    const r = await call(api, '/product/add/v1', '{not json', owner.token);
    expect(r.status).toBe(400);
    expect((await call(api, '/nope/v1', {}, owner.token)).status).toBe(404);
  });

  it('when an id is not a uuid, then 400 naming the field', async () => {
    const r = await call(api, '/product/update/v1', { filter: { id: 'abc' }, update: { name: 'x' } }, owner.token);
    expect(r.status).toBe(400);
    expect(r.body.error?.field).toBe('filter.id');
  });
});
