// The documents catalogue: every word the server prints on a PDF, an Excel sheet or a CSV file (the
// statement, the ledger, Entries, slips, the Rule 55 delivery challan, ITC-04's title lines, the shared
// statement and its WhatsApp message), in English and in Hindi. The API picks one by the request's
// Accept-Language (language.ts). Figures stay en-IN (₹1,23,456.50, 1,05,500.000) and dates DD-MM-YYYY
// in both; names, numbers, GSTIN, HSN, KG and ₹ are not translated. ITC-04's column headers are the
// GST offline utility's and stay in English (gst/itc04.ts).
//
// A `{{name}}` in a template is filled by documentWords(lang)(key, { name }); the names a key takes
// are read from its English template, so a missing or misspelt one does not compile.
import type { LanguageCode } from './language.ts';
import { monthName } from '../format.ts';

export const documentsEn = {
  // Header and contact lines (every PDF).
  printedOn: 'Printed {{date}}',
  partyLine: 'Party: {{name}}',
  stateLine: 'State: {{state}}',
  gstinLine: 'GSTIN: {{gstin}}',
  phoneLine: 'Phone: {{phone}}',
  pageOf: 'Page {{page}} of {{pages}}',

  // What the documents are called (each PDF's title, the sheets' title lines).
  statement: 'Statement',
  statementTitle: 'Statement · {{month}}',
  statementOf: 'Statement {{party}} {{month}}',
  statementSheetTitle: 'Statement: {{party}} — {{month}}',
  ledger: 'Ledger',
  ledgerTitle: 'Ledger · {{range}}',
  ledgerOf: 'Ledger {{party}} {{range}}',
  ledgerSheetTitle: 'Ledger: {{party}} — {{range}}',
  ledgerSheetName: '{{party}} ledger',
  dateRange: '{{from}} to {{to}}',
  entries: 'Entries {{month}}',
  entriesTitle: 'Entries — {{month}}',
  entriesFilter: 'Party: {{party}}',
  allParties: 'All',

  // Columns and labels.
  side: 'Side',
  date: 'Date',
  document: 'Document',
  number: 'Number',
  particulars: 'Particulars',
  subParty: 'Sub Party',
  subPartyName: 'Sub Party: {{name}}',
  party: 'Party',
  product: 'Product',
  type: 'Type',
  note: 'Note',
  noteLine: 'Note: {{note}}',
  slipNo: 'Slip No.',
  billNo: 'Bill No.',
  quantity: 'Quantity',
  quantityKg: 'Quantity (KG)',
  rateKg: 'Rate (₹/KG)',
  amount: 'Amount',
  amountRupees: 'Amount (₹)',
  amountAtRate: 'Amount {{rate}}',
  balanceKg: 'Balance KG',
  balanceRupees: 'Balance ₹',
  balanceKgColumn: 'Balance (KG)',
  balanceRupeesColumn: 'Balance (₹)',
  grossKg: 'Gross (KG)',
  bagKg: 'Bag (KG)',
  rejectedKg: 'Rejected (KG)',
  netOrQuantityKg: 'Net / Quantity (KG)',
  burnLossKg: 'Burn Loss (KG)',
  totalQuantity: 'Total Quantity',
  burnLoss: 'Burn Loss ({{percent}}%)',
  netQuantity: 'Net Quantity',
  total: 'Total',
  totalOf: 'Total {{label}}',

  // The two sides of a statement, and its balances.
  outgoing: 'Outgoing',
  incoming: 'Incoming',
  balance: 'Balance',
  summary: 'Summary',
  carriedInBalance: 'Carried-in Balance',
  forwardBalance: 'Forward Balance',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  nothingThisMonth: 'Nothing this month',
  itemTotal: 'Item total',
  itemTotalParticulars: '{{product}} (loss {{percent}}%, {{mode}})',
  lossInclusive: 'inclusive',
  lossExclusive: 'exclusive',
  billLine: '{{label}} {{number}} · {{product}} · {{quantity}} KG × Labour {{rate}}/KG',
  saleRate: 'Sale {{rate}}/KG',
  purchaseRate: 'Purchase {{rate}}/KG',
  ledgerTotals: 'Outgoing {{outKg}} KG, {{outAmount}} · Incoming {{inKg}} KG, {{inAmount}}',

  // A balance as it reads everywhere (balance.ts): a side and a figure, never a sign. The owner's
  // words, then the party's (the shared page, its PDF, the WhatsApp message).
  balanceToReceive: 'To receive {{figure}}',
  balanceToGive: 'To give {{figure}}',
  balanceToPay: 'To pay {{figure}}',
  balanceSettled: 'Settled',
  balanceDueFromYou: '{{figure}} due from you',
  balanceDueToYou: '{{figure}} due to you',
  balanceSideKg: 'KG: to receive / give',
  balanceSideAmount: '₹: to receive / pay',
  balanceReadingNote: 'Balances: to receive = the party owes us; to give or to pay = we owe the party.',
  movementNote: 'KG and Amount: a plus raises what the party owes us, a minus lowers it.',

  // What each kind of entry is called (spec section 3, "Entry badges"): the one home of these names, for
  // the server's files and the web's screens alike (entryKinds.ts maps each kind to its key here).
  outSlip: 'Out Slip',
  inSlip: 'In Slip',
  typeIn: 'IN',
  typeOut: 'OUT',
  deliveryChallan: 'Delivery Challan',
  receivedChallan: 'Received Challan',
  saleBill: 'Sale Bill',
  purchaseBill: 'Purchase Bill',
  cashPaid: 'Cash Paid',
  cashReceived: 'Cash Received',
  // The Entries screen's type chips for cash (spec section 2, "Entries": "In Cash", "Out Cash"); every other
  // chip is its kind's badge.
  cashReceivedChip: 'In Cash',
  cashPaidChip: 'Out Cash',
  debitNote: 'Debit Note',
  creditNote: 'Credit Note',
  // A note's number, its reason, and the document it adjusts (ledger rules, "Debit and credit notes").
  noteNo: 'Note No.',
  noteReason: 'Reason',
  noteAdjusts: 'Adjusts',
  adjustsDocument: '{{name}} {{number}} of {{date}}',
  adjustsDeleted: '{{document}} (deleted)',
  // What a kind is, said beside its name (the Add Entry menu, a slip's heading).
  inSlipHint: 'goods received',
  outSlipHint: 'goods sent',
  deliveryChallanHint: 'issued by your company',
  receivedChallanHint: 'issued by your party',
  debitNoteHint: 'the party owes you more',
  creditNoteHint: 'the party owes you less',

  // A slip.
  slip: 'Slip {{numbers}}',
  slipHeading: '{{name}} ({{hint}})',
  goods: 'Product',
  grossQuantity: 'Gross Quantity',
  bagQuantity: 'Bag Quantity',
  rejectedQuantity: 'Rejected Quantity',
  receiverSignature: "Receiver's Signature",
  authorisedSignatory: 'Authorised Signatory',

  // The Rule 55 delivery challan. The copies keep the rule's English words in Hindi too.
  // The paper's title and file title are the Delivery Challan's name (entryKinds.ts), the title in capitals.
  challanOf: '{{name}} {{number}}',
  challanOriginal: 'ORIGINAL FOR CONSIGNEE',
  challanDuplicate: 'DUPLICATE FOR TRANSPORTER',
  challanTriplicate: 'TRIPLICATE FOR CONSIGNOR',
  challanRule: 'For goods sent for job work (Rule 55, CGST Rules 2017; Section 143, CGST Act)',
  challanNo: 'Challan No.',
  reference: 'Reference',
  slipReference: '{{number}} ({{type}})',
  placeOfSupply: 'Place of supply',
  consignor: 'Consignor',
  consignee: 'Consignee (job worker)',
  addressMissing: 'Address: —',
  unregistered: 'unregistered',
  // Our company without GSTIN or address: printed only when the owner confirmed it, and then it says so.
  companyGstinMissing: 'GSTIN: NOT GIVEN',
  companyAddressMissing: 'Address: NOT GIVEN',
  companyDetailsWarning: 'WARNING: Rule 55 requires the consignor\'s GSTIN and address; this challan was printed without the {{missing}}, as confirmed. Add them in Settings › Address and GST.',
  missingGstin: 'GSTIN',
  missingAddress: 'address',
  missingGstinAndAddress: 'GSTIN and address',
  serialNo: 'S. No.',
  descriptionOfGoods: 'Description of goods',
  unit: 'Unit',
  valueRupees: 'Value (₹)',
  noTax: 'Goods sent for job work, not for sale: no tax is charged.',
  transporter: 'Transporter / vehicle no.: ______________________',
  receiverSignatureLower: "Receiver's signature",
  forCompany: 'For {{company}}',

  // The deemed-supply draft (Section 143): a draft for the CA, not an invoice issued.
  deemedTitle: 'DRAFT TAX INVOICE',
  deemedFile: 'Draft tax invoice {{number}}',
  deemedRule: 'Deemed supply under Section 143(3) and (4), CGST Act 2017: goods sent for job work and not received back within {{years}} of being sent out are deemed supplied to the job worker on the day they were sent out.',
  deemedDraftNote: 'DRAFT for your CA to check and complete: not yet an invoice. Give it an invoice number from your tax-invoice series when you issue it.',
  deemedOneYear: 'one year (inputs)',
  deemedThreeYears: 'three years (capital goods)',
  deemedDate: 'Date of supply (deemed)',
  deemedSentOn: 'Sent out on',
  deemedLimit: 'Last day to come back',
  deemedSupplier: 'Supplier',
  deemedRecipient: 'Recipient (job worker)',
  deemedQuantity: 'Not returned',
  taxableValue: 'Taxable value (₹)',
  gstRate: 'GST rate',
  gstAmount: 'GST (₹)',
  deemedRateBlank: 'The products carry no GST rate: the rate and the tax (CGST and SGST, or IGST) are left blank for your CA to fill in. The taxable value is the value on the delivery challan: quantity × the product\'s value rate.',

  // ITC-04's title lines (the column headers are the GST utility's, in English).
  itc04Period: 'ITC-04 · FY {{fy}} {{period}} ({{range}})',
  itc04Table4: 'Table 4: inputs sent for job work',
  itc04Table5A: 'Table 5A: received back from the job worker',
  itc04Table5B: 'Table 5B: sent from one job worker to another',
  itc04Table5C: "Table 5C: supplied from the job worker's premises",

  // The shared statement's WhatsApp message, with the closing balance in words.
  shareMessage: '{{company}}: statement of {{month}} for {{party}}. Closing balance: {{balance}}.',
  // A reminder's WhatsApp message (Balances to collect): the balance in words; the statement link follows it.
  reminderMessage: 'Dear {{party}}, a reminder from {{company}}: your balance is {{balance}}. Your statement:',
  amountInWords: '{{amount}} ({{words}})',

  // Month names (statements, Entries).
} as const;

