// /party: searchable party list with balances, totals, add, import (from a sheet or Tally), edit and delete.
import { Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { errorMessage } from '../../../lib/form-errors';
import { useDeleteParty } from '../api/delete-party';
import { useParties, type Party } from '../api/get-parties';
import { filterByName } from './balances';
import { PartiesTable } from './PartiesTable';
import { PartyCards } from './PartyCards';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import { Writable } from '../../../components/ui/ReadOnly';
import { Deferred } from '../../../components/ui/Deferred';
import '../../../i18n/en/parties';

// The party forms (and their rules, with zod) load when first opened, not with the list.
const AddPartyDrawer = lazy(() => import('./PartyDrawers').then((m) => ({ default: m.AddPartyDrawer })));
const UpdatePartyDrawer = lazy(() => import('./PartyDrawers').then((m) => ({ default: m.UpdatePartyDrawer })));
const ImportDrawer = lazy(() => import('./ImportDrawer').then((m) => ({ default: m.ImportDrawer })));

export function PartiesPage() {
  const { t } = useTranslation();
  const parties = useParties();
  const deleteMutation = useDeleteParty();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<Party | null>(null);
  const [deleting, setDeleting] = useState<Party | null>(null);
  const [deleteTitle, setDeleteTitle] = useState('');

  const openDelete = (party: Party) => {
    deleteMutation.reset();
    setDeleteTitle(t('parties.deleteTitle', { name: party.name }));
    setDeleting(party);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteMutation.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
  };

  // Phones get cards: seven numeric columns do not fit 375 px.
  const isPhone = useMatchesQuery(PHONE_QUERY);
  // One array per answer and search: the list draws its rows in slices, and a new array would draw them again.
  const visible = useMemo(() => (parties.data ? filterByName(parties.data, search) : []), [parties.data, search]);

  return (
    <>
      <PageHeader title={t('parties.title')}>
        <Writable>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
              {t('parties.importParties')}
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('parties.addParty')}
            </Button>
          </Group>
        </Writable>
      </PageHeader>
      <TextInput
        aria-label={t('parties.searchByName')}
        placeholder={t('parties.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="md"
        maw={360}
        type="search"
      />

      {parties.isPending && <TableSkeleton />}
      {parties.isError && (
        <Text c="red.8" role="alert">
          {errorMessage(parties.error)}
        </Text>
      )}
      {parties.data && visible.length === 0 && (
        <EmptyState message={t('parties.noPartiesFound')} onAdd={() => setAdding(true)} />
      )}
      {visible.length > 0 && isPhone && <PartyCards parties={visible} listKey={search} onEdit={setEditing} onDelete={openDelete} />}
      {visible.length > 0 && !isPhone && (
        <Paper withBorder radius="md">
          <PartiesTable parties={visible} listKey={search} onEdit={setEditing} onDelete={openDelete} />
        </Paper>
      )}

      <Deferred when={adding}>
        <AddPartyDrawer opened={adding} onClose={() => setAdding(false)} />
      </Deferred>
      <Deferred when={importing}>
        <ImportDrawer opened={importing} onClose={() => setImporting(false)} />
      </Deferred>
      <Deferred when={editing !== null}>
        <UpdatePartyDrawer party={editing} onClose={() => setEditing(null)} />
      </Deferred>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        title={deleteTitle}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        loading={deleteMutation.isPending}
        error={deleteMutation.isError ? errorMessage(deleteMutation.error) : null}
      />
    </>
  );
}
