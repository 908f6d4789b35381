// The Download button's menu of formats (loaded on the first click, see DownloadMenu.tsx).
import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import type { DocumentFormat } from '@ledger/contract';

const FORMAT_LABEL: Record<DocumentFormat, string> = { pdf: 'PDF', xlsx: 'Excel (.xlsx)', csv: 'CSV' };

interface Props {
  opened: boolean;
  onChange: (opened: boolean) => void;
  target: ReactElement;
  formats: DocumentFormat[];
  onPick: (format: DocumentFormat) => void;
}

export default function DownloadMenuDropdown({ opened, onChange, target, formats, onPick }: Props) {
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {formats.map((f) => (
          <Menu.Item key={f} onClick={() => onPick(f)}>
            {FORMAT_LABEL[f]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
