// What an Add Entry menu item, an item card or a row menu asks the drawer host to open.
import type { TFunction } from 'i18next';
import { ENTRY_KIND_HINT, type EntryKind as ContractEntryKind, type HintedKind } from '@ledger/contract';
import { kindsOf } from '@ledger/contract';
import { CONTRACT_DOCUMENT_KIND, type BillKind, type CashKind, type NoteKind } from './documents';
import type { Bill, CashReceipt, ItemType, JobWorkBill, PartyNote, Slip } from './schemas';

export type EntryKind = BillKind | CashKind | NoteKind | 'inSlip' | 'outSlip' | 'inBulk' | 'outBulk';

export interface SlipEditTarget {
  slip: Slip;
  productId: string;
  productName: string;
  subPartyId: string;
}

export type EntryRequest =
  | { kind: 'inSlip' | 'outSlip'; partyId?: string; subPartyId?: string; productId?: string; editing?: SlipEditTarget }
  | { kind: 'inBulk' | 'outBulk'; partyId?: string; subPartyId?: string }
  | { kind: BillKind; partyId?: string; subPartyId?: string; editing?: JobWorkBill | Bill }
  | { kind: CashKind; partyId?: string; editing?: CashReceipt }
  | { kind: NoteKind; partyId?: string; editing?: PartyNote };

/** What each menu item and drawer is about: its entry kind, whose one name (kinds.name) it is called by. */
export const CONTRACT_KIND = {
  ...CONTRACT_DOCUMENT_KIND,
  inSlip: 'IN_SLIP',
  outSlip: 'OUT_SLIP',
  inBulk: 'IN_SLIP',
  outBulk: 'OUT_SLIP',
} as const satisfies Record<EntryKind, ContractEntryKind>;

const isBulk = (kind: EntryKind) => kind === 'inBulk' || kind === 'outBulk';

/** What a menu item or a drawer's title calls its kind: the kind's one name; bulk slips, that name in bulk. */
export function kindTitle(kind: EntryKind, t: TFunction): string {
  const name = t(`kinds.name.${CONTRACT_KIND[kind]}`);
  return isBulk(kind) ? t('entryDrawers.bulk', { what: name }) : name;
}

const hinted = (kind: ContractEntryKind): kind is HintedKind => Object.hasOwn(ENTRY_KIND_HINT, kind);

/** The hint an Add Entry menu item says beside its name ('goods received'): the kinds that have one, bulk slips apart. */
export function kindHint(kind: EntryKind, t: TFunction): string | null {
  const contractKind = CONTRACT_KIND[kind];
  return !isBulk(kind) && hinted(contractKind) ? t(`kinds.hint.${contractKind}`) : null;
}

export const slipItemType = (kind: 'inSlip' | 'outSlip' | 'inBulk' | 'outBulk'): ItemType =>
  kind === 'inSlip' || kind === 'inBulk' ? 'IN' : 'OUT';

/**
 * The Add Entry menu (spec section 2, Dashboard): left column documents (then the notes, which the spec does not
 * list), right column slips and cash. Each is
 * called by its kind's one name (kinds.name, bulk slips through entryDrawers.bulk), and those with a hint say
 * it beside (kinds.hint).
 */
export const ADD_ENTRY_LEFT: EntryKind[] = ['deliveryChallan', 'receivedChallan', 'saleBill', 'purchaseBill', ...kindsOf('note')];

export const ADD_ENTRY_RIGHT: EntryKind[] = ['inSlip', 'outSlip', 'inBulk', 'outBulk', 'cashReceived', 'cashPaid'];
