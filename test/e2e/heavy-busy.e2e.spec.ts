// A download refused because the company already has its heavy work in flight (issue 26): the owner sees
// the server's reason beside the Download button, in words, at 1280 and 375 px, and the next try, once the
// other work is done, downloads. The company's one slot (HEAVY_PER_COMPANY=1) is held by an as-of statement
// that waits on a lock the test takes on the events table in the app's own database: a real request held
// in flight, no mocked answer.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { messagesEn } from '@ledger/contract';
import { startApp } from '../support/app.ts';
import { useBrowserSuite } from './support/suite';
import { enterWorkedApril } from './support/accounts';
import { captureScreen } from './support/browser';
import { selectMonth } from './support/ledger-ui';

const suite = useBrowserSuite(() => startApp({ HEAVY_PER_COMPANY: '1' }));

describe('when the company already has its heavy work in flight', () => {
  it('then a download says so beside its button, and the next try, once that work is done, downloads', () =>
    suite.asNewOwner(async (page, owner) => {
      const { partyId } = await enterWorkedApril(suite.app, owner);
      await page.goto(`/party/${partyId}`);
      await selectMonth(page, 'April 2026');

      const db = new pg.Client({ connectionString: suite.app.databaseUrl });
      await db.connect();
      try {
        await db.query('BEGIN');
        await db.query('LOCK TABLE events IN ACCESS EXCLUSIVE MODE');
        // An as-of statement takes the company's only slot, then waits for the lock.
        const held = fetch(`${suite.app.url}/api/party/month/statement/asOf/v1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
          body: JSON.stringify({ partyMonthId: `${partyId}:2026-04`, asOf: new Date().toISOString() }),
        });
        // Awaited below; if the test fails before, the app's end closes it, which is no further error.
        held.catch(() => undefined);
        // (Within the locking transaction pg_stat_activity would be read once and kept: a fresh snapshot each time.)
        await expect.poll(async () => (await db.query('SELECT pg_stat_clear_snapshot()').then(() => db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'SELECT seq FROM events%'`,
        ))).rows[0].n, { timeout: 20_000 }).toBe(1);

        await page.getByRole('button', { name: 'Download statement' }).click();
        await page.getByRole('menuitem', { name: 'PDF' }).click();
        await expect.poll(() => page.getByRole('alert').filter({ hasText: messagesEn.companyBusy }).isVisible()).toBe(true);
        // The message beside (or under) the button leaves the button whole, at 1280 and at 375 px.
        const label = page.getByRole('button', { name: 'Download statement' }).getByText('Download', { exact: true });
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 812 });
          await expect.poll(() => label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), { message: `at ${width} px` }).toBe(true);
        }
        await captureScreen(page, 'download-busy');

        await db.query('ROLLBACK');
        expect((await held).status).toBe(200);
      } finally {
        await db.end();
      }
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        (async () => {
          await page.getByRole('button', { name: 'Download statement' }).click();
          await page.getByRole('menuitem', { name: 'PDF' }).click();
        })(),
      ]);
      expect(download.suggestedFilename()).toBe('Statement-Shree-Textiles-April-2026.pdf');
      expect(await page.getByRole('alert').filter({ hasText: messagesEn.companyBusy }).count()).toBe(0);
    }));
});
