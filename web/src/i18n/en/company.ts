// English strings of company (the source catalogue: the Hindi one must have the same keys).
import { english } from '../english';

export const company = english('company', {
  loadingCompanies: 'Loading companies…',
  planExpired: 'Plan expired',
  openNamed: 'Open {{name}}',
  openNow: 'Open now',
  open: 'Open',
  planInactiveTitle: 'Plan inactive',
  planInactive: 'Your plan is not active, please contact support.',
  support: 'Support:',
  logOut: 'Log out',
  setupTitle: 'Setup Account',
  chooseTitle: 'Choose a company',
  yourCompany: 'Your company',
  sharedWithYou: 'Companies shared with you (read-only, as their accountant)',
  createYourOwn: 'Or set up your own company',
  /** The picker, after the owner of the company this session was reading revoked the accountant's access. */
  accessEnded: '{{company}} no longer shares its books with you. Open another company below.',
  accessEndedTitle: 'Access ended',
  /** A tab whose session moved under it (a company opened in another tab or window). */
  changedElsewhere: 'This tab now shows {{company}}: it was opened in another tab or window.',
  /** A Save refused for access (read-only, access ended, plan inactive): said once for the app, not under a field. */
  notSaved: 'Not saved: {{reason}}',
  accountName: 'Account Name',
  accountNameDescription: 'This is your company (account) name. It is shown throughout the software.',
  continue: 'Continue',
  switchTitle: 'Switch company',
  accessHint: 'An owner gives you access in their Settings, under Accountants, with your mobile number.',
  backToDashboard: 'Back to the dashboard',
});
