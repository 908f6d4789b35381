// The Tally file for the CA (docs/tally.md): one XML file of a month or a quarter that TallyPrime imports
// (Gateway of Tally → Import → Transactions): the parties as ledgers under Sundry Debtors or Creditors, the
// few ledgers the vouchers post to, and one voucher per document that moves money, with the party ledger's
// own figures (export/partyLedger.ts: a slip carries its share of its job-work item, so a party's vouchers of a
// month add up to that month's amount movement to the paisa). Which voucher a document becomes is TALLY_VOUCHER
// below; its side (Dr or Cr on the party) is the sign the party ledger gives it, the registry's (documentKinds.ts).
import { XMLBuilder } from 'fast-xml-parser';
import { AMT, ENTRY_KIND_NAME, decimalUnits, documentWords, formatDecimal, stateName, type EntryKind } from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import { companyHeader } from './files.ts';
import { partyLedger } from './partyLedger.ts';

/** The ledgers the vouchers post to besides the party's (Cash is in every Tally company from the start). */
export const TALLY_LEDGERS = {
  sales: { name: 'Sales', parent: 'Sales Accounts' },
  purchase: { name: 'Purchase', parent: 'Purchase Accounts' },
  jobWorkIncome: { name: 'Job Work Income', parent: 'Direct Incomes' },
  jobWorkCharges: { name: 'Job Work Charges', parent: 'Direct Expenses' },
  adjustments: { name: 'Job Work Adjustments', parent: 'Indirect Expenses' },
  cash: { name: 'Cash', parent: null },
} as const;
type LedgerKey = keyof typeof TALLY_LEDGERS;

/**
 * Each kind's Tally voucher type (all of them Tally's own) and the ledger on its other side. Job-work charges
 * (an OUT or IN slip's share of its item, a Delivery or Received Challan) are Journal vouchers: they move money
 * between the party and the job-work income or charges, and Tally's Delivery and Receipt Notes carry stock,
 * not money (the KG stay in this ledger).
 */
export const TALLY_VOUCHER = {
  OUT_SLIP: { type: 'Journal', ledger: 'jobWorkIncome' },
  IN_SLIP: { type: 'Journal', ledger: 'jobWorkCharges' },
  INWARD_JOBWORK_BILL: { type: 'Journal', ledger: 'jobWorkIncome' },
  OUTWARD_JOBWORK_BILL: { type: 'Journal', ledger: 'jobWorkCharges' },
  SALE_BILL: { type: 'Sales', ledger: 'sales' },
  PURCHASE_BILL: { type: 'Purchase', ledger: 'purchase' },
  CASH_RECEIVED: { type: 'Receipt', ledger: 'cash' },
  CASH_PAID: { type: 'Payment', ledger: 'cash' },
  DEBIT_NOTE: { type: 'Debit Note', ledger: 'adjustments' },
  CREDIT_NOTE: { type: 'Credit Note', ledger: 'adjustments' },
} as const satisfies Record<EntryKind, { type: string; ledger: LedgerKey }>;

interface PartyRow { id: string; name: string; opening_amount: string; gstin: string | null; state: string | null; address: string | null }

/**
 * What XML 1.0 cannot carry (control characters but tab and line breaks, unpaired surrogates, U+FFFE/U+FFFF) is left
 * out: a name or note typed with one would otherwise make the whole file unreadable to Tally.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xmlChars = (value: unknown) => (typeof value === 'string' ? value.replace(NOT_XML, '') : value);

/** Tally dates are YYYYMMDD. */
const tallyDate = (iso: string) => iso.replaceAll('-', '');
/** Tally's sign: a debit is negative, a credit positive (ISDEEMEDPOSITIVE says Yes for a debit). */
const tallyAmount = (units: bigint) => formatDecimal(units, AMT);

/** Ledgers every Tally company has from the start. */
const TALLY_OWN_LEDGERS = ['Cash', 'Profit & Loss A/c'];

/**
 * Ledger names are unique in Tally (and party names here, ignoring case), but a party may be called like one of
 * the ledgers above or Tally's own: such a party's ledger is "Sales (2)", or the next number free.
 */
