// Edit a company's expiry date, or clear it; errors show in red inside the dialog.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { errorMessage } from '../../../lib/form-errors';
import type { AdminCompany } from '../api/get-companies';
import { endOfIndianDay, useUpdateExpiry } from '../api/update-expiry';

interface ExpiryDialogProps {
  company: AdminCompany | null;
  onClose: () => void;
}

export function ExpiryDialog({ company, onClose }: ExpiryDialogProps) {
  const { t } = useTranslation();
  const updateMutation = useUpdateExpiry();
  const [date, setDate] = useState('');
  const [title, setTitle] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);

  useEffect(() => {
    if (!company) return;
    updateMutation.reset();
    setDateError(null);
    setTitle(t('admin.expiryTitle', { name: company.name }));
    setDate(company.expiresAt ? dayjs(company.expiresAt).format('YYYY-MM-DD') : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [company]);

  const save = (expiresAt: string | null) => {
    if (!company) return;
    updateMutation.mutate({ id: company.id, expiresAt }, { onSuccess: onClose });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setDateError(date === '' ? t('admin.chooseExpiryDate') : t('admin.expiryDateFormat'));
      return;
    }
    save(endOfIndianDay(date));
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={company !== null} onClose={onClose} title={title} centered styles={{ title: { fontWeight: 700 } }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <DateField
            label={t('admin.expiryDate')}
            description={t('admin.expiryDescription')}
            value={date}
            error={dateError}
            onChange={(value) => {
              setDate(value);
              setDateError(null);
            }}
          />
          {updateMutation.isError && (
            <Text size="sm" c="red.8" role="alert">
              {errorMessage(updateMutation.error)}
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="subtle" color="red" onClick={() => save(null)} disabled={updateMutation.isPending}>
              {t('admin.clearExpiry')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose} disabled={updateMutation.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={updateMutation.isPending}>
                {t('common.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
