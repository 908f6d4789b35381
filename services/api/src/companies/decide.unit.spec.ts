// Given/when/then for the company decider: creating (with and without a trial) and updating settings.
import { describe, it } from 'vitest';
import { NOW, deciderSpec, testId } from '../store/decider-spec.ts';
import { decideCompany } from './decide.ts';

const spec = deciderSpec(decideCompany);
const companyId = testId(3);
const acme = { company: { name: 'Acme', defaultPrefix: 'AC' } };

describe('company decider', () => {
  it('creates a company whose trial ends TRIAL_DAYS from now', () => {
    spec.given({ company: null }).when({ type: 'CreateCompany', name: 'Acme', trialDays: 30 }).then({
      events: [{ type: 'CompanyCreated', streamId: `company:${testId(1)}`, data: { name: 'Acme', defaultPrefix: null } }],
      result: { id: testId(1), expiresAt: new Date(NOW.getTime() + 30 * 86_400_000) },
    });
  });

  it('creates a company that never expires when there is no trial', () => {
    spec.given({ company: null }).when({ type: 'CreateCompany', name: 'Acme', trialDays: undefined }).then({
      events: [{ type: 'CompanyCreated', streamId: `company:${testId(1)}`, data: { name: 'Acme', defaultPrefix: null } }],
      result: { id: testId(1), expiresAt: null },
    });
  });

  it('renames a company and keeps its prefix', () => {
    spec.given(acme).when({ type: 'UpdateCompany', companyId, update: { name: 'Acme Ltd' } }).then({
      events: [{ type: 'CompanyUpdated', streamId: `company:${companyId}`, data: { name: 'Acme Ltd', defaultPrefix: 'AC' } }],
      result: { id: companyId, settings: { name: 'Acme Ltd', defaultPrefix: 'AC' } },
    });
  });

  it('clears the default prefix with null and keeps the name', () => {
    spec.given(acme).when({ type: 'UpdateCompany', companyId, update: { defaultPrefix: null } }).then({
      events: [{ type: 'CompanyUpdated', streamId: `company:${companyId}`, data: { name: 'Acme', defaultPrefix: null } }],
      result: { id: companyId, settings: { name: 'Acme', defaultPrefix: null } },
    });
  });

  it('refuses to update a company that is not there', () => {
    spec.given({ company: null }).when({ type: 'UpdateCompany', companyId, update: { name: 'X' } }).thenThrows(404, 'Company not found');
  });
});
