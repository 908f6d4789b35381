// A message in the language chosen now, from its catalogue key (@ledger/contract i18n/messages.ts, the one
// the API answers its refusals from): the app's own messages, and every form check's, whose key its check
// stamped on the issue (the contract's said/says). No English text is matched. The Hindi messages
// (i18n/messages-hi.ts) load with the Hindi catalogue (i18n/index.ts), so an English reader never fetches them.
import { englishText, saidOf, type MessageKey, type MessageParams } from '@ledger/contract';
import i18next from 'i18next';

let hindiText: ((code: MessageKey, params: MessageParams) => string) | undefined;

/** Loads the contract's Hindi messages; the Hindi catalogue's loading waits for it. */
export async function loadHindiMessages(): Promise<void> {
  const { messageText } = await import('@ledger/contract/i18n/messages-hi');
  hindiText = (code, params) => messageText(code, params, 'hi');
}

/** A catalogue message in the chosen language. */
export const localText = (code: MessageKey, params: MessageParams = {}): string =>
  (i18next.language === 'hi' && hindiText ? hindiText(code, params) : englishText(code, params));

/** A failed check's message in the chosen language, from the key its check carries (its own words when it carries none). */
export const issueText = (issue: { message: string }): string => {
  const said = saidOf(issue);
  return said ? localText(said.code, said.params) : issue.message;
};
