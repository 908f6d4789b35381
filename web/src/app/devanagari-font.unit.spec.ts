// The bundled Devanagari face (devanagari-font.css): its unicode-range is @fontsource's Devanagari subset
// less the rupee signs, each weight points at a file the package ships, and the app's font stack names it.
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_FAMILY, FONT_STACK } from './font-stack';

const require = createRequire(import.meta.url);
const css = readFileSync(new URL('./devanagari-font.css', import.meta.url), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
const descriptor = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim() ?? '';
const ranges = (list: string) => list.split(',').map((range) => range.trim().toUpperCase());

describe('the bundled Devanagari font', () => {
  it('covers @fontsource\'s Devanagari subset less ₹ and ₨ (the system fonts draw those), in both weights, shown at once', () => {
    const subset = ranges((require('@fontsource/noto-sans-devanagari/unicode.json') as { devanagari: string }).devanagari);
    const expected = subset.filter((range) => range !== 'U+20A8' && range !== 'U+20B9');
    expect(expected.length).toBe(subset.length - 2);
    expect(faces.map((face) => descriptor(face, 'font-weight'))).toEqual(['400', '700']);
    for (const face of faces) {
      expect(descriptor(face, 'font-family')).toBe(`'${DEVANAGARI_FAMILY}'`);
      expect(ranges(descriptor(face, 'unicode-range'))).toEqual(expected);
      expect(descriptor(face, 'font-display')).toBe('block');
      const file = /url\('([^']+)'\)/.exec(face)?.[1] ?? '';
      expect(existsSync(require.resolve(file)), file).toBe(true);
    }
  });

  it('leads the app\'s font stack', () => {
    expect(FONT_STACK.split(',')[0]).toBe(`"${DEVANAGARI_FAMILY}"`);
  });
});
