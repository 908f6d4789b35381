// Admin → "Verify" on a company: the replay-and-compare panel for that company in a dialog (its
// progress and differences need more room than a table cell). Held by the page, so it stays open when
// the list switches between table and cards.
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VerifyPanel } from '../../audit';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import type { AdminCompany } from '../api/get-companies';
import { useKeptWhileClosing } from '../../../lib/kept-while-closing';
import '../../../i18n/en/admin';
import '../../../i18n/en/common';

export function VerifyDialog({ company, onClose }: { company: AdminCompany | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useMatchesQuery(PHONE_QUERY);
  const titled = useKeptWhileClosing(company);
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={titled ? t('admin.verifyNamed', { name: titled.name }) : ''}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {company && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('admin.verifyDescription')}
          </Text>
          <VerifyPanel companyId={company.id} />
        </Stack>
      )}
    </Modal>
  );
}
