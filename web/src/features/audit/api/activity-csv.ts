// The Activity list as CSV, written by the same writer as the server's files (@ledger/contract csv.ts: RFC 4180,
// a UTF-8 BOM so Excel reads ₹ and Devanagari, CRLF lines, and no party name or note a spreadsheet would run as
// a formula), times in Asia/Kolkata, in the screen's language like the server's files: the header row is the
// catalogue's (audit.csv), "What" and the document are worded as on the screen (describe.ts: an entry by its
// kind's one name). The event type stays as the log records it (a code for the CA's own tools).
import { csvFile, type ActivityEvent } from '@ledger/contract';
import type { TFunction } from 'i18next';
import { formatKolkata } from '../../../lib/format';
import { describeEvent, documentName } from './describe';
import '../../../i18n/en/audit';

/** The columns, in order: each one's header is audit.csv.<column>. */
export const ACTIVITY_CSV_COLUMNS = ['seq', 'recorded', 'user', 'what', 'eventType', 'documentType', 'documentId', 'party', 'voided', 'data'] as const;

export function activityCsv(events: ActivityEvent[], t: TFunction): string {
  const header = ACTIVITY_CSV_COLUMNS.map((column) => t(`audit.csv.${column}`));
  const rows = events.map((e) => [
    e.seq, formatKolkata(e.recordedAt), e.actor.mobileNo ?? '', describeEvent(e, t), e.type, documentName(e, t), e.documentId,
    e.party?.name ?? '', e.voided ? t('audit.voided') : '', JSON.stringify(e.data),
  ]);
  return csvFile([header, ...rows]);
}
