// Endpoints of companies (docs/api.md "Company"): the owner sets one up, renames it and erases it; the
// admin lists every company, changes an expiry and rebuilds a company's read models ("refresh stats").
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { optionalText, requiredText, uuid } from '../fields.ts';
import { companyStatsShape, idShape, instantShape } from '../shapes.ts';
import { contactRequest, contactShape } from '../gst.ts';
import { says } from '../i18n/messages.ts';
import { NAME_MAX, PREFIX_MAX } from '../limits.ts';

export const companyShape = z.strictObject({
  id: idShape,
  name: z.string(),
  defaultPrefix: z.string().nullable(),
  /** expiresAt is past: the company may read but not write. */
  isExpired: z.boolean(),
  expiresAt: instantShape.nullable(),
  createdAt: instantShape,
});
export type Company = z.infer<typeof companyShape>;

/** A rebuild of one company's read models, as rebuild_status keeps it. */
export const rebuildStatusShape = z.strictObject({
  companyId: idShape,
  status: z.enum(['queued', 'running', 'done', 'failed']),
  done: z.number().int(),
  total: z.number().int(),
  error: z.string().nullable(),
  startedAt: instantShape,
  finishedAt: instantShape.nullable(),
});
export type RebuildStatus = z.infer<typeof rebuildStatusShape>;

/** A company as the admin list shows it: its owner's mobile number, its current month's stats, its last rebuild. */
export const adminCompanyShape = companyShape.extend({
  user: z.strictObject({ verifiedMobile: z.strictObject({ mobileNo: z.string() }) }),
  stats: companyStatsShape,
  rebuild: rebuildStatusShape.nullable(),
});
export type AdminCompany = z.infer<typeof adminCompanyShape>;

const accountName = requiredText('Account Name', NAME_MAX);

const create = defineEndpoint({
  path: '/company/create/v1',
  access: 'user',
  request: z.object({ name: accountName }),
  response: companyShape,
  command: false,
});

const updateSelf = defineEndpoint({
  path: '/company/self/update/v1',
  access: 'companyWrite',
  request: z.object({ update: z.object({ name: accountName.optional(), defaultPrefix: optionalText('Prefix', PREFIX_MAX).optional() }) }),
  response: companyShape,
  command: false,
});

const deleteSelf = defineEndpoint({
  path: '/company/self/delete/v1',
  access: 'companyRead',
  request: z.object({ password: z.string({ error: says('requiredDot', { label: 'Password' }) }).min(1, { error: says('requiredDot', { label: 'Password' }) }) }),
  response: z.strictObject({}),
  command: false,
  primary: true,
});

const list = defineEndpoint({
  path: '/company/list/v1',
  access: 'admin',
  request: z.object({ include: z.object({ userVerifiedMobile: z.boolean().optional() }).optional() }),
  // Newest first.
  response: z.array(adminCompanyShape),
  command: false,
});

const updateExpiresAt = defineEndpoint({
  path: '/company/expiresAt/update/v1',
  access: 'admin',
  request: z.object({
    filter: z.object({ id: uuid('Company') }),
    update: z.object({ expiresAt: z.iso.datetime({ offset: true, error: says('isoDateTime', { label: 'expiresAt' }) }).or(z.iso.date()).nullable() }),
  }),
  response: companyShape,
  command: false,
});

const refreshStats = defineEndpoint({
  path: '/company/stats/refresh/v1',
  access: 'admin',
  request: z.object({ companyId: uuid('Company') }),
  response: rebuildStatusShape,
  command: false,
});

const refreshStatus = defineEndpoint({
  path: '/company/stats/refresh/status/v1',
  access: 'admin',
  request: z.object({ companyId: uuid('Company') }),
  response: rebuildStatusShape,
  command: false,
});

/** The product's support contact (SUPPORT_PHONE, SUPPORT_EMAIL in the environment); null when not set. */
const support = defineEndpoint({
  path: '/company/support/v1',
  access: 'public',
  request: z.object({}),
  response: z.strictObject({ phone: z.string().nullable(), email: z.string().nullable() }),
  command: false,
});

/** The company's own address, state, GSTIN and phone: printed on statements, slips and challans. */
const contact = defineEndpoint({
  path: '/company/contact/get/v1',
  access: 'companyRead',
  request: z.object({}),
  response: contactShape,
  command: false,
});

/** Replaces every contact field at once (a missing field becomes empty); a CompanyContactSet event. */
const setContact = defineEndpoint({
  path: '/company/contact/update/v1',
  access: 'companyWrite',
  request: contactRequest,
  response: contactShape,
  command: false,
});

export const companiesEndpoints = {
  create, updateSelf, deleteSelf, list, updateExpiresAt, refreshStats, refreshStatus, support, contact, setContact,
} satisfies Record<string, Endpoint>;
