// How a balance reads, wherever it is shown: the party header, the statement's carried-in and forward
// balances, the printed statement, the statement and ledger PDFs and sheets, the party ledger and the
// shared page. A balance is stored signed (positive: the party owes us; negative: we owe the party); it
// is read as a side and a figure without a sign ("To receive 54.860 KG", "To pay ₹12.00", "Settled"),
// coloured by side (the spec's "red when negative, green otherwise": `give` is red, the others green).
// The words are the documents catalogue's (i18n/documents.ts), in English and Hindi.
//
// The owner reads the balance from the company's side; the party, on the page and PDF a shared link opens
// and in the WhatsApp message, reads the same side addressed to them ("₹2,707.50 due from you").
import { formatAmount, formatKg } from './format.ts';
import { documentText, documentWords, fillDocumentTemplate, type DocumentKey } from './i18n/documents.ts';
import type { LanguageCode } from './i18n/language.ts';

/** `receive`: the party owes us (positive); `give`: we owe the party (negative); `settled`: zero. */
export type BalanceSide = 'receive' | 'give' | 'settled';
/** KG (goods) or ₹ (money). */
export type BalanceUnit = 'kg' | 'amount';
/** Who reads it: the owner (the app and its files) or the party (the shared page, its PDF, the message). */
export type BalanceReader = 'owner' | 'party';

export interface BalanceReading {
  side: BalanceSide;
  /** The figure without its sign, as the server sent it ('54.860'). */
  magnitude: string;
}

/** '-54.860' → give 54.860; '2707.50' → receive 2707.50; '0.000' (or '-0.000') → settled. */
export function readBalance(signed: string): BalanceReading {
  const value = signed.trim();
  const magnitude = value.replace(/^[+-]/, '');
  if (!/[1-9]/.test(magnitude)) return { side: 'settled', magnitude };
  return { side: value.startsWith('-') ? 'give' : 'receive', magnitude };
}

/** Each side's words, by reader and unit: the catalogue keys. Money we owe is paid, goods are given back. */
export const BALANCE_WORDS = {
  owner: {
    kg: { receive: 'balanceToReceive', give: 'balanceToGive', settled: 'balanceSettled' },
    amount: { receive: 'balanceToReceive', give: 'balanceToPay', settled: 'balanceSettled' },
  },
  party: {
    kg: { receive: 'balanceDueFromYou', give: 'balanceDueToYou', settled: 'balanceSettled' },
    amount: { receive: 'balanceDueFromYou', give: 'balanceDueToYou', settled: 'balanceSettled' },
  },
} as const satisfies Record<BalanceReader, Record<BalanceUnit, Record<BalanceSide, DocumentKey>>>;

/** The colour class of a side: the spec's red for what we owe, green otherwise. */
export const balanceTone = (side: BalanceSide): 'positive' | 'negative' => (side === 'give' ? 'negative' : 'positive');

/** '54.860 KG' or '₹2,707.50': the figure without its sign. */
export const balanceFigure = (magnitude: string, unit: BalanceUnit): string =>
  unit === 'kg' ? `${formatKg(magnitude)} KG` : formatAmount(magnitude);

export interface BalanceText extends BalanceReading {
  /** The whole reading: 'To give 54.860 KG', '₹2,707.50 due from you', 'Settled'. */
  text: string;
  /** The side's words alone, for a column of its own: 'To give', 'Settled'. */
  sideWords: string;
  /** The figure alone: '54.860 KG', '₹2,707.50'. */
  figure: string;
}

/**
 * A signed balance read in a language, by the owner (default) or the party. `inWords` spells the
 * magnitude out after the figure, as a cheque does: '₹2,707.50 (Two Thousand … Only) due from you'.
 */
export function balanceText(
  signed: string, unit: BalanceUnit, lang: LanguageCode, reader: BalanceReader = 'owner', inWords?: (magnitude: string) => string,
): BalanceText {
  const reading = readBalance(signed);
  const key = BALANCE_WORDS[reader][unit][reading.side];
  const figure = balanceFigure(reading.magnitude, unit);
  const template = documentText(lang)[key];
  const shown = inWords ? documentWords(lang)('amountInWords', { amount: figure, words: inWords(reading.magnitude) }) : figure;
  return {
    ...reading,
    figure,
    text: fillDocumentTemplate(template, { figure: shown }),
    sideWords: fillDocumentTemplate(template, { figure: '' }).trim(),
  };
}
