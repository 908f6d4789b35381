// /companies: switch the session between the user's own company and those shared with them.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSelf } from '../../session/api/get-self';
import { CompanyPicker } from './CompanyPicker';

export function SwitchCompanyPage() {
  const self = useSelf().data;
  return (
    <>
      <PageHeader title="Switch company" />
      <Stack gap="md" maw={560}>
        <CompanyPicker currentId={self?.company?.id} title="Open another company" />
        <Text size="sm" c="dimmed">
          An owner gives you access in their Settings, under Accountants, with your mobile number.{' '}
          <Anchor component={Link} to="/">
            Back to the dashboard
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
