// The bill and cash drawers' one Save: an add (with a retry-stable Idempotency-Key; offline, or with no answer, it
// goes to the outbox with that key: features/outbox) or an update (online only).
import { useRetryKeys } from '../../../lib/retry-key';
import { addDocument, isNote, useLedgerMutation, updateDocument } from '../../documents';
import type { DocumentKind } from '../../documents';
import { useOutboxSave, type Saved } from '../../outbox';

interface DocumentSave {
  kind: DocumentKind;
  id: string | null;
  body: Record<string, unknown>;
  /** What the outbox calls it while it waits. */
  label: { partyId: string; what: string; number: string };
}

export function useSaveDocument() {
  const keys = useRetryKeys();
  const save = useOutboxSave();
  return useLedgerMutation(async ({ kind, id, body, label }: DocumentSave): Promise<Saved> => {
    if (id) return { queued: false, result: await updateDocument(kind, id, body) };
    const key = keys.keyFor({ kind, body });
    // Notes (they adjust a bill) are written online only: the outbox takes slips, cash receipts and bills.
    if (isNote(kind)) return { queued: false, result: await addDocument(kind, body, key) };
    return save({ key, target: { kind: 'document', document: kind }, body, ...label }, () => addDocument(kind, body, key));
  }, keys.saved);
}
