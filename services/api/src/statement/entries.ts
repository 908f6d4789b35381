// The Entries listing: one month's documents of the selected types, each row with the figures the
// Entries table shows (slip number, particulars, burn loss, amount), so the web only filters, sorts
// and formats. The figures are the ones the projector stored (projections/src/ledger/figures.ts).
import type { Pool } from 'pg';
import {
  DOCUMENT_KIND, ENTRIES_ORDER, KIND_WIRE, billHasSaleRate, eventValue, isFamily, slipNumber, unhandledKind,
  type Adjusts, type BillKind, type EntryKind, type KindAt, type ItemType, type ResponseOf, type statementEndpoints,
} from '@ledger/contract';
import type { z } from 'zod';
import { adjustsJson } from '../ledger/documentJson.ts';
import { monthBounds } from './months.ts';

type EntriesEndpoint = typeof statementEndpoints.entries;
type Entries = ResponseOf<EntriesEndpoint>;
type Input = z.output<EntriesEndpoint['request']>;

interface SubPartyColumns { sub_party_id: string; sub_party_name: string; sub_party_is_default: boolean; party_id: string; party_name: string }

const subParty = (r: SubPartyColumns) =>
  ({ id: r.sub_party_id, name: r.sub_party_name, isDefault: r.sub_party_is_default, party: { id: r.party_id, name: r.party_name } });

const SUB_JOIN = `JOIN rm_sub_party s ON s.company_id = x.company_id AND s.id = x.sub_party_id
  JOIN rm_party pa ON pa.company_id = x.company_id AND pa.id = x.party_id
  JOIN rm_product pr ON pr.company_id = x.company_id AND pr.id = x.product_id`;
const SUB_COLUMNS = 'pr.name AS product_name, s.name AS sub_party_name, s.is_default AS sub_party_is_default, pa.name AS party_name';
const WHERE = `x.company_id = $1 AND x.issue_date >= $2 AND x.issue_date < $3
  AND ($4::uuid IS NULL OR x.party_id = $4) AND ($5::uuid IS NULL OR x.sub_party_id = $5)`;

interface SlipRow extends SubPartyColumns {
  id: string; issue_date: string; prefix: string; slip_no: string; note: string | null; job_work_item_id: string; product_name: string;
  gross_quantity: string; bag_quantity: string; rejected_quantity: string; net_quantity: string;
  work_rate: string; loss_percentage: string; burn_loss: string; amount: string;
}

interface EntryBillRow extends SubPartyColumns {
  id: string; issue_date: string; full_bill_no: string; note: string | null; quantity: string; work_rate: string; sale_rate: string;
  product_name: string; entry_amount: string;
}

interface CashRow { id: string; issue_date: string; note: string | null; amount: string; party_id: string; party_name: string }
interface NoteRow extends CashRow { note_no: string; reason: string; adjusts_json: Adjusts | null }

