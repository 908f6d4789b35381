// /party/:id : party header, months and sub-parties on the side, statement / column / list tabs, print.
import { Anchor, Grid, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { lazy, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Deferred } from '../../../components/ui/Deferred';
import { notify } from '../../../lib/notices';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import { errorMessage } from '../../../lib/form-errors';
import type { DocumentKind } from '../../entry-drawers/api/documents';
import type { EntryKind, EntryRequest } from '../../entry-drawers/api/entry-request';
import type { CashReceipt } from '../../entry-drawers/api/schemas';
import { useDeleteSubParty } from '../../entry-drawers/api/delete-sub-party';
import { useSubParties } from '../../entry-drawers/api/get-sub-parties';
import { DeleteEntryDialog, LazyEntryDrawerHost, TransferSlipDialog } from '../../entry-drawers';
import { LazyPrintHost as PrintHost } from '../../print';
import { LazyAsOfDialog as AsOfDialog } from '../../audit';
import { LazyShareDialog as ShareDialog } from '../../sharing';
import { useParties } from '../../parties/api/get-parties';
import { useSelf } from '../../session/api/get-self';
import { useArchivedSubParties, useRestoreSubParty } from '../api/archived-sub-parties';
import { usePartyMonths } from '../api/get-party-months';
import { useStatement } from '../api/get-statement';
import { cashOf, documentLabelKey, itemTypeKey, itemsOf, visibleStatements, type SubPartySelection } from '../api/statement-view';
import type { StatementActions } from './actions';
import { ColumnTab } from './ColumnTab';
import { ListTab } from './ListTab';
import { dialogsReducer, noDialogs, overlayOf, panelOf, visiblePanelOf, type CashKind, type DialogName, type Overlay, type Panel } from './party-dialogs';
import { PartyHeader } from './PartyHeader';
import { PartyToolbar } from './PartyToolbar';
import { MonthList, PHONE_PANELS, SubPartyList } from './SidePanels';
import { StatementTab } from './StatementTab';
import { useChallanPrint } from '../../gst';
import { downloadEndpoint } from '../../../lib/api-client';
import { exportsEndpoints } from '@ledger/contract/endpoint-refs';
import { monthLabel } from '../../entry-drawers/api/dates';
import { useMatchesQuery } from '../../../lib/media';
import { subPartyLabel } from '../../../lib/sub-party';

// Dialogs, drawers and the print layout load on first use; the statement itself renders without them.
/** The sub-party picker's 'All' (every sub-party's statement). */
const ALL = '__all__';

const ItemDialog = lazy(() => import('./ItemDialog').then((m) => ({ default: m.ItemDialog })));
const CashDialog = lazy(() => import('./CashDialog').then((m) => ({ default: m.CashDialog })));
const MonthNoteDialog = lazy(() => import('./NoteAndSubPartyDialogs').then((m) => ({ default: m.MonthNoteDialog })));
const SubPartyDialog = lazy(() => import('./NoteAndSubPartyDialogs').then((m) => ({ default: m.SubPartyDialog })));
const ConfirmDeleteDialog = lazy(() => import('../../../components/ui/ConfirmDeleteDialog').then((m) => ({ default: m.ConfirmDeleteDialog })));

/** The As-of dialog's title: the party and the month in words ("Ramesh · April 2026"). */
const asOfMonthLabel = (party: string | undefined, m: { month: number; year: number } | undefined) =>
  [party, m ? monthLabel(m.month, m.year) : null].filter(Boolean).join(' · ');

export default function PartyDetailScreen() {
  const { t } = useTranslation();
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

  const [dialogs, dispatch] = useReducer(dialogsReducer, noDialogs);
  const show = (dialog: Panel | Overlay) => dispatch({ type: 'open', show: dialog });
  const closer = (dialog: DialogName) => () => dispatch({ type: 'close', dialog });
  const openEntry = (request: EntryRequest) => show({ dialog: 'entry', request });
  const itemEntry = panelOf(dialogs, 'item')?.entry ?? null;
  const cashPanel = panelOf(dialogs, 'cash');
  const subPartyToDelete = overlayOf(dialogs, 'deleteSubParty')?.subParty ?? null;
  const deleteSubParty = useDeleteSubParty();
  // The server says what a delete does to this sub-party: archive it (it has documents) or remove it.
  const archives = subPartyToDelete?.onDelete === 'archive';

  // The first (newest) month is selected once the months load.
  useEffect(() => {
    if (months.data && (monthId === null || !months.data.some((month) => month.id === monthId))) {
      setMonthId(months.data[0]?.id ?? null);
    }
  }, [months.data, monthId]);

  const statement = useStatement(monthId);
  const isPhone = useMatchesQuery(PHONE_PANELS);
  const archivedSubParties = useArchivedSubParties(partyId);
  const restoreSubParty = useRestoreSubParty();
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
      const found = itemsOf(entry).find((item) => item.id === itemEntry.item.id);
      if (found) return { item: found, subParty: entry.subParty };
    }
    return null;
  }, [itemEntry, statement.data]);
  // An item gone from the loaded statement (deleted) closes its dialog for good: otherwise it would
  // open again by itself if a later slip recreated an item with the same id.
  const itemGone = itemEntry !== null && statement.data !== undefined && liveItemEntry === null;
  useEffect(() => {
    if (itemGone) dispatch({ type: 'close', dialog: 'item' });
  }, [itemGone]);

  const companyName = self.data?.company?.name ?? '';
  const partyName = party?.name ?? statement.data?.party.name ?? '';
  const presetSubParty = selection ?? undefined;

  const challan = useChallanPrint();
  const actions: StatementActions = {
    addSlip: ({ item, subParty }) =>
      openEntry({ kind: item.itemType === 'IN' ? 'inSlip' : 'outSlip', partyId, subPartyId: subParty.id, productId: item.product.id }),
    openItem: (entry) => show({ dialog: 'item', entry }),
    deleteItem: (item) => show({ dialog: 'deleteEntry', target: { type: 'item', itemId: item.id, label: `${t(itemTypeKey(item.itemType))} ${item.product.name}` } }),
    editSlip: (slip, { item, subParty }) =>
      openEntry({
        kind: slip.itemType === 'IN' ? 'inSlip' : 'outSlip',
        partyId,
        editing: { slip, productId: item.product.id, productName: item.product.name, subPartyId: subParty.id },
      }),
    deleteSlip: (slip) => show({ dialog: 'deleteEntry', target: { type: 'slip', slip } }),
    transferSlip: (slip) => show({ dialog: 'transferSlip', slip }),
    printSlip: (slip, entry, dual) => dispatch({ type: 'print', target: { kind: 'slip', slip, entry, partyName, companyName, dual } }),
    slipPdf: (slipIds) => {
      downloadEndpoint(exportsEndpoints.slipPdf, { slipIds }).catch((error: unknown) => window.alert(errorMessage(error)));
    },
    challanPdf: challan.print,
    editDocument: (kind, doc) => openEntry({ kind, partyId, editing: doc } as EntryRequest),
    deleteDocument: (kind, doc) =>
      show({ dialog: 'deleteEntry', target: { type: 'document', kind, id: doc.id, label: t('partyDetail.documentTitle', { label: t(documentLabelKey(kind)), number: doc.fullBillNo }) } }),
    openCash: (kind) => show({ dialog: 'cash', kind }),
  };

  const editCash = (kind: CashKind, receipt: CashReceipt) => openEntry({ kind, partyId, editing: receipt });
  const deleteCash = (kind: DocumentKind, receipt: CashReceipt) =>
    show({
      dialog: 'deleteEntry',
      target: { type: 'document', kind, id: receipt.id, label: t('partyDetail.labelOfDate', { label: t(documentLabelKey(kind)), date: receipt.issueDate.split('-').reverse().join('-') }) },
    });

  const noteEntry = statement.data
    ? (selection === null
        ? statement.data.subPartyMonthStatementList.find((entry) => entry.subParty.isDefault)
        : visibleStatements(statement.data, selection)[0]) ?? null
    : null;
  const monthNote = noteEntry?.subPartyMonth.note ?? '';

  const [asOfOpen, setAsOfOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const printStatement = () => {
    if (!statement.data) return;
    dispatch({ type: 'print', target: { kind: 'statement', statement: statement.data, selection, companyName } });
  };

  if (parties.isSuccess && !party) {
    return (
      <Stack>
        <Text c="red.8" role="alert">
          {t('partyDetail.partyNotFound')}
        </Text>
        <Anchor component={Link} to="/party">
          {t('partyDetail.backToParties')}
        </Anchor>
      </Stack>
    );
  }

  const stats = statement.data?.partyMonth.stats;
  // On a phone the month's statement comes first: month and sub-party are pickers above it, and the
  // sub-party list (to add, rename or delete one) moves below it.
  const monthPicker = <MonthList months={months.data} loading={months.isPending} selectedId={monthId} onSelect={setMonthId} />;
  return (
    <>
      <PartyHeader
        name={partyName || '…'}
        note={party?.details?.note}
        closingQuantity={stats?.closingReceivableQuantity ?? party?.stats?.closingReceivableQuantity ?? null}
        closingAmount={stats?.closingReceivableAmount ?? party?.stats?.closingReceivableAmount ?? null}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <Stack gap="sm">
            {!isPhone && monthPicker}
            <SubPartyList
              subParties={liveSubParties}
              selection={selection}
              onSelect={select}
              editMode={editMode}
              onToggleEdit={() => setEditMode((value) => !value)}
              onAdd={() => show({ dialog: 'subParty', target: 'new' })}
              onEdit={(subParty) => show({ dialog: 'subParty', target: subParty })}
              onDelete={(subParty) => {
                deleteSubParty.reset();
                show({ dialog: 'deleteSubParty', subParty });
              }}
              archived={archivedSubParties.data}
              onRestore={(subParty) => restoreSubParty.mutate(subParty.id)}
              restoring={restoreSubParty.isPending ? (restoreSubParty.variables ?? null) : null}
              restoreError={restoreSubParty.isError ? errorMessage(restoreSubParty.error) : null}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} order={{ base: 1, md: 2 }}>
          {isPhone && (
            <SimpleGrid cols={2} spacing="xs" mb="sm" className="no-print">
              {monthPicker}
              <Select
                label={t('partyDetail.subParty')}
                data={[
                  { value: ALL, label: t('partyDetail.all') },
                  ...liveSubParties.map((subParty) => ({ value: subParty.id, label: subPartyLabel(subParty, t) })),
                ]}
                value={selection ?? ALL}
                onChange={(value) => select(value === null || value === ALL ? null : value)}
                allowDeselect={false}
              />
            </SimpleGrid>
          )}
          <PartyToolbar
            partyId={partyId}
            ready={statement.data !== undefined && monthId !== null}
            canNote={noteEntry !== null}
            monthNote={monthNote}
            onNote={() => noteEntry && show({ dialog: 'monthNote', target: { id: noteEntry.subPartyMonth.id, note: monthNote } })}
            onPrint={printStatement}
            onAsOf={() => setAsOfOpen(true)}
            onDownload={(format) => (monthId ? downloadEndpoint(exportsEndpoints.statementExport, { partyMonthId: monthId, format }) : Promise.resolve())}
            onShare={() => setShareOpen(true)}
            onAddEntry={(kind: EntryKind) => openEntry({ kind, partyId, subPartyId: presetSubParty } as EntryRequest)}
          />
          {monthNote && (
            <Text size="sm" mb="sm" data-testid="month-note">
              {t('partyDetail.noteLine', { note: monthNote })}
            </Text>
          )}
          {(months.isError || statement.isError) && (
            <Text c="red.8" role="alert">
              {errorMessage(months.error ?? statement.error)}
            </Text>
          )}
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="statement">{t('partyDetail.statement')}</Tabs.Tab>
              <Tabs.Tab value="column">{t('partyDetail.column')}</Tabs.Tab>
              <Tabs.Tab value="list">{t('partyDetail.list')}</Tabs.Tab>
            </Tabs.List>
            {!statement.data ? (
              months.data && months.data.length === 0 ? <Text c="dimmed">{t('partyDetail.nothingToShow')}</Text> : <TableSkeleton rows={6} />
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

      <LazyEntryDrawerHost request={overlayOf(dialogs, 'entry')?.request ?? null} onClose={closer('entry')} />
      <Deferred when={overlayOf(dialogs, 'deleteEntry') !== null}>
        <DeleteEntryDialog target={overlayOf(dialogs, 'deleteEntry')?.target ?? null} onClose={closer('deleteEntry')} />
      </Deferred>
      <Deferred when={overlayOf(dialogs, 'transferSlip') !== null}>
        <TransferSlipDialog slip={overlayOf(dialogs, 'transferSlip')?.slip ?? null} onClose={closer('transferSlip')} />
      </Deferred>
      <Deferred when={itemEntry !== null}>
        <ItemDialog entry={liveItemEntry} hidden={!visiblePanelOf(dialogs, 'item')} onClose={closer('item')} actions={actions} />
      </Deferred>
      <Deferred when={panelOf(dialogs, 'cash') !== null}>
        <CashDialog
          kind={visiblePanelOf(dialogs, 'cash')?.kind ?? null}
          receipts={cashPanel && statement.data ? cashOf(statement.data, cashPanel.kind) : []}
          onClose={closer('cash')}
          onEdit={editCash}
          onDelete={deleteCash}
        />
      </Deferred>
      <Deferred when={overlayOf(dialogs, 'monthNote') !== null}>
        <MonthNoteDialog target={overlayOf(dialogs, 'monthNote')?.target ?? null} onClose={closer('monthNote')} />
      </Deferred>
      <Deferred when={overlayOf(dialogs, 'subParty') !== null}>
        <SubPartyDialog target={overlayOf(dialogs, 'subParty')?.target ?? null} partyId={partyId} onClose={closer('subParty')} />
      </Deferred>
      <Deferred when={subPartyToDelete !== null}>
        <ConfirmDeleteDialog
          opened={subPartyToDelete !== null}
          title={t(archives ? 'partyDetail.archiveSubPartyTitle' : 'partyDetail.deleteSubPartyTitle', { name: subPartyToDelete?.name ?? '' })}
          message={t(archives ? 'partyDetail.archiveSubPartyMessage' : 'partyDetail.deleteSubPartyMessage', { name: subPartyToDelete?.name ?? '' })}
          confirmLabel={archives ? t('partyDetail.archive') : undefined}
          onClose={closer('deleteSubParty')}
          onConfirm={() =>
            subPartyToDelete &&
            deleteSubParty.mutate(subPartyToDelete.id, {
              onSuccess: () => {
                if (selection === subPartyToDelete.id) select(null);
                dispatch({ type: 'close', dialog: 'deleteSubParty' });
                notify(t(archives ? 'partyDetail.subPartyArchived' : 'partyDetail.subPartyDeleted', { name: subPartyToDelete.name }));
              },
            })
          }
          loading={deleteSubParty.isPending}
          error={deleteSubParty.isError ? errorMessage(deleteSubParty.error) : null}
        />
      </Deferred>
      <Deferred when={dialogs.print !== null}>
        <PrintHost target={dialogs.print?.target ?? null} requestId={dialogs.print?.request ?? 0} />
      </Deferred>
      {challan.dialog}
      {monthId && (
        <Deferred when={shareOpen}>
          <ShareDialog opened={shareOpen} onClose={() => setShareOpen(false)} partyId={partyId} partyMonthId={monthId}
            title={asOfMonthLabel(party?.name, months.data?.find((m) => m.id === monthId))} />
        </Deferred>
      )}
      {monthId && (
        <Deferred when={asOfOpen}>
          <AsOfDialog
            opened={asOfOpen}
            onClose={() => setAsOfOpen(false)}
            partyMonthId={monthId}
            monthLabel={asOfMonthLabel(party?.name, months.data?.find((m) => m.id === monthId))}
            today={statement.data}
          />
        </Deferred>
      )}
    </>
  );
}
