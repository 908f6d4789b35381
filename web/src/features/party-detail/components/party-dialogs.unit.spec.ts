// The party page's dialogs: panels stay under what they open, a close closes only its own dialog,
// and every Print click is a new print request.
import { describe, expect, it } from 'vitest';
import type { ItemEntry } from '../../statement';
import type { Slip } from '../../documents';
import { dialogsReducer, noDialogs, overlayOf, panelOf, visiblePanelOf, type DialogsAction, type DialogsState } from './party-dialogs';

const entry = { item: { id: 'item-1' } } as ItemEntry;
const slip = { id: 'slip-1' } as Slip;
type PrintTarget = Extract<DialogsAction, { type: 'print' }>['target'];
const run = (...actions: DialogsAction[]): DialogsState => actions.reduce(dialogsReducer, noDialogs);

describe('party page dialogs', () => {
  it('given the item dialog, when it opens an Edit Slip drawer, then the item dialog hides until the drawer closes', () => {
    const open = run({ type: 'open', show: { dialog: 'item', entry } });
    expect(visiblePanelOf(open, 'item')?.entry).toBe(entry);

    const covered = dialogsReducer(open, { type: 'open', show: { dialog: 'entry', request: { kind: 'IN_SLIP', partyId: 'p' } } });
    expect(visiblePanelOf(covered, 'item')).toBeNull();
    expect(panelOf(covered, 'item')?.entry).toBe(entry);
    expect(overlayOf(covered, 'entry')?.request.kind).toBe('IN_SLIP');

    const back = dialogsReducer(covered, { type: 'close', dialog: 'entry' });
    expect(visiblePanelOf(back, 'item')?.entry).toBe(entry);
    expect(back.overlay).toBeNull();
  });

  it('given the cash dialog under a delete confirmation, when the cash dialog is closed, then the confirmation stays', () => {
    const state = run(
      { type: 'open', show: { dialog: 'cash', kind: 'CASH_PAID' } },
      { type: 'open', show: { dialog: 'deleteEntry', target: { type: 'slip', slip } } },
      { type: 'close', dialog: 'cash' },
    );
    expect(state.panel).toBeNull();
    expect(overlayOf(state, 'deleteEntry')?.target).toEqual({ type: 'slip', slip });
  });

  it('given a transfer dialog, when another dialog reports a late close, then nothing changes', () => {
    const state = run({ type: 'open', show: { dialog: 'transferSlip', slip } });
    expect(dialogsReducer(state, { type: 'close', dialog: 'monthNote' })).toBe(state);
    expect(overlayOf(state, 'deleteEntry')).toBeNull();
    expect(overlayOf(state, 'transferSlip')?.slip).toBe(slip);
  });

  it('given one dialog in front, when another is opened, then it replaces it', () => {
    const state = run(
      { type: 'open', show: { dialog: 'subParty', target: 'new' } },
      { type: 'open', show: { dialog: 'monthNote', target: { id: 'm', note: 'hello' } } },
    );
    expect(overlayOf(state, 'subParty')).toBeNull();
    expect(overlayOf(state, 'monthNote')?.target).toEqual({ id: 'm', note: 'hello' });
  });

  it('given nothing printed, when Print is clicked twice, then the layout keeps the last target and counts two requests', () => {
    const first = { kind: 'slip', slip, entry, partyName: 'A', companyName: 'B', dual: false } as PrintTarget;
    const second = { ...first, dual: true } as PrintTarget;
    const state = run({ type: 'print', target: first }, { type: 'print', target: second });
    expect(state.print).toEqual({ target: second, request: 2 });
    expect(state.panel).toBeNull();
    expect(state.overlay).toBeNull();
  });
});
