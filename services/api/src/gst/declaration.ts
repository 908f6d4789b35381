// What a delivery challan declares (ledger rules, "What a challan declares"): the quantity, value and losses
// and wastes that a document states on GST papers, as the projector stored them. The Rule 55 challan PDF,
// ITC-04 Tables 4 and 5A and the ageing's lots (identity, serial, date) read them here.
//   Goods sent (an OUT slip, a Delivery Challan document): what physically left, the slip's net quantity
//   (gross − bag − rejected) or the document's quantity; burn loss is not deducted.
//   Goods received (an IN slip): its net quantity; losses and wastes = the item's loss share of the slip,
//   round3(net × loss % / 100), plus the slip's rejected quantity.
//   Value: round2(quantity × the product's value rate), none while the product has no value rate.
// All three are computed once, by the projector (projections/src/ledger/figures.ts, slipFigures and
// billDeclared); a product's new value rate re-renders its slips and Delivery Challans.
import { AMT, DOCUMENT_KIND, QTY, decimalUnits, eventValue, kindsOf, slipNumber, type Contact, type DeclaredKind } from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';

// Which kinds declare goods sent or received is the registry's (@ledger/contract documentKinds.ts `challan`).

/** Grams and paise. */
export interface Declaration {
  quantity: bigint;
  value: bigint | null;
  /** Received goods only (ITC-04 Table 5A's losses and wastes); null for goods sent. */
  losses: bigint | null;
}

const units = decimalUnits;

/**
 * The number GST papers know a document by: its Rule 55 serial (DC/2026-27/7), else its own number (a Delivery
 * Challan's, or a slip's made before serials). Table 4's and 5A–5C's challans, the e-way bill's docNo, the draft
 * invoice's file all read it here.
 */
export const declaredNumber = (d: { challanNo: string | null; number: string }): string => d.challanNo ?? d.number;

/** A document as GST papers name it, with what it declares. */
export interface DeclaredDocument {
  id: string;
  kind: DeclaredKind;
  /** The Rule 55 serial (DC/2026-27/7); an IN slip keeps the one it had as an OUT slip. */
  challanNo: string | null;
  /** The slip's number as shown (SL-3), or the Delivery Challan's own number. */
  number: string;
  date: string;
  note: string | null;
  party: { id: string; name: string; contact: Contact };
  product: { id: string; name: string; hsn: string | null; valueRate: string | null; capitalGoods: boolean };
  declared: Declaration;
  /** A slip's share of its item's effective quantity (grams, unsigned): what the balances count; null for a Delivery Challan. */
  share: bigint | null;
  /** The job worker's own challan an IN slip records (ITC-04 Table 5A names it); null when none was recorded. */
  jobWorkerChallan: { no: string; date: string } | null;
  /**
   * Where an IN slip's goods went when they did not come to us (ITC-04 Table 5B / 5C): on to the job worker `party`
   * (null when that party was deleted since), or sold under our invoice; null when they came to us (Table 5A).
   */
  onward: { kind: 'JOB_WORKER'; party: { id: string; name: string; contact: Contact } | null } | { kind: 'SOLD'; invoice: { no: string; date: string } } | null;
}

interface Row {
  id: string; kind: DeclaredKind; challan_no: string | null; prefix: string | null; number: string; date: string; note: string | null;
  quantity: string; value: string | null; losses: string | null; share: string | null; jw_no: string | null; jw_date: string | null;
  party_id: string; party: string; phone: string | null; address: string | null; state: string | null; gstin: string | null;
  onward: 'JOB_WORKER' | 'SOLD' | null; sale_no: string | null; sale_date: string | null;
  ob_id: string | null; ob_name: string | null; ob_phone: string | null; ob_address: string | null; ob_state: string | null; ob_gstin: string | null;
  product_id: string; product: string; hsn: string | null; value_rate: string | null; capital_goods: boolean;
}

export interface DeclaredFilter {
  /** One document. */
  id?: string;
  partyId?: string | null;
  /** Dated on or after. */
  from?: string;
  /** Dated up to. */
  upTo?: string;
}

// A slip's kind by its direction, and the bill kinds a challan declares (Delivery Challans), as SQL.
const SLIP_KIND_SQL = `CASE s.item_type ${kindsOf('slip').map((kind) => `WHEN '${eventValue(kind)}' THEN '${kind}'`).join(' ')} END`;
const DECLARED_BILLS_SQL = kindsOf('bill').filter((kind) => DOCUMENT_KIND[kind].challan !== null).map((kind) => `'${eventValue(kind)}'`).join(', ');

