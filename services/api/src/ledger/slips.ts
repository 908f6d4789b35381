// Slip and job-work item commands: next number, rate pre-fill, add, update, delete, transfer,
// the rate change and item deletion.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { financialYear, itemIdFor, prepared, ymOfDate, type ItemType } from '@ledger/projections';
import type { Services } from '../context.ts';
import { badRequest, notFound, refused } from '../http/errors.ts';
import { isoDate, optionalText, percentage, quantity, rate, uuid } from '@ledger/contract';
import type { CompanyAuth, Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import type { Tx } from '../store/eventStore.ts';
import { findProduct } from '../products/read.ts';
import { findItem, findSlip, itemWithSlips, slipDto, type SlipRow } from './dto.ts';
import { DEFAULT_PREFIX, clashMessage, netQuantity, normaliseSlipNo } from './slipRules.ts';
import { SUB_PARTY_ARCHIVED, findSubPartyOf } from './refs.ts';

const itemType = z.enum(['IN', 'OUT'], { error: 'Invalid item type' });
const prefix = z.string({ error: 'Prefix must be text' }).trim().max(10, 'Prefix must be at most 10 characters');
const slipNo = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'Slip No is required' })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, 'Slip No is required').max(10, 'Slip No must be at most 10 characters'))
  .transform(normaliseSlipNo);

async function companyPrefix(tx: Tx, companyId: string): Promise<string> {
  const { rows } = await tx.query<{ default_prefix: string | null }>('SELECT default_prefix FROM companies WHERE id = $1', [companyId]);
  return rows[0]?.default_prefix || DEFAULT_PREFIX;
}

export async function nextSlipNo(tx: Tx, companyId: string, issueDate: string, pfx: string): Promise<number> {
  const { rows } = await tx.query<{ n: string | null }>(
    `SELECT max(slip_no::numeric) AS n FROM rm_slip WHERE company_id = $1 AND prefix = $2 AND fy = $3 AND slip_no ~ '^[0-9]+$'`,
    [companyId, pfx, financialYear(issueDate)],
  );
  return rows[0].n === null ? 1 : Number(rows[0].n) + 1;
}

async function assertNoClash(tx: Tx, companyId: string, pfx: string, no: string, issueDate: string, exceptId: string | null) {
  const fy = financialYear(issueDate);
  const { rows } = await tx.query(
    'SELECT 1 FROM rm_slip WHERE company_id = $1 AND prefix = $2 AND fy = $3 AND slip_no = $4 AND ($5::uuid IS NULL OR id <> $5)',
    [companyId, pfx, fy, no, exceptId],
  );
  if (rows.length) throw refused(clashMessage(pfx, no, fy), 'slipNo');
}

/** A slip addressed as the spec does: by id, its item and its direction; any mismatch is 404. */
async function addressedSlip(tx: Tx, auth: CompanyAuth, f: { id: string; jobWorkItemId: string; itemType: ItemType }): Promise<SlipRow> {
  const slip = await findSlip(tx, auth.companyId, f.id);
  if (slip.job_work_item_id !== f.jobWorkItemId || slip.item_type !== f.itemType) throw notFound('Slip not found');
  return slip;
}

const slipFilter = z.object({ id: uuid('Slip'), jobWorkItemId: uuid('Job work item'), itemType });

async function respondSlip(svc: Services, auth: CompanyAuth, id: string) {
  return slipDto(await findSlip(svc.pool, auth.companyId, id));
}

