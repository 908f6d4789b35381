// "Download" with a choice of PDF, Excel or CSV: the file comes from the server (downloadEndpoint); the
// button spins while it is made and a refusal is said beside it.
import { Button, Group, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentFormat } from '@ledger/contract';
import { errorMessage } from '../../lib/form-errors';
import type { RovingStopProps } from '../../lib/roving-focus';
import '../../i18n/en/common';

const FORMAT_LABEL: Record<DocumentFormat, string> = { pdf: 'PDF', xlsx: 'Excel (.xlsx)', csv: 'CSV' };

export function DownloadMenu({ onDownload, formats = ['pdf', 'xlsx', 'csv'], disabled, label: givenLabel, what, targetProps }: {
  onDownload: (format: DocumentFormat) => Promise<void>;
  formats?: DocumentFormat[];
  disabled?: boolean;
  label?: string;
  /** What is downloaded, for the screen reader ("statement"). */
  what: string;
  /** The button's place in a toolbar (its Tab stop), if it is in one. */
  targetProps?: RovingStopProps;
}) {
  const { t } = useTranslation();
  const label = givenLabel ?? t('common.download');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (format: DocumentFormat) => {
    setBusy(true);
    setError(null);
    try {
      await onDownload(format);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    // The button keeps its width; a refusal goes beside it when there is room, under it when not (a phone).
    <Group gap={6} wrap="wrap">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            {...targetProps}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={busy}
            disabled={disabled}
            style={{ flexShrink: 0 }}
            aria-label={t('common.downloadWhat', { label, what })}
          >
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {formats.map((f) => (
            <Menu.Item key={f} onClick={() => void run(f)}>
              {FORMAT_LABEL[f]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {error && <Text size="xs" c="red.8" role="alert" style={{ flex: '1 1 14rem', minWidth: 0 }}>{error}</Text>}
    </Group>
  );
}
