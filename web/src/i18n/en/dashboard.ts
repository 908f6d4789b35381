// English strings of dashboard (the source catalogue: the Hindi one must have the same keys).
import { english } from '../english';
import { shellWords } from './shell';

export const dashboard = english('dashboard', {
  ...shellWords.dashboard,
  closingFiguresFor: 'Closing figures for {{month}}',
  availableStock: 'Available Stock',
  openingStock: 'Opening Stock',
  closingStock: 'Closing Stock',
  receivableQuantity: 'Receivable Quantity',
  payableQuantity: 'Payable Quantity',
  receivableAmount: 'Receivable Amount',
  payableAmount: 'Payable Amount',
  inwardSlipAmount: 'Inward Slip Amount',
  outwardSlipAmount: 'Outward Slip Amount',
  quantities: 'Quantities',
  amounts: 'Amounts',
  quantitiesByMonth: 'Quantities by month',
  amountsByMonth: 'Amounts by month',
  // The Section 143 card (features/gst Section143Card), which only the dashboard draws.
  section143Label: 'Section 143',
  section143Title: 'Goods with job workers for a year (Section 143)',
  section143Overdue: '{{n}} past their limit ({{kg}} KG): they count as supplied.',
  section143Soon: '{{n}} reach their limit within 30 days ({{kg}} KG).',
  seeAgeing: 'See the ageing report',
});
