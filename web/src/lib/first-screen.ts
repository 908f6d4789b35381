// "Once the first screen is drawn": the one wait for work a cold load does not need to draw the screen it opened on
// (the service worker fetching the app's files to keep, the offline kit). It must not share the network,
// the server or the main thread with that screen (issue 28): on the party page the worker's ~220 files and the kit's
// ~15 chunks were fetched alongside the screen's ~55 chunks, and its rows waited for them (bench/party-page.ts).
// Neither the page's `load` event (it comes before a route's chunks, which its loader asks for) nor the reads being
// in (the statement comes before the last of them) says it. So: after `load`, once no file or answer has arrived
// for QUIET_MS and no read is in flight, when the browser is next idle; by AT_MOST_MS whatever the page does.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, startTransition } from 'react';

/** How long the page must have received nothing (a script, a stylesheet, an answer) to count as drawn. */
const QUIET_MS = 1_000;
/** The first screen counts as drawn by then, whatever the page is doing (a screen that polls, a read that hangs). */
const AT_MOST_MS = 10_000;

let drawn: Promise<void> | null = null;

/** Resolves once the page's first screen is drawn (see above); the same promise for every caller. */
export function afterFirstScreen(queryClient: QueryClient): Promise<void> {
  drawn ??= new Promise<void>((resolve) => {
    const whenQuiet = () => {
      let timer = 0;
      const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => wait()) : null;
      const finish = () => {
        window.clearTimeout(timer);
        window.clearTimeout(cap);
        observer?.disconnect();
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: QUIET_MS });
        else resolve();
      };
      // A read in flight (whose answer has not arrived, so is not yet a resource entry) keeps the page busy.
      const check = () => (queryClient.isFetching() > 0 ? wait() : finish());
      function wait() {
        window.clearTimeout(timer);
        timer = window.setTimeout(check, QUIET_MS);
      }
      const cap = window.setTimeout(finish, AT_MOST_MS);
      observer?.observe({ type: 'resource' });
      wait();
    };
    if (document.readyState === 'complete') whenQuiet();
    else window.addEventListener('load', whenQuiet, { once: true });
  });
  return drawn;
}

/**
 * False until the first screen is drawn, then true. The change is a transition: what it draws comes in slices of a
 * few ms that yield to the page (issue 28).
 */
export function useAfterFirstScreen(): boolean {
  const queryClient = useQueryClient();
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen(queryClient).then(() => live && startTransition(() => setAfter(true)));
    return () => {
      live = false;
    };
  }, [queryClient]);
  return after;
}
