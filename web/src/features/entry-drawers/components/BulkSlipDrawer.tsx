// In/Out Slip (Bulk): one sub-party, many rows of product + gross (+ bag), submitted one by one.
import { prefixOrDefault, slipKind, slipNumber } from '@ledger/contract';
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { notify } from '../../../lib/notices';
import { useSelf } from '../../session';
import { useProducts } from '../../products';
import { isRetryable, newBulkRow, numberRows, RETRY_DELAYS_MS, submitBulkRow, type BulkRow } from '../api/bulk-submit';
import { ApiError } from '../../../lib/api-client';
import { localText } from '../../../lib/local-message';
import { decimalText, firstProblem } from '../../../lib/decimal-input';
import { errorMessage } from '../../../lib/form-errors';
import { isIsoDate, todayInKolkata } from '../../../lib/date-input';
import { issueDateField } from '../api/form-fields';
import { kindTitle, useInvalidateLedger } from '../../documents';
import type { ItemType } from '../../documents';
import { ratesRequest } from '../api/rate-values';
import { BulkProductRates, draftProblems, type RateDraft } from './BulkProductRates';
import { PartyPicker, ProductPicker, SubPartyPicker } from './Pickers';

const grossRule = decimalText('Gross', 3, { positive: true });
const bagRule = decimalText('Bag', 3);
const grossProblem = (value: string) => firstProblem(grossRule, value);
const bagProblem = (value: string) => (value.trim() === '' ? undefined : firstProblem(bagRule, value));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Progress {
  total: number;
  succeeded: number;
  failed: number;
  retrying: boolean;
}

export interface BulkSlipDrawerProps {
  itemType: ItemType;
  partyId?: string;
  subPartyId?: string;
  onClose: () => void;
}

