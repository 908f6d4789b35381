// Response shapes shared by several features (docs/api.md "Shapes").
import { z } from 'zod';
import { decimalSchema } from './api-client';

export const userSchema = z.object({ id: z.string(), mobileNo: z.string() });
export type User = z.infer<typeof userSchema>;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  defaultPrefix: z.string().nullable(),
  isExpired: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyStatsSchema = z.object({
  openingStockQuantity: decimalSchema,
  closingStockQuantity: decimalSchema,
  closingPayableQuantity: decimalSchema,
  closingReceivableQuantity: decimalSchema,
  closingPayableAmount: decimalSchema,
  closingReceivableAmount: decimalSchema,
  inSlipAmount: decimalSchema,
  outSlipAmount: decimalSchema,
});
export type CompanyStats = z.infer<typeof companyStatsSchema>;

/** Token plus the loaded session, as login and OTP verification return it. */
export const sessionSchema = z.object({
  token: z.string(),
  user: userSchema,
  company: companySchema.nullable(),
});
export type SessionData = z.infer<typeof sessionSchema>;

export const partySchema = z.object({
  id: z.string(),
  name: z.string(),
  details: z
    .object({
      note: z.string().nullable(),
      openingReceivableQuantity: decimalSchema,
      openingReceivableAmount: decimalSchema,
    })
    .optional(),
  stats: z
    .object({ closingReceivableQuantity: decimalSchema, closingReceivableAmount: decimalSchema })
    .optional(),
});
export type Party = z.infer<typeof partySchema>;
