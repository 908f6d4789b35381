// English strings of entries (the source catalogue: the Hindi one must have the same keys).
import { english } from '../english';
import { shellWords } from './shell';

export const entries = english('entries', {
  ...shellWords.entries,
  searchEntries: 'Search entries',
  search: 'Search',
  party: 'Party',
  selectParty: 'Select Party',
  subParty: 'Sub party',
  selectSubParty: 'Select Sub party',
  month: 'Month',
  downloadWhat: 'entries',
  entryTypes: 'Entry types',
  saleValueNote:
    'Sale and Purchase Bills: the amount here is the sale value (quantity × sale rate). The party statement adds the labour (quantity × labour rate) to it.',
  saleValue: 'sale value',
  entriesTable: 'Entries table',
  date: 'Date',
  slipNo: 'Slip No.',
  type: 'Type',
  particulars: 'Particulars',
  grossQuantity: 'Gross Quantity',
  bagQuantity: 'Bag Quantity',
  burnLossQuantity: 'Burn loss Quantity',
  burnLossNote:
    "Here each slip's burn loss is loss % × gross quantity ÷ 100. The party statement's burn loss is the item's: its net total × loss % ÷ 100, taken off the total when inclusive, added when exclusive.",
  rejectedQuantity: 'Rejected Quantity',
  netQuantity: 'Net Quantity',
  amount: 'Amount',
  nothingToShow: 'Nothing to show',
  entryCount_one: '{{count}} entry',
  entryCount_other: '{{count}} entries',
});
