// /settings: company details, address and GST, accountants, verification, password and company deletion. An accountant
// (read-only) sees only what is theirs: their password and Verify.
import { Stack, Text } from '@mantine/core';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSelf } from '../../session/api/get-self';
import { AccountantsSection } from './AccountantsSection';
import { CompanyContactSection } from './CompanyContactSection';
import { CompanySettingsForm } from './CompanySettingsForm';
import { DeleteCompanySection } from './DeleteCompanySection';
import { SettingsSection } from './SettingsSection';
import { UpdatePasswordForm } from './UpdatePasswordForm';
import { VerifySection } from './VerifySection';

export function SettingsPage() {
  const self = useSelf().data;
  const company = self?.company;
  if (!company) return null;
  const owner = self.role !== 'accountant';
  return (
    <>
      <PageHeader title="Settings" />
      <Stack gap="lg" maw={640}>
        {owner ? (
          <CompanySettingsForm company={company} />
        ) : (
          <SettingsSection title={company.name}>
            <Text size="sm">
              You have read-only access to this company as its accountant: you can read every screen, history and
              statement, and verify the ledger, but not change anything.
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
