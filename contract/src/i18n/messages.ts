// The messages catalogue: every refusal the API answers and every form check the web app shows, in
// English (the wording the code writes, which the spec fixes) and in Hindi. The API writes its
// messages in English and translates the answer for a request that asks for Hindi (Accept-Language,
// see language.ts); the web app's form checks go through the same function.
//
// A template's `{name}` stands for a part copied into the Hindi: a field label (translated by
// LABELS below when it is one of ours, kept as it is otherwise: a field path such as
// `update.grossQuantity`, a number, a slip number, a date).
import type { LanguageCode } from './language.ts';

/** English templates, by key. Longer, more specific templates win over shorter ones. */
export const messagesEn = {
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
  enterOtp: 'Enter the 4 digit OTP',
  otpDigits: 'OTP must be 4 digits',
  passwordMismatch: 'Password and Confirm Password should be same',
  newPasswordMismatch: 'New password and confirm password does not match',
  invalidItemType: 'Invalid item type',
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
  table: 'Table must be 4 or 5A',
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
  sessionEnded: 'Your session ended; please log in again',
  otpGuessesNumber: 'Too many wrong OTPs for this number; please try again in 24 hours',
  otpWrongGuessesNumber: 'Invalid OTP; too many wrong OTPs for this number, please try again in 24 hours',
  adminLoginWait: 'Too many wrong passwords for this account; please try again in {n} minutes',
  adminLoginWaitOne: 'Too many wrong passwords for this account; please try again in {n} minute',
  adminOnly: 'Only an admin may do this',
  logInAsUser: 'Please log in as a user',
  readOnly: 'Read-only access',
  accessEnded: 'Your access to this company has ended',
  planInactive: 'Your plan is not active, please contact support.',
  ownMobile: 'This is your own mobile number: you already own this company',
  hasAccess: 'This mobile number already has access',
  haveCompany: 'You already have a company',
  // The ledger.
  notFound: '{thing} not found',
  notFoundBare: 'Not found',
  noRebuild: 'No rebuild has run for this company',
  subPartyArchived: 'This sub party is archived; choose another',
  bagOverGross: 'Bag quantity cannot be more than the gross quantity',
  rejectedOverNet: 'Rejected quantity cannot be more than gross minus bag quantity',
  slipClash: 'Slip {no} already exists in FY {fy}',
  partyNameTaken: 'Party with this name already exists',
  subPartyNameTaken: 'Sub party with this name already exists',
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
  changedMeanwhile: 'This record was changed at the same time by another request; please retry',
  keyReused: 'This Idempotency-Key was already used for a different request',
  linkGone: 'This statement link has expired or was withdrawn. Ask the sender for a new one.',
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
  // The web app's own (lib/api-client.ts, lib/form-errors.ts).
  unreachableRetry: "Can't reach the server right now. Please try again in a moment.",
  unreachableKept: "Can't reach the server right now. Your entry is kept; please try again.",
  somethingWrong: 'Something went wrong',
  noMessage: 'No error message provided',
} as const;

export type MessageKey = keyof typeof messagesEn;

