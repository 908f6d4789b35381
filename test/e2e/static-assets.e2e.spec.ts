// The built web app's files as a phone receives them (issue 28, "static assets precompressed"): each script,
// stylesheet and page is sent in the encoding the browser accepts, made once at build time (brotli first,
// then gzip), byte for byte the built file once decoded; hashed assets are immutable for a year, and a file
// too small to pay for compressing goes as it is.
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type StartedApp } from '../support/app';

const DIST = process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

interface Raw { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** GET without any decoding, so the test sees the bytes the browser receives. */
function get(url: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

function decode(raw: Raw): Buffer {
  switch (raw.headers['content-encoding']) {
    case 'br': return zlib.brotliDecompressSync(raw.body);
    case 'gzip': return zlib.gunzipSync(raw.body);
    case undefined: return raw.body;
    default: throw new Error(`unexpected content-encoding ${String(raw.headers['content-encoding'])}`);
  }
}

describe('the web app\'s files', { timeout: 120_000 }, () => {
  let app: StartedApp;
  beforeAll(async () => {
    app = await startApp();
  }, 120_000);
  afterAll(async () => {
    await app.stop();
  });

  it('when a browser accepts brotli, then each script and stylesheet comes precompressed, immutable, and decodes to the built file', async () => {
    const assets = await readdir(path.join(DIST, 'assets'));
    const scripts = assets.filter((name) => /\.(js|css)$/.test(name));
    const big = [];
    for (const name of scripts) {
      const built = await readFile(path.join(DIST, 'assets', name));
      if (built.length < 1024) continue;
      big.push(name);
      const raw = await get(`${app.url}/assets/${name}`, 'gzip, deflate, br, zstd');
      expect(raw.status, name).toBe(200);
      expect(raw.headers['content-encoding'], name).toBe('br');
      expect(raw.headers['cache-control'], name).toBe('public, max-age=31536000, immutable');
      expect(String(raw.headers.vary), name).toMatch(/Accept-Encoding/i);
      expect(decode(raw).equals(built), name).toBe(true);
      // Best brotli: smaller than the built file's on-the-fly gzip at the level the API used (1).
      expect(raw.body.length, name).toBeLessThan(zlib.gzipSync(built, { level: 1 }).length);
    }
    expect(big.length).toBeGreaterThan(20);
  });

  it('when a browser accepts gzip only, or nothing, then it gets gzip, or the file as it is', async () => {
    const entry = (await readdir(path.join(DIST, 'assets'))).find((name) => /^index-.*\.js$/.test(name));
    expect(entry).toBeDefined();
    const built = await readFile(path.join(DIST, 'assets', String(entry)));
    const gzip = await get(`${app.url}/assets/${String(entry)}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).equals(built)).toBe(true);
    // A weight of 0 refuses an encoding, whatever the order.
    const noBrotli = await get(`${app.url}/assets/${String(entry)}`, 'br;q=0, gzip');
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(decode(noBrotli).equals(built)).toBe(true);
    const plain = await get(`${app.url}/assets/${String(entry)}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(built)).toBe(true);
  });

  it('when a route is opened, then the page and the service worker are sent compressed and revalidated each time; an unknown asset is 404', async () => {
    const page = await get(`${app.url}/parties`, 'br, gzip');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decode(page).toString()).toContain('<div id="root">');
    expect((await get(`${app.url}/assets/nothing-here.js`, 'br')).status).toBe(404);
    // Only the built assets themselves: nothing outside their folder.
    expect((await get(`${app.url}/assets/..%2Findex.html`, 'br')).status).toBe(404);
    // The service worker's script is checked on every visit, so a release reaches phones at the next one.
    const worker = await get(`${app.url}/sw.js`, 'br, gzip');
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(decode(worker).toString()).toContain('precacheAndRoute');
  });
});