function ledgerNames(parties: PartyRow[]): Map<string, string> {
  const taken = new Set<string>([...Object.values(TALLY_LEDGERS).map((l) => l.name), ...TALLY_OWN_LEDGERS].map((n) => n.toLowerCase()));
  const names = new Map<string, string>();
  for (const p of parties) {
    let name = p.name;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${p.name} (${n})`;
    taken.add(name.toLowerCase());
    names.set(p.id, name);
  }
  return names;
}

const entry = (ledger: string, units: bigint, party = false) => ({
  LEDGERNAME: ledger,
  ...(party ? { ISPARTYLEDGER: 'Yes' } : {}),
  ISDEEMEDPOSITIVE: units < 0n ? 'Yes' : 'No',
  AMOUNT: tallyAmount(units),
});

/** The file's text for the documents dated from `from` to `to` (a month or a quarter). */
export async function tallyXml(db: Tx, companyId: string, from: string, to: string): Promise<string> {
  const company = await companyHeader(db, companyId);
  const { rows: parties } = await db.query<PartyRow>(
    `SELECT id, name, opening_amount::text, gstin, state, address FROM rm_party WHERE company_id = $1 ORDER BY created_at, id`, [companyId]);
  const names = ledgerNames(parties);
  const d = documentWords('en');
  const masters: unknown[] = Object.values(TALLY_LEDGERS)
    .filter((l) => l.parent !== null)
    .map((l) => ({ LEDGER: { '@_NAME': l.name, '@_ACTION': 'Create', 'NAME.LIST': { NAME: l.name }, PARENT: l.parent } }));
  const vouchers: unknown[] = [];
  for (const p of parties) {
    const name = names.get(p.id) as string;
    // One party at a time: the party ledger's few queries each, on this thread's own connections.
    const ledger = await partyLedger(db, companyId, p.id, from, to);
    const owes = decimalUnits(ledger.closing.amount, AMT) >= 0n;
    masters.push({
      LEDGER: {
        '@_NAME': name,
        '@_ACTION': 'Create',
        'NAME.LIST': { NAME: name },
        PARENT: owes ? 'Sundry Debtors' : 'Sundry Creditors',
        ISBILLWISEON: 'No',
        // The opening the party was entered with (party details), as Tally keeps a ledger's opening: Dr negative.
        OPENINGBALANCE: tallyAmount(-decimalUnits(p.opening_amount, AMT)),
        ...(p.address ? { 'ADDRESS.LIST': { '@_TYPE': 'String', ADDRESS: p.address.split('\n').filter(Boolean) } } : {}),
        ...(p.state ? { LEDSTATENAME: stateName(p.state, 'en') } : {}),
        GSTREGISTRATIONTYPE: p.gstin ? 'Regular' : 'Unregistered',
        ...(p.gstin ? { PARTYGSTIN: p.gstin } : {}),
      },
    });
    for (const row of ledger.rows) {
      const units = decimalUnits(row.amount, AMT);
      if (units === 0n) continue;
      const voucher = TALLY_VOUCHER[row.kind];
      const narration = [d(ENTRY_KIND_NAME[row.kind]), row.number, row.particulars, row.subParty].filter(Boolean).join(' · ');
      vouchers.push({
        VOUCHER: {
          '@_REMOTEID': `jwl-${row.id}`,
          '@_VCHTYPE': voucher.type,
          '@_ACTION': 'Create',
          '@_OBJVIEW': 'Accounting Voucher View',
          DATE: tallyDate(row.date),
          EFFECTIVEDATE: tallyDate(row.date),
          VOUCHERTYPENAME: voucher.type,
          ...(row.number ? { VOUCHERNUMBER: row.number, REFERENCE: row.number } : {}),
          PARTYLEDGERNAME: name,
          PERSISTEDVIEW: 'Accounting Voucher View',
          ISINVOICE: 'No',
          NARRATION: narration,
          // What raises the receivable debits the party; the other side balances it.
          'ALLLEDGERENTRIES.LIST': [entry(name, -units, true), entry(TALLY_LEDGERS[voucher.ledger].name, units)],
        },
      });
    }
  }
  const envelope = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: { REPORTNAME: 'Vouchers', STATICVARIABLES: { SVCURRENTCOMPANY: company.name } },
          REQUESTDATA: { TALLYMESSAGE: [...masters, ...vouchers].map((m) => ({ '@_xmlns:UDF': 'TallyUDF', ...(m as object) })) },
        },
      },
    },
  };
  return new XMLBuilder({
    ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true,
    tagValueProcessor: (_name, value) => xmlChars(value), attributeValueProcessor: (_name, value) => xmlChars(value),
  }).build(envelope) as string;
}
