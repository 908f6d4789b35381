// The Hindi catalogue has every key of the English one and no other, no empty string, and the same
// {{placeholders}} in each message (the types check the keys too; this names what is missing).
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';

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
