// Ledger handlers for the company's own events and the operator's void.
import { ymOfInstant } from '../months.ts';
import type { Handlers } from './kit.ts';

export const companyHandlers: Handlers<'CompanyCreated' | 'CompanyUpdated' | 'CompanyContactSet' | 'EventVoided'> = {
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
  // So do its contact details.
  CompanyContactSet: () => {},
  // The voided event itself is never read (sql/events.ts skips it).
  EventVoided: () => {},
};
