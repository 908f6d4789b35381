// Slip and job-work item routes: parse (the contract) → decide on the folded state → append → answer.
import { randomUUID } from 'node:crypto';
import { itemIdFor, slipsEndpoints, ymMonth, ymOfDate, ymYear } from '@ledger/projections';
import type { ItemType } from '@ledger/contract';
import type { Services } from '../context.ts';
import type { CompanyAuth, RequestMeta, Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import { findProduct } from '../products/read.ts';
import { findSubPartyOf } from '../ledger/refs.ts';
import { bulkSlipDecider, slipDecider, type SlipCommand } from './decide.ts';
import { itemAnswer, mySlips, returnableSlips, scannedSlip, slipAnswer, slipVersion } from './read.ts';
import { isGenuine, slipCodeOf } from './seal.ts';
import { forbidden, notFoundThing } from '../http/errors.ts';
import { checkClerkCorrection } from '../access/clerk.ts';
import { nextNumber } from './facts.ts';

export function slipRoutes(svc: Services, route: Route): void {
  const { pool } = svc;
  const run = (auth: CompanyAuth, meta: RequestMeta, command: SlipCommand) =>
    runCommand(svc, auth, meta, async (_tx, state) => slipDecider(command, state, { now: svc.now(), newId: randomUUID }));
  const e = slipsEndpoints;

  // On the folded state, as the next add will be numbered (slips/facts.ts nextNumber).
  route(e.nextNo, async (input, auth) => ({
    nextSlipNo: await svc.store.readState(auth.companyId, (state) => nextNumber(state, input.prefix, input.issueDate).nextSlipNo),
  }));

  // The OUT slips an IN slip may name as returned (named returns), with their open KG.
  route(e.returnable, async (input, auth) => {
    const sub = await findSubPartyOf(pool, auth.companyId, input.subPartyId);
    return returnableSlips(pool, auth.companyId, { partyId: sub.party_id, productId: input.productId, issueDate: input.issueDate, exceptSlipId: input.exceptSlipId ?? null });
  });

  // The rates a new slip starts its item with when nobody types them: this month's item's, else the latest earlier month's.
  const prefill = async (companyId: string, input: { subPartyId: string; productId: string; itemType: ItemType; issueDate: string }) => {
    const sub = await findSubPartyOf(pool, companyId, input.subPartyId);
    await findProduct(pool, companyId, input.productId);
    const ym = ymOfDate(input.issueDate);
    // The party's items from this month back (rm_job_work_item_month_idx), the first of this line.
    const { rows } = await pool.query<{ id: string; work_rate: string; loss_percentage: string; market_rate: string; is_loss_inclusive: boolean; include_market_rate: boolean }>(
      `SELECT id, work_rate, loss_percentage, market_rate, is_loss_inclusive, include_market_rate FROM rm_job_work_item
       WHERE company_id = $1 AND party_id = $2 AND (year, month) <= ($3, $4) AND sub_party_id = $5 AND product_id = $6 AND item_type = $7
       ORDER BY year DESC, month DESC LIMIT 1`,
      [companyId, sub.party_id, ymYear(ym), ymMonth(ym), input.subPartyId, input.productId, input.itemType],
    );
    const r = rows[0];
    if (!r) return { workRate: '0.00', lossPercentage: '0.00', marketRate: '0.00', isLossInclusive: true, includeMarketRate: false, source: 'none' as const, itemId: null };
    const thisMonth = r.id === itemIdFor(input.subPartyId, input.productId, ym, input.itemType);
    return {
      workRate: r.work_rate, lossPercentage: r.loss_percentage, marketRate: r.market_rate,
      isLossInclusive: r.is_loss_inclusive, includeMarketRate: r.include_market_rate,
      source: thisMonth ? ('item' as const) : ('previous' as const),
      itemId: thisMonth ? r.id : null,
    };
  };

  route(e.rates, async (input, auth) => prefill(auth.companyId, input));

  route(e.add, async (input, auth, meta) => {
    if (auth.role === 'clerk') {
      // A gate clerk sees no rates and sets none: the item starts with the rates the owner last gave (docs/gate.md).
      if (input.changeItemRates) throw forbidden('clerkNoRates');
      const { workRate, marketRate, lossPercentage, isLossInclusive, includeMarketRate } = await prefill(auth.companyId, input);
      input = { ...input, workRate, marketRate, lossPercentage, isLossInclusive, includeMarketRate };
    }
    const { result } = await run(auth, meta, { type: 'AddSlip', ...input });
    return slipAnswer(pool, auth.companyId, result.id);
  });

  // Many slips in one command: all recorded or none. It answers what it decided (ids and numbers), so a
  // retry with the same Idempotency-Key, or an answer given before the projector caught up, is the same.
  route(e.bulkAdd, async (input, auth, meta) => {
    const { result } = await runCommand(svc, auth, meta, async (_tx, state) =>
      bulkSlipDecider({ type: 'BulkAddSlips', ...input }, state, { now: svc.now(), newId: randomUUID }));
    return result;
  });

  route(e.update, async (input, auth, meta) => {
    await checkClerkCorrection(pool, auth, input.filter.id, svc.now());
    await run(auth, meta, { type: 'UpdateSlip', ...input });
    return slipAnswer(pool, auth.companyId, input.filter.id);
  });

  route(e.remove, async (input, auth, meta) => {
    await run(auth, meta, { type: 'DeleteSlip', ...input });
    return { id: input.id };
  });

  route(e.transfer, async (input, auth, meta) => {
    await run(auth, meta, { type: 'TransferSlip', ...input });
    return slipAnswer(pool, auth.companyId, input.filter.id);
  });

  route(e.updateItem, async (input, auth, meta) => {
    await run(auth, meta, { type: 'ChangeItemRates', ...input });
    return itemAnswer(pool, auth.companyId, input.filter.id);
  });

  // A slip's QR code as printed now (docs/gate.md): its version is its stream's last.
  route(e.code, async (input, auth) => {
    const exists = await pool.query('SELECT 1 FROM rm_slip WHERE company_id = $1 AND id = $2', [auth.companyId, input.id]);
    const version = exists.rowCount ? await slipVersion(pool, auth.companyId, input.id) : null;
    if (!version) throw notFoundThing('Slip');
    return { code: await slipCodeOf(pool, input.id, version), version };
  });

  // A scanned code: not ours → 'notGenuine' (nothing more said); ours but not this company's → 404; else the
  // slip as it is now, and whether it is as printed, edited since, or deleted.
  route(e.scan, async ({ code }, auth) => {
    const printedVersion = code.version;
    if (!(await isGenuine(pool, code))) return { verdict: 'notGenuine' as const, printedVersion, currentVersion: null, scanned: null };
    const version = await slipVersion(pool, auth.companyId, code.slipId);
    if (!version) throw notFoundThing('Slip');
    const scanned = await scannedSlip(pool, auth.companyId, code.slipId);
    if (!scanned) return { verdict: 'deleted' as const, printedVersion, currentVersion: null, scanned: null };
    return { verdict: version === printedVersion ? ('current' as const) : ('edited' as const), printedVersion, currentVersion: version, scanned };
  });

  route(e.mine, async (input, auth) => mySlips(pool, auth.companyId, auth.userId, input.limit));

  route(e.deleteItem, async (input, auth, meta) => {
    await run(auth, meta, { type: 'DeleteItem', ...input });
    return { id: input.id };
  });
}
