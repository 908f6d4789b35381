// The app's languages (i18next with react-i18next): English and Hindi, one catalogue each (en/, hi/),
// chosen on the login page and in Settings and remembered in this browser. Numbers and dates stay
// en-IN and DD-MM-YYYY in both (lib/format.ts), as owners and their parties read them.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

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

// English is in the entry bundle; the Hindi catalogue is its own chunk, fetched only by those who
// choose Hindi (main.tsx waits for it before the first render, so nobody sees English flash by).
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
document.documentElement.lang = storedLanguage();

/** Fetches a language's catalogue once (English is always there). */
async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { hi } = await import('./hi');
  i18n.addResourceBundle('hi', 'translation', hi);
}

/** Resolves when the remembered language's catalogue is in: main.tsx renders after it. */
export const languageReady: Promise<void> = loadCatalogue(storedLanguage())
  .then(() => void i18n.changeLanguage(storedLanguage()))
  .catch(() => undefined); // Offline with a stale chunk: English (the fallback) rather than nothing.

export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Private mode: the choice lasts this visit.
  }
  await loadCatalogue(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

export { i18n };
