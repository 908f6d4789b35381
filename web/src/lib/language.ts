// The chosen language as the contract's code, for the words the web reads from @ledger/contract's
// documents catalogue (balances, document number labels) rather than from its own.
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@ledger/contract';

export function useLanguageCode(): LanguageCode {
  const { i18n } = useTranslation();
  return i18n.language === 'hi' ? 'hi' : 'en';
}
