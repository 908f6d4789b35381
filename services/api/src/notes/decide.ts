// Note commands (ledger rules, "Debit and credit notes") and their pure decision on the company's folded
// state: a note needs a party of the company; its number is unique among the party's notes of its kind in
// the financial year of its date; what it adjusts is a slip or bill of the same party, recorded as it reads now.
import { DOCUMENT_KIND, documentsEn, financialYear, fyLabel, type NoteKind, type noteEndpointsByKind } from '@ledger/contract';
import { AMT, formatDecimal, type AdjustsState, type LedgerState } from '@ledger/projections';
import type { z } from 'zod';
import { coded } from '../http/errors.ts';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';
import { adjustable } from './adjusts.ts';

type Input<K extends 'add' | 'update' | 'remove'> = z.output<(typeof noteEndpointsByKind)[NoteKind][K]['request']>;

export type NoteCommand =
  | ({ type: 'AddNote'; kind: NoteKind } & Input<'add'>)
  | ({ type: 'UpdateNote'; kind: NoteKind } & Input<'update'>)
  | ({ type: 'DeleteNote'; kind: NoteKind } & Input<'remove'>);

interface StoredNote { partyId: string; fullNoteNo: string; issueDate: string; amount: string; reason: string; note: string | null; adjusts: AdjustsState | null }

export interface NoteFacts {
  /** The note the command names, of the command's kind (null: none). */
  note: StoredNote | null;
  partyExists: boolean;
  /** The numbers and dates of the party's other notes of this kind. */
  others: Array<{ fullNoteNo: string; issueDate: string }>;
  /** What the command's adjustsId names, as it reads now; null when it names nothing of the party; undefined when not asked. */
  adjusts: AdjustsState | null | undefined;
}

export interface NoteResult { id: string }

const thing = (kind: NoteKind) => documentsEn[DOCUMENT_KIND[kind].label.name];

export const decideNote: Decide<NoteCommand, NoteFacts, NoteResult> = (command, facts, { newId }) => {
  const numberFree = (fullNoteNo: string, issueDate: string) => {
    const fy = financialYear(issueDate);
    const clash = facts.others.some((o) => o.fullNoteNo.toLowerCase() === fullNoteNo.toLowerCase() && financialYear(o.issueDate) === fy);
    if (clash) throw coded(422, 'noteNoTaken', { name: thing(command.kind), no: fullNoteNo, fy: fyLabel(fy) }, 'fullNoteNo');
  };
  const link = (): AdjustsState | null => {
    if (facts.adjusts === null) throw coded(404, 'notFound', { thing: 'Adjusted document' }, 'adjustsId');
    return facts.adjusts ?? null;
  };
  switch (command.type) {
    case 'AddNote': {
      if (!facts.partyExists) throw coded(404, 'notFound', { thing: 'Party' });
      numberFree(command.fullNoteNo, command.issueDate);
      const noteId = newId();
      const { partyId, fullNoteNo, issueDate, amount, reason, note } = command;
      return {
        events: [{ type: 'NoteAdded', streamId: `note:${noteId}`, data: { noteId, kind: command.kind, partyId, issueDate, fullNoteNo, amount, reason, note, adjusts: link() } }],
        result: { id: noteId },
      };
    }
    case 'UpdateNote': {
      const n = facts.note;
      if (!n) throw coded(404, 'notFound', { thing: thing(command.kind) });
      const id = command.filter.id;
      const u = command.update;
      const fullNoteNo = u.fullNoteNo ?? n.fullNoteNo;
      const issueDate = u.issueDate ?? n.issueDate;
      numberFree(fullNoteNo, issueDate);
      const adjusts = u.adjustsId === undefined ? n.adjusts : link();
      return {
        events: [{
          type: 'NoteUpdated', streamId: `note:${id}`,
          data: { noteId: id, issueDate, fullNoteNo, amount: u.amount ?? n.amount, reason: u.reason ?? n.reason, note: u.note === undefined ? n.note : u.note, adjusts },
        }],
        result: { id },
      };
    }
    case 'DeleteNote': {
      if (!facts.note) throw coded(404, 'notFound', { thing: thing(command.kind) });
      return { events: [{ type: 'NoteDeleted', streamId: `note:${command.id}`, data: { noteId: command.id } }], result: { id: command.id } };
    }
    default:
      return unknownCommand(command);
  }
};

export function noteFacts(state: Readonly<LedgerState>, command: NoteCommand): NoteFacts {
  const id = command.type === 'AddNote' ? null : command.type === 'UpdateNote' ? command.filter.id : command.id;
  const stored = id === null ? undefined : state.cash.get(id);
  const note: StoredNote | null = stored && stored.kind === command.kind && stored.noteNo !== null && stored.reason !== null
    ? { partyId: stored.partyId, fullNoteNo: stored.noteNo, issueDate: stored.issueDate, amount: formatDecimal(stored.amount, AMT), reason: stored.reason, note: stored.note, adjusts: stored.adjusts }
    : null;
  const partyId = command.type === 'AddNote' ? command.partyId : note?.partyId;
  const others = [...state.cash.values()]
    .filter((c) => c.partyId === partyId && c.kind === command.kind && c.id !== id && c.noteNo !== null)
    .map((c) => ({ fullNoteNo: c.noteNo ?? '', issueDate: c.issueDate }));
  const adjustsId = command.type === 'DeleteNote' ? undefined : command.type === 'AddNote' ? command.adjustsId : command.update.adjustsId;
  return {
    note,
    partyExists: command.type === 'AddNote' && state.parties.has(command.partyId),
    others,
    adjusts: adjustsId == null || partyId === undefined ? undefined : adjustable(state, partyId, adjustsId),
  };
}

/** The Note decider as the store runs it: over the company's state folded at the head. */
export const noteDecider = onState(noteFacts, decideNote);
