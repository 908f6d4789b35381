// A message in the language chosen now, from its catalogue key (@ledger/contract i18n/messages.ts, the one
// the API answers its refusals from): the app's own messages, and every form check's, whose key its check
// stamped on the issue (the contract's said/says). No English text is matched.
import { messageText, saidOf, type MessageKey, type MessageParams } from '@ledger/contract';
import i18next from 'i18next';

const language = () => (i18next.language === 'hi' ? 'hi' : 'en');

/** A catalogue message in the chosen language. */
export const localText = (code: MessageKey, params: MessageParams = {}): string => messageText(code, params, language());

/** A failed check's message in the chosen language, from the key its check carries (its own words when it carries none). */
export const issueText = (issue: { message: string }): string => {
  const said = saidOf(issue);
  return said ? messageText(said.code, said.params, language()) : issue.message;
};
