// Reminders (issue 32 part 2, docs/sharing.md "Balances to collect"): the parties to chase at month-end, with the
// party list's own figures (rm_party's closing balances) and the days the oldest KG of our goods has been with
// them (the ageing's oldest open lot); a WhatsApp message with the balance in words and a statement link; the
// owner marks a reminder sent (who and when shown on the row).
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { says } from '../i18n/messages.ts';
import { amount, uuid } from '../fields.ts';
import { idShape, instantShape, isoDateShape, kg, rupees } from '../shapes.ts';

/** The screen's defaults: any ₹ to receive, and KG of ours with the party for 30 days or more. */
export const REMINDER_MIN_AMOUNT_DEFAULT = '0.00';
export const REMINDER_DAYS_DEFAULT = 30;
export const REMINDER_DAYS_MAX = 3650;

export const reminderRowShape = z.strictObject({
  party: z.strictObject({ id: idShape, name: z.string() }),
  /** The party's WhatsApp number (10 digits), or null. */
  phone: z.string().nullable(),
  /** The party list's figures (Party.stats), signed: positive, the party owes us. */
  closingReceivableAmount: rupees,
  closingReceivableQuantity: kg,
  /** The date of the oldest KG of ours still with the party (the ageing), and its days open; null when none. */
  oldestOpen: isoDateShape.nullable(),
  daysOpen: z.number().int().nullable(),
  /** The last reminder marked sent: when, and by whom (their mobile number, as the activity log names people); null when none. */
  lastSent: z.strictObject({ at: instantShape, byMobileNo: z.string().nullable() }).nullable(),
});
export type ReminderRow = z.infer<typeof reminderRowShape>;

const days = z.number({ error: says('number', { label: 'Days' }) }).int({ error: says('wholeNumber', { label: 'Days' }) })
  .min(0, { error: says('range', { label: 'Days', min: 0, max: REMINDER_DAYS_MAX }) })
  .max(REMINDER_DAYS_MAX, { error: says('range', { label: 'Days', min: 0, max: REMINDER_DAYS_MAX }) });

/**
 * The parties whose ₹ to receive is above `minAmount`, or who hold KG of our goods for `days` days or more,
 * by name. Figures as of today (Asia/Kolkata).
 */
const list = defineEndpoint({
  path: '/party/reminders/list/v1',
  access: 'companyRead',
  request: z.object({
    minAmount: amount('Minimum amount').prefault(REMINDER_MIN_AMOUNT_DEFAULT),
    days: days.prefault(REMINDER_DAYS_DEFAULT),
  }),
  response: z.array(reminderRowShape),
  command: false,
});

/**
 * A reminder's WhatsApp message for one party, in the request's language: the balance in figures and words,
 * and a new link to the party's statement of this month (made as the share dialog makes one, 30 days).
 */
const message = defineEndpoint({
  path: '/party/reminders/message/v1',
  access: 'companyWrite',
  request: z.object({ partyId: uuid('Party') }),
  response: z.strictObject({
    /** The statement link's token: the page is at `/s/<token>`. */
    token: z.string(),
    phone: z.string().nullable(),
    /** The message without the link (the web adds the link's full address). */
    message: z.string(),
  }),
  command: false,
});

/** The owner says a reminder was sent to the party now (logged with who and when). */
const markSent = defineEndpoint({
  path: '/party/reminders/sent/v1',
  access: 'companyWrite',
  request: z.object({ partyId: uuid('Party') }),
  response: z.strictObject({ partyId: idShape, at: instantShape }),
  command: false,
});

export const reminderEndpoints = { reminders: list, reminderMessage: message, reminderSent: markSent } satisfies Record<string, Endpoint>;
