// Databases, owners and companies for the benchmark, made directly (no OTP round trips).
import { randomBytes, randomUUID } from 'node:crypto';
import { createTestDatabase } from '../test/support/db.ts';
import type pg from 'pg';
import { hashToken } from '../services/api/src/identity/secrets.ts';
import { LedgerProjector, type FirstVersionEvent } from '@ledger/projections';
import { createBareCompany, loadEvents } from './loader.ts';
import type { GeneratedEvent } from './generator.ts';

/** A fresh database on BENCH_DATABASE_URL's server (default the local postgres), dropped by the caller. */
export const createDatabase = (tag: string, migrated = true) => createTestDatabase(`ledger_bench_${tag}`, migrated);

export interface BenchCompany { companyId: string; token: string; productId: string; partyId: string; subPartyId: string }

/** A company with one product and one party, projected, and an owner token for it. */
export async function createOwnedCompany(pool: pg.Pool, extra: (ids: { productId: string; subPartyId: string; partyId: string }) => GeneratedEvent[] = () => []): Promise<BenchCompany> {
  const companyId = await createBareCompany(pool);
  const productId = randomUUID();
  const partyId = randomUUID();
  const subPartyId = randomUUID();
  const at = new Date('2026-04-01T04:00:00Z');
  const ev = (event: FirstVersionEvent): GeneratedEvent => ({ event, recordedAt: at });
  await loadEvents(pool, companyId, [
    ev({ type: 'CompanyCreated', streamId: 'company', data: { name: 'Bench Co', defaultPrefix: null } }),
    ev({ type: 'ProductAdded', streamId: `product:${productId}`, data: { productId, name: 'HDPE Pipe', note: null } }),
    ev({
      type: 'PartyAdded', streamId: `party:${partyId}`,
      data: { partyId, defaultSubPartyId: subPartyId, name: 'Bench Party', note: null, openingReceivableQuantity: '0.000', openingReceivableAmount: '0.00' },
    }),
    ...extra({ productId, subPartyId, partyId }),
  ]);
  await new LedgerProjector(pool).catchUp(companyId);
  const token = randomBytes(24).toString('base64url');
  const { rows } = await pool.query<{ owner_user_id: string }>('SELECT owner_user_id FROM companies WHERE id = $1', [companyId]);
  await pool.query(`INSERT INTO tokens (hash, kind, user_id) VALUES ($1, 'user', $2)`, [hashToken(token), rows[0].owner_user_id]);
  return { companyId, token, productId, partyId, subPartyId };
}

/** `n` documents for one party in October 2026: 70 % slips over a few items, 20 % bills, 10 % cash. */
export function monthOfDocuments(n: number, ids: { productId: string; subPartyId: string; partyId: string }): GeneratedEvent[] {
  const out: GeneratedEvent[] = [];
  const at = new Date('2026-10-15T06:00:00Z');
  for (let i = 0; i < n; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const issueDate = `2026-10-${day}`;
    const id = randomUUID();
    if (i % 10 < 7) {
      out.push({
        recordedAt: at,
        event: {
          type: 'SlipAdded', streamId: `slip:${id}`,
          data: {
            slipId: id, itemType: i % 2 ? 'IN' : 'OUT', subPartyId: ids.subPartyId, productId: ids.productId, issueDate,
            prefix: 'ST', slipNo: String(i + 1), grossQuantity: `${100 + (i % 50)}.250`, bagQuantity: '0.250', rejectedQuantity: '0.000', note: null,
            rates: { workRate: '12.50', lossPercentage: '2.00', marketRate: '95.00', isLossInclusive: true, includeMarketRate: false },
          },
        },
      });
    } else if (i % 10 < 9) {
      out.push({
        recordedAt: at,
        event: {
          type: 'BillAdded', streamId: `bill:${id}`,
          data: {
            billId: id, kind: i % 2 ? 'SALE_BILL' : 'OUTWARD_JOBWORK_BILL', subPartyId: ids.subPartyId, productId: ids.productId, issueDate,
            fullBillNo: `B-${i}`, quantity: '10.000', workRate: '2.00', saleRate: i % 2 ? '95.00' : '0.00', note: null,
          },
        },
      });
    } else {
      out.push({
        recordedAt: at,
        event: { type: 'CashAdded', streamId: `cash:${id}`, data: { cashId: id, direction: i % 20 < 10 ? 'INWARD' : 'OUTWARD', partyId: ids.partyId, issueDate, amount: '500.00', note: null } },
      });
    }
  }
  return out;
}
