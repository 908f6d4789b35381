// On a phone the month's statement comes first: month and sub-party are pickers above it (the sub-party list,
// to add, rename or delete one, moves below it). They are the phone's own pickers (a native select in
// Mantine's input look): a Mantine Select placed its closed dropdown with floating-ui in a layout effect, which
// read getComputedStyle and forced a style recalculation and a second render inside the task that drew the
// statement (issue 28, 0.2 + 0.37 s at Lighthouse's phone speed); Android's picker is also the larger target.
import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { subPartyLabel } from '../../../lib/sub-party';
import type { SubParty } from '../../entry-drawers';
import type { SubPartySelection } from '../../statement';
import '../../../i18n/en/partyDetail';

/** The sub-party picker's 'All' (every sub-party's statement). */
const ALL = '__all__';

export function PhonePickers({ monthPicker, subParties, selection, onSelect }: {
  monthPicker: ReactNode;
  subParties: SubParty[];
  selection: SubPartySelection;
  onSelect: (next: SubPartySelection) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2} spacing="xs" mb="sm" className="no-print">
      {monthPicker}
      <NativeSelect
        label={t('partyDetail.subParty')}
        data={[
          { value: ALL, label: t('partyDetail.all') },
          ...subParties.map((subParty) => ({ value: subParty.id, label: subPartyLabel(subParty, t) })),
        ]}
        value={selection ?? ALL}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onSelect(value === ALL ? null : value);
        }}
      />
    </SimpleGrid>
  );
}
