// /party/:id : party header, months and sub-parties on the side, statement / column / list tabs, print.
import { Anchor, Button, Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconNote, IconPrinter } from '@tabler/icons-react';
import { lazy, useEffect, useMemo, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Deferred } from '../../../components/ui/Deferred';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { errorMessage } from '../../../lib/form-errors';
import type { DocumentKind } from '../../entry-drawers/api/documents';
import type { EntryKind, EntryRequest } from '../../entry-drawers/api/entry-request';
import type { CashReceipt } from '../../entry-drawers/api/schemas';
import { subPartiesQueryOptions, useDeleteSubParty, useSubParties, type SubParty } from '../../entry-drawers/api/sub-parties';
import { AddEntryMenu } from '../../entry-drawers/components/AddEntryMenu';
import type { DeleteTarget } from '../../entry-drawers/components/EntryDialogs';
import { LazyEntryDrawerHost } from '../../entry-drawers/components/LazyEntryDrawerHost';
import { partiesQueryOptions, useParties } from '../../parties/api/get-parties';
import type { PrintTarget } from '../../print/PrintHost';
import { useSelf } from '../../session/api/get-self';
import { partyMonthsQueryOptions, statementQueryOptions, usePartyMonths, useStatement } from '../api/statement';
import { DOCUMENT_LABEL, visibleStatements, type ItemEntry, type SubPartySelection } from '../api/statement-view';
import type { StatementActions } from './actions';
import { ColumnTab } from './ColumnTab';
import { ListTab } from './ListTab';
import { PartyHeader } from './PartyHeader';
import { MonthList, SubPartyList } from './SidePanels';
import { StatementTab } from './StatementTab';
import type { Slip } from '../../entry-drawers/api/schemas';

// Dialogs, drawers and the print layout load on first use; the statement itself renders without them.
const DeleteEntryDialog = lazy(() => import('../../entry-drawers/components/EntryDialogs').then((m) => ({ default: m.DeleteEntryDialog })));
const TransferSlipDialog = lazy(() => import('../../entry-drawers/components/EntryDialogs').then((m) => ({ default: m.TransferSlipDialog })));
const ItemDialog = lazy(() => import('./ItemDialog').then((m) => ({ default: m.ItemDialog })));
const CashDialog = lazy(() => import('./CashDialog').then((m) => ({ default: m.CashDialog })));
const MonthNoteDialog = lazy(() => import('./NoteAndSubPartyDialogs').then((m) => ({ default: m.MonthNoteDialog })));
const SubPartyDialog = lazy(() => import('./NoteAndSubPartyDialogs').then((m) => ({ default: m.SubPartyDialog })));
const ConfirmDeleteDialog = lazy(() => import('../../../components/ui/ConfirmDeleteDialog').then((m) => ({ default: m.ConfirmDeleteDialog })));
const PrintHost = lazy(() => import('../../print/PrintHost').then((m) => ({ default: m.PrintHost })));

/** Called by main.tsx on a cold load of /party/:id (see app/pages.ts): the screen's reads, newest month's statement included. */
export function prefetchPage(queryClient: QueryClient, pathname: string) {
  const partyId = decodeURIComponent(pathname.split('/')[2] ?? '');
  if (!partyId) return;
  void queryClient.prefetchQuery(partiesQueryOptions());
  void queryClient.prefetchQuery(subPartiesQueryOptions(partyId));
  void queryClient
    .fetchQuery(partyMonthsQueryOptions(partyId))
    .then((months) => months[0] && queryClient.prefetchQuery(statementQueryOptions(months[0].id)))
    .catch(() => {});
}

