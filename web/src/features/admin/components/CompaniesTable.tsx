// Desktop company list: name, owner mobile, registration time, editable expiry, status, stats refresh.
import { ActionIcon, Badge, Button, Group, Paper, Table } from '@mantine/core';
import { IconPencil, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NEGATIVE_COLOR, POSITIVE_COLOR } from '../../../lib/colors';
import { formatDate, formatTimestamp } from '../../../lib/format';
import type { AdminCompany } from '../api/get-companies';
import { RefreshStatsButton } from './RefreshStatsButton';
import '../../../i18n/en/admin';

export interface CompanyListProps {
  companies: AdminCompany[];
  onEditExpiry: (company: AdminCompany) => void;
  onVerify: (company: AdminCompany) => void;
}

export const ownerMobile = (company: AdminCompany) =>
  company.user?.verifiedMobile ? `+91 ${company.user.verifiedMobile.mobileNo}` : '-';

/** The expiry date, or that there is none. */
function ExpiryText({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
  return <>{company.expiresAt ? formatDate(company.expiresAt) : t('admin.noExpiry')}</>;
}

export function StatusBadge({ company }: { company: AdminCompany }) {
  const { t } = useTranslation();
  return (
    <Badge color={company.isExpired ? NEGATIVE_COLOR : POSITIVE_COLOR} variant="filled">
      {company.isExpired ? t('admin.expired') : t('admin.active')}
    </Badge>
  );
}

export function CompaniesTable({ companies, onEditExpiry, onVerify }: CompanyListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} aria-label={t('admin.companies')}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.companyName')}</Table.Th>
              <Table.Th>{t('admin.ownerMobile')}</Table.Th>
              <Table.Th>{t('admin.registeredOn')}</Table.Th>
              <Table.Th>{t('admin.expiryDate')}</Table.Th>
              <Table.Th>{t('admin.status')}</Table.Th>
              <Table.Th ta="right">{t('admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {companies.map((company) => (
              <Table.Tr key={company.id}>
                <Table.Td fw={500}>{company.name}</Table.Td>
                <Table.Td>{ownerMobile(company)}</Table.Td>
                <Table.Td>{formatTimestamp(company.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <span>
                      <ExpiryText company={company} />
                    </span>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t('admin.editExpiryOf', { name: company.name })}
                      onClick={() => onEditExpiry(company)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <StatusBadge company={company} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    <RefreshStatsButton company={company} />
                    <VerifyButton company={company} onVerify={onVerify} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Opens the page's Verify dialog for this company. */
export function VerifyButton({ company, onVerify }: { company: AdminCompany; onVerify: (company: AdminCompany) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconShieldCheck size={14} aria-hidden />}
      onClick={() => onVerify(company)}
      aria-label={t('admin.verifyNamed', { name: company.name })}
    >
      {t('admin.verify')}
    </Button>
  );
}
