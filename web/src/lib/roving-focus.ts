// A roving tabindex (WAI-ARIA): a group of controls that is one Tab stop, the arrow keys, Home and End
// moving among them. The party page's month list, its sub-party list and its toolbar use it, so a keyboard
// user passes each group with one Tab however many months, sub-parties or buttons it holds.
import { useState, type KeyboardEvent } from 'react';

/** A key that moves focus along the group, and where to (from `index`, the last being `last`). */
export type RovingMoves = Record<string, (index: number, last: number) => number>;

const next = (index: number, last: number) => Math.min(index + 1, last);
const previous = (index: number) => Math.max(index - 1, 0);
const first = () => 0;
const final = (_index: number, last: number) => last;

/** A list drawn down the page: either pair of arrows, Home and End. */
const LIST_MOVES: RovingMoves = { ArrowDown: next, ArrowRight: next, ArrowUp: previous, ArrowLeft: previous, Home: first, End: final };

/** A toolbar: Left and Right, Home and End (Up and Down stay with its menu buttons). */
export const ROW_MOVES: RovingMoves = { ArrowRight: next, ArrowLeft: previous, Home: first, End: final };

/** What a control of the group carries: its Tab stop (0 for the group's one stop, else -1) and focus tracking. */
export interface RovingStopProps {
  'data-roving-stop': string;
  tabIndex: number;
  onFocus: () => void;
}

export interface RovingFocus {
  /** On the element holding the group. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Spread on each control of the group, by its key. */
  stopProps: (key: string) => RovingStopProps;
}

/**
 * `keys`: the group's controls that can take focus now (not disabled), in order. The Tab stop is the
 * control last focused, else `preferred` (the month shown, the toolbar's Add Entry), else the first.
 */
export function useRovingFocus(keys: readonly string[], preferred: string | null | undefined, moves: RovingMoves = LIST_MOVES): RovingFocus {
  const [focused, setFocused] = useState<string | null>(null);
  const stop = [focused, preferred].find((key): key is string => key != null && keys.includes(key)) ?? keys[0];
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-roving-stop]')].filter((control) => !control.matches(':disabled'));
    // Keys pressed elsewhere (a menu opened from the group, a field beside it) are not the group's.
    const index = controls.findIndex((control) => control === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    controls[move(index, controls.length - 1)]?.focus();
  };
  const stopProps = (key: string): RovingStopProps => ({
    'data-roving-stop': key,
    tabIndex: key === stop ? 0 : -1,
    onFocus: () => setFocused(key),
  });
  return { onKeyDown, stopProps };
}