export const messagesHi: { [K in MessageKey]: string } = {
  required: '{label}: ज़रूरी है',
  requiredDot: '{label}: ज़रूरी है।',
  notValidId: '{label}: आईडी सही नहीं है',
  atMostChars: '{label}: ज़्यादा से ज़्यादा {n} अक्षर हो सकते हैं',
  atLeastChars: '{label}: कम से कम {n} अक्षर होने चाहिए',
  canHaveAtMostChars: '{label}: ज़्यादा से ज़्यादा {n} अक्षर हो सकते हैं',
  canHaveAtMostDigits: '{label}: ज़्यादा से ज़्यादा {n} अंक हो सकते हैं',
  mustBeText: '{label}: टेक्स्ट होना चाहिए',
  wrongType: '{label}: प्रकार ग़लत है',
  unknownField: 'अनजान फ़ील्ड: {keys}',
  tooManyDigits: '{label}: 15 से ज़्यादा सार्थक अंक हैं; इसे टेक्स्ट के रूप में भेजें',
  decimals: '{label}: ज़्यादा से ज़्यादा {n} दशमलव अंकों वाली संख्या होनी चाहिए',
  greaterThanZero: '{label}: 0 से ज़्यादा होना चाहिए',
  moreThanZero: '{label}: 0 से ज़्यादा होना चाहिए',
  notNegative: '{label}: ऋणात्मक (माइनस) नहीं हो सकता',
  cannotBeNegative: '{label}: ऋणात्मक (माइनस) नहीं हो सकता',
  atLeastNegative: '{label}: कम से कम -{n} होना चाहिए',
  atMost: '{label}: ज़्यादा से ज़्यादा {n} हो सकता है',
  canBeAtMost: '{label}: ज़्यादा से ज़्यादा {n} हो सकता है',
  dateBetween: '{label}: {from} और {to} के बीच होनी चाहिए',
  notMonthId: '{label}: सही महीना नहीं है',
  monthBetween: '{label}: {from} और {to} के बीच का महीना होना चाहिए',
  isoDate: '{label}: YYYY-MM-DD रूप में तारीख होनी चाहिए',
  realDate: '{label}: असली (कैलेंडर की) तारीख होनी चाहिए',
  ddmmyyyy: '{label}: DD-MM-YYYY रूप में तारीख होनी चाहिए',
  dateTime: '{label}: तारीख और समय होना चाहिए',
  isoDateTime: '{label}: ISO तारीख-समय होना चाहिए',
  number: '{label}: संख्या होनी चाहिए',
  wholeNumber: '{label}: पूर्ण संख्या होनी चाहिए',
  range: '{label}: {min} से {max} तक होना चाहिए',
  orMore: '{label}: {n} या उससे ज़्यादा होना चाहिए',
  rangeChars: '{label}: {min} से {max} अक्षरों का होना चाहिए',
  trueFalse: '{label}: true या false होना चाहिए',
  oneOf: '{label}: इनमें से एक होना चाहिए: {list}',
  formatOf: 'फ़ॉर्मेट {list} में से एक होना चाहिए',
  notNul: '{label}: NUL अक्षर नहीं हो सकता',
  notSurrogate: '{label}: अधूरा UTF-16 अक्षर नहीं हो सकता',
  notFieldName: '{label}: सही फ़ील्ड नाम नहीं है',
  groupCommas: '{label}: कॉमा केवल अंकों के समूहों के बीच लगाएँ, जैसे 1,00,000.50',
  toAfterFrom: 'अंतिम तारीख शुरुआती तारीख के बराबर या उसके बाद की होनी चाहिए',
  toDateAfter: 'अंतिम तारीख शुरुआती तारीख के बराबर या उसके बाद की होनी चाहिए',
  ledgerYears: 'खाता ज़्यादा से ज़्यादा 10 साल का हो सकता है',
  mobileRequired: 'मोबाइल नंबर ज़रूरी है',
  mobileDigits: 'मोबाइल नंबर 10 अंकों का होना चाहिए',
  newMobile: 'मोबाइल नंबर 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का होना चाहिए',
  enterMobile: '10 अंकों का मोबाइल नंबर लिखें',
  enterOtp: '4 अंकों का OTP लिखें',
  otpDigits: 'OTP 4 अंकों का होना चाहिए',
  passwordMismatch: 'पासवर्ड और पुष्टि पासवर्ड एक जैसे होने चाहिए',
  newPasswordMismatch: 'नया पासवर्ड और पुष्टि पासवर्ड मेल नहीं खाते',
  invalidItemType: 'आइटम का प्रकार ग़लत है',
  hsn: 'HSN कोड 4, 6 या 8 अंकों का होना चाहिए',
  phone: 'फ़ोन 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर होना चाहिए',
  phoneShort: 'फ़ोन 10 अंकों का मोबाइल नंबर होना चाहिए',
  stateCode: 'राज्य GST का राज्य कोड नहीं है',
  stateFromGstin: 'GSTIN के अनुसार राज्य {state} होना चाहिए',
  gstinLength: 'GSTIN 15 अक्षरों का होना चाहिए',
  gstinFormat: 'GSTIN में 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, इकाई कोड, Z और जाँच अक्षर होना चाहिए',
  gstinState: 'GSTIN {code} से शुरू होता है, जो किसी राज्य का कोड नहीं है',
  gstinCheck: 'GSTIN का जाँच अक्षर ग़लत है ({char} होना चाहिए): नंबर में टाइपिंग की ग़लती देखें',
  financialYear: 'वित्त वर्ष एक साल होना चाहिए',
  period: 'अवधि Q1 से Q4, H1 या H2 होनी चाहिए',
  table: 'तालिका 4 या 5A होनी चाहिए',
  chooseSlip: 'एक स्लिप चुनें',
  linkDaysMin: 'लिंक कम से कम 1 दिन चलता है',
  linkDaysMax: 'लिंक ज़्यादा से ज़्यादा {n} दिन चलता है',
  linkInvalid: 'यह लिंक सही नहीं है',
  otpJustSent: 'OTP अभी भेजा गया है; दोबारा माँगने से पहले 30 सेकंड रुकें',
  otpExpired: 'OTP की समय-सीमा ख़त्म हो गई, कृपया नया OTP माँगें',
  otpWrong: 'ग़लत OTP ({n} कोशिशें बाकी)',
  otpWrongOne: 'ग़लत OTP ({n} कोशिश बाकी)',
  otpWrongLast: 'ग़लत OTP; कृपया नया OTP माँगें',
  otpTooManyNumber: 'इस नंबर के लिए बहुत ज़्यादा OTP माँगे गए; एक घंटे बाद फिर कोशिश करें',
  otpTooMany: 'बहुत ज़्यादा OTP माँगे गए; बाद में फिर कोशिश करें',
  loginTooMany: 'लॉग इन की बहुत ज़्यादा कोशिशें; कृपया 15 मिनट रुकें',
  alreadyRegistered: 'यह मोबाइल नंबर पहले से रजिस्टर है; कृपया लॉग इन करें',
  badLogin: 'मोबाइल नंबर या पासवर्ड ग़लत है',
  badCurrentPassword: 'मौजूदा पासवर्ड ग़लत है',
  badCredentials: 'लॉग इन की जानकारी ग़लत है',
  badPassword: 'पासवर्ड ग़लत है',
  logIn: 'कृपया लॉग इन करें',
  logInAgain: 'कृपया फिर से लॉग इन करें',
  sessionEnded: 'आपका सेशन ख़त्म हो गया; कृपया फिर से लॉग इन करें',
  otpGuessesNumber: 'इस नंबर के लिए बहुत ज़्यादा ग़लत OTP डाले गए; कृपया 24 घंटे बाद फिर कोशिश करें',
  otpWrongGuessesNumber: 'ग़लत OTP; इस नंबर के लिए बहुत ज़्यादा ग़लत OTP डाले गए, कृपया 24 घंटे बाद फिर कोशिश करें',
  adminLoginWait: 'इस खाते के लिए बहुत ज़्यादा ग़लत पासवर्ड; कृपया {n} मिनट बाद फिर कोशिश करें',
  adminLoginWaitOne: 'इस खाते के लिए बहुत ज़्यादा ग़लत पासवर्ड; कृपया {n} मिनट बाद फिर कोशिश करें',
  adminOnly: 'यह केवल एडमिन कर सकता है',
  logInAsUser: 'कृपया यूज़र के रूप में लॉग इन करें',
  readOnly: 'केवल देखने की अनुमति',
  accessEnded: 'इस कंपनी तक आपकी पहुँच ख़त्म हो गई है',
  planInactive: 'आपका प्लान चालू नहीं है, कृपया सपोर्ट से संपर्क करें।',
  ownMobile: 'यह आपका अपना मोबाइल नंबर है: यह कंपनी आपकी ही है',
  hasAccess: 'इस मोबाइल नंबर को पहले से पहुँच है',
  haveCompany: 'आपकी एक कंपनी पहले से है',
  notFound: '{thing} मौजूद नहीं है',
  notFoundBare: 'यह मौजूद नहीं है',
  noRebuild: 'इस कंपनी का अभी तक कोई रीबिल्ड नहीं चला',
  subPartyArchived: 'यह सब-पार्टी आर्काइव है; कोई दूसरी चुनें',
  bagOverGross: 'बैग मात्रा ग्रॉस मात्रा से ज़्यादा नहीं हो सकती',
  rejectedOverNet: 'रिजेक्ट मात्रा, ग्रॉस घटा बैग मात्रा से ज़्यादा नहीं हो सकती',
  slipClash: 'स्लिप {no} वित्त वर्ष {fy} में पहले से है',
  partyNameTaken: 'इस नाम की पार्टी पहले से है',
  subPartyNameTaken: 'इस नाम की सब-पार्टी पहले से है',
  partyHasEntry: 'पार्टी की {n} एंट्री है; पहले उसे हटाएँ',
  partyHasEntries: 'पार्टी की {n} एंट्री हैं; पहले उन्हें हटाएँ',
  productUsedOnce: 'प्रोडक्ट {n} एंट्री में इस्तेमाल हुआ है; पहले उसे हटाएँ',
  productUsed: 'प्रोडक्ट {n} एंट्री में इस्तेमाल हुआ है; पहले उन्हें हटाएँ',
  defaultSubPartyChange: 'डिफ़ॉल्ट सब-पार्टी बदली नहीं जा सकती',
  defaultSubPartyDelete: 'डिफ़ॉल्ट सब-पार्टी हटाई नहीं जा सकती',
  subPartyNotArchived: 'सब-पार्टी आर्काइव नहीं है',
  subPartyRenameFirst: 'इस पार्टी की एक दूसरी सब-पार्टी का अब यही नाम है; पहले उसका नाम बदलें',
  notChallan: 'डिलीवरी चालान केवल जावक स्लिप और डिलीवरी चालान का बनता है',
  companyDetailsFirst: 'डिलीवरी चालान प्रिंट करने से पहले सेटिंग्स → पता और GST में अपनी कंपनी का GSTIN और पता जोड़ें',
  cannotRecord: 'यह बदलाव दर्ज नहीं हो सकता: {problem}',
  changedMeanwhile: 'इसी समय किसी दूसरे अनुरोध ने यह रिकॉर्ड बदल दिया; कृपया फिर कोशिश करें',
  keyReused: 'यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही इस्तेमाल हो चुकी है',
  linkGone: 'इस स्टेटमेंट लिंक की समय-सीमा ख़त्म हो गई या इसे वापस ले लिया गया। भेजने वाले से नया लिंक माँगें।',
  nestedTooDeep: '{label}: {n} स्तर से ज़्यादा गहराई तक नेस्टेड है',
  encoding: 'Content-Encoding नहीं चलता; अनुरोध का डेटा बिना कंप्रेस किए भेजें',
  charset: 'Charset "{charset}" नहीं चलता; JSON को UTF-8 में भेजें',
  noCompany: 'यूज़र की कंपनी की जानकारी नहीं मिल सकी',
  slipIds: 'स्लिप की आईडी ज़रूरी हैं',
  twoSlips: 'एक पेज पर ज़्यादा से ज़्यादा दो स्लिप आती हैं',
  zodExpected: 'ग़लत इनपुट: {expected} चाहिए था, {received} मिला',
  zodInvalid: 'ग़लत इनपुट',
  zodTooBig: 'बहुत बड़ा: {detail}',
  zodTooSmall: 'बहुत छोटा: {detail}',
  zodString: 'ग़लत टेक्स्ट: {detail}',
  zodOption: 'ग़लत विकल्प: {detail}',
  zodInputDetail: 'ग़लत इनपुट: {detail}',
  tooManyRequests: 'बहुत ज़्यादा अनुरोध: एक मिनट बाद फिर कोशिश करें',
  notJson: 'अनुरोध का डेटा सही JSON नहीं है',
  tooLarge: 'अनुरोध का डेटा बहुत बड़ा है',
  uncompressed: 'अनुरोध का डेटा बिना कंप्रेस किए UTF-8 JSON में भेजें',
  unreadable: 'अनुरोध का डेटा पढ़ा नहीं जा सका',
  databaseDown: 'सर्वर अभी अपने डेटाबेस तक नहीं पहुँच पा रहा; कृपया थोड़ी देर में फिर कोशिश करें',
  companyBusy: 'इस कंपनी की एक साथ बहुत ज़्यादा फ़ाइलें और रिपोर्ट बन रही हैं; कृपया कुछ सेकंड बाद फिर कोशिश करें',
  linkBusy: 'यह स्टेटमेंट एक साथ बहुत बार डाउनलोड हो रहा है; कृपया कुछ सेकंड बाद फिर कोशिश करें',
  serverBusy: 'सर्वर अभी फ़ाइलें बनाने में व्यस्त है; कृपया कुछ सेकंड बाद फिर कोशिश करें',
  serverError: 'सर्वर पर कुछ गड़बड़ हो गई',
  ledgerNeedsRepair: 'जब तक सपोर्ट इस खाते को ठीक नहीं करता, इसमें बदलाव दर्ज नहीं हो सकते (एक पुरानी एंट्री प्रोसेस नहीं हो पा रही); आपका भेजा कुछ भी सेव नहीं हुआ। कृपया सपोर्ट से संपर्क करें।',
  unreachableRetry: 'अभी सर्वर से संपर्क नहीं हो पा रहा। कृपया थोड़ी देर में फिर कोशिश करें।',
  unreachableKept: 'अभी सर्वर से संपर्क नहीं हो पा रहा। आपकी एंट्री रखी हुई है; कृपया फिर कोशिश करें।',
  somethingWrong: 'कुछ गड़बड़ हो गई',
  noMessage: 'कोई संदेश नहीं मिला',
};