export async function entries(pool: Pool, companyId: string, input: Input): Promise<Entries> {
  const { filter: f, include: inc } = input;
  const [from, to] = monthBounds(f.year, f.month);
  const args = [companyId, from, to, f.partyId ?? null, f.subPartyId ?? null];

  const slipsOf = async (type: ItemType) => {
    const { rows } = await pool.query<SlipRow>(
      `SELECT x.*, i.work_rate, i.loss_percentage, ${SUB_COLUMNS}
       FROM rm_slip x JOIN rm_job_work_item i ON i.company_id = x.company_id AND i.id = x.job_work_item_id ${SUB_JOIN}
       WHERE ${WHERE} AND x.item_type = '${type}' ORDER BY x.issue_date, x.prefix, x.slip_no, x.id`,
      args,
    );
    return rows.map((r) => ({
      id: r.id, issueDate: r.issue_date, prefix: r.prefix, slipNo: r.slip_no,
      number: slipNumber(r.prefix, r.slip_no), particulars: r.product_name, note: r.note,
      grossQuantity: r.gross_quantity, bagQuantity: r.bag_quantity, rejectedQuantity: r.rejected_quantity, netQuantity: r.net_quantity,
      burnLoss: r.burn_loss, amount: r.amount,
      jobWorkItem: { id: r.job_work_item_id, product: { name: r.product_name }, workRate: r.work_rate, lossPercentage: r.loss_percentage, subParty: subParty(r) },
    }));
  };

  // A bill's Entries amount is its own reading (figures.ts billEntryAmount), stored with it.
  const billRows = async (kind: BillKind) => {
    const { rows } = await pool.query<EntryBillRow>(
      `SELECT x.*, ${SUB_COLUMNS}
       FROM rm_bill x ${SUB_JOIN} WHERE ${WHERE} AND x.kind = '${kind}' ORDER BY x.issue_date, x.full_bill_no, x.id`,
      args,
    );
    return rows;
  };
  const challan = (r: EntryBillRow) => ({
    id: r.id, issueDate: r.issue_date, fullBillNo: r.full_bill_no, particulars: r.product_name, note: r.note, quantity: r.quantity,
    workRate: r.work_rate, amount: r.entry_amount, product: { name: r.product_name }, subParty: subParty(r),
  });
  const saleBill = (r: EntryBillRow) => ({ ...challan(r), saleRate: r.sale_rate });
  const bills = async (kind: BillKind) => (billHasSaleRate(kind) ? (await billRows(kind)).map(saleBill) : (await billRows(kind)).map(challan));

  // Cash and notes: one table, by kind (a note's link as documentJson.ts reads it).
  const partyDocuments = async <R extends CashRow>(kind: KindAt<'party'>) => {
    const { rows } = await pool.query<R>(
      `SELECT c.*, ${adjustsJson('c')} AS adjusts_json, p.name AS party_name FROM rm_cash c JOIN rm_party p ON p.company_id = c.company_id AND p.id = c.party_id
       WHERE c.company_id = $1 AND c.issue_date >= $2 AND c.issue_date < $3 AND ($4::uuid IS NULL OR c.party_id = $4)
       AND c.kind = $5 ORDER BY c.issue_date, c.id`,
      [companyId, from, to, f.partyId ?? null, kind],
    );
    return rows;
  };
  const cash = (r: CashRow) => ({
    id: r.id, issueDate: r.issue_date, particulars: r.party_name, note: r.note, amount: r.amount, party: { id: r.party_id, name: r.party_name },
  });
  const note = (r: NoteRow) => ({ ...cash(r), fullNoteNo: r.note_no, reason: r.reason, adjusts: r.adjusts_json });

  // Each kind's list and include flag are the registry's wire names (documentKinds.ts KIND_WIRE). A party-level
  // kind (cash, a note) belongs to the party, not to a sub-party: a sub-party filter leaves no rows of it.
  const rowsOf = (kind: EntryKind): Promise<unknown[]> => {
    const w = KIND_WIRE[kind];
    if (!inc[w.entriesInclude] || (DOCUMENT_KIND[kind].level === 'party' && f.subPartyId)) return Promise.resolve([]);
    if (isFamily('slip')(kind)) return slipsOf(eventValue(kind));
    if (isFamily('bill')(kind)) return bills(eventValue(kind));
    if (isFamily('cash')(kind)) return partyDocuments(kind).then((rows) => rows.map(cash));
    if (isFamily('note')(kind)) return partyDocuments<NoteRow>(kind).then((rows) => rows.map(note));
    return unhandledKind(kind);
  };
  const lists = await Promise.all(ENTRIES_ORDER.map(async (kind) => [KIND_WIRE[kind].entriesList, await rowsOf(kind)] as const));
  // The answer's shape is the contract's (its lists are the wire table's keys, statement.ts checks them).
  return Object.fromEntries(lists) as Entries;
}
