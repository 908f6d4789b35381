// Where the party page's first load spends its main thread: bench/party-page.ts's company (a party with
// PARTY_PAGE_ENTRIES entries this month), loaded once in Chromium with a CPU profile, self time by function.
// Build the web unminified first, so the names mean something:
//   WEB_OUT_DIR=/tmp/web-prof npx vite build web --minify false
//   WEB_DIST=/tmp/web-prof node --import tsx bench/profile-party-page.ts
import { startApp } from '../test/support/app.ts';
import { launchBrowser } from '../test/e2e/support/browser.ts';
import { hottest, type CpuProfile } from './cpu-profile.ts';
import { busyParty } from './party-page.ts';

const ENTRIES = Number(process.env.PARTY_PAGE_ENTRIES ?? 500);
const app = await startApp();
const browser = await launchBrowser();
try {
  const { owner, partyId, lastSlip } = await busyParty(app, ENTRIES);
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript((token) => window.localStorage.setItem('jwl.token', token), owner.token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(`${app.url}/party/${partyId}`);
    await page.getByText(lastSlip, { exact: true }).first().waitFor({ timeout: 60_000 });
    const drawn = Date.now() - t0;
    const { profile } = await cdp.send('Profiler.stop');
    const [sampled, ...lines] = hottest(profile as CpuProfile, 40);
    console.log(`run ${run + 1}: statement drawn after ${drawn} ms; ${sampled}`);
    // The first load warms the server and the browser; the second is the one to read.
    if (run === 1) console.log(lines.join('\n'));
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
process.exit(0);
