// What the page paints before its scripts run (issue 28: "draw the first screen from what is known"). The server
// writes into index.html's boot shell the screen's title where the path names the screen, and a signed-out
// screen's logo over its card (web/src/app/shell-titles.ts). The screen then draws its own title and logo in the
// same place and size (within 2 px: a title beside buttons is centred on them), so nothing jumps and the first paint already holds them. Checked with scripts off
// (the shell as painted) and on (the screen), at 375 and 1280 px.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type StartedApp } from '../support/app';
import { apiAs, createOwner, loginAs, type Owner } from './support/accounts';
import { DESKTOP, PHONE, launchBrowser } from './support/browser';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return box;
}

const near = (a: Box, b: Box) => {
  for (const k of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a[k] - b[k]), `${k}: ${a[k]} vs ${b[k]}`).toBeLessThanOrEqual(2);
};

describe('the boot shell', { timeout: 180_000 }, () => {
  let app: StartedApp;
  let browser: Browser;
  let owner: Owner;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    owner = await createOwner(app, 'Shell Co');
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The page as painted before any script (scripts off), and a context with scripts for the screen itself. */
  async function contexts(viewport: { width: number; height: number }) {
    const common = { baseURL: app.url, viewport, timezoneId: 'Asia/Kolkata', locale: 'en-US', serviceWorkers: 'block' as const };
    const bare = await browser.newContext({ ...common, javaScriptEnabled: false });
    const live = await browser.newContext(common);
    return { bare: await bare.newPage(), live: await live.newPage(), close: () => Promise.all([bare.close(), live.close()]) };
  }

  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`when the login page is opened on a ${name}, then the shell paints the logo over a card where the page draws them`, async () => {
      const { bare, live, close } = await contexts(viewport);
      try {
        await bare.goto('/login');
        expect(await bare.locator('.boot-signed-out .boot-card-shell .boot-logo').textContent()).toBe('Job Work Ledger');
        expect(await bare.locator('.boot-header').isVisible()).toBe(false);
        await bare.screenshot({ path: `test-results/boot-shell-login-${name}.png` });
        const shell = await boxOf(bare, '.boot-signed-out .boot-card-shell .boot-logo');

        await live.goto('/login');
        await live.getByRole('button', { name: 'Login' }).waitFor();
        await live.screenshot({ path: `test-results/boot-shell-login-${name}-drawn.png` });
        near(await boxOf(live, 'main .mantine-Text-root[data-variant="gradient"]'), shell);
      } finally {
        await close();
      }
    });

    it(`when a signed-in owner opens the dashboard and the parties on a ${name}, then the shell paints each screen's title where the screen draws it`, async () => {
      const { bare, live, close } = await contexts(viewport);
      try {
        await loginAs(live, owner);
        await live.waitForURL((url) => url.pathname === '/');
        for (const [path, title] of [['/', 'Dashboard'], ['/party', 'Parties'], ['/entries', 'Entries']] as const) {
          await bare.goto(path);
          expect(await bare.locator('.boot-main h1').textContent()).toBe(title);
          if (path === '/') await bare.screenshot({ path: `test-results/boot-shell-dashboard-${name}.png` });
          const shell = await boxOf(bare, '.boot-main h1');

          await live.goto(path);
          // The screen's own title, not BootShell's (drawn the same while the session loads).
          const heading = live.locator('h1:not(.boot-h1)', { hasText: title });
          await heading.waitFor();
          const drawn = await heading.boundingBox();
          if (!drawn) throw new Error(`${title} is not drawn`);
          near(drawn, shell);
        }
        // A shared statement (the party's phone) paints no app header or menu.
        await bare.goto('/s/some-token');
        expect(await bare.locator('.boot-public').count()).toBe(1);
        expect(await bare.locator('.boot-header').isVisible()).toBe(false);
        expect(await bare.locator('.boot-title').isVisible()).toBe(true);
        // A path the shell cannot name keeps the bar; the page's text is never taken from the path.
        await bare.goto('/party/%3Cb%3Ex%3C%2Fb%3E');
        expect(await bare.locator('.boot-main h1').count()).toBe(0);
        expect(await bare.locator('.boot-title').isVisible()).toBe(true);
      } finally {
        await close();
      }
    });
  }

  it('given a signed-in owner who has seen the party list, when a party page is opened, then its first paint holds the party name (before any module runs) where the page draws it; a Devanagari name keeps the bar, and signing out forgets the names', async () => {
    const { id: partyId } = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'Om Sai Dyeing & Printing <Unit 2>' });
    const { id: hindiId } = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'श्री गणेश टेक्सटाइल्स' });
    const context = await browser.newContext({ baseURL: app.url, viewport: PHONE, timezoneId: 'Asia/Kolkata', locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to execute/i.test(message.text())) refused.push(message.text());
    });
    try {
      await loginAs(page, owner);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/party');
      await page.getByText('Om Sai Dyeing & Printing <Unit 2>').first().waitFor();

      // The app's modules held back: what is painted is the page and its inline script alone.
      const holdModules = (route: Route) => route.abort();
      await page.route('**/assets/*.js', holdModules);
      await page.goto(`/party/${partyId}`);
      const shellTitle = page.locator('.boot-main h1.boot-h1');
      await expect.poll(() => shellTitle.textContent()).toBe('Om Sai Dyeing & Printing <Unit 2>');
      await page.screenshot({ path: 'test-results/boot-shell-party-phone.png' });
      const shell = await boxOf(page, '.boot-main h1.boot-h1');
      const font = (selector: string) => page.locator(selector).first().evaluate((el) => { const s = getComputedStyle(el); return `${s.fontSize} ${s.fontWeight} ${s.lineHeight}`; });
      const shellFont = await font('.boot-main h1.boot-h1');
      await page.goto(`/party/${hindiId}`);
      expect(await page.locator('.boot-main h1').count()).toBe(0);
      expect(await page.locator('.boot-title').isVisible()).toBe(true);
      await page.unroute('**/assets/*.js', holdModules);

      // The page draws the same name in the same size (the shell's h1 fits its text; the page's fills its column).
      await page.goto(`/party/${partyId}`);
      const heading = page.locator('h1:not(.boot-h1)', { hasText: 'Om Sai Dyeing & Printing <Unit 2>' });
      await heading.waitFor();
      const drawn = await heading.boundingBox();
      if (!drawn) throw new Error('the party name is not drawn');
      expect(Math.abs(drawn.height - shell.height)).toBeLessThanOrEqual(2);
      expect(await font('h1:not(.boot-h1)')).toBe(shellFont);
      expect(refused).toEqual([]);

      // Signing out forgets the names: the next user's first paint holds none of them.
      await page.goto('/logout');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await page.evaluate(() => window.localStorage.getItem('jwl.partyNames'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('when a Hindi reader opens the dashboard, then the shell keeps the bar (no Devanagari before its font) and the screen draws the Hindi title', async () => {
    const answer = await fetch(`${app.url}/`, { headers: { cookie: 'ledger.language=hi' } });
    const html = await answer.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<div class="boot-bar boot-title"></div>');
    expect(html).not.toContain('boot-h1"');
    const english = await (await fetch(`${app.url}/`)).text();
    expect(english).toContain('<h1 class="boot-h1">Dashboard</h1>');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });
});
