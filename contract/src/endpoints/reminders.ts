// Reminders (issue 32 part 2, docs/sharing.md "Balances to collect"): the parties to chase at month-end, with the
// party list's own figures (rm_party's closing balances) and the days the oldest KG of our goods has been with
// them (the ageing's oldest open lot); a WhatsApp message with the balance in words and a statement link; the
// owner marks a reminder sent (who and when shown on the row).
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../endpoint.ts';
import { says } from '../i18n/messages.ts';
import { amount, uuid } from '../fields.ts';
import { idShape, instantShape, isoDateShape, kg, rupees } from '../shapes.ts';
import { LANGUAGE_CODES } from '../i18n/language.ts';
import { lastDayOfMonth } from '../months.ts';

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

/** A shared statement's address: the app's origin (`https://…`, no trailing slash) and the link's token. */
export const sharedStatementUrl = (origin: string, token: string): string => `${origin.replace(/\/+$/, '')}/s/${token}`;

/** A reminder as the party reads it, on WhatsApp by hand or sent on schedule: the message, then the statement's address. */
export const reminderText = (message: string, statementUrl: string): string => `${message}\n${statementUrl}`;

/** A scheduled reminder's day of the month: 1 to 31 (in a shorter month, its last day). */
export const REMINDER_DAY_MIN = 1;
export const REMINDER_DAY_MAX = 31;

/**
 * The day a monthly reminder on day `day` falls in a month (YYYY-MM): that day, or the month's last day when
 * the month is shorter (day 31 in February is the 28th or 29th).
 */
export function reminderDueDate(period: string, day: number): string {
  const last = lastDayOfMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7)));
  return `${period}-${String(Math.min(day, Number(last.slice(8, 10)))).padStart(2, '0')}`;
}

/**
 * Whether a monthly reminder is due today (YYYY-MM-DD, Asia/Kolkata), and for which month: this month's, once
 * its day has come, unless that day fell before the schedule was set (`startsOn`: set on the 20th for day 5,
 * the first goes next month). A month whose day passed while nothing ran is still sent within that month;
 * an earlier month never is. Null when nothing is due; the caller sends at most once per party and month.
 */
export function reminderDuePeriod(schedule: { day: number; startsOn: string }, today: string): string | null {
  const period = today.slice(0, 7);
  const due = reminderDueDate(period, schedule.day);
  return today >= due && due >= schedule.startsOn ? period : null;
}

/** A scheduled reminder's day as its request takes it (the schedule form checks with it). */
export const reminderDayField = z.number({ error: says('number', { label: 'Day' }) }).int({ error: says('wholeNumber', { label: 'Day' }) })
  .min(REMINDER_DAY_MIN, { error: says('range', { label: 'Day', min: REMINDER_DAY_MIN, max: REMINDER_DAY_MAX }) })
  .max(REMINDER_DAY_MAX, { error: says('range', { label: 'Day', min: REMINDER_DAY_MIN, max: REMINDER_DAY_MAX }) });

/** What a month's scheduled reminder came to (reminder_deliveries): sent, waiting to be tried again, or not sent and why. */
export const REMINDER_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export type ReminderDeliveryStatus = (typeof REMINDER_DELIVERY_STATUSES)[number];

export const reminderScheduleShape = z.strictObject({
  party: z.strictObject({ id: idShape, name: z.string() }),
  /** The day of the month it goes on (1-31) and the message's language. */
  day: z.number().int(),
  language: z.enum(LANGUAGE_CODES),
  /** The latest month's delivery: the month (YYYY-MM), what became of it, and when it ended (null while under way). */
  lastDelivery: z.strictObject({
    period: z.string(), status: z.enum(REMINDER_DELIVERY_STATUSES), at: instantShape.nullable(),
  }).nullable(),
});
export type ReminderSchedule = z.infer<typeof reminderScheduleShape>;

/** The monthly reminders scheduled, by party name; the accountant reads them. */
const schedules = defineEndpoint({
  path: '/party/reminders/schedule/list/v1',
  access: 'companyRead',
  request: z.object({}),
  response: z.array(reminderScheduleShape),
  command: false,
});

/**
 * The owner schedules (or changes) a party's monthly reminder: sent on `day` each month from today on, in
 * `language`, through the WhatsApp provider (docs/sharing.md "Scheduled reminders").
 */
const schedule = defineEndpoint({
  path: '/party/reminders/schedule/set/v1',
  access: 'companyWrite',
  request: z.object({
    partyId: uuid('Party'),
    day: reminderDayField,
    language: z.enum(LANGUAGE_CODES, { error: says('oneOf', { label: 'Language', list: LANGUAGE_CODES.join(', ') }) }),
  }),
  response: reminderScheduleShape,
  command: false,
});

/** The owner turns a party's monthly reminder off (a month already sent stays in the log). */
const unschedule = defineEndpoint({
  path: '/party/reminders/schedule/off/v1',
  access: 'companyWrite',
  request: z.object({ partyId: uuid('Party') }),
  response: z.strictObject({ partyId: idShape }),
  command: false,
});

export const reminderEndpoints = {
  reminders: list, reminderMessage: message, reminderSent: markSent,
  reminderSchedules: schedules, reminderSchedule: schedule, reminderUnschedule: unschedule,
} satisfies Record<string, Endpoint>;