export function slipRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  route('/itemSlip/nextNo/get/v1', 'companyRead', z.object({ issueDate: isoDate('Issue date'), prefix: prefix.optional() }), async (input, auth) => {
    const pfx = input.prefix || (await companyPrefix(pool, auth.companyId));
    return { nextSlipNo: await nextSlipNo(pool, auth.companyId, input.issueDate, pfx) };
  });

  route(
    '/jobWorkItem/rates/get/v1',
    'companyRead',
    z.object({ subPartyId: uuid('Sub party'), productId: uuid('Product'), itemType, issueDate: isoDate('Issue date') }),
    async (input, auth) => {
      await findSubPartyOf(pool, auth.companyId, input.subPartyId);
      await findProduct(pool, auth.companyId, input.productId);
      const ym = ymOfDate(input.issueDate);
      const { rows } = await pool.query<{ id: string; work_rate: string; loss_percentage: string; market_rate: string; is_loss_inclusive: boolean; include_market_rate: boolean }>(
        `SELECT id, work_rate, loss_percentage, market_rate, is_loss_inclusive, include_market_rate FROM rm_job_work_item
         WHERE company_id = $1 AND sub_party_id = $2 AND product_id = $3 AND item_type = $4 AND year * 12 + month - 1 <= $5
         ORDER BY year DESC, month DESC LIMIT 1`,
        [auth.companyId, input.subPartyId, input.productId, input.itemType, ym],
      );
      const r = rows[0];
      if (!r) return { workRate: '0.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false, source: 'none' };
      return {
        workRate: r.work_rate, lossPercentage: r.loss_percentage, marketRate: r.market_rate,
        isLossInclusive: r.is_loss_inclusive, includeMarketRate: r.include_market_rate,
        source: r.id === itemIdFor(input.subPartyId, input.productId, ym, input.itemType) ? 'item' : 'previous',
      };
    },
  );

  const addSchema = z.object({
    itemType,
    subPartyId: uuid('Sub party'),
    productId: uuid('Product'),
    issueDate: isoDate('Issue date'),
    prefix: prefix.optional(),
    slipNo,
    grossQuantity: quantity('Gross quantity', { positive: true }),
    bagQuantity: quantity('Bag quantity').prefault('0'),
    rejectedQuantity: quantity('Rejected quantity').prefault('0'),
    workRate: rate('Work rate').prefault('0'),
    marketRate: rate('Market rate').prefault('0'),
    lossPercentage: percentage('Loss percentage').prefault('0'),
    isLossInclusive: z.boolean().default(true),
    includeMarketRate: z.boolean().default(false),
    note: optionalText('Note', 1000),
  });
  route('/jobWorkItem/slip/add/v2', 'companyWrite', addSchema, async (input, auth, meta) => {
    netQuantity(input.grossQuantity, input.bagQuantity, input.rejectedQuantity);
    const { result } = await runCommand(svc, auth, meta, async (tx) => {
      // Every check of a new slip in one round trip: the gate's slips are the hottest write.
      const fy = financialYear(input.issueDate);
      const { rows } = await tx.query<{ sub_archived: boolean | null; product_ok: boolean; prefix: string; clash: boolean }>(prepared(
        `WITH c AS (SELECT coalesce(nullif($4, ''), nullif(default_prefix, ''), '${DEFAULT_PREFIX}') AS prefix FROM companies WHERE id = $1)
         SELECT (SELECT is_archived FROM rm_sub_party WHERE company_id = $1 AND id = $2) AS sub_archived,
                EXISTS (SELECT 1 FROM rm_product WHERE company_id = $1 AND id = $3) AS product_ok,
                c.prefix,
                EXISTS (SELECT 1 FROM rm_slip WHERE company_id = $1 AND prefix = c.prefix AND fy = $5 AND slip_no = $6) AS clash
         FROM c`,
        [auth.companyId, input.subPartyId, input.productId, input.prefix ?? '', fy, input.slipNo],
      ));
      const check = rows[0];
      if (check.sub_archived === null) throw notFound('Sub party not found');
      if (check.sub_archived) throw refused(SUB_PARTY_ARCHIVED, 'subPartyId');
      if (!check.product_ok) throw notFound('Product not found');
      if (check.clash) throw refused(clashMessage(check.prefix, input.slipNo, fy), 'slipNo');
      const pfx = check.prefix;
      const slipId = randomUUID();
      return {
        events: [{
          type: 'SlipAdded',
          streamId: `slip:${slipId}`,
          data: {
            slipId, itemType: input.itemType, subPartyId: input.subPartyId, productId: input.productId,
            issueDate: input.issueDate, prefix: pfx, slipNo: input.slipNo, grossQuantity: input.grossQuantity,
            bagQuantity: input.bagQuantity, rejectedQuantity: input.rejectedQuantity, note: input.note,
            rates: {
              workRate: input.workRate, lossPercentage: input.lossPercentage, marketRate: input.marketRate,
              isLossInclusive: input.isLossInclusive, includeMarketRate: input.includeMarketRate,
            },
          },
        }],
        result: { id: slipId },
      };
    });
    return respondSlip(svc, auth, result.id);
  });

  const updateSchema = z.object({
    filter: slipFilter,
    update: z.object({
      issueDate: isoDate('Issue date').optional(),
      prefix: prefix.optional(),
      slipNo: slipNo.optional(),
      grossQuantity: quantity('Gross quantity', { positive: true }).optional(),
      bagQuantity: quantity('Bag quantity').optional(),
      rejectedQuantity: quantity('Rejected quantity').optional(),
      note: optionalText('Note', 1000).optional(),
    }),
  });
  route('/jobWorkItem/slip/update/v2', 'companyWrite', updateSchema, async (input, auth, meta) => {
    const u = input.update;
    await runCommand(svc, auth, meta, async (tx) => {
      const s = await addressedSlip(tx, auth, input.filter);
      const next = {
        issueDate: u.issueDate ?? s.issue_date,
        prefix: u.prefix === undefined ? s.prefix : u.prefix || (await companyPrefix(tx, auth.companyId)),
        slipNo: u.slipNo ?? s.slip_no,
        grossQuantity: u.grossQuantity ?? s.gross_quantity,
        bagQuantity: u.bagQuantity ?? s.bag_quantity,
        rejectedQuantity: u.rejectedQuantity ?? s.rejected_quantity,
        note: u.note === undefined ? s.note : u.note,
      };
      netQuantity(next.grossQuantity, next.bagQuantity, next.rejectedQuantity);
      await assertNoClash(tx, auth.companyId, next.prefix, next.slipNo, next.issueDate, s.id);
      return { events: [{ type: 'SlipUpdated', streamId: `slip:${s.id}`, data: { slipId: s.id, ...next } }], result: { id: s.id } };
    });
    return respondSlip(svc, auth, input.filter.id);
  });

  route(
    '/jobWorkItem/slip/delete/v2',
    'companyWrite',
    z.object({ id: uuid('Slip'), jobWorkItemId: uuid('Job work item'), itemType }),
    async (input, auth, meta) => {
      await runCommand(svc, auth, meta, async (tx) => {
        const s = await addressedSlip(tx, auth, input);
        return { events: [{ type: 'SlipDeleted', streamId: `slip:${s.id}`, data: { slipId: s.id } }], result: { id: s.id } };
      });
      return { id: input.id };
    },
  );

  route(
    '/jobWorkItem/slip/transfer/v1',
    'companyWrite',
    z.object({ filter: slipFilter, update: z.object({ itemType, issueDate: isoDate('Issue date').optional() }) }),
    async (input, auth, meta) => {
      if (input.update.itemType === input.filter.itemType) throw badRequest('Invalid item type', 'update.itemType');
      await runCommand(svc, auth, meta, async (tx) => {
        const s = await addressedSlip(tx, auth, input.filter);
        const issueDate = input.update.issueDate ?? s.issue_date;
        if (issueDate !== s.issue_date) await assertNoClash(tx, auth.companyId, s.prefix, s.slip_no, issueDate, s.id);
        return {
          events: [{ type: 'SlipTransferred', streamId: `slip:${s.id}`, data: { slipId: s.id, itemType: input.update.itemType, issueDate } }],
          result: { id: s.id },
        };
      });
      return respondSlip(svc, auth, input.filter.id);
    },
  );

  route(
    '/jobWorkItem/update/v2',
    'companyWrite',
    z.object({
      filter: z.object({ id: uuid('Job work item'), itemType }),
      update: z.object({
        workRate: rate('Work rate'),
        lossPercentage: percentage('Loss percentage'),
        isLossInclusive: z.boolean({ error: 'isLossInclusive must be true or false' }),
        marketRate: rate('Market rate'),
        includeMarketRate: z.boolean().optional(),
      }),
    }),
    async (input, auth, meta) => {
      const id = input.filter.id;
      await runCommand(svc, auth, meta, async (tx) => {
        const item = await findItem(tx, auth.companyId, id);
        if (item.item_type !== input.filter.itemType) throw notFound('Job work item not found');
        const u = input.update;
        return {
          events: [{
            type: 'JobWorkItemRatesChanged',
            streamId: `item:${id}`,
            data: {
              itemId: id, workRate: u.workRate, lossPercentage: u.lossPercentage, marketRate: u.marketRate,
              isLossInclusive: u.isLossInclusive, includeMarketRate: u.includeMarketRate ?? item.include_market_rate,
            },
          }],
          result: { id },
        };
      });
      return itemWithSlips(pool, auth.companyId, id);
    },
  );

  route('/jobWorkItem/delete/v1', 'companyWrite', z.object({ id: uuid('Job work item') }), async (input, auth, meta) => {
    await runCommand(svc, auth, meta, async (tx) => {
      await findItem(tx, auth.companyId, input.id);
      return { events: [{ type: 'JobWorkItemDeleted', streamId: `item:${input.id}`, data: { itemId: input.id } }], result: { id: input.id } };
    });
    return { id: input.id };
  });
}
