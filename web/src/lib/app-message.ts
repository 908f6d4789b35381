// The app's own messages in the language chosen now (@ledger/contract i18n/app-messages.ts): a failed call, a server
// out of reach, an ended session. The first script says them on any screen, so it carries these few; every other
// catalogue message (a form check's, a refusal's) is said by lib/local-message.ts, which comes with the forms and
// screens that need it. The Hindi messages (@ledger/contract i18n/messages-hi.ts, all of them) load with the Hindi
// catalogue (i18n/index.ts), so an English reader never fetches them.
import { appMessagesEn, fillParts, type AppMessageKey, type MessageParams } from '@ledger/contract/i18n/app-messages';
import type { MessageKey } from '@ledger/contract/i18n/messages';
import i18next from 'i18next';

let hindiText: ((code: MessageKey, params: MessageParams) => string) | undefined;

/** Loads the contract's Hindi messages; the Hindi catalogue's loading waits for it. */
export async function loadHindiMessages(): Promise<void> {
  const { messageText } = await import('@ledger/contract/i18n/messages-hi');
  hindiText = (code, params) => messageText(code, params, 'hi');
}

/** The Hindi messages once loaded and Hindi is chosen, else null (English). */
export const hindiMessages = (): typeof hindiText | null => (i18next.language === 'hi' && hindiText ? hindiText : null);

/** One of the app's own messages in the chosen language. */
export const appText = (code: AppMessageKey, params: MessageParams = {}): string =>
  hindiMessages()?.(code, params) ?? fillParts(appMessagesEn[code], params);
