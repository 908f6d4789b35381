// Party page → Share: make a read-only link to this month's statement (valid 7, 30 or 90 days), send it
// on WhatsApp to the party's phone with the closing balance in words and figures, copy it, see the
// party's links with how often each was opened, and withdraw them all.
import { Alert, Badge, Button, CopyButton, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandWhatsapp, IconCopy, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatKolkata } from '../../../lib/format';
import { PHONE_QUERY } from '../../../lib/media';
import { sharedUrl, useCreateShare, useRevokeShares, useShareLinks, whatsAppUrl } from '../api/sharing';
import type { ShareLink } from '@ledger/contract';

const DAYS = [{ value: '7', label: '7 days' }, { value: '30', label: '30 days' }, { value: '90', label: '90 days' }];

function state(link: ShareLink): { label: string; color: string } {
  if (link.revokedAt) return { label: 'Withdrawn', color: 'dark' };
  if (Date.parse(link.expiresAt) <= Date.now()) return { label: 'Expired', color: 'dark' };
  return { label: 'Live', color: 'teal.9' };
}

export function ShareDialog({ opened, onClose, partyId, partyMonthId, title }: {
  opened: boolean; onClose: () => void; partyId: string; partyMonthId: string; title: string;
}) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [days, setDays] = useState('30');
  const [confirming, setConfirming] = useState(false);
  const create = useCreateShare();
  const revoke = useRevokeShares();
  const links = useShareLinks(partyId, opened);
  const made = create.data;
  const url = made ? sharedUrl(made.token) : '';

  return (
    <Modal opened={opened} onClose={onClose} title={`Share ${title}`} size="lg" fullScreen={isPhone} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The party opens the link on a phone without an account and sees only this month&apos;s statement and its PDF.
        </Text>
        <Group align="flex-end" gap="xs">
          <Select label="Link works for" data={DAYS} value={days} onChange={(v) => setDays(v ?? '30')} allowDeselect={false} w={140} />
          <Button leftSection={<IconLink size={16} aria-hidden />} loading={create.isPending}
            onClick={() => create.mutate({ partyId, partyMonthId, days: Number(days) })}>
            {made ? 'Make another link' : 'Make link'}
          </Button>
        </Group>
        {create.isError && <Text c="red.8" role="alert">{errorMessage(create.error)}</Text>}
        {made && (
          <Stack gap="xs" data-testid="share-made">
            <TextInput label="Link" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Text size="xs" c="dimmed">Works until {formatDate(made.expiresAt)}.</Text>
            <Text size="sm" data-testid="share-message">{made.message}</Text>
            <Group gap="xs">
              <Button component="a" href={whatsAppUrl(made.phone, `${made.message}\n${url}`)} target="_blank" rel="noopener noreferrer"
                color="teal.9" leftSection={<IconBrandWhatsapp size={16} aria-hidden />}>
                Send on WhatsApp
              </Button>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>{copied ? 'Copied' : 'Copy link'}</Button>
                )}
              </CopyButton>
            </Group>
            {!made.phone && (
              <Alert color="yellow" variant="light" p="xs">
                <Text size="sm">This party has no phone number: WhatsApp will ask whom to send it to. Add it in the party&apos;s details.</Text>
              </Alert>
            )}
          </Stack>
        )}
        <Group justify="space-between" mt="sm">
          <Text fw={600}>Links of this party</Text>
          <Button variant="outline" color="red.9" size="xs" onClick={() => setConfirming(true)}
            disabled={!links.data?.some((l) => state(l).label === 'Live')}>
            Withdraw all links
          </Button>
        </Group>
        {links.isError && <Text c="red.8" role="alert">{errorMessage(links.error)}</Text>}
        {links.data?.length === 0 && <Text size="sm" c="dimmed">No links yet.</Text>}
        {links.data && links.data.length > 0 && (
          <Table fz="xs" data-testid="share-links">
            <Table.Thead>
              <Table.Tr><Table.Th>Made (IST)</Table.Th><Table.Th>Until</Table.Th><Table.Th>Opened</Table.Th><Table.Th /></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.data.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td>{formatKolkata(l.createdAt)}</Table.Td>
                  <Table.Td>{formatDate(l.expiresAt)}</Table.Td>
                  <Table.Td>{l.opens === 0 ? 'Never' : `${l.opens}× · last ${formatKolkata(l.lastOpenedAt!)}`}</Table.Td>
                  <Table.Td><Badge size="xs" color={state(l).color}>{state(l).label}</Badge></Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {revoke.isSuccess && <Text size="sm" role="status">{revoke.data.revoked} link{revoke.data.revoked === 1 ? '' : 's'} withdrawn.</Text>}
      </Stack>
      <ConfirmDeleteDialog
        opened={confirming}
        title="Withdraw all links"
        confirmLabel="Withdraw"
        message="Every link of this party stops working at once. You can make a new one at any time."
        onClose={() => { revoke.reset(); setConfirming(false); }}
        onConfirm={() => revoke.mutate(partyId, { onSuccess: () => { setConfirming(false); create.reset(); } })}
        loading={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : null}
      />
    </Modal>
  );
}
