// Left side of the party page: the months list and the sub-party list (All, Default, named; edit mode;
// archived ones behind a toggle, with Restore). A sub-party's remove button says what it does: Archive
// (it has documents) or Delete (the server's onDelete). Each list is one Tab stop, the arrow keys moving
// inside it (lib/roving-focus).
import { ActionIcon, Button, Group, NativeSelect, NavLink, Paper, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconArchive, IconPencil, IconPlus, IconTrash, IconHistory } from '@tabler/icons-react';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { monthLabel } from '../../entry-drawers';
import type { PartyMonth } from '../../documents';
import type { SubParty } from '../../entry-drawers';
import type { SubPartySelection } from '../../statement';
import { useCanWrite } from '../../../components/ui/ReadOnly';
import { openHistory } from '../../../lib/history-store';
import { useMatchesQuery } from '../../../lib/media';
import { subPartyLabel } from '../../../lib/sub-party';
import { useRovingFocus } from '../../../lib/roving-focus';
import '../../../i18n/en/partyDetail';

/** Below this width the side panels become pickers above the statement. */
export const PHONE_PANELS = '(max-width: 61.99em)';

/**
 * `months` undefined while loading: the same control renders empty (phones) or as placeholder rows, so
 * nothing shifts when they arrive. On wider screens the list is one Tab stop (a roving tabindex): the
 * arrow keys, Home and End move among the months, Enter or Space opens one, and Tab goes on past the
 * list however many months the party has.
 */
