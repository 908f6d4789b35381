// Sale and purchase bills and job-work bills (Delivery and Received Challans): one shape, four
// kinds, each with its own paths (spec section 7).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { BillKind } from '@ledger/projections';
import type { Services } from '../context.ts';
import { isoDate, optionalText, quantity, rate, requiredText, uuid } from '@ledger/contract';
import type { Route } from '../http/kit.ts';
import { runCommand } from '../store/command.ts';
import { findProduct } from '../products/read.ts';
import { billDto, findBill } from './dto.ts';
import { findActiveSubParty } from './refs.ts';
import { billHasSaleRate } from '@ledger/contract';

const KINDS: Array<{ base: string; kind: BillKind; addV: string; updateV: string; deleteV: string }> = [
  { base: '/inwardJobWorkBill', kind: 'INWARD_JOBWORK_BILL', addV: 'v2', updateV: 'v2', deleteV: 'v1' },
  { base: '/outwardJobWorkBill', kind: 'OUTWARD_JOBWORK_BILL', addV: 'v2', updateV: 'v2', deleteV: 'v1' },
  { base: '/saleBill', kind: 'SALE_BILL', addV: 'v2', updateV: 'v2', deleteV: 'v1' },
  { base: '/purchaseBill', kind: 'PURCHASE_BILL', addV: 'v2', updateV: 'v2', deleteV: 'v1' },
];

const billNo = requiredText('Bill No', 20);
const qty = quantity('Quantity', { positive: true });

export function billRoutes(svc: Services, route: Route): void {
  for (const { base, kind, addV, updateV, deleteV } of KINDS) {
    const isSale = billHasSaleRate(kind);
    // Challans carry no sale rate: whatever is sent is ignored and the column stays 0.00.
    const saleRate = isSale ? rate(kind === 'SALE_BILL' ? 'Sale rate' : 'Purchase rate') : z.unknown().optional().transform(() => '0.00');

    route(
      `${base}/add/${addV}`,
      'companyWrite',
      z.object({
        subPartyId: uuid('Sub party'),
        productId: uuid('Product'),
        issueDate: isoDate('Issue date'),
        fullBillNo: billNo,
        quantity: qty,
        workRate: rate('Labour rate'),
        saleRate,
        note: optionalText('Note', 1000),
      }),
      async (input, auth, meta) => {
        const { result } = await runCommand(svc, auth, meta, async (tx) => {
          await findActiveSubParty(tx, auth.companyId, input.subPartyId);
          await findProduct(tx, auth.companyId, input.productId);
          const billId = randomUUID();
          return {
            events: [{
              type: 'BillAdded',
              streamId: `bill:${billId}`,
              data: {
                billId, kind, subPartyId: input.subPartyId, productId: input.productId, issueDate: input.issueDate,
                fullBillNo: input.fullBillNo, quantity: input.quantity, workRate: input.workRate,
                saleRate: input.saleRate, note: input.note,
              },
            }],
            result: { id: billId },
          };
        });
        return billDto(await findBill(svc.pool, auth.companyId, result.id, kind));
      },
    );

    route(
      `${base}/update/${updateV}`,
      'companyWrite',
      z.object({
        filter: z.object({ id: uuid('Bill') }),
        update: z.object({
          note: optionalText('Note', 1000).optional(),
          fullBillNo: billNo.optional(),
          quantity: qty.optional(),
          workRate: rate('Labour rate').optional(),
          saleRate: saleRate.optional(),
        }),
      }),
      async (input, auth, meta) => {
        const id = input.filter.id;
        const u = input.update;
        await runCommand(svc, auth, meta, async (tx) => {
          const b = await findBill(tx, auth.companyId, id, kind);
          return {
            events: [{
              type: 'BillUpdated',
              streamId: `bill:${id}`,
              data: {
                billId: id,
                fullBillNo: u.fullBillNo ?? b.full_bill_no,
                quantity: u.quantity ?? b.quantity,
                workRate: u.workRate ?? b.work_rate,
                saleRate: isSale ? (u.saleRate ?? b.sale_rate) : b.sale_rate,
                note: u.note === undefined ? b.note : u.note,
              },
            }],
            result: { id },
          };
        });
        return billDto(await findBill(svc.pool, auth.companyId, id, kind));
      },
    );

    route(`${base}/delete/${deleteV}`, 'companyWrite', z.object({ id: uuid('Bill') }), async (input, auth, meta) => {
      await runCommand(svc, auth, meta, async (tx) => {
        await findBill(tx, auth.companyId, input.id, kind);
        return { events: [{ type: 'BillDeleted', streamId: `bill:${input.id}`, data: { billId: input.id } }], result: { id: input.id } };
      });
      return { id: input.id };
    });
  }
}
