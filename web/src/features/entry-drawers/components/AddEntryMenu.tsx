// The Add Entry menu: documents on the left, slips and cash on the right (one column on phones).
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { ADD_ENTRY_LEFT, ADD_ENTRY_RIGHT, type EntryKind } from '../api/entry-request';
import classes from './AddEntryMenu.module.css';

const ITEMS = [
  ...ADD_ENTRY_LEFT.map((item, index) => ({ ...item, side: classes.left, row: index + 1 })),
  ...ADD_ENTRY_RIGHT.map((item, index) => ({ ...item, side: classes.right, row: index + 1 })),
];

export function AddEntryMenu({ onSelect }: { onSelect: (kind: EntryKind) => void }) {
  return (
    <Menu position="bottom-end" shadow="md" width={460} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button className="no-print" leftSection={<IconPlus size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
          Add Entry
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw="calc(100vw - 16px)" className={classes.dropdown}>
        {ITEMS.map((item) => (
          <Menu.Item
            key={item.kind}
            className={item.side}
            style={{ '--row': item.row } as CSSProperties}
            onClick={() => onSelect(item.kind)}
          >
            <Text size="sm" fw={500} span>
              {item.label}
            </Text>
            {item.hint && (
              <Text size="xs" c="dimmed" span>
                {' '}
                ({item.hint})
              </Text>
            )}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
