// Settings → Verify: the owner's or accountant's "Verify this company" (the panel lives in the audit feature).
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VerifyPanel } from '../../audit';
import { SettingsSection } from './SettingsSection';
import '../../../i18n/en/settings';

export function VerifySection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.verifyCompany')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('settings.verifyIntro')}
        </Text>
        <VerifyPanel />
      </Stack>
    </SettingsSection>
  );
}