/**
 * The slips and Delivery Challan documents of a company (or one of them), each with what it declares, in
 * date order and, within a day, the order they were recorded (the order slips joined their items; documents recorded
 * at the same instant, by one command, in the order of their challan serials, then their numbers).
 */
export async function declaredDocuments(db: Tx, companyId: string, filter: DeclaredFilter): Promise<DeclaredDocument[]> {
  const { rows } = await db.query<Row>(
    `SELECT d.*, p.name AS party, p.phone, p.address, p.state, p.gstin, pr.name AS product, pr.hsn, pr.value_rate::text, pr.capital_goods,
            ob.id AS ob_id, ob.name AS ob_name, ob.phone AS ob_phone, ob.address AS ob_address, ob.state AS ob_state, ob.gstin AS ob_gstin
     FROM (SELECT s.id, ${SLIP_KIND_SQL} AS kind, s.challan_no, s.prefix, s.slip_no AS number,
                  s.issue_date::text AS date, s.note, s.declared_quantity::text AS quantity, s.declared_value::text AS value, s.declared_losses::text AS losses,
                  s.share_quantity::text AS share, s.jw_challan_no AS jw_no, s.jw_challan_date::text AS jw_date,
                  s.onward, s.onward_party_id, s.sale_invoice_no AS sale_no, s.sale_invoice_date::text AS sale_date,
                  s.party_id, s.product_id, s.created_at, s.issue_date
           FROM rm_slip s WHERE s.company_id = $1
           UNION ALL
           SELECT b.id, b.kind, b.challan_no, NULL, b.full_bill_no, b.issue_date::text, b.note, b.declared_quantity::text, b.declared_value::text,
                  NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, b.party_id, b.product_id, b.created_at, b.issue_date
           FROM rm_bill b WHERE b.company_id = $1 AND b.kind IN (${DECLARED_BILLS_SQL})) d
     JOIN rm_party p ON p.company_id = $1 AND p.id = d.party_id
     JOIN rm_product pr ON pr.company_id = $1 AND pr.id = d.product_id
     LEFT JOIN rm_party ob ON ob.company_id = $1 AND ob.id = d.onward_party_id
     WHERE ($2::uuid IS NULL OR d.id = $2) AND ($3::uuid IS NULL OR d.party_id = $3)
       AND ($4::date IS NULL OR d.issue_date >= $4) AND ($5::date IS NULL OR d.issue_date <= $5)
     ORDER BY d.issue_date, d.created_at,
       -- Recorded in one command (a bulk add), documents share their time: their serials are in recorded order.
       substring(d.challan_no from '(\d+)$')::bigint NULLS LAST, substring(d.number from '(\d+)$')::bigint NULLS LAST, d.number, d.id`,
    [companyId, filter.id ?? null, filter.partyId ?? null, filter.from ?? null, filter.upTo ?? null],
  );
  return rows.map((r) => ({
    id: r.id, kind: r.kind, challanNo: r.challan_no, number: r.prefix === null ? r.number : slipNumber(r.prefix, r.number), date: r.date, note: r.note,
    party: { id: r.party_id, name: r.party, contact: { phone: r.phone, address: r.address, state: r.state, gstin: r.gstin } },
    product: { id: r.product_id, name: r.product, hsn: r.hsn, valueRate: r.value_rate, capitalGoods: r.capital_goods },
    declared: {
      quantity: units(r.quantity, QTY), value: r.value === null ? null : units(r.value, AMT), losses: r.losses === null ? null : units(r.losses, QTY),
    },
    share: r.share === null ? null : units(r.share, QTY),
    jobWorkerChallan: r.jw_no !== null && r.jw_date !== null ? { no: r.jw_no, date: r.jw_date } : null,
    onward: r.onward === 'JOB_WORKER'
      ? { kind: 'JOB_WORKER', party: r.ob_id === null ? null : { id: r.ob_id, name: r.ob_name ?? '', contact: { phone: r.ob_phone, address: r.ob_address, state: r.ob_state, gstin: r.ob_gstin } } }
      : r.onward === 'SOLD' && r.sale_no !== null && r.sale_date !== null ? { kind: 'SOLD', invoice: { no: r.sale_no, date: r.sale_date } } : null,
  }));
}
