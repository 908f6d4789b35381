// A page of a long list drawn in slices (issue 28, "render less"; the pages are lib/paged-rows.ts, its one
// user, which a busy item card's slips also use as one page of every slip): one long task to render a page
// blocks every tap meanwhile (Lighthouse's TBT). The first rows render at once, enough for the first screen;
// the rest follow a slice per task (a transition started from a timer), so no one task draws more than a slice
// and a tap waits for one slice at most. Later changes (a filter, a refetch) are drawn in the background while
// the previous list stays (useDeferredValue), and a list never shrinks back to its first slice. Every row of the page is in it in the end.
//
// useDeferredValue alone (the first version) did not keep the rest in the background: the party page's whole
// statement was rendered in one synchronous task of 2–3 s at Lighthouse's CPU (a store update during the
// background render makes React render it again synchronously).
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';

/** About what a phone's screen shows: the rest of the page comes in the background. */
const FIRST_ROWS = 12;
/** Rows per later slice: a slice's task stays under 50 ms on Lighthouse's slowed phone CPU (a card or row
 * of Mantine components costs about 7 ms there, with its style and layout). */
const STEP_ROWS = 2;

/** `first` rows at once, then `step` more per task. */
export function useSlicedRows<T>(rows: readonly T[], first = FIRST_ROWS, step = STEP_ROWS): readonly T[] {
  const [count, setCount] = useState(first);
  const more = count < rows.length;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => startTransition(() => setCount((drawn) => drawn + step)), 0);
    return () => clearTimeout(timer);
  }, [more, count, step]);
  const shown = useMemo(() => (more ? rows.slice(0, count) : rows), [rows, more, count]);
  return useDeferredValue(shown);
}
