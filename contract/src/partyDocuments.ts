// A party-level document (cash, a note) as every paper and screen words it: its number (a note's; cash has
// none) and what it says beside its date and amount (a note: its reason, then what it adjusts, then its note;
// cash: its note). The statement's PDF and sheet, the party ledger's rows, Entries and the web's tabs read these.
import { ENTRY_KINDS, type EntryKind } from './documentKinds.ts';
import { ENTRY_KIND_NAME } from './entryKinds.ts';
import { formatIsoDate } from './format.ts';
import type { DocumentWords } from './i18n/documents.ts';
import type { Adjusts, Cash, PartyNote } from './shapes.ts';

export type PartyDocument = Cash | PartyNote;

/** Whether a party-level document is a note (a number, a reason, perhaps a link). */
export const isPartyNote = (doc: PartyDocument): doc is PartyNote => 'fullNoteNo' in doc;

/** Its number as shown: a note's; '' for cash. */
export const partyDocumentNumber = (doc: PartyDocument): string => (isPartyNote(doc) ? doc.fullNoteNo : '');

const isKind = (kind: string): kind is EntryKind => (ENTRY_KINDS as readonly string[]).includes(kind);

/** What a note adjusts, worded: 'Out Slip SL-7 of 03-04-2026', '… (deleted)' once that document is deleted. */
export function adjustsText(a: Adjusts, d: DocumentWords): string {
  const name = isKind(a.kind) ? d(ENTRY_KIND_NAME[a.kind]) : a.kind;
  const document = d('adjustsDocument', { name, number: a.number, date: formatIsoDate(a.issueDate) });
  return a.deleted ? d('adjustsDeleted', { document }) : document;
}

/** What it says beside its date and amount, as one line: a note's reason · what it adjusts · its note; cash's note. */
export function partyDocumentText(doc: PartyDocument, d: DocumentWords): string {
  if (!isPartyNote(doc)) return doc.note ?? '';
  return [doc.reason, doc.adjusts ? `${d('noteAdjusts')}: ${adjustsText(doc.adjusts, d)}` : null, doc.note].filter(Boolean).join(' · ');
}
