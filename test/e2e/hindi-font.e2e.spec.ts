// Hindi on a device with no Devanagari font of its own (issue 25, item 14): after a full page load (a
// fresh browser cache, not a click inside the app) the login page and the dashboard must draw Hindi with
// the bundled Noto Sans Devanagari from their first paint, never as empty boxes (tofu).
//
// Chromium runs with a fontconfig that offers it DejaVu only (no Devanagari), and the test proves that
// precondition in the page itself: with the bundled face taken out of the font stack, distinct
// Devanagari letters all draw the same box. An init script records each Hindi text's glyph box (its
// width) the moment React puts it in the page, i.e. as the first paint lays it out; the test then
// compares each with the same text in the same font stack once the bundled face has loaded, and with the
// same stack without it (the boxes). Screenshots at 1280 and 375 px.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type StartedApp } from '../support/app';
import { createOwner, enterWorkedApril } from './support/accounts';
import { captureScreen, DESKTOP, field, launchBrowser } from './support/browser';

const BUNDLED = 'Noto Sans Devanagari';

/** A fontconfig that shows Chromium DejaVu only: no system font covers Devanagari. */
async function fontconfigWithoutDevanagari(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fc-no-deva-'));
  const fontDirs = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation'].filter((d) => existsSync(d));
  const file = path.join(dir, 'fonts.conf');
  await writeFile(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n${fontDirs.map((d) => `  <dir>${d}</dir>`).join('\n')}\n  <cachedir>${dir}/cache</cachedir>\n  <include ignore_missing="yes">/etc/fonts/conf.d</include>\n</fontconfig>\n`,
  );
  return file;
}

/** Runs before any page script: the glyph box (width) of each Devanagari text as it first enters the page. */
function recordFirstLayout(): void {
  const seen: Record<string, number> = {};
  (window as unknown as { firstLayout: typeof seen }).firstLayout = seen;
  const measure = (node: Node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text: Node | null = walker.currentNode; text; text = walker.nextNode()) {
      if (text.nodeType !== Node.TEXT_NODE || !text.parentElement || !/[\u0900-\u097F]/u.test(text.textContent ?? '')) continue;
      const style = getComputedStyle(text.parentElement);
      const key = [(text.textContent ?? '').trim(), style.fontSize, style.fontWeight, style.fontFamily].join('|');
      if (key in seen) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = range.getClientRects();
      if (rects.length === 1 && rects[0].width > 0) seen[key] = rects[0].width;
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') measure(mutation.target);
      for (const node of mutation.addedNodes) measure(node);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

interface GlyphCheck {
  text: string;
  firstWidth: number;
  nowWidth: number;
  bundledWidth: number;
  boxesWidth: number;
}

/**
 * Every text on the page with Devanagari in it (on one line): its width when first laid out (-1: not seen
 * then), its width now, and the same text in the same font and size shaped afresh with the bundled face
 * loaded, and without it (boxes).
 */
function glyphChecks(page: Page): Promise<GlyphCheck[]> {
  return page.evaluate(
    async (bundled) => {
      await document.fonts.ready;
      const first = (window as unknown as { firstLayout: Record<string, number> }).firstLayout;
      const host = document.createElement('div');
      host.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;white-space:pre';
      document.body.append(host);
      const results = [];
      const done = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim();
        if (!node.parentElement || !/[\u0900-\u097F]/u.test(text) || host.contains(node)) continue;
        const style = getComputedStyle(node.parentElement);
        const key = [text, style.fontSize, style.fontWeight, style.fontFamily].join('|');
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = range.getClientRects();
        if (done.has(key) || rects.length !== 1 || rects[0].width === 0) continue;
        done.add(key);
        await document.fonts.load(`${style.fontStyle} ${style.fontWeight} ${style.fontSize} "${bundled}"`, text);
        const sample = (family: string) => {
          const span = document.createElement('span');
          span.style.cssText = `font-style:${style.fontStyle};font-weight:${style.fontWeight};font-size:${style.fontSize};letter-spacing:${style.letterSpacing};font-family:${family}`;
          span.textContent = node.textContent;
          host.append(span);
          const width = span.getBoundingClientRect().width;
          span.remove();
          return width;
        };
        // Shaped afresh, after the face has loaded: the page's stack with the bundled face first (its
        // unicode-range is Devanagari only, so spaces and digits still come from the same fonts), and the
        // page's stack without it (boxes, as no system font here has Devanagari).
        const withoutBundled = style.fontFamily.split(',').map((f) => f.trim()).filter((f) => f.replace(/["']/g, '') !== bundled).join(', ');
        results.push({ text, firstWidth: first[key] ?? -1, nowWidth: rects[0].width, bundledWidth: sample(`"${bundled}", ${withoutBundled}`), boxesWidth: sample(withoutBundled) });
      }
      host.remove();
      return results;
    },
    BUNDLED,
  );
}

/** In the page: with the bundled face out of the stack, distinct Devanagari letters draw identical boxes. */
function noSystemDevanagari(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 40;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    const draw = (letter: string) => {
      context.clearRect(0, 0, 40, 40);
      context.font = '24px system-ui, sans-serif';
      context.fillText(letter, 4, 30);
      return context.getImageData(0, 0, 40, 40).data.join(',');
    };
    const letters = ['क', 'ख', 'ग', 'ल'].map(draw);
    return letters.every((pixels) => pixels === letters[0]) && letters[0] !== draw(' ');
  });
}

/**
 * Each Devanagari text is drawn in the bundled face now and, where it was laid out before this check, was so
 * at its first layout; `named` must be among them.
 */
function expectBundledFace(checks: GlyphCheck[], screen: string, named: string[], { firstPaint = true } = {}): void {
  for (const text of named) expect(checks.map((check) => check.text), `${screen}: "${text}"`).toContain(text);
  for (const check of checks) {
    const where = `${screen}: "${check.text}" (first ${check.firstWidth.toFixed(2)}, now ${check.nowWidth.toFixed(2)}, bundled font ${check.bundledWidth.toFixed(2)}, boxes ${check.boxesWidth.toFixed(2)} px)`;
    // A text whose boxes happen to be as wide as its glyphs cannot be judged by its width; the named ones must be.
    const telling = Math.abs(check.bundledWidth - check.boxesWidth) > 1;
    if (named.includes(check.text)) expect(telling, `${where}: the bundled font and the boxes are the same width`).toBe(true);
    if (!telling) continue;
    expect(Math.abs(check.nowWidth - check.bundledWidth), `${where}: not in the bundled font`).toBeLessThan(0.5);
    if (firstPaint && (named.includes(check.text) || check.firstWidth > 0)) {
      expect(check.firstWidth, `${where}: never laid out`).toBeGreaterThan(0);
      expect(Math.abs(check.firstWidth - check.bundledWidth), `${where}: first paint was not in the bundled font`).toBeLessThan(0.5);
    }
  }
}

describe('Hindi without a system Devanagari font', { timeout: 300_000 }, () => {
  let app: StartedApp;
  let browser: Browser;
  beforeAll(async () => {
    const fontconfig = await fontconfigWithoutDevanagari();
    [app, browser] = await Promise.all([
      startApp(),
      launchBrowser({ env: { ...process.env, FONTCONFIG_FILE: fontconfig } }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A fresh context (empty HTTP cache) that remembers Hindi, as a returning Hindi reader's phone does. */
  async function hindiPage(storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
    const context = await browser.newContext({ baseURL: app.url, viewport: DESKTOP, timezoneId: 'Asia/Kolkata', locale: 'en-US', storageState, serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    await context.addInitScript(() => localStorage.setItem('ledger.language', 'hi'));
    await context.addInitScript(recordFirstLayout);
    return { context, page: await context.newPage() };
  }

  it('login and dashboard after a full page load, and the switch to Hindi on the login page, draw Devanagari in the bundled font from the first paint', async () => {
    const owner = await createOwner(app);
    await enterWorkedApril(app, owner);

    // Login, loaded in Hindi on an empty cache.
    const login = await hindiPage();
    await login.page.goto('/login');
    await login.page.getByRole('heading', { name: 'लॉग इन' }).waitFor();
    expect(await noSystemDevanagari(login.page), 'this browser has a system Devanagari font').toBe(true);
    expectBundledFace(await glyphChecks(login.page), 'login', ['लॉग इन', 'पासवर्ड भूल गए', 'हिन्दी']);
    await captureScreen(login.page, 'hi-font-login');

    // Sign in, then a full page load of the dashboard in a new context (its cache empty again).
    await field(login.page, 'मोबाइल नंबर').fill(owner.mobileNo);
    await field(login.page, 'पासवर्ड').fill(owner.password);
    await login.page.getByRole('button', { name: 'लॉग इन' }).click();
    await login.page.waitForURL((url) => url.pathname === '/');
    const state = await login.context.storageState();
    await login.context.close();

    // The login page left the language in a cookie: the server now sends the page that preloads the font.
    expect(state.cookies.map((cookie) => `${cookie.name}=${cookie.value}`)).toContain('ledger.language=hi');
    const dashboard = await hindiPage(state);
    const fontRequests: string[] = [];
    dashboard.page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
    });
    await dashboard.page.goto('/');
    expect(await dashboard.page.locator('link[rel="preload"][as="font"][href$=".woff2"]').count(), 'the Hindi page preloads both weights').toBe(2);
    await dashboard.page.getByRole('heading', { name: 'डैशबोर्ड' }).waitFor();
    await dashboard.page.getByRole('button', { name: 'एंट्री जोड़ें' }).waitFor();
    // The month chart (its own chunk, drawn after its data) carries 'मई 26' on its axis: wait for it to be drawn.
    await dashboard.page.getByText('मई 26', { exact: true }).first().waitFor();
    expectBundledFace(await glyphChecks(dashboard.page), 'dashboard', ['डैशबोर्ड', 'एंट्री जोड़ें', 'पार्टी', 'मई 26']);
    await captureScreen(dashboard.page, 'hi-font-dashboard');
    expect(fontRequests.every((pathname) => pathname.includes('noto-sans-devanagari-devanagari-')), fontRequests.join(', ')).toBe(true);
    await dashboard.context.close();

    // An English reader switches to Hindi on the login page (no reload).
    const context = await browser.newContext({ baseURL: app.url, viewport: DESKTOP, timezoneId: 'Asia/Kolkata', locale: 'en-US', serviceWorkers: 'block' });
    await context.addInitScript(recordFirstLayout);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    // The language switch's own "हिन्दी" on the English page: drawn in the bundled font once it is in
    // (an English reader does not wait for it before the first paint).
    expectBundledFace(await glyphChecks(page), 'English login', ['हिन्दी'], { firstPaint: false });
    // What is laid out from here on is judged: the English page's own "हिन्दी" was laid out before its font.
    await page.evaluate(() => {
      const first = (window as unknown as { firstLayout: Record<string, number> }).firstLayout;
      for (const key of Object.keys(first)) delete first[key];
    });
    await page.getByText('हिन्दी', { exact: true }).click();
    await page.getByRole('heading', { name: 'लॉग इन' }).waitFor();
    expectBundledFace(await glyphChecks(page), 'login after the switch', ['लॉग इन', 'पासवर्ड भूल गए']);
    await context.close();
  });
});
