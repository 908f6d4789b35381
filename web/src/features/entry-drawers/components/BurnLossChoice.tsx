// The Burn Loss choice of a job-work item's rates, shared by the slip drawer and the item dialog.
import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../../../i18n/en/entryDrawers';

export function BurnLossChoice(props: Omit<RadioGroupProps, 'children' | 'label' | 'description'>) {
  const { t } = useTranslation();
  return (
    <Radio.Group label={t('entryDrawers.burnLoss')} description={t('entryDrawers.lossHint')} {...props}>
      <Group mt="xs">
        <Radio value="inclusive" label={t('entryDrawers.inclusive')} />
        <Radio value="exclusive" label={t('entryDrawers.exclusive')} />
      </Group>
    </Radio.Group>
  );
}
