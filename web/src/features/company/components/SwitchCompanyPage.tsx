// /companies: switch the session between the user's own company and those shared with them.
import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSelf } from '../../session';
import { CompanyPicker } from './CompanyPicker';
import '../../../i18n/en/company';

export function SwitchCompanyPage() {
  const { t } = useTranslation();
  const self = useSelf().data;
  return (
    <>
      <PageHeader title={t('company.switchTitle')} />
      <Stack gap="md" maw={560}>
        <CompanyPicker currentId={self?.company?.id} />
        <Text size="sm" c="dimmed">
          {t('company.accessHint')}{' '}
          <Anchor component={Link} to="/">
            {t('company.backToDashboard')}
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}
