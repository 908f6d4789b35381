// Contacts (share-and-export issue): a party's phone, address, state and GSTIN and the company's own,
// as events; GSTIN and phone checked with clear messages; the statement carries the party's contact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, registerOwner, startApi, type Owner, type TestApi } from '../support/api.ts';

let api: TestApi;
let owner: Owner;
beforeAll(async () => {
  api = await startApi();
  owner = await registerOwner(api);
});
afterAll(async () => { await api.close(); });

const NONE = { phone: null, address: null, state: null, gstin: null };

describe('party contact', () => {
  it('when a party is added with contact details, then they are normalised, listed, in the statement and in its history', async () => {
    const p = await ok(api, '/party/add/v1', {
      name: 'Shree Textiles', openingReceivableQuantity: 0, openingReceivableAmount: 0,
      contact: { phone: '+91 98765-43210', address: ' Plot 4, GIDC, Surat ', gstin: '24aaacc1206d1zm' },
    }, owner.token);
    const contact = { phone: '9876543210', address: 'Plot 4, GIDC, Surat', state: '24', gstin: '24AAACC1206D1ZM' };
    expect(p.contact).toEqual(contact);
    const [listed] = await ok(api, '/party/list/v1', { filter: { id: p.id }, include: { contact: true } }, owner.token);
    expect(listed).toEqual({ id: p.id, name: 'Shree Textiles', contact });
    const [plain] = await ok(api, '/party/list/v1', { filter: { id: p.id } }, owner.token);
    expect(plain).toEqual({ id: p.id, name: 'Shree Textiles' });

    // The party's months begin with its creation month: the statement names its contact.
    const months = await ok(api, '/party/month/list/v1', { partyId: p.id }, owner.token);
    const statement = await ok(api, '/party/month/statement/v3', { partyMonthId: months[0].id }, owner.token);
    expect(statement.party.contact).toEqual(contact);

    const u = await ok(api, '/party/update/v1', { filter: { id: p.id }, update: { contact: { phone: '9123456780' } } }, owner.token);
    expect(u.contact).toEqual({ ...NONE, phone: '9123456780' });
    expect(u.name).toBe('Shree Textiles');
    const history = await ok(api, '/history/document/get/v1', { id: p.id }, owner.token);
    const types = history.map((e: { type: string }) => e.type);
    expect(types).toEqual(['PartyAdded', 'PartyContactSet', 'PartyContactSet']);
    const last = history[2];
    expect(last.data.phone).toBe('9123456780');
    expect(last.before).toMatchObject({ phone: '9876543210', gstin: '24AAACC1206D1ZM' });
  });

  it('when the same contact is sent again, then nothing is recorded', async () => {
    const p = await ok(api, '/party/add/v1', { name: 'Same Co', openingReceivableQuantity: 0, openingReceivableAmount: 0, contact: { phone: '9876543210' } }, owner.token);
    await ok(api, '/party/update/v1', { filter: { id: p.id }, update: { contact: { phone: '98765 43210' } } }, owner.token);
    const history = await ok(api, '/history/document/get/v1', { id: p.id }, owner.token);
    expect(history.map((e: { type: string }) => e.type)).toEqual(['PartyAdded', 'PartyContactSet']);
  });

  it.each([
    [{ gstin: '24AAACC1206D1ZX' }, 'contact.gstin', 'GSTIN check character is wrong (expected M): check the number for a typing mistake'],
    [{ gstin: '24AAACC1206D1' }, 'contact.gstin', 'GSTIN must be 15 characters'],
    [{ gstin: '24AAACC12O6D1ZM' }, 'contact.gstin', 'GSTIN must be a 2-digit state code, a 10-character PAN, an entity code, Z and a check character'],
    [{ gstin: '24AAACC1206D1ZM', state: '27' }, 'contact.state', 'State must be 24 Gujarat, as the GSTIN says'],
    [{ phone: '12345 67890' }, 'contact.phone', 'Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9'],
    [{ state: 'GJ' }, 'contact.state', 'State is not a GST state code'],
    [{ address: 'x'.repeat(301) }, 'contact.address', 'Address must be at most 300 characters'],
  ])('when the contact is %j, then 400 on %s and nothing is added', async (contact, field, message) => {
    const name = `Bad ${field} ${Math.random()}`;
    const r = await call(api, '/party/add/v1', { name, openingReceivableQuantity: 0, openingReceivableAmount: 0, contact }, owner.token);
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({ message, field });
    const all = await ok(api, '/party/list/v1', {}, owner.token);
    expect(all.some((x: { name: string }) => x.name === name)).toBe(false);
  });
});

describe('company contact', () => {
  it('when the owner sets the address and GST, then it is read back; an empty field clears it', async () => {
    expect(await ok(api, '/company/contact/get/v1', {}, owner.token)).toEqual(NONE);
    const set = await ok(api, '/company/contact/update/v1', { phone: '9876543210', address: 'Ring Road, Surat', gstin: '24AAACC1206D1ZM' }, owner.token);
    expect(set).toEqual({ phone: '9876543210', address: 'Ring Road, Surat', state: '24', gstin: '24AAACC1206D1ZM' });
    expect(await ok(api, '/company/contact/get/v1', {}, owner.token)).toEqual(set);
    const cleared = await ok(api, '/company/contact/update/v1', { phone: '9876543210', address: '', state: '27' }, owner.token);
    expect(cleared).toEqual({ phone: '9876543210', address: null, state: '27', gstin: null });
    const bad = await call(api, '/company/contact/update/v1', { gstin: '27AAPFU0939F1ZX' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toBe('gstin');
    expect(await ok(api, '/company/contact/get/v1', {}, owner.token)).toEqual(cleared);
  });

  it('when another owner reads, then they see their own company only', async () => {
    const other = await registerOwner(api);
    expect(await ok(api, '/company/contact/get/v1', {}, other.token)).toEqual(NONE);
  });
});
