// A document's history as a timeline: created, each change with its fields before → after, transfer,
// delete; who did it and when (Asia/Kolkata). Opened from the History entry of a row's menu.
import { Badge, Drawer, Stack, Table, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/form-errors';
import { formatKolkata } from '../../../lib/format';
import { useDocumentHistory } from '../api/audit';
import { describeEvent, fieldLabel, showValue, shownField } from '../api/describe';
import '../../../i18n/en/audit';
import '../../../i18n/en/common';

export function HistoryDrawer({ id, title, onClose }: { id: string | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useDocumentHistory(id);
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="md" title={t('audit.historyTitle', { title })} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {history.isPending && <Text c="dimmed">{t('audit.loadingHistory')}</Text>}
      {history.isError && <Text c="red.8" role="alert">{errorMessage(history.error)}</Text>}
      {history.data && (
        <Timeline bulletSize={14} lineWidth={2} active={history.data.length} data-testid="history-timeline">
          {history.data.map((e, index) => {
            const first = index === 0 || e.type.endsWith('Added');
            const fields = e.changedFields.filter(shownField);
            return (
              <Timeline.Item key={e.seq} title={describeEvent(e, t)} data-testid="history-event">
                <Text size="xs" c="dimmed">
                  {formatKolkata(e.recordedAt)} IST · {e.actor.mobileNo ?? t('audit.unknownUser')}
                  {e.voided && (
                    <Badge size="xs" color="red" ml={6}>
                      {t('audit.voided')}
                    </Badge>
                  )}
                </Text>
                {fields.length > 0 && (
                  <Table fz="xs" verticalSpacing={2} mt={4} withRowBorders={false}>
                    <Table.Tbody>
                      {fields.map((k) => (
                        <Table.Tr key={k}>
                          <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>{fieldLabel(k, t, e.entryKind)}</Table.Td>
                          <Table.Td>
                            {first || !(k in e.before) ? (
                              showValue(e.data[k], t, k)
                            ) : (
                              <span data-testid="history-change">
                                <s>{showValue(e.before[k], t, k)}</s> → <b>{showValue(e.data[k], t, k)}</b>
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
          {t('audit.logNote')}
        </Text>
      </Stack>
    </Drawer>
  );
}
