// Delete dialogs for slips, job-work items, bills, challans and cash; the transfer slip dialog.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import type { WriteResult } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatKg } from '../../../lib/format';
import { deleteDocument, useInvalidateLedger } from '../../documents';
import type { DocumentKind, Slip } from '../../documents';
import { slipNumber } from '@ledger/contract';
import { deleteItem } from '../api/delete-item';
import { deleteSlip } from '../api/delete-slip';
import { useTransferSlip } from '../api/transfer-slip';
import { useKeptWhileClosing } from '../../../lib/kept-while-closing';
import '../../../i18n/en/common';
import '../../../i18n/en/entryDrawers';
import '../../../i18n/en/kinds';

export type DeleteTarget =
  | { type: 'slip'; slip: Slip }
  | { type: 'item'; itemId: string; label: string }
  | { type: 'document'; kind: DocumentKind; id: string; label: string };


function runDelete(target: DeleteTarget): Promise<WriteResult> {
  switch (target.type) {
    case 'slip':
      return deleteSlip({ id: target.slip.id, jobWorkItemId: target.slip.jobWorkItemId, itemType: target.slip.itemType });
    case 'item':
      return deleteItem(target.itemId);
    case 'document':
      return deleteDocument(target.kind, target.id);
  }
}

function titleOf(target: DeleteTarget, t: TFunction): string {
  switch (target.type) {
    case 'slip':
      return t('entryDrawers.deleteSlipTitle', { slipNo: slipNumber(target.slip.prefix, target.slip.slipNo) });
    case 'item':
      return t('entryDrawers.deleteItemTitle', { label: target.label });
    case 'document':
      return t('entryDrawers.deleteTitle', { label: target.label });
  }
}

export function DeleteEntryDialog({ target, onClose }: { target: DeleteTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidateLedger();
  const mutation = useMutation({ mutationFn: runDelete, onSuccess: () => invalidate() });
  const titled = useKeptWhileClosing(target);
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      opened={target !== null}
      title={titled ? titleOf(titled, t) : ''}
      onClose={close}
      onConfirm={() => target && mutation.mutate(target, { onSuccess: close })}
      loading={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error) : null}
    />
  );
}

export function TransferSlipDialog({ slip, onClose }: { slip: Slip | null; onClose: () => void }) {
  const { t } = useTranslation();
  const transfer = useTransferSlip();
  const close = () => {
    transfer.reset();
    onClose();
  };
  const target = slip?.itemType === 'IN' ? 'OUT' : 'IN';
  const itemTypeLabel = (itemType: 'IN' | 'OUT') => t(`kinds.direction.${itemType}`);
  const confirm = () => {
    if (!slip) return;
    transfer.mutate(
      {
        filter: { id: slip.id, jobWorkItemId: slip.jobWorkItemId, itemType: slip.itemType },
        update: { itemType: target, issueDate: slip.issueDate },
      },
      { onSuccess: close },
    );
  };
  return (
    <Modal opened={slip !== null} onClose={transfer.isPending ? () => {} : close} title={t('entryDrawers.transferSlip')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {slip && (
        <Stack gap="md">
          <Text size="sm">
            <Trans
              i18nKey="entryDrawers.transferQuestion"
              values={{
                slipNo: slipNumber(slip.prefix, slip.slipNo),
                date: formatDate(slip.issueDate),
                kg: formatKg(slip.netQuantity),
                from: itemTypeLabel(slip.itemType),
                to: itemTypeLabel(target),
              }}
              components={{ b: <b /> }}
            />
          </Text>
          {transfer.isError && (
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(transfer.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={transfer.isPending}>
              {t('entryDrawers.notNow')}
            </Button>
            <Button onClick={confirm} loading={transfer.isPending}>
              {t('entryDrawers.transfer')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