export function MonthList({ months = [], loading = false, selectedId, onSelect }: { months?: PartyMonth[]; loading?: boolean; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  // The list's Tab stop: the month last focused, else the one shown.
  const roving = useRovingFocus(months.map((month) => month.id), selectedId);
  // A long side list pushes the statement off a phone screen; phones get the phone's own picker instead
  // (a native select: see PhonePickers).
  const isPhone = useMatchesQuery(PHONE_PANELS);
  if (isPhone) {
    return (
      <NativeSelect
        label={t('partyDetail.month')}
        data={months.map((month) => ({ value: month.id, label: monthLabel(month.month, month.year) }))}
        value={selectedId ?? ''}
        onChange={(event) => event.currentTarget.value && onSelect(event.currentTarget.value)}
        disabled={loading}
        className="no-print"
      />
    );
  }
  return (
    <Paper withBorder radius="md" p={4} component="nav" aria-label={t('partyDetail.months')} onKeyDown={roving.onKeyDown}>
      <Text size="xs" fw={700} c="dimmed" px="xs" pt={4}>
        {t('partyDetail.months')}
      </Text>
      {loading && <TableSkeleton rows={3} />}
      <ScrollArea.Autosize mah={300} type="auto">
        {months.map((month) => (
          <NavLink
            key={month.id}
            component="button"
            {...roving.stopProps(month.id)}
            label={monthLabel(month.month, month.year)}
            active={month.id === selectedId}
            aria-current={month.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(month.id)}
            py={6}
            variant="filled"
          />
        ))}
      </ScrollArea.Autosize>
    </Paper>
  );
}

/** The sub-party list's key for 'All'. */
const ALL = '__all__';

interface SubPartyListProps {
  subParties: SubParty[];
  selection: SubPartySelection;
  onSelect: (selection: SubPartySelection) => void;
  editMode: boolean;
  onToggleEdit: () => void;
  onAdd: () => void;
  onEdit: (subParty: SubParty) => void;
  onDelete: (subParty: SubParty) => void;
  /** The party's archived sub-parties, behind a toggle, each with Restore. */
  archived?: SubParty[];
  onRestore?: (subParty: SubParty) => void;
  restoring?: string | null;
  restoreError?: string | null;
}

export function SubPartyList({ subParties, selection, onSelect, editMode, onToggleEdit, onAdd, onEdit, onDelete, archived = [], onRestore, restoring, restoreError }: SubPartyListProps) {
  const { t } = useTranslation();
  const [showArchived, setShowArchived] = useState(false);
  const canWrite = useCanWrite();
  // The list's Tab stop: the sub-party last focused, else the one shown ('All' when none is chosen).
  const roving = useRovingFocus([ALL, ...subParties.map((subParty) => subParty.id)], selection ?? ALL);
  return (
    <Paper withBorder radius="md" p={4} component="nav" aria-label={t('partyDetail.subPartiesNav')} onKeyDown={roving.onKeyDown}>
      <Group justify="space-between" px="xs" pt={4}>
        <Text size="xs" fw={700} c="dimmed">
          {t('partyDetail.subParties')}
        </Text>
        {(subParties.length > 1 || !canWrite) && (
          <Button size="compact-xs" variant={editMode ? 'filled' : 'subtle'} onClick={onToggleEdit} className="no-print" aria-pressed={editMode}>
            {editMode ? t('partyDetail.done') : canWrite ? t('partyDetail.edit') : t('partyDetail.history')}
          </Button>
        )}
      </Group>
      <NavLink component="button" {...roving.stopProps(ALL)} label={t('partyDetail.all')} active={selection === null} aria-current={selection === null ? 'true' : undefined} onClick={() => onSelect(null)} py={6} variant="filled" />
      {subParties.map((subParty) => (
        <Group key={subParty.id} gap={0} wrap="nowrap">
          <NavLink
            component="button"
            {...roving.stopProps(subParty.id)}
            label={subPartyLabel(subParty, t)}
            active={selection === subParty.id}
            aria-current={selection === subParty.id ? 'true' : undefined}
            onClick={() => onSelect(subParty.id)}
            py={6}
            variant="filled"
            style={{ flex: 1 }}
          />
          {editMode && (
            <ActionIcon variant="subtle" color="gray" aria-label={t('partyDetail.historyOfSubParty', { name: subPartyLabel(subParty, t) })} onClick={() => openHistory(subParty.id, subParty.isDefault ? t('partyDetail.defaultSubParty') : subParty.name)}>
              <IconHistory size={14} aria-hidden />
            </ActionIcon>
          )}
          {editMode && !subParty.isDefault && canWrite && (
            <>
              <ActionIcon variant="subtle" aria-label={t('partyDetail.editSubParty', { name: subParty.name })} onClick={() => onEdit(subParty)}>
                <IconPencil size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t(subParty.onDelete === 'archive' ? 'partyDetail.archiveSubParty' : 'partyDetail.deleteSubParty', { name: subParty.name })}
                onClick={() => onDelete(subParty)}
              >
                {subParty.onDelete === 'archive' ? <IconArchive size={14} aria-hidden /> : <IconTrash size={14} aria-hidden />}
              </ActionIcon>
            </>
          )}
        </Group>
      ))}
      <Stack p={4} gap={4}>
        {canWrite && (
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd} className="no-print">
            {t('partyDetail.addSubParty')}
          </Button>
        )}
        {archived.length > 0 && canWrite && (
          <Switch
            size="xs"
            mt={4}
            className="no-print"
            label={t('partyDetail.showArchived', { n: archived.length })}
            checked={showArchived}
            onChange={(event) => setShowArchived(event.currentTarget.checked)}
          />
        )}
        {showArchived &&
          archived.map((subParty) => (
            <Group key={subParty.id} justify="space-between" gap={4} wrap="nowrap" px="xs" className="no-print">
              <Text size="sm" c="dimmed" style={{ minWidth: 0 }} truncate>
                {subParty.name}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={t('partyDetail.restoreSubParty', { name: subParty.name })}
                loading={restoring === subParty.id}
                onClick={() => onRestore?.(subParty)}
              >
                {t('partyDetail.restore')}
              </Button>
            </Group>
          ))}
        {showArchived && restoreError && (
          <Text size="xs" c="red.8" role="alert" px="xs">
            {restoreError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
