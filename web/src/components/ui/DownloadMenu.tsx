// "Download" with a choice of PDF, Excel or CSV: the file comes from the server (downloadEndpoint); the
// button spins while it is made and a refusal is said beside it. Only the button renders up front; the Menu
// (Popover, floating-ui) loads and mounts on the first click, as the Add Entry menu's (issue 28).
import { Button, Group, Text } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { OpenWhenLoaded, useLazyMenu } from './lazy-menu';
import { useTranslation } from 'react-i18next';
import type { DocumentFormat } from '@ledger/contract';
import { errorMessage } from '../../lib/form-errors';
import type { RovingStopProps } from '../../lib/roving-focus';
import '../../i18n/en/common';

const DownloadMenuDropdown = lazy(() => import('./DownloadMenuDropdown'));

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
  const menu = useLazyMenu();
  const trigger = (onClick?: () => void) => (
    <Button
      {...targetProps}
      ref={menu.buttonRef}
      variant="default"
      aria-haspopup="menu"
      leftSection={<IconDownload size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      loading={busy}
      disabled={disabled}
      style={{ flexShrink: 0 }}
      aria-label={t('common.downloadWhat', { label, what })}
      onClick={onClick}
      onKeyDown={menu.onKeyDown}
    >
      {label}
    </Button>
  );
  return (
    // The button keeps its width; a refusal goes beside it when there is room, under it when not (a phone).
    <Group gap={6} wrap="wrap">
      {menu.mounted ? (
        <Suspense fallback={trigger()}>
          <DownloadMenuDropdown opened={menu.opened} onChange={menu.setOpened} button={menu.buttonRef} target={trigger()} formats={formats} onPick={(f) => void run(f)} />
          <OpenWhenLoaded menu={menu} />
        </Suspense>
      ) : (
        trigger(menu.mount)
      )}
      {error && <Text size="xs" c="red.8" role="alert" style={{ flex: '1 1 14rem', minWidth: 0 }}>{error}</Text>}
    </Group>
  );
}
