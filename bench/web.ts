// Web figures: the gzip size of the JS the browser loads up front, and Lighthouse's performance score
// (mobile preset, Debian Chromium) on the dashboard and a party page of a logged-in owner with a month
// of documents.
//
// Logging in: Lighthouse (12 and 13) only clears file_systems, shader_cache, service_workers and cache_storage
// for the origin before it navigates (its default `clearStorageTypes`) and the HTTP cache; localStorage
// survives. So we launch one Chromium, open the origin's /login in a tab through Lighthouse's own
// puppeteer-core, write the token under `jwl.token`, and hand that same tab to Lighthouse: the audited
// load is cold (HTTP cache cleared) but signed in. Each audit checks that the final URL is still the
// requested one (not /login).
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

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'web/dist');
const RESULTS = path.join(ROOT, 'bench/results');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Lighthouse runs per page; the median score is reported. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TOKEN_KEY = 'jwl.token'; // web/src/lib/session.ts

const kb = (bytes: number) => Math.round((bytes / 1000) * 10) / 10;
const gz = (buf: Buffer) => gzipSync(buf).length;

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

// ---------------------------------------------------------------- data

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** A party with 36 documents in the current month: 12 in slips, 8 out slips, 8 sale bills, 8 cash receipts. */
export async function seed(app: StartedApp): Promise<{ owner: Owner; partyId: string }> {
  const owner = await createOwner(app, 'Bench Textiles');
  const party = await apiAs<{ id: string }>(app, owner, '/party/add/v1', {
    name: 'Shree Polymers',
    openingReceivableQuantity: '0',
    openingReceivableAmount: '25000',
  });
  const subs = await apiAs<Array<{ id: string }>>(app, owner, '/subParty/list/v1', { filter: { partyId: party.id } });
  const subPartyId = subs[0].id;
  const products: string[] = [];
  for (const name of ['HDPE Granules', 'HDPE Pipe', 'LLDPE Film']) {
    products.push((await apiAs<{ id: string }>(app, owner, '/product/add/v1', { name })).id);
  }
  const now = new Date();
  const ym = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  const day = (i: number) => `${ym}-${pad(1 + (i % now.getDate()))}`;
  let slipNo = 1;
  for (let i = 0; i < 12; i++) {
    await apiAs(app, owner, '/jobWorkItem/slip/add/v2', {
      itemType: 'IN', subPartyId, productId: products[i % 3], issueDate: day(i), slipNo: String(slipNo++),
      grossQuantity: (100 + i * 7.25).toFixed(3), bagQuantity: '0.500', rejectedQuantity: '0',
      workRate: '12.50', lossPercentage: '2', note: i % 4 === 0 ? 'urgent lot' : undefined,
    });
  }
  for (let i = 0; i < 8; i++) {
    await apiAs(app, owner, '/jobWorkItem/slip/add/v2', {
      itemType: 'OUT', subPartyId, productId: products[i % 3], issueDate: day(i + 3), slipNo: String(slipNo++),
      grossQuantity: (90 + i * 5.5).toFixed(3), bagQuantity: '0.250', rejectedQuantity: '1.000',
      workRate: '12.50', lossPercentage: '2',
    });
  }
  for (let i = 0; i < 8; i++) {
    await apiAs(app, owner, '/saleBill/add/v2', {
      subPartyId, productId: products[i % 3], issueDate: day(i + 1), fullBillNo: `SB-${100 + i}`,
      quantity: (50 + i * 3).toFixed(3), saleRate: '85.00', workRate: '12.50',
    });
  }
  for (let i = 0; i < 8; i++) {
    await apiAs(app, owner, '/inwardCashReceipt/add/v1', {
      partyId: party.id, amount: (5000 + i * 750).toFixed(2), issueDate: day(i + 2), note: `NEFT ${i + 1}`,
    });
  }
  return { owner, partyId: party.id };
}

// ---------------------------------------------------------------- lighthouse

export interface Audit { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; finalUrl: string; transferKb: number; resourceKb: number; lhr: Result }

export async function audit(port: number, origin: string, token: string, url: string, reportName: string): Promise<Audit> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}/login`, { waitUntil: 'load' });
    await page.evaluate((key: string, value: string) => window.localStorage.setItem(key, value), TOKEN_KEY, token);
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    await writeFile(path.join(RESULTS, `${reportName}.json`), typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      si: num('speed-index'),
      finalUrl: lhr.finalDisplayedUrl,
      ...(() => {
        const details = lhr.audits['network-requests']?.details;
        const items = (details?.type === 'table' ? details.items : []) as Array<{ transferSize?: number; resourceSize?: number }>;
        return {
          transferKb: kb(items.reduce((t, i) => t + (i.transferSize ?? 0), 0)),
          resourceKb: kb(items.reduce((t, i) => t + (i.resourceSize ?? 0), 0)),
        };
      })(),
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
async function auditWithRetries(port: number, origin: string, token: string, url: string, reportName: string): Promise<Audit> {
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

async function lighthouseFigures(): Promise<Figure[]> {
  await mkdir(RESULTS, { recursive: true });
  const app = await startApp();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const { owner, partyId } = await seed(app);
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const pages = [
      { name: 'dashboard', label: 'Lighthouse performance: dashboard /', url: `${app.url}/` },
      { name: 'party', label: 'Lighthouse performance: party page /party/:id', url: `${app.url}/party/${partyId}` },
    ];
    const figures: Figure[] = [];
    for (const p of pages) {
      const runs: Audit[] = [];
      for (let i = 0; i < RUNS; i++) {
        const a = await auditWithRetries(chrome.port, app.url, owner.token, p.url, `lighthouse-${p.name}-${i + 1}`);
        if (new URL(a.finalUrl).pathname !== new URL(p.url).pathname) {
          throw new Error(`Lighthouse ended on ${a.finalUrl}, not ${p.url}: not signed in?`);
        }
        runs.push(a);
      }
      const mid = present(runs.find((r) => r.score === median(runs.map((x) => x.score))), 'the run with the median score');
      const ms = (v: number) => `${Math.round(v)} ms`;
      figures.push(figure({
        figure: p.label,
        ours: mid.score,
        unit: 'score',
        goal: '≥ 95',
        met: mid.score >= 95,
        notes:
          `median of ${RUNS} runs (scores ${runs.map((r) => r.score).join(', ')}); mobile preset, simulated throttling, Debian Chromium; ` +
          `FCP ${ms(mid.fcp)}, LCP ${ms(mid.lcp)}, TBT ${ms(mid.tbt)}, SI ${ms(mid.si)}, CLS ${mid.cls.toFixed(3)}; ` +
          `transferred ${mid.transferKb} KB for ${mid.resourceKb} KB of resources; ` +
          `signed in via localStorage '${TOKEN_KEY}' set in the same tab before the audit (Lighthouse keeps localStorage); ` +
          `party with 36 documents this month; reports in bench/results/lighthouse-${p.name}-*.json`,
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
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const size = await jsSize();
  const sizeFigure = figure({
    figure: 'Initial JS (entry + modulepreload), gzip',
    ours: kb(size.initial),
    unit: 'KB',
    goal: 'initial JS ≤ 250 KB gzip',
    met: kb(size.initial) <= 250,
    notes:
      `${size.files.map((f) => `${path.basename(f.file)} ${kb(f.gzip)}`).join(' + ')} KB; ` +
      `total JS ${kb(size.total)} KB gzip; render-blocking CSS ${kb(size.css)} KB gzip; KB = 1000 bytes, zlib default level`,
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
