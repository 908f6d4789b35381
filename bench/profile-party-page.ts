// Where the party page's first load spends its main thread: bench/party-page.ts's company (a party with
// PARTY_PAGE_ENTRIES entries this month), loaded once in Chromium with a CPU profile, self time by function.
// Build the web unminified first, so the names mean something:
//   WEB_OUT_DIR=/tmp/web-prof npx vite build web --minify false
//   WEB_DIST=/tmp/web-prof node --import tsx bench/profile-party-page.ts
import { startApp } from '../test/support/app.ts';
import { apiAs, createOwner } from '../test/e2e/support/accounts.ts';
import { launchBrowser } from '../test/e2e/support/browser.ts';

const ENTRIES = Number(process.env.PARTY_PAGE_ENTRIES ?? 500);
const app = await startApp();
const browser = await launchBrowser();
try {
  const owner = await createOwner(app, 'Profile Co');
  const party = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'Busy Party', openingReceivableQuantity: '0', openingReceivableAmount: '0' });
  const subs = await apiAs<Array<{ id: string }>>(app, owner, '/subParty/list/v1', { filter: { partyId: party.id } });
  const products: string[] = [];
  for (const name of ['HDPE Granules', 'HDPE Pipe', 'LLDPE Film', 'PP Bags']) products.push((await apiAs<{ id: string }>(app, owner, '/product/add/v1', { name })).id);
  const now = new Date(Date.now() + 330 * 60_000);
  const ym = now.toISOString().slice(0, 7);
  const day = (i: number) => `${ym}-${String(1 + (i % Math.max(1, now.getUTCDate()))).padStart(2, '0')}`;
  for (let i = 0; i < ENTRIES; i++) {
    if (i % 10 < 8) {
      await apiAs(app, owner, '/jobWorkItem/slip/add/v2', {
        itemType: i % 2 ? 'IN' : 'OUT', subPartyId: subs[0].id, productId: products[i % 4], issueDate: day(i), slipNo: String(i + 1),
        grossQuantity: (100 + (i % 37)).toFixed(3), bagQuantity: '0.500', workRate: '12.50', lossPercentage: '2',
      });
    } else if (i % 10 === 8) {
      await apiAs(app, owner, '/saleBill/add/v2', { subPartyId: subs[0].id, productId: products[i % 4], issueDate: day(i), fullBillNo: `SB-${i}`, quantity: '10', saleRate: '90', workRate: '2' });
    } else {
      await apiAs(app, owner, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '1500.00', issueDate: day(i) });
    }
  }
  let last = ENTRIES - 1;
  while (last % 10 >= 8) last--;
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((token) => window.localStorage.setItem('jwl.token', token), owner.token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(`${app.url}/party/${party.id}`);
    await page.getByText(`SL-${last + 1}`, { exact: true }).first().waitFor({ timeout: 60_000 });
    const drawn = Date.now() - t0;
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    (profile.samples ?? []).forEach((id, i) => {
      const n = byId.get(id)!;
      const file = n.callFrame.url.split('/').pop() ?? '';
      const k = `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber + 1}`;
      self.set(k, (self.get(k) ?? 0) + (profile.timeDeltas?.[i] ?? 0));
    });
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(`run ${run + 1}: statement drawn after ${drawn} ms; ${(total / 1000).toFixed(0)} ms sampled`);
    if (run === 1) {
      for (const [k, t] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
        console.log(`${(t / 1000).toFixed(1).padStart(8)} ms ${((t / total) * 100).toFixed(1).padStart(5)}% ${k}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
process.exit(0);