export type DocumentKey = keyof typeof documentsEn;
/** A documents catalogue: a string for every key of the English one. */
export type DocumentTexts = { [K in DocumentKey]: string };

export const documentsHi: DocumentTexts = {
  printedOn: 'प्रिंट की तारीख {{date}}',
  partyLine: 'पार्टी: {{name}}',
  stateLine: 'राज्य: {{state}}',
  gstinLine: 'GSTIN: {{gstin}}',
  phoneLine: 'फ़ोन: {{phone}}',
  pageOf: 'पेज {{page}} / {{pages}}',

  statement: 'स्टेटमेंट',
  statementTitle: 'स्टेटमेंट · {{month}}',
  statementOf: 'स्टेटमेंट {{party}} {{month}}',
  statementSheetTitle: 'स्टेटमेंट: {{party}} — {{month}}',
  ledger: 'खाता',
  ledgerTitle: 'खाता · {{range}}',
  ledgerOf: 'खाता {{party}} {{range}}',
  ledgerSheetTitle: 'खाता: {{party}} — {{range}}',
  ledgerSheetName: '{{party}} खाता',
  dateRange: '{{from}} से {{to}} तक',
  entries: 'एंट्री {{month}}',
  entriesTitle: 'एंट्री — {{month}}',
  entriesFilter: 'पार्टी: {{party}}',
  allParties: 'सभी',

  side: 'पक्ष',
  date: 'तारीख',
  document: 'दस्तावेज़',
  number: 'नंबर',
  particulars: 'विवरण',
  subParty: 'सब-पार्टी',
  subPartyName: 'सब-पार्टी: {{name}}',
  party: 'पार्टी',
  product: 'प्रोडक्ट',
  type: 'प्रकार',
  note: 'नोट',
  noteLine: 'नोट: {{note}}',
  slipNo: 'स्लिप नं.',
  billNo: 'बिल नं.',
  quantity: 'मात्रा',
  quantityKg: 'मात्रा (KG)',
  rateKg: 'रेट (₹/KG)',
  amount: 'रकम',
  amountRupees: 'रकम (₹)',
  amountAtRate: 'रकम {{rate}}',
  balanceKg: 'बकाया KG',
  balanceRupees: 'बकाया ₹',
  balanceKgColumn: 'बकाया (KG)',
  balanceRupeesColumn: 'बकाया (₹)',
  grossKg: 'ग्रॉस (KG)',
  bagKg: 'बैग (KG)',
  rejectedKg: 'रिजेक्ट (KG)',
  netOrQuantityKg: 'नेट / मात्रा (KG)',
  burnLossKg: 'बर्न लॉस (KG)',
  totalQuantity: 'कुल मात्रा',
  burnLoss: 'बर्न लॉस ({{percent}}%)',
  netQuantity: 'शुद्ध मात्रा',
  total: 'कुल',
  totalOf: 'कुल {{label}}',

  outgoing: 'जावक',
  incoming: 'आवक',
  balance: 'बैलेंस',
  summary: 'सारांश',
  carriedInBalance: 'पिछला बैलेंस',
  forwardBalance: 'आगे का बैलेंस',
  openingBalance: 'शुरुआती बकाया',
  closingBalance: 'अंतिम बकाया',
  nothingThisMonth: 'इस महीने कुछ नहीं',
  itemTotal: 'आइटम का जोड़',
  itemTotalParticulars: '{{product}} (लॉस {{percent}}%, {{mode}})',
  lossInclusive: 'शामिल',
  lossExclusive: 'अलग से',
  billLine: '{{label}} {{number}} · {{product}} · {{quantity}} KG × मजदूरी {{rate}}/KG',
  saleRate: 'बिक्री {{rate}}/KG',
  purchaseRate: 'खरीद {{rate}}/KG',
  ledgerTotals: 'जावक {{outKg}} KG, {{outAmount}} · आवक {{inKg}} KG, {{inAmount}}',

  balanceToReceive: '{{figure}} लेना है',
  balanceToGive: '{{figure}} देना है',
  balanceToPay: '{{figure}} देना है',
  balanceSettled: 'हिसाब बराबर',
  balanceDueFromYou: '{{figure}} आपकी ओर बकाया',
  balanceDueToYou: '{{figure}} आपको मिलना है',
  balanceSideKg: 'KG: लेना / देना',
  balanceSideAmount: '₹: लेना / देना',
  balanceReadingNote: 'बकाया: लेना है = पार्टी पर हमारा बकाया; देना है = पार्टी का हम पर बकाया।',
  movementNote: 'KG और रकम: प्लस से पार्टी पर हमारा बकाया बढ़ता है, माइनस से घटता है।',

  outSlip: 'जावक स्लिप',
  inSlip: 'आवक स्लिप',
  typeIn: 'आवक',
  typeOut: 'जावक',
  deliveryChallan: 'डिलीवरी चालान',
  receivedChallan: 'प्राप्त चालान',
  saleBill: 'बिक्री बिल',
  purchaseBill: 'खरीद बिल',
  cashPaid: 'नकद भुगतान',
  cashReceived: 'नकद प्राप्त',
  cashReceivedChip: 'नकद आवक',
  cashPaidChip: 'नकद जावक',
  debitNote: 'डेबिट नोट',
  creditNote: 'क्रेडिट नोट',
  noteNo: 'नोट नं.',
  noteReason: 'कारण',
  noteAdjusts: 'समायोजन',
  adjustsDocument: '{{name}} {{number}}, दिनांक {{date}}',
  adjustsDeleted: '{{document}} (हटाया गया)',
  inSlipHint: 'माल आया',
  outSlipHint: 'माल भेजा',
  deliveryChallanHint: 'आपकी कंपनी द्वारा जारी',
  receivedChallanHint: 'आपकी पार्टी द्वारा जारी',
  debitNoteHint: 'पार्टी पर बकाया बढ़ेगा',
  creditNoteHint: 'पार्टी पर बकाया घटेगा',

  slip: 'स्लिप {{numbers}}',
  slipHeading: '{{name}} ({{hint}})',
  goods: 'माल',
  grossQuantity: 'कुल वज़न',
  bagQuantity: 'बोरी का वज़न',
  rejectedQuantity: 'रिजेक्ट मात्रा',
  receiverSignature: 'माल लेने वाले के हस्ताक्षर',
  authorisedSignatory: 'अधिकृत हस्ताक्षरकर्ता',

  deemedTitle: 'टैक्स इनवॉइस का मसौदा — DRAFT TAX INVOICE',
  deemedFile: 'टैक्स इनवॉइस का मसौदा {{number}}',
  deemedRule: 'धारा 143(3) और (4), CGST अधिनियम 2017 के तहत मानी गई सप्लाई: जॉब वर्क के लिए भेजा गया जो माल भेजने के {{years}} के अंदर वापस नहीं आया, वह उसी दिन जॉब वर्कर को सप्लाई माना जाता है जिस दिन भेजा गया था।',
  deemedDraftNote: 'मसौदा: अपने CA से जाँच करवाकर पूरा करें; यह अभी इनवॉइस नहीं है। जारी करते समय इसे अपनी टैक्स इनवॉइस सीरीज़ का नंबर दें।',
  deemedOneYear: 'एक साल (इनपुट)',
  deemedThreeYears: 'तीन साल (कैपिटल गुड्स)',
  deemedDate: 'सप्लाई की तारीख़ (मानी गई)',
  deemedSentOn: 'भेजने की तारीख़',
  deemedLimit: 'वापस आने का आख़िरी दिन',
  deemedSupplier: 'सप्लायर',
  deemedRecipient: 'प्राप्तकर्ता (जॉब वर्कर)',
  deemedQuantity: 'वापस नहीं आया',
  taxableValue: 'टैक्स योग्य मूल्य (₹)',
  gstRate: 'GST दर',
  gstAmount: 'GST राशि (₹)',
  deemedRateBlank: 'प्रोडक्ट में GST दर दर्ज नहीं होती: दर और टैक्स (CGST और SGST, या IGST) आपके CA के भरने के लिए ख़ाली छोड़े गए हैं। टैक्स योग्य मूल्य डिलीवरी चालान का मूल्य है: मात्रा × प्रोडक्ट का वैल्यू रेट।',

  challanOf: '{{name}} {{number}}',
  challanOriginal: 'मूल प्रति — ORIGINAL FOR CONSIGNEE',
  challanDuplicate: 'दूसरी प्रति — DUPLICATE FOR TRANSPORTER',
  challanTriplicate: 'तीसरी प्रति — TRIPLICATE FOR CONSIGNOR',
  challanRule: 'जॉब वर्क के लिए भेजे गए माल का चालान (नियम 55, CGST नियम 2017; धारा 143, CGST अधिनियम)',
  challanNo: 'चालान नं.',
  reference: 'संदर्भ',
  slipReference: '{{number}} ({{type}})',
  placeOfSupply: 'सप्लाई का स्थान',
  consignor: 'माल भेजने वाला',
  consignee: 'माल पाने वाला (जॉब वर्कर)',
  addressMissing: 'पता: —',
  unregistered: 'रजिस्टर्ड नहीं',
  companyGstinMissing: 'GSTIN: नहीं दिया गया',
  companyAddressMissing: 'पता: नहीं दिया गया',
  companyDetailsWarning: 'चेतावनी: नियम 55 में माल भेजने वाले का GSTIN और पता ज़रूरी है; यह चालान {{missing}} के बिना, पुष्टि के बाद प्रिंट हुआ। इन्हें सेटिंग्स › पता और GST में जोड़ें।',
  missingGstin: 'GSTIN',
  missingAddress: 'पता',
  missingGstinAndAddress: 'GSTIN और पता',
  serialNo: 'क्र.',
  descriptionOfGoods: 'माल का विवरण',
  unit: 'इकाई',
  valueRupees: 'मूल्य (₹)',
  noTax: 'माल जॉब वर्क के लिए भेजा गया है, बिक्री के लिए नहीं: इस पर कोई टैक्स नहीं लगा है।',
  transporter: 'ट्रांसपोर्टर / गाड़ी नं.: ______________________',
  receiverSignatureLower: 'माल लेने वाले के हस्ताक्षर',
  forCompany: '{{company}} की ओर से',

  itc04Period: 'ITC-04 · वित्त वर्ष {{fy}} {{period}} ({{range}})',
  itc04Table4: 'Table 4: जॉब वर्क के लिए भेजा गया माल (इनपुट)',
  itc04Table5A: 'Table 5A: जॉब वर्कर से वापस मिला माल',
  itc04Table5B: 'Table 5B: एक जॉब वर्कर से दूसरे जॉब वर्कर को भेजा गया माल',
  itc04Table5C: 'Table 5C: जॉब वर्कर के परिसर से बेचा गया माल',

  shareMessage: '{{company}}: {{party}} का {{month}} का स्टेटमेंट। महीने के अंत का हिसाब: {{balance}}।',
  reminderMessage: '{{party}} जी, {{company}} की ओर से याद दिलाना: आपका हिसाब {{balance}}। आपका स्टेटमेंट:',
  amountInWords: '{{amount}} ({{words}})',

};

