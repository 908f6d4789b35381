// Vite config for the web app: built into web/dist, which the API server serves with SPA fallback.
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { PRODUCT_NAME } from '../contract/src/product';
import { FONT_STACK } from './src/app/font-stack';
import { PRELOAD_LINKS_PER_TASK } from './src/app/preload-links';

/**
 * The built page's stylesheets stop blocking first paint: they are preloaded (fetched at once, at
 * high priority) and main.tsx turns them into stylesheets before React's first render, so the inline
 * shell paints while they load and no screen ever renders unstyled. (An inline onload handler would do
 * it without script, but the API's CSP refuses inline handlers.)
 */
const nonBlockingCss = (): Plugin => ({
  name: 'non-blocking-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g, '<link rel="preload" as="style"$1 href="$2" data-app-css>'),
  },
});

/** index.html's boot shell paints in the app's one font stack (src/app/font-stack.ts), and names the product (contract/src/product.ts). */
const fontStack = (): Plugin => ({
  name: 'font-stack',
  transformIndexHtml: { order: 'pre', handler: (html) => html.replaceAll('__FONT_STACK__', FONT_STACK).replaceAll('__PRODUCT_NAME__', PRODUCT_NAME) },
});

/**
 * What the boot shell needs from the app's TypeScript, read in node once per build:
 * - shell.json, what the server writes into the page's boot shell for a path (src/app/shell-titles.ts,
 *   services/api/src/http/shell-page.ts): the screen's title in English, the signed-out screens that get the card's
 *   shell, and the public pages that get no app header. Not the Hindi titles: the shell paints before the stylesheet
 *   that names the Devanagari font is applied, and a phone without a Devanagari font would draw boxes; a Hindi
 *   reader's shell keeps the bar, and BootShell draws the title once the font is in;
 * - index.html's one inline script, which paints a party page's known party name into the shell
 *   (lib/known-names.ts; the server allows it by its hash).
 */
const shellTitles = (): Plugin => {
  let made: { shell: string; bootScript: string } | undefined;
  const make = () => {
    // The catalogues read the contract (TypeScript in a workspace), so they are read in node, as endpointRefs does.
    const url = (name: string) => JSON.stringify(pathToFileURL(fileURLToPath(new URL(`./src/${name}`, import.meta.url))).href);
    const script = `
      const { AUTH_SHELL_PATHS, PUBLIC_SHELL_PREFIX, shellTitlesIn } = await import(${url('app/shell-titles.ts')});
      const { bootTitleScript } = await import(${url('lib/known-names.ts')});
      const { en } = await import(${url('i18n/en/index.ts')});
      const shell = JSON.stringify({ auth: AUTH_SHELL_PATHS, publicPrefix: PUBLIC_SHELL_PREFIX, titles: shellTitlesIn(en) });
      process.stdout.write(JSON.stringify({ shell, bootScript: bootTitleScript() }));`;
    made ??= JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' })) as { shell: string; bootScript: string };
    return made;
  };
  return {
    name: 'shell-titles',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'script', children: make().bootScript, injectTo: 'body' }],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'shell.json', source: make().shell });
    },
  };
};

/**
 * index.hi.html: the built page for a Hindi reader (the API sends it when the ledger.language cookie says
 * hi). It preloads both weights of the bundled Devanagari font, so the font arrives with the scripts and
 * the first render (which waits for it, i18n/fonts) is not held up; an English reader never fetches it.
 */
const hindiPage = (): Plugin => ({
  name: 'hindi-page',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle['index.html'];
    if (page?.type !== 'asset') return;
    const fonts = Object.values(bundle)
      .filter((file) => file.type === 'asset' && /noto-sans-devanagari-devanagari-\d+-normal-[^/]*\.woff2$/.test(file.fileName))
      .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file.fileName}">`);
    if (fonts.length !== 2) this.error(`expected the Devanagari font's two weights among the assets, found ${fonts.length}`);
    const source = String(page.source)
      .replace('<html lang="en">', '<html lang="hi">')
      .replace(/\n(\s*)<script/, (_match, indent: string) => `\n${indent}${fonts.join(`\n${indent}`)}\n${indent}<script`);
    this.emitFile({ type: 'asset', fileName: 'index.hi.html', source });
  },
});

