// Balances to collect at 375 px (issue 32 part 2; docs/sharing.md "Balances to collect"): the parties with ₹ to
// receive or our goods with them 30 days or more, the party list's figures; the threshold typed key by key (Indian
// grouping) narrows the list; WhatsApp opens wa.me with the party's number and the message (the balance in figures
// and words, the statement link); Mark sent shows "Sent <today>"; a party with no mobile says why its button is off.
// A monthly reminder is scheduled from a card (the day typed, a day out of range refused under its field, Esc
// asking before typed work goes, Hindi chosen, Enter saving), listed under "Monthly reminders" and turned off.
// The accountant reads the same list from the menu, with no WhatsApp, Mark sent or Remind monthly.
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite';
import { apiAs, createOwner, defaultSubParty, loginAs } from './support/accounts';
import { answer, captureScreen, errorUnder, field, namelessDialogFrames, PHONE } from './support/browser';

/** Today in Asia/Kolkata, as YYYY-MM-DD and as the screens write it; and a day `daysAgo` before it. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('-');

describe('balances to collect', { timeout: 300_000 }, () => {
  const suite = useBrowserSuite();

  it('lists, narrows by the threshold, opens the WhatsApp message and marks it sent, at 375 px', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await page.setViewportSize(PHONE);
      const lakshmi = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Lakshmi Traders', openingReceivableAmount: '100000.50', contact: { phone: '9123456780' } });
      await apiAs(suite.app, owner, '/party/add/v1', { name: 'Bharat Mills', openingReceivableAmount: '-500' });
      const chandra = await apiAs<{ id: string }>(suite.app, owner, '/party/add/v1', { name: 'Chandra Extrusions' });
      const sub = await defaultSubParty(suite.app, owner, chandra.id);
      const pipe = await apiAs<{ id: string }>(suite.app, owner, '/product/add/v1', { name: 'HDPE Pipe' });
      await apiAs(suite.app, owner, '/jobWorkItem/slip/add/v2', { itemType: 'OUT', subPartyId: sub.id, productId: pipe.id, issueDate: day(40), slipNo: 1, grossQuantity: '40', workRate: '0', lossPercentage: '0' });

      await page.goto('/reminders');
      await page.getByRole('heading', { name: 'Balances to collect' }).waitFor();
      const list = page.getByRole('list', { name: 'Balances to collect' });
      const card = (name: string) => list.getByRole('listitem', { name });
      await card('Lakshmi Traders').waitFor();
      expect(await list.getByRole('listitem').allTextContents()).toHaveLength(2);
      expect(await card('Lakshmi Traders').textContent()).toContain('₹ to receive₹1,00,000.50');
      expect(await card('Chandra Extrusions').textContent()).toContain('Our KG with them40.000');
      expect(await card('Chandra Extrusions').textContent()).toContain(`Since ${dmy(day(40))} (40 days)`);
      // The same figure as the party list's.
      const parties = await apiAs<Array<{ id: string; stats: { closingReceivableAmount: string } }>>(suite.app, owner, '/party/list/v1', { include: { stats: true } });
      expect(parties.find((p) => p.id === lakshmi.id)?.stats.closingReceivableAmount).toBe('100000.50');
      // No mobile: the button is off and says why.
      const off = card('Chandra Extrusions').getByRole('button', { name: 'WhatsApp reminder to Chandra Extrusions' });
      expect(await off.isDisabled()).toBe(true);
      expect(await off.getAttribute('aria-describedby')).toBeTruthy();
      await card('Chandra Extrusions').getByText('No mobile number: add one in the party’s details to send on WhatsApp.').waitFor();
      await captureScreen(page, 'reminders-list');
      await page.setViewportSize(PHONE);

      // The threshold typed key by key, grouped as typed: ₹2,00,000 leaves Lakshmi out.
      const threshold = field(page, 'Rupees to receive more than');
      await threshold.pressSequentially('200000');
      expect(await threshold.inputValue()).toBe('2,00,000');
      await card('Lakshmi Traders').waitFor({ state: 'detached' });
      await threshold.fill('');
      await card('Lakshmi Traders').waitFor();

      // WhatsApp: the message with the balance in words and the statement link, on the party's number.
      await card('Lakshmi Traders').getByRole('button', { name: 'WhatsApp reminder to Lakshmi Traders' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reminder to Lakshmi Traders' });
      const open = dialog.getByRole('link', { name: 'Open WhatsApp' });
      await open.waitFor();
      const href = await open.getAttribute('href') ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/919123456780\?text=/);
      const text = decodeURIComponent(href.slice(href.indexOf('?text=') + 6));
      const origin = new URL(page.url()).origin;
      expect(text).toMatch(new RegExp(`^Dear Lakshmi Traders, a reminder from ${owner.companyName}: your balance is ₹1,00,000\\.50 \\(One Lakh Rupees And Fifty Paise Only\\) due from you\\. Your statement:\\n${origin}/s/[A-Za-z0-9_-]{43}$`));
      await captureScreen(page, 'reminders-whatsapp');
      await page.setViewportSize(PHONE);

      // Mark sent: the dialog closes and the card says when.
      // The dialog keeps its name while it fades out (it went blank once its party was gone).
      expect(await namelessDialogFrames(page, () => dialog.getByRole('button', { name: 'Mark sent' }).click())).toBe(0);
      await dialog.waitFor({ state: 'hidden' });
      await card('Lakshmi Traders').getByText(`Sent ${dmy(day(0))}`).waitFor();
      await captureScreen(page, 'reminders-sent');
    });
  });

  it('schedules a monthly reminder at 375 px (day typed, Hindi chosen, Enter saves), lists it and turns it off', async () => {
    await suite.asNewOwner(async (page, owner) => {
      await page.setViewportSize(PHONE);
      await apiAs(suite.app, owner, '/party/add/v1', { name: 'Lakshmi Traders', openingReceivableAmount: '2500', contact: { phone: '9123456780' } });
      await page.goto('/reminders');
      const card = page.getByRole('list', { name: 'Balances to collect' }).getByRole('listitem', { name: 'Lakshmi Traders' });
      await card.waitFor();
      await page.getByText('No monthly reminder is set.', { exact: false }).waitFor();

      await card.getByRole('button', { name: 'Remind Lakshmi Traders monthly' }).click();
      const dialog = page.getByRole('dialog', { name: 'Monthly reminder to Lakshmi Traders' });
      const day = field(dialog, 'Day of the month');
      // Out of range: the request's own check says so under the field, and nothing is saved.
      await day.pressSequentially('32');
      await day.press('Enter');
      expect(await errorUnder(day)).toBe('Day must be 1 to 31');
      // Esc asks before throwing typed work away; Keep editing keeps it.
      await page.keyboard.press('Escape');
      const ask = page.getByRole('dialog', { name: 'Discard this reminder?' });
      await answer(ask, 'Keep editing');
      await ask.waitFor({ state: 'hidden' });
      expect(await dialog.isVisible()).toBe(true);
      expect(await day.inputValue()).toBe('32');
      await day.fill('');
      await day.pressSequentially('5');
      await dialog.getByText('हिन्दी').click();
      await captureScreen(page, 'reminders-schedule-dialog');
      await page.setViewportSize(PHONE);
      await day.press('Enter');
      await dialog.waitFor({ state: 'hidden' });

      const scheduled = page.getByRole('list', { name: 'Monthly reminders' }).getByRole('listitem', { name: 'Lakshmi Traders' });
      await scheduled.getByText('Monthly on day 5, हिन्दी').waitFor();
      await card.getByText('Monthly on day 5, हिन्दी').waitFor();
      const stored = await apiAs<Array<{ day: number; language: string }>>(suite.app, owner, '/party/reminders/schedule/list/v1', {});
      expect(stored).toMatchObject([{ day: 5, language: 'hi' }]);
      await captureScreen(page, 'reminders-scheduled');
      await page.setViewportSize(PHONE);

      await scheduled.getByRole('button', { name: 'Turn off the monthly reminder to Lakshmi Traders' }).click();
      await scheduled.waitFor({ state: 'detached' });
      await page.getByText('No monthly reminder is set.', { exact: false }).waitFor();
      expect(await apiAs(suite.app, owner, '/party/reminders/schedule/list/v1', {})).toEqual([]);
    });
  });

  it('the accountant reads the list from the menu, with no WhatsApp or Mark sent', async () => {
    const owner = await createOwner(suite.app, 'Shree Plastics');
    const ca = await createOwner(suite.app, 'CA Associates');
    await apiAs(suite.app, owner, '/company/accountant/add/v1', { mobileNo: ca.mobileNo });
    await apiAs(suite.app, owner, '/party/add/v1', { name: 'Lakshmi Traders', openingReceivableAmount: '2500', contact: { phone: '9123456780' } });
    await suite.withPage(async (page) => {
      await loginAs(page, ca);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Switch company' }).click();
      await page.getByRole('button', { name: 'Open Shree Plastics' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('link', { name: 'Balances to collect' }).click();
      const card = page.getByRole('list', { name: 'Balances to collect' }).getByRole('listitem', { name: 'Lakshmi Traders' });
      await card.waitFor();
      expect(await card.textContent()).toContain('₹2,500.00');
      expect(await card.getByRole('button').count()).toBe(0);
    });
  });
});
