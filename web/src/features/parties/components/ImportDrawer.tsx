// Import parties and products from a sheet (docs/import.md): download the template, choose a file, see each row
// as it will be saved with what is wrong beside it, then confirm: every row is saved or none. A chosen file counts
// as typed work: Esc, × or Cancel ask before it is thrown away (FormDrawer).
import { Alert, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/ui/FormDrawer';
import { errorMessage } from '../../../lib/form-errors';
import { formatAmount, formatKg } from '../../../lib/format';
import { NEGATIVE_COLOR, POSITIVE_COLOR } from '../../../lib/colors';
import { notify } from '../../../lib/notices';
import { ApiError } from '../../../lib/api-client';
import { confirmedRows, downloadImportTemplate, useImportParties, usePreviewImport, type ImportPreview } from '../api/import-parties';
import '../../../i18n/en/parties';

type Row = { input: { row: number; name: string }; errors: Array<{ field: string; message: string }> };

function Problems({ row }: { row: Row }) {
  if (!row.errors.length) return null;
  return (
    <Stack gap={0} mt={2}>
      {row.errors.map((e) => (
        <Text key={`${e.field}:${e.message}`} size="xs" c={NEGATIVE_COLOR} role="note">
          <IconAlertTriangle size={12} aria-hidden /> {e.message}
        </Text>
      ))}
    </Stack>
  );
}

function PartyRows({ preview, onlyProblems }: { preview: ImportPreview; onlyProblems: boolean }) {
  const { t } = useTranslation();
  const rows = onlyProblems ? preview.parties.filter((r) => r.errors.length) : preview.parties;
  if (!rows.length) return null;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table fz="xs" verticalSpacing={4} horizontalSpacing={6} aria-label={t('parties.partiesSheet')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('parties.rowNo')}</Table.Th>
            <Table.Th>{t('parties.name')}</Table.Th>
            <Table.Th ta="right">KG</Table.Th>
            <Table.Th ta="right">₹</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.input.row} data-bad={r.errors.length > 0 || undefined} bg={r.errors.length ? 'gray.0' : undefined}>
              <Table.Td>{r.input.row}</Table.Td>
              <Table.Td>
                <Text size="xs" fw={500}>{r.saved?.name ?? r.input.name}</Text>
                {r.saved && r.saved.subParties.length > 0 && <Text size="xs" c="dimmed">{t('parties.subPartiesOf', { names: r.saved.subParties.join(', ') })}</Text>}
                {r.saved?.contact.gstin && <Text size="xs" c="dimmed">GSTIN {r.saved.contact.gstin}</Text>}
                <Problems row={r} />
              </Table.Td>
              <Table.Td ta="right">{r.saved ? formatKg(r.saved.openingReceivableQuantity) : r.input.openingQuantity}</Table.Td>
              <Table.Td ta="right">{r.saved ? formatAmount(r.saved.openingReceivableAmount) : r.input.openingAmount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ProductRows({ preview, onlyProblems }: { preview: ImportPreview; onlyProblems: boolean }) {
  const { t } = useTranslation();
  const rows = onlyProblems ? preview.products.filter((r) => r.errors.length) : preview.products;
  if (!rows.length) return null;
  return (
    <Table fz="xs" verticalSpacing={4} horizontalSpacing={6} aria-label={t('parties.productsSheet')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('parties.rowNo')}</Table.Th>
          <Table.Th>{t('parties.name')}</Table.Th>
          <Table.Th>{t('parties.hsn')}</Table.Th>
          <Table.Th ta="right">{t('parties.valueRate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.input.row} data-bad={r.errors.length > 0 || undefined} bg={r.errors.length ? 'gray.0' : undefined}>
            <Table.Td>{r.input.row}</Table.Td>
            <Table.Td>
              <Text size="xs" fw={500}>{r.saved?.name ?? r.input.name}</Text>
              <Problems row={r} />
            </Table.Td>
            <Table.Td>{r.saved ? (r.saved.hsn ?? '') : r.input.hsn}</Table.Td>
            <Table.Td ta="right">{r.saved ? (r.saved.valueRate === null ? '' : formatAmount(r.saved.valueRate)) : r.input.valueRate}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ImportDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const previewMutation = usePreviewImport();
  const importMutation = useImportParties();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const preview = previewMutation.data ?? null;

  useEffect(() => {
    if (!opened) return;
    previewMutation.reset();
    importMutation.reset();
    setOnlyProblems(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    importMutation.reset();
    if (file) previewMutation.mutate(file, { onSuccess: (p) => setOnlyProblems(p.badRows > 0) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!preview || preview.badRows > 0) return;
    importMutation.mutate(confirmedRows(preview), {
      onSuccess: () => {
        notify(t('parties.imported', { parties: preview.parties.length, products: preview.products.length }));
        onClose();
      },
    });
  };

  const refusal = importMutation.error;
  return (
    <FormDrawer
      opened={opened}
      title={t('parties.importTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={importMutation.isPending}
      saveDisabled={!preview || preview.badRows > 0 || previewMutation.isPending}
      submitLabel={t('parties.confirmImport')}
      discardQuestion={t('parties.discardImport')}
      size="xl"
    >
      <Text size="sm">{t('parties.importIntro')}</Text>
      <Group>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void downloadImportTemplate()}>
          {t('parties.downloadTemplate')}
        </Button>
      </Group>
      <Stack gap={4}>
        <Text component="label" htmlFor="party-import-file" size="sm" fw={500}>{t('parties.chooseFile')}</Text>
        <Text size="xs" c="dimmed">{t('parties.chooseFileDescription')}</Text>
        <input id="party-import-file" type="file" accept=".xlsx,.csv,.xml,text/csv,application/xml,text/xml" onChange={choose} data-skip-autofocus />
      </Stack>
      {previewMutation.isPending && <Text size="sm" role="status">{t('parties.reading')}</Text>}
      {previewMutation.isError && <Alert color="red" role="alert">{errorMessage(previewMutation.error)}</Alert>}
      {preview && (
        <Stack gap="xs">
          <Text size="sm" fw={500} role="status">{t('parties.previewCounts', { parties: preview.parties.length, products: preview.products.length })}</Text>
          {preview.badRows > 0
            ? <Alert color="red" icon={<IconAlertTriangle size={16} aria-hidden />} role="alert">{t('parties.needAttention', { n: preview.badRows })}</Alert>
            : <Text size="sm" c={POSITIVE_COLOR}>{t('parties.allReady')}</Text>}
          <Text size="sm">{t('parties.openingTotals', { kg: formatKg(preview.totals.openingReceivableQuantity), amount: formatAmount(preview.totals.openingReceivableAmount) })}</Text>
          {preview.badRows > 0 && <Switch label={t('parties.onlyProblems')} checked={onlyProblems} onChange={(e) => setOnlyProblems(e.currentTarget.checked)} />}
          <PartyRows preview={preview} onlyProblems={onlyProblems} />
          <ProductRows preview={preview} onlyProblems={onlyProblems} />
        </Stack>
      )}
      {refusal && (
        <Alert color="red" role="alert">
          <Text size="sm">{errorMessage(refusal)}</Text>
          {refusal instanceof ApiError && refusal.problems.map((p) => <Text key={p.id} size="xs">{p.document}: {p.problems.join('; ')}</Text>)}
        </Alert>
      )}
    </FormDrawer>
  );
}
