// A screen's English words come with its code (i18n/english.ts): every module that names a key of a section of the
// catalogue imports that section, so the section is in before the module's screen renders, whichever chunk the
// bundler puts either in. The screens' titles the shell draws (en/shell.ts) are always in. A key named in a module
// that does not import its section would show raw on a screen whose chunk happens not to hold it:
// test/e2e/route-words opens each screen cold and looks for one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { shellWords } from './en/shell';
import { englishSoFar } from './english';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECTIONS = Object.keys(en);
/** A key written in a module: a string or template starting with a section's name and a dot. */
const KEY = new RegExp(`(['"\`])(${SECTIONS.join('|')})\\.([\\w.]*)`, 'g');
/** The sections a module imports (`import '../i18n/en/gst';`, or a value from one). */
const IMPORTED = /(?:from|import) '(?:\.{1,2}\/)+(?:i18n\/)?en\/(\w+)'/g;
const SHELL_KEYS = new Set(Object.entries(shellWords).flatMap(([section, words]) => Object.keys(words).map((key) => `${section}.${key}`)));

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.spec.') ? [full] : [];
  });
}

describe("the English catalogue's sections", () => {
  it('given every module of the web that names a catalogue key, then it imports that key\'s section (the titles the shell draws apart)', () => {
    const missing: string[] = [];
    const files = modules(SRC).filter((file) => !path.relative(SRC, file).startsWith('i18n/'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const imported = new Set([...text.matchAll(IMPORTED)].map((m) => m[1]));
      for (const [, , section, rest] of text.matchAll(KEY)) {
        const key = `${section}.${(rest ?? '').replace(/\.$/, '')}`;
        if (!SHELL_KEYS.has(key) && !imported.has(section)) missing.push(`${path.relative(SRC, file)}: ${key}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('given each section\'s module, then importing it puts its own words in under its own name', () => {
    const putIn = (section: string) => (i18next.isInitialized ? i18next.getResourceBundle('en', 'translation')?.[section] : englishSoFar[section]);
    for (const section of SECTIONS) expect(putIn(section), section).toEqual(en[section as keyof typeof en]);
  });

  it('given the titles the shell draws, then each is its section\'s own (spread into it, one home)', () => {
    for (const [section, words] of Object.entries(shellWords)) expect(en[section as keyof typeof en]).toMatchObject(words);
  });
});
