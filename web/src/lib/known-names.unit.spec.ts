import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootTitleScript, knownPartyName } from './known-names';
import { PARTY_NAMES_KEY, USER_TOKEN_KEY } from './storage-keys';

const ID = '0e2a6b3c-1111-4222-8333-444455556666';

/** A Storage holding `items`. */
function storage(items: Record<string, string>): Storage {
  return {
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => void (items[key] = value),
    removeItem: (key: string) => void delete items[key],
    clear: () => {},
    key: () => null,
    length: Object.keys(items).length,
  };
}

const signedIn = (names: unknown) => storage({ [USER_TOKEN_KEY]: 'token', [PARTY_NAMES_KEY]: JSON.stringify(names) });
const known = (pathname: string, store: Storage) => knownPartyName(pathname, store, USER_TOKEN_KEY, PARTY_NAMES_KEY);

describe("a party page's known name", () => {
  it('given a signed-in user who has seen the list, when their party page is asked, then its name is known', () => {
    expect(known(`/party/${ID}`, signedIn({ [ID]: 'Om Sai Dyeing & Printing' }))).toBe('Om Sai Dyeing & Printing');
  });

  it('given any other path, a party not in the list, or no one signed in, then no name is known', () => {
    const store = signedIn({ [ID]: 'Om Sai' });
    for (const path of ['/party', `/party/${ID}/ledger`, `/party/${ID}/`, '/party/constructor', '/party/__proto__', '/']) expect(known(path, store)).toBeNull();
    expect(known('/party/00000000-0000-4000-8000-000000000000', store)).toBeNull();
    expect(known(`/party/${ID}`, storage({ [PARTY_NAMES_KEY]: JSON.stringify({ [ID]: 'Om Sai' }) }))).toBeNull();
  });

  it('given a name in Devanagari (the system font may lack it), a blank name, or a store that is not a map, then no name is known', () => {
    expect(known(`/party/${ID}`, signedIn({ [ID]: 'श्री गणेश' }))).toBeNull();
    expect(known(`/party/${ID}`, signedIn({ [ID]: '  ' }))).toBeNull();
    expect(known(`/party/${ID}`, signedIn({ [ID]: 5 }))).toBeNull();
    expect(known(`/party/${ID}`, signedIn([ID]))).toBeNull();
    expect(known(`/party/${ID}`, storage({ [USER_TOKEN_KEY]: 't', [PARTY_NAMES_KEY]: '{not json' }))).toBeNull();
  });
});

describe("index.html's boot script", () => {
  /** Runs the script against a page whose shell has the title bar, at `pathname`; answers what replaced the bar. */
  function paint(pathname: string, store: Storage): { className: string; textContent: string } | null {
    let painted: { className: string; textContent: string } | null = null;
    const bar = { replaceWith: (node: { className: string; textContent: string }) => void (painted = node) };
    const document = {
      querySelector: (selector: string) => (selector === '.boot-title' ? bar : null),
      createElement: () => ({ className: '', textContent: '' }),
    };
    runInNewContext(bootTitleScript(), { location: { pathname }, localStorage: store, document });
    return painted;
  }

  it("given a known party, when its page is loaded, then the shell's title bar becomes an h1 holding the name as text", () => {
    expect(paint(`/party/${ID}`, signedIn({ [ID]: '<b>Om</b> & Sons' }))).toEqual({ className: 'boot-h1', textContent: '<b>Om</b> & Sons' });
  });

  it('given no known name, then the bar stays; a store that throws is no error', () => {
    expect(paint('/party', signedIn({ [ID]: 'Om' }))).toBeNull();
    const throwing = { getItem: () => { throw new Error('denied'); } } as unknown as Storage;
    expect(paint(`/party/${ID}`, throwing)).toBeNull();
  });

  it('is plain script: no import, no module syntax, nothing a bundler adds', () => {
    expect(bootTitleScript()).not.toMatch(/\bimport\b|\bexport\b|__name|require\(/);
  });
});
