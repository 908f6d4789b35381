// Settings → Verify: the owner's or accountant's "Verify this company" (the panel lives in the audit feature).
import { Stack, Text } from '@mantine/core';
import { VerifyPanel } from '../../audit';
import { SettingsSection } from './SettingsSection';

export function VerifySection() {
  return (
    <SettingsSection title="Verify this company">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Replays every entry ever recorded and checks that every balance, month, statement and list you see matches
          the ledger exactly.
        </Text>
        <VerifyPanel />
      </Stack>
    </SettingsSection>
  );
}
