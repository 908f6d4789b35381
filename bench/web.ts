// Web figures: the gzip size of the JS the browser loads up front, and for each route owners use (login,
// dashboard, parties, party page, Entries, Reports, the public share page) Lighthouse's performance score
// (mobile preset, Debian Chromium) with LCP, TBT and the gzip size of the JS that route's cold visit
// loaded, on a busy company (busyCompany). A route over its JS budget fails its row (met: false).
// LIGHTHOUSE_RUNS (default 3) runs per route, LIGHTHOUSE_ROUTES=dashboard,party to measure only some,
// LIGHTHOUSE_TRACES=1 to keep each run's trace (bench/results/lighthouse-<route>-<run>.trace.json).
//
// Logging in: Lighthouse (12 and 13) only clears file_systems, shader_cache, service_workers and cache_storage
// for the origin before it navigates (its default `clearStorageTypes`) and the HTTP cache; localStorage
// survives. So we launch one Chromium, open the origin's /login in a tab through Lighthouse's own
// puppeteer-core, write the token under `jwl.token`, and hand that same tab to Lighthouse: the audited
// load is cold (HTTP cache cleared) but signed in. Each audit checks that the final URL is still the
// requested one (not /login).
import { istDate } from '@ledger/contract';
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startApp, type StartedApp } from '../test/support/app.ts';
import { apiAs, createOwner, type Owner } from '../test/e2e/support/accounts.ts';
import type { Figure } from './figure.ts';
import { present } from '../test/support/present.ts';
import { inBatches } from '../test/support/batches.ts';
import { DESKTOP_CHROMIUM_PATH, LIGHTHOUSE_CHROME_FLAGS } from '../test/support/chromium.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST: measure another build (the API serves it too, services/api/src/main.ts).
const DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(ROOT, 'web/dist');
const RESULTS = path.join(ROOT, 'bench/results');
/** Lighthouse runs per page; the median score is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TOKEN_KEY = 'jwl.token'; // web/src/lib/session.ts

const kb = (bytes: number) => Math.round((bytes / 1000) * 10) / 10;
const gz = (buf: Buffer) => gzipSync(buf).length;

/** The Chrome Lighthouse audits in (the bench's and the smoke test's). */
export function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: DESKTOP_CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' });
}

function figure(f: Omit<Figure, 'baseline' | 'baselineName' | 'ratio'>): Figure {
  return { baseline: null, baselineName: null, ratio: null, ...f };
}

// ---------------------------------------------------------------- bundle size

