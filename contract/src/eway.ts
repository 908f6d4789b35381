// The e-way bill portal's bulk-generation file (docs/gst.md "E-way bill JSON"): its codes and limits, the
// one home every check, screen and file reads. Codes as NIC's bulk layout (EWB_BULK_GEN v1.02) names them.
import { z } from 'zod';
import { GSTIN_LIKE } from './gst.ts';
import { TRANSPORT_MODES } from './gst-sets.ts';
import { isoDate, uuid } from './fields.ts';
import { said, says } from './i18n/messages.ts';

export const EWAY = {
  /** The layout's version, written in the file. */
  version: '1.0.0621',
  /** supplyType: O outward (goods sent for job work), I inward (goods a job worker returns). */
  supplyType: { sent: 'O', received: 'I' },
  /** subSupplyType: 4 Job Work, 6 Job Work Returns. */
  subSupplyType: { sent: 4, received: 6 },
  /** docType CHL: a delivery challan, both ways (Rule 55 covers the job worker's return too). */
  docType: 'CHL',
  /** transType 1: regular (bill-to is ship-to). */
  transType: 1,
  qtyUnit: 'KGS',
  /** The portal's limits: items in one bill, and the oldest document it takes (days before today, Asia/Kolkata). */
  maxItems: 250,
  maxAgeDays: 180,
  /** The most documents one file holds here. */
  maxDocuments: 100,
  maxDistanceKm: 4000,
} as const;


/** A vehicle registration as the portal takes it: state letters, district digits, series, number (MH04AB1234; TN01A123). */
export const VEHICLE_NO = /^[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}$/;
/** A 6-digit Indian PIN, the first digit 1–9. */
const PIN = /\b([1-9][0-9]{5})\b/g;

/** The PIN an address ends with (Indian addresses are written ending in their PIN), or null. */
export function pinOf(address: string | null): string | null {
  const all = [...(address ?? '').matchAll(PIN)];
  return all.at(-1)?.[1] ?? null;
}

const optionalText = (label: string, max: number) =>
  z.string({ error: says('mustBeText', { label }) }).trim().max(max, { error: says('atMostChars', { label, n: max }) }).nullish().transform((v) => (v ? v : null));

/** Transport details typed at export time (Part B of the bill). */
export const ewayTransport = z.object({
  transMode: z.enum(TRANSPORT_MODES, { error: says('transMode') }),
  distance: z.number({ error: says('distance', { max: EWAY.maxDistanceKm }) }).int({ error: says('distance', { max: EWAY.maxDistanceKm }) })
    .min(0, { error: says('distance', { max: EWAY.maxDistanceKm }) }).max(EWAY.maxDistanceKm, { error: says('distance', { max: EWAY.maxDistanceKm }) }),
  vehicleNo: z.string({ error: says('mustBeText', { label: 'Vehicle number' }) }).max(20, { error: says('vehicleNo') }).nullish()
    .transform((v, ctx) => {
      const n = (v ?? '').replace(/[\s-]+/g, '').toUpperCase();
      if (!n) return null;
      if (!VEHICLE_NO.test(n)) {
        ctx.addIssue({ code: 'custom', ...said('vehicleNo') });
        return z.NEVER;
      }
      return n;
    }),
  transporterId: z.string({ error: says('mustBeText', { label: 'Transporter ID' }) }).max(20, { error: says('transporterId') }).nullish()
    .transform((v, ctx) => {
      const n = (v ?? '').replace(/\s+/g, '').toUpperCase();
      if (!n) return null;
      if (!GSTIN_LIKE.test(n)) {
        ctx.addIssue({ code: 'custom', ...said('transporterId') });
        return z.NEVER;
      }
      return n;
    }),
  transporterName: optionalText('Transporter name', 100),
  transDocNo: optionalText('Transport document number', 15),
  transDocDate: isoDate('Transport document date').nullish().transform((v) => v ?? null),
}).superRefine((t, ctx) => {
  // The portal's Part B: a vehicle by road, the railway receipt / airway bill / bill of lading otherwise.
  if (t.transMode === '1' && !t.vehicleNo) ctx.addIssue({ code: 'custom', path: ['vehicleNo'], ...said('vehicleNoRequired') });
  if (t.transMode !== '1' && !t.transDocNo) ctx.addIssue({ code: 'custom', path: ['transDocNo'], ...said('transDocNoRequired') });
});
export type EwayTransport = z.output<typeof ewayTransport>;

export const ewayRequest = z.object({
  ids: z.array(uuid('Document'), { error: says('chooseDocuments', { max: EWAY.maxDocuments }) })
    .min(1, { error: says('chooseDocuments', { max: EWAY.maxDocuments }) }).max(EWAY.maxDocuments, { error: says('chooseDocuments', { max: EWAY.maxDocuments }) }),
  transport: ewayTransport,
});