export default function PartyDetailScreen() {
  const { id: partyId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const self = useSelf();
  const parties = useParties();
  const party = parties.data?.find((candidate) => candidate.id === partyId);
  const months = usePartyMonths(partyId);
  const subParties = useSubParties(partyId);
  const [monthId, setMonthId] = useState<string | null>(null);
  const [selection, setSelection] = useState<SubPartySelection>(searchParams.get('subPartyId'));
  const [tab, setTab] = useState<string | null>('statement');
  const [editMode, setEditMode] = useState(false);

  const [entryRequest, setEntryRequest] = useState<EntryRequest | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [transferSlip, setTransferSlip] = useState<Slip | null>(null);
  const [itemEntry, setItemEntry] = useState<ItemEntry | null>(null);
  const [cashKind, setCashKind] = useState<'cashReceived' | 'cashPaid' | null>(null);
  const [noteTarget, setNoteTarget] = useState<{ id: string; note: string } | null>(null);
  const [subPartyTarget, setSubPartyTarget] = useState<SubParty | 'new' | null>(null);
  const [subPartyToDelete, setSubPartyToDelete] = useState<SubParty | null>(null);
  const [printTarget, setPrintTarget] = useState<PrintTarget | null>(null);
  const [printRequest, setPrintRequest] = useState(0);
  const deleteSubParty = useDeleteSubParty();

  // The first (newest) month is selected once the months load.
  useEffect(() => {
    if (months.data && (monthId === null || !months.data.some((month) => month.id === monthId))) {
      setMonthId(months.data[0]?.id ?? null);
    }
  }, [months.data, monthId]);

  const statement = useStatement(monthId);
  const liveSubParties = useMemo(() => (subParties.data ?? []).filter((subParty) => !subParty.isArchived), [subParties.data]);
  const defaultSubParty = liveSubParties.find((subParty) => subParty.isDefault);

  const select = (next: SubPartySelection) => {
    setSelection(next);
    const named = next !== null && next !== defaultSubParty?.id;
    setSearchParams(named ? { subPartyId: next } : {}, { replace: true });
  };

  // Keep an item dialog showing the item's latest data after edits reload the statement.
  const liveItemEntry = useMemo(() => {
    if (!itemEntry || !statement.data) return itemEntry;
    for (const entry of statement.data.subPartyMonthStatementList) {
      const found = [...entry.inJobWorkItemList, ...entry.outJobWorkItemList].find((item) => item.id === itemEntry.item.id);
      if (found) return { item: found, subParty: entry.subParty };
    }
    return null;
  }, [itemEntry, statement.data]);

  const companyName = self.data?.company?.name ?? '';
  const partyName = party?.name ?? statement.data?.party.name ?? '';
  const presetSubParty = selection ?? undefined;

  const actions: StatementActions = {
    addSlip: ({ item, subParty }) =>
      setEntryRequest({ kind: item.itemType === 'IN' ? 'inSlip' : 'outSlip', partyId, subPartyId: subParty.id, productId: item.product.id }),
    openItem: setItemEntry,
    deleteItem: (item) => setDeleteTarget({ type: 'item', itemId: item.id, label: `${item.itemType} ${item.product.name}` }),
    editSlip: (slip, { item, subParty }) =>
      setEntryRequest({
        kind: slip.itemType === 'IN' ? 'inSlip' : 'outSlip',
        partyId,
        editing: { slip, productId: item.product.id, productName: item.product.name, subPartyId: subParty.id },
      }),
    deleteSlip: (slip) => setDeleteTarget({ type: 'slip', slip }),
    transferSlip: setTransferSlip,
    printSlip: (slip, entry, dual) => {
      setPrintTarget({ kind: 'slip', slip, entry, partyName, companyName, dual });
      setPrintRequest((count) => count + 1);
    },
    editDocument: (kind, doc) => setEntryRequest({ kind, partyId, editing: doc } as EntryRequest),
    deleteDocument: (kind, doc) => setDeleteTarget({ type: 'document', kind, id: doc.id, label: `${DOCUMENT_LABEL[kind]}: ${doc.fullBillNo}` }),
    openCash: setCashKind,
  };

  const editCash = (kind: 'cashReceived' | 'cashPaid', receipt: CashReceipt) => setEntryRequest({ kind, partyId, editing: receipt });
  const deleteCash = (kind: DocumentKind, receipt: CashReceipt) =>
    setDeleteTarget({ type: 'document', kind, id: receipt.id, label: `${DOCUMENT_LABEL[kind]} of ${receipt.issueDate.split('-').reverse().join('-')}` });

  const noteEntry = statement.data
    ? (selection === null
        ? statement.data.subPartyMonthStatementList.find((entry) => entry.subParty.isDefault)
        : visibleStatements(statement.data, selection)[0]) ?? null
    : null;
  const monthNote = noteEntry?.subPartyMonth.note ?? '';

  const printStatement = () => {
    if (!statement.data) return;
    setPrintTarget({ kind: 'statement', statement: statement.data, selection, companyName });
    setPrintRequest((count) => count + 1);
  };

  if (parties.isSuccess && !party) {
    return (
      <Stack>
        <Text c="red.8" role="alert">
          Party not found
        </Text>
        <Anchor component={Link} to="/party">
          Back to Parties
        </Anchor>
      </Stack>
    );
  }

  const stats = statement.data?.partyMonth.stats;
  return (
    <>
      <PartyHeader
        name={partyName || '…'}
        note={party?.details?.note}
        closingQuantity={stats?.closingReceivableQuantity ?? party?.stats?.closingReceivableQuantity ?? null}
        closingAmount={stats?.closingReceivableAmount ?? party?.stats?.closingReceivableAmount ?? null}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="sm">
            <MonthList months={months.data} loading={months.isPending} selectedId={monthId} onSelect={setMonthId} />
            <SubPartyList
              subParties={liveSubParties}
              selection={selection}
              onSelect={select}
              editMode={editMode}
              onToggleEdit={() => setEditMode((value) => !value)}
              onAdd={() => setSubPartyTarget('new')}
              onEdit={setSubPartyTarget}
              onDelete={(subParty) => {
                deleteSubParty.reset();
                setSubPartyToDelete(subParty);
              }}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Group justify="space-between" mb="sm" gap="xs" className="no-print">
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconNote size={16} aria-hidden />}
                disabled={!noteEntry}
                onClick={() => noteEntry && setNoteTarget({ id: noteEntry.subPartyMonth.id, note: monthNote })}
              >
                {monthNote ? 'Update Note' : 'Add Note'}
              </Button>
              <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={printStatement} disabled={!statement.data}>
                Print
              </Button>
            </Group>
            <AddEntryMenu onSelect={(kind: EntryKind) => setEntryRequest({ kind, partyId, subPartyId: presetSubParty } as EntryRequest)} />
          </Group>
          {monthNote && (
            <Text size="sm" mb="sm" data-testid="month-note">
              Note: {monthNote}
            </Text>
          )}
          {(months.isError || statement.isError) && (
            <Text c="red.8" role="alert">
              {errorMessage(months.error ?? statement.error)}
            </Text>
          )}
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="statement">Statement</Tabs.Tab>
              <Tabs.Tab value="column">Column</Tabs.Tab>
              <Tabs.Tab value="list">List</Tabs.Tab>
            </Tabs.List>
            {!statement.data ? (
              months.data && months.data.length === 0 ? <Text c="dimmed">Nothing to show</Text> : <TableSkeleton rows={6} />
            ) : (
              <>
                <Tabs.Panel value="statement">
                  <StatementTab statement={statement.data} selection={selection} actions={actions} />
                </Tabs.Panel>
                <Tabs.Panel value="column">
                  <ColumnTab statement={statement.data} selection={selection} />
                </Tabs.Panel>
                <Tabs.Panel value="list">
                  <ListTab
                    statement={statement.data}
                    selection={selection}
                    actions={actions}
                    onEditCash={(row) => editCash(row.cashKind, row.receipt)}
                    onDeleteCash={(row) => deleteCash(row.cashKind, row.receipt)}
                  />
                </Tabs.Panel>
              </>
            )}
          </Tabs>
        </Grid.Col>
      </Grid>

      <LazyEntryDrawerHost request={entryRequest} onClose={() => setEntryRequest(null)} />
      <Deferred when={deleteTarget !== null}>
        <DeleteEntryDialog target={deleteTarget} onClose={() => setDeleteTarget(null)} />
      </Deferred>
      <Deferred when={transferSlip !== null}>
        <TransferSlipDialog slip={transferSlip} onClose={() => setTransferSlip(null)} />
      </Deferred>
      <Deferred when={itemEntry !== null}>
        <ItemDialog entry={entryRequest || deleteTarget || transferSlip ? null : liveItemEntry} onClose={() => setItemEntry(null)} actions={actions} />
      </Deferred>
      <Deferred when={cashKind !== null}>
        <CashDialog
          kind={entryRequest || deleteTarget ? null : cashKind}
          receipts={cashKind === 'cashReceived' ? statement.data?.inCashList ?? [] : statement.data?.outCashList ?? []}
          onClose={() => setCashKind(null)}
          onEdit={editCash}
          onDelete={deleteCash}
        />
      </Deferred>
      <Deferred when={noteTarget !== null}>
        <MonthNoteDialog target={noteTarget} onClose={() => setNoteTarget(null)} />
      </Deferred>
      <Deferred when={subPartyTarget !== null}>
        <SubPartyDialog target={subPartyTarget} partyId={partyId} onClose={() => setSubPartyTarget(null)} />
      </Deferred>
      <Deferred when={subPartyToDelete !== null}>
        <ConfirmDeleteDialog
          opened={subPartyToDelete !== null}
          title={`Delete Sub-Party: ${subPartyToDelete?.name ?? ''}`}
          onClose={() => setSubPartyToDelete(null)}
          onConfirm={() =>
            subPartyToDelete &&
            deleteSubParty.mutate(subPartyToDelete.id, {
              onSuccess: () => {
                if (selection === subPartyToDelete.id) select(null);
                setSubPartyToDelete(null);
              },
            })
          }
          loading={deleteSubParty.isPending}
          error={deleteSubParty.isError ? errorMessage(deleteSubParty.error) : null}
        />
      </Deferred>
      <Deferred when={printTarget !== null}>
        <PrintHost target={printTarget} requestId={printRequest} />
      </Deferred>
    </>
  );
}
