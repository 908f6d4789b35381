// The bill and cash drawers' one Save: an add (with a retry-stable Idempotency-Key) or an update.
import { useRetryKeys } from '../../../lib/retry-key';
import { addDocument, useLedgerMutation, updateDocument } from '../../documents';
import type { DocumentKind } from '../../documents';

export function useSaveDocument() {
  const keys = useRetryKeys();
  return useLedgerMutation(
    ({ kind, id, body }: { kind: DocumentKind; id: string | null; body: Record<string, unknown> }) =>
      id ? updateDocument(kind, id, body) : addDocument(kind, body, keys.keyFor({ kind, body })),
    keys.saved,
  );
}
