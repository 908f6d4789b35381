// Entry point.
import './app/mantine-styles';
import { fontsReady, languageReady, storedLanguage } from './i18n';
// Noto Sans Devanagari, Devanagari only (its unicode-range): downloaded when a Hindi glyph is on screen.
import './app/devanagari-font.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { applyPreloadedStyles } from './app/styles-ready';
import { queryClient } from './app/query-client';
import { selfQueryOptions } from './features/session/api/get-self';
import { inNextTask } from './lib/next-task';
import { getToken } from './lib/session';
import { registerServiceWorker } from './app/service-worker';

// Opened offline by a signed-in user: the reads last seen in this browser (lib/read-cache.ts, its own chunk) fill
// the cache before the first render, so the app opens on them (docs/offline.md). Online it is never loaded here.
const offlineStart = getToken('user') && !navigator.onLine ? import('./lib/read-cache').then(({ restoreReads }) => restoreReads(queryClient)) : null;

// Start the session request now, in parallel with the current route's loader (app/route-loaders.ts:
// the screen's chunk and first reads), rather than after the first render; in a task of its own (lib/next-task.ts),
// not inside the first bundle's evaluation.
if (offlineStart) void offlineStart.then(() => queryClient.prefetchQuery(selfQueryOptions()));
else if (getToken('user')) void inNextTask(() => queryClient.prefetchQuery(selfQueryOptions()));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// English is there at once; a Hindi reader's catalogue chunk is awaited so the first paint is Hindi.
// The stylesheets were fetched since the page began (preloaded); they apply before the first render.
// Then a Hindi reader's font (preloaded by index.hi.html): the first paint draws Devanagari in it.
// Not a top-level await: while this module's evaluation is pending, Chromium holds back the dynamic imports
// started meanwhile (the route loader's screen and first reads) until it ends.
void Promise.all([languageReady, applyPreloadedStyles(), offlineStart])
  .then(() => fontsReady(storedLanguage()))
  .then(() => {
    // In a transition, React draws the first screen in slices of a few ms, yielding between them, instead of in
    // one task (the first render of the providers and the screen was 0.5-1 s at a phone's speed).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    registerServiceWorker();
  });
