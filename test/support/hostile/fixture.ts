// The people and documents the hostile campaign aims at. Company A is the victim whose event log is
// watched; B is another company (its token and ids must get 404 on A's documents); S, U, P and adminS
// are sacrificial sessions for calls that end them (logout, password change, company erasure, OTP
// verification); T is a quiet company for admin calls; C is A's gate clerk (every 2xx it gets must be one the
// contract gives a clerk, with no rupee figure in it: checks.ts). "Spares" are documents that delete calls may
// destroy. Whatever a 2xx consumes is marked stale and re-created between batches.
import type pg from 'pg';
import { NOTE_PATHS, addDays, istDate, kindsOf } from '@ledger/contract';
import { present } from '../present.ts';
import { ADMIN, ok, type Owner, type TestApi } from '../api.ts';
import { seedCompany, type Seeded } from '../seed.ts';

export type IdentityName = 'A' | 'B' | 'S' | 'U' | 'T' | 'C' | 'admin' | 'adminS';
export type BillKind = keyof Seeded['bills'];
export type CashKind = keyof Seeded['cash'];
export type NoteKind = keyof Seeded['notes'];
export interface SlipRef { id: string; jobWorkItemId: string; itemType: 'IN' | 'OUT' }
export interface Session { token: string; mobileNo: string; password: string; userId: string; companyId: string }

const BILL_KINDS: BillKind[] = ['inwardJobWorkBill', 'outwardJobWorkBill', 'saleBill', 'purchaseBill'];
const CASH_KINDS: CashKind[] = ['inwardCashReceipt', 'outwardCashReceipt'];
const NOTE_KINDS: NoteKind[] = kindsOf('note');

export type Stale = IdentityName | 'P' | 'expiry' | 'books' | 'spareGrant' | 'spareClerkGrant' | 'spareProduct' | 'spareParty' | 'spareSubParty' | 'archivedSubParty' | 'spareSlip' | 'spareItem' | 'deemedSlip'
  | `spareBill:${BillKind}` | `spareCash:${CashKind}` | `spareNote:${NoteKind}`;

export class HostileFixture {
  readonly stale = new Set<Stale>();
  private counter = 0;
  A!: Session; B!: Session; S!: Session; U!: Session; T!: Session; C!: Session;
  /** A registration waiting for its OTP (the body of /user/mobile/verify/v1). */
  P!: { mobileNo: string };
  admin = ''; adminS = '';
  /** A's token from a session that was logged out. */
  revokedToken = '';
  /** A live shared-statement link of A's party (April 2026). */
  shareToken = '';
  /** The QR code of A's first slip, as its print shows it. */
  slipCode = '';
  /** An OUT slip of today to a job worker with GSTIN and PIN, of a product with HSN and value rate: what an e-way bill takes. */
  ewaySlipId = '';
  /** An OUT slip of the target slip's party and product, dated before it, that the target's update names as returned (named returns). */
  returnedSlipId = '';
  /** An OUT slip of 400 days ago still with its job worker (past Section 143's year): what a deemed-supply draft and choice take. */
  deemedSlipId = '';
  private deemedTo = { subPartyId: '', productId: '' };
  ids!: Seeded;
  other!: { productId: string; partyId: string; subPartyId: string };
  targets!: { slip: SlipRef; transferSlip: SlipRef; item: { id: string; itemType: 'IN' | 'OUT' } };
  spares = {
    grant: '', clerkGrant: '', product: '', party: '', subParty: '', archivedSubParty: '', slip: { id: '', jobWorkItemId: '', itemType: 'IN' } as SlipRef, item: '',
    bill: {} as Record<BillKind, string>, cash: {} as Record<CashKind, string>, note: {} as Record<NoteKind, string>,
  };

  private constructor(readonly api: TestApi, readonly db: pg.Pool, private readonly mobileBase: number) {}

  static async create(api: TestApi, db: pg.Pool, seed: number): Promise<HostileFixture> {
    const fx = new HostileFixture(api, db, (seed % 9000) * 10_000);
    await fx.clearThrottle();
    await fx.victim();
    fx.B = await fx.owner('Other Co', 'pw-B-other');
    await fx.seedOther();
    fx.T = await fx.owner('Quiet Co', 'pw-T-quiet');
    await ok(api, '/product/add/v1', { name: 'Quiet Product' }, fx.T.token);
    for (const s of ['S', 'U', 'P', 'admin', 'adminS'] as Stale[]) fx.stale.add(s);
    await fx.heal();
    await ok(api, '/company/stats/refresh/v1', { companyId: fx.T.companyId }, fx.admin); // so the status call has one to report
    return fx;
  }