/**
 * Our field labels and the things a message names, in Hindi; matched without regard to letter case
 * ("Gross quantity", "Gross Quantity"). A part that is not here is copied as it is.
 */
export const labelsHi: Record<string, string> = {
  'account name': 'खाते का नाम',
  accountant: 'अकाउंटेंट',
  address: 'पता',
  amount: 'रकम',
  'as of': 'इस समय तक',
  bag: 'बैग',
  'bag quantity': 'बैग मात्रा',
  bill: 'बिल',
  'bill no': 'बिल नंबर',
  'cash receipt': 'नकद रसीद',
  'challan no': 'चालान नंबर',
  company: 'कंपनी',
  'company name': 'कंपनी का नाम',
  'current password': 'मौजूदा पासवर्ड',
  days: 'दिन',
  'default prefix': 'डिफ़ॉल्ट प्रीफ़िक्स',
  document: 'दस्तावेज़',
  'document type': 'दस्तावेज़ का प्रकार',
  'financial year': 'वित्त वर्ष',
  from: 'से',
  'from date': 'शुरुआती तारीख',
  gross: 'ग्रॉस',
  'gross quantity': 'ग्रॉस मात्रा',
  'issue date': 'तारीख',
  'job work item': 'जॉब वर्क आइटम',
  'labour rate': 'मज़दूरी रेट',
  link: 'लिंक',
  'loss %': 'लॉस %',
  'market rate': 'बाज़ार रेट',
  'mobile number': 'मोबाइल नंबर',
  name: 'नाम',
  'new password': 'नया पासवर्ड',
  note: 'नोट',
  'opening receivable amount': 'शुरुआती लेनी रकम',
  'opening receivable quantity': 'शुरुआती लेनी मात्रा',
  otp: 'OTP',
  party: 'पार्टी',
  'party month': 'पार्टी का महीना',
  'party name': 'पार्टी का नाम',
  password: 'पासवर्ड',
  phone: 'फ़ोन',
  prefix: 'प्रीफ़िक्स',
  product: 'प्रोडक्ट',
  'product name': 'प्रोडक्ट का नाम',
  quantity: 'मात्रा',
  'rejected quantity': 'रिजेक्ट मात्रा',
  'server resource': 'सर्वर का संसाधन',
  slip: 'स्लिप',
  'slip no': 'स्लिप नंबर',
  state: 'राज्य',
  'sub party': 'सब-पार्टी',
  'sub party month': 'सब-पार्टी का महीना',
  'sub party name': 'सब-पार्टी का नाम',
  to: 'तक',
  'to date': 'अंतिम तारीख',
  user: 'यूज़र',
  username: 'यूज़रनेम',
  'value rate': 'वैल्यू रेट',
  'work rate': 'मज़दूरी रेट',
  'year': 'साल',
  'month': 'महीना',
};

