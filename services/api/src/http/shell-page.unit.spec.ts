import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, shellPages } from './shell-page.ts';

const PAGE = (lang: string) =>
  `<html lang="${lang}"><body><div id="root"><div class="boot" aria-busy="true"><main><div class="boot-bar boot-title"></div></main></div></div></body></html>`;

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const SHELL = JSON.stringify({ auth: ['/login'], publicPrefix: '/s/', titles: { '/': 'Dashboard', '/odd': 'A <b> & "c"' } });

describe('the page for a path', () => {
  const page = shellPages(dist({ 'index.html': PAGE('en'), 'index.hi.html': PAGE('hi'), 'shell.json': SHELL }));

  it('given a path that names a screen, when an English reader asks, then the shell holds its title in place of the bar', () => {
    const html = page('en', '/');
    expect(html).toContain('<h1 class="boot-h1">Dashboard</h1>');
    expect(html).not.toContain('boot-title');
  });

  it('given a title with markup characters, then they are written as text', () => {
    expect(page('en', '/odd')).toContain('<h1 class="boot-h1">A &#60;b&#62; &#38; &#34;c&#34;</h1>');
  });

  it('given a Hindi reader, then the Hindi page keeps the bar (its font is not there before the stylesheet)', () => {
    expect(page('hi', '/')).toBe(PAGE('hi'));
  });

  it('given a signed-out screen, then the shell is marked for the card, in either language', () => {
    expect(page('en', '/login')).toContain('<div class="boot boot-signed-out" aria-busy="true">');
    expect(page('hi', '/login')).toContain('<html lang="hi">');
    expect(page('hi', '/login')).toContain('boot-signed-out');
  });

  it('given a public page (a shared statement), then its shell is marked to paint no app header, in either language', () => {
    expect(page('en', '/s/abc')).toContain('<div class="boot boot-public" aria-busy="true">');
    expect(page('hi', '/s/abc')).toContain('boot-public');
    expect(page('en', '/s')).toBe(PAGE('en'));
  });

  it('given any other path, a near one, or one named like an object key, then the page is as built', () => {
    for (const p of ['/party/x', '/party/', '/Login', '/constructor', '/__proto__', '/toString']) expect(page('en', p)).toBe(PAGE('en'));
  });

  it('given a build without shell.json or index.hi.html, then every path gets the built English page', () => {
    const bare = shellPages(dist({ 'index.html': PAGE('en') }));
    expect(bare('en', '/')).toBe(PAGE('en'));
    expect(bare('hi', '/login')).toBe(PAGE('en'));
  });
});

describe("the pages' inline scripts", () => {
  it("given a page with an inline script and a module script, then the policy allows the inline one by its hash only", () => {
    const inline = "(function () { document.title = 'x'; })();";
    const html = `<html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div><script>${inline}</script></body></html>`;
    const sources = inlineScriptSources(dist({ 'index.html': html, 'index.hi.html': html.replace('<html>', '<html lang="hi">') }));
    expect(sources).toEqual([`'sha256-${createHash('sha256').update(inline).digest('base64')}'`]);
  });

  it('given no build, then none', () => {
    expect(inlineScriptSources(dist({}))).toEqual([]);
  });
});
