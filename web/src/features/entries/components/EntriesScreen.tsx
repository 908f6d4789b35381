// /entries : a company month's documents with search, party/sub-party filters and type chips.
import { Chip, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Busy } from '../../../components/ui/Busy';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { useFirstArrivalDeferred } from '../../../lib/first-arrival';
import { errorMessage } from '../../../lib/form-errors';
import { useCompanyMonths, monthLabel, useSubParties } from '../../entry-drawers';
import { subPartyLabel } from '../../../lib/sub-party';
import { useParties } from '../../parties';
import { filterRows, toEntryRows } from '../api/entry-rows';
import { DEFAULT_ENTRY_TYPES, ENTRY_TYPES, downloadEntries, useEntries, type EntryType } from '../api/get-entries';
import { DownloadMenu } from '../../../components/ui/DownloadMenu';
import { EntriesTable } from './EntriesTable';
import { EntryCards } from './EntryCards';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import '../../../i18n/en/entries';
import '../../../i18n/en/kinds';

export default function EntriesScreen() {
  const { t } = useTranslation();
  const months = useCompanyMonths();
  const parties = useParties();
  const [search, setSearch] = useState('');
  // The month chosen, else the newest (derived, not copied into state when the months arrive).
  const [chosenMonthId, setMonthId] = useState<string | null>(null);
  const monthId = chosenMonthId ?? months.data?.[0]?.id ?? null;
  const [partyId, setPartyId] = useState<string | null>(null);
  const [subPartyId, setSubPartyId] = useState<string | null>(null);
  const [types, setTypes] = useState<EntryType[]>(DEFAULT_ENTRY_TYPES);
  const subParties = useSubParties(partyId, partyId !== null);
  // Phones get cards: the ten-column table needs 900 px (the same breakpoint as the parties page).
  const isPhone = useMatchesQuery(PHONE_QUERY);

  const month = months.data?.find((candidate) => candidate.id === monthId);
  const filter = month ? { year: month.year, month: month.month, partyId, subPartyId, types } : null;
  const entries = useEntries(filter);
  // The list draws its first arrival in the background, the rest of the screen at once (lib/first-arrival.ts).
  const drawnEntries = useFirstArrivalDeferred(entries.data);
  const waiting = filter !== null && !entries.isError && drawnEntries === undefined;
  const rows = useMemo(() => (drawnEntries ? toEntryRows(drawnEntries) : []), [drawnEntries]);
  const visible = useMemo(() => filterRows(rows, search), [rows, search]);
  // Another month, filter or search shows the list from its first page again (lib/paged-rows.ts).
  const listKey = JSON.stringify([monthId, partyId, subPartyId, types, search]);
  const liveSubParties = (subParties.data ?? []).filter((subParty) => !subParty.isArchived);
  const showSubParty = partyId !== null && !subParties.isPending && liveSubParties.length > 1;

  const toggleTypes = (next: string[]) => {
    // The last selected type cannot be switched off.
    if (next.length === 0) return;
    setTypes(next as EntryType[]);
  };

  return (
    <>
      <PageHeader title={t('entries.title')} />
      <Stack gap="sm" mb="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            aria-label={t('entries.searchEntries')}
            placeholder={t('entries.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            type="search"
            w={{ base: '100%', sm: 240 }}
          />
          <Select
            aria-label={t('entries.party')}
            placeholder={t('entries.selectParty')}
            data={(parties.data ?? []).map((party) => ({ value: party.id, label: party.name }))}
            value={partyId}
            onChange={(value) => {
              setPartyId(value);
              setSubPartyId(null);
            }}
            clearable
            searchable
            w={{ base: '100%', sm: 220 }}
          />
          {showSubParty && (
            <Select
              aria-label={t('entries.subParty')}
              placeholder={t('entries.selectSubParty')}
              data={liveSubParties.map((subParty) => ({ value: subParty.id, label: subPartyLabel(subParty, t) }))}
              value={subPartyId}
              onChange={setSubPartyId}
              clearable
              w={{ base: '100%', sm: 200 }}
            />
          )}
          <Select
            aria-label={t('entries.month')}
            placeholder={t('entries.month')}
            data={(months.data ?? []).map((candidate) => ({ value: candidate.id, label: monthLabel(candidate.month, candidate.year) }))}
            value={monthId}
            onChange={(value) => value && setMonthId(value)}
            allowDeselect={false}
            clearable={false}
            w={{ base: '100%', sm: 180 }}
          />
          <DownloadMenu what={t('entries.downloadWhat')} formats={['xlsx', 'csv']} disabled={!filter}
            onDownload={(format) => (filter ? downloadEntries(filter, format as 'xlsx' | 'csv') : Promise.resolve())} />
        </Group>
        <Chip.Group multiple value={types} onChange={toggleTypes}>
          <Group gap="xs" role="group" aria-label={t('entries.entryTypes')}>
            {ENTRY_TYPES.map((entry) => (
              <Chip key={entry.type} value={entry.type} size="sm">
                {t(`kinds.chip.${entry.kind}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      {(months.isError || entries.isError) && (
        <Text c="red.8" role="alert" mb="sm">
          {errorMessage(months.error ?? entries.error)}
        </Text>
      )}
      {months.isPending || waiting ? (
        <TableSkeleton rows={6} />
      ) : (
        // Another month, party or sub-party chosen: the last one's rows stay, dimmed and busy, until its own arrive.
        <Busy busy={entries.isPlaceholderData}>
          {isPhone ? <EntryCards rows={visible} listKey={listKey} /> : <EntriesTable rows={visible} listKey={listKey} />}
        </Busy>
      )}
      {visible.some((row) => row.saleValue) && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="sale-value-note">
          {t('entries.saleValueNote')}
        </Text>
      )}
    </>
  );
}
