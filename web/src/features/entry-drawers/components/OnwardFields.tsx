// Where a received (IN) slip's goods went when they did not come to us (ITC-04 Tables 5B and 5C): came to us (5A, the
// default), sent on to another job worker (a party other than the slip's), or sold from the job worker's premises (our
// sale invoice's number and date). Checked by the form's adapter (api/onward.ts) with the contract's rule.
import { GST_DOCUMENT_NO_MAX } from '@ledger/contract';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import { useParties } from '../../parties';
import { CAME_TO_US, type OnwardValues } from '../api/onward';
import '../../../i18n/en/entryDrawers';

export function OnwardFields<V extends OnwardValues>({ form, partyId }: { form: UseFormReturnType<V>; partyId: string | null }) {
  const { t } = useTranslation();
  const parties = useParties();
  const values = form.getValues();
  const choices = [
    { value: CAME_TO_US, label: t('entryDrawers.onward.cameToUs') },
    { value: 'JOB_WORKER', label: t('entryDrawers.onward.jobWorker') },
    { value: 'SOLD', label: t('entryDrawers.onward.sold') },
  ];
  const others = (parties.data ?? []).filter((p) => p.id !== partyId).map((p) => ({ value: p.id, label: p.name }));
  return (
    <Stack gap="sm">
      <Select
        label={t('entryDrawers.onward.label')}
        description={t('entryDrawers.onward.hint')}
        data={choices}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('onward')}
      />
      {values.onward === 'JOB_WORKER' && (
        <Select
          label={t('entryDrawers.onward.party')}
          placeholder={parties.isLoading ? t('entryDrawers.loading') : t('entryDrawers.selectParty')}
          data={others}
          searchable
          withAsterisk
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('onwardPartyId')}
        />
      )}
      {values.onward === 'SOLD' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('entryDrawers.onward.invoiceNo')} maxLength={GST_DOCUMENT_NO_MAX} withAsterisk {...form.getInputProps('saleInvoiceNo')} />
          <DateField label={t('entryDrawers.onward.invoiceDate')} withAsterisk {...form.getInputProps('saleInvoiceDate')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