/**
 * The contract's endpoint refs (contract/src/endpoint-refs.ts) without the endpoints behind them: the tables'
 * import is replaced by their metadata (path, access, flags: what the refs themselves carry, read from the
 * module in node), so the web's screens load no zod and no schema. Each table's response schemas, made into
 * JSON Schema in node at build time (contract/src/answer-schemas.ts), are a chunk of their own
 * (`virtual:ledger-answers/<table>`, and `envelopes`), loaded while a call to one of its endpoints is on the
 * wire; answer-check.ts checks the answer with them. A ref's `load()` still brings its endpoint file (zod) for
 * whoever needs more than the answer's shape.
 */
/**
 * Mantine's ScrollArea takes useMergeRefs from @floating-ui/react and nothing else of it; it gets the app's
 * src/lib/scroll-area-refs.ts instead, so floating-ui comes only with the popovers that use it (issue 28).
 */
const scrollAreaRefs = (): Plugin => {
  const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  const shim = fileURLToPath(new URL('./src/lib/scroll-area-refs.ts', import.meta.url));
  return {
    name: 'scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer !== undefined && scrollArea.test(importer) ? shim : null;
    },
  };
};

const endpointRefs = (): Plugin => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const contract = (name: string) => fileURLToPath(new URL(`../contract/src/${name}`, import.meta.url));
  const file = contract('endpoint-refs.ts');
  const tablesImport = "import * as tables from './endpoints/index.ts';";
  const chunksLine = 'const answerChunks: AnswerChunks | null = null;';
  const prefix = 'virtual:ledger-answers/';
  let built: { metadata: Record<string, unknown>; answers: Record<string, unknown> } | null = null;
  const build = () => {
    const url = (name: string) => JSON.stringify(pathToFileURL(contract(name)).href);
    const script = `
      const refs = await import(${url('endpoint-refs.ts')});
      const tables = await import(${url('endpoints/index.ts')});
      const { answerSchemasOf, envelopeSchemas } = await import(${url('answer-schemas.ts')});
      const answers = { envelopes: envelopeSchemas() };
      for (const [name, value] of Object.entries(refs)) if (typeof value === 'object') answers[name] = answerSchemasOf(tables[name]);
      process.stdout.write(JSON.stringify({ metadata: refs, answers }));`;
    const made = built ?? JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as NonNullable<typeof built>;
    built = made;
    return made;
  };
  return {
    name: 'endpoint-refs',
    enforce: 'pre',
    // Made again for each build (and each start of the dev server: restart it after changing the contract).
    buildStart() {
      built = null;
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const answers = build().answers[id.slice(prefix.length + 1)];
      if (!answers) this.error(`No answer checks for ${id}`);
      return `export default ${JSON.stringify(answers)};`;
    },
    transform(code, id) {
      if (id.split('?')[0] !== file) return null;
      if (!code.includes(tablesImport)) this.error(`${file} no longer has the line ${tablesImport}`);
      if (!code.includes(chunksLine)) this.error(`${file} no longer has the line ${chunksLine}`);
      const { metadata, answers } = build();
      const chunks = Object.keys(answers).map((name) => `${JSON.stringify(name)}: () => import(${JSON.stringify(prefix + name)})`).join(', ');
      return {
        code: code.replace(tablesImport, `const tables = ${JSON.stringify(metadata)};`).replace(chunksLine, `const answerChunks = { ${chunks} };`),
        map: null,
      };
    },
  };
};

/** Mantine's useId module, as @mantine/hooks ships it. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's components get the app's useId (src/app/mantine-use-id.ts) instead of Mantine's, which sets a new id in a
 * layout effect after the first commit and so renders every component that has one twice, synchronously, in the
 * commit's task (issue 28). A build in which Mantine's module was not found (it moved in an upgrade) stops here
 * rather than silently shipping the double render again. Build only: the dev server pre-bundles Mantine as it is.
 */
