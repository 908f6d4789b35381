// Scheduled reminders going out (docs/sharing.md "Scheduled reminders"), exactly once per party and month:
// each tick opens a delivery row for every schedule due today (Asia/Kolkata; contract's reminderDuePeriod),
// unique on (company, party, month), then claims rows one at a time (a lease) before calling the provider.
// A 5xx or network error puts the row back with a doubling wait; a success marks it sent and logs it in
// reminders_sent (the screen's "last sent"). A row left 'sending' by a process that stopped mid-way is taken
// up again once its lease has passed. Embedded mode ticks on a timer in the API process (scheduler.ts); server
// mode in services/worker, by a BullMQ job scheduler. Any number of them may tick at once.
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { istDate, readBalance, reminderDuePeriod, reminderText, sharedStatementUrl, type LanguageCode } from '@ledger/contract';
import type { Config } from '../config.ts';
import { makeReminder } from '../parties/reminders.ts';
import { SendFailure, WHATSAPP_TIMEOUT_MS, type WhatsAppSender } from './provider.ts';

/** A claim outlives the slowest webhook call by far: a row still 'sending' after it was interrupted. */
export const REMINDER_LEASE_MS = 6 * WHATSAPP_TIMEOUT_MS;
/** Tries before a delivery is given up (about two hours of doubling waits at the default 1 minute). */
export const REMINDER_MAX_ATTEMPTS = 8;

export type ReminderConfig = Pick<Config, 'WHATSAPP_PROVIDER' | 'WHATSAPP_WEBHOOK_URL' | 'PUBLIC_URL' | 'PORT' | 'REMINDER_RETRY_MS'>;

export interface ReminderDeps { pool: Pool; now: () => Date; log: Logger; config: ReminderConfig }

/** The wait before try `attempts + 1`: the first wait, doubled for each try already failed. */
export const retryDelayMs = (firstMs: number, attempts: number): number => firstMs * 2 ** Math.max(0, attempts - 1);

interface Claimed { id: string; company_id: string; party_id: string; period: string; attempts: number }

export class ReminderDeliveries {
  private readonly stopping = new AbortController();
  private running: Promise<number> | null = null;

  constructor(private readonly deps: ReminderDeps, private readonly sender: WhatsAppSender) {}

  /** One pass: opens today's due deliveries, then sends every one whose time has come. Answers how many were sent. */
  tick(): Promise<number> {
    // One pass at a time in a process (a slow webhook outlasting the interval does not stack passes).
    this.running ??= this.pass().finally(() => { this.running = null; });
    return this.running;
  }

