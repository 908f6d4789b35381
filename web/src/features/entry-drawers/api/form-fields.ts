// The note field of the party page's month-note and sub-party forms: the contract's own (noteText: NOTE_MAX
// characters), as their requests take it, so the forms refuse what the API refuses.
import { noteText } from '@ledger/contract';

export const noteField = noteText();
