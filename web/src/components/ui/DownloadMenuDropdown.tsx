// The Download button's menu of formats (loaded on the first click, see DownloadMenu.tsx).
import { Menu } from '@mantine/core';
import type { ReactElement, RefObject } from 'react';
import type { DocumentFormat } from '@ledger/contract';
import { useFocusBackWhileClosing } from './menu-closing';

const FORMAT_LABEL: Record<DocumentFormat, string> = { pdf: 'PDF', xlsx: 'Excel (.xlsx)', csv: 'CSV' };

interface Props {
  opened: boolean;
  onChange: (opened: boolean) => void;
  target: ReactElement;
  /** The menu's button (focus that lands in the dropdown as it closes goes back there: menu-closing.ts). */
  button: RefObject<HTMLButtonElement | null>;
  formats: DocumentFormat[];
  onPick: (format: DocumentFormat) => void;
}

export default function DownloadMenuDropdown({ opened, onChange, button, target, formats, onPick }: Props) {
  const dropdown = useFocusBackWhileClosing(opened, () => button.current);
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown ref={dropdown}>
        {formats.map((f) => (
          <Menu.Item key={f} onClick={() => onPick(f)}>
            {FORMAT_LABEL[f]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