  /** A fresh company A with one of everything (at the start, and after a campaign bricked the last one). */
  async victim(): Promise<void> {
    const { api } = this;
    this.A = await this.owner('Acme Hostile', `secret-A-${this.next()}`);
    this.ids = await seedCompany(api, this.A);
    this.revokedToken = (await ok(api, '/user/login/v1', { mobileNo: this.A.mobileNo, password: this.A.password })).token;
    await ok(api, '/user/logout/v1', {}, this.revokedToken);
    this.shareToken = (await ok(api, '/party/month/share/add/v1', { partyMonthId: `${this.ids.partyId}:2026-04` }, this.A.token)).token;
    const t = this.ids;
    this.targets = {
      slip: { id: t.slip.id, jobWorkItemId: t.slip.jobWorkItemId, itemType: 'IN' },
      transferSlip: await this.slip('2026-05-06', await this.product('Transfer Product')),
      item: { id: (await this.slip('2026-05-07', await this.product('Rated Product'))).jobWorkItemId, itemType: 'IN' },
    };
    this.slipCode = (await ok(api, '/itemSlip/code/get/v1', { id: t.slip.id }, this.A.token)).code;
    this.ewaySlipId = await this.ewaySlip();
    this.returnedSlipId = (await ok(api, '/jobWorkItem/slip/add/v2', {
      itemType: 'OUT', subPartyId: t.subPartyId, productId: t.productId, issueDate: '2026-04-02', prefix: 'RT', slipNo: this.next(), grossQuantity: '1000',
    }, this.A.token)).id;
    this.deemedSlipId = await this.deemedSlip();
    for (const s of ['C', 'spareGrant', 'spareClerkGrant', 'spareProduct', 'spareParty', 'spareSubParty', 'archivedSubParty', 'spareSlip', 'spareItem',
      ...BILL_KINDS.map((k) => `spareBill:${k}`), ...CASH_KINDS.map((k) => `spareCash:${k}`), ...NOTE_KINDS.map((k) => `spareNote:${k}`)] as Stale[]) this.stale.add(s);
  }

  next(): number {
    return ++this.counter;
  }

  /** A mobile number no one has used in this database (deterministic for a seed). */
  mobile(): string {
    return `6${String(this.mobileBase + this.next()).padStart(9, '0')}`;
  }

  /** The newest OTP sent to a number, or a well-formed wrong one. */
  otp(mobileNo: string): number {
    try {
      return Number(this.api.lastOtp(mobileNo));
    } catch {
      return 1234;
    }
  }

  token(who: IdentityName): string {
    return who === 'admin' ? this.admin : who === 'adminS' ? this.adminS : this[who].token;
  }

  /** Re-creates every stale session and spare document (between batches, with the throttle cleared). */
  async heal(): Promise<void> {
    if (this.stale.has('A')) throw new Error('the campaign consumed company A: the body table routes a consuming call to A');
    if (!this.stale.size) return;
    await this.clearThrottle();
    // The admin's sessions first (re-opening an expiry needs the admin token), then the expiry and closed books (an
    // expired company A, or one with its books closed, refuses the spare documents re-created after it), then the rest.
    const rank = (s: Stale) => (s === 'admin' || s === 'adminS' ? 0 : s === 'expiry' || s === 'books' ? 1 : 2);
    const todo = [...this.stale].sort((a, b) => rank(a) - rank(b));
    this.stale.clear();
    for (const s of todo) await this.recreate(s);
  }

