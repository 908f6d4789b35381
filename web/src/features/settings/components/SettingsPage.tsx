// /settings: the language, company details, address and GST, accountants, gate clerks, closed books, verification, password and company
// deletion. An accountant (read-only) sees only what is theirs: the language, their password and Verify; a gate clerk the
// language and their password.
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CLERK_CORRECTION_MINUTES } from '@ledger/contract';
import { LanguageSwitch } from '../../../components/ui/LanguageSwitch';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSelf } from '../../session';
import { useBooks } from '../api/books';
import { AccountantsSection } from './AccountantsSection';
import { ClosedBooksSection } from './ClosedBooksSection';
import { CompanyContactSection } from './CompanyContactSection';
import { CompanySettingsForm } from './CompanySettingsForm';
import { DeleteCompanySection } from './DeleteCompanySection';
import { SettingsSection } from './SettingsSection';
import { UpdatePasswordForm } from './UpdatePasswordForm';
import { VerifySection } from './VerifySection';
import '../../../i18n/en/common';
import '../../../i18n/en/settings';

export function SettingsPage() {
  const { t } = useTranslation();
  const self = useSelf().data;
  // An accountant the owner let close the books is told so (the Closed books section reads the same answer).
  const canClose = useBooks(self?.role === 'accountant').data?.canClose === true;
  const company = self?.company;
  if (!company) return null;
  const owner = self.role === 'owner';
  const clerk = self.role === 'clerk';
  const accountantNotice = canClose ? t('settings.accountantNoticeCloseBooks') : t('settings.accountantNotice');
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
              {clerk ? t('settings.clerkNotice', { minutes: CLERK_CORRECTION_MINUTES }) : accountantNotice}
            </Text>
          </SettingsSection>
        )}
        {owner && <CompanyContactSection />}
        {owner && <AccountantsSection />}
        {owner && <AccountantsSection kind="clerk" />}
        {!clerk && <ClosedBooksSection />}
        {!clerk && <VerifySection />}
        <UpdatePasswordForm />
        {owner && <DeleteCompanySection companyName={company.name} />}
      </Stack>
    </>
  );
}
