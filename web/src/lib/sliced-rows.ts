// Long lists drawn in slices (issue 28, "render less"): a busy company's Entries (500 rows) or parties (300)
// took one long task to render, which blocks every tap meanwhile (Lighthouse's TBT). The first rows render at
// once, enough for the first screen; the rest follow a slice per task (a transition started from a timer), so
// no one task draws more than a slice and a tap waits for one slice at most. Later changes (a filter, a
// refetch) are drawn in the background while the previous list stays (useDeferredValue), and a list never
// shrinks back to its first slice. Every row is in the page in the end (find in page, print, tests).
//
// useDeferredValue alone (the first version) did not keep the rest in the background: the party page's whole
// statement was rendered in one synchronous task of 2–3 s at Lighthouse's CPU (a store update during the
// background render makes React render it again synchronously).
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';

/** More than a tall screen shows: the rest comes in the background. */
const FIRST_ROWS = 40;
/** Rows per later slice: a slice's task stays near 50 ms on Lighthouse's slowed phone CPU. */
const STEP_ROWS = 10;

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
