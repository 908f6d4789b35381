// The app's languages (i18next with react-i18next): English and Hindi, one catalogue each (en/, hi/),
// chosen on the login page and in Settings and remembered in this browser. Numbers and dates stay
// en-IN and DD-MM-YYYY in both (lib/format.ts), as owners and their parties read them.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from './en';
import { english, englishSoFar } from './english';
import { shellWords } from './en/shell';
import { DEVANAGARI_FAMILY } from '../app/font-stack';
import { loadHindiMessages } from '../lib/app-message';

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

// English comes a section at a time, each with the code that draws it (i18n/english.ts): the entry holds the
// shell's and the login page's words and the screens' titles the shell draws; a screen's own words come with its
// chunk. The Hindi catalogue is one chunk, fetched only by those who choose Hindi (main.tsx waits for it before
// the first render, so nobody sees English flash by).
for (const [section, words] of Object.entries(shellWords)) english(section, words);
/**
 * The server reads the language from this cookie to send a Hindi reader the page that preloads the
 * Devanagari font (index.hi.html, vite.config.ts); localStorage stays the app's own record of it.
 */
function rememberInCookie(language: Language): void {
  document.cookie = `${KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: englishSoFar } },
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});
document.documentElement.lang = storedLanguage();
rememberInCookie(storedLanguage());

/**
 * Resolves once the faces `language` is drawn in have loaded (Hindi: both weights of the bundled Noto Sans
 * Devanagari, app/devanagari-font.css), or after 3 s on a connection too slow for them. The first render
 * and a switch to Hindi wait for it, so Hindi is never laid out before its font: text laid out while the
 * face was loading stayed as empty boxes on a device with no Devanagari font of its own.
 */
export function fontsReady(language: Language): Promise<void> {
  if (language !== 'hi' || typeof document.fonts === 'undefined') return Promise.resolve();
  const faces = Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${DEVANAGARI_FAMILY}"`, 'क')));
  return Promise.race([faces.then(() => undefined, () => undefined), new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
}

/** Fetches a language's catalogue once (English is always there). */
async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const [{ hi }] = await Promise.all([import('./hi'), loadHindiMessages()]);
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
  rememberInCookie(language);
  await Promise.all([loadCatalogue(language), fontsReady(language)]);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
