// Which dialog, drawer or print layout the party page shows, and for what: one reducer instead of a
// useState per dialog. Two layers: the item and cash dialogs are panels that stay open underneath
// the dialog or drawer they open (an Edit Slip drawer, a Delete confirmation...) and show again when
// it closes; everything else is the one thing in front.
import type { SubParty, DeleteTarget } from '../../entry-drawers';
import type { EntryRequest, PartyKind, Slip } from '../../documents';
import type { PrintTarget } from '../../print';
import type { ItemEntry } from '../../statement';


/** A list dialog (an item's slips, a month's cash or notes of one kind) that the dialogs it opens cover for a while. */
export type Panel = { dialog: 'item'; entry: ItemEntry } | { dialog: 'cash'; kind: PartyKind };

/** The dialog or drawer in front. */
export type Overlay =
  | { dialog: 'entry'; request: EntryRequest }
  | { dialog: 'deleteEntry'; target: DeleteTarget }
  | { dialog: 'transferSlip'; slip: Slip }
  | { dialog: 'monthNote'; target: { id: string; note: string } }
  | { dialog: 'subParty'; target: SubParty | 'new' }
  | { dialog: 'deleteSubParty'; subParty: SubParty };

export interface DialogsState {
  panel: Panel | null;
  overlay: Overlay | null;
  /** The print layout stays mounted once chosen; `request` counts the Print clicks that open the browser's dialog. */
  print: { target: PrintTarget; request: number } | null;
}

export type DialogName = Panel['dialog'] | Overlay['dialog'];

export type DialogsAction =
  | { type: 'open'; show: Panel | Overlay }
  | { type: 'close'; dialog: DialogName }
  | { type: 'print'; target: PrintTarget };

export const noDialogs: DialogsState = { panel: null, overlay: null, print: null };

const isPanel = (show: Panel | Overlay): show is Panel => show.dialog === 'item' || show.dialog === 'cash';

export function dialogsReducer(state: DialogsState, action: DialogsAction): DialogsState {
  switch (action.type) {
    case 'open':
      return isPanel(action.show) ? { ...state, panel: action.show } : { ...state, overlay: action.show };
    case 'close':
      // A dialog closes only itself: a late onClose from one that is already gone changes nothing.
      if (state.panel?.dialog === action.dialog) return { ...state, panel: null };
      if (state.overlay?.dialog === action.dialog) return { ...state, overlay: null };
      return state;
    case 'print':
      return { ...state, print: { target: action.target, request: (state.print?.request ?? 0) + 1 } };
  }
}

/** The open overlay of that kind, or null. */
export function overlayOf<D extends Overlay['dialog']>(state: DialogsState, dialog: D): Extract<Overlay, { dialog: D }> | null {
  return state.overlay?.dialog === dialog ? (state.overlay as Extract<Overlay, { dialog: D }>) : null;
}

/** The open panel of that kind, or null (open also while an overlay covers it). */
export function panelOf<D extends Panel['dialog']>(state: DialogsState, dialog: D): Extract<Panel, { dialog: D }> | null {
  return state.panel?.dialog === dialog ? (state.panel as Extract<Panel, { dialog: D }>) : null;
}

/** The panel the user sees: none while a dialog or drawer is in front of it. */
export function visiblePanelOf<D extends Panel['dialog']>(state: DialogsState, dialog: D): Extract<Panel, { dialog: D }> | null {
  return state.overlay ? null : panelOf(state, dialog);
}
