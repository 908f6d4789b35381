// A message written in English (a form check, the app's own "can't reach the server") in the language
// chosen now, from the messages catalogue the API answers from (@ledger/contract i18n/messages.ts). The
// Hindi messages and their translation (i18n/messages-hi.ts) load with the Hindi catalogue
// (i18n/index.ts), so an English reader never fetches them.
import i18next from 'i18next';

let toHindi: ((message: string) => string) | undefined;

/** Loads the contract's Hindi messages; the Hindi catalogue's loading waits for it. */
export async function loadHindiMessages(): Promise<void> {
  const { translateMessage } = await import('@ledger/contract/i18n/messages-hi');
  toHindi = (message) => translateMessage(message, 'hi');
}

export const localMessage = (message: string): string => (i18next.language === 'hi' && toHindi ? toHindi(message) : message);
