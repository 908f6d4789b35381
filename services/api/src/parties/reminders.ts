// Balances to collect (issue 32 part 2, docs/sharing.md "Balances to collect"): the parties to remind, with the
// party list's own figures (rm_party's closing balances, as /party/list/v1 answers them) and the days the oldest
// KG of our goods has been with them (the ageing's FIFO, gst/ageing.ts); the WhatsApp message (the balance in
// figures and words, a new statement link); "mark sent", logged with who and when (reminders_sent).
import { randomUUID } from 'node:crypto';
import {
  AMT, QTY, balanceText, daysBetween, readBalance, documentWords, istDate, partiesEndpoints as endpoints, decimalUnits, type LanguageCode, type ReminderRow,
  type ReminderDeliveryStatus, type ReminderSchedule,
} from '@ledger/contract';
import type { Tx } from '../store/eventStore.ts';
import type { Services } from '../context.ts';
import type { Route } from '../http/kit.ts';
import { oncePerKey } from '../db/oncePerKey.ts';
import { companyHeader } from '../export/files.ts';
import { balanceInWords, makeShareLink } from '../sharing/routes.ts';
import { findParty, listParties } from './read.ts';

/** A reminder's statement link lasts as long as the share dialog's default. */
const REMINDER_LINK_DAYS = 30;

export interface ReminderFilter { minAmount: string; days: number }

/** Whether a party is one to chase: ₹ to receive above the threshold, or KG of ours with them for `days` days or more. */
export function toCollect(row: Pick<ReminderRow, 'closingReceivableAmount' | 'closingReceivableQuantity' | 'daysOpen'>, f: ReminderFilter): boolean {
  if (decimalUnits(row.closingReceivableAmount, AMT) > decimalUnits(f.minAmount, AMT)) return true;
  return decimalUnits(row.closingReceivableQuantity, QTY) > 0n && row.daysOpen !== null && row.daysOpen >= f.days;
}

/** The balance as the party reads it, in words (sharing's balanceInWords); ₹ that are settled are left out when KG are not. */
function reminderBalance(amount: string, quantity: string, lang: LanguageCode): string {
  if (readBalance(amount).side === 'settled' && readBalance(quantity).side !== 'settled') return balanceText(quantity, 'kg', lang, 'party').text;
  return balanceInWords(amount, quantity, lang);
}

/**
 * A party's reminder in `language`: the message (the balance in figures and words) and a new link to this month's
 * statement (made by `auth.userId`; null for none left). The one home of the text: the screen's WhatsApp dialog
 * and the scheduled reminders (reminders/deliveries.ts) both take it from here.
 */
export async function makeReminder(
  svc: Pick<Services, 'pool' | 'now'>, auth: { companyId: string; userId: string | null }, partyId: string, language: LanguageCode, idempotencyKey: string | null,
): Promise<{ token: string; phone: string | null; message: string }> {
  const [company, party] = await Promise.all([companyHeader(svc.pool, auth.companyId), findParty(svc.pool, auth.companyId, partyId)]);
  // This month's statement: a link is shown once (only its hash is kept), so each message carries a new one.
  const [year, month] = istDate(svc.now()).split('-').map(Number);
  const { token } = await makeShareLink(svc, auth, { partyId: party.id, year, month, days: REMINDER_LINK_DAYS, idempotencyKey });
  const message = documentWords(language)('reminderMessage', {
    company: company.name, party: party.name, balance: reminderBalance(party.closing_amount, party.closing_quantity, language),
  });
  return { token, phone: party.phone, message };
}

