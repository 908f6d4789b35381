// Company name and default slip prefix.
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@ledger/contract';
import { NAME_MAX, PREFIX_MAX } from '@ledger/contract';
import { showSubmitError } from '../../../lib/form-errors';
import { companyFormSchema, useUpdateCompany, type CompanyFormValues } from '../api/update-company';
import { SettingsSection } from './SettingsSection';
import { POSITIVE_COLOR } from '../../../lib/colors';
import '../../../i18n/en/common';
import '../../../i18n/en/settings';

export function CompanySettingsForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const updateMutation = useUpdateCompany();
  const [saved, setSaved] = useState(false);
  const form = useForm<CompanyFormValues>({
    initialValues: { name: company.name, defaultPrefix: company.defaultPrefix ?? '' },
    validate: schemaResolver(companyFormSchema, { sync: true }),
    onValuesChange: () => setSaved(false),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await updateMutation.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'name');
    }
  });

  return (
    <SettingsSection title={t('common.company')}>
      <form onSubmit={submit} noValidate aria-label={t('common.company')}>
        <TextInput label={t('settings.companyName')} withAsterisk maxLength={NAME_MAX} mb="sm" {...form.getInputProps('name')} />
        <TextInput
          label={t('settings.defaultPrefix')}
          description={t('settings.defaultPrefixDescription')}
          maxLength={PREFIX_MAX}
          mb="md"
          {...form.getInputProps('defaultPrefix')}
        />
        <Group justify="space-between">
          <Text size="sm" c={POSITIVE_COLOR} role="status">
            {saved ? t('settings.companySaved') : ''}
          </Text>
          <Button type="submit" loading={form.submitting}>
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </SettingsSection>
  );
}
