// Update Password: current, new and confirm; errors under the confirm field.
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX } from '@ledger/contract';
import { showSubmitError } from '../../../lib/form-errors';
import { updatePasswordFormSchema, useUpdatePassword, type UpdatePasswordFormValues } from '../api/update-password';
import { SettingsSection } from './SettingsSection';
import { POSITIVE_COLOR } from '../../../lib/colors';
import '../../../i18n/en/settings';

export function UpdatePasswordForm() {
  const { t } = useTranslation();
  const updateMutation = useUpdatePassword();
  const [saved, setSaved] = useState(false);
  const form = useForm<UpdatePasswordFormValues>({
    initialValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
    validate: schemaResolver(updatePasswordFormSchema, { sync: true }),
    onValuesChange: () => setSaved(false),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await updateMutation.mutateAsync(values);
      form.reset();
      setSaved(true);
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'newPasswordConfirm');
    }
  });

  return (
    <SettingsSection title={t('settings.updatePassword')}>
      <form onSubmit={submit} noValidate>
        <PasswordInput
          label={t('settings.currentPassword')}
          withAsterisk
          maxLength={PASSWORD_MAX}
          autoComplete="current-password"
          mb="sm"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('settings.newPassword')}
          withAsterisk
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          mb="sm"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('settings.confirmNewPassword')}
          withAsterisk
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          mb="md"
          {...form.getInputProps('newPasswordConfirm')}
        />
        <Group justify="space-between">
          <Text size="sm" c={POSITIVE_COLOR} role="status">
            {saved ? t('settings.passwordUpdated') : ''}
          </Text>
          <Button type="submit" loading={form.submitting}>
            {t('settings.updatePassword')}
          </Button>
        </Group>
      </form>
    </SettingsSection>
  );
}
