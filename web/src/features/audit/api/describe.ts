// Words for the log: what an event did, which field changed, and a value as the owner reads it. The words
// are in the catalogue (i18n/*/audit.ts); each function takes the screen's `t` and, without it (the CSV),
// says it in English.
import type { TFunction } from 'i18next';
import type { DocumentKind } from '@ledger/contract';
import { i18n } from '../../../i18n';
import { en } from '../../../i18n/en';
import { formatDate } from '../../../lib/format';

const english = (): TFunction => i18n.getFixedT('en');

type EventTypeKey = keyof typeof en.audit.eventTypes;
type BillKindKey = keyof typeof en.audit.billKinds;
type FieldKey = keyof typeof en.audit.fields;

const has = <K extends string>(table: Record<K, string>, key: string): key is K => Object.hasOwn(table, key);

export function describeType(type: string, data?: Record<string, unknown>, t: TFunction = english()): string {
  if (type.startsWith('Bill')) {
    const kind = typeof data?.kind === 'string' && has(en.audit.billKinds, data.kind)
      ? t(`audit.billKinds.${data.kind as BillKindKey}`)
      : t('audit.bill');
    if (type === 'BillAdded') return t('audit.billAdded', { kind });
    if (type === 'BillUpdated') return t('audit.billUpdated', { kind });
    if (type === 'BillDeleted') return t('audit.billDeleted', { kind });
    return `${kind} ${type.toLowerCase()}`;
  }
  if (type.startsWith('Cash') && typeof data?.direction === 'string') {
    const received = data.direction === 'INWARD';
    if (type === 'CashAdded') return received ? t('audit.cashReceived') : t('audit.cashPaid');
    if (type === 'CashUpdated') return received ? t('audit.cashReceivedChanged') : t('audit.cashPaidChanged');
    return received ? t('audit.cashReceivedDeleted') : t('audit.cashPaidDeleted');
  }
  return has(en.audit.eventTypes, type) ? t(`audit.eventTypes.${type as EventTypeKey}`) : type;
}

export const kindLabel = (kind: DocumentKind, t: TFunction = english()): string => t(`audit.documentKinds.${kind}`);

/** Ids say nothing to an owner: these keys are left out of the field list. */
const HIDDEN = new Set(['slipId', 'billId', 'cashId', 'partyId', 'subPartyId', 'productId', 'itemId', 'defaultSubPartyId', 'kind', 'direction']);

export const fieldLabel = (key: string, t: TFunction = english()): string =>
  has(en.audit.fields, key) ? t(`audit.fields.${key as FieldKey}`) : key;
export const shownField = (key: string) => !HIDDEN.has(key);

export function showValue(value: unknown, t: TFunction = english()): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${fieldLabel(k, t)} ${showValue(v, t)}`).join(', ');
  }
  return String(value);
}
