// The Add Entry menu's dropdown (loaded on first click, see AddEntryMenu.tsx).
import { Menu, Text } from '@mantine/core';
// Menu's styles: not in the first stylesheet (the dashboard opens this menu).
import '../../../app/mantine-styles-more';
import type { CSSProperties, ReactElement, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ADD_ENTRY_LEFT, ADD_ENTRY_RIGHT, kindHint, kindTitle, type EntryChoice } from '../../documents';
import classes from './AddEntryMenu.module.css';
import { useFocusBackWhileClosing } from '../../../components/ui/menu-closing';

const ITEMS = [
  ...ADD_ENTRY_LEFT.map((choice, index) => ({ choice, side: classes.left, row: index + 1 })),
  ...ADD_ENTRY_RIGHT.map((choice, index) => ({ choice, side: classes.right, row: index + 1 })),
];

interface Props {
  opened: boolean;
  onChange: (opened: boolean) => void;
  target: ReactElement;
  /** The menu's button (focus that lands in the dropdown as it closes goes back there: menu-closing.ts). */
  button: RefObject<HTMLButtonElement | null>;
  onSelect: (choice: EntryChoice) => void;
}

export default function AddEntryMenuDropdown({ opened, onChange, button, target, onSelect }: Props) {
  const { t } = useTranslation();
  const dropdown = useFocusBackWhileClosing(opened, () => button.current);
  return (
    <Menu position="bottom-end" shadow="md" width={460} withinPortal withInitialFocusPlaceholder={false} opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown ref={dropdown} maw="calc(100vw - 16px)" className={classes.dropdown}>
        {ITEMS.map((item) => {
          const hint = kindHint(item.choice, t);
          return (
            <Menu.Item
              key={`${item.choice.kind}${item.choice.bulk ? ':bulk' : ''}`}
              className={item.side}
              style={{ '--row': item.row } as CSSProperties}
              onClick={() => onSelect(item.choice)}
            >
              <Text size="sm" fw={500} span>
                {kindTitle(item.choice, t)}
              </Text>
              {hint && (
                <Text size="xs" c="dimmed" span>
                  {' '}
                  ({hint})
                </Text>
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
