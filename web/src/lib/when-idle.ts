// Work below the fold waits for the main thread: drawn once the browser is idle after what the screen
// shows first (its header, its figures), so it never competes with them for a phone's slow CPU.
import { startTransition, useEffect, useState } from 'react';

/** At most this long a wait for idleness (a page that is never idle still draws it). */
const LONGEST_WAIT_MS = 2_000;

/**
 * False until `ready` has been true and the browser has then been idle (requestIdleCallback; a short
 * timer where there is none, as in Safari); true from then on. The change is a transition: what it draws (the
 * dashboard's chart) is rendered in slices of a few ms that yield to the page, not in one task,
 * which Lighthouse counts as blocking until the page goes quiet (issue 28).
 */
export function useWhenIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(becomeIdle, { timeout: LONGEST_WAIT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(becomeIdle, 100);
    return () => window.clearTimeout(id);
  }, [ready, idle]);
  return idle;
}