interface Compiled { key: MessageKey; re: RegExp; names: string[] }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each template as an anchored pattern, the most literal text first so that specific ones win;
 * built on first use (so that a bundle that never translates carries none of this).
 */
let compiled: Compiled[] | undefined;
const patterns = (): Compiled[] => (compiled ??= (Object.keys(messagesEn) as MessageKey[])
  .map((key) => {
    const template: string = messagesEn[key];
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (!m) return escape(part);
        names.push(m[1] ?? '');
        return '([\\s\\S]*?)';
      })
      .join('');
    return { key, re: new RegExp(`^${source}$`), names, literal: template.replace(/\{\w+\}/g, '').length };
  })
  .sort((a, b) => b.literal - a.literal)
  .map(({ key, re, names }) => ({ key, re, names })));

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** A label (or a thing's name) in Hindi when it is one of ours; otherwise as it is. */
export const labelInHindi = (label: string): string => labelsHi[label.toLowerCase()] ?? label;

/** The English message's key and the parts its template copies, or null when no template matches. */
export function matchMessage(message: string): { key: MessageKey; values: Record<string, string> } | null {
  for (const c of patterns()) {
    const m = c.re.exec(message);
    if (!m) continue;
    const values: Record<string, string> = {};
    c.names.forEach((name, i) => { values[name] = m[i + 1] ?? ''; });
    return { key: c.key, values };
  }
  return null;
}

/** The parts a catalogue message copies, by name (`{thing}`, `{n}`, …). */
export type MessageParams = Record<string, string | number>;

/**
 * A catalogue message in the chosen language, from its key: what an error that carries a code answers,
 * with no English text matched. Parts are copied as they are; in Hindi a part that is one of our labels
 * is translated, as translateMessage does.
 */
export function messageText(key: MessageKey, params: MessageParams, language: LanguageCode): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) values[name] = language === 'hi' ? labelInHindi(String(value)) : String(value);
  return fill(language === 'hi' ? messagesHi[key] : messagesEn[key], values);
}

