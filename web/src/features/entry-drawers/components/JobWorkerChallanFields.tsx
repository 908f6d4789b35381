// The job worker's own challan (number and date) on a received (IN) slip's and a Received Challan's drawer:
// both or neither, checked by the forms' adapters (api/job-worker-challan.ts) with the contract's rule.
import { GST_DOCUMENT_NO_MAX } from '@ledger/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/DateField';
import type { JobWorkerChallanValues } from '../api/job-worker-challan';
import '../../../i18n/en/entryDrawers';

export function JobWorkerChallanFields<V extends JobWorkerChallanValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t('entryDrawers.jobWorkerChallanNo')}
        description={t('entryDrawers.jobWorkerChallanHint')}
        maxLength={GST_DOCUMENT_NO_MAX}
        {...form.getInputProps('jobWorkerChallanNo')}
      />
      <DateField label={t('entryDrawers.jobWorkerChallanDate')} {...form.getInputProps('jobWorkerChallanDate')} />
    </SimpleGrid>
  );
}
