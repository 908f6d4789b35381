// The app's languages (i18next with react-i18next): English and Hindi, one catalogue each (en/, hi/),
// chosen on the login page and in Settings and remembered in this browser. Numbers and dates stay
// en-IN and DD-MM-YYYY in both (lib/format.ts), as owners and their parties read them.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { hi } from './hi';

export const LANGUAGES = [{ value: 'en', label: 'English' }, { value: 'hi', label: 'हिन्दी' }] as const;
export type Language = (typeof LANGUAGES)[number]['value'];

const KEY = 'ledger.language';

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
document.documentElement.lang = storedLanguage();

export function setLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Private mode: the choice lasts this visit.
  }
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export { i18n };
