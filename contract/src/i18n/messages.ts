// The messages catalogue: every refusal the API answers and every form check the web app shows, in
// English (the wording the spec fixes) and in Hindi (messages-hi.ts: apart, so that the web's English readers
// never load it). A refusal and a check carry a key and its parts (said/says below, the API's AppError); the
// message is written from them in the language a request asks for (Accept-Language, see language.ts) or the
// app shows (englishText here, messageText in messages-hi.ts). No English text is matched.
//
// A template's `{name}` stands for a part copied into the Hindi: a field label (translated by
// labelsHi in messages-hi.ts when it is one of ours, kept as it is otherwise: a field path such as
// `update.grossQuantity`, a number, a slip number, a date).

import { appMessagesEn, fillParts, type MessageParams } from './app-messages.ts';

export { fill, type MessageParams } from './app-messages.ts';

/** English templates, by key: the web app's first script's own (app-messages.ts), then the rest. */
export const messagesEn = {
  ...appMessagesEn,
  // Fields (fields.ts, gst.ts, the endpoints' own checks).
  required: '{label} is required',
  requiredDot: '{label} is required.',
  notValidId: '{label} is not a valid id',
  atMostChars: '{label} must be at most {n} characters',
  atLeastChars: '{label} must be at least {n} characters',
  canHaveAtMostChars: '{label} can have at most {n} characters',
  canHaveAtMostDigits: '{label} can have at most {n} digits',
  mustBeText: '{label} must be text',
  wrongType: '{label} has the wrong type',
  unknownField: 'Unknown field: {keys}',
  tooManyDigits: '{label} has more than 15 significant digits; send it as a string',
  decimals: '{label} must be a number with at most {n} decimals',
  greaterThanZero: '{label} must be greater than 0',
  moreThanZero: '{label} must be more than 0',
  notNegative: '{label} must not be negative',
  cannotBeNegative: '{label} cannot be negative',
  atLeastNegative: '{label} must be at least -{n}',
  atMost: '{label} must be at most {n}',
  canBeAtMost: '{label} can be at most {n}',
  dateBetween: '{label} must be between {from} and {to}',
  notMonthId: '{label} is not a valid month id',
  monthBetween: '{label} must be a month between {from} and {to}',
  isoDate: '{label} must be a date in YYYY-MM-DD format',
  realDate: '{label} must be a real date',
  ddmmyyyy: '{label} must be a date as DD-MM-YYYY',
  dateTime: '{label} must be a date and time',
  isoDateTime: '{label} must be an ISO date-time',
  number: '{label} must be a number',
  wholeNumber: '{label} must be a whole number',
  range: '{label} must be {min} to {max}',
  orMore: '{label} must be {n} or more',
  rangeChars: '{label} must be {min} to {max} characters',
  lsnFormat: '{label} must be a write position such as 0/16B3748',
  trueFalse: '{label} must be true or false',
  oneOf: '{label} must be one of {list}',
  formatOf: 'Format must be {list}',
  notNul: '{label} must not contain a NUL character',
  notSurrogate: '{label} must not contain an unpaired UTF-16 surrogate',
  notFieldName: '{label} is not a valid field name',
  groupCommas: '{label}: put commas only between digit groups, as in 1,00,000.50',
  toAfterFrom: 'To must be on or after From',
  toDateAfter: 'To date must be on or after the From date',
  ledgerYears: 'The ledger covers at most 10 years',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number must be 10 digits',
  newMobile: 'Mobile number must be 10 digits starting with 6, 7, 8 or 9',
  enterMobile: 'Enter a 10 digit mobile number',
  enterOtp: 'Enter the {n} digit OTP',
  otpDigits: 'OTP must be {n} digits',
  passwordMismatch: 'Password and Confirm Password should be same',
  newPasswordMismatch: 'New password and confirm password does not match',
  invalidItemType: 'Invalid item type',
  notSlipCode: 'This is not a slip\'s QR code',
  hsn: 'HSN code must be 4, 6 or 8 digits',
  phone: 'Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9',
  phoneShort: 'Phone must be a 10-digit mobile number',
  stateCode: 'State is not a GST state code',
  stateFromGstin: 'State must be {state}, as the GSTIN says',
  gstinLength: 'GSTIN must be 15 characters',
  gstinFormat: 'GSTIN must be a 2-digit state code, a 10-character PAN, an entity code, Z and a check character',
  gstinState: 'GSTIN starts with {code}, which is not a state code',
  gstinCheck: 'GSTIN check character is wrong (expected {char}): check the number for a typing mistake',
  financialYear: 'Financial year is a year',
  period: 'Period must be Q1 to Q4, H1 or H2',
  itc04JsonMissing: 'The ITC-04 JSON was not made: {n} details are missing',
  table: 'Table must be 4, 5A, 5B or 5C',
  transMode: 'Transport mode must be road, rail, air or ship',
  distance: 'Distance must be whole kilometres from 0 to {max}',
  vehicleNo: 'Vehicle number must be like MH04AB1234',
  vehicleNoRequired: 'Enter the vehicle number (by road)',
  transDocNoRequired: 'Enter the transport document number (by rail, air or ship)',
  transporterId: 'Transporter ID must be 15 characters: a GSTIN or TRANSIN',
  chooseDocuments: 'Choose 1 to {max} slips or challans',
  ewayRefused: 'The e-way bill file was not made: {n} documents need attention',
  missingCompanyGstin: 'Our GSTIN is missing (Settings → Address and GST)',
  ewayCompanyPin: 'Our PIN is missing: end the company address with its 6-digit PIN',
  ewayCompanyState: 'Our state is missing (Settings → Address and GST)',
  ewayPartyGstin: '{party} has no GSTIN',
  ewayPartyPin: '{party} has no PIN: end its address with the 6-digit PIN',
  missingPartyState: '{party} has no state',
  missingHsn: '{product} has no HSN code',
  missingValueRate: '{product} has no value rate',
  missingNumberLong: 'Challan number {no} is over {max} characters (GST takes {max})',
  ewayTooOld: 'Dated {date}: more than {n} days old, the portal refuses it',
  ewayTooManyItems: '{n} items: a bill holds at most {max}',
  ewayNoQuantity: 'Declares no quantity',
  chooseSlip: 'Choose a slip',
  linkDaysMin: 'A link lasts at least 1 day',
  linkDaysMax: 'A link lasts at most {n} days',
  linkInvalid: 'This link is not valid',
  // Identity and access.
  otpJustSent: 'An OTP was just sent; please wait 30 seconds before asking again',
  otpExpired: 'OTP expired, please request a new one',
  otpWrong: 'Invalid OTP ({n} tries left)',
  otpWrongOne: 'Invalid OTP ({n} try left)',
  otpWrongLast: 'Invalid OTP; please request a new one',
  otpTooManyNumber: 'Too many OTP requests for this number; try again in an hour',
  otpTooMany: 'Too many OTP requests; try again later',
  loginTooMany: 'Too many login attempts; please wait 15 minutes',
  alreadyRegistered: 'This mobile number is already registered; please log in',
  badLogin: 'Invalid mobile number or password',
  badCurrentPassword: 'Current password is incorrect',
  badCredentials: 'Invalid Credentials',
  badPassword: 'Incorrect password',
  logIn: 'Please log in',
  logInAgain: 'Please log in again',
  otpGuessesNumber: 'Too many wrong OTPs for this number; please try again in 24 hours',
  otpWrongGuessesNumber: 'Invalid OTP; too many wrong OTPs for this number, please try again in 24 hours',
  adminLoginWait: 'Too many wrong passwords for this account; please try again in {n} minutes',
  adminLoginWaitOne: 'Too many wrong passwords for this account; please try again in {n} minute',
  adminOnly: 'Only an admin may do this',
  logInAsUser: 'Please log in as a user',
  readOnly: 'Read-only access',
  clerkNotAllowed: 'A gate clerk cannot do this: only the owner can',
  clerkOwnSlip: 'A gate clerk can correct only the slips they wrote',
  clerkWindowClosed: 'A gate clerk can correct a slip only within {minutes} minutes of writing it (this one was written at {at})',
  clerkNoRates: 'A gate clerk cannot change rates',
  accessEnded: 'Your access to this company has ended',
  planInactive: 'Your plan is not active, please contact support.',
  ownMobile: 'This is your own mobile number: you already own this company',
  hasAccess: 'This mobile number already has access',
  haveCompany: 'You already have a company',
  // The ledger.
  notFoundBare: 'Not found',
  noRebuild: 'No rebuild has run for this company',
  subPartyArchived: 'This sub party is archived; choose another',
  bagOverGross: 'Bag quantity cannot be more than the gross quantity',
  rejectedOverNet: 'Rejected quantity cannot be more than gross minus bag quantity',
  slipClash: 'Slip {no} already exists in FY {fy}',
  jobWorkerChallanBoth: "Give both the job worker's challan number and its date, or neither",
  jobWorkerChallanAfter: "The job worker's challan date cannot be after this document's date ({date})",
  jobWorkerChallanReceivedOnly: "Only a received (IN) slip or a Received Challan takes the job worker's challan",
  onwardInOnly: 'Only a received (IN) slip says where its goods went instead of coming to us',
  onwardPartyRequired: 'Choose the job worker the goods were sent on to',
  onwardSameParty: 'The goods cannot be sent on to the same party they came from',
  onwardSaleRequired: "Give our sale invoice's number and date for goods sold from the job worker's premises",
  onwardFieldsUnused: '{label} is only given with the choice it belongs to',
  returnsInOnly: 'Only a received (IN) slip names the slips it returns',
  returnsMax: 'At most {n} slips can be named as returned',
  returnTwice: 'Slip {no} is named twice',
  returnNotOut: 'Slip {no} is not a slip we sent (OUT)',
  returnOtherParty: 'Slip {no} was sent to another party',
  returnOtherProduct: 'Slip {no} is of another product',
  returnAfter: 'Slip {no} is dated after this slip ({date})',
  returnOverOpen: 'Slip {no} has only {open} KG still open',
  returnOverNet: "The KG named ({named}) are more than this slip's net quantity ({net})",
  namedSlipDelete: 'In Slip {ins} names this slip as returned: unname it there before deleting this slip',
  namedItemDelete: 'In Slip {ins} names slips of this item as returned: unname them there before deleting the item',
  namedSlipMove: 'In Slip {ins} names this slip as returned: unname it there before moving this slip',
  namedSlipUnderNamed: "In Slip {ins} names {named} KG of this slip as returned: its net quantity cannot be less",
  namedSlipAfterReturn: 'In Slip {ins} names this slip as returned on {date}: this slip cannot be dated after it',
  productRatesTwice: "A product's rates can be sent only once",
  bulkRowsMin: 'At least one row is required',
  bulkRowsMax: 'At most {n} slips can be added at once',
  bulkRatesMax: "At most {n} products' rates can be sent",
  noteNoTaken: '{name} {no} already exists for this party in FY {fy}',
  partyNameTaken: 'Party with this name already exists',
  subPartyNameTaken: 'Sub party with this name already exists',
  // The party import (docs/import.md).
  importDuplicateRow: '{label} is the same as on row {n} of this sheet',
  productNameTaken: 'A product with this name already exists',
  importRefused: 'Nothing was imported: {n} rows need attention',
  importUnreadable: 'The file could not be read: choose an Excel (.xlsx), CSV or Tally XML file',
  importNoHeader: 'No sheet starts with the template\'s headings (Party name, Product name)',
  importEmpty: 'The file has no parties or products to import',
  importTooManyRows: 'At most {n} rows can be imported at once',
  importFileTooLarge: 'The file must be at most {n} KB',
  partyHasEntry: 'Party has {n} entry; delete them first',
  partyHasEntries: 'Party has {n} entries; delete them first',
  productUsedOnce: 'Product is used in {n} entry; delete those first',
  productUsed: 'Product is used in {n} entries; delete those first',
  defaultSubPartyChange: 'The default sub party cannot be changed',
  defaultSubPartyDelete: 'The default sub party cannot be deleted',
  subPartyNotArchived: 'Sub party is not archived',
  subPartyRenameFirst: 'Another sub party of this party now has this name; rename that one first',
  notChallan: 'Only Out Slips and Delivery Challans have a delivery challan',
  companyDetailsFirst: "Add your company's GSTIN and address in Settings → Address and GST before printing a delivery challan",
  cannotRecord: 'This change cannot be recorded: {problem}',
  booksClosed: 'Books are closed up to {date}',
  booksCloseForward: 'Books are already closed up to {date}; a later close may only move the date forward',
  booksNotClosed: 'Books are open',
  booksReopenBack: 'Books are closed up to {date}; reopening moves the date back',
  booksCloseFuture: 'Books can be closed only up to today',
  deemedSupplyNotDue: 'Only goods still with the job worker after their Section 143 limit can be deemed supplied',
  deemedSupplyDecided: 'The deemed supply of this slip was already {choice}; undo that first',
  deemedSupplyNoChoice: 'The deemed supply of this slip was neither accepted nor dismissed',
  changedMeanwhile: 'This record was changed at the same time by another request; please retry',
  keyReused: 'This Idempotency-Key was already used for a different request',
  linkGone: 'This statement link has expired or was withdrawn. Ask the sender for a new one.',
  linkAlreadyMade: 'This link was already made by an earlier try, and its address is shown only once. Make a new link.',
  nestedTooDeep: '{label} is nested more than {n} levels deep',
  encoding: 'Content-Encoding is not supported; send the request body uncompressed',
  charset: 'Charset "{charset}" is not supported; send JSON in UTF-8',
  noCompany: "Unable to fetch user's company details",
  slipIds: 'Slip ids are required',
  twoSlips: 'At most two slips fit on a page',
  zodExpected: 'Invalid input: expected {expected}, received {received}',
  zodInvalid: 'Invalid input',
  zodTooBig: 'Too big: {detail}',
  zodTooSmall: 'Too small: {detail}',
  zodString: 'Invalid string: {detail}',
  zodOption: 'Invalid option: {detail}',
  zodInputDetail: 'Invalid input: {detail}',
  // The request itself.
  tooManyRequests: 'Too many requests: try again in a minute',
  notJson: 'The request body is not valid JSON',
  tooLarge: 'The request body is too large',
  uncompressed: 'Send the request body as uncompressed UTF-8 JSON',
  unreadable: 'The request body could not be read',
  databaseDown: 'The server cannot reach its database right now; please try again in a moment',
  companyBusy: 'Too many files and reports are being prepared for this company at once; please try again in a few seconds',
  linkBusy: 'This statement is being downloaded too often at once; please try again in a few seconds',
  serverBusy: 'The server is busy preparing files; please try again in a few seconds',
  serverError: 'Something went wrong on the server',
  // Refusals that had no entry (issue 27: every refusal by its code).
  ledgerNeedsRepair: 'This ledger cannot take changes until support repairs it (an old entry cannot be processed); nothing you sent was saved. Please contact support.',
  unreachable: "Can't reach the server right now.",
} as const;

