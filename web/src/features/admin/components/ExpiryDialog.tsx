// Edit a company's expiry date, or clear it; errors show in red inside the dialog. Closing it after a date
// was typed or picked asks first (FormModal).
import { Button, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { FormModal } from '../../../components/ui/FormModal';
import { errorMessage } from '../../../lib/form-errors';
import type { AdminCompany } from '../api/get-companies';
import { endOfIndianDay, useUpdateExpiry } from '../api/update-expiry';
import '../../../i18n/en/admin';

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
    <FormModal
      opened={company !== null}
      onClose={onClose}
      title={title}
      centered
      onSubmit={submit}
      submitting={updateMutation.isPending}
      discardQuestion={t('admin.discardExpiry')}
      extraAction={
        <Button variant="subtle" color="red" onClick={() => save(null)} disabled={updateMutation.isPending}>
          {t('admin.clearExpiry')}
        </Button>
      }
    >
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
    </FormModal>
  );
}
