// The Add Entry menu: documents on the left, slips and cash on the right (one column on phones).
import { Button, Menu, SimpleGrid, Text } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { ADD_ENTRY_LEFT, ADD_ENTRY_RIGHT, type EntryKind } from '../api/entry-request';

function MenuColumn({ items, onSelect }: { items: typeof ADD_ENTRY_LEFT; onSelect: (kind: EntryKind) => void }) {
  return (
    <div>
      {items.map((item) => (
        <Menu.Item key={item.kind} onClick={() => onSelect(item.kind)}>
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
    </div>
  );
}

export function AddEntryMenu({ onSelect }: { onSelect: (kind: EntryKind) => void }) {
  return (
    <Menu position="bottom-end" shadow="md" width={460} withinPortal>
      <Menu.Target>
        <Button className="no-print" leftSection={<IconPlus size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
          Add Entry
        </Button>
      </Menu.Target>
      <Menu.Dropdown maw="calc(100vw - 16px)">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={0}>
          <MenuColumn items={ADD_ENTRY_LEFT} onSelect={onSelect} />
          <MenuColumn items={ADD_ENTRY_RIGHT} onSelect={onSelect} />
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
