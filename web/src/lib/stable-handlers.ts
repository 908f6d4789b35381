// Handlers that keep their identity across renders while always calling the latest ones: a long list's rows
// are memoised (issue 28, "render less"), and a page that makes its handlers afresh at every render would
// otherwise draw every row again whenever anything on it changes (a dialog opening, a query settling).
import { useLayoutEffect, useMemo, useRef } from 'react';

/** The same object for the component's life, each of its functions calling the newest `handlers`' own. */
export function useStableHandlers<T extends { [K in keyof T]: (...args: never[]) => unknown }>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const keys = Object.keys(handlers).sort().join(',');
  return useMemo(
    () => Object.fromEntries(keys.split(',').map((key) => [key, (...args: never[]) => (latest.current[key as keyof T] as (...a: never[]) => unknown)(...args)])) as T,
    [keys],
  );
}
