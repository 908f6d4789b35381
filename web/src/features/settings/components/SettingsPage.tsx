// /settings: the language, company details, address and GST, accountants, verification, password and company deletion. An
// accountant (read-only) sees only what is theirs: the language, their password and Verify.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/ui/LanguageSwitch';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSelf } from '../../session';
import { AccountantsSection } from './AccountantsSection';
import { CompanyContactSection } from './CompanyContactSection';
import { CompanySettingsForm } from './CompanySettingsForm';
import { DeleteCompanySection } from './DeleteCompanySection';
import { SettingsSection } from './SettingsSection';
import { UpdatePasswordForm } from './UpdatePasswordForm';
import { VerifySection } from './VerifySection';

export function SettingsPage() {
  const { t } = useTranslation();
  const self = useSelf().data;
  const company = self?.company;
  if (!company) return null;
  const owner = self.role !== 'accountant';
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Stack gap="lg" maw={640}>
        <SettingsSection title={t('common.language')}>
          <LanguageSwitch />
        </SettingsSection>
        {owner ? (
          <CompanySettingsForm company={company} />
        ) : (
          <SettingsSection title={company.name}>
            <Text size="sm">
              {t('settings.accountantNotice')}
            </Text>
          </SettingsSection>
        )}
        {owner && <CompanyContactSection />}
        {owner && <AccountantsSection />}
        <VerifySection />
        <UpdatePasswordForm />
        {owner && <DeleteCompanySection companyName={company.name} />}
      </Stack>
    </>
  );
}
