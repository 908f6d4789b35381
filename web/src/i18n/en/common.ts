// English strings used across screens (the source catalogue: the Hindi one must have the same keys).
import { english } from '../english';

export const common = english('common', {
  language: 'Language',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  /** The Add Entry menu's button (dashboard, party page): in the first catalogue, so those screens need no drawer's words. */
  addEntry: 'Add Entry',
  /** The eye button beside a password (Mantine's PasswordInput, through the theme). */
  togglePasswordVisibility: 'Show or hide the password',
  /** The date calendar's arrows (components/ui/DateField.tsx); they have no text of their own. */
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  /** What the party's own default sub-party is called wherever it is named (lib/sub-party.ts). */
  defaultSubParty: 'Default',
  company: 'Company',
  readOnly: 'Read-only',
  accountantReadOnly: 'Accountant · read-only',
  gateClerk: 'Gate clerk',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  mainNavigation: 'Main navigation',
  loading: 'Loading',
  /** A screen whose code could not be fetched (app/ScreenOf.tsx): the app was updated since the page opened, or the network went. */
  screenNotLoaded: 'This screen could not be loaded. The app may have been updated, or the connection dropped.',
  reload: 'Reload',
  /** A screen that failed while it was drawn (app/ScreenOf.tsx): the rest of the app stays, and nothing saved is lost. */
  screenFailed: 'Something went wrong while showing this screen. Everything you saved is safe. Reload to try again.',
  notNow: 'Not Now',
  delete: 'Delete',
  deleteConfirm: "Are you sure? You can't undo this action afterwards.",
  addNow: 'Add now',
  download: 'Download',
  downloadWhat: '{{label}} {{what}}',
  mobileNo: 'Mobile No',
  phoneWhatsApp: 'Phone (WhatsApp)',
  phoneDescription: '10-digit mobile number of {{who}}.',
  address: 'Address',
  gstin: 'GSTIN',
  gstinDescription: '15 characters, e.g. 24AAACC1206D1ZM.',
  state: 'State',
  chooseState: 'Choose the state',
  pageNotFound: 'Page not found',
  notFoundMessage: '404: the page you are looking for does not exist.',
  goHome: 'Go Home',
  tryAgain: 'Try again',
  // After a write whose figures the server is still updating (app/PendingWrites.tsx).
  savedUpdating: 'Saved. Updating the figures…',
  // Closing a form with typed values (components/ui/FormDrawer.tsx); each form names what it holds.
  discardQuestion: 'Discard what you typed?',
  discardExplain: 'What you typed here is not saved yet and will be lost.',
  keepEditing: 'Keep editing',
  discard: 'Discard',
  // The first Tab stop of every signed-in screen (app/AppLayout.tsx).
  skipToMain: 'Skip to main content',
  // Under a long list drawn a page at a time (components/ui/MoreRows.tsx).
  rowsShown: 'Showing {{shown}} of {{total}}',
  showMore: 'Show {{count}} more',
  showAll: 'Show all {{count}}',
});
