// On a phone the month's statement comes first: month and sub-party are pickers above it (the sub-party list,
// to add, rename or delete one, moves below it).
import { Select, SimpleGrid } from '@mantine/core';
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
      <Select
        label={t('partyDetail.subParty')}
        data={[
          { value: ALL, label: t('partyDetail.all') },
          ...subParties.map((subParty) => ({ value: subParty.id, label: subPartyLabel(subParty, t) })),
        ]}
        value={selection ?? ALL}
        onChange={(value) => onSelect(value === null || value === ALL ? null : value)}
        allowDeselect={false}
      />
    </SimpleGrid>
  );
}
