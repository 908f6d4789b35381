// The languages the product speaks: English and Hindi. The web app sends its chosen one as
// Accept-Language on every call; the API answers its messages, PDFs and sheets in it. Numbers and
// dates stay en-IN and DD-MM-YYYY in both.
export const LANGUAGE_CODES = ['en', 'hi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/**
 * The language a request asks for: Hindi when the first language tag of its Accept-Language is Hindi
 * (`hi`, `hi-IN`), else English. Only the first tag counts: the web app sends exactly the one chosen,
 * and a browser's own list (`en-IN,hi;q=0.8`) keeps English unless Hindi is its first choice.
 */
export function requestLanguage(acceptLanguage: string | undefined): LanguageCode {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : 'en';
}
