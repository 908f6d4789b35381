// The party page's actions for the month shown (Add Note, Print, As of…, Download, Share, Ledger, Add
// Entry) as one WAI-ARIA toolbar: one Tab stop, Left and Right, Home and End move between the buttons
// (lib/roving-focus, as the month and sub-party lists). Its Tab stop is Add Entry, the day's most common
// action, until the owner moves to another button. Mouse, touch and the layout are as before.
import { Button, Group } from '@mantine/core';
import { IconClockHour4, IconListDetails, IconNote, IconPrinter, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DocumentFormat } from '@ledger/contract';
import { DownloadMenu } from '../../../components/ui/DownloadMenu';
import { useCanWrite } from '../../../components/ui/ReadOnly';
import { ROW_MOVES, useRovingFocus } from '../../../lib/roving-focus';
import { AddEntryMenu } from '../../entry-drawers';
import type { EntryChoice } from '../../documents';
import '../../../i18n/en/partyDetail';

interface PartyToolbarProps {
  partyId: string;
  /** Whether the month's statement is loaded (Print, As of…, Download and Share need it). */
  ready: boolean;
  /** Whether there is a sub-party month to hold the note; `monthNote` is its note ('' for none). */
  canNote: boolean;
  monthNote: string;
  onNote: () => void;
  onPrint: () => void;
  onAsOf: () => void;
  onDownload: (format: DocumentFormat) => Promise<void>;
  onShare: () => void;
  onAddEntry: (choice: EntryChoice) => void;
}

type ToolKey = 'note' | 'print' | 'asOf' | 'download' | 'share' | 'ledger' | 'addEntry';

export function PartyToolbar({ partyId, ready, canNote, monthNote, onNote, onPrint, onAsOf, onDownload, onShare, onAddEntry }: PartyToolbarProps) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  // Each button shown (a read-only accountant has no Add Note, Share or Add Entry) and whether it can be pressed now.
  const tools: Record<ToolKey, { shown: boolean; enabled: boolean }> = {
    note: { shown: canWrite, enabled: canNote },
    print: { shown: true, enabled: ready },
    asOf: { shown: true, enabled: ready },
    download: { shown: true, enabled: ready },
    share: { shown: canWrite, enabled: ready },
    ledger: { shown: true, enabled: true },
    addEntry: { shown: canWrite, enabled: true },
  };
  const order = Object.keys(tools) as ToolKey[];
  const roving = useRovingFocus(
    order.filter((key) => tools[key].shown && tools[key].enabled),
    'addEntry',
    ROW_MOVES,
  );
  return (
    <Group
      role="toolbar"
      aria-label={t('partyDetail.monthActions')}
      onKeyDown={roving.onKeyDown}
      justify="space-between"
      mb="sm"
      gap="xs"
      className="no-print"
    >
      <Group gap="xs">
        {tools.note.shown && (
          <Button {...roving.stopProps('note')} variant="default" leftSection={<IconNote size={16} aria-hidden />} disabled={!tools.note.enabled} onClick={onNote}>
            {monthNote ? t('partyDetail.updateNote') : t('partyDetail.addNote')}
          </Button>
        )}
        <Button {...roving.stopProps('print')} variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={onPrint} disabled={!tools.print.enabled}>
          {t('partyDetail.print')}
        </Button>
        <Button {...roving.stopProps('asOf')} variant="default" leftSection={<IconClockHour4 size={16} aria-hidden />} onClick={onAsOf} disabled={!tools.asOf.enabled}>
          {t('partyDetail.asOf')}
        </Button>
        <DownloadMenu targetProps={roving.stopProps('download')} what={t('partyDetail.downloadWhat')} disabled={!tools.download.enabled} onDownload={onDownload} />
        {tools.share.shown && (
          <Button {...roving.stopProps('share')} variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={onShare} disabled={!tools.share.enabled}>
            {t('partyDetail.share')}
          </Button>
        )}
        <Button {...roving.stopProps('ledger')} variant="default" component={Link} to={`/party/${partyId}/ledger`} leftSection={<IconListDetails size={16} aria-hidden />}>
          {t('partyDetail.ledger')}
        </Button>
      </Group>
      <AddEntryMenu targetProps={roving.stopProps('addEntry')} onSelect={onAddEntry} />
    </Group>
  );
}
