// Server-side PDF rendering (pdfmake 0.3) for printed ledger statements. Two embedded Noto Sans
// faces: 'Latin' for ordinary text and 'Deva' for Devanagari and the rupee sign, which the Latin
// subset lacks; t() splits a string into runs so each character lands in a face that has it.
import { createRequire } from 'node:module';
import { PRODUCT_NAME } from '@ledger/contract';

const require = createRequire(import.meta.url);

/** pdfmake 0.3 ships no types: a loose content node (string, array, or object node). */
export type Content = string | Content[] | { [key: string]: unknown };
/** Inline style properties of a text node (fontSize, bold, alignment, margin, ...). */
export type Style = { [key: string]: unknown };

/** The part of a pdfmake document definition we use; any other pdfmake key passes through. */
export interface DocDefinition {
  content: Content;
  styles?: Record<string, Style>;
  defaultStyle?: Style;
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins?: number | [number, number] | [number, number, number, number];
  info?: { title?: string; author?: string; subject?: string; keywords?: string };
  [key: string]: unknown;
}

// The small slice of the pdfmake singleton's server API called here.
interface PdfMake {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(def: object): { getBuffer(): Promise<Buffer> };
}

// Regular and bold faces from the @fontsource subset files. WOFF, not WOFF2: pdfkit embeds WOFF2
// glyphs with broken outlines. No italic face ships, so italics fall back to upright.
function family(pkg: string, subset: string) {
  const file = (weight: number) => require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);
  return { normal: file(400), bold: file(700), italics: file(400), bolditalics: file(700) };
}
const fonts = { Latin: family('noto-sans', 'latin'), Deva: family('noto-sans-devanagari', 'devanagari') };
const fontFiles = new Set(Object.values(fonts).flatMap((f) => Object.values(f)));

/**
 * pdfmake, loaded on the first PDF (it and pdfkit are ~26 MB of memory and ~0.3 s of start-up that
 * a server printing nothing need not pay), with the fonts registered once per process: only these
 * font files may be read, and nothing is fetched.
 */
let loaded: PdfMake | null = null;
function pdfmake(): PdfMake {
  if (loaded) return loaded;
  const p = require('pdfmake') as PdfMake;
  p.setFonts(fonts);
  p.setLocalAccessPolicy((path) => fontFiles.has(path));
  p.setUrlAccessPolicy(() => false);
  loaded = p;
  return p;
}

// Devanagari, Vedic extensions, Devanagari Extended, ZWNJ/ZWJ, dotted circle, ₹ and ₨ (the
// subset lists ₨ in its range but has no glyph for it, so ₨ prints as a box; ₹ is fine).
const DEVA = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D\u25CC\u20B9\u20A8]/;

// A zero-width space, which the Latin face has (U+200B, no advance).
const ANCHOR = '\u200B';

/**
 * A text node whose string is split into runs by script, each run in the face that covers it. A line in
 * Devanagari alone would sit on that face's shorter ascender (896 against Latin's 1069 per 1000), a point
 * or two above the Latin text in the next cell; a zero-width Latin run in front puts it on the same baseline.
 */
export function t(text: string, style: Style = {}): Content {
  const runs: { text: string; font: string }[] = [];
  for (const ch of text) {
    const font = DEVA.test(ch) ? 'Deva' : 'Latin';
    const last = runs.at(-1);
    if (last?.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  if (runs.length === 1 && runs[0].font === 'Deva' && /[\u0900-\u097F]/.test(text)) return { ...style, text: [{ text: ANCHOR, font: 'Latin' }, ...runs] };
  if (runs.length <= 1) return { ...style, text, font: runs[0]?.font ?? 'Latin' };
  return { ...style, text: runs };
}

/** Renders a document on A4 in the embedded faces, stamped as produced by the product (PRODUCT_NAME). */
export function renderPdf(def: DocDefinition): Promise<Buffer> {
  return pdfmake()
    .createPdf({
      pageSize: 'A4',
      ...def,
      defaultStyle: { font: 'Latin', fontSize: 10, ...def.defaultStyle },
      info: { ...def.info, producer: PRODUCT_NAME, creator: PRODUCT_NAME },
    })
    .getBuffer();
}
