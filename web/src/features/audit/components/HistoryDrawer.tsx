// A document's history as a timeline: created, each change with its fields before → after, transfer,
// delete; who did it and when (Asia/Kolkata). Opened from the History entry of a row's menu.
import { Badge, Drawer, Stack, Table, Text, Timeline } from '@mantine/core';
import { errorMessage } from '../../../lib/form-errors';
import { formatKolkata } from '../../../lib/format';
import { useDocumentHistory } from '../api/audit';
import { describeType, fieldLabel, showValue, shownField } from '../api/describe';

export function HistoryDrawer({ id, title, onClose }: { id: string | null; title: string; onClose: () => void }) {
  const history = useDocumentHistory(id);
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="md" title={`History · ${title}`} closeButtonProps={{ 'aria-label': 'Close' }}>
      {history.isPending && <Text c="dimmed">Loading history…</Text>}
      {history.isError && <Text c="red.8" role="alert">{errorMessage(history.error)}</Text>}
      {history.data && (
        <Timeline bulletSize={14} lineWidth={2} active={history.data.length} data-testid="history-timeline">
          {history.data.map((e, index) => {
            const first = index === 0 || e.type.endsWith('Added');
            const fields = e.changedFields.filter(shownField);
            return (
              <Timeline.Item key={e.seq} title={describeType(e.type, e.data)} data-testid="history-event">
                <Text size="xs" c="dimmed">
                  {formatKolkata(e.recordedAt)} IST · {e.actor.mobileNo ?? 'unknown user'}
                  {e.voided && (
                    <Badge size="xs" color="red" ml={6}>
                      voided
                    </Badge>
                  )}
                </Text>
                {fields.length > 0 && (
                  <Table fz="xs" verticalSpacing={2} mt={4} withRowBorders={false}>
                    <Table.Tbody>
                      {fields.map((k) => (
                        <Table.Tr key={k}>
                          <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>{fieldLabel(k)}</Table.Td>
                          <Table.Td>
                            {first || !(k in e.before) ? (
                              showValue(e.data[k])
                            ) : (
                              <span data-testid="history-change">
                                <s>{showValue(e.before[k])}</s> → <b>{showValue(e.data[k])}</b>
                              </span>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      <Stack mt="md">
        <Text size="xs" c="dimmed">
          Read from the ledger's event log, which is never changed: every entry above is exactly what was recorded.
        </Text>
      </Stack>
    </Drawer>
  );
}
