// Party page → Share: make a read-only link to this month's statement (valid 7, 30 or 90 days), send it
// on WhatsApp to the party's phone with the closing balance in words and figures, copy it, see the
// party's links with how often each was opened, and withdraw them all.
import { Alert, Badge, Button, CopyButton, Group, Modal, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconCopy, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/ui/ConfirmDeleteDialog';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatKolkata } from '../../../lib/format';
import { PHONE_QUERY, useMatchesQuery } from '../../../lib/media';
import { sharedUrl, useCreateShare, useRevokeShares, useShareLinks, whatsAppUrl } from '../api/sharing';
import type { ShareLink } from '@ledger/contract';
import '../../../i18n/en/common';
import '../../../i18n/en/sharing';

const DAYS = ['7', '30', '90'];

/** A link's state: its name in the catalogue (sharing.withdrawn, …) and colour. */
function state(link: ShareLink): { label: 'withdrawn' | 'expired' | 'live'; color: string } {
  if (link.revokedAt) return { label: 'withdrawn', color: 'dark' };
  if (Date.parse(link.expiresAt) <= Date.now()) return { label: 'expired', color: 'dark' };
  return { label: 'live', color: 'teal.9' };
}

/** The link's state as a badge, never cut short ("WIT…" at 375 px): it keeps its whole word. */
function StateBadge({ link }: { link: ShareLink }) {
  const { t } = useTranslation();
  const { label, color } = state(link);
  return <Badge size="xs" color={color} style={{ flexShrink: 0, overflow: 'visible' }}>{t(`sharing.${label}`)}</Badge>;
}

// The last open is the latest row of the link's opens: there is one exactly when the link was opened.
const opensText = (link: ShareLink, t: TFunction) =>
  link.lastOpenedAt === null ? t('sharing.never') : t('sharing.opens', { n: link.opens, time: formatKolkata(link.lastOpenedAt) });

/** The party's links as a table, from 768 px. */
function LinkTable({ links }: { links: ShareLink[] }) {
  const { t } = useTranslation();
  return (
    <Table fz="xs" data-testid="share-links">
      <Table.Thead>
        <Table.Tr><Table.Th>{t('sharing.madeIst')}</Table.Th><Table.Th>{t('sharing.until')}</Table.Th><Table.Th>{t('sharing.opened')}</Table.Th><Table.Th /></Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {links.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>{formatKolkata(l.createdAt)}</Table.Td>
            <Table.Td>{formatDate(l.expiresAt)}</Table.Td>
            <Table.Td>{opensText(l, t)}</Table.Td>
            <Table.Td><StateBadge link={l} /></Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone, one card per link: when it was made and its state on one line (wrapping), then until when and its opens. */
function LinkCards({ links }: { links: ShareLink[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="list" aria-label={t('sharing.linksOfParty')} data-testid="share-links">
      {links.map((l) => (
        <Paper key={l.id} withBorder radius="sm" p="xs" role="listitem">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs">{t('sharing.madeIst')}: {formatKolkata(l.createdAt)}</Text>
            <StateBadge link={l} />
          </Group>
          <Text size="xs" c="dimmed">{t('sharing.until')}: {formatDate(l.expiresAt)}</Text>
          <Text size="xs" c="dimmed">{t('sharing.opened')}: {opensText(l, t)}</Text>
        </Paper>
      ))}
    </Stack>
  );
}

export function ShareDialog({ opened, onClose, partyId, partyMonthId, title }: {
  opened: boolean; onClose: () => void; partyId: string; partyMonthId: string; title: string;
}) {
  const { t } = useTranslation();
  const isPhone = useMatchesQuery(PHONE_QUERY);
  const [days, setDays] = useState('30');
  const [confirming, setConfirming] = useState(false);
  const create = useCreateShare();
  const revoke = useRevokeShares();
  const links = useShareLinks(partyId, opened);
  const made = create.data;
  const url = made ? sharedUrl(made.token) : '';

  return (
    <Modal opened={opened} onClose={onClose} title={t('sharing.shareTitle', { title })} size="lg" fullScreen={isPhone} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('sharing.intro')}
        </Text>
        <Group align="flex-end" gap="xs">
          <Select label={t('sharing.linkWorksFor')} data={DAYS.map((d) => ({ value: d, label: t('sharing.daysOption', { n: d }) }))} value={days} onChange={(v) => setDays(v ?? '30')} allowDeselect={false} w={140} />
          <Button leftSection={<IconLink size={16} aria-hidden />} loading={create.isPending}
            onClick={() => create.mutate({ partyId, partyMonthId, days: Number(days) })}>
            {made ? t('sharing.makeAnotherLink') : t('sharing.makeLink')}
          </Button>
        </Group>
        {create.isError && <Text c="red.8" role="alert">{errorMessage(create.error)}</Text>}
        {made && (
          <Stack gap="xs" data-testid="share-made">
            <TextInput label={t('sharing.link')} value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
            <Text size="xs" c="dimmed">{t('sharing.worksUntil', { date: formatDate(made.expiresAt) })}</Text>
            <Text size="sm" data-testid="share-message">{made.message}</Text>
            <Group gap="xs">
              <Button component="a" href={whatsAppUrl(made.phone, `${made.message}\n${url}`)} target="_blank" rel="noopener noreferrer"
                color="teal.9" leftSection={<IconBrandWhatsapp size={16} aria-hidden />}>
                {t('sharing.sendOnWhatsApp')}
              </Button>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy} leftSection={<IconCopy size={16} aria-hidden />}>{copied ? t('sharing.copied') : t('sharing.copyLink')}</Button>
                )}
              </CopyButton>
            </Group>
            {!made.phone && (
              <Alert color="yellow" variant="light" p="xs">
                <Text size="sm">{t('sharing.noPhone')}</Text>
              </Alert>
            )}
          </Stack>
        )}
        <Group justify="space-between" mt="sm">
          <Text fw={600}>{t('sharing.linksOfParty')}</Text>
          <Button variant="outline" color="red.9" size="xs" onClick={() => setConfirming(true)}
            disabled={!links.data?.some((l) => state(l).label === 'live')}>
            {t('sharing.withdrawAll')}
          </Button>
        </Group>
        {links.isError && <Text c="red.8" role="alert">{errorMessage(links.error)}</Text>}
        {links.data?.length === 0 && <Text size="sm" c="dimmed">{t('sharing.noLinks')}</Text>}
        {links.data && links.data.length > 0 && (isPhone ? <LinkCards links={links.data} /> : <LinkTable links={links.data} />)}
        {revoke.isSuccess && <Text size="sm" role="status">{t(revoke.data.revoked === 1 ? 'sharing.linkWithdrawn' : 'sharing.linksWithdrawn', { n: revoke.data.revoked })}</Text>}
      </Stack>
      <ConfirmDeleteDialog
        opened={confirming}
        title={t('sharing.withdrawAll')}
        confirmLabel={t('sharing.withdraw')}
        message={t('sharing.withdrawMessage')}
        onClose={() => { revoke.reset(); setConfirming(false); }}
        onConfirm={() => revoke.mutate(partyId, { onSuccess: () => { setConfirming(false); create.reset(); } })}
        loading={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : null}
      />
    </Modal>
  );
}
