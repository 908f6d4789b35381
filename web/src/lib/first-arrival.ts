// A query's data as a screen draws its heavy part: the first arrival (nothing → data) is drawn in the background (a
// transition render, in slices of a few ms), while every later change (a refetch, another month) is drawn at once.
// React Query hands its answers to React through an external store, which React always renders synchronously: the
// party page's statement arriving drew the whole page in one task of 120–190 ms at a phone's speed (Lighthouse's
// TBT). Deferred, the urgent render keeps the skeleton and the statement follows in slices (issue 28).
// Only the first arrival: a deferred change from one statement to another would show the old rows for a moment
// under the new month, where a tap or a print could reach them.
import { useDeferredValue } from 'react';

export function useFirstArrivalDeferred<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred === undefined ? undefined : data;
}
