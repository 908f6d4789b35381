// Ledger handlers for the company's own events and the operator's void.
import { ymOfInstant } from '../months.ts';
import type { Handlers } from './kit.ts';
import { monthClosedBy, readFingerprints } from '../closedBooks.ts';

export const companyHandlers: Handlers<'CompanyCreated' | 'CompanyUpdated' | 'CompanyContactSet' | 'BooksClosed' | 'BooksReopened' | 'EventVoided'> = {
  CompanyCreated: (s, e, dirty) => {
    s.createdYm = ymOfInstant(e.recordedAt);
    s.defaultPrefix = e.data.defaultPrefix;
    dirty.companyFrom = dirty.companyFrom === null ? s.createdYm : Math.min(dirty.companyFrom, s.createdYm);
  },
  // The name lives in the companies table; no read model here depends on it or the prefix, which
  // slip commands decide on (a new slip's prefix when none is given).
  CompanyUpdated: (s, e) => {
    s.defaultPrefix = e.data.defaultPrefix;
  },
  // Closing writes no figures: it only bounds what later commands may touch (services/api/src/store/closedBooks.ts).
  BooksClosed: (s, e) => {
    s.closedBooks = { upTo: e.data.upTo, months: readFingerprints(e.data.months) };
  },
  BooksReopened: (s, e) => {
    const kept = e.data.upTo;
    // The months still closed keep the fingerprints taken when they were closed.
    s.closedBooks = kept === null || !s.closedBooks ? null
      : { upTo: kept, months: Object.fromEntries(Object.entries(s.closedBooks.months).filter(([m]) => monthClosedBy(m, kept))) };
  },
  // So do its contact details.
  CompanyContactSet: () => {},
  // The voided event itself is never read (sql/events.ts skips it).
  EventVoided: () => {},
};
