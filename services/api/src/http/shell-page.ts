// The built page for a path: index.html, or index.hi.html for a Hindi reader, with its boot shell made for the path
// from the shell.json the build writes (web/src/app/shell-titles.ts): the card's shell for a signed-out screen, no
// app header on a public page (a shared statement); the
// screen's title where the path alone names the screen (in English only: web/vite.config.ts says why); else the
// page as built. Read once, when the app is made (the build is there by then, as the static files are).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Language = 'en' | 'hi';
interface Shell {
  auth: string[];
  /** The public pages' paths start so (a shared statement): no app header or menu in their shell. */
  publicPrefix?: string;
  /** English titles by path. */
  titles: Record<string, string>;
}

/** index.html's markers (web/index.html): the title's placeholder bar and the shell's root. */
const TITLE_SLOT = '<div class="boot-bar boot-title"></div>';
const BOOT = '<div class="boot" aria-busy="true">';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function shellPages(webDist: string): (language: Language, pathname: string) => string {
  const file = (name: string) => path.join(webDist, name);
  const read = (name: string) => (existsSync(file(name)) ? readFileSync(file(name), 'utf8') : null);
  const english = read('index.html') ?? '';
  const pages: Record<Language, string> = { en: english, hi: read('index.hi.html') ?? english };
  const shellJson = read('shell.json');
  const shell = shellJson === null ? null : (JSON.parse(shellJson) as Shell);
  return (language, pathname) => {
    const page = pages[language];
    if (!shell) return page;
    if (shell.auth.includes(pathname)) return page.replace(BOOT, '<div class="boot boot-signed-out" aria-busy="true">');
    if (shell.publicPrefix && pathname.startsWith(shell.publicPrefix)) return page.replace(BOOT, '<div class="boot boot-public" aria-busy="true">');
    const title = language === 'en' && Object.hasOwn(shell.titles, pathname) ? shell.titles[pathname] : undefined;
    return title === undefined ? page : page.replace(TITLE_SLOT, `<h1 class="boot-h1">${escapeHtml(title)}</h1>`);
  };
}

/**
 * The Content-Security-Policy sources of the built pages' inline scripts (`'sha256-…'`): the boot shell's one
 * script (web/src/lib/known-names.ts, written in by the build), which runs before any module; every other script
 * stays 'self' only. None when there is no build.
 */
export function inlineScriptSources(webDist: string): string[] {
  const sources = new Set<string>();
  for (const name of ['index.html', 'index.hi.html']) {
    const file = path.join(webDist, name);
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
      sources.add(`'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`);
    }
  }
  return [...sources];
}
