// Endpoints of read-only accountant (CA) access (docs/auditing.md "Accountant access"): the owner grants
// and revokes it by mobile number; an accountant lists the companies open to them and picks one.
import { z } from 'zod';
import { COMPANY_ROLES, defineEndpoint, type Endpoint } from '../endpoint.ts';
import { newMobileNo, uuid } from '../fields.ts';
import { idShape, instantShape } from '../shapes.ts';
import { selfShape } from './identity.ts';

export const accountantShape = z.strictObject({
  id: idShape,
  mobileNo: z.string(),
  /** Whether an account with that mobile number exists yet (the grant waits for it otherwise). */
  registered: z.boolean(),
  grantedAt: instantShape,
  /** The mobile number of the user who granted it. */
  grantedBy: z.string().nullable(),
  /** When the accountant last used the company (to the minute); null until they first come. */
  lastSeenAt: instantShape.nullable(),
  /** An accountant's grant to close the books (ledger-rules "Roles"); always false for a gate clerk. */
  closeBooks: z.boolean(),
});
export type Accountant = z.infer<typeof accountantShape>;

/** What the access log records: a grant, its revocation, and the owner's "May close the books" switch turned on or off. */
export const ACCESS_LOG_ACTIONS = ['granted', 'revoked', 'closeBooksGranted', 'closeBooksWithdrawn'] as const;
export type AccessLogAction = (typeof ACCESS_LOG_ACTIONS)[number];

export const accessLogShape = z.strictObject({
  action: z.enum(ACCESS_LOG_ACTIONS),
  mobileNo: z.string(),
  /** The mobile number of the user who did it. */
  actor: z.string().nullable(),
  at: instantShape,
});
export type AccessLogEntry = z.infer<typeof accessLogShape>;

/** A company the signed-in user may open: their own (owner) or one shared with them (accountant, gate clerk). */
export const openCompanyShape = z.strictObject({
  id: idShape,
  name: z.string(),
  role: z.enum(COMPANY_ROLES),
  isExpired: z.boolean(),
});
export type OpenCompany = z.infer<typeof openCompanyShape>;

/** An owner's grants of one role: live ones oldest first; the log of every grant and revocation, newest first. */
const grantsShape = z.strictObject({ accountants: z.array(accountantShape), log: z.array(accessLogShape) });

const listAccountants = defineEndpoint({
  path: '/company/accountant/list/v1',
  access: 'companyRead',
  request: z.object({}),
  response: grantsShape,
  command: false,
});

const addAccountant = defineEndpoint({
  path: '/company/accountant/add/v1',
  access: 'companyWrite',
  request: z.object({ mobileNo: newMobileNo }),
  response: accountantShape,
  command: false,
});

const revokeAccountant = defineEndpoint({
  path: '/company/accountant/revoke/v1',
  access: 'companyWrite',
  request: z.object({ id: uuid('Accountant') }),
  response: z.strictObject({}),
  command: false,
});

/** The owner gives an accountant "close books", or takes it back. */
const setAccountantCloseBooks = defineEndpoint({
  path: '/company/accountant/closeBooks/update/v1',
  access: 'companyWrite',
  request: z.object({ id: uuid('Accountant'), closeBooks: z.boolean() }),
  response: accountantShape,
  command: false,
});

const listOpenCompanies = defineEndpoint({
  path: '/user/company/list/v1',
  access: 'user',
  request: z.object({}),
  // The user's own company first, then shared ones by name.
  response: z.array(openCompanyShape),
  command: false,
});

const selectCompany = defineEndpoint({
  path: '/user/company/select/v1',
  access: 'user',
  // The session's company from now on: the user's own, or one shared with them.
  request: z.object({ companyId: uuid('Company') }),
  response: selfShape,
  command: false,
});

// A company's gate clerks (docs/gate.md "The gate clerk"): granted and revoked by the owner like an accountant,
// answered in the same shapes (a clerk's grant is a row of the same table with its role).
const listClerks = defineEndpoint({
  path: '/company/clerk/list/v1',
  access: 'companyRead',
  request: z.object({}),
  response: grantsShape,
  command: false,
});

const addClerk = defineEndpoint({
  path: '/company/clerk/add/v1',
  access: 'companyWrite',
  request: z.object({ mobileNo: newMobileNo }),
  response: accountantShape,
  command: false,
});

const revokeClerk = defineEndpoint({
  path: '/company/clerk/revoke/v1',
  access: 'companyWrite',
  request: z.object({ id: uuid('Clerk') }),
  response: z.strictObject({}),
  command: false,
});

export const accessEndpoints = {
  listAccountants, addAccountant, revokeAccountant, setAccountantCloseBooks, listClerks, addClerk, revokeClerk, listOpenCompanies, selectCompany,
} satisfies Record<string, Endpoint>;
