// Read-model rows → wire shapes of docs/ledger-api.md, and the queries that load them.
import type { Tx } from '../store/eventStore.ts';
import { notFound } from '../http/errors.ts';
import { billHasSaleRate } from '@ledger/contract';

export interface SlipRow {
  id: string; job_work_item_id: string; item_type: 'IN' | 'OUT'; party_id: string; sub_party_id: string; product_id: string;
  issue_date: string; prefix: string; slip_no: string; fy: number; gross_quantity: string; bag_quantity: string;
  rejected_quantity: string; net_quantity: string; note: string | null; created_at: Date; modified_at: Date;
}

export interface ItemRow {
  id: string; party_id: string; sub_party_id: string; product_id: string; year: number; month: number; item_type: 'IN' | 'OUT';
  work_rate: string; loss_percentage: string; market_rate: string; is_loss_inclusive: boolean; include_market_rate: boolean;
  quantity: string; inclusive_loss_quantity: string; exclusive_loss_quantity: string; amount: string;
  product_name: string; sub_party_name: string; sub_party_is_default: boolean;
}

export interface BillRow {
  id: string; kind: 'SALE_BILL' | 'PURCHASE_BILL' | 'INWARD_JOBWORK_BILL' | 'OUTWARD_JOBWORK_BILL';
  party_id: string; sub_party_id: string; product_id: string; issue_date: string; full_bill_no: string;
  quantity: string; work_rate: string; sale_rate: string; amount: string; note: string | null;
  product_name: string; sub_party_name: string; sub_party_is_default: boolean;
}

export interface CashRow {
  id: string; direction: 'INWARD' | 'OUTWARD'; party_id: string; issue_date: string; amount: string; note: string | null;
  party_name: string;
}

export const slipDto = (s: SlipRow) => ({
  id: s.id,
  issueDate: s.issue_date,
  prefix: s.prefix,
  slipNo: s.slip_no,
  grossQuantity: s.gross_quantity,
  bagQuantity: s.bag_quantity,
  rejectedQuantity: s.rejected_quantity,
  netQuantity: s.net_quantity,
  note: s.note,
  createdAt: s.created_at.toISOString(),
  modifiedAt: s.modified_at.toISOString(),
  itemType: s.item_type,
  jobWorkItemId: s.job_work_item_id,
});

export const itemDto = (i: ItemRow, slips: SlipRow[]) => ({
  id: i.id,
  itemType: i.item_type,
  year: i.year,
  month: i.month,
  product: { id: i.product_id, name: i.product_name },
  workRate: i.work_rate,
  lossPercentage: i.loss_percentage,
  marketRate: i.market_rate,
  isLossInclusive: i.is_loss_inclusive,
  includeMarketRate: i.include_market_rate,
  quantity: i.quantity,
  inclusiveLossQuantity: i.inclusive_loss_quantity,
  exclusiveLossQuantity: i.exclusive_loss_quantity,
  amount: i.amount,
  slips: slips.map(slipDto),
  subPartyMonth: { subParty: { id: i.sub_party_id, name: i.sub_party_name, isDefault: i.sub_party_is_default } },
});

export const billDto = (b: BillRow) => ({
  id: b.id,
  type: b.kind,
  issueDate: b.issue_date,
  fullBillNo: b.full_bill_no,
  product: { id: b.product_id, name: b.product_name },
  quantity: b.quantity,
  workRate: b.work_rate,
  ...(billHasSaleRate(b.kind) ? { saleRate: b.sale_rate } : {}),
  amount: b.amount,
  note: b.note,
  subParty: { id: b.sub_party_id, name: b.sub_party_name, isDefault: b.sub_party_is_default },
});

export const cashDto = (c: CashRow) => ({
  id: c.id,
  type: c.direction === 'INWARD' ? 'INWARD_CASH' : 'OUTWARD_CASH',
  issueDate: c.issue_date,
  amount: c.amount,
  note: c.note,
  party: { id: c.party_id, name: c.party_name },
});

export const ITEM_SELECT = `SELECT i.*, p.name AS product_name, s.name AS sub_party_name, s.is_default AS sub_party_is_default
  FROM rm_job_work_item i
  JOIN rm_product p ON p.company_id = i.company_id AND p.id = i.product_id
  JOIN rm_sub_party s ON s.company_id = i.company_id AND s.id = i.sub_party_id`;

export const BILL_SELECT = `SELECT b.*, p.name AS product_name, s.name AS sub_party_name, s.is_default AS sub_party_is_default
  FROM rm_bill b
  JOIN rm_product p ON p.company_id = b.company_id AND p.id = b.product_id
  JOIN rm_sub_party s ON s.company_id = b.company_id AND s.id = b.sub_party_id`;

export const CASH_SELECT = `SELECT c.*, p.name AS party_name FROM rm_cash c JOIN rm_party p ON p.company_id = c.company_id AND p.id = c.party_id`;

export async function findSlip(tx: Tx, companyId: string, id: string): Promise<SlipRow> {
  const { rows } = await tx.query<SlipRow>('SELECT * FROM rm_slip WHERE company_id = $1 AND id = $2', [companyId, id]);
  if (!rows.length) throw notFound('Slip not found');
  return rows[0];
}

export async function findItem(tx: Tx, companyId: string, id: string): Promise<ItemRow> {
  const { rows } = await tx.query<ItemRow>(`${ITEM_SELECT} WHERE i.company_id = $1 AND i.id = $2`, [companyId, id]);
  if (!rows.length) throw notFound('Job work item not found');
  return rows[0];
}

export async function itemWithSlips(tx: Tx, companyId: string, id: string) {
  const item = await findItem(tx, companyId, id);
  const { rows } = await tx.query<SlipRow>(
    'SELECT * FROM rm_slip WHERE company_id = $1 AND job_work_item_id = $2 ORDER BY issue_date, prefix, slip_no, id',
    [companyId, id],
  );
  return itemDto(item, rows);
}

export async function findBill(tx: Tx, companyId: string, id: string, kind: BillRow['kind']): Promise<BillRow> {
  const { rows } = await tx.query<BillRow>(`${BILL_SELECT} WHERE b.company_id = $1 AND b.id = $2 AND b.kind = $3`, [companyId, id, kind]);
  if (!rows.length) throw notFound('Bill not found');
  return rows[0];
}

export async function findCash(tx: Tx, companyId: string, id: string, direction: CashRow['direction']): Promise<CashRow> {
  const { rows } = await tx.query<CashRow>(`${CASH_SELECT} WHERE c.company_id = $1 AND c.id = $2 AND c.direction = $3`, [companyId, id, direction]);
  if (!rows.length) throw notFound('Cash receipt not found');
  return rows[0];
}
