// /activity: every event of the company, newest first, filtered by date range, party, document type and
// user, a page at a time, with each document's history one click away, and the lot as CSV.
import { Anchor, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DOCUMENT_KINDS, type DocumentKind } from '@ledger/contract';
import { DateField } from '../../../components/ui/DateField';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { isIsoDate, todayInKolkata } from '../../../lib/date-input';
import { errorMessage } from '../../../lib/form-errors';
import { formatKolkata } from '../../../lib/format';
import { auditKeys, listActivity, useActors, type ActivityEvent, type ActivityFilter } from '../api/audit';
import { describeEvent, documentKindLabel, documentName } from '../api/describe';
import { openHistory } from '../../../lib/history-store';
import { partyPath } from '../../../lib/party-url';
import { useParties } from '../../parties';
import { activityCsv } from '../api/activity-csv';
import '../../../i18n/en/audit';

const PAGE = 50;

/** The CSV export under way, done with a count, or refused. */
type Exporting = { state: 'preparing' } | { state: 'counting'; n: number } | { state: 'failed'; error: string };

export function ActivityPage() {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [partyId, setPartyId] = useState<string | null>(null);
  const [kind, setKind] = useState<DocumentKind | null>(null);
  const [actorId, setActorId] = useState<string | null>(null);
  const [exporting, setExporting] = useState<Exporting | null>(null);
  const parties = useParties();
  const actors = useActors();
  const filter: ActivityFilter = {
    from: isIsoDate(from) ? from : null, to: isIsoDate(to) ? to : null, partyId, documentKind: kind, actorId,
  };
  const bad = (from && !isIsoDate(from)) || (to && !isIsoDate(to)) ? t('audit.datesFormat') : filter.from && filter.to && filter.from > filter.to ? t('audit.toAfterFrom') : null;
  const activity = useInfiniteQuery({
    queryKey: [...auditKeys.all, 'activity', filter],
    queryFn: ({ pageParam }) => listActivity(filter, pageParam, PAGE),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBeforeSeq,
    enabled: !bad,
  });
  const events = activity.data?.pages.flatMap((p) => p.events) ?? [];

  async function exportCsv() {
    setExporting({ state: 'preparing' });
    try {
      const all: ActivityEvent[] = [];
      let before: number | null = null;
      do {
        const page = await listActivity(filter, before, 500);
        all.push(...page.events);
        before = page.nextBeforeSeq;
        setExporting({ state: 'counting', n: all.length });
      } while (before);
      const url = URL.createObjectURL(new Blob([activityCsv(all, t)], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `activity-${todayInKolkata()}.csv`;
      a.click();
      URL.revokeObjectURL(url);
      setExporting(null);
    } catch (error) {
      setExporting({ state: 'failed', error: errorMessage(error) });
    }
  }

  return (
    <>
      <PageHeader title={t('audit.activity')}>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportCsv()} disabled={!!bad || exporting?.state === 'preparing'}>
          {t('audit.exportCsv')}
        </Button>
      </PageHeader>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="xs" mb="sm">
        <DateField label={t('audit.from')} placeholder="DD-MM-YYYY" value={from} onChange={setFrom} clearable />
        <DateField label={t('audit.to')} placeholder="DD-MM-YYYY" value={to} onChange={setTo} clearable />
        <Select
          label={t('audit.party')} placeholder={t('audit.allParties')} searchable clearable value={partyId} onChange={setPartyId}
          data={(parties.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <Select
          label={t('audit.documentType')} placeholder={t('audit.allTypes')} clearable value={kind} onChange={(v) => setKind(v as DocumentKind | null)}
          data={DOCUMENT_KINDS.map((k) => ({ value: k, label: documentKindLabel(k, t) }))}
        />
        <Select
          label={t('audit.user')} placeholder={t('audit.everyone')} clearable value={actorId} onChange={setActorId}
          data={(actors.data ?? []).flatMap((a) => (a.id ? [{ value: a.id, label: a.mobileNo ?? a.id }] : []))}
        />
      </SimpleGrid>
      {exporting && (
        <Text size="sm" c={exporting.state === 'failed' ? 'red.8' : 'dimmed'} mb="xs" role="status">
          {exporting.state === 'preparing' ? t('audit.preparing')
            : exporting.state === 'counting' ? t('audit.exportProgress', { n: exporting.n })
            : t('audit.exportFailed', { error: exporting.error })}
        </Text>
      )}
      {bad && <Text c="red.8" role="alert">{bad}</Text>}
      {activity.isPending && !bad && <Text c="dimmed">{t('audit.loadingActivity')}</Text>}
      {activity.isError && <Text c="red.8" role="alert">{errorMessage(activity.error)}</Text>}
      {activity.data && events.length === 0 && <EmptyState message={t('audit.noActivity')} />}
      <Stack gap={6} data-testid="activity-list">
        {events.map((e) => (
          <Paper key={e.seq} withBorder radius="md" p="xs" data-testid="activity-row">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {describeEvent(e, t)}
                  {e.voided && <Badge size="xs" color="red" ml={6}>{t('audit.voided')}</Badge>}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatKolkata(e.recordedAt)} IST · {e.actor.mobileNo ?? t('audit.unknownUser')} · #{e.seq}
                </Text>
                {e.party && (
                  <Anchor component={Link} to={partyPath(e.party.id)} size="xs">
                    {e.party.name ?? t('audit.deletedParty')}
                  </Anchor>
                )}
              </Stack>
              {e.documentKind && e.documentKind !== 'company' && (
                <Button size="compact-xs" variant="subtle" style={{ flexShrink: 0 }} onClick={() => openHistory(e.documentId, `${documentName(e, t)}${e.party?.name ? ` · ${e.party.name}` : ''}`)}>
                  {t('audit.history')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {activity.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="light" loading={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
            {t('audit.loadOlder')}
          </Button>
        </Group>
      )}
    </>
  );
}