export function reminderRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  // The ageing report's FIFO lots (gst/ageing.ts): a fold over the company's slips (HeavyWork.fold).
  route(endpoints.reminders, async (input, auth) => {
    const today = istDate(svc.now());
    const [parties, oldest, sent] = await Promise.all([
      listParties(pool, auth.companyId, null),
      svc.heavy.fold(pool, 'oldestWithParty', { companyId: auth.companyId, asOf: today }),
      pool.query<{ party_id: string; sent_at: Date; mobile_no: string | null }>(
        `SELECT DISTINCT ON (r.party_id) r.party_id, r.sent_at, u.mobile_no FROM reminders_sent r LEFT JOIN users u ON u.id = r.sent_by
         WHERE r.company_id = $1 ORDER BY r.party_id, r.sent_at DESC, r.id`, [auth.companyId]),
    ]);
    const lastSent = new Map(sent.rows.map((r) => [r.party_id, { at: r.sent_at.toISOString(), byMobileNo: r.mobile_no }]));
    const rows: ReminderRow[] = parties.map((p) => {
      const from = oldest.get(p.id) ?? null;
      return {
        party: { id: p.id, name: p.name }, phone: p.phone,
        closingReceivableAmount: p.closing_amount, closingReceivableQuantity: p.closing_quantity,
        oldestOpen: from, daysOpen: from === null ? null : daysBetween(from, today),
        lastSent: lastSent.get(p.id) ?? null,
      };
    });
    return rows.filter((r) => toCollect(r, input));
  });

  route(endpoints.reminderMessage, (input, auth, { language, idempotencyKey }) => makeReminder(svc, auth, input.partyId, language, idempotencyKey));

  // One reminder logged per Idempotency-Key: a retry, or a twin sent at once, answers the first one's time.
  route(endpoints.reminderSent, async (input, auth, meta) => {
    await findParty(pool, auth.companyId, input.partyId);
    return oncePerKey(pool, auth.companyId, meta, async (tx) => {
      const at = svc.now();
      await tx.query('INSERT INTO reminders_sent (id, company_id, party_id, sent_by, sent_at) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), auth.companyId, input.partyId, auth.userId, at]);
      return { partyId: input.partyId, at: at.toISOString() };
    });
  });

  // Scheduled reminders (docs/sharing.md "Scheduled reminders"): set, listed and turned off here; sent by
  // reminders/deliveries.ts.
  route(endpoints.reminderSchedules, (_input, auth) => listSchedules(pool, auth.companyId, null));

  route(endpoints.reminderSchedule, async (input, auth) => {
    await findParty(pool, auth.companyId, input.partyId);
    const at = svc.now();
    // Set again (another day or language), it counts from today: a month whose day has passed waits for the next.
    await pool.query(
      `INSERT INTO reminder_schedules (company_id, party_id, day_of_month, language, starts_on, set_by, set_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (company_id, party_id) DO UPDATE SET day_of_month = EXCLUDED.day_of_month, language = EXCLUDED.language,
         starts_on = EXCLUDED.starts_on, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
      [auth.companyId, input.partyId, input.day, input.language, istDate(at), auth.userId, at]);
    const [row] = await listSchedules(pool, auth.companyId, input.partyId);
    return row;
  });

  route(endpoints.reminderUnschedule, async (input, auth) => {
    await findParty(pool, auth.companyId, input.partyId);
    await pool.query('DELETE FROM reminder_schedules WHERE company_id = $1 AND party_id = $2', [auth.companyId, input.partyId]);
    return { partyId: input.partyId };
  });
}

/** The company's scheduled reminders (one party's when `partyId` is given), by party name, with the latest month's delivery. */
async function listSchedules(tx: Tx, companyId: string, partyId: string | null): Promise<ReminderSchedule[]> {
  const { rows } = await tx.query<{ party_id: string; name: string; day_of_month: number; language: LanguageCode; period: string | null; status: ReminderDeliveryStatus; done_at: Date | null }>(
    `SELECT s.party_id, p.name, s.day_of_month, s.language, d.period, d.status, d.done_at
     FROM reminder_schedules s JOIN rm_party p ON p.company_id = s.company_id AND p.id = s.party_id
     LEFT JOIN LATERAL (SELECT period, status, done_at FROM reminder_deliveries d
       WHERE d.company_id = s.company_id AND d.party_id = s.party_id ORDER BY period DESC LIMIT 1) d ON true
     WHERE s.company_id = $1 AND ($2::uuid IS NULL OR s.party_id = $2) ORDER BY lower(p.name), p.id`, [companyId, partyId]);
  return rows.map((r) => ({
    party: { id: r.party_id, name: r.name }, day: r.day_of_month, language: r.language,
    lastDelivery: r.period === null ? null : { period: r.period, status: r.status, at: r.done_at?.toISOString() ?? null },
  }));
}