  private async recreate(s: Stale): Promise<void> {
    const { api } = this;
    const a = this.A.token;
    const n = this.next();
    if (s === 'B') { this.B = await this.owner('Other Co', `secret-B-${n}`); await this.seedOther(); }
    else if (s === 'S') this.S = await this.owner('Doomed Co', `secret-S-${n}`);
    else if (s === 'T') this.T = await this.owner('Quiet Co', `secret-T-${n}`);
    else if (s === 'U') this.U = { ...(await this.user(`secret-U-${n}`)), companyId: '' };
    else if (s === 'P') this.P = { mobileNo: await this.pending() };
    else if (s === 'expiry') {
      // An accepted expiry change may have hit a company the campaign needs writable.
      for (const c of [this.A, this.B, this.S, this.T]) {
        await ok(api, '/company/expiresAt/update/v1', { filter: { id: c.companyId }, update: { expiresAt: null } }, this.admin).catch(() => undefined);
      }
    } else if (s === 'books') {
      // An accepted close (a mutated date may reach the fixture's April and May) leaves company A's books open again.
      // (A hostile reopen may have opened them already: then there is nothing to reopen.)
      await ok(api, '/company/books/reopen/v1', { upTo: null, reason: 'hostile: the campaign goes on' }, a).catch(() => undefined);
    } else if (s === 'admin') this.admin = (await ok(api, '/admin/login/v1', ADMIN)).token;
    else if (s === 'adminS') this.adminS = (await ok(api, '/admin/login/v1', ADMIN)).token;
    else if (s === 'C') {
      // A's gate clerk: a fresh number granted, then registered (the session opens A as its clerk).
      const mobileNo = this.mobile();
      await ok(api, '/company/clerk/add/v1', { mobileNo }, a);
      const password = `secret-C-${n}`;
      await ok(api, '/user/register/v1', { mobileNo, password });
      const s = await ok(api, '/user/mobile/verify/v1', { mobileNo, otp: Number(api.lastOtp(mobileNo)) });
      this.C = { token: s.token, mobileNo, password, userId: s.user.id, companyId: this.A.companyId };
    } else if (s === 'spareClerkGrant') this.spares.clerkGrant = (await ok(api, '/company/clerk/add/v1', { mobileNo: this.mobile() }, a)).id;
    else if (s === 'spareGrant') this.spares.grant = (await ok(api, '/company/accountant/add/v1', { mobileNo: this.mobile() }, a)).id;
    else if (s === 'spareProduct') this.spares.product = await this.product(`Spare Product ${n}`);
    else if (s === 'spareParty') this.spares.party = (await ok(api, '/party/add/v1', { name: `Spare Party ${n}` }, a)).id;
    else if (s === 'spareSubParty') this.spares.subParty = (await ok(api, '/subParty/add/v1', { partyId: this.ids.partyId, name: `Spare Unit ${n}` }, a)).id;
    else if (s === 'archivedSubParty') {
      // A sub-party with a document, deleted: archived, for /subParty/restore/v1 to bring back.
      const id = (await ok(api, '/subParty/add/v1', { partyId: this.ids.partyId, name: `Archived Unit ${n}` }, a)).id;
      await ok(api, '/saleBill/add/v2', { subPartyId: id, productId: this.ids.productId, issueDate: '2026-04-10', fullBillNo: `AR${n}`, quantity: 1, workRate: 1, saleRate: 1 }, a);
      await ok(api, '/subParty/delete/v1', { id }, a);
      this.spares.archivedSubParty = id;
    } else if (s === 'spareSlip') this.spares.slip = await this.slip('2026-06-08', this.ids.productId);
    else if (s === 'deemedSlip') this.deemedSlipId = await this.deemedSlip();
    else if (s === 'spareItem') this.spares.item = (await this.slip('2026-07-09', await this.product(`Item Product ${n}`))).jobWorkItemId;
    else if (s.startsWith('spareBill:')) {
      const kind = s.slice('spareBill:'.length) as BillKind;
      this.spares.bill[kind] = (await ok(api, `/${kind}/add/v2`, {
        subPartyId: this.ids.subPartyId, productId: this.ids.productId, issueDate: '2026-04-10', fullBillNo: `SP${n}`, quantity: 1, workRate: 1, saleRate: 1,
      }, a)).id;
    } else if (s.startsWith('spareCash:')) {
      const kind = s.slice('spareCash:'.length) as CashKind;
      this.spares.cash[kind] = (await ok(api, `/${kind}/add/v1`, { partyId: this.ids.partyId, amount: 1, issueDate: '2026-04-11' }, a)).id;
    } else if (s.startsWith('spareNote:')) {
      const kind = s.slice('spareNote:'.length) as NoteKind;
      this.spares.note[kind] = (await ok(api, `${NOTE_PATHS[kind]}/add/v1`, { partyId: this.ids.partyId, fullNoteNo: `SN${n}`, amount: 1, issueDate: '2026-04-11', reason: 'Spare' }, a)).id;
    }
  }

