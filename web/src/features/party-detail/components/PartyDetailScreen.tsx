// /party/:id : party header, months and sub-parties on the side, statement / column / list tabs, print.
import { Grid, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { exportsEndpoints } from '@ledger/contract/endpoint-refs';
import { Busy } from '../../../components/ui/Busy';
import { downloadEndpoint } from '../../../lib/api-client';
import { useFirstArrivalDeferred } from '../../../lib/first-arrival';
import { errorMessage } from '../../../lib/form-errors';
import { useMatchesQuery } from '../../../lib/media';
import type { EntryChoice, EntryRequest } from '../../documents';
import { useDeleteSubParty, useSubParties } from '../../entry-drawers';
import { useParties } from '../../parties';
import { useSelf } from '../../session';
import { usePartyMonths, useStatement, visibleStatements } from '../../statement';
import { useArchivedSubParties, useRestoreSubParty } from '../api/archived-sub-parties';
import { dialogsReducer, noDialogs, panelOf } from './party-dialogs';
import { MonthDialogs } from './MonthDialogs';
import { PartyHeader, PartyNotFound } from './PartyHeader';
import { PartyOverlays } from './PartyOverlays';
import { PartyToolbar } from './PartyToolbar';
import { PhonePickers } from './PhonePickers';
import { MonthList, PHONE_PANELS, SubPartyList } from './SidePanels';
import { StatementTabs } from './StatementTabs';
import { useLiveItemEntry } from './useLiveItemEntry';
import { usePartyView } from './usePartyView';
import { useStatementActions } from './useStatementActions';
import '../../../i18n/en/partyDetail';

export default function PartyDetailScreen() {
  const { t } = useTranslation();
  const { id: partyId = '' } = useParams();
  const self = useSelf();
  const parties = useParties();
  const party = parties.data?.find((candidate) => candidate.id === partyId);
  const months = usePartyMonths(partyId);
  const subParties = useSubParties(partyId);
  const [editMode, setEditMode] = useState(false);
  const [dialogs, dispatch] = useReducer(dialogsReducer, noDialogs);
  const deleteSubParty = useDeleteSubParty();
  const liveSubParties = useMemo(() => subParties.data?.filter((subParty) => !subParty.isArchived), [subParties.data]) ?? [];
  const { monthId, tab, selection, showMonth, showTab, select } = usePartyView(partyId, months.data, subParties.data && liveSubParties);
  const statement = useStatement(monthId);
  // Another month chosen and its statement on its way: the last month's stays drawn, dimmed and marked busy (header
  // figures and statement alike), and nothing is printed, downloaded or noted from it meanwhile.
  const switching = statement.isPlaceholderData;
  const current = switching ? undefined : statement.data;
  // The statement's tabs draw its first arrival in the background (lib/first-arrival.ts); the header's figures at once.
  const drawnStatement = useFirstArrivalDeferred(statement.data);
  const isPhone = useMatchesQuery(PHONE_PANELS);
  const archivedSubParties = useArchivedSubParties(partyId);
  const restoreSubParty = useRestoreSubParty();
  const liveItemEntry = useLiveItemEntry(panelOf(dialogs, 'item')?.entry ?? null, statement.data, dispatch);

  const companyName = self.data?.company?.name ?? '';
  const partyName = party?.name ?? statement.data?.party.name ?? '';
  const { actions, editCash, deleteCash, openEntry, show, challanDialog } = useStatementActions({ partyId, partyName, companyName, dispatch });

  const noteEntry = current
    ? (selection === null
        ? current.subPartyMonthStatementList.find((entry) => entry.subParty.isDefault)
        : visibleStatements(current, selection)[0]) ?? null
    : null;
  const monthNote = noteEntry?.subPartyMonth.note ?? '';

  const [asOfOpen, setAsOfOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const printStatement = () => {
    if (!current) return;
    dispatch({ type: 'print', target: { kind: 'statement', statement: current, selection, companyName } });
  };

  if (parties.isSuccess && !party) return <PartyNotFound />;

  const stats = statement.data?.partyMonth.stats;
  const monthPicker = <MonthList months={months.data} loading={months.isPending} selectedId={monthId} onSelect={showMonth} />;
  return (
    <>
      <PartyHeader
        name={partyName || '…'}
        note={party?.details?.note}
        closingQuantity={stats?.closingReceivableQuantity ?? party?.stats?.closingReceivableQuantity ?? null}
        closingAmount={stats?.closingReceivableAmount ?? party?.stats?.closingReceivableAmount ?? null}
        busy={switching}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
          <Stack gap="sm">
            {!isPhone && monthPicker}
            <SubPartyList
              subParties={liveSubParties} selection={selection} onSelect={select}
              editMode={editMode} onToggleEdit={() => setEditMode((value) => !value)}
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
          {isPhone && <PhonePickers monthPicker={monthPicker} subParties={liveSubParties} selection={selection} onSelect={select} />}
          <PartyToolbar
            partyId={partyId} ready={current !== undefined && monthId !== null} canNote={noteEntry !== null} monthNote={monthNote}
            onNote={() => noteEntry && show({ dialog: 'monthNote', target: { id: noteEntry.subPartyMonth.id, note: monthNote } })}
            onPrint={printStatement} onAsOf={() => setAsOfOpen(true)} onShare={() => setShareOpen(true)}
            onDownload={(format) => (monthId ? downloadEndpoint(exportsEndpoints.statementExport, { partyMonthId: monthId, format }) : Promise.resolve())}
            onAddEntry={(choice: EntryChoice) => openEntry({ ...choice, partyId, subPartyId: selection ?? undefined } as EntryRequest)}
          />
          {monthNote && <Text size="sm" mb="sm" data-testid="month-note">{t('partyDetail.noteLine', { note: monthNote })}</Text>}
          {(months.isError || statement.isError) && <Text c="red.8" role="alert">{errorMessage(months.error ?? statement.error)}</Text>}
          <Suspense fallback={null}>
            <PartyOutbox partyId={partyId} />
          </Suspense>
          <Busy busy={switching}>
            <StatementTabs statement={drawnStatement} noMonths={months.data?.length === 0} tab={tab} onTab={showTab} selection={selection} actions={actions} onEditCash={editCash} onDeleteCash={deleteCash} />
          </Busy>
        </Grid.Col>
      </Grid>
      <PartyOverlays
        dialogs={dialogs} dispatch={dispatch} partyId={partyId} statement={statement.data} liveItemEntry={liveItemEntry}
        actions={actions} onEditCash={editCash} onDeleteCash={deleteCash} deleteSubParty={deleteSubParty}
        onSubPartyDeleted={(id) => selection === id && select(null, true)}
      />
      {challanDialog}
      <MonthDialogs
        partyId={partyId} partyName={party?.name} monthId={monthId} month={months.data?.find((m) => m.id === monthId)} statement={statement.data}
        shareOpen={shareOpen} asOfOpen={asOfOpen} onCloseShare={() => setShareOpen(false)} onCloseAsOf={() => setAsOfOpen(false)}
      />
    </>
  );
}

// The party's entries waiting in the outbox (docs/offline.md): its own chunk (IndexedDB), not in the page's first JS.
const PartyOutbox = lazy(() => import('../../outbox').then((m) => ({ default: m.PartyOutbox })));
