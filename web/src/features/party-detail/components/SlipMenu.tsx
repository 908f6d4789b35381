// A slip's row menu: Edit, Transfer, Print Slip, Print Dual Slip, the two as PDF, an OUT slip's challan, Delete,
// History. Built when its row's button is clicked (components/ui/RowMenu: one menu per list).
import { IconArrowsExchange, IconFileTypePdf, IconHistory, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { RowMenuItem } from '../../../components/ui/RowMenu';
import type { Slip } from '../../documents';
import { slipNumber } from '@ledger/contract';
import type { ItemEntry } from '../../statement';
import type { StatementActions } from './actions';
import { openHistory } from '../../../lib/history-store';
import '../../../i18n/en/partyDetail';

/** The slip's button's name: 'Actions for slip SL-4'. */
export const slipMenuLabel = (t: TFunction, slip: Slip) => t('partyDetail.actionsForSlip', { number: slipNumber(slip.prefix, slip.slipNo) });

export function slipMenuItems(t: TFunction, slip: Slip, entry: ItemEntry, actions: StatementActions): RowMenuItem[] {
  const number = slipNumber(slip.prefix, slip.slipNo);
  return [
    { label: t('partyDetail.edit'), icon: <IconPencil size={14} aria-hidden />, onClick: () => actions.editSlip(slip, entry) },
    { label: t('partyDetail.transfer'), icon: <IconArrowsExchange size={14} aria-hidden />, onClick: () => actions.transferSlip(slip) },
    { label: t('partyDetail.printSlip'), icon: <IconPrinter size={14} aria-hidden />, onClick: () => actions.printSlip(slip, entry, false), read: true },
    { label: t('partyDetail.printDualSlip'), icon: <IconPrinter size={14} aria-hidden />, onClick: () => actions.printSlip(slip, entry, true), read: true },
    { label: t('partyDetail.slipPdf'), icon: <IconFileTypePdf size={14} aria-hidden />, onClick: () => actions.slipPdf([slip.id]), read: true },
    { label: t('partyDetail.dualSlipPdf'), icon: <IconFileTypePdf size={14} aria-hidden />, onClick: () => actions.slipPdf([slip.id, slip.id]), read: true },
    ...(slip.itemType === 'OUT'
      ? [{ label: t('partyDetail.challanRule55'), icon: <IconFileTypePdf size={14} aria-hidden />, onClick: () => actions.challanPdf(slip.id), read: true as const }]
      : []),
    { label: t('partyDetail.delete'), color: 'red', icon: <IconTrash size={14} aria-hidden />, onClick: () => actions.deleteSlip(slip) },
    { label: t('partyDetail.history'), icon: <IconHistory size={14} aria-hidden />, onClick: () => openHistory(slip.id, t('partyDetail.slipTitle', { number })), read: true },
  ];
}
