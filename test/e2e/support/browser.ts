// Browser helpers for the e2e specs: launch Chromium, screenshot at desktop and phone sizes, run axe.
import axe from 'axe-core';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_PATH, CHROMIUM_SWITCHES } from '../../support/chromium';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;
const SCREENSHOT_DIR = 'test-results/screenshots';

/** Chromium for a describe block (test/support/chromium.ts names which, and its switches). */
export function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_SWITCHES, ...options });
}

/**
 * A fresh context (en-US, Asia/Kolkata, 1280 px) and its page. The app's service worker is blocked unless
 * asked for (`serviceWorkers: 'allow'`): each flow would otherwise fetch every chunk for the phone to keep,
 * and a worker's requests escape page.route. Online the worker changes nothing (pages go to the network
 * first, /api is never cached); test/e2e/offline-shell.e2e.spec.ts checks it on its own.
 */
export async function newPage(browser: Browser, baseURL: string, opts: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, timezoneId: 'Asia/Kolkata', locale: 'en-US', serviceWorkers: opts.serviceWorkers ?? 'block' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** The axe-core script, put into a page once (by evaluation, which the page's CSP does not govern). */
const AXE_SOURCE = axe.source;

/**
 * axe-core's violations on the page (or within `include`, CSS selectors), each as "rule: targets" with its impact.
 * Run in the page as axe runs itself, asking for violations only: the passes are not gathered and sent back, which
 * was most of each audit's time.
 */
export async function axeViolations(page: Page, include?: string[]): Promise<Array<{ id: string; impact: string | null; text: string }>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selectors) => {
    const run = (window as unknown as { axe: typeof axe }).axe;
    const context = selectors ? { include: selectors.map((s) => [s]) } : document;
    const results = await run.run(context as never, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id, impact: v.impact ?? null, text: `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    }));
  }, include ?? null);
}

/** axe's serious and critical violations, once the page has settled: mid fade-in, text reads at part of its contrast. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settled(page);
  const bad = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.text);
  expect(bad, `${screen} has accessibility violations`).toEqual([]);
}

/**
 * Screenshot the current screen at 1280×800 and at 375×812 (checking accessibility at both), then restore
 * the desktop size.
 */
export async function captureScreen(page: Page, screen: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const [label, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    // expectAccessible lets the resized page settle first.
    await expectAccessible(page, `${screen} (${label})`);
    // A full-page capture of a scrolled page behind a modal misplaces the fixed header; shoot the viewport then.
    const dialogOpen = (await page.getByRole('dialog').count()) > 0;
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/${screen}-${size.width}x${size.height}.png`,
      fullPage: !dialogOpen,
    });
  }
  await page.setViewportSize(DESKTOP);
  await settled(page);
}

/**
 * After a resize, the page as it settles: two frames (media queries are evaluated and their listeners' renders
 * committed by then), then every finite CSS transition or animation that is running (a drawer sliding, a menu
 * fading) at its end. Looping ones (loaders, skeletons) never end and are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Clicks `name` in `dialog` once the dialog has finished appearing. A new Mantine modal stands still, transparent,
 * for a few frames (three, 32–64 ms, measured) and then slides 30 px down over 200 ms: still long enough for
 * Playwright to call the button stable, whose hit check looks only at the press, so on a busy machine the release
 * lands below the moving button and the click on the dialog's body (CI once saw Discard leave its question and
 * the dialog open).
 */
export async function answer(dialog: Locator, name: string): Promise<void> {
  await dialog.waitFor();
  await dialog.evaluate(async (node) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Shown at full opacity, with no finite transition left to run on it or inside it (a loader's spin never ends).
    for (;;) {
      await frame();
      const moving = node
        .getAnimations({ subtree: true })
        .filter((a) => (a.playState === 'running' || a.pending) && a.effect?.getComputedTiming().endTime !== Infinity);
      if (moving.length === 0 && getComputedStyle(node).opacity === '1') return;
      await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
    }
  });
  await dialog.getByRole('button', { name, exact: true }).click();
}

/** The input labelled exactly `label` (a required field's label also carries " *"). */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** The error message Mantine shows under an input (linked through aria-describedby). */
export async function errorUnder(input: Locator): Promise<string> {
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return (await input.page().locator(`[id="${errorId}"]`).textContent()) ?? '';
}

