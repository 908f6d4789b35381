// "Verify this company": refold every event with the projector's reducer and compare every read model
// with the live tables; progress while it runs, then "0 differences in N events (t s)" or each
// difference. The owner and accountant verify their own company (Settings); the admin any company.
import { Button, Progress, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/form-errors';
import { formatKolkata } from '../../../lib/format';
import { useStartVerify, useVerifyStatus } from '../api/audit';

const grouped = new Intl.NumberFormat('en-IN');
const events = (n: number) => `${grouped.format(n)} ${n === 1 ? 'event' : 'events'}`;

/** `companyId` is the admin's choice; without it the signed-in company is verified. */
export function VerifyPanel({ companyId = null }: { companyId?: string | null }) {
  const status = useVerifyStatus(companyId);
  const start = useStartVerify(companyId);
  const s = status.data;
  const running = s?.status === 'running';
  const r = s?.result;
  return (
    <Stack gap="sm">
      <Button onClick={() => start.mutate()} loading={start.isPending} disabled={running} w="fit-content">
        {running ? 'Verifying…' : 'Verify now'}
      </Button>
      {start.isError && <Text c="red.8" role="alert">{errorMessage(start.error)}</Text>}
      {status.isError && <Text c="red.8" role="alert">{errorMessage(status.error)}</Text>}
      {running && (
        <Stack gap={4} data-testid="verify-progress">
          <Progress value={s.total ? (100 * s.done) / s.total : 0} animated aria-label="Verification progress" />
          <Text size="xs" c="dimmed">
            {grouped.format(s.done)} of {grouped.format(s.total)} events
          </Text>
        </Stack>
      )}
      {s?.status === 'failed' && <Text c="red.8" role="alert">Verification failed: {s.error}</Text>}
      {s?.status === 'done' && r && (
        <Stack gap={4} data-testid="verify-result">
          <Text fw={600} c={r.differences.length ? 'red.9' : 'teal.9'} role="status">
            {r.differences.length === 0
              ? `0 differences in ${events(r.events)} (${(r.ms / 1000).toFixed(1)} s)`
              : `${grouped.format(r.differences.length)}${r.truncated ? '+' : ''} ${r.differences.length === 1 ? 'difference' : 'differences'} in ${events(r.events)} (${(r.ms / 1000).toFixed(1)} s)`}
          </Text>
          <Text size="xs" c="dimmed">
            {s.finishedAt ? `Checked ${formatKolkata(s.finishedAt)} IST` : ''}{s.requestedBy ? ` · asked by ${s.requestedBy}` : ''}
            {r.checkpoint !== null && r.checkpoint < r.events ? ' · the figures were still being updated: run it again' : ''}
          </Text>
          {r.differences.length > 0 && (
            <Table.ScrollContainer minWidth={480}>
              <Table fz="xs" striped data-testid="verify-differences">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Table</Table.Th>
                    <Table.Th>Row</Table.Th>
                    <Table.Th>Field</Table.Th>
                    <Table.Th>Ledger says</Table.Th>
                    <Table.Th>Screen shows</Table.Th>
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
