// The e-way bill portal's bulk file (docs/gst.md "E-way bill JSON"): tick the slips and Delivery Challans of
// the last 180 days, type the transport (Part B), and download one JSON with a bill each. When the portal
// would refuse a document, the server's list of what is missing or wrong is shown per document, and the
// typed transport stays. Enter in any field exports.
import { Button, Checkbox, Group, List, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_MODES, type TransportMode } from '@ledger/contract';
import { gstEndpoints } from '@ledger/contract/endpoint-refs';
import { ApiError, downloadEndpoint, type DocumentProblems } from '../../../lib/api-client';
import { DateField } from '../../../components/ui/DateField';
import { asDecimal } from '../../../lib/decimal-input';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate, formatKg } from '../../../lib/format';
import { usePagedRows } from '../../../lib/paged-rows';
import { MoreRows } from '../../../components/ui/MoreRows';
import { useEwayDocuments } from '../api/eway';
import '../../../i18n/en/gst';

const MODE_LABEL = { 1: 'modeRoad', 2: 'modeRail', 3: 'modeAir', 4: 'modeShip' } as const;
const NO_DOCUMENTS: never[] = [];

export function EwayBillSection({ partyId = null }: { partyId?: string | null }) {
  const { t } = useTranslation();
  const docs = useEwayDocuments(partyId);
  // A busy company has hundreds of documents in 180 days: a page of them is drawn (a Checkbox each was most of the
  // Reports screen's first render on a phone); the owner asks for more.
  const paged = usePagedRows(docs.data ?? NO_DOCUMENTS, partyId ?? '');
  const [chosen, setChosen] = useState<string[]>([]);
  const [mode, setMode] = useState<TransportMode>('1');
  const [distance, setDistance] = useState('');
  const [vehicleNo, setVehicleNo] = useState('');
  const [transporterId, setTransporterId] = useState('');
  const [transporterName, setTransporterName] = useState('');
  const [transDocNo, setTransDocNo] = useState('');
  const [transDocDate, setTransDocDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field?: string; problems: DocumentProblems[] } | null>(null);
  /** The message under the field the server named (transport.distance → distance). */
  const fieldErrors: Partial<Record<string, string>> = error?.field ? { [error.field.replace(/^transport\./, '')]: error.message } : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await downloadEndpoint(gstEndpoints.ewayBill, {
        ids: chosen,
        transport: {
          transMode: mode, distance: distance.trim() === '' ? Number.NaN : Number(asDecimal(distance)),
          vehicleNo, transporterId, transporterName, transDocNo, transDocDate: transDocDate || null,
        },
      });
    } catch (err) {
      setError({ message: errorMessage(err), ...(err instanceof ApiError && err.field ? { field: err.field } : {}), problems: err instanceof ApiError ? err.problems : [] });
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: string, on: boolean) => setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="eway-title">
      <Title order={2} fz="h4" id="eway-title">{t('gst.ewayTitle')}</Title>
      <Text size="sm" c="dimmed" mb="xs">{t('gst.ewayIntro')}</Text>
      {docs.isError && <Text size="sm" c="red.8" role="alert">{errorMessage(docs.error)}</Text>}
      {docs.data?.length === 0 && <Text size="sm">{t('gst.ewayNothing')}</Text>}
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('gst.ewayTitle')}>
        <Stack gap={4} data-testid="eway-documents" mah={320} style={{ overflowY: 'auto' }}>
          {paged.shown.map((d) => (
            <Checkbox key={d.id} checked={chosen.includes(d.id)} onChange={(e) => toggle(d.id, e.currentTarget.checked)}
              label={`${d.document} · ${formatDate(d.date)} · ${d.party.name} · ${d.product.name} · ${formatKg(d.quantity)} KG`}
              description={d.direction === 'sent' ? t('gst.ewaySent') : t('gst.ewayReturned')} />
          ))}
          <MoreRows paged={paged} />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="sm">
          <Select label={t('gst.transMode')} allowDeselect={false} value={mode} onChange={(v) => v && setMode(v as TransportMode)}
            data={TRANSPORT_MODES.map((m) => ({ value: m, label: t(`gst.${MODE_LABEL[m]}`) }))} error={fieldErrors.transMode} />
          <TextInput label={t('gst.distanceKm')} inputMode="numeric" value={distance} onChange={(e) => setDistance(e.currentTarget.value)} error={fieldErrors.distance} />
          <TextInput label={t('gst.vehicleNo')} value={vehicleNo} onChange={(e) => setVehicleNo(e.currentTarget.value)} error={fieldErrors.vehicleNo} />
          <TextInput label={t('gst.transporterId')} value={transporterId} onChange={(e) => setTransporterId(e.currentTarget.value)} error={fieldErrors.transporterId} />
          <TextInput label={t('gst.transporterName')} value={transporterName} onChange={(e) => setTransporterName(e.currentTarget.value)} error={fieldErrors.transporterName} />
          <TextInput label={t('gst.transDocNo')} value={transDocNo} onChange={(e) => setTransDocNo(e.currentTarget.value)} error={fieldErrors.transDocNo} />
          <DateField label={t('gst.transDocDate')} value={transDocDate} onChange={setTransDocDate} error={fieldErrors.transDocDate} />
        </SimpleGrid>
        <Group mt="sm">
          <Button type="submit" loading={busy} disabled={chosen.length === 0}>{t('gst.ewayExport', { n: chosen.length })}</Button>
        </Group>
      </form>
      {error && !error.field && (
        <Stack gap={2} mt="xs" role="alert" data-testid="eway-problems">
          <Text size="sm" c="red.8" fw={600}>{error.message}</Text>
          {error.problems.map((d) => (
            <div key={d.id}>
              <Text size="sm" fw={600}>{d.document}</Text>
              <List size="sm" spacing={0}>{d.problems.map((p) => <List.Item key={p}>{p}</List.Item>)}</List>
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
