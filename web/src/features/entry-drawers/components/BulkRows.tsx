// The bulk slip drawer's rows: product, gross and bag of each, a row's own refusals under its fields (the server's
// too, when it named that row), a row removed by its bin, one more added by "Add row".
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/ui/DecimalInput';
import { newBulkRow, type BulkRow } from '../api/bulk-submit';
import { rowProblems } from '../api/bulk-form';
import { ProductPicker } from './Pickers';
import '../../../i18n/en/entryDrawers';

/** The row fields the drawer shows as inputs; a refusal naming another (the product) shows under the row. */
const INPUT_FIELDS = new Set(['grossQuantity', 'bagQuantity']);

/** The server's reason for refusing one row, and the field of the row it names. */
export interface RowError {
  rowId: string;
  field: string;
  message: string;
}

interface BulkRowsProps {
  rows: BulkRow[];
  setRows: Dispatch<SetStateAction<BulkRow[]>>;
  /** A row was changed (its server refusal no longer holds). */
  onEdited: (rowId: string) => void;
  rowError: RowError | null;
  disabled: boolean;
}

export function BulkRows({ rows, setRows, onEdited, rowError, disabled }: BulkRowsProps) {
  const { t } = useTranslation();
  const update = (id: string, patch: Partial<BulkRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
    onEdited(id);
  };
  return (
    <>
      <Stack gap="xs">
        {rows.map((row, index) => {
          const problems = rowProblems(row);
          const server: Partial<Record<string, string>> = rowError?.rowId === row.id ? { [rowError.field]: rowError.message } : {};
          return (
            <Paper key={row.id} withBorder p="xs" radius="sm" aria-label={t('entryDrawers.rowN', { n: index + 1 })} component="fieldset">
              <Group align="flex-end" gap="xs" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" style={{ flex: 1 }}>
                  <ProductPicker
                    label={t('entryDrawers.productN', { n: index + 1 })}
                    productId={row.productId}
                    disabled={disabled}
                    onChange={(productId) => update(row.id, { productId })}
                  />
                  <DecimalInput
                    label={t('entryDrawers.grossNKg', { n: index + 1 })}
                    withAsterisk
                    value={row.grossQuantity}
                    disabled={disabled}
                    error={(row.grossQuantity !== '' ? problems.grossQuantity : undefined) ?? server.grossQuantity}
                    onChange={(grossQuantity) => update(row.id, { grossQuantity })}
                  />
                  <DecimalInput
                    label={t('entryDrawers.bagNKg', { n: index + 1 })}
                    value={row.bagQuantity}
                    disabled={disabled}
                    error={problems.bagQuantity ?? server.bagQuantity}
                    onChange={(bagQuantity) => update(row.id, { bagQuantity })}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={4}
                  aria-label={t('entryDrawers.removeRowN', { n: index + 1 })}
                  disabled={rows.length <= 1 || disabled}
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
          );
        })}
      </Stack>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRows((current) => [...current, newBulkRow()])} disabled={disabled}>
        {t('entryDrawers.addRow')}
      </Button>
    </>
  );
}
