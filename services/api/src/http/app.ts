// The Express application: security headers, no caching of any API answer, body limits, request logging
// without secrets, the API under /api, the built web app with SPA fallback, and one error handler.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http, { type ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { pinoHttp } from 'pino-http';
import type { Services } from '../context.ts';
import { AppError, coded } from './errors.ts';
import { makeRoute } from './kit.ts';
import { inlineScriptSources, shellPages } from './shell-page.ts';
import { serveAssets } from './assets.ts';
import { isDatabaseUnavailable, privateAnswers, refuseUnstorableStrings, requireIdentityUtf8 } from './edges.ts';
import { messageText, requestLanguage } from '@ledger/contract';
import { identityRoutes } from '../identity/routes.ts';
import { companyRoutes } from '../companies/routes.ts';
import { adminRoutes } from '../admin/routes.ts';
import { productRoutes } from '../products/routes.ts';
import { exportRoutes } from '../export/routes.ts';
import { sharingRoutes } from '../sharing/routes.ts';
import { reminderRoutes } from '../parties/reminders.ts';
import { gstRoutes } from '../gst/routes.ts';
import { booksRoutes } from '../books/routes.ts';
import { rateLimit } from 'express-rate-limit';
import { importRoutes } from '../imports/routes.ts';
import { partyRoutes } from '../parties/routes.ts';
import { subPartyRoutes } from '../subParties/routes.ts';
import { slipRoutes } from '../slips/routes.ts';
import { billRoutes } from '../bills/routes.ts';
import { cashRoutes } from '../cash/routes.ts';
import { noteRoutes } from '../notes/routes.ts';
import { statementRoutes } from '../statement/routes.ts';
import { historyRoutes } from '../history/routes.ts';
import { accessRoutes } from '../access/routes.ts';

/** The smallest answer compressed: about one TCP segment (a 1,500-byte MTU less the IP and TCP headers). */
const GZIP_MIN_BYTES = 1400;

/**
 * The HTTP server that serves `app` (npm start, and the API the integration tests start). An idle kept-alive
 * connection is closed by the server well after its clients let it go (undici after 4 s, proxies after 60 s): with
 * Node's 5 s, a client whose timers ran late (a busy test process) reused a socket the server had just closed, and
 * its request failed with "fetch failed" (ECONNRESET).
 */
