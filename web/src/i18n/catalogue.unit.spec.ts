// The Hindi catalogue has every key of the English one and no other, no empty string, and the same
// {{placeholders}} in each message (the types check the keys too; this names what is missing); no English
// word is left in a Hindi message; and what the server sends that the screens show by name reads the same
// as in the server's files, in both languages: the default sub-party. (Each kind of entry is named from one
// home, @ledger/contract entryKinds.ts: test/unit/kind-names.unit.spec.ts walks every place that names one.)
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { subPartyLabel } from '../lib/sub-party';
import { en } from './en';
import { hi } from './hi';
import { KEPT_IN_LATIN } from './kept-latin';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const english = leaves(en as unknown as Tree);
  const hindi = leaves(hi as unknown as Tree);

  it('Hindi has every English key and no other', () => {
    expect([...english.keys()].filter((k) => !hindi.has(k))).toEqual([]);
    expect([...hindi.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('no message is empty, and each keeps its placeholders', () => {
    for (const [k, v] of english) {
      expect(v.trim(), k).not.toBe('');
      expect(hindi.get(k)?.trim(), `hi ${k}`).not.toBe('');
      expect(placeholders(hindi.get(k) ?? ''), k).toEqual(placeholders(v));
    }
  });
});


const GSTIN_EXAMPLE = /\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b/g;

describe('Hindi', () => {
  it('leaves no English word in a Hindi message (units, codes and names apart)', () => {
    const english = [...leaves(hi as unknown as Tree)]
      .map(([key, text]) => [key, text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(KEPT_IN_LATIN, '').replace(GSTIN_EXAMPLE, '')] as const)
      .filter(([, text]) => /[A-Za-z]{2,}/.test(text));
    expect(english).toEqual([]);
  });
});

describe('what the server sends, shown by name', () => {
  it('the default sub-party is called by the catalogue\'s word, not by the name the server stored for it', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en }, hi: { translation: hi } }, lng: 'hi', fallbackLng: 'en' });
    const stored = { name: 'Default', isDefault: true };
    expect(subPartyLabel(stored, i18n.getFixedT('hi'))).toBe(hi.common.defaultSubParty);
    expect(hi.common.defaultSubParty).toMatch(/^[\u0900-\u097F ]+$/u);
    expect(subPartyLabel(stored, i18n.getFixedT('en'))).toBe(en.common.defaultSubParty);
    expect(subPartyLabel({ name: 'Unit 2', isDefault: false }, i18n.getFixedT('hi'))).toBe('Unit 2');
  });
});
