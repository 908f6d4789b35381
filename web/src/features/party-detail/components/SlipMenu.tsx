// Per-slip menu: Edit, Delete, Transfer, Print Slip, Print Dual Slip.
import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsExchange, IconDots, IconPencil, IconPrinter, IconTrash } from '@tabler/icons-react';
import type { Slip } from '../../entry-drawers/api/schemas';
import { slipNumber } from '../../entry-drawers/components/EntryDialogs';
import type { ItemEntry } from '../api/statement-view';
import type { StatementActions } from './actions';

export function SlipMenu({ slip, entry, actions }: { slip: Slip; entry: ItemEntry; actions: StatementActions }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for slip ${slipNumber(slip)}`} className="no-print">
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => actions.editSlip(slip, entry)}>
          Edit
        </Menu.Item>
        <Menu.Item leftSection={<IconArrowsExchange size={14} aria-hidden />} onClick={() => actions.transferSlip(slip)}>
          Transfer
        </Menu.Item>
        <Menu.Item leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => actions.printSlip(slip, entry, false)}>
          Print Slip
        </Menu.Item>
        <Menu.Item leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => actions.printSlip(slip, entry, true)}>
          Print Dual Slip
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => actions.deleteSlip(slip)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