const mantineUseId = (): Plugin => {
  const ours = fileURLToPath(new URL('./src/app/mantine-use-id.ts', import.meta.url));
  let replaced = false;
  return {
    name: 'mantine-use-id',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = false;
    },
    load(id) {
      if (!MANTINE_USE_ID.test(id.split('?')[0] ?? '')) return null;
      replaced = true;
      return `export { useId } from ${JSON.stringify(ours)};`;
    },
    buildEnd(error) {
      if (!error && !replaced) this.error(`@mantine/hooks no longer has esm/use-id/use-id.mjs: see mantineUseId in web/vite.config.ts`);
    },
  };
};

/** Vite's preload helper, the module every dynamic import of the build goes through. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** The helper's one line that puts a chunk's `<link rel=modulepreload>` (or a stylesheet's link) into the page. */
const PRELOAD_APPEND = 'document.head.appendChild(link);';

/**
 * Vite's preload helper appends a dynamic import's links a few per task instead of all at once (issue 28). A screen's
 * chunk needs up to 65 chunks and stylesheets, and the helper appended a link for each in the task that asked for
 * the screen: on a cold load the route's loader does it with the first reads, a task of 150–200 ms at Lighthouse's
 * 4× CPU, most of the party page's and Entries' blocking time. Queued, every link is still in the page within a few
 * ms, in tasks of at most PRELOAD_LINKS_PER_TASK, and the import itself is not delayed (the helper waits for
 * stylesheets only, as before). A build in which the helper no longer has that line stops here (see mantineUseId).
 */
const preloadLinksInSlices = (): Plugin => {
  let patched = false;
  return {
    name: 'preload-links-in-slices',
    apply: 'build',
    buildStart() {
      patched = false;
    },
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      if (!code.includes(PRELOAD_APPEND)) this.error(`Vite's preload helper no longer has the line ${PRELOAD_APPEND}: see preloadLinksInSlices in web/vite.config.ts`);
      patched = true;
      const queue = `const queuedLinks = []; const appendQueued = () => { for (const queued of queuedLinks.splice(0, ${PRELOAD_LINKS_PER_TASK})) document.head.appendChild(queued); if (queuedLinks.length > 0) setTimeout(appendQueued, 0); };`;
      return { code: `${queue}${code.replace(PRELOAD_APPEND, 'if (queuedLinks.push(link) === 1) setTimeout(appendQueued, 0);')}`, map: null };
    },
    buildEnd(error) {
      if (!error && !patched) this.error(`Vite's preload helper (${PRELOAD_HELPER}) was not seen: see preloadLinksInSlices in web/vite.config.ts`);
    },
  };
};

/** The screens whose first load route-chunks.json describes (their modules, under src/). */
const REPORTED_SCREENS = {
  party: 'features/party-detail/components/PartyDetailScreen.tsx',
  entries: 'features/entries/components/EntriesScreen.tsx',
  parties: 'features/parties/components/PartiesPage.tsx',
  reports: 'features/gst/components/ReportsPage.tsx',
  share: 'features/sharing/components/PublicStatementPage.tsx',
  dashboard: 'features/dashboard/components/DashboardPage.tsx',
  login: 'features/auth/components/LoginPage.tsx',
} as const;

/**
 * route-chunks.json: for each of REPORTED_SCREENS, the scripts its route loads before it can draw beyond what the page's
 * HTML names (the screen's chunk, the later screens' Mantine styles, and everything they import statically), and
 * the HTML's own scripts. bench/web.ts prints them with the initial JS figure.
 */