  /** Stops: a send under way is cut off and left to its lease (taken up again after a restart). */
  async close(): Promise<void> {
    this.stopping.abort();
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<number> {
    if (this.stopping.signal.aborted) return 0;
    await this.openDue();
    let sent = 0;
    for (;;) {
      if (this.stopping.signal.aborted) return sent;
      const claimed = await this.claim();
      if (!claimed) return sent;
      if (await this.deliver(claimed)) sent += 1;
    }
  }

  /** A delivery row for every schedule due this month that has none. */
  private async openDue(): Promise<void> {
    const now = this.deps.now();
    const today = istDate(now);
    const { rows } = await this.deps.pool.query<{ company_id: string; party_id: string; day_of_month: number; starts_on: string }>(
      `SELECT s.company_id, s.party_id, s.day_of_month, to_char(s.starts_on, 'YYYY-MM-DD') AS starts_on FROM reminder_schedules s
       WHERE NOT EXISTS (SELECT 1 FROM reminder_deliveries d WHERE d.company_id = s.company_id AND d.party_id = s.party_id AND d.period = $1)`,
      [today.slice(0, 7)]);
    for (const s of rows) {
      const period = reminderDuePeriod({ day: s.day_of_month, startsOn: s.starts_on }, today);
      if (period === null) continue;
      await this.deps.pool.query(
        `INSERT INTO reminder_deliveries (id, company_id, party_id, period, status, next_attempt_at) VALUES ($1, $2, $3, $4, 'pending', $5)
         ON CONFLICT (company_id, party_id, period) DO NOTHING`,
        [randomUUID(), s.company_id, s.party_id, period, now]);
    }
  }

  /** The next delivery to send, claimed (its lease starts): one waiting whose time has come, or one interrupted. */
  private async claim(): Promise<Claimed | null> {
    const now = this.deps.now();
    const { rows } = await this.deps.pool.query<Claimed>(
      `UPDATE reminder_deliveries SET status = 'sending', attempts = attempts + 1, lease_until = $2
       WHERE id = (SELECT id FROM reminder_deliveries
                   WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND lease_until <= $1)
                   ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, company_id, party_id, period, attempts`,
      [now, new Date(now.getTime() + REMINDER_LEASE_MS)]);
    return rows[0] ?? null;
  }

  /** Sends one claimed delivery; true when it went. */
  private async deliver(d: Claimed): Promise<boolean> {
    const { pool, log, config } = this.deps;
    const { rows: [schedule] } = await pool.query<{ language: LanguageCode; set_by: string | null }>(
      'SELECT language, set_by FROM reminder_schedules WHERE company_id = $1 AND party_id = $2', [d.company_id, d.party_id]);
    const { rows: [party] } = await pool.query<{ phone: string | null; closing_amount: string; closing_quantity: string }>(
      'SELECT phone, closing_amount, closing_quantity FROM rm_party WHERE company_id = $1 AND id = $2', [d.company_id, d.party_id]);
    // Nothing to send this month: the schedule was turned off or the party deleted since, it has no WhatsApp
    // number, or it owes nothing (₹ or KG) on the day.
    const skip = !schedule ? 'schedule turned off' : !party ? 'party deleted' : !party.phone ? 'no mobile number'
      : readBalance(party.closing_amount).side !== 'receive' && readBalance(party.closing_quantity).side !== 'receive' ? 'nothing to collect' : null;
    if (skip || !schedule || !party?.phone) {
      await this.finish(d, 'skipped', skip);
      log.info({ delivery: d.id, companyId: d.company_id, partyId: d.party_id, period: d.period, reason: skip }, 'scheduled reminder skipped');
      return false;
    }
    try {
      const made = await makeReminder(this.deps, { companyId: d.company_id, userId: schedule.set_by }, d.party_id, schedule.language, null);
      const origin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
      await this.sender.send({ id: d.id, to: `+91${party.phone}`, message: reminderText(made.message, sharedStatementUrl(origin, made.token)) }, this.stopping.signal);
    } catch (err) {
      // Stopping: the row keeps its claim and is taken up once the lease passes (after the restart).
      if (this.stopping.signal.aborted) return false;
      await this.failed(d, err as Error);
      return false;
    }
    await this.sent(d);
    return true;
  }

  private async sent(d: Claimed): Promise<void> {
    const client = await this.deps.pool.connect();
    const at = this.deps.now();
    try {
      await client.query('BEGIN');
      // Only while the claim is still ours (a lease taken over by another process is its to finish).
      const done = await client.query(
        `UPDATE reminder_deliveries SET status = 'sent', done_at = $3, lease_until = NULL, last_error = NULL
         WHERE id = $1 AND status = 'sending' AND attempts = $2`, [d.id, d.attempts, at]);
      if (done.rowCount === 1) {
        await client.query('INSERT INTO reminders_sent (id, company_id, party_id, sent_by, sent_at) VALUES ($1, $2, $3, NULL, $4)',
          [randomUUID(), d.company_id, d.party_id, at]);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
    this.deps.log.info({ delivery: d.id, companyId: d.company_id, partyId: d.party_id, period: d.period, attempts: d.attempts }, 'scheduled reminder sent');
  }

  private async failed(d: Claimed, err: Error): Promise<void> {
    const { pool, log, config } = this.deps;
    const now = this.deps.now();
    const retry = (!(err instanceof SendFailure) || err.retry) && d.attempts < REMINDER_MAX_ATTEMPTS;
    if (retry) {
      const next = new Date(now.getTime() + retryDelayMs(config.REMINDER_RETRY_MS, d.attempts));
      await pool.query(
        `UPDATE reminder_deliveries SET status = 'pending', next_attempt_at = $3, lease_until = NULL, last_error = $4
         WHERE id = $1 AND status = 'sending' AND attempts = $2`, [d.id, d.attempts, next, err.message]);
      log.warn({ delivery: d.id, companyId: d.company_id, partyId: d.party_id, attempts: d.attempts, next: next.toISOString(), err: err.message }, 'scheduled reminder failed; will retry');
      return;
    }
    await this.finish(d, 'failed', err.message);
    log.error({ delivery: d.id, companyId: d.company_id, partyId: d.party_id, attempts: d.attempts, err: err.message }, 'scheduled reminder failed; given up');
  }

  private async finish(d: Claimed, status: 'skipped' | 'failed', reason: string | null): Promise<void> {
    await this.deps.pool.query(
      `UPDATE reminder_deliveries SET status = $3, done_at = $4, lease_until = NULL, last_error = $5
       WHERE id = $1 AND status = 'sending' AND attempts = $2`, [d.id, d.attempts, status, this.deps.now(), reason]);
  }
}
