// A message written in English (a form check, the app's own "can't reach the server") in the language
// chosen now, from the messages catalogue the API answers from (@ledger/contract i18n/messages.ts).
import { translateMessage } from '@ledger/contract';
import i18next from 'i18next';

export const localMessage = (message: string): string => translateMessage(message, i18next.language === 'hi' ? 'hi' : 'en');
