// The screens' titles the shell draws before a screen's own words are in (app/shell-titles.ts, BootShell): in the
// entry with the shell (i18n/index.ts puts them in); each section's module spreads its own into itself.
export const shellWords = {
  audit: { activity: 'Activity' },
  dashboard: { title: 'Dashboard' },
  entries: { title: 'Entries' },
  gate: { title: 'Scan a slip', clerkTitle: 'Gate' },
  gst: { reports: 'Reports' },
  parties: { title: 'Parties' },
  products: { title: 'Products' },
  reminders: { title: 'Balances to collect' },
  settings: { title: 'Settings' },
} as const;
