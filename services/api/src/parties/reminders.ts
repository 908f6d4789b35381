// Balances to collect (issue 32 part 2, docs/sharing.md "Balances to collect"): the parties to remind, with the
// party list's own figures (rm_party's closing balances, as /party/list/v1 answers them) and the days the oldest
// KG of our goods has been with them (the ageing's FIFO, gst/ageing.ts); the WhatsApp message (the balance in
// figures and words, a new statement link); "mark sent", logged with who and when (reminders_sent).
import { randomUUID } from 'node:crypto';
import {
  AMT, QTY, balanceText, daysBetween, readBalance, documentWords, istDate, partiesEndpoints as endpoints, decimalUnits, type LanguageCode, type ReminderRow,
} from '@ledger/contract';
import type { Services } from '../context.ts';
import type { Route } from '../http/kit.ts';
import { fifoByParty } from '../gst/ageing.ts';
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

export function reminderRoutes(svc: Services, route: Route): void {
  const { pool } = svc;

  // As the ageing report does (gst/routes.ts): the FIFO of the company's slips, read in SQL and matched here.
  route(endpoints.reminders, async (input, auth) => {
    const today = istDate(svc.now());
    const [parties, fifo, sent] = await Promise.all([
      listParties(pool, auth.companyId, null),
      fifoByParty(pool, auth.companyId, today, null),
      pool.query<{ party_id: string; sent_at: Date; mobile_no: string | null }>(
        `SELECT DISTINCT ON (r.party_id) r.party_id, r.sent_at, u.mobile_no FROM reminders_sent r LEFT JOIN users u ON u.id = r.sent_by
         WHERE r.company_id = $1 ORDER BY r.party_id, r.sent_at DESC, r.id`, [auth.companyId]),
    ]);
    // The oldest of our goods still with each party (the ageing's WITH_PARTY lots).
    const oldest = new Map<string, string>();
    for (const g of fifo) {
      for (const lot of g.fifo.open) {
        if (lot.direction !== 'WITH_PARTY') continue;
        const d = oldest.get(g.party.id);
        if (d === undefined || lot.from.date < d) oldest.set(g.party.id, lot.from.date);
      }
    }
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

  route(endpoints.reminderMessage, async (input, auth, { language, idempotencyKey }) => {
    const [company, party] = await Promise.all([companyHeader(pool, auth.companyId), findParty(pool, auth.companyId, input.partyId)]);
    // This month's statement: a link is shown once (only its hash is kept), so each message carries a new one.
    const [year, month] = istDate(svc.now()).split('-').map(Number);
    const { token } = await makeShareLink(svc, auth, { partyId: party.id, year, month, days: REMINDER_LINK_DAYS, idempotencyKey });
    const message = documentWords(language)('reminderMessage', {
      company: company.name, party: party.name, balance: reminderBalance(party.closing_amount, party.closing_quantity, language),
    });
    return { token, phone: party.phone, message };
  });

  route(endpoints.reminderSent, async (input, auth) => {
    await findParty(pool, auth.companyId, input.partyId);
    const at = svc.now();
    await pool.query('INSERT INTO reminders_sent (id, company_id, party_id, sent_by, sent_at) VALUES ($1, $2, $3, $4, $5)',
      [randomUUID(), auth.companyId, input.partyId, auth.userId, at]);
    return { partyId: input.partyId, at: at.toISOString() };
  });
}
