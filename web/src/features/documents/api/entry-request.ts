// What an Add Entry menu item, an item card or a row menu asks the drawer host to open: a kind by its one name in
// code (the registry's, @ledger/contract documentKinds.ts), and for slips whether many are added at once.
import type { TFunction } from 'i18next';
import { ENTRY_KIND_HINT, eventValue, kindsOf, type EntryKind, type HintedKind, type KindOf } from '@ledger/contract';
import type { BillKind, CashKind, NoteKind } from './documents';
import type { Bill, CashReceipt, ItemType, JobWorkBill, PartyNote, Slip } from './schemas';
import '../../../i18n/en/entryDrawers';
import '../../../i18n/en/kinds';

export type SlipKind = KindOf<'slip'>;

export interface SlipEditTarget {
  slip: Slip;
  productId: string;
  productName: string;
  subPartyId: string;
}

/** A new slip's quantities and note, filled in for the user to check (the Scan screen's "Received at gate"). */
export interface SlipPrefill {
  grossQuantity: string;
  bagQuantity: string;
  rejectedQuantity: string;
  note: string;
}

export type EntryRequest =
  | { kind: SlipKind; bulk?: false; partyId?: string; subPartyId?: string; productId?: string; editing?: SlipEditTarget; prefill?: SlipPrefill }
  | { kind: SlipKind; bulk: true; partyId?: string; subPartyId?: string }
  | { kind: BillKind; partyId?: string; subPartyId?: string; editing?: JobWorkBill | Bill }
  | { kind: CashKind; partyId?: string; editing?: CashReceipt }
  | { kind: NoteKind; partyId?: string; editing?: PartyNote };

/** An Add Entry menu item: a kind, and for a slip kind whether the bulk drawer adds many. */
export interface EntryChoice {
  kind: EntryKind;
  bulk?: true;
}

/** What a menu item or a drawer's title calls its kind: the kind's one name; bulk slips, that name in bulk. */
export function kindTitle({ kind, bulk }: EntryChoice, t: TFunction): string {
  const name = t(`kinds.name.${kind}`);
  return bulk ? t('entryDrawers.bulk', { what: name }) : name;
}

const hinted = (kind: EntryKind): kind is HintedKind => Object.hasOwn(ENTRY_KIND_HINT, kind);

/** The hint an Add Entry menu item says beside its name ('goods received'): the kinds that have one, bulk slips apart. */
export function kindHint({ kind, bulk }: EntryChoice, t: TFunction): string | null {
  return !bulk && hinted(kind) ? t(`kinds.hint.${kind}`) : null;
}

/** A slip kind's direction (its event value in the registry's wire table). */
export const slipItemType = (kind: SlipKind): ItemType => eventValue(kind);

/**
 * The Add Entry menu (spec section 2, Dashboard): left column documents (then the notes, which the spec does not
 * list), right column slips and cash. Each is called by its kind's one name (kinds.name, bulk slips through
 * entryDrawers.bulk), and those with a hint say it beside (kinds.hint).
 */
export const ADD_ENTRY_LEFT: EntryChoice[] = (['INWARD_JOBWORK_BILL', 'OUTWARD_JOBWORK_BILL', 'SALE_BILL', 'PURCHASE_BILL', ...kindsOf('note')] as const)
  .map((kind) => ({ kind }));

export const ADD_ENTRY_RIGHT: EntryChoice[] = [
  { kind: 'IN_SLIP' }, { kind: 'OUT_SLIP' }, { kind: 'IN_SLIP', bulk: true }, { kind: 'OUT_SLIP', bulk: true }, { kind: 'CASH_RECEIVED' }, { kind: 'CASH_PAID' },
];