/** The test ids of what the app says at the bottom of the screen (web/src/lib/notices.ts). */
const NOTICE_IDS = ['notice', 'pending-notice', 'company-moved', 'refusal-alert'];

/**
 * Every notice on screen is in the one notice region, alerts (role=alert) above statuses (inside the region's
 * role=status), and no two cover each other: the test ids shown, in the region's order.
 */
export async function noticesInOneRegion(page: Page): Promise<string[]> {
  const found = await page.evaluate((ids) => {
    const region = document.querySelector('[data-testid="notices"]');
    const all = [...document.querySelectorAll(ids.map((id) => `[data-testid="${id}"]`).join(','))];
    return all.map((el) => {
      const box = el.getBoundingClientRect();
      // `?? ''` below never applies: the selector matched the attribute.
      return {
        id: el.getAttribute('data-testid') ?? '', inRegion: !!region?.contains(el), role: el.closest('[role="status"]') ? 'status' : el.getAttribute('role'),
        box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
      };
    });
  }, NOTICE_IDS);
  expect(found.filter((n) => !n.inRegion).map((n) => n.id), 'notices outside the one region').toEqual([]);
  for (const n of found) expect(n.role, n.id).toBe(n.id === 'refusal-alert' ? 'alert' : 'status');
  for (const [i, a] of found.entries()) {
    for (const b of found.slice(i + 1)) {
      const overlap = a.box.top < b.box.bottom && b.box.top < a.box.bottom && a.box.left < b.box.right && b.box.left < a.box.right;
      expect(overlap, `${a.id} covers ${b.id}`).toBe(false);
    }
  }
  return found.map((n) => n.id);
}

/**
 * Frames, while `act` runs and for `ms` after it, in which a dialog on the page was `moving` or `nameless` (below).
 */
async function dialogFrames(page: Page, kind: 'moving' | 'nameless', act: () => Promise<void>, ms: number): Promise<number> {
  type Watch = { frames: number; until: number };
  await page.evaluate((watching) => {
    const watch: Watch = { frames: 0, until: Infinity };
    (window as unknown as { dialogWatch: Watch }).dialogWatch = watch;
    const counts = (d: Element): boolean => {
      if (watching === 'nameless') {
        const named = (d.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join('');
        return !(d.getAttribute('aria-label') ?? named).trim();
      }
      // The dialog's own fade and slide: not a field's focus ring inside it.
      const running = d.getAnimations().some((a) => a.playState === 'running' || a.pending);
      const opacity = Number(getComputedStyle(d).opacity);
      return running || (opacity > 0 && opacity < 1);
    };
    const tick = () => {
      for (const d of document.querySelectorAll('[role="dialog"]')) if (counts(d)) watch.frames += 1;
      if (performance.now() < watch.until) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, kind);
  await act();
  return page.evaluate((wait) => new Promise<number>((resolve) => {
    const watch = (window as unknown as { dialogWatch: Watch }).dialogWatch;
    watch.until = performance.now() + wait;
    setTimeout(() => resolve(watch.frames), wait + 50);
  }), ms);
}

/**
 * Frames in which a dialog was seen moving: drawn part way between transparent and opaque, or with a transition or
 * animation of its own running. (A new Mantine dialog stands transparent for a few frames before it is shown, with
 * reduced motion too: not moving.)
 */
export const movingDialogFrames = (page: Page, act: () => Promise<void>, ms = 600): Promise<number> => dialogFrames(page, 'moving', act, ms);

/**
 * Frames in which a dialog had no accessible name (no aria-label and no text in what aria-labelledby names): a
 * dialog closing for a value that is gone must keep its title until it has faded out (web/src/lib/kept-while-closing.ts).
 */
export const namelessDialogFrames = (page: Page, act: () => Promise<void>, ms = 600): Promise<number> => dialogFrames(page, 'nameless', act, ms);

/** Holds the answers of `path` back, as on a slow line, until the call it answers, which resolves once the first has arrived. */
export async function holdAnswers(page: Page, path: string): Promise<() => Promise<void>> {
  let open = () => {};
  const held = new Promise<void>((resolve) => { open = resolve; });
  await page.route(`**/api${path}`, async (route) => { await held; await route.continue(); });
  return async () => {
    const answered = page.waitForResponse(`**/api${path}`);
    open();
    await answered;
  };
}
