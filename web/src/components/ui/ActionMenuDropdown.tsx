// The Mantine Menu behind ActionMenu, in its own chunk.
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import type { ActionMenuItem } from './ActionMenu';

interface Props {
  opened: boolean;
  onChange: (opened: boolean) => void;
  target: ReactElement;
  items: ActionMenuItem[];
}

export default function ActionMenuDropdown({ opened, onChange, target, items }: Props) {
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.label} color={item.color} leftSection={item.icon} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
