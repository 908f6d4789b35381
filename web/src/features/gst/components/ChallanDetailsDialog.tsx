// The Rule 55 challan's prompt when our company has no GSTIN or no address (ChallanPrint.tsx loads it when first asked).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../i18n/en/common';
import '../../../i18n/en/gst';

/** The catalogue key of what the challan lacks. */
export type MissingKey = 'gst.missingGstinAndAddress' | 'gst.missingGstin' | 'gst.missingAddress';

interface Props {
  missing: MissingKey | null;
  opened: boolean;
  /** An owner is offered Settings; an accountant is told to ask the owner. */
  owner: boolean;
  busy: boolean;
  onClose: () => void;
  onPrintAnyway: () => void;
  settingsPath: string;
}

export default function ChallanDetailsDialog({ missing, opened, owner, busy, onClose, onPrintAnyway, settingsPath }: Props) {
  const { t } = useTranslation();
  return (
    <Modal size="lg" closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('gst.companyDetailsTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('gst.companyDetailsBody', { missing: missing ? t(missing) : '' })}</Text>
        {!owner && <Text size="sm">{t('gst.companyDetailsAskOwner')}</Text>}
        <Text size="sm" c="dimmed">{t('gst.printWithWarningHint')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="default" color="red" loading={busy} onClick={onPrintAnyway}>{t('gst.printWithWarning')}</Button>
          {owner && <Button component={Link} to={settingsPath} onClick={onClose} data-autofocus>{t('gst.openAddressAndGst')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
}
