// The built web app's hashed files (web/dist/assets: scripts, stylesheets, fonts), read into memory once when the
// app is made and each sent in one write (issue 28). A screen's first load asks for up to 70 of them; through
// express-static-gzip and serve-static each cost a stat, a file opened and streamed and headers worked out per
// request (the party page's 52 over six keep-alive connections: 37–75 ms a round, from memory 18–39 ms), while the
// browser waited in its six-connection queue on the same two cores. Their names
// carry their content's hash, so they never change while the app runs: cached by browsers for a year, no ETag.
// The build wrote each text file over 1 KB also as .br (best brotli) and .gz (web/vite.config.ts); the one the
// browser accepts is sent as it is, brotli first.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

interface Asset {
  /** The file's extension: its Content-Type is express's (mime-types) for it. */
  ext: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The files of `dir` by name (not the .br and .gz beside them, which ride with their file). */
function readAssets(dir: string): Map<string, Asset> {
  const names = new Set(readdirSync(dir));
  const assets = new Map<string, Asset>();
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const read = (file: string) => (names.has(file) ? readFileSync(path.join(dir, file)) : undefined);
    assets.set(name, {
      ext: path.extname(name),
      plain: readFileSync(path.join(dir, name)),
      br: read(`${name}.br`),
      gzip: read(`${name}.gz`),
    });
  }
  return assets;
}

/** Express middleware for the assets' mount point: a known file from memory, anything else 404. */
export function serveAssets(dir: string) {
  const assets = readAssets(dir);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const asset = assets.get(req.path.slice(1));
    if (!asset) {
      res.status(404).type('text').send('Not found');
      return;
    }
    let body = asset.plain;
    if (asset.br || asset.gzip) {
      res.setHeader('Vary', 'Accept-Encoding');
      // Brotli whenever it is accepted (browsers list gzip first at the same weight), else gzip, else the file.
      if (asset.br && req.acceptsEncodings('br') === 'br') {
        body = asset.br;
        res.setHeader('Content-Encoding', 'br');
      } else if (asset.gzip && req.acceptsEncodings('gzip') === 'gzip') {
        body = asset.gzip;
        res.setHeader('Content-Encoding', 'gzip');
      }
    }
    res.type(asset.ext);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
