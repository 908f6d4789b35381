// The Burn Loss choice of a job-work item's rates, shared by the slip drawer and the item dialog.
import { Group, Radio, type RadioGroupProps } from '@mantine/core';

export const LOSS_HINT =
  'Inclusive reduces the loss from the gross quantity (extrusions); Exclusive adds it on top (Bhatthi).';

export function BurnLossChoice(props: Omit<RadioGroupProps, 'children' | 'label' | 'description'>) {
  return (
    <Radio.Group label="Burn Loss" description={LOSS_HINT} {...props}>
      <Group mt="xs">
        <Radio value="inclusive" label="Inclusive" />
        <Radio value="exclusive" label="Exclusive" />
      </Group>
    </Radio.Group>
  );
}