  private async clearThrottle(): Promise<void> {
    await this.db.query('DELETE FROM throttle');
  }

  private async product(name: string): Promise<string> {
    return (await ok(this.api, '/product/add/v1', { name }, this.A.token)).id;
  }

  private async ewaySlip(): Promise<string> {
    const a = this.A.token;
    await ok(this.api, '/company/contact/update/v1', { address: 'Ring Road, Surat 395002', gstin: '24AAACC1206D1ZM' }, a);
    const party = await ok(this.api, '/party/add/v1', { name: 'E-way Party', contact: { address: 'MIDC Bhiwandi 421302', gstin: '27AAPFU0939F1ZV' } }, a);
    const [sub] = await ok(this.api, '/subParty/list/v1', { filter: { partyId: party.id } }, a);
    const productId = (await ok(this.api, '/product/add/v1', { name: 'E-way Product', hsn: '3917', valueRate: '10' }, a)).id;
    return (await ok(this.api, '/jobWorkItem/slip/add/v2', {
      itemType: 'OUT', subPartyId: present(sub, 'the E-way Party unit').id, productId, issueDate: istDate(new Date()), prefix: 'EW', slipNo: this.next(), grossQuantity: '5',
    }, a)).id;
  }

  /** A new OUT slip of 400 days ago to the deemed-supply party (made on first use), nothing of it returned. */
  private async deemedSlip(): Promise<string> {
    const a = this.A.token;
    if (!this.deemedTo.subPartyId) {
      const party = await ok(this.api, '/party/add/v1', { name: 'Deemed Party', contact: { gstin: '27AAPFU0939F1ZV' } }, a);
      const [sub] = await ok(this.api, '/subParty/list/v1', { filter: { partyId: party.id } }, a);
      const productId = (await ok(this.api, '/product/add/v1', { name: 'Deemed Product', hsn: '3902', valueRate: '85.50' }, a)).id;
      this.deemedTo = { subPartyId: present(sub, 'the Deemed Party unit').id, productId };
    }
    return (await ok(this.api, '/jobWorkItem/slip/add/v2', {
      itemType: 'OUT', ...this.deemedTo, issueDate: addDays(istDate(new Date()), -400), prefix: 'DS', slipNo: this.next(), grossQuantity: '3',
    }, a)).id;
  }

  private async slip(issueDate: string, productId: string): Promise<SlipRef> {
    const s = await ok(this.api, '/jobWorkItem/slip/add/v2', {
      itemType: 'IN', subPartyId: this.ids.subPartyId, productId, issueDate, prefix: 'FX', slipNo: this.next(), grossQuantity: '7.5',
    }, this.A.token);
    return { id: s.id, jobWorkItemId: s.jobWorkItemId, itemType: s.itemType };
  }

  private async seedOther(): Promise<void> {
    const t = this.B.token;
    const productId = (await ok(this.api, '/product/add/v1', { name: 'Other Product' }, t)).id;
    const party = await ok(this.api, '/party/add/v1', { name: 'Other Party' }, t);
    const subPartyId = (await ok(this.api, '/subParty/add/v1', { partyId: party.id, name: 'Other Unit' }, t)).id;
    this.other = { productId, partyId: party.id, subPartyId };
  }

  private async pending(): Promise<string> {
    const mobileNo = this.mobile();
    await ok(this.api, '/user/register/v1', { mobileNo, password: 'pw-pending' });
    return mobileNo;
  }

  private async user(password: string): Promise<Omit<Session, 'companyId'>> {
    const mobileNo = this.mobile();
    await ok(this.api, '/user/register/v1', { mobileNo, password });
    const s = await ok(this.api, '/user/mobile/verify/v1', { mobileNo, otp: Number(this.api.lastOtp(mobileNo)) });
    return { token: s.token, mobileNo, password, userId: s.user.id };
  }

  private async owner(name: string, password: string): Promise<Session & Owner> {
    const u = await this.user(password);
    const company = await ok(this.api, '/company/create/v1', { name }, u.token);
    return { ...u, companyId: company.id };
  }
}
