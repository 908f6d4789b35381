// Phone company list: one card per company with the same facts and actions as the table.
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTimestamp } from '../../../lib/format';
import { ownerMobile, StatusBadge, VerifyButton, type CompanyListProps } from './CompaniesTable';
import { RefreshStatsButton } from './RefreshStatsButton';
import '../../../i18n/en/admin';

export function CompanyCards({ companies, onEditExpiry, onVerify }: CompanyListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {companies.map((company) => (
        <Paper key={company.id} withBorder radius="md" p="sm" role="group" aria-label={company.name}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{company.name}</Text>
            <StatusBadge company={company} />
          </Group>
          <Text size="sm">{ownerMobile(company)}</Text>
          <Text size="sm" c="dimmed">
            {t('admin.registeredAt', { date: formatTimestamp(company.createdAt) })}
          </Text>
          <Group gap={4} mt={4}>
            <Text size="sm">
              {t('admin.expiryOn', { date: company.expiresAt ? formatDate(company.expiresAt) : t('admin.noExpiry') })}
            </Text>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('admin.editExpiryOf', { name: company.name })}
              onClick={() => onEditExpiry(company)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <Group justify="flex-end" mt="xs">
            <RefreshStatsButton company={company} />
            <VerifyButton company={company} onVerify={onVerify} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
