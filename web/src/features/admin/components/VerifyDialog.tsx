// Admin → "Verify" on a company: the replay-and-compare panel for that company in a dialog (its
// progress and differences need more room than a table cell). Held by the page, so it stays open when
// the list switches between table and cards.
import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { VerifyPanel } from '../../audit';
import { PHONE_QUERY } from '../../../lib/media';
import type { AdminCompany } from '../api/get-companies';

export function VerifyDialog({ company, onClose }: { company: AdminCompany | null; onClose: () => void }) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={company ? `Verify ${company.name}` : ''}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {company && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Replays every event of this company and compares every read model (party, sub-party and company months,
            party stats, document lists) with the live tables.
          </Text>
          <VerifyPanel companyId={company.id} />
        </Stack>
      )}
    </Modal>
  );
}
