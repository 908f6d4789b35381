// The party page's dialogs, drawers and print layout (party-dialogs.ts says which is open). Each loads on first
// use; the statement itself renders without them.
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '../../../components/ui/Deferred';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notices';
import type { DocumentKind, PartyDocument, PartyKind } from '../../documents';
import { DeleteEntryDialog, LazyEntryDrawerHost, TransferSlipDialog, type useDeleteSubParty } from '../../entry-drawers';
import { LazyPrintHost as PrintHost } from '../../print';
import { cashOf, type ItemEntry, type Statement } from '../../statement';
import type { StatementActions } from './actions';
import { overlayOf, panelOf, visiblePanelOf, type DialogName, type DialogsAction, type DialogsState } from './party-dialogs';
import '../../../i18n/en/partyDetail';

const ItemDialog = lazy(() => import('./ItemDialog').then((m) => ({ default: m.ItemDialog })));
const CashDialog = lazy(() => import('./CashDialog').then((m) => ({ default: m.CashDialog })));
const MonthNoteDialog = lazy(() => import('./NoteAndSubPartyDialogs').then((m) => ({ default: m.MonthNoteDialog })));
const SubPartyDialog = lazy(() => import('./NoteAndSubPartyDialogs').then((m) => ({ default: m.SubPartyDialog })));
const ConfirmDeleteDialog = lazy(() => import('../../../components/ui/ConfirmDeleteDialog').then((m) => ({ default: m.ConfirmDeleteDialog })));

interface PartyOverlaysProps {
  dialogs: DialogsState;
  dispatch: (action: DialogsAction) => void;
  partyId: string;
  statement: Statement | undefined;
  /** The item dialog's item as the loaded statement has it now (useLiveItemEntry). */
  liveItemEntry: ItemEntry | null;
  actions: StatementActions;
  onEditCash: (kind: PartyKind, receipt: PartyDocument) => void;
  onDeleteCash: (kind: DocumentKind, receipt: PartyDocument) => void;
  deleteSubParty: ReturnType<typeof useDeleteSubParty>;
  /** After a sub-party is deleted or archived. */
  onSubPartyDeleted: (id: string) => void;
}

export function PartyOverlays({ dialogs, dispatch, partyId, statement, liveItemEntry, actions, onEditCash, onDeleteCash, deleteSubParty, onSubPartyDeleted }: PartyOverlaysProps) {
  const { t } = useTranslation();
  const closer = (dialog: DialogName) => () => dispatch({ type: 'close', dialog });
  const cashPanel = panelOf(dialogs, 'cash');
  const subPartyToDelete = overlayOf(dialogs, 'deleteSubParty')?.subParty ?? null;
  // The server says what a delete does to this sub-party: archive it (it has documents) or remove it.
  const archives = subPartyToDelete?.onDelete === 'archive';
  return (
    <>
      <LazyEntryDrawerHost request={overlayOf(dialogs, 'entry')?.request ?? null} onClose={closer('entry')} />
      <Deferred when={overlayOf(dialogs, 'deleteEntry') !== null}>
        <DeleteEntryDialog target={overlayOf(dialogs, 'deleteEntry')?.target ?? null} onClose={closer('deleteEntry')} />
      </Deferred>
      <Deferred when={overlayOf(dialogs, 'transferSlip') !== null}>
        <TransferSlipDialog slip={overlayOf(dialogs, 'transferSlip')?.slip ?? null} onClose={closer('transferSlip')} />
      </Deferred>
      <Deferred when={panelOf(dialogs, 'item') !== null}>
        <ItemDialog entry={liveItemEntry} hidden={!visiblePanelOf(dialogs, 'item')} onClose={closer('item')} actions={actions} />
      </Deferred>
      <Deferred when={cashPanel !== null}>
        <CashDialog
          kind={visiblePanelOf(dialogs, 'cash')?.kind ?? null}
          receipts={cashPanel && statement ? cashOf(statement, cashPanel.kind) : []}
          onClose={closer('cash')}
          onEdit={onEditCash}
          onDelete={onDeleteCash}
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
                onSubPartyDeleted(subPartyToDelete.id);
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
    </>
  );
}
