// English strings of print (the source catalogue: the Hindi one must have the same keys).
import { english } from '../english';

export const print = english('print', {
  gateCopy: 'Gate Copy',
  partyCopy: 'Party Copy',
  slip: 'Slip',
  /** A slip's heading: its kind's name and hint (kinds.name, kinds.hint). */
  slipHeading: '{{name}} ({{hint}})',
  slipNo: 'Slip No.',
  /** The QR code's name for screen readers (docs/gate.md). */
  qrLabel: 'QR code to check this slip',
  date: 'Date',
  party: 'Party',
  product: 'Product',
  grossQuantity: 'Gross Quantity',
  bagQuantity: 'Bag Quantity',
  rejectedQuantity: 'Rejected Quantity',
  netQuantity: 'Net Quantity',
  quantity: 'Quantity',
  totalQuantity: 'Total Quantity',
  note: 'Note: {{note}}',
  receiverSignature: "Receiver's Signature",
  authorisedSignatory: 'Authorised Signatory',
  subParty: 'Sub Party: {{name}}',
  documentLine: '{{label}} {{number}} · {{product}} · {{quantity}} KG × Labour {{rate}}/KG',
  purchaseRate: 'Purchase {{rate}}/KG',
  saleRate: 'Sale {{rate}}/KG',
  totalOf: 'Total {{label}}',
  statementOf: 'Statement: {{party}}',
});
