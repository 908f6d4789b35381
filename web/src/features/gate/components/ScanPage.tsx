// /scan (docs/gate.md): read a printed slip's QR code by camera, or paste or type its text; the server says
// whether it is genuine and whether the slip is as printed, edited since or deleted, and shows it as it is now.
// An OUT slip coming back is "Received at gate": the Add IN Slip drawer opens filled from it.
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle, IconCircleX, IconTruckDelivery } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SLIP_CODE_PREFIX, slipKind, slipNumber } from '@ledger/contract';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useCanWrite } from '../../../components/ui/ReadOnly';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatKg } from '../../../lib/format';
import { partyPath } from '../../../lib/party-url';
import { partyAndSubParty } from '../../../lib/sub-party';
import type { EntryRequest } from '../../documents';
import { LazyEntryDrawerHost } from '../../entry-drawers';
import { useSelf } from '../../session';
import { useScanSlip, type ScanAnswer } from '../api/scan-slip';
import { CameraScanner } from './CameraScanner';
import '../../../i18n/en/gate';
import '../../../i18n/en/kinds';
import '../../../i18n/en/print';

const VERDICT = {
  current: { color: 'green', icon: IconCircleCheck },
  edited: { color: 'yellow', icon: IconAlertTriangle },
  deleted: { color: 'red', icon: IconCircleX },
  notGenuine: { color: 'red', icon: IconCircleX },
} as const;

export function ScanPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [request, setRequest] = useState<EntryRequest | null>(null);
  const scan = useScanSlip();

  const check = (code: string) => {
    setText(code);
    if (code.trim()) scan.mutate(code.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(text);
  };

  return (
    <>
      <PageHeader title={t('gate.title')} />
      <Stack gap="md" maw={640}>
        <Text size="sm" c="dimmed">{t('gate.intro')}</Text>
        <CameraScanner onCode={check} />
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('gate.codeLabel')}
              description={t('gate.codeHint', { prefix: `${SLIP_CODE_PREFIX}.` })}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" loading={scan.isPending} disabled={!text.trim()}>
              {t('gate.check')}
            </Button>
          </Group>
        </form>
        {scan.isError && (
          <Alert color="red" role="alert" icon={<IconCircleX size={18} aria-hidden />}>
            {errorMessage(scan.error)}
          </Alert>
        )}
        {scan.data && !scan.isPending && <ScanResult answer={scan.data} onReceive={setRequest} />}
      </Stack>
      <LazyEntryDrawerHost request={request} onClose={() => setRequest(null)} />
    </>
  );
}

function ScanResult({ answer, onReceive }: { answer: ScanAnswer; onReceive: (request: EntryRequest) => void }) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const { color, icon: Icon } = VERDICT[answer.verdict];
  const scanned = answer.scanned;
  const slip = scanned?.slip;
  const number = slip ? slipNumber(slip.prefix, slip.slipNo) : '';
  const clerk = useSelf().data?.role === 'clerk';
  const partyName = scanned ? partyAndSubParty(scanned.party, scanned.subParty) : '';
  const receive = () => {
    if (!scanned || !slip) return;
    onReceive({
      kind: 'IN_SLIP',
      partyId: scanned.party.id,
      subPartyId: scanned.subParty.id,
      productId: scanned.product.id,
      prefill: {
        grossQuantity: slip.grossQuantity, bagQuantity: slip.bagQuantity, rejectedQuantity: slip.rejectedQuantity,
        note: t('gate.receivedNote', { kind: t(`kinds.name.${slipKind(slip.itemType)}`), number }),
      },
    });
  };
  return (
    <Paper withBorder p="md" data-testid="scan-result" data-verdict={answer.verdict}>
      <Stack gap="sm">
        <Alert
          color={color}
          variant="light"
          icon={<Icon size={18} aria-hidden />}
          title={t(`gate.verdict.${answer.verdict}`)}
          role="status"
          styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
        >
          {t(`gate.explain.${answer.verdict}`)}
        </Alert>
        {scanned && slip && (
          <>
            <Title order={3} size="h4">
              {t('gate.slipTitle', { kind: t(`kinds.name.${slipKind(slip.itemType)}`), number })}
            </Title>
            <Table withRowBorders={false} verticalSpacing={4}>
              <Table.Tbody>
                <Row label={t('print.date')} value={formatDate(slip.issueDate)} />
                <Row
                  label={t('print.party')}
                  value={
                    // A gate clerk has no party page (its figures are rupees): the name alone.
                    clerk ? partyName : (
                      <Anchor component={Link} to={partyPath(scanned.party.id)}>
                        {partyName}
                      </Anchor>
                    )
                  }
                />
                <Row label={t('print.product')} value={scanned.product.name} />
                <Row label={t('print.grossQuantity')} value={`${formatKg(slip.grossQuantity)} KG`} />
                <Row label={t('print.bagQuantity')} value={`${formatKg(slip.bagQuantity)} KG`} />
                <Row label={t('print.rejectedQuantity')} value={`${formatKg(slip.rejectedQuantity)} KG`} />
                <Row label={t('print.netQuantity')} value={<strong>{formatKg(slip.netQuantity)} KG</strong>} />
              </Table.Tbody>
            </Table>
            {canWrite && slip.itemType === 'OUT' && (
              <Button leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={receive} style={{ alignSelf: 'flex-start' }}>
                {t('gate.receivedAtGate')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} c="dimmed" style={{ whiteSpace: 'nowrap' }}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
