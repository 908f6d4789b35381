// Given the events so far, when a note command, then its events or its refusal: the note decider over the
// company's folded state (ledger rules, "Debit and credit notes").
import { describe, it } from 'vitest';
import { given, stateSpec, testId, type GivenEvent } from '../store/decider-spec.ts';
import { noteDecider, type NoteCommand } from './decide.ts';

const spec = stateSpec(noteDecider);
const partyId = testId(10);
const sub = testId(11);
const otherParty = testId(20);
const productId = testId(30);
const slipId = testId(40);
const billId = testId(41);
const noteId = testId(50);

const note = (id: string, kind: 'DEBIT_NOTE' | 'CREDIT_NOTE', fullNoteNo: string, issueDate = '2026-05-10'): GivenEvent => ({
  type: 'NoteAdded', data: { noteId: id, kind, partyId, issueDate, fullNoteNo, amount: '250.00', reason: 'Shortage', note: null, adjusts: null },
});
const start = [
  given.company(), given.product(productId), given.party(partyId, sub), given.party(otherParty, testId(21), 'Other'),
  given.slip(slipId, { itemType: 'OUT', subPartyId: sub, productId, issueDate: '2026-05-02', slipNo: '7', challanNo: 'DC/2026-27/1' }),
  given.bill(billId, { kind: 'SALE_BILL', subPartyId: testId(21), productId, issueDate: '2026-05-03', challanNo: null }),
];
const add = (over: Partial<Extract<NoteCommand, { type: 'AddNote' }>> = {}): NoteCommand => ({
  type: 'AddNote', kind: 'DEBIT_NOTE', partyId, fullNoteNo: 'DN-1', issueDate: '2026-05-10', amount: '250.00', reason: 'Shortage beyond burn loss',
  note: null, adjustsId: null, ...over,
});

describe('note decider over the folded state', () => {
  it('given a party and its OUT slip, when a debit note adjusting it is added, then NoteAdded records the slip as it reads now', () => {
    spec.given(start).when(add({ adjustsId: slipId })).then({
      events: [{
        type: 'NoteAdded', streamId: `note:${testId(1)}`,
        data: {
          noteId: testId(1), kind: 'DEBIT_NOTE', partyId, issueDate: '2026-05-10', fullNoteNo: 'DN-1', amount: '250.00',
          reason: 'Shortage beyond burn loss', note: null, adjusts: { type: 'slip', id: slipId, kind: 'OUT_SLIP', number: 'SL-7', issueDate: '2026-05-02' },
        },
      }],
      result: { id: testId(1) },
    });
  });

  it("when a note names another party's bill or an unknown id, then 404 on adjustsId; an unknown party, 404", () => {
    spec.given(start).when(add({ adjustsId: billId })).thenThrows(404, 'Adjusted document not found', 'adjustsId');
    spec.given(start).when(add({ adjustsId: testId(99) })).thenThrows(404, 'Adjusted document not found', 'adjustsId');
    spec.given(start).when(add({ partyId: testId(98) })).thenThrows(404, 'Party not found');
  });

  it('given DN-1 in FY 2026-27, when another DN-1 of that year is added, then 422; in the next year, or as a credit note, it is accepted', () => {
    const withOne = [...start, note(noteId, 'DEBIT_NOTE', 'DN-1')];
    spec.given(withOne).when(add({ fullNoteNo: 'dn-1', issueDate: '2027-03-31' })).thenThrows(422, 'Debit Note dn-1 already exists for this party in FY 2026-27', 'fullNoteNo');
    spec.given(withOne).when(add({ issueDate: '2027-04-01' })).then({
      events: [expectAdded('DEBIT_NOTE', '2027-04-01')], result: { id: testId(1) },
    });
    spec.given(withOne).when(add({ kind: 'CREDIT_NOTE' })).then({ events: [expectAdded('CREDIT_NOTE', '2026-05-10')], result: { id: testId(1) } });
  });

  it('given a note, when it is updated, then what the update leaves out is kept, a null adjustsId clears the link; as the other kind, 404', () => {
    const linked: GivenEvent = { ...note(noteId, 'DEBIT_NOTE', 'DN-1'), data: { ...note(noteId, 'DEBIT_NOTE', 'DN-1').data, adjusts: { type: 'slip', id: slipId, kind: 'OUT_SLIP', number: 'SL-7', issueDate: '2026-05-02' } } };
    spec.given([...start, linked]).when({ type: 'UpdateNote', kind: 'DEBIT_NOTE', filter: { id: noteId }, update: { amount: '300.00' } }).then({
      events: [{
        type: 'NoteUpdated', streamId: `note:${noteId}`,
        data: { noteId, issueDate: '2026-05-10', fullNoteNo: 'DN-1', amount: '300.00', reason: 'Shortage', note: null, adjusts: { type: 'slip', id: slipId, kind: 'OUT_SLIP', number: 'SL-7', issueDate: '2026-05-02' } },
      }],
    });
    spec.given([...start, linked]).when({ type: 'UpdateNote', kind: 'DEBIT_NOTE', filter: { id: noteId }, update: { adjustsId: null } }).then({
      events: [{ type: 'NoteUpdated', streamId: `note:${noteId}`, data: { noteId, issueDate: '2026-05-10', fullNoteNo: 'DN-1', amount: '250.00', reason: 'Shortage', note: null, adjusts: null } }],
    });
    spec.given([...start, linked]).when({ type: 'DeleteNote', kind: 'CREDIT_NOTE', id: noteId }).thenThrows(404, 'Credit Note not found');
  });

  it('given the slip a note adjusts was deleted, when the note is updated without touching the link, then the recorded link stays', () => {
    const linked: GivenEvent = { ...note(noteId, 'DEBIT_NOTE', 'DN-1'), data: { ...note(noteId, 'DEBIT_NOTE', 'DN-1').data, adjusts: { type: 'slip', id: slipId, kind: 'OUT_SLIP', number: 'SL-7', issueDate: '2026-05-02' } } };
    const deleted: GivenEvent = { type: 'SlipDeleted', data: { slipId } };
    spec.given([...start, linked, deleted]).when({ type: 'UpdateNote', kind: 'DEBIT_NOTE', filter: { id: noteId }, update: { reason: 'Short 5 KG' } }).then({
      events: [{
        type: 'NoteUpdated', streamId: `note:${noteId}`,
        data: { noteId, issueDate: '2026-05-10', fullNoteNo: 'DN-1', amount: '250.00', reason: 'Short 5 KG', note: null, adjusts: { type: 'slip', id: slipId, kind: 'OUT_SLIP', number: 'SL-7', issueDate: '2026-05-02' } },
      }],
    });
  });
});

function expectAdded(kind: 'DEBIT_NOTE' | 'CREDIT_NOTE', issueDate: string) {
  return {
    type: 'NoteAdded' as const, streamId: `note:${testId(1)}`,
    data: { noteId: testId(1), kind, partyId, issueDate, fullNoteNo: 'DN-1', amount: '250.00', reason: 'Shortage beyond burn loss', note: null, adjusts: null },
  };
}
