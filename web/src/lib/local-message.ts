// A message in the language chosen now, from its catalogue key (@ledger/contract i18n/messages.ts, the one
// the API answers its refusals from): every form check's, whose key its check stamped on the issue (the contract's
// said/says), and the screens' own. No English text is matched. The whole English catalogue comes with this module,
// so the first script does not import it: it says its few messages with lib/app-message.ts.
import { englishText, saidOf, type MessageKey, type MessageParams } from '@ledger/contract';
import { hindiMessages } from './app-message';

/** A catalogue message in the chosen language. */
export const localText = (code: MessageKey, params: MessageParams = {}): string => hindiMessages()?.(code, params) ?? englishText(code, params);

/** A failed check's message in the chosen language, from the key its check carries (its own words when it carries none). */
export const issueText = (issue: { message: string }): string => {
  const said = saidOf(issue);
  return said ? localText(said.code, said.params) : issue.message;
};
