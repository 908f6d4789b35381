// Each screen's English words come with its code (issue 28): a section of the English catalogue (en/<section>.ts)
// puts itself into i18next when its module is evaluated, and every module that names a key of a section imports
// that section (`import '../i18n/en/gst';`; i18n/words.unit.spec.ts holds every file to it). The bundler then puts
// each section in the chunk of the screens that use it: the entry keeps what the shell and the login page draw,
// and a route's words are in before its screen renders (its chunk's modules are evaluated before it). The Hindi
// catalogue stays one chunk, loaded whole when Hindi is chosen (i18n/index.ts).
import i18n from 'i18next';
import type { ResourceStore } from 'i18next';

/** Words put in before i18next was initialised: i18n/index.ts starts it with them. */
export const englishSoFar: Record<string, object> = {};

/** Puts a section's English words into i18next (merged with any of its words already in) and returns them. */
export function english<const W extends object>(section: string, words: W): W {
  if ((i18n.store as ResourceStore | undefined) === undefined) {
    englishSoFar[section] = { ...englishSoFar[section], ...words };
  } else {
    i18n.addResourceBundle('en', 'translation', { [section]: words }, true, true);
  }
  return words;
}
