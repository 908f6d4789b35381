// In/Out Slip (Bulk): one sub-party, many rows of product + gross (+ bag), saved in one request: all
// rows or none, numbered by the server; a refused row shows the server's reason next to it.
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
import { newBulkRow, rowOfError, useAddBulkSlips, type BulkRow } from '../api/bulk-submit';
import { asDecimal, decimalText, firstProblem } from '../../../lib/decimal-input';
import { errorMessage } from '../../../lib/form-errors';
import { isIsoDate, todayInKolkata } from '../../../lib/date-input';
import { issueDateField } from '../api/form-fields';
import { kindTitle } from '../../documents';
import type { ItemType } from '../../documents';
import { ratesRequest } from '../api/rate-values';
import { BulkProductRates, draftProblems, type RateDraft } from './BulkProductRates';
import { PartyPicker, ProductPicker, SubPartyPicker } from './Pickers';

/** The row fields the drawer shows as inputs; a refusal naming another (the product) shows under the row. */
const INPUT_FIELDS = new Set(['grossQuantity', 'bagQuantity']);
const grossRule = decimalText('Gross', 3, { positive: true });
const bagRule = decimalText('Bag', 3);
const grossProblem = (value: string) => firstProblem(grossRule, value);
const bagProblem = (value: string) => (value.trim() === '' ? undefined : firstProblem(bagRule, value));

/** The server's reason for refusing one row, and the field of the row it names. */
interface RowError {
  rowId: string;
  field: string;
  message: string;
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
  const [partyId, setPartyId] = useState<string | null>(preset.partyId ?? null);
  const [subPartyId, setSubPartyId] = useState<string | null>(preset.subPartyId ?? null);
  const [issueDate, setIssueDate] = useState(todayInKolkata());
  const [prefix, setPrefix] = useState(prefixOrDefault(self.data?.company?.defaultPrefix));
  const [rows, setRows] = useState<BulkRow[]>(() => [newBulkRow()]);
  const [rateDrafts, setRateDrafts] = useState<Record<string, RateDraft>>({});
  const products = useProducts();
  const productIds = [...new Set(rows.flatMap((row) => (row.productId ? [row.productId] : [])))];
  const [retrying, setRetrying] = useState(false);
  const addBulk = useAddBulkSlips(() => setRetrying(true));
  const submitting = addBulk.isPending;
  const [error, setError] = useState<string | null>(null);
  const [rowError, setRowError] = useState<RowError | null>(null);

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

  const updateRow = (id: string, patch: Partial<BulkRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
    if (rowError?.rowId === id) setRowError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !subPartyId || submitting) return;
    setError(null);
    setRowError(null);
    setRetrying(false);
    try {
      const slips = await addBulk.mutateAsync({
        itemType,
        subPartyId,
        issueDate,
        prefix: prefix.trim(),
        rows: rows.map((row) => ({
          productId: row.productId ?? '',
          grossQuantity: asDecimal(row.grossQuantity),
          bagQuantity: row.bagQuantity.trim() ? asDecimal(row.bagQuantity) : '0',
        })),
        rates: productIds.flatMap((productId) => {
          const draft = rateDrafts[productId];
          return draft ? [{ productId, ...ratesRequest(draft) }] : [];
        }),
      });
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

  /** The server's reason by the field of the row it names (shown under that field when the row has it). */
  const serverErrors = (row: BulkRow): Partial<Record<string, string>> =>
    rowError?.rowId === row.id ? { [rowError.field]: rowError.message } : {};

  const title = kindTitle({ kind: slipKind(itemType), bulk: true }, t);

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
          onChange={setIssueDate}
        />
        <TextInput
          label={t('entryDrawers.prefix')}
          maxLength={10}
          value={prefix}
          disabled={submitting}
          onChange={(event) => setPrefix(event.currentTarget.value)}
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
                  error={(row.grossQuantity !== '' ? grossProblem(row.grossQuantity) : undefined) ?? serverErrors(row).grossQuantity}
                  onChange={(grossQuantity) => updateRow(row.id, { grossQuantity })}
                />
                <DecimalInput
                  label={t('entryDrawers.bagNKg', { n: index + 1 })}
                  value={row.bagQuantity}
                  disabled={submitting}
                  error={bagProblem(row.bagQuantity) ?? serverErrors(row).bagQuantity}
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
            {rowError?.rowId === row.id && !INPUT_FIELDS.has(rowError.field) && (
              <Text size="sm" c="red.9" mt={4} role="alert">
                {rowError.message}
              </Text>
            )}
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
          }}
        />
      ))}
      {retrying && (
        <Text size="sm" role="status" aria-live="polite">
          {t('entryDrawers.retryingRemaining')}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
    </FormDrawer>
  );
}
