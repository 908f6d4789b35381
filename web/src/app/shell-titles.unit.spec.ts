import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { hi } from '../i18n/hi';
import { AUTH_SHELL_PATHS, PUBLIC_SHELL_PREFIX, SHELL_TITLES, shellTitleKey, shellTitlesIn } from './shell-titles';

describe("the shell's titles", () => {
  it('given each catalogue, then every path the shell names has the title its screen draws', () => {
    expect(shellTitlesIn(en)).toEqual({
      '/': en.dashboard.title,
      '/party': en.parties.title,
      '/reminders': en.reminders.title,
      '/product': en.products.title,
      '/entries': en.entries.title,
      '/reports': en.gst.reports,
      '/settings': en.settings.title,
      '/activity': en.audit.activity,
      '/scan': en.gate.title,
      '/gate': en.gate.clerkTitle,
    });
    for (const text of Object.values(shellTitlesIn(hi))) expect(text).toMatch(/[\u0900-\u097f]/);
  });

  it('given a path, then only the exact paths are named (not a party, not an object key)', () => {
    expect(shellTitleKey('/party')).toBe('parties.title');
    for (const path of ['/party/1', '/party/', '/constructor', '/toString', '/login']) expect(shellTitleKey(path)).toBeNull();
    for (const path of [...Object.keys(SHELL_TITLES), ...AUTH_SHELL_PATHS]) expect(path).toMatch(/^\/[a-z/-]*$/);
  });

  it('given the signed-out paths, then each is a route drawing the same card shell while its screen loads (router.tsx)', () => {
    const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const shelled = [...router.matchAll(/\{ path: '([^']+)', \.\.\.authScreen\(/g)].map((m) => m[1]);
    expect(shelled.sort()).toEqual([...AUTH_SHELL_PATHS].sort());
  });

  it('given the public prefix, then the shared statement is the route under it (router.tsx)', () => {
    const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const publicPaths = [...router.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? '').filter((path) => path.startsWith(PUBLIC_SHELL_PREFIX));
    expect(publicPaths).toEqual(['/s/:token']);
  });
});
