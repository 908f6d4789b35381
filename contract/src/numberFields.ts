// What each document's number field is called: Slip No. on a slip, Challan No. on a Delivery or Received
// Challan, Bill No. on a Sale or Purchase Bill, Note No. on a note. The
// forms' labels and the refusals that name the field ("Challan No is required") both read this one map.
import { kindsOf, type KindOf } from './documentKinds.ts';
import type { BillKind } from './enums.ts';
import { documentWords, documentsEn, type PlainDocumentKey } from './i18n/documents.ts';
import type { LanguageCode } from './i18n/language.ts';

/** A document that carries a number the owner types. */
export type NumberedDocument = 'SLIP' | BillKind | KindOf<'note'>;

/** Each numbered document's number-field label (documents catalogue key). */
export const NUMBER_FIELD = {
  SLIP: 'slipNo',
  INWARD_JOBWORK_BILL: 'challanNo',
  OUTWARD_JOBWORK_BILL: 'challanNo',
  SALE_BILL: 'billNo',
  PURCHASE_BILL: 'billNo',
  ...noteNumbers(),
} as const satisfies Record<NumberedDocument, PlainDocumentKey>;

/** The form label: 'Challan No.', 'चालान नं.'. */
export const numberFieldLabel = (kind: NumberedDocument, lang: LanguageCode): string => documentWords(lang)(NUMBER_FIELD[kind]);

/** The field as a refusal names it (messages.ts translates it): the English label without its full stop, 'Challan No'. */
export const numberFieldName = (kind: NumberedDocument): string => documentsEn[NUMBER_FIELD[kind]].replace(/\.$/, '');

function noteNumbers() {
  return Object.fromEntries(kindsOf('note').map((kind) => [kind, 'noteNo'])) as Record<KindOf<'note'>, 'noteNo'>;
}
