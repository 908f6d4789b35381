// The list tab's rows: every slip, bill, challan and cash receipt of the view, by issue date.
import type { ItemSlip } from '@ledger/contract';
import type { Bill, CashReceipt, JobWorkBill } from '../../entry-drawers/api/schemas';
import type { Statement } from './get-statement';
import { slipNumber } from '@ledger/contract';
import { statementColumns, DOCUMENT_LABEL, type DocumentEntry, type ItemEntry, type SubPartySelection } from './statement-view';

export type ListRow =
  | { kind: 'slip'; key: string; issueDate: string; number: string; particulars: string; rate: string | null; quantity: string | null; amount: string; slip: ItemSlip; entry: ItemEntry }
  | { kind: 'document'; key: string; issueDate: string; number: string; particulars: string; rate: string | null; quantity: string | null; amount: string; entry: DocumentEntry }
  | { kind: 'cash'; key: string; issueDate: string; number: string; particulars: string; rate: string | null; quantity: string | null; amount: string; receipt: CashReceipt; cashKind: 'cashReceived' | 'cashPaid' };

const subPartySuffix = (subParty: { name: string; isDefault: boolean } | undefined) =>
  subParty && !subParty.isDefault ? ` · ${subParty.name}` : '';

function documentRate(doc: JobWorkBill | Bill): string {
  return 'saleRate' in doc ? `${doc.workRate} + ${doc.saleRate}` : doc.workRate;
}

export function listRows(statement: Statement, selection: SubPartySelection): ListRow[] {
  const { outgoing, incoming } = statementColumns(statement, selection);
  const rows: ListRow[] = [];
  for (const column of [outgoing, incoming]) {
    for (const entry of column.items) {
      for (const slip of entry.item.slips) {
        rows.push({
          kind: 'slip',
          key: `slip:${slip.id}`,
          issueDate: slip.issueDate,
          number: slipNumber(slip.prefix, slip.slipNo),
          particulars: `${slip.itemType} · ${entry.item.product.name}${subPartySuffix(entry.subParty)}`,
          rate: entry.item.workRate,
          quantity: slip.netQuantity,
          amount: slip.amount,
          slip,
          entry,
        });
      }
    }
    for (const entry of column.documents) {
      rows.push({
        kind: 'document',
        key: `doc:${entry.doc.id}`,
        issueDate: entry.doc.issueDate,
        number: entry.doc.fullBillNo,
        particulars: `${DOCUMENT_LABEL[entry.kind]} · ${entry.doc.product.name}${subPartySuffix(entry.subParty)}`,
        rate: documentRate(entry.doc),
        quantity: entry.doc.quantity,
        amount: entry.doc.amount,
        entry,
      });
    }
    for (const receipt of column.cash) {
      rows.push({
        kind: 'cash',
        key: `cash:${receipt.id}`,
        issueDate: receipt.issueDate,
        number: '-',
        particulars: `${DOCUMENT_LABEL[column.cashKind]}${receipt.note ? ` · ${receipt.note}` : ''}`,
        rate: null,
        quantity: null,
        amount: receipt.amount,
        receipt,
        cashKind: column.cashKind,
      });
    }
  }
  return rows.sort((a, b) => (a.issueDate === b.issueDate ? a.number.localeCompare(b.number, undefined, { numeric: true }) : a.issueDate < b.issueDate ? -1 : 1));
}
