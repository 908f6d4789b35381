// A row's "…" actions menu that costs one button until it is opened: the Mantine Menu (Popover,
// floating-ui, focus handling) is loaded and mounted on first click only. Long statements have one
// of these per slip, item and document, and mounting a Menu for each made the first render slow.
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useCanWrite } from './ReadOnly';

export interface ActionMenuItem {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: () => void;
  /** Reads nothing into the ledger (Print, History): offered to a read-only accountant too. */
  read?: boolean;
}

const ActionMenuDropdown = lazy(() => import('./ActionMenuDropdown'));

export function ActionMenu({ label, items: allItems }: { label: string; items: ActionMenuItem[] }) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const canWrite = useCanWrite();
  const items = canWrite ? allItems : allItems.filter((item) => item.read);
  if (items.length === 0) return null;
  const trigger = (onClick?: () => void) => (
    <ActionIcon variant="subtle" color="gray" aria-label={label} aria-haspopup="menu" className="no-print" onClick={onClick}>
      <IconDots size={16} aria-hidden />
    </ActionIcon>
  );
  if (!mounted) {
    return trigger(() => {
      setMounted(true);
      setOpened(true);
    });
  }
  return (
    <Suspense fallback={trigger()}>
      <ActionMenuDropdown opened={opened} onChange={setOpened} target={trigger()} items={items} />
    </Suspense>
  );
}
