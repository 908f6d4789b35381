// What the statement, column and list views can ask the party page to do.
import type { DocumentKind, Bill, JobWorkBill, JobWorkItem, PartyKind, Slip } from '../../documents';
import type { ItemEntry } from '../../statement';

export interface StatementActions {
  addSlip: (entry: ItemEntry) => void;
  openItem: (entry: ItemEntry) => void;
  deleteItem: (item: JobWorkItem) => void;
  editSlip: (slip: Slip, entry: ItemEntry) => void;
  deleteSlip: (slip: Slip) => void;
  transferSlip: (slip: Slip) => void;
  printSlip: (slip: Slip, entry: ItemEntry, dual: boolean) => void;
  /** Downloads the slip as a PDF from the server (twice on one page for the dual slip). */
  slipPdf: (slipIds: string[]) => void;
  /** Downloads the Rule 55 delivery challan (three copies) of an OUT slip or a Delivery Challan. */
  challanPdf: (documentId: string) => void;
  editDocument: (kind: DocumentKind, doc: JobWorkBill | Bill) => void;
  deleteDocument: (kind: DocumentKind, doc: JobWorkBill | Bill) => void;
  openCash: (kind: PartyKind) => void;
}
