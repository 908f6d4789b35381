// Where a route's first load spends its main thread, on bench/web.ts's busy company (300 parties, 500 entries in
// the party's month): loaded in Chromium with a CPU profile, until every row is drawn and the main thread is free.
// Prints, per build and run: when the last row was drawn, the long tasks (and the TBT they make at Lighthouse's
// 4× CPU slowdown when not already throttled), the sampled time by script file, the inclusive time of the
// functions and components named in NAMES, and the hottest functions by self time.
// Build the web unminified first, so the names mean something:
//   WEB_OUT_DIR=/tmp/web-prof npx vite build web --minify false
//   DISTS=/tmp/web-prof node --import tsx bench/profile-party-page.ts
// DISTS=a,b compares builds on the same company in turns (each build's files served by the browser's request
// routing, the API by the app); PROFILE_OUT=/tmp/p writes each profile as /tmp/p-<build>-<run>.cpuprofile; ROUTE=party|entries|parties (default party); REQUESTS=1 prints when each API call, script and
// stylesheet started and ended; TRACE=1 what the main thread did in its long tasks (style, layout, script…); MOBILE=1: Lighthouse's phone
// (412 px, 4× slower CPU); RUNS (default 3: the first warms the server, the rest are printed); PARTY=tti: the party of
// bench/party-page.ts (desktop time to interactive) instead of the busy company's.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startApp } from '../test/support/app.ts';
import { launchBrowser } from '../test/e2e/support/browser.ts';
import { DESKTOP_CHROMIUM_PATH } from '../test/support/chromium.ts';
import { byFile, hottest, inclusive, inWindow, type CpuProfile } from './cpu-profile.ts';
import { busyCompany } from './web.ts';
import { busyParty } from './party-page.ts';

const DISTS = (process.env.DISTS ?? process.env.WEB_DIST ?? 'web/dist').split(',').map((d) => path.resolve(d));
const ROUTE = process.env.ROUTE ?? 'party';
const MOBILE = process.env.MOBILE === '1';
const RUNS = Number(process.env.RUNS ?? 3);
const TRACE = process.env.TRACE === '1';
// THROTTLE=0 with MOBILE=1: the phone's screen at the machine's own speed, as Lighthouse loads the page before it
// simulates the phone (its TBT is the observed tasks at 4×); with TRACE=1, `cpu TBT` below is read from each task's
// thread time, which a busy machine does not stretch.
const THROTTLE = process.env.THROTTLE !== '0';

interface Trace {
  traceEvents: Array<{ name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { data?: { frame?: string } } }>;
}

/**
 * TRACE=1: what the renderer's main thread did inside its tasks over 50 ms (the ones TBT counts), by the kind of
 * work directly under each task (script, style, layout, parsing, paint…), in ms at the run's CPU speed.
 */
