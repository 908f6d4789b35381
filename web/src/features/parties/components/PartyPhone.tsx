// The party's phone under its name in the list: a tap calls it (the row's own click is not triggered).
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { telLink } from '../../../lib/support';
import { formatPhone } from '../../../lib/format';
import type { Party } from '../api/get-parties';
import '../../../i18n/en/parties';

export function PartyPhone({ party }: { party: Party }) {
  const { t } = useTranslation();
  const phone = party.contact?.phone;
  if (!phone) return null;
  return (
    <Text size="xs" c="dimmed">
      <Anchor href={telLink(phone)} size="xs" c="dimmed" onClick={(e) => e.stopPropagation()} aria-label={t('parties.callNamed', { name: party.name })}>
        {formatPhone(phone)}
      </Anchor>
    </Text>
  );
}
