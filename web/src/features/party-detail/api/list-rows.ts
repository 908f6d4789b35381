// The list tab's rows: every slip, bill, challan, cash receipt and note of the view, by issue date. A row says
// what it is as data (Particulars); particularsText words it in the chosen language at render.
import type { TFunction } from 'i18next';
import type { ItemSlip, ItemType } from '@ledger/contract';
import type { DocumentKind, Bill, JobWorkBill, PartyDocument, PartyKind } from '../../documents';
import type { Statement } from '../../statement';
import { partyDocumentNumber, partyDocumentText, slipNumber, type DocumentWords } from '@ledger/contract';
import { statementColumns, documentLabelKey, itemTypeKey, type DocumentEntry, type ItemEntry, type SubPartySelection } from '../../statement';

/** A row's Particulars: its type (a slip's IN or OUT, a document's kind), then the names that follow it. */
export interface Particulars {
  type: ItemType | DocumentKind;
  /** The product (slips, challans and bills). */
  product?: string;
  /** The sub-party, unless it is the party's default one. */
  subParty?: string;
  /** A cash receipt's note; a note's reason, what it adjusts and its note. */
  note?: string;
}

interface RowBase {
  key: string; issueDate: string; number: string; particulars: Particulars;
  /** ₹/KG, shown with formatRate: a slip's work rate, a challan's labour rate, a bill's labour and sale rates; none for cash. */
  rates: string[] | null;
  quantity: string | null; amount: string;
}

export type ListRow =
  | (RowBase & { kind: 'slip'; slip: ItemSlip; entry: ItemEntry })
  | (RowBase & { kind: 'document'; entry: DocumentEntry })
  | (RowBase & { kind: 'cash'; receipt: PartyDocument; cashKind: PartyKind });

/** The Particulars cell in the chosen language: 'OUT · HDPE Pipe · Unit 2', 'नकद प्राप्त · advance'. */
export function particularsText({ type, product, subParty, note }: Particulars, t: TFunction): string {
  const label = type === 'IN' || type === 'OUT' ? t(itemTypeKey(type)) : t(documentLabelKey(type));
  return [label, product, subParty, note].filter(Boolean).join(' · ');
}

const subPartyName = (subParty: { name: string; isDefault: boolean } | undefined) =>
  subParty && !subParty.isDefault ? subParty.name : undefined;

function documentRates(doc: JobWorkBill | Bill): string[] {
  return 'saleRate' in doc ? [doc.workRate, doc.saleRate] : [doc.workRate];
}

/** `d`: the documents catalogue in the chosen language, which words a note's link. */
export function listRows(statement: Statement, selection: SubPartySelection, d: DocumentWords): ListRow[] {
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
          particulars: { type: slip.itemType, product: entry.item.product.name, subParty: subPartyName(entry.subParty) },
          rates: [entry.item.workRate],
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
        particulars: { type: entry.kind, product: entry.doc.product.name, subParty: subPartyName(entry.subParty) },
        rates: documentRates(entry.doc),
        quantity: entry.doc.quantity,
        amount: entry.doc.amount,
        entry,
      });
    }
    for (const { kind, docs } of column.party) {
      for (const receipt of docs) {
        rows.push({
          kind: 'cash',
          key: `cash:${receipt.id}`,
          issueDate: receipt.issueDate,
          number: partyDocumentNumber(receipt) || '-',
          particulars: { type: kind, note: partyDocumentText(receipt, d) || undefined },
          rates: null,
          quantity: null,
          amount: receipt.amount,
          receipt,
          cashKind: kind,
        });
      }
    }
  }
  return rows.sort((a, b) => (a.issueDate === b.issueDate ? a.number.localeCompare(b.number, undefined, { numeric: true }) : a.issueDate < b.issueDate ? -1 : 1));
}
