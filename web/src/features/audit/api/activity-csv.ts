// The Activity list as CSV (RFC 4180: every field quoted, quotes doubled, CRLF lines), times in Asia/Kolkata.
import type { ActivityEvent } from '@ledger/contract';
import { formatKolkata } from '../../../lib/format';
import { describeType } from './describe';

const field = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;

export function activityCsv(events: ActivityEvent[]): string {
  const header = ['Seq', 'Recorded (IST)', 'User', 'What', 'Event type', 'Document type', 'Document id', 'Party', 'Voided', 'Data'];
  const rows = events.map((e) => [
    e.seq, formatKolkata(e.recordedAt), e.actor.mobileNo ?? '', describeType(e.type, e.data), e.type, e.documentKind ?? '', e.documentId,
    e.party?.name ?? '', e.voided ? 'yes' : '', JSON.stringify(e.data),
  ]);
  return [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
