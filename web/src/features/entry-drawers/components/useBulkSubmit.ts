// The bulk slip drawer's Save: one request for every row (api/bulk-submit.ts, retried with the same key while the
// server cannot be reached), a notice naming the numbers the server gave, or the server's refusal: under the row it
// names, else above Save.
import { slipKind, slipNumber } from '@ledger/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notices';
import type { ItemType } from '../../documents';
import { rowOfError, useAddBulkSlips, type BulkRow } from '../api/bulk-submit';
import type { bulkRequest } from '../api/bulk-form';
import type { RowError } from './BulkRows';
import '../../../i18n/en/entryDrawers';
import '../../../i18n/en/kinds';

export function useBulkSubmit(itemType: ItemType, onClose: () => void) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rowError, setRowError] = useState<RowError | null>(null);
  const addBulk = useAddBulkSlips(() => setRetrying(true));

  const submit = async (request: ReturnType<typeof bulkRequest>, rows: BulkRow[]) => {
    setError(null);
    setRowError(null);
    setRetrying(false);
    try {
      const slips = await addBulk.mutateAsync(request);
      const numbers = slips.map((slip) => slipNumber(slip.prefix, slip.slipNo));
      notify(t('entryDrawers.saved', { what: t(`kinds.name.${slipKind(itemType)}`), number: numbers.join(', '), count: numbers.length }));
      onClose();
    } catch (submitError) {
      setRetrying(false);
      const named = rowOfError(submitError);
      const row = named ? rows[named.index] : undefined;
      if (named && row) setRowError({ rowId: row.id, field: named.field, message: errorMessage(submitError) });
      else setError(errorMessage(submitError));
    }
  };

  /** A row was changed: the server's refusal of it no longer holds. */
  const edited = (rowId: string) => setRowError((current) => (current?.rowId === rowId ? null : current));

  return { submit, submitting: addBulk.isPending, retrying, error, rowError, edited };
}
