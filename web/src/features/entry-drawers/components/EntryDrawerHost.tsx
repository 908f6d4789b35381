// Opens the drawer an EntryRequest names; a fresh drawer (fresh form state) per request.
import type { EntryRequest, NoteKind } from '../../documents';
import { slipItemType, isCash, isNote } from '../../documents';
import { BillDrawer } from './BillDrawer';
// The drawers' styles: not in the first stylesheet (the dashboard opens them).
import '../../../app/mantine-styles-more';
import { BulkSlipDrawer } from './BulkSlipDrawer';
import { CashDrawer } from './CashDrawer';
import { NoteDrawer } from './NoteDrawer';
import { SlipDrawer } from './SlipDrawer';

export function EntryDrawerHost({ request, onClose }: { request: EntryRequest | null; onClose: () => void }) {
  if (!request) return null;
  switch (request.kind) {
    case 'inSlip':
    case 'outSlip':
      return <SlipDrawer {...request} itemType={slipItemType(request.kind)} onClose={onClose} />;
    case 'inBulk':
    case 'outBulk':
      return <BulkSlipDrawer {...request} itemType={slipItemType(request.kind)} onClose={onClose} />;
    default:
      if (isNote(request.kind)) {
        const note = request as Extract<EntryRequest, { kind: NoteKind }>;
        return <NoteDrawer kind={note.kind} partyId={note.partyId} editing={note.editing} onClose={onClose} />;
      }
      if (isCash(request.kind)) {
        const cash = request as Extract<EntryRequest, { kind: 'cashReceived' | 'cashPaid' }>;
        return <CashDrawer kind={cash.kind} partyId={cash.partyId} editing={cash.editing} onClose={onClose} />;
      }
      {
        const bill = request as Extract<EntryRequest, { kind: 'deliveryChallan' | 'receivedChallan' | 'saleBill' | 'purchaseBill' }>;
        return (
          <BillDrawer
            kind={bill.kind}
            partyId={bill.partyId}
            subPartyId={bill.subPartyId}
            editing={bill.editing}
            onClose={onClose}
          />
        );
      }
  }
}
