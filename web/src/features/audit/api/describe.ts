// Words for the log: what an event did, which field changed, and a value as the owner reads it. The words
// are in the catalogue (i18n/*/audit.ts); each function takes the caller's `t` (a screen's, or the CSV's
// English one). A slip, bill or cash event names its document by its kind's one name (kinds.name, from
// @ledger/contract entryKinds.ts, keyed by the kind the server reports as `entryKind`), so a Received
// Challan reads "Received Challan" here as on every other screen and file.
import type { TFunction } from 'i18next';
import { ENTRY_KINDS, isFamily, type DocumentKind, type EntryKind, type KindOf, type VerifyStatus } from '@ledger/contract';
import { audit } from '../../../i18n/en/audit';
import { formatDate } from '../../../lib/format';
import '../../../i18n/en/entryDrawers';
import '../../../i18n/en/kinds';

type EventTypeKey = keyof typeof audit.eventTypes;
type FieldKey = keyof typeof audit.fields;

const has = <K extends string>(table: Record<K, string>, key: string): key is K => Object.hasOwn(table, key);

/** What the audit screens know of an event (Activity, a document's history, As of…). */
export interface LoggedEvent {
  type: string;
  data: Record<string, unknown>;
  /** The entry a slip, bill or cash event is about (the server's `entryKind`); null for other documents. */
  entryKind?: EntryKind | null;
}

/** The name of an entry's kind: the one name (kinds.name), as on every screen and file. */
export const entryName = (kind: EntryKind, t: TFunction): string => t(`kinds.name.${kind}`);

/** A stream's kind of document (the Activity filter): Party, Product, Bill / challan, … */
export const documentKindLabel = (kind: DocumentKind, t: TFunction): string => t(`audit.documentKinds.${kind}`);

/** A document as a history drawer's title names it: the entry's own name when it is one, else its kind. */
export const documentName = (event: LoggedEvent & { documentKind: DocumentKind | null }, t: TFunction): string =>
  event.entryKind ? entryName(event.entryKind, t) : event.documentKind ? documentKindLabel(event.documentKind, t) : '';

/** An entry event's verb, by the event type's ending (SlipAdded, BillUpdated, CashDeleted, SlipTransferred). */
const ENTRY_EVENT = /^(?:Slip|Bill|Cash|Note)(Added|Updated|Deleted|Transferred)$/;
const ENTRY_VERBS = {
  Added: 'audit.entryAdded',
  Updated: 'audit.entryChanged',
  Deleted: 'audit.entryDeleted',
  Transferred: 'audit.entryTransferred',
} as const;

/** What happened, as a line of the log: "Received Challan added", "Out Slip changed", "Product HSN and value rate set". */
export function describeEvent(event: LoggedEvent, t: TFunction): string {
  const verb = ENTRY_EVENT.exec(event.type)?.[1] as keyof typeof ENTRY_VERBS | undefined;
  if (verb && event.entryKind) return t(ENTRY_VERBS[verb], { kind: entryName(event.entryKind, t) });
  return has(audit.eventTypes, event.type) ? t(`audit.eventTypes.${event.type as EventTypeKey}`) : event.type;
}

/** Ids say nothing to an owner, and a document's kind or direction is in its name: left out of the field list. */
const HIDDEN = new Set(['slipId', 'billId', 'cashId', 'noteId', 'partyId', 'subPartyId', 'productId', 'itemId', 'defaultSubPartyId', 'onwardPartyId', 'kind', 'direction']);

const isBillKind = (kind: EntryKind | null | undefined): kind is KindOf<'bill'> => kind != null && isFamily('bill')(kind);
const isNoteKind = (kind: EntryKind | null | undefined): kind is KindOf<'note'> => kind != null && isFamily('note')(kind);

/**
 * A field's label. A document's number is called as its form calls it (@ledger/contract numberFields.ts, through
 * kinds.numberField): Slip No. on a slip, Challan No. on a challan, Bill No. on a bill, by the entry's kind.
 */
export function fieldLabel(key: string, t: TFunction, entryKind?: EntryKind | null): string {
  if (key === 'slipNo') return t('kinds.numberField.SLIP');
  if (key === 'fullBillNo' && isBillKind(entryKind)) return t(`kinds.numberField.${entryKind}`);
  if (key === 'fullNoteNo' && isNoteKind(entryKind)) return t(`kinds.numberField.${entryKind}`);
  return has(audit.fields, key) ? t(`audit.fields.${key as FieldKey}`) : key;
}
export const shownField = (key: string) => !HIDDEN.has(key);

export function showValue(value: unknown, t: TFunction, key?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (key === 'itemType' && (value === 'IN' || value === 'OUT')) return t(`kinds.direction.${value}`);
  // Where an In Slip's goods went (ITC-04 5B/5C), in the drawer's own words.
  if (key === 'onward' && (value === 'JOB_WORKER' || value === 'SOLD')) return t(value === 'JOB_WORKER' ? 'entryDrawers.onward.jobWorker' : 'entryDrawers.onward.sold');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  // What a note adjusts, as it recorded it: 'Out Slip SL-7, 03-04-2026'.
  if (key === 'adjusts' && typeof value === 'object' && isAdjusts(value)) return `${entryName(value.kind, t)} ${value.number}, ${formatDate(value.issueDate)}`;
  // A list (an In Slip's named returns): each entry, its ids left out as everywhere in the history.
  if (Array.isArray(value)) return value.length ? value.map((v) => showValue(v, t)).join('; ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).filter(([k]) => shownField(k)).map(([k, v]) => `${fieldLabel(k, t)} ${showValue(v, t, k)}`).join(', ');
  }
  return String(value);
}

const isAdjusts = (v: object): v is { kind: EntryKind; number: string; issueDate: string } =>
  'kind' in v && typeof v.kind === 'string' && (ENTRY_KINDS as readonly string[]).includes(v.kind) && 'number' in v && 'issueDate' in v && typeof v.issueDate === 'string';

/** Who asked for a verification, in the screen's language: "asked by owner 9876543210", "asked by the admin". */
export function requesterText(by: NonNullable<VerifyStatus['requestedBy']>, t: TFunction): string {
  return by.role === 'admin' ? t('audit.askedByAdmin') : t('audit.askedByUser', { role: t(`audit.roles.${by.role}`), mobileNo: by.mobileNo ?? '' });
}