export function serverFor(app: http.RequestListener): http.Server {
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

export function createApp(svc: Services, webDist?: string) {
  const app = express();
  app.disable('x-powered-by');
  // No tag hashed from every answer's body: a read that can be revalidated carries a tag of the company's
  // projected position instead (kit.ts readTag); static files keep their own.
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  // First: every /api answer (data, file, refusal, 404, 429, 5xx) is Cache-Control: no-store.
  app.use('/api', privateAnswers);
  // Scripts from the app's own origin, and the page's boot script by its hash (shell-page.ts).
  const scriptSrc = ["'self'", ...(webDist ? inlineScriptSources(webDist) : [])];
  app.use(helmet({ contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'], 'script-src': scriptSrc } } }));
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  // The web app's hashed files from memory, ahead of the compression and the request log, which they do not need.
  if (hasWeb) app.use('/assets', serveAssets(path.join(webDist, 'assets')));
  // Level 1: most of the saving for a fraction of the CPU (API answers are compressed on every request). Not below
  // one TCP segment (GZIP_MIN_BYTES): such an answer reaches a phone in one packet either way, while every gzip
  // stream costs its fixed ~80 µs of CPU; above it gzip pays many times over (docs/performance.md "Statements").
  app.use(compression({ level: 1, threshold: GZIP_MIN_BYTES }));
  app.use(
    pinoHttp({
      logger: svc.log,
      genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    }),
  );

  const api = express.Router();
  api.use(requireIdentityUtf8);
  api.use(express.json({ limit: '256kb' }));
  api.use(refuseUnstorableStrings);
  // Shared statements are opened without an account: at most SHARE_RATE_LIMIT opens per IP per minute.
  api.use('/public/statement', rateLimit({
    windowMs: 60_000, limit: svc.config.SHARE_RATE_LIMIT, standardHeaders: 'draft-8', legacyHeaders: false,
    handler: (req, res) => sendError(req, res, coded(429, 'tooManyRequests')),
  }));
  const route = makeRoute(svc, api);
  identityRoutes(svc, route);
  companyRoutes(svc, route);
  adminRoutes(svc, route);
  productRoutes(svc, route);
  partyRoutes(svc, route);
  importRoutes(svc, route);
  subPartyRoutes(svc, route);
  slipRoutes(svc, route);
  billRoutes(svc, route);
  cashRoutes(svc, route);
  noteRoutes(svc, route);
  statementRoutes(svc, route);
  historyRoutes(svc, route);
  accessRoutes(svc, route);
  exportRoutes(svc, route);
  sharingRoutes(svc, route);
  reminderRoutes(svc, route);
  gstRoutes(svc, route);
  booksRoutes(svc, route);
  api.use((req, res) => sendError(req, res, coded(404, 'notFound', { thing: 'Server resource' })));
  app.use('/api', api);

  if (hasWeb) {
    // The page's other files (the service worker, the manifest): the build wrote each text file also as .br and .gz
    // (web/vite.config.ts), and the one the browser accepts is sent as it is, brotli first (the on-the-fly
    // compression above leaves an answer that is already encoded alone). The hashed assets went above (assets.ts).
    const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false };
    // The service worker's script is checked on every visit, so a release reaches phones at their next visit.
    const noCacheForWorker = (res: ServerResponse, file: string) => {
      if (path.basename(file) === 'sw.js') res.setHeader('Cache-Control', 'no-cache');
    };
    app.use(expressStaticGzip(webDist, { ...precompressed, serveStatic: { index: false, maxAge: '1h', setHeaders: noCacheForWorker } }));
    // A Hindi reader (the web app keeps the ledger.language cookie) gets the page that preloads the
    // Devanagari font (web/vite.config.ts, hindiPage).
    // Its boot shell holds the screen's title (or a signed-out screen's card) for the path (shell-page.ts).
    const page = shellPages(webDist);
    app.get(/.*/, (req, res) => {
      const hindi = /(?:^|;\s*)ledger\.language=hi(?:;|$)/.test(req.headers.cookie ?? '');
      res.set({ 'Cache-Control': 'no-cache', Vary: 'Cookie' }).type('html').send(page(hindi ? 'hi' : 'en', req.path));
    });
  }

  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof AppError) {
      sendError(req, res, err);
      return;
    }
    const e = err as { type?: string; status?: number };
    if (e.type === 'entity.parse.failed') {
      sendError(req, res, coded(400, 'notJson'));
      return;
    }
    if (e.type === 'entity.too.large') {
      sendError(req, res, coded(413, 'tooLarge'));
      return;
    }
    if (e.status === 404) {
      sendError(req, res, coded(404, 'notFoundBare'));
      return;
    }
    // Any other refusal by the body parser (charset, encoding, an aborted or mis-sized body).
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      sendError(req, res, coded(e.status, e.status === 415 ? 'uncompressed' : 'unreadable'));
      return;
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: (err as Error).message }, 'database unavailable');
      res.set('Retry-After', '5');
      sendError(req, res, coded(503, 'databaseDown'));
      return;
    }
    req.log.error({ err }, 'unhandled error');
    sendError(req, res, coded(500, 'serverError'));
  });
  return app;
}

/** The header every refusal names its message's catalogue key in (contract i18n/messages.ts). */
export const ERROR_CODE_HEADER = 'X-Error-Code';

/**
 * Every refusal's answer, { error: { message, field? } }, its message in the language the request asks
 * for (Accept-Language), chosen from its code; the code itself is answered in X-Error-Code.
 */
function sendError(req: Request, res: Response, err: AppError): void {
  if (err.retryAfter !== undefined) res.set('Retry-After', String(err.retryAfter));
  res.set(ERROR_CODE_HEADER, err.code);
  const language = requestLanguage(req.get('accept-language'));
  const problems = err.problems?.map((d) => ({ id: d.id, document: d.document, problems: d.problems.map((p) => messageText(p.code, p.params, language)) }));
  res.status(err.status).json({ error: { message: err.text(language), ...(err.field ? { field: err.field } : {}), ...(problems ? { problems } : {}) } });
}