const routeChunks = (): Plugin => ({
  name: 'route-chunks',
  apply: 'build',
  // After Vite's own generateBundle, which drops the chunks that held only a stylesheet (mantine-styles-more's).
  enforce: 'post',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
    const holding = (suffix: string) => chunks.find((c) => c.moduleIds.some((id) => id.split('?')[0]?.replaceAll('\\', '/').endsWith(`/src/${suffix}`)));
    const chunkOf = (suffix: string) => holding(suffix) ?? this.error(`route-chunks: no chunk holds src/${suffix}`);
    const closure = (start: (typeof chunks)[number], seen = new Set<string>()): Set<string> => {
      if (seen.has(start.fileName)) return seen;
      seen.add(start.fileName);
      for (const name of start.imports) {
        const next = bundle[name];
        if (next?.type === 'chunk') closure(next, seen);
      }
      return seen;
    };
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) this.error('route-chunks: no entry chunk');
    const first = closure(entry);
    // The later screens' Mantine styles: a stylesheet, whose chunk (no script of its own) the build has dropped by now.
    const moreStyles = holding('app/mantine-styles-more.ts');
    const later = moreStyles ? closure(moreStyles) : new Set<string>();
    const routes = Object.fromEntries(
      Object.entries(REPORTED_SCREENS).map(([name, suffix]) => {
        const own = closure(chunkOf(suffix), name === 'login' || name === 'dashboard' ? new Set() : new Set(later));
        return [name, [...own].filter((file) => !first.has(file)).sort()];
      }),
    );
    this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify({ first: [...first].sort(), routes }, null, 1) });
  },
});

export default defineConfig({
  // Resolve relative to this file so a build started from the repo root still targets web/.
  root: new URL('.', import.meta.url).pathname,
  plugins: [
    react(), endpointRefs(), scrollAreaRefs(), mantineUseId(), preloadLinksInSlices(), nonBlockingCss(), fontStack(), hindiPage(), shellTitles(), routeChunks(),
    // The service worker (workbox, generated): the app's scripts and styles are kept on the phone, so a
    // second visit starts without the network and, offline, still opens the app (issue 28). Pages always go
    // to the network first (the server picks the Hindi page by cookie, and a new release's page names new
    // chunks) and fall back to the kept page only when it cannot be reached; /api is never cached (POST).
    // Registered by app/service-worker.ts after the page has loaded, so it never competes with the first screen.
    VitePWA({
      injectRegister: false,
      manifest: false,
      registerType: 'autoUpdate',
      workbox: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        // Content-hashed names need no revision of their own.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkFirst',
            options: { cacheName: 'pages', networkTimeoutSeconds: 5, precacheFallback: { fallbackURL: 'index.html' } },
          },
          // The Devanagari font only for a Hindi reader, once fetched.
          { urlPattern: /\/assets\/.*\.woff2$/, handler: 'CacheFirst', options: { cacheName: 'fonts', expiration: { maxEntries: 8 } } },
        ],
      },
    }),
    // Each text file also as .br (brotli, best) and .gz, made once at build time; the API sends the one the
    // browser accepts (services/api/src/http/app.ts) instead of compressing every answer on the fly at level 1.
    compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    // No modulepreload polyfill in the first script: every browser the app supports (Chrome and Android's WebView,
    // Safari 17, Firefox 115) preloads modules itself, and one without would only fetch the preloaded chunks later.
    modulePreload: { polyfill: false },
    // WEB_OUT_DIR: a build of its own for a parallel test run (the API's WEB_DIST points at it).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left to itself the bundler hoists libraries shared by several lazy screens into the entry
          // chunk; name them so they load only with the screens (menus, dialogs, forms) that use them.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 4 },
            // Mantine: what the first screen draws (the shell, the notices) in one chunk fetched with the entry;
            // the rest in chunks grouped by the screens that use them, so a screen fetches only its own
            // components (and floating-ui only with popovers, the date picker only with a date field).
            // Scripts only: a stylesheet's empty module would join them too.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/].*\.m?js$/, tags: ['$initial'], priority: 3 },
            // Everything else the first screens load (the entry's static imports): one chunk, not the ~20 pieces the
            // bundler cut by which lazy screens also use each module; every screen has them all loaded anyway.
            { name: 'app', tags: ['$initial'], priority: 1 },
            {
              name: 'mantine-more',
              test: /node_modules[\\/](@mantine|@floating-ui)[\\/].*\.m?js$/,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
