// Given/when/then for the sub-party month note decider.
import { describe, it } from 'vitest';
import { deciderSpec, testId } from '../store/decider-spec.ts';
import { decideMonthNote, type MonthNoteCommand } from './monthNote.ts';

const spec = deciderSpec(decideMonthNote);
const subPartyId = testId(9);
const set = (note: string | null): MonthNoteCommand => ({ type: 'SetSubPartyMonthNote', subPartyId, year: 2026, month: 4, note });

describe('sub-party month note', () => {
  it('sets a note on the sub-party stream and answers the month id', () => {
    spec.given({ subPartyExists: true }).when(set('Paid in April')).then({
      events: [{ type: 'SubPartyMonthNoteSet', streamId: `subParty:${subPartyId}`, data: { subPartyId, year: 2026, month: 4, note: 'Paid in April' } }],
      result: { id: `${subPartyId}:2026-04` },
    });
  });

  it('clears the note with null', () => {
    spec.given({ subPartyExists: true }).when(set(null)).then({
      events: [{ type: 'SubPartyMonthNoteSet', streamId: `subParty:${subPartyId}`, data: { subPartyId, year: 2026, month: 4, note: null } }],
      result: { id: `${subPartyId}:2026-04` },
    });
  });

  it('answers the id of the month it is given', () => {
    spec.given({ subPartyExists: true }).when({ ...set('x'), year: 2025, month: 12 }).then({
      events: [{ type: 'SubPartyMonthNoteSet', streamId: `subParty:${subPartyId}`, data: { subPartyId, year: 2025, month: 12, note: 'x' } }],
      result: { id: `${subPartyId}:2025-12` },
    });
  });

  it('refuses a sub-party that does not exist', () => {
    spec.given({ subPartyExists: false }).when(set('x')).thenThrows(404, 'Sub party not found');
  });
});
