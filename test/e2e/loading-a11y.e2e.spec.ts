// What a screen shows while it loads is accessible too: the session's boot shell and a list's skeleton rows are
// a status named "Loading" (an aria-label on a plain div is prohibited, and axe flagged both when a screenshot
// happened to catch them). The API is held back so each loading state stays on screen while axe reads it.
import { describe, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { createOwner } from './support/accounts';
import { expectAccessible } from './support/browser';
import { useBrowserSuite } from './support/suite';

describe('loading states', { timeout: 120_000 }, () => {
  const suite = useBrowserSuite();

  /** Holds the API calls whose path matches `hold`; `release` lets the held ones matching `which` go. */
  async function apiGate(page: Page, hold: RegExp) {
    const waiting: Route[] = [];
    const pathOf = (route: Route) => new URL(route.request().url()).pathname;
    const gate = {
      hold: hold as RegExp | null,
      release: async (which: RegExp) => {
        const going = waiting.filter((r) => which.test(pathOf(r)));
        waiting.splice(0, waiting.length, ...waiting.filter((r) => !going.includes(r)));
        await Promise.all(going.map((r) => r.continue()));
      },
    };
    await page.route('**/api/**', async (route) => {
      if (gate.hold?.test(pathOf(route))) waiting.push(route);
      else await route.continue();
    });
    return gate;
  }

  it('when the session and then the party list are still loading, then each loading state is a named status with no axe violation', async () => {
    const owner = await createOwner(suite.app, 'Loading Co');
    await suite.withPage(
      async (page) => {
        // The route's loader asks for the list while the session loads: both are held, then the session let go.
        const gate = await apiGate(page, /\/user\/self\/|\/party\/list\//);
        await page.goto('/party');
        await page.getByRole('status', { name: 'Loading' }).first().waitFor();
        await expectAccessible(page, 'the boot shell');
        await gate.release(/\/user\/self\//);
        await page.getByRole('searchbox', { name: 'Search parties by name' }).waitFor();
        await page.getByRole('status', { name: 'Loading' }).first().waitFor();
        await expectAccessible(page, 'the party list loading');
        gate.hold = null;
        await gate.release(/./);
        await page.getByRole('status', { name: 'Loading' }).waitFor({ state: 'detached' });
      },
      async (page) => {
        await page.addInitScript((token) => window.localStorage.setItem('jwl.token', token), owner.token);
      },
    );
  });
});
