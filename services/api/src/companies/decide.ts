// Company commands and their pure decision. A new company starts its trial now (no expiry when the
// install gives no trial); its settings update carries both fields, the unchanged one as it was.
// The companies row is written beside the event, in the same transaction (routes.ts).
import type { Contact } from '@ledger/contract';
import { coded } from '../http/errors.ts';
import { unknownCommand, type Decide } from '../store/decider.ts';

export type CompanyCommand =
  | { type: 'CreateCompany'; name: string; /** TRIAL_DAYS; none for no expiry. */ trialDays: number | undefined }
  | { type: 'UpdateCompany'; companyId: string; update: { name?: string; defaultPrefix?: string | null } }
  | { type: 'SetCompanyContact'; companyId: string; contact: Contact };

export interface CompanyFacts {
  /** The company's settings as they are (updates). */
  company: CompanySettings | null;
}

export interface CompanySettings { name: string; defaultPrefix: string | null }

export interface CompanyResult {
  id: string;
  /** Creates: when the trial ends (null: never). */
  expiresAt?: Date | null;
  /** Updates: the settings to write to the companies row. */
  settings?: CompanySettings;
}

const DAY_MS = 86_400_000;

export const decideCompany: Decide<CompanyCommand, CompanyFacts, CompanyResult> = (command, facts, { now, newId }) => {
  switch (command.type) {
    case 'CreateCompany': {
      const id = newId();
      const expiresAt = command.trialDays ? new Date(now.getTime() + command.trialDays * DAY_MS) : null;
      return {
        events: [{ type: 'CompanyCreated', streamId: `company:${id}`, data: { name: command.name, defaultPrefix: null } }],
        result: { id, expiresAt },
      };
    }
    case 'UpdateCompany': {
      const { companyId, update } = command;
      if (!facts.company) throw coded(404, 'notFound', { thing: 'Company' });
      const name = update.name ?? facts.company.name;
      const defaultPrefix = update.defaultPrefix === undefined ? facts.company.defaultPrefix : update.defaultPrefix;
      return {
        events: [{ type: 'CompanyUpdated', streamId: `company:${companyId}`, data: { name, defaultPrefix } }],
        result: { id: companyId, settings: { name, defaultPrefix } },
      };
    }
    case 'SetCompanyContact': {
      if (!facts.company) throw coded(404, 'notFound', { thing: 'Company' });
      return {
        events: [{ type: 'CompanyContactSet', streamId: `company:${command.companyId}`, data: command.contact }],
        result: { id: command.companyId },
      };
    }
    default:
      return unknownCommand(command);
  }
};
