// Per-slip menu: Edit, Delete, Transfer, Print Slip, Print Dual Slip, the two as PDF, History.
import { IconArrowsExchange, IconFileTypePdf, IconHistory, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import { ActionMenu } from '../../../components/ui/ActionMenu';
import type { Slip } from '../../entry-drawers/api/schemas';
import { slipNumber } from '@ledger/contract';
import type { ItemEntry } from '../api/statement-view';
import type { StatementActions } from './actions';
import { openHistory } from '../../audit';

export function SlipMenu({ slip, entry, actions }: { slip: Slip; entry: ItemEntry; actions: StatementActions }) {
  return (
    <ActionMenu
      label={`Actions for slip ${slipNumber(slip.prefix, slip.slipNo)}`}
      items={[
        { label: 'Edit', icon: <IconPencil size={14} aria-hidden />, onClick: () => actions.editSlip(slip, entry) },
        { label: 'Transfer', icon: <IconArrowsExchange size={14} aria-hidden />, onClick: () => actions.transferSlip(slip) },
        { label: 'Print Slip', icon: <IconPrinter size={14} aria-hidden />, onClick: () => actions.printSlip(slip, entry, false), read: true },
        { label: 'Print Dual Slip', icon: <IconPrinter size={14} aria-hidden />, onClick: () => actions.printSlip(slip, entry, true), read: true },
        { label: 'Slip PDF', icon: <IconFileTypePdf size={14} aria-hidden />, onClick: () => actions.slipPdf([slip.id]), read: true },
        { label: 'Dual Slip PDF', icon: <IconFileTypePdf size={14} aria-hidden />, onClick: () => actions.slipPdf([slip.id, slip.id]), read: true },
        ...(slip.itemType === 'OUT'
          ? [{ label: 'Delivery Challan (Rule 55)', icon: <IconFileTypePdf size={14} aria-hidden />, onClick: () => actions.challanPdf(slip.id), read: true as const }]
          : []),
        { label: 'Delete', color: 'red', icon: <IconTrash size={14} aria-hidden />, onClick: () => actions.deleteSlip(slip) },
        { label: 'History', icon: <IconHistory size={14} aria-hidden />, onClick: () => openHistory(slip.id, `Slip ${slipNumber(slip.prefix, slip.slipNo)}`), read: true },
      ]}
    />
  );
}
