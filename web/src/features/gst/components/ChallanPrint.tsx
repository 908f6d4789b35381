// The Rule 55 delivery challan's download, asked first when our company has no GSTIN or no address
// (Settings → Address and GST): the owner opens that section, or prints a challan that says on every copy
// what it lacks (the request then carries confirmMissingCompanyDetails; without it the server refuses).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Contact } from '@ledger/contract';
import { companiesEndpoints, exportsEndpoints } from '@ledger/contract/endpoint-refs';
import { ApiError, callEndpoint, downloadEndpoint } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { reportProblem } from '../../../lib/notices';
import { useSelf } from '../../session';
import { ADDRESS_AND_GST_ANCHOR } from '../../settings';
import '../../../i18n/en/common';
import '../../../i18n/en/gst';

/** Where Settings → Address and GST is (the section scrolls into view and focuses its first field). */
const ADDRESS_AND_GST_PATH = `/settings#${ADDRESS_AND_GST_ANCHOR}`;
const CONFIRM_FIELD = 'confirmMissingCompanyDetails';

/** What a Rule 55 challan names of our company and the contact lacks: the catalogue key of the words. */
function missingKey(c: Contact): 'gst.missingGstinAndAddress' | 'gst.missingGstin' | 'gst.missingAddress' | null {
  if (!c.gstin && !c.address) return 'gst.missingGstinAndAddress';
  if (!c.gstin) return 'gst.missingGstin';
  if (!c.address) return 'gst.missingAddress';
  return null;
}

/** `print(id)` downloads the challan of an OUT slip or Delivery Challan; `dialog` is the prompt to render. */
export function useChallanPrint(): { print: (id: string) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const owner = useSelf().data?.role !== 'accountant';
  const [asking, setAsking] = useState<{ id: string; missing: ReturnType<typeof missingKey> } | null>(null);
  const [busy, setBusy] = useState(false);

  const download = (id: string, confirmed: boolean) =>
    downloadEndpoint(exportsEndpoints.challanPdf, confirmed ? { id, confirmMissingCompanyDetails: true } : { id });

  const print = (id: string) => {
    void (async () => {
      try {
        // The contact as the server has it now (Settings may have changed in another tab).
        const missing = missingKey(await callEndpoint(companiesEndpoints.contact, {}));
        if (missing) return setAsking({ id, missing });
        await download(id, false);
      } catch (error) {
        // Settings changed between the check and the print: ask, as above.
        if (error instanceof ApiError && error.field === CONFIRM_FIELD) setAsking({ id, missing: 'gst.missingGstinAndAddress' });
        else reportProblem(errorMessage(error));
      }
    })();
  };

  const printAnyway = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await download(asking.id, true);
      setAsking(null);
    } catch (error) {
      reportProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Modal size="lg" closeButtonProps={{ 'aria-label': t('common.close') }} opened={asking !== null} onClose={() => setAsking(null)} title={t('gst.companyDetailsTitle')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('gst.companyDetailsBody', { missing: asking?.missing ? t(asking.missing) : '' })}</Text>
        {!owner && <Text size="sm">{t('gst.companyDetailsAskOwner')}</Text>}
        <Text size="sm" c="dimmed">{t('gst.printWithWarningHint')}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setAsking(null)}>{t('common.cancel')}</Button>
          <Button variant="default" color="red" loading={busy} onClick={() => void printAnyway()}>{t('gst.printWithWarning')}</Button>
          {owner && <Button component={Link} to={ADDRESS_AND_GST_PATH} onClick={() => setAsking(null)} data-autofocus>{t('gst.openAddressAndGst')}</Button>}
        </Group>
      </Stack>
    </Modal>
  );
  return { print, dialog };
}