/**
 * A message in the chosen language. English is the wording the code wrote; Hindi comes from the
 * catalogue, with labels translated. A message no template knows stays in English (the hostile
 * suite fails on any such answer to a Hindi request).
 */
export function translateMessage(message: string, language: LanguageCode): string {
  if (language === 'en') return message;
  const found = matchMessage(message);
  if (!found) return message;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.values)) {
    // A nested message ("This change cannot be recorded: …") keeps its detail; labels are translated.
    values[name] = labelInHindi(value);
  }
  return fill(messagesHi[found.key], values);
}

/** A failed check's message as its key and parts: what a request schema's zod issue carries in `params`. */
export interface Said { code: MessageKey; params: MessageParams }

/**
 * A custom issue's English message with its key and parts in `params` (a custom issue's own slot):
 * `ctx.addIssue({ code: 'custom', ...said(key, parts) })`, `.refine(check, said(key, parts))`.
 */
export const said = (code: MessageKey, params: MessageParams = {}): { message: string; params: Said } =>
  ({ message: messageText(code, params, 'en'), params: { code, params } });

/**
 * A zod error map for a type check or a built-in check (`{ error: says(key, parts) }`, `.max(n, { error:
 * says(key, parts) })`): the English message, with its key and parts stamped on the issue as `params`.
 * zod copies the issue's own keys after asking the map (the unit test of fields.ts holds it to that).
 */
export const says = (code: MessageKey, params: MessageParams = {}) => (issue: object): string => {
  (issue as { params?: Said }).params = { code, params };
  return messageText(code, params, 'en');
};

/** The key and parts a zod issue carries (made by said or says), or null. */
export function saidOf(issue: object): Said | null {
  const p = (issue as { params?: Partial<Said> }).params;
  return p && typeof p.code === 'string' && Object.hasOwn(messagesEn, p.code) && p.params && typeof p.params === 'object'
    ? { code: p.code, params: p.params }
    : null;
}
