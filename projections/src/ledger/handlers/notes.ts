// Ledger handlers for notes: a note is a party-level money document, kept with cash (state.cash, rm_cash) under
// its kind, with its number, reason and what it adjusts.
import { AMT } from '@ledger/contract';
import { ymOfDate } from '../months.ts';
import { touchDates, touchParty } from '../state.ts';
import { dec, monthDocs, moveToMonth, must, pruneMonth, type Handlers } from './kit.ts';

export const noteHandlers: Handlers<'NoteAdded' | 'NoteUpdated' | 'NoteDeleted'> = {
  NoteAdded: (s, { data: d, seq, recordedAt: at }, dirty) => {
    const party = must(s.parties.get(d.partyId), `party ${d.partyId}`, seq);
    const ym = ymOfDate(d.issueDate);
    touchDates(dirty, d.issueDate);
    s.cash.set(d.noteId, {
      id: d.noteId, kind: d.kind, direction: null, noteNo: d.fullNoteNo, reason: d.reason, adjusts: d.adjusts, partyId: d.partyId,
      issueDate: d.issueDate, amount: dec(d.amount, AMT), note: d.note, createdAt: at, modifiedAt: at,
    });
    monthDocs(party, ym, dirty).cash.add(d.noteId);
    dirty.cash.add(d.noteId);
    touchParty(dirty, party.id, ym);
  },
  NoteUpdated: (s, { data: d, seq, recordedAt }, dirty) => {
    const note = must(s.cash.get(d.noteId), `note ${d.noteId}`, seq);
    note.amount = dec(d.amount, AMT);
    note.noteNo = d.fullNoteNo;
    note.reason = d.reason;
    note.note = d.note;
    note.adjusts = d.adjusts;
    note.modifiedAt = recordedAt;
    const { from, to } = moveToMonth(s, dirty, seq, note, 'cash', d.issueDate);
    dirty.cash.add(note.id);
    touchParty(dirty, note.partyId, Math.min(from, to));
  },
  NoteDeleted: (s, { data, seq }, dirty) => {
    const note = must(s.cash.get(data.noteId), `note ${data.noteId}`, seq);
    const ym = ymOfDate(note.issueDate);
    touchDates(dirty, note.issueDate);
    s.cash.delete(note.id);
    const party = must(s.parties.get(note.partyId), `party ${note.partyId}`, seq);
    party.months.get(ym)?.cash.delete(note.id);
    pruneMonth(party, ym, dirty);
    dirty.cash.add(note.id);
    touchParty(dirty, note.partyId, ym);
  },
};
