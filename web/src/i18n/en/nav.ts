// English names of the app's destinations (the side navigation).
import { english } from '../english';

export const nav = english('nav', {
  dashboard: 'Dashboard',
  products: 'Products',
  parties: 'Parties',
  reminders: 'Balances to collect',
  entries: 'Entries',
  gate: 'Gate',
  scan: 'Scan',
  activity: 'Activity',
  reports: 'Reports',
  settings: 'Settings',
  switchCompany: 'Switch company',
  logout: 'Logout',
});
