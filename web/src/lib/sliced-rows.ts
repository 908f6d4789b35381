// Long lists drawn in slices (issue 28, "render less"): a busy company's Entries (500 rows) or parties (300)
// took one long task to render, which blocks every tap meanwhile (Lighthouse's TBT). The first rows render at
// once, enough for the first screen; the whole list follows in a background render that React time-slices
// and interrupts for input (useDeferredValue with an initial value), then later changes show the previous
// list until the new one is ready. Every row is in the page in the end (find in page, print, tests).
import { useDeferredValue, useMemo } from 'react';

/** More than a tall screen shows: the rest comes in the background. */
const FIRST_ROWS = 40;

export function useSlicedRows<T>(rows: readonly T[], first = FIRST_ROWS): readonly T[] {
  const head = useMemo(() => rows.slice(0, first), [rows, first]);
  return useDeferredValue(rows, head);
}
