// English strings of Balances to collect (/reminders; the source catalogue: the Hindi one must have the same keys).
import { english } from '../english';
import { shellWords } from './shell';

export const reminders = english('reminders', {
  ...shellWords.reminders,
  intro: 'Parties with rupees to receive above the amount, or our goods with them for the days or more. Figures as on the party list, today.',
  minAmount: 'Rupees to receive more than',
  days: 'Our goods with them for at least (days)',
  amountToReceive: '₹ to receive',
  kgWithThem: 'Our KG with them',
  since: 'Since {{date}} ({{n}} days)',
  sent: 'Sent {{date}}',
  whatsApp: 'WhatsApp',
  whatsAppNamed: 'WhatsApp reminder to {{name}}',
  noMobile: 'No mobile number: add one in the party’s details to send on WhatsApp.',
  markSent: 'Mark sent',
  markSentNamed: 'Mark reminder sent to {{name}}',
  messageTitle: 'Reminder to {{name}}',
  openWhatsApp: 'Open WhatsApp',
  messageNote: 'The message carries a new link to this month’s statement (30 days). After sending it, mark it sent.',
  none: 'No party has a balance to collect with these filters.',
  // Scheduled monthly reminders (docs/sharing.md "Scheduled reminders")
  schedule: 'Remind monthly',
  scheduleNamed: 'Remind {{name}} monthly',
  scheduleTitle: 'Monthly reminder to {{name}}',
  scheduleNote: 'Sent on WhatsApp on this day each month, from today on, with this month’s balance and statement link. In a shorter month, on its last day.',
  day: 'Day of the month',
  language: 'Message language',
  discardSchedule: 'Discard this reminder?',
  scheduled: 'Monthly reminders',
  scheduledNone: 'No monthly reminder is set. Set one with “Remind monthly” on a party.',
  monthlyOn: 'Monthly on day {{day}}, {{language}}',
  lastDelivery: {
    pending: '{{month}}: will try again',
    sending: '{{month}}: sending',
    sent: '{{month}}: sent {{date}}',
    skipped: '{{month}}: not sent (no mobile number or nothing to collect)',
    failed: '{{month}}: could not be sent',
  },
  turnOff: 'Turn off',
  turnOffNamed: 'Turn off the monthly reminder to {{name}}',
});
