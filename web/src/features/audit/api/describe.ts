// Words for the log: what an event did, which field changed, and a value as the owner reads it.
import type { DocumentKind } from '@ledger/contract';
import { formatDate } from '../../../lib/format';

const TYPE_LABEL: Record<string, string> = {
  CompanyCreated: 'Company created', CompanyUpdated: 'Company settings changed', CompanyContactSet: 'Company address and GST changed',
  ProductAdded: 'Product added', ProductUpdated: 'Product changed', ProductDeleted: 'Product deleted',
  PartyAdded: 'Party added', PartyUpdated: 'Party changed', PartyDeleted: 'Party deleted', PartyContactSet: 'Party contact changed',
  SubPartyAdded: 'Sub-party added', SubPartyUpdated: 'Sub-party changed', SubPartyArchived: 'Sub-party archived',
  SubPartyRemoved: 'Sub-party deleted', SubPartyRestored: 'Sub-party restored', SubPartyMonthNoteSet: 'Month note set',
  SlipAdded: 'Slip added', SlipUpdated: 'Slip changed', SlipDeleted: 'Slip deleted', SlipTransferred: 'Slip transferred',
  JobWorkItemRatesChanged: 'Item rates changed', JobWorkItemDeleted: 'Item deleted',
  BillAdded: 'Added', BillUpdated: 'Changed', BillDeleted: 'Deleted',
  CashAdded: 'Cash added', CashUpdated: 'Cash changed', CashDeleted: 'Cash deleted',
  EventVoided: 'Operator correction',
};

const BILL_KIND: Record<string, string> = {
  SALE_BILL: 'Sale Bill', PURCHASE_BILL: 'Purchase Bill', INWARD_JOBWORK_BILL: 'Received Challan', OUTWARD_JOBWORK_BILL: 'Delivery Challan',
};

export function describeType(type: string, data?: Record<string, unknown>): string {
  const label = TYPE_LABEL[type] ?? type;
  if (type.startsWith('Bill') && typeof data?.kind === 'string') return `${BILL_KIND[data.kind] ?? 'Bill'} ${label.toLowerCase()}`;
  if (type.startsWith('Bill')) return `Bill ${label.toLowerCase()}`;
  if (type.startsWith('Cash') && typeof data?.direction === 'string') return `${data.direction === 'INWARD' ? 'Cash received' : 'Cash paid'}${type === 'CashAdded' ? '' : type === 'CashUpdated' ? ' changed' : ' deleted'}`;
  return label;
}

export const KIND_LABEL: Record<DocumentKind, string> = {
  company: 'Company', product: 'Product', party: 'Party', subParty: 'Sub-party', slip: 'Slip', item: 'Item rates', bill: 'Bill / challan', cash: 'Cash',
};

const FIELD_LABEL: Record<string, string> = {
  name: 'Name', note: 'Note', issueDate: 'Date', prefix: 'Prefix', slipNo: 'Slip No', grossQuantity: 'Gross (KG)', bagQuantity: 'Bag (KG)',
  rejectedQuantity: 'Rejected (KG)', itemType: 'Direction', workRate: 'Work rate', lossPercentage: 'Loss %', marketRate: 'Market rate',
  isLossInclusive: 'Loss inclusive', includeMarketRate: 'Include market rate', fullBillNo: 'Bill No', quantity: 'Quantity (KG)',
  saleRate: 'Sale rate', amount: 'Amount (₹)', openingReceivableQuantity: 'Opening quantity (KG)', openingReceivableAmount: 'Opening amount (₹)',
  defaultPrefix: 'Default prefix', rates: 'Rates', year: 'Year', month: 'Month',
  phone: 'Phone', address: 'Address', state: 'State', gstin: 'GSTIN',
};

/** Ids say nothing to an owner: these keys are left out of the field list. */
const HIDDEN = new Set(['slipId', 'billId', 'cashId', 'partyId', 'subPartyId', 'productId', 'itemId', 'defaultSubPartyId', 'kind', 'direction']);

export const fieldLabel = (key: string) => FIELD_LABEL[key] ?? key;
export const shownField = (key: string) => !HIDDEN.has(key);

export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${fieldLabel(k)} ${showValue(v)}`).join(', ');
  }
  return String(value);
}
