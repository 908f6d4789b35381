// English strings of ledger (the source catalogue: the Hindi one must have the same keys).
import { english } from '../english';

export const ledger = english('ledger', {
  title: 'Ledger',
  titleFor: 'Ledger: {{name}}',
  backToParty: 'Back to the party',
  datesForm: 'Ledger dates',
  from: 'From',
  to: 'To',
  show: 'Show',
  /** What the download menu downloads, for the screen reader ("Download ledger"). */
  downloadWhat: 'ledger',
  bothDates: 'Type both dates as DD-MM-YYYY',
  toAfterFrom: 'To date must be on or after the From date',
  openingOn: 'Opening {{date}}',
  outgoingRaises: 'Outgoing (raises it)',
  incomingLowers: 'Incoming (lowers it)',
  closingOn: 'Closing {{date}}',
  movementNote: 'KG and Amount: a plus raises what the party owes you, a minus lowers it.',
  noDocuments: 'No documents between these dates.',
  tableLabel: 'Ledger',
  date: 'Date',
  document: 'Document',
  particulars: 'Particulars',
  amount: 'Amount',
  balanceKg: 'Balance KG',
  balanceRupees: 'Balance ₹',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  cardBalance: 'Balance: {{kg}} · {{amount}}',
});
