// Closing and reopening the books (ledger-rules "Closed books"): pure decisions over the company's folded
// state. A close may only move the date forward and not past today (Asia/Kolkata); it records the
// fingerprint of every month it closes, which Verify compares later. A reopen moves the date back or opens
// every month, with a reason. Who may do which is the contract's (endpoints/books.ts, rolesOf) and the route's.
import { closedMonthFingerprints, formatIsoDate, istDate, writeFingerprints, type LedgerState } from '@ledger/projections';
import { coded } from '../http/errors.ts';
import { onState, unknownCommand, type Decide } from '../store/decider.ts';

export type BooksCommand =
  | { type: 'CloseBooks'; companyId: string; upTo: string; reason: string | null }
  | { type: 'ReopenBooks'; companyId: string; upTo: string | null; reason: string };

export interface BooksFacts {
  /** The date the books are closed up to; null while open. */
  closedUpTo: string | null;
  /** The fingerprints of the months a close up to `upTo` covers, as the state renders them now. */
  fingerprints: (upTo: string) => Record<string, string>;
}

export const booksFacts = (s: Readonly<LedgerState>): BooksFacts => ({
  closedUpTo: s.closedBooks?.upTo ?? null,
  fingerprints: (upTo) => closedMonthFingerprints(s as LedgerState, upTo),
});

export const decideBooks: Decide<BooksCommand, BooksFacts, { id: string }> = (command, facts, { now }) => {
  const streamId = `company:${command.companyId}`;
  switch (command.type) {
    case 'CloseBooks': {
      if (command.upTo > istDate(now)) throw coded(422, 'booksCloseFuture', {}, 'upTo');
      if (facts.closedUpTo !== null && command.upTo <= facts.closedUpTo) {
        throw coded(422, 'booksCloseForward', { date: formatIsoDate(facts.closedUpTo) }, 'upTo');
      }
      return {
        events: [{ type: 'BooksClosed', streamId, data: { upTo: command.upTo, reason: command.reason, months: writeFingerprints(facts.fingerprints(command.upTo)) } }],
        result: { id: command.companyId },
      };
    }
    case 'ReopenBooks': {
      if (facts.closedUpTo === null) throw coded(422, 'booksNotClosed', {}, 'upTo');
      if (command.upTo !== null && command.upTo >= facts.closedUpTo) {
        throw coded(422, 'booksReopenBack', { date: formatIsoDate(facts.closedUpTo) }, 'upTo');
      }
      return { events: [{ type: 'BooksReopened', streamId, data: { upTo: command.upTo, reason: command.reason } }], result: { id: command.companyId } };
    }
    default:
      return unknownCommand(command);
  }
};

export const booksDecider = onState(booksFacts, decideBooks);
