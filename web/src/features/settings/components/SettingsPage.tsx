// /settings: company details, password and company deletion.
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSelf } from '../../session/api/get-self';
import { CompanySettingsForm } from './CompanySettingsForm';
import { DeleteCompanySection } from './DeleteCompanySection';
import { UpdatePasswordForm } from './UpdatePasswordForm';

export function SettingsPage() {
  const company = useSelf().data?.company;
  if (!company) return null;
  return (
    <>
      <PageHeader title="Settings" />
      <Stack gap="lg" maw={640}>
        <CompanySettingsForm company={company} />
        <UpdatePasswordForm />
        <DeleteCompanySection companyName={company.name} />
      </Stack>
    </>
  );
}
