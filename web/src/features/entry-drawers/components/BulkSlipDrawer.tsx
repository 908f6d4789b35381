// In/Out Slip (Bulk): one sub-party, many rows of product + gross (+ bag) (BulkRows), each product's rates
// (BulkProductRates), saved in one request: all rows or none, numbered by the server (useBulkSubmit); a refused row
// shows the server's reason next to it. Checked by the bulk request's own fields (api/bulk-form.ts).
import { PREFIX_MAX, prefixOrDefault, slipKind } from '@ledger/contract';
import { Alert, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { isIsoDate, todayInKolkata } from '../../../lib/date-input';
import { kindTitle, type ItemType } from '../../documents';
import { useProducts } from '../../products';
import { useSelf } from '../../session';
import { bulkRequest, draftProblems, headProblems, rowProblems, type RateDraft } from '../api/bulk-form';
import { newBulkRow, type BulkRow } from '../api/bulk-submit';
import { BulkProductRates } from './BulkProductRates';
import { BulkRows } from './BulkRows';
import { EntryPickers, usePicks } from './EntryPickers';
import { useBulkSubmit } from './useBulkSubmit';
import '../../../i18n/en/entryDrawers';

export interface BulkSlipDrawerProps {
  itemType: ItemType;
  partyId?: string;
  subPartyId?: string;
  onClose: () => void;
}

const isEmpty = (problems: object) => Object.values(problems).every((problem) => problem === undefined);

export function BulkSlipDrawer({ itemType, onClose, partyId, subPartyId }: BulkSlipDrawerProps) {
  const { t } = useTranslation();
  const self = useSelf();
  const picks = usePicks({ partyId, subPartyId });
  const [issueDate, setIssueDate] = useState(todayInKolkata());
  const [prefix, setPrefix] = useState(prefixOrDefault(self.data?.company?.defaultPrefix));
  const [rows, setRows] = useState<BulkRow[]>(() => [newBulkRow()]);
  const [rateDrafts, setRateDrafts] = useState<Record<string, RateDraft>>({});
  const products = useProducts();
  const productIds = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
  const save = useBulkSubmit(itemType, onClose);
  const { submitting } = save;

  const head = headProblems(issueDate, prefix);
  const valid =
    picks.subPartyId !== null &&
    isIsoDate(issueDate) &&
    isEmpty(head) &&
    rows.length > 0 &&
    rows.every((row) => row.productId !== null && isEmpty(rowProblems(row))) &&
    productIds.every((productId) => {
      const draft = rateDrafts[productId];
      return draft !== undefined && isEmpty(draftProblems(draft));
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !picks.subPartyId || submitting) return;
    void save.submit(bulkRequest({ itemType, subPartyId: picks.subPartyId, issueDate, prefix, rows, drafts: rateDrafts }), rows);
  };

  return (
    <FormDrawer
      opened
      title={kindTitle({ kind: slipKind(itemType), bulk: true }, t)}
      onClose={submitting ? () => {} : onClose}
      onSubmit={submit}
      submitting={submitting}
      saveDisabled={!valid}
      size="lg"
      discardQuestion={t('entryDrawers.discard.slips')}
    >
      <EntryPickers picks={picks} disabled={submitting} />
      <SimpleGrid cols={2} spacing="sm">
        <DateField label={t('entryDrawers.issueDate')} withAsterisk value={issueDate} disabled={submitting} error={head.issueDate} onChange={setIssueDate} />
        <TextInput
          label={t('entryDrawers.prefix')}
          maxLength={PREFIX_MAX}
          value={prefix}
          disabled={submitting}
          error={head.prefix}
          onChange={(event) => setPrefix(event.currentTarget.value)}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('entryDrawers.bulkHint')}
      </Text>
      <BulkRows rows={rows} setRows={setRows} onEdited={save.edited} rowError={save.rowError} disabled={submitting} />
      {productIds.map((productId) => (
        <BulkProductRates
          key={productId}
          productName={products.data?.find((product) => product.id === productId)?.name ?? t('entryDrawers.product')}
          query={picks.subPartyId && isIsoDate(issueDate) ? { subPartyId: picks.subPartyId, productId, itemType, issueDate } : null}
          draft={rateDrafts[productId]}
          disabled={submitting}
          onChange={(draft) => {
            if (submitting) return;
            setRateDrafts((current) => ({ ...current, [productId]: draft }));
          }}
        />
      ))}
      {save.retrying && (
        <Text size="sm" role="status" aria-live="polite">
          {t('entryDrawers.retryingRemaining')}
        </Text>
      )}
      {save.error && (
        <Alert color="red" role="alert" variant="light">
          {save.error}
        </Alert>
      )}
    </FormDrawer>
  );
}
