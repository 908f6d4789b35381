// The Activity list as CSV (RFC 4180: every field quoted, quotes doubled, CRLF lines), times in Asia/Kolkata.
import type { ActivityEvent } from '@ledger/contract';
import { i18n } from '../../../i18n';
import { formatKolkata } from '../../../lib/format';
import { describeEvent } from './describe';

const field = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;

/** The file is in English whatever the screen's language (its header and codes are). */
export function activityCsv(events: ActivityEvent[]): string {
  const t = i18n.getFixedT('en');
  const header = ['Seq', 'Recorded (IST)', 'User', 'What', 'Event type', 'Document type', 'Document id', 'Party', 'Voided', 'Data'];
  const rows = events.map((e) => [
    e.seq, formatKolkata(e.recordedAt), e.actor.mobileNo ?? '', describeEvent(e, t), e.type, e.documentKind ?? '', e.documentId,
    e.party?.name ?? '', e.voided ? 'yes' : '', JSON.stringify(e.data),
  ]);
  return [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