export function BulkSlipDrawer({ itemType, onClose, ...preset }: BulkSlipDrawerProps) {
  const { t } = useTranslation();
  const self = useSelf();
  const invalidate = useInvalidateLedger();
  const [partyId, setPartyId] = useState<string | null>(preset.partyId ?? null);
  const [subPartyId, setSubPartyId] = useState<string | null>(preset.subPartyId ?? null);
  const [issueDate, setIssueDate] = useState(todayInKolkata());
  const [prefix, setPrefix] = useState(prefixOrDefault(self.data?.company?.defaultPrefix));
  const [rows, setRows] = useState<BulkRow[]>(() => [newBulkRow()]);
  const [rateDrafts, setRateDrafts] = useState<Record<string, RateDraft>>({});
  const products = useProducts();
  const productIds = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const dateProblem = issueDate === '' ? undefined : firstProblem(issueDateField, issueDate);
  const valid =
    subPartyId !== null &&
    isIsoDate(issueDate) &&
    prefix.trim().length <= 10 &&
    rows.length > 0 &&
    rows.every((row) => row.productId !== null && !grossProblem(row.grossQuantity) && !bagProblem(row.bagQuantity)) &&
    productIds.every((productId) => {
      const draft = rateDrafts[productId];
      return draft !== undefined && Object.keys(draftProblems(draft)).length === 0;
    });

  const updateRow = (id: string, patch: Partial<BulkRow>) =>
    // Editing a row changes what it would send: it starts over with a fresh key and slip number.
    setRows((current) =>
      current.map((row) => (row.id === id ? { ...row, ...patch, key: crypto.randomUUID(), slipNo: undefined, rates: undefined } : row)),
    );

  // A new date or prefix means new slip numbers (and new rates): every row starts over.
  const resetNumbers = () =>
    setRows((current) => current.map((row) => ({ ...row, key: crypto.randomUUID(), slipNo: undefined, rates: undefined })));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !subPartyId || submitting) return;
    setSubmitting(true);
    setError(null);
    const context = { itemType, subPartyId, issueDate, prefix: prefix.trim() };
    // Rows are mutated in place (slip number, rates) so retries resend exactly the same body.
    try {
      await numberRows(context, rows);
    } catch (numberError) {
      setSubmitting(false);
      setError(errorMessage(numberError));
      return;
    }
    let pending = rows;
    const total = rows.length;
    let succeeded = 0;
    const savedNumbers: string[] = [];
    let attempt = 0;
    let unreachable = false;
    for (;;) {
      const failed: BulkRow[] = [];
      let retryable = false;
      unreachable = false;
      for (const row of pending) {
        try {
          const draft = row.productId ? rateDrafts[row.productId] : undefined;
          if (!draft) throw new Error('Rates not loaded');
          await submitBulkRow(context, row, ratesRequest(draft));
          succeeded += 1;
          savedNumbers.push(slipNumber(context.prefix, row.slipNo ?? ''));
          setRows((current) => current.filter((candidate) => candidate.id !== row.id));
        } catch (rowError) {
          failed.push(row);
          if (rowError instanceof ApiError && rowError.kind === 'unreachable') unreachable = true;
          if (isRetryable(rowError)) retryable = true;
          else {
            // A refused row will be refused again with the same body; let the user fix it.
            row.slipNo = undefined;
            row.key = crypto.randomUUID();
          }
        }
        setProgress({ total, succeeded, failed: failed.length, retrying: false });
      }
      pending = failed;
      const delay = RETRY_DELAYS_MS[attempt];
      if (failed.length === 0 || !retryable || delay === undefined) break;
      setProgress({ total, succeeded, failed: failed.length, retrying: true });
      await sleep(delay);
      attempt += 1;
    }
    await invalidate();
    setSubmitting(false);
    if (pending.length === 0) {
      notify(t('entryDrawers.saved', { what: t(`kinds.name.${slipKind(itemType)}`), number: savedNumbers.join(', '), count: savedNumbers.length }));
      onClose();
      return;
    }
    setRows([...pending]);
    setProgress({ total, succeeded, failed: pending.length, retrying: false });
    const failedRows = t('entryDrawers.rowsFailed', { failed: pending.length });
    // Rows that failed because the server could not be reached stay in the drawer; say why.
    setError(unreachable ? `${localText('unreachable')} ${failedRows}` : failedRows);
  };

  const title = kindTitle(itemType === 'IN' ? 'inBulk' : 'outBulk', t);

  return (
    <FormDrawer
      opened
      title={title}
      onClose={submitting ? () => {} : onClose}
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      saveDisabled={!valid}
      size="lg"
      discardQuestion={t('entryDrawers.discard.slips')}
    >
      <PartyPicker
        partyId={partyId}
        disabled={submitting}
        onChange={(value) => {
          setPartyId(value);
          setSubPartyId(null);
        }}
      />
      <SubPartyPicker partyId={partyId} subPartyId={subPartyId} onChange={setSubPartyId} disabled={submitting} />
      <SimpleGrid cols={2} spacing="sm">
        <DateField
          label={t('entryDrawers.issueDate')}
          withAsterisk
          value={issueDate}
          disabled={submitting}
          error={dateProblem}
          onChange={(value) => {
            setIssueDate(value);
            resetNumbers();
          }}
        />
        <TextInput
          label={t('entryDrawers.prefix')}
          maxLength={10}
          value={prefix}
          disabled={submitting}
          onChange={(event) => {
            setPrefix(event.currentTarget.value);
            resetNumbers();
          }}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('entryDrawers.bulkHint')}
      </Text>
      <Stack gap="xs">
        {rows.map((row, index) => (
          <Paper key={row.id} withBorder p="xs" radius="sm" aria-label={t('entryDrawers.rowN', { n: index + 1 })} component="fieldset">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                <ProductPicker
                  label={t('entryDrawers.productN', { n: index + 1 })}
                  productId={row.productId}
                  disabled={submitting}
                  onChange={(productId) => updateRow(row.id, { productId })}
                />
                <DecimalInput
                  label={t('entryDrawers.grossNKg', { n: index + 1 })}
                  withAsterisk
                  value={row.grossQuantity}
                  disabled={submitting}
                  error={row.grossQuantity !== '' ? grossProblem(row.grossQuantity) : undefined}
                  onChange={(grossQuantity) => updateRow(row.id, { grossQuantity })}
                />
                <DecimalInput
                  label={t('entryDrawers.bagNKg', { n: index + 1 })}
                  value={row.bagQuantity}
                  disabled={submitting}
                  error={bagProblem(row.bagQuantity)}
                  onChange={(bagQuantity) => updateRow(row.id, { bagQuantity })}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={4}
                aria-label={t('entryDrawers.removeRowN', { n: index + 1 })}
                disabled={rows.length <= 1 || submitting}
                onClick={() => setRows((current) => current.filter((candidate) => candidate.id !== row.id))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setRows((current) => [...current, newBulkRow()])}
        disabled={submitting}
      >
        {t('entryDrawers.addRow')}
      </Button>
      {productIds.map((productId) => (
        <BulkProductRates
          key={productId}
          productName={products.data?.find((product) => product.id === productId)?.name ?? t('entryDrawers.product')}
          query={subPartyId && isIsoDate(issueDate) ? { subPartyId, productId, itemType, issueDate } : null}
          draft={rateDrafts[productId]}
          disabled={submitting}
          onChange={(draft) => {
            if (submitting) return;
            setRateDrafts((current) => ({ ...current, [productId]: draft }));
            // New rates mean new bodies: rows of this product start over with fresh keys.
            setRows((current) =>
              current.map((row) => (row.productId === productId && row.rates ? { ...row, key: crypto.randomUUID(), rates: undefined } : row)),
            );
          }}
        />
      ))}
      {progress && (
        <Stack gap={2} role="status" aria-live="polite">
          <Text size="sm">
            {t('entryDrawers.submittedProgress', { succeeded: progress.succeeded, total: progress.total })}
          </Text>
          {progress.failed > 0 && (
            <Text size="sm" c="red.9">
              {t('entryDrawers.failedCount', { failed: progress.failed })}
            </Text>
          )}
          {progress.retrying && <Text size="sm">{t('entryDrawers.retryingRemaining')}</Text>}
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
    </FormDrawer>
  );
}
