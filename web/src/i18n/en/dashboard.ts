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
});
