// Latin kept in Hindi text: units, codes and names the same in both languages, and other programs' own words (Tally's
// menus and groups). One list: the catalogue's unit test and the Hindi screens' e2e both read it.
export const KEPT_IN_LATIN = /\b(KG|GSTIN|GST|CGST|HSN|PDF|Excel|CSV|JSON|WhatsApp|OTP|QR|SMS|IST|DD-MM-YYYY|HH:MM|FIFO|CA|FORM GST ITC-04|ITC-04|Table 4|Table 5A|Table 5B|Table 5C|Job Work Ledger|SL|Tally|TallyPrime|XML|Import → Transactions|Sundry Debtors|Sundry Creditors)\b/g;
