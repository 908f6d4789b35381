// Long lists in pages (issue 28, "render less"): a busy company's Entries (500 rows), parties (300) or a party's
// month (500 slips) drew every row, a slice per task; on a phone each slice was a long task, so the page stayed
// busy for seconds after it showed (Lighthouse's TBT 3–9 s), and every slice laid out a longer page. Now a list
// draws one page of rows (the first few at once, the rest of the page in small slices) and the owner asks for
// more ("Show 50 more", "Show all": components/ui/MoreRows.tsx). Totals and counts stay over every row.
//
// The page grows, never shrinks, while the same list is shown (a refetch after a write keeps what the owner
// opened); another `resetKey` (another month, filter or search) starts again at one page. Printing shows every
// row: the browser's beforeprint draws them all before the page is laid out for paper.
//
// A list that must show every row (an item card's slips: SlipTable.tsx) asks for one page of all of them
// (`page` = Infinity): no "Show more", only the slices, and printing still draws every row at once.
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSlicedRows } from './sliced-rows';

/** Rows per page: a few screens of a phone, a desktop screen and more. */
const PAGE_ROWS = 50;

export interface PagedRows<T> {
  /** The rows drawn so far (the page's rows come in slices). */
  shown: readonly T[];
  /** Rows in the list, drawn or not. */
  total: number;
  /** Rows of the pages asked for (what `shown` grows to). */
  asked: number;
  /** Rows one more page would add. */
  next: number;
  showMore: () => void;
  showAll: () => void;
}

export function usePagedRows<T>(rows: readonly T[], resetKey: string, page = PAGE_ROWS, first?: number, step?: number): PagedRows<T> {
  // `whole`: printing asked for every row, drawn in the same task (not in slices) so the paper gets them all.
  const [state, setState] = useState({ key: resetKey, count: page, whole: false });
  // Another list: one page again (set while rendering, so the old count is never drawn for the new list).
  const count = state.key === resetKey ? state.count : page;
  if (state.key !== resetKey) setState({ key: resetKey, count: page, whole: false });
  const asked = Math.min(count, rows.length);
  const paged = useMemo(() => (asked < rows.length ? rows.slice(0, asked) : rows), [rows, asked]);
  const sliced = useSlicedRows(paged, first, step);
  const shown = state.whole && state.key === resetKey ? paged : sliced;
  const showMore = useCallback(() => startTransition(() => setState((s) => ({ ...s, count: s.count + page }))), [page]);
  const showAll = useCallback(() => startTransition(() => setState((s) => ({ ...s, count: Number.POSITIVE_INFINITY }))), []);
  useEffect(() => {
    if (state.whole) return;
    const print = () => flushSync(() => setState((s) => ({ ...s, count: Number.POSITIVE_INFINITY, whole: true })));
    window.addEventListener('beforeprint', print);
    return () => window.removeEventListener('beforeprint', print);
  }, [state.whole]);
  return { shown, total: rows.length, asked, next: Math.min(page, rows.length - asked), showMore, showAll };
}
