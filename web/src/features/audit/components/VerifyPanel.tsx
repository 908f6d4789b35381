// "Verify this company": refold every event with the projector's reducer and compare every read model
// with the live tables; progress while it runs, then "0 differences in N events (t s)" or each
// difference. The owner and accountant verify their own company (Settings); the admin any company.
import { Button, Progress, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';
import { formatKolkata, formatWhole } from '../../../lib/format';
import { useStartVerify, useVerifyStatus } from '../api/audit';
import { requesterText } from '../api/describe';
import '../../../i18n/en/audit';

const events = (n: number, t: TFunction) => (n === 1 ? t('audit.eventOne', { n: formatWhole(n) }) : t('audit.eventMany', { n: formatWhole(n) }));

/** `companyId` is the admin's choice; without it the signed-in company is verified. */
export function VerifyPanel({ companyId = null }: { companyId?: string | null }) {
  const { t } = useTranslation();
  const status = useVerifyStatus(companyId);
  const start = useStartVerify(companyId);
  const s = status.data;
  const running = s?.status === 'running';
  const r = s?.result;
  return (
    <Stack gap="sm">
      <Button onClick={() => start.mutate()} loading={start.isPending} disabled={running} w="fit-content">
        {running ? t('audit.verifying') : t('audit.verifyNow')}
      </Button>
      {start.isError && <Text c="red.8" role="alert">{errorMessage(start.error)}</Text>}
      {status.isError && <Text c="red.8" role="alert">{errorMessage(status.error)}</Text>}
      {running && (
        <Stack gap={4} data-testid="verify-progress">
          <Progress value={s.total ? (100 * s.done) / s.total : 0} animated aria-label={t('audit.verificationProgress')} />
          <Text size="xs" c="dimmed">
            {t('audit.progressEvents', { done: formatWhole(s.done), total: formatWhole(s.total) })}
          </Text>
        </Stack>
      )}
      {s?.status === 'failed' && <Text c="red.8" role="alert">{t('audit.verificationFailed', { error: s.error ?? '' })}</Text>}
      {s?.status === 'done' && r && (
        <Stack gap={4} data-testid="verify-result">
          <Text fw={600} c={r.differences.length ? 'red.9' : 'teal.9'} role="status">
            {r.differences.length === 0
              ? t('audit.noDifferences', { events: events(r.events, t), seconds: (r.ms / 1000).toFixed(1) })
              : t(r.differences.length === 1 ? 'audit.differenceOne' : 'audit.differenceMany', {
                  n: `${formatWhole(r.differences.length)}${r.truncated ? '+' : ''}`, events: events(r.events, t), seconds: (r.ms / 1000).toFixed(1),
                })}
          </Text>
          <Text size="xs" c="dimmed">
            {s.finishedAt ? t('audit.checkedAt', { time: formatKolkata(s.finishedAt) }) : ''}{s.requestedBy ? ` · ${requesterText(s.requestedBy, t)}` : ''}
            {r.checkpoint !== null && r.checkpoint < r.events ? ` · ${t('audit.stillUpdating')}` : ''}
          </Text>
          {r.differences.length > 0 && (
            <Table.ScrollContainer minWidth={480}>
              <Table fz="xs" striped data-testid="verify-differences">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audit.table')}</Table.Th>
                    <Table.Th>{t('audit.row')}</Table.Th>
                    <Table.Th>{t('audit.field')}</Table.Th>
                    <Table.Th>{t('audit.ledgerSays')}</Table.Th>
                    <Table.Th>{t('audit.screenShows')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.differences.map((d, i) => (
                    <Table.Tr key={i}>
                      <Table.Td>{d.table}</Table.Td>
                      <Table.Td>{Object.values(d.key).join(' · ')}</Table.Td>
                      <Table.Td>{d.field}</Table.Td>
                      <Table.Td>{d.replayed ?? '—'}</Table.Td>
                      <Table.Td>{d.live ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}
