// Opens the drawer an EntryRequest names, by its kind's family; a fresh drawer (fresh form state) per request.
import { isFamily } from '@ledger/contract';
import type { BillKind, EntryRequest, SlipKind } from '../../documents';
import { slipItemType, isCash, isNote } from '../../documents';
import { BillDrawer } from './BillDrawer';
// The drawers' styles: not in the first stylesheet (the dashboard opens them).
import '../../../app/mantine-styles-more';
import { BulkSlipDrawer } from './BulkSlipDrawer';
import { CashDrawer } from './CashDrawer';
import { NoteDrawer } from './NoteDrawer';
import { SlipDrawer } from './SlipDrawer';

type RequestOf<K> = Extract<EntryRequest, { kind: K }>;

export function EntryDrawerHost({ request, onClose }: { request: EntryRequest | null; onClose: () => void }) {
  if (!request) return null;
  const { kind } = request;
  if (isFamily('slip')(kind)) {
    const slip = request as RequestOf<SlipKind>;
    return slip.bulk ? (
      <BulkSlipDrawer partyId={slip.partyId} subPartyId={slip.subPartyId} itemType={slipItemType(kind)} onClose={onClose} />
    ) : (
      <SlipDrawer partyId={slip.partyId} subPartyId={slip.subPartyId} productId={slip.productId} editing={slip.editing} prefill={slip.prefill} itemType={slipItemType(kind)} onClose={onClose} />
    );
  }
  if (isNote(kind)) {
    const note = request as RequestOf<typeof kind>;
    return <NoteDrawer kind={kind} partyId={note.partyId} editing={note.editing} onClose={onClose} />;
  }
  if (isCash(kind)) {
    const cash = request as RequestOf<typeof kind>;
    return <CashDrawer kind={kind} partyId={cash.partyId} editing={cash.editing} onClose={onClose} />;
  }
  const bill = request as RequestOf<BillKind>;
  return <BillDrawer kind={bill.kind} partyId={bill.partyId} subPartyId={bill.subPartyId} editing={bill.editing} onClose={onClose} />;
}
