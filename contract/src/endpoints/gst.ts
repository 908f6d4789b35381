// GST paperwork reports (docs/gst.md): ageing of open quantities with each party by FIFO, the goods
// near or past Section 143's one-year limit, and the ITC-04 return's rows.
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { isoDate, uuid } from '../fields.ts';
import { isoDateShape, kg, namedRef } from '../shapes.ts';

export const AGEING_BUCKETS = ['0-90', '91-180', '181-365', 'over-365'] as const;
export const AGEING_DIRECTIONS = ['WITH_PARTY', 'WITH_US'] as const;

export const ageingRowShape = z.strictObject({
  party: namedRef,
  product: namedRef,
  /** WITH_PARTY: our goods with the party (sent on OUT slips); WITH_US: the party's goods with us. */
  direction: z.enum(AGEING_DIRECTIONS),
  buckets: z.strictObject({ '0-90': kg, '91-180': kg, '181-365': kg, 'over-365': kg }),
  total: kg,
  oldest: isoDateShape,
});

/** An open lot of our goods with a party past Section 143's year, or within 30 days of it. */
export const section143Shape = z.strictObject({
  party: namedRef,
  product: namedRef,
  /** The OUT slip that sent it, and its delivery challan serial. */
  number: z.string(),
  challanNo: z.string().nullable(),
  sentOn: isoDateShape,
  quantity: kg,
  days: z.number().int(),
  /** The day it counts as supplied (sent + 365 days). */
  limit: isoDateShape,
  status: z.enum(['OVERDUE', 'DUE_SOON']),
});

const lotsTotal = z.strictObject({ lots: z.number().int(), quantity: kg });

export const ageingShape = z.strictObject({
  asOf: isoDateShape,
  rows: z.array(ageingRowShape),
  section143: z.array(section143Shape),
  /** The Section 143 lots counted and summed: past the year, and within 30 days of it. */
  section143Totals: z.strictObject({ overdue: lotsTotal, dueSoon: lotsTotal }),
});
export type Ageing = z.infer<typeof ageingShape>;

const ageing = defineEndpoint({
  path: '/report/ageing/v1',
  access: 'companyRead',
  request: z.object({ asOf: isoDate('As of').optional(), partyId: uuid('Party').optional() }),
  response: ageingShape,
  command: false,
});

export const ITC04_PERIODS = ['Q1', 'Q2', 'Q3', 'Q4', 'H1', 'H2'] as const;

/**
 * ITC-04 for a quarter (Q1 April–June … Q4 January–March) or half-year (H1 April–September, H2
 * October–March) of the financial year starting in April of `fy`: Table 4 (goods sent for job work) and
 * Table 5A (received back, matched FIFO to the original challans). Excel has both tables as sheets;
 * CSV one table at a time.
 */
const itc04Export = defineEndpoint({
  path: '/report/itc04/export/v1',
  access: 'companyRead',
  request: z.object({
    fy: z.number({ error: 'Financial year is required' }).int('Financial year is a year').min(2000, 'Financial year is a year').max(2200, 'Financial year is a year'),
    period: z.enum(ITC04_PERIODS, { error: 'Period must be Q1 to Q4, H1 or H2' }),
    format: z.enum(['xlsx', 'csv'], { error: 'Format must be xlsx or csv' }),
    table: z.enum(['4', '5A'], { error: 'Table must be 4 or 5A' }).prefault('4'),
  }),
  response: z.never(),
  command: false,
  file: true,
});

export const gstEndpoints = { ageing, itc04Export } satisfies Record<string, Endpoint>;