/** The documents catalogue of a language. */
export function documentText(lang: LanguageCode): DocumentTexts {
  return lang === 'hi' ? documentsHi : documentsEn;
}

/** The `{{name}}`s of a template, as a union of names (never when it has none). */
type Slots<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Slots<Rest> : never;
/** The keys whose text has no `{{name}}` (labels such as 'Sale Bill'): d(key) alone gives their text. */
export type PlainDocumentKey = { [K in DocumentKey]: [Slots<(typeof documentsEn)[K]>] extends [never] ? K : never }[DocumentKey];
/** The values a key's template is filled with: one for each of its `{{name}}`s. */
export type DocumentValues<K extends DocumentKey> = Record<Slots<(typeof documentsEn)[K]>, string | number>;
/**
 * A key's text in one language, its `{{name}}`s filled: values are required exactly when the template has
 * some. `language` is that language, for the words that come from other lists (a state's name: GST_STATES).
 */
export type DocumentWords = (<K extends DocumentKey>(
  key: K, ...values: [Slots<(typeof documentsEn)[K]>] extends [never] ? [] : [DocumentValues<K>]
) => string) & { readonly language: LanguageCode };

/** Fills a template's `{{name}}`s; an unknown name is left as it is. */
export function fillDocumentTemplate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** d('statementTitle', { month }) in a language: what the document builders write with. */
export function documentWords(lang: LanguageCode): DocumentWords {
  const texts = documentText(lang);
  const words = (key: DocumentKey, values?: Record<string, string | number>) => fillDocumentTemplate(texts[key], values);
  return Object.assign(words, { language: lang }) as DocumentWords;
}

/** 'April 2026' / 'अप्रैल 2026': digits the same in both. */
export function documentMonth(lang: LanguageCode, month: number, year: number): string {
  return monthName(month, year, lang);
}
