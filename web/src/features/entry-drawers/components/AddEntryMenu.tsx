// The Add Entry menu: documents on the left, slips and cash on the right (one column on phones).
// Only the button renders up front; the Menu (Popover, floating-ui) loads and mounts on first click.
import { Button } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryChoice } from '../../documents';
import { useCanWrite } from '../../../components/ui/ReadOnly';
import { OpenWhenLoaded, useLazyMenu } from '../../../components/ui/lazy-menu';
import type { RovingStopProps } from '../../../lib/roving-focus';
import '../../../i18n/en/common';

const AddEntryMenuDropdown = lazy(() => import('./AddEntryMenuDropdown'));

/** `targetProps`: the button's place in a toolbar (its Tab stop), if it is in one. */
export function AddEntryMenu({ onSelect, targetProps }: { onSelect: (choice: EntryChoice) => void; targetProps?: RovingStopProps }) {
  const { t } = useTranslation();
  const menu = useLazyMenu();
  const canWrite = useCanWrite();
  if (!canWrite) return null;
  const trigger = (onClick?: () => void) => (
    <Button
      {...targetProps}
      ref={menu.buttonRef}
      className="no-print"
      aria-haspopup="menu"
      leftSection={<IconPlus size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      onClick={onClick}
      onKeyDown={menu.onKeyDown}
    >
      {t('common.addEntry')}
    </Button>
  );
  if (!menu.mounted) return trigger(menu.mount);
  return (
    <Suspense fallback={trigger()}>
      <AddEntryMenuDropdown opened={menu.opened} onChange={menu.setOpened} button={menu.buttonRef} target={trigger()} onSelect={onSelect} />
      <OpenWhenLoaded menu={menu} />
    </Suspense>
  );
}