export async function jsSize(): Promise<{ initial: number; total: number; css: number; files: Array<{ file: string; gzip: number }> }> {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\btype=["']?module["']?[^>]*>/g)) {
    const src = /\bsrc=["']?([^"' >]+)/.exec(m[0])?.[1];
    if (src) srcs.add(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/g)) {
    const href = /\bhref=["']?([^"' >]+)/.exec(m[0])?.[1];
    if (href) srcs.add(href);
  }
  const files: Array<{ file: string; gzip: number }> = [];
  for (const src of srcs) {
    files.push({ file: src, gzip: gz(await readFile(path.join(DIST, src.replace(/^\//, '')))) });
  }
  const assets = await readdir(path.join(DIST, 'assets'));
  let total = 0;
  let css = 0;
  for (const a of assets) {
    if (a.endsWith('.js')) total += gz(await readFile(path.join(DIST, 'assets', a)));
  }
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/g)) {
    const href = /\bhref=["']?([^"' >]+)/.exec(m[0])?.[1];
    if (href) css += gz(await readFile(path.join(DIST, href.replace(/^\//, ''))));
  }
  return { initial: files.reduce((s, f) => s + f.gzip, 0), total, css, files };
}

/**
 * Each reported screen's scripts beyond the page's own (route-chunks.json, written by the build: web/vite.config.ts
 * routeChunks): how many files, how many of them under 1 KB gzip, and their gzip KB. Empty for a build without it.
 */
export async function routeScripts(): Promise<string> {
  const file = path.join(DIST, 'route-chunks.json');
  const report = JSON.parse(await readFile(file, 'utf8').catch(() => '{"routes":{}}')) as { routes: Record<string, string[]> };
  const parts: string[] = [];
  for (const [name, scripts] of Object.entries(report.routes)) {
    const sizes = await Promise.all(scripts.map(async (s) => gz(await readFile(path.join(DIST, s)))));
    parts.push(`${name} +${scripts.length} (${sizes.filter((n) => n < 1000).length} under 1 KB) ${kb(sizes.reduce((a, b) => a + b, 0))} KB`);
  }
  return parts.length ? `; each screen's scripts beyond the page's own, files (gzip): ${parts.join(', ')}` : '';
}

// ---------------------------------------------------------------- data

function pad(n: number) {
  return String(n).padStart(2, '0');
}

// ---------------------------------------------------------------- busy company

/** Parties, products and entries of the busy company every route is measured on (issue 28). */
const BUSY = { parties: Number(process.env.BENCH_WEB_PARTIES ?? 300), products: 40, entries: Number(process.env.BENCH_WEB_ENTRIES ?? 500) };

/**
 * A busy company: BUSY.parties parties, BUSY.products products, and one party ("Shree Polymers", the
 * party page's) with BUSY.entries documents this month (80 % slips, 10 % sale bills, 10 % cash), whose
 * month is shared (`shareToken`, the public page's).
 */
export async function busyCompany(app: StartedApp): Promise<{ owner: Owner; partyId: string; shareToken: string }> {
  const owner = await createOwner(app, 'Bench Textiles');
  const party = await apiAs<{ id: string }>(app, owner, '/party/add/v1', { name: 'Shree Polymers', openingReceivableQuantity: '0', openingReceivableAmount: '25000' });
  await inBatches(
    Array.from({ length: BUSY.parties - 1 }, (_, i) => () =>
      apiAs(app, owner, '/party/add/v1', { name: `Party ${String(i + 1).padStart(3, '0')}`, openingReceivableQuantity: '0', openingReceivableAmount: String(1000 * (i % 7)) })),
    8,
  );
  const products = await inBatches(
    Array.from({ length: BUSY.products }, (_, i) => () => apiAs<{ id: string }>(app, owner, '/product/add/v1', { name: `Product ${String(i + 1).padStart(2, '0')}` })),
    8,
  );
  const subs = await apiAs<Array<{ id: string }>>(app, owner, '/subParty/list/v1', { filter: { partyId: party.id } });
  const subPartyId = subs[0].id;
  // The month as the API's India clock sees it.
  const today = istDate(new Date());
  const ym = today.slice(0, 7);
  const day = (i: number) => `${ym}-${pad(1 + (i % Number(today.slice(8, 10))))}`;
  const product = (i: number) => products[i % products.length].id;
  await inBatches(
    Array.from({ length: BUSY.entries }, (_, i) => () => {
      if (i % 10 < 8) {
        return apiAs(app, owner, '/jobWorkItem/slip/add/v2', {
          itemType: i % 2 ? 'IN' : 'OUT', subPartyId, productId: product(i), issueDate: day(i), slipNo: String(i + 1),
          grossQuantity: (100 + (i % 37)).toFixed(3), bagQuantity: '0.500', workRate: '12.50', lossPercentage: '2',
        });
      }
      if (i % 10 === 8) {
        return apiAs(app, owner, '/saleBill/add/v2', { subPartyId, productId: product(i), issueDate: day(i), fullBillNo: `SB-${i}`, quantity: '10', saleRate: '90', workRate: '2' });
      }
      return apiAs(app, owner, '/inwardCashReceipt/add/v1', { partyId: party.id, amount: '1500.00', issueDate: day(i), note: `NEFT ${i}` });
    }),
    4,
  );
  const share = await apiAs<{ token: string }>(app, owner, '/party/month/share/add/v1', { partyMonthId: `${party.id}:${ym}` });
  return { owner, partyId: party.id, shareToken: share.token };
}

// ---------------------------------------------------------------- lighthouse

export interface Audit {
  score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; finalUrl: string; transferKb: number; resourceKb: number;
  /** The app's scripts the page loaded (paths under /assets/). */
  scripts: string[];
  lhr: Result;
}

/** One Lighthouse run of `url`; with a token, signed in first (see the top of this file), else signed out. */
export async function audit(port: number, origin: string, token: string | null, url: string, reportName: string): Promise<Audit> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/login`, { waitUntil: 'load' });
    await page.evaluate((key: string, value: string | null) => {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
    }, TOKEN_KEY, token);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    await mkdir(RESULTS, { recursive: true });
    await writeFile(path.join(RESULTS, `${reportName}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    // LIGHTHOUSE_TRACES=1: the trace Lighthouse observed too (what its long tasks were), beside the report.
    if (process.env.LIGHTHOUSE_TRACES === '1') await writeFile(path.join(RESULTS, `${reportName}.trace.json`), JSON.stringify(result.artifacts.Trace));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    const details = lhr.audits['network-requests']?.details;
    const items = (details?.type === 'table' ? details.items : []) as Array<{ url: string; resourceType?: string; transferSize?: number; resourceSize?: number }>;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      si: num('speed-index'),
      finalUrl: lhr.finalDisplayedUrl,
      transferKb: kb(items.reduce((t, i) => t + (i.transferSize ?? 0), 0)),
      resourceKb: kb(items.reduce((t, i) => t + (i.resourceSize ?? 0), 0)),
      scripts: [...new Set(items.filter((i) => i.url.startsWith(origin)).map((i) => new URL(i.url).pathname).filter((p) => /^\/assets\/[^/]+\.js$/.test(p)))],
      lhr,
    };
  } finally {
    await page.close().catch(() => {});
    await browser.disconnect();
  }
}

/** Lighthouse attempts per run: a run that stops with a runtime error (NO_NAVSTART, a lost tab) is retried. */
const ATTEMPTS = 3;

/** One audit, retried on a fresh tab when Lighthouse stops early; the last error is thrown, never swallowed. */
export async function auditWithRetries(port: number, origin: string, token: string | null, url: string, reportName: string): Promise<Audit> {
  let last: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await audit(port, origin, token, url, reportName);
    } catch (err) {
      last = err;
      console.error(`[bench] ${reportName}: attempt ${attempt} of ${ATTEMPTS} failed: ${(err as Error).message}`);
    }
  }
  throw last;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Initial JS budget (gzip) of the first screens, login and dashboard; every other route may load ROUTE_EXTRA_KB more. */
export const FIRST_SCREEN_BUDGET_KB = 170;
export const ROUTE_EXTRA_KB = 60;

/** The routes measured; LIGHTHOUSE_ROUTES=dashboard,party runs only those. */
interface Route { name: string; label: string; path: string; signedIn: boolean; first: boolean }

function routes(partyId: string, shareToken: string): Route[] {
  const all: Route[] = [
    { name: 'login', label: 'login /login', path: '/login', signedIn: false, first: true },
    { name: 'dashboard', label: 'dashboard /', path: '/', signedIn: true, first: true },
    { name: 'parties', label: 'parties /party', path: '/party', signedIn: true, first: false },
    { name: 'party', label: 'party page /party/:id', path: `/party/${partyId}`, signedIn: true, first: false },
    { name: 'entries', label: 'Entries /entries', path: '/entries', signedIn: true, first: false },
    { name: 'reports', label: 'Reports /reports', path: '/reports', signedIn: true, first: false },
    { name: 'share', label: 'public share page /s/:token', path: `/s/${shareToken}`, signedIn: false, first: false },
  ];
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',').map((s) => s.trim()).filter(Boolean);
  return only ? all.filter((r) => only.includes(r.name)) : all;
}

/**
 * The route's initial JS (gzip, KB = 1000 bytes): the page's HTML scripts and the scripts route-chunks.json lists for
 * the route (web/vite.config.ts routeChunks); null for a build without it.
 */
export async function routeInitialKb(name: string): Promise<number | null> {
  const report = JSON.parse(await readFile(path.join(DIST, 'route-chunks.json'), 'utf8').catch(() => 'null')) as { first: string[]; routes: Record<string, string[]> } | null;
  const scripts = report?.routes[name];
  return scripts ? kb(await scriptsGzip([...new Set([...report.first, ...scripts])])) : null;
}

/** The gzip size of the app's scripts a page loaded, read from web/dist (zlib default level, as jsSize). */
export async function scriptsGzip(scripts: string[]): Promise<number> {
  let total = 0;
  for (const s of scripts) total += gz(await readFile(path.join(DIST, s.replace(/^\//, ''))));
  return total;
}

async function lighthouseFigures(): Promise<Figure[]> {
  await mkdir(RESULTS, { recursive: true });
  const app = await startApp();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const t0 = Date.now();
    const { owner, partyId, shareToken } = await busyCompany(app);
    console.error(`[bench] busy company (${BUSY.parties} parties, ${BUSY.products} products, ${BUSY.entries} entries in a party-month) in ${Math.round((Date.now() - t0) / 1000)} s`);
    chrome = await launchLighthouseChrome();
    const figures: Figure[] = [];
    const company = `busy company: ${BUSY.parties} parties, ${BUSY.products} products, ${BUSY.entries} entries in the party's month`;
    for (const r of routes(partyId, shareToken)) {
      const url = `${app.url}${r.path}`;
      const runs: Audit[] = [];
      for (let i = 0; i < RUNS; i++) {
        const a = await auditWithRetries(chrome.port, app.url, r.signedIn ? owner.token : null, url, `lighthouse-${r.name}-${i + 1}`);
        if (new URL(a.finalUrl).pathname !== r.path) {
          throw new Error(`Lighthouse ended on ${a.finalUrl}, not ${url}${r.signedIn ? ': not signed in?' : ''}`);
        }
        runs.push(a);
      }
      const mid = present(runs.find((x) => x.score === median(runs.map((y) => y.score))), 'the run with the median score');
      const ms = (v: number) => `${Math.round(v)} ms`;
      // Every run of a route loads the same scripts; the largest set is reported, to be safe.
      const js = kb(Math.max(...(await Promise.all(runs.map((x) => scriptsGzip(x.scripts))))));
      const budget = r.first ? FIRST_SCREEN_BUDGET_KB : FIRST_SCREEN_BUDGET_KB + ROUTE_EXTRA_KB;
      figures.push(figure({
        figure: `Lighthouse performance: ${r.label}`,
        ours: mid.score,
        unit: 'score',
        goal: '≥ 95',
        met: mid.score >= 95,
        notes:
          `median of ${RUNS} runs (scores ${runs.map((x) => x.score).join(', ')}); mobile preset, simulated throttling, Debian Chromium; ` +
          `LCP ${ms(mid.lcp)}, TBT ${ms(mid.tbt)}, JS ${js} KB gzip; FCP ${ms(mid.fcp)}, SI ${ms(mid.si)}, CLS ${mid.cls.toFixed(3)}; ` +
          `LCP of the runs ${runs.map((x) => Math.round(x.lcp)).join(', ')} ms, TBT ${runs.map((x) => Math.round(x.tbt)).join(', ')} ms; ` +
          `transferred ${mid.transferKb} KB for ${mid.resourceKb} KB of resources; ` +
          (r.signedIn ? `signed in via localStorage '${TOKEN_KEY}' set in the same tab before the audit (Lighthouse keeps localStorage); ` : 'signed out; ') +
          `${company}; reports in bench/results/lighthouse-${r.name}-*.json`,
      }));
      const initial = await routeInitialKb(r.name);
      figures.push(figure({
        figure: `initial JS: ${r.label}, gzip`,
        ours: initial ?? Number.NaN,
        unit: 'KB',
        goal: r.first ? `≤ ${budget} KB (first screen)` : `≤ ${budget} KB (first screen's ${FIRST_SCREEN_BUDGET_KB} + ${ROUTE_EXTRA_KB})`,
        met: initial !== null && initial <= budget,
        notes:
          `the scripts the route loads before it can draw: the page's HTML scripts and the route's static closure (route-chunks.json); KB = 1000 bytes, zlib default level. The cold visit as Lighthouse ` +
          `recorded it, idle loads after the first screen included (the offline kit, the chart, the answers' schemas): ${js} KB in ` +
          `${runs[0].scripts.length} files`,
      }));
    }
    return figures;
  } finally {
    if (chrome) await chrome.kill();
    await app.stop();
  }
}

// ---------------------------------------------------------------- run

export async function run(): Promise<Figure[]> {
  // A build named by WEB_DIST is measured as it is.
  if (process.env.BENCH_SKIP_BUILD !== '1' && !process.env.WEB_DIST) {
    execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const size = await jsSize();
  const sizeFigure = figure({
    figure: 'Initial JS (entry + modulepreload), gzip',
    ours: kb(size.initial),
    unit: 'KB',
    goal: `initial JS ≤ ${FIRST_SCREEN_BUDGET_KB} KB gzip`,
    met: kb(size.initial) <= FIRST_SCREEN_BUDGET_KB,
    notes:
      `${size.files.map((f) => `${path.basename(f.file)} ${kb(f.gzip)}`).join(' + ')} KB; ` +
      `total JS ${kb(size.total)} KB gzip; render-blocking CSS ${kb(size.css)} KB gzip; KB = 1000 bytes, zlib default level` +
      (await routeScripts()),
  });
  return [sizeFigure, ...(await lighthouseFigures())];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (figures) => {
      console.log(JSON.stringify(figures, null, 2));
      process.exit(0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