export type MessageKey = keyof typeof messagesEn;

/** A catalogue message in English, its parts copied as they are (messages-hi.ts messageText writes either language). */
export const englishText = (key: MessageKey, params: MessageParams = {}): string => fillParts(messagesEn[key], params);

/** A failed check's message as its key and parts: what a request schema's zod issue carries in `params`. */
export interface Said { code: MessageKey; params: MessageParams }

/**
 * A custom issue's English message with its key and parts in `params` (a custom issue's own slot):
 * `ctx.addIssue({ code: 'custom', ...said(key, parts) })`, `.refine(check, said(key, parts))`.
 */
export const said = (code: MessageKey, params: MessageParams = {}): { message: string; params: Said } =>
  ({ message: englishText(code, params), params: { code, params } });

/**
 * A zod error map for a type check or a built-in check (`{ error: says(key, parts) }`, `.max(n, { error:
 * says(key, parts) })`): the English message, with its key and parts stamped on the issue as `params`.
 * zod copies the issue's own keys after asking the map (the unit test of fields.ts holds it to that).
 */
export const says = (code: MessageKey, params: MessageParams = {}) => (issue: object): string => {
  (issue as { params?: Said }).params = { code, params };
  return englishText(code, params);
};

/** The key and parts a zod issue carries (made by said or says), or null. */
export function saidOf(issue: object): Said | null {
  const p = (issue as { params?: Partial<Said> }).params;
  return p && typeof p.code === 'string' && Object.hasOwn(messagesEn, p.code) && p.params && typeof p.params === 'object'
    ? { code: p.code, params: p.params }
    : null;
}