function inLongTasks({ traceEvents }: Trace): string {
  // The page's renderer: of the renderers' main threads, the busiest.
  const mains = traceEvents.filter((e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain');
  const busy = (m: { pid: number; tid: number }) => traceEvents.reduce((sum, e) => sum + (e.name === 'RunTask' && e.pid === m.pid && e.tid === m.tid ? (e.dur ?? 0) : 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const events = traceEvents.filter((e) => e.ph === 'X' && e.dur !== undefined && main && e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts);
  const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
  const byKind = new Map<string, number>();
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    let covered = task.ts;
    for (const e of events) {
      if (e === task || e.ts < covered || e.ts >= end || e.name === 'RunTask') continue;
      byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      covered = e.ts + (e.dur ?? 0);
    }
  }
  const total = tasks.reduce((sum, t) => sum + (t.dur ?? 0) / 1000, 0);
  return `${tasks.length} tasks, ${Math.round(total)} ms: ${[...byKind.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ')}`;
}
/**
 * TRACE=1: each task over 50 ms, one line: its start (ms after the first task traced), length, the kinds of work
 * under it, and from the CPU profile the components (inclusive) and functions (self) that ran in it.
 */
function eachLongTask({ traceEvents }: Trace, profile: CpuProfile): string[] {
  const mains = traceEvents.filter((e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain');
  const busy = (m: { pid: number; tid: number }) => traceEvents.reduce((sum, e) => sum + (e.name === 'RunTask' && e.pid === m.pid && e.tid === m.tid ? (e.dur ?? 0) : 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return [];
  const events = traceEvents.filter((e) => e.ph === 'X' && e.dur !== undefined && e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts);
  const origin = events.find((e) => e.name === 'RunTask')?.ts ?? 0;
  // Each task's thread time (CPU, not stretched by other processes) at Lighthouse's 4×, unless already throttled.
  // Top-level tasks only: a nested message loop's tasks are inside another RunTask.
  let until = 0;
  const topTasks = events.filter((e) => {
    if (e.name !== 'RunTask' || e.ts < until) return false;
    until = e.ts + (e.dur ?? 0);
    return true;
  });
  const times = topTasks.filter((e) => e.tdur !== undefined).map((e) => ((e.tdur ?? 0) / 1000) * (MOBILE && THROTTLE ? 1 : 4));
  const cpuLong = times.filter((ms) => ms > 50).sort((a, b) => b - a);
  const head = `cpu TBT ${Math.round(cpuLong.reduce((sum, ms) => sum + ms - 50, 0))} ms (thread time${MOBILE && THROTTLE ? '' : ' × 4'}; tasks over 50: ${cpuLong.map(Math.round).join(' ')})`;
  return [head, ...topTasks.filter((e) => (e.tdur ?? 0) * (MOBILE && THROTTLE ? 1 : 4) > 50_000).map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    let covered = task.ts;
    for (const e of events) {
      if (e === task || e.ts < covered || e.ts >= end || e.name === 'RunTask') continue;
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
      covered = e.ts + (e.dur ?? 0);
    }
    const ran = inWindow(profile, task.ts, end, (task.dur ?? 0) > 150_000 ? 12 : 4);
    const list = (xs: Iterable<[string, number]>) => [...xs].map(([n, ms]) => `${n} ${Math.round(ms)}`).join(', ');
    return `  @${Math.round((task.ts - origin) / 1000)} ${Math.round((task.dur ?? 0) / 1000)} ms (cpu ${Math.round((task.tdur ?? 0) / 1000)}) [${list([...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3))}] components: ${list(ran.components)}; self: ${list(ran.self)}`;
  })];
}
const NAMES = (process.env.NAMES ??
  'callEndpoint,parse,safeParse,statementColumns,listRows,entryRows,performWorkUntilDeadline,workLoopSync,workLoopConcurrent,' +
  'renderWithHooks,completeWork,commitRoot,recursivelyTraverseMutationEffects,' +
  'PartyDetailScreen,StatementTabs,StatementTab,Column,ItemCard,SlipTable,SlipMenu,ActionMenu,DocumentCard,RowMenu,' +
  'EntriesScreen,EntriesTable,EntryCards,PartiesPage,PartiesTable,PartyCards,Text,Group,Paper,Table,ActionIcon,Box,useStyles').split(',');

const app = await startApp();
const browser = await launchBrowser({ executablePath: DESKTOP_CHROMIUM_PATH });
try {
  // PARTY=tti: bench/party-page.ts's party instead (4 products, so four item cards of ~100 slips each).
  const tti = process.env.PARTY === 'tti' ? await busyParty(app, 500) : null;
  const { owner, partyId } = tti ?? (await busyCompany(app));
  // Long lists draw a page (lib/paged-rows.ts): wait for the control under it, then for the main thread.
  // The dashboard: its figures, then its chart (drawn once the page is idle, still inside Lighthouse's window).
  const target = { dashboard: { path: '/', last: 'Payable Amount', then: 'svg[role="img"]' }, party: { path: `/party/${partyId}`, last: tti?.lastSlip ?? null }, entries: { path: '/entries', last: null }, parties: { path: '/party', last: null } }[ROUTE];
  if (!target) throw new Error(`ROUTE=${ROUTE}?`);
  for (let run = 0; run < RUNS; run++) {
    for (const dist of DISTS) {
      const context = await browser.newContext(
        MOBILE ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } },
      );
      // SERVED=1: the app's own server serves the build (WEB_DIST, one build), as in production, not the request routing.
      if (process.env.SERVED !== '1') await context.route(`${app.url}/**`, async (route) => {
        const url = new URL(route.request().url());
        if (url.pathname.startsWith('/api/')) return route.fallback();
        const file = path.join(dist, url.pathname);
        return route.fulfill({ path: url.pathname !== '/' && existsSync(file) ? file : path.join(dist, 'index.html') });
      });
      await context.addInitScript((token) => {
        window.localStorage.setItem('jwl.token', token);
        const tasks: Array<[number, number]> = [];
        (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
      }, owner.token);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      if (MOBILE && THROTTLE) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      const traced: Trace['traceEvents'] = [];
      const tracing = TRACE ? await browser.newBrowserCDPSession() : null;
      if (tracing) {
        tracing.on('Tracing.dataCollected', ({ value }) => traced.push(...(value as unknown as Trace['traceEvents'])));
        await tracing.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', '__metadata', ...(process.env.TRACE_OUT ? ['disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] : [])] } });
      }
      const t0 = Date.now();
      await page.goto(`${app.url}${target.path}`);
      await (target.last === null ? page.getByTestId('more-rows') : page.getByText(target.last, { exact: true })).first().waitFor({ state: 'attached', timeout: 120_000 });
      if ('then' in target && target.then) await page.locator(target.then).first().waitFor({ state: 'attached', timeout: 120_000 });
      const drawn = Date.now() - t0;
      for (;;) {
        const lag = await page.evaluate(() => new Promise<number>((res) => { const t = performance.now(); setTimeout(() => res(performance.now() - t), 0); }));
        if (lag < 50) break;
      }
      const idle = Date.now() - t0;
      const { profile } = await cdp.send('Profiler.stop');
      if (tracing) {
        const complete = new Promise<void>((resolve) => tracing.once('Tracing.tracingComplete', () => resolve()));
        await tracing.send('Tracing.end');
        await complete;
        await tracing.detach();
        if (process.env.TRACE_OUT) await writeFile(`${process.env.TRACE_OUT}-${path.basename(dist)}-${run + 1}.json`, JSON.stringify({ traceEvents: traced }));
        console.log(`main thread in tasks over 50 ms: ${inLongTasks({ traceEvents: traced })}`);
      }
      if (tracing) console.log(eachLongTask({ traceEvents: traced }, profile as CpuProfile).join('\n'));
      if (process.env.PROFILE_OUT) await writeFile(`${process.env.PROFILE_OUT}-${path.basename(dist)}-${run + 1}.cpuprofile`, JSON.stringify(profile));
      const tasks = await page.evaluate(() => (window as unknown as { longTasks: Array<[number, number]> }).longTasks);
      const slow = MOBILE && THROTTLE ? 1 : 4;
      const tbt = tasks.reduce((sum, [, d]) => sum + Math.max(0, d * slow - 50), 0);
      const [sampled, ...lines] = hottest(profile as CpuProfile, 30);
      console.log(`\n== ${path.basename(dist)} run ${run + 1} ${ROUTE}${MOBILE ? ' (phone, 4x CPU)' : ''}: last row drawn after ${drawn} ms, idle after ${idle} ms; ${sampled}`);
      if (process.env.REQUESTS === '1') {
        // When the page asked for each API call, script and stylesheet, and when its answer ended (ms after the navigation began).
        const calls = await page.evaluate(() =>
          performance.getEntriesByType('resource').map((e) => {
            const name = new URL(e.name).pathname.replace(/^\/api|\/v1$|^\/assets\//g, '');
            return `${name}@${Math.round(e.startTime)}-${Math.round((e as PerformanceResourceTiming).responseEnd)}`;
          }),
        );
        console.log(`requests (asked-answered ms): ${calls.join(' ')}`);
      }
      console.log(`long tasks (start:ms): ${tasks.map(([s, d]) => `${s}:${d}`).join(' ')}; TBT at 4x ≈ ${Math.round(tbt)} ms`);
      if (run > 0) {
        const files = [...byFile(profile as CpuProfile).entries()].sort((a, b) => b[1] - a[1]).slice(0, 14);
        console.log(`by file: ${files.map(([f, t]) => `${f} ${t.toFixed(0)}`).join(', ')}`);
        const named = inclusive(profile as CpuProfile, NAMES);
        console.log(`inclusive ms: ${[...named.entries()].filter(([, t]) => t > 0).map(([n, t]) => `${n} ${t.toFixed(0)}`).join(', ')}`);
        console.log(lines.join('\n'));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
process.exit(0);
