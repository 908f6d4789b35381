// A Mantine Menu closed in its opening moment (Esc on its button before the menu's focus trap has run: a quick hand,
// a busy phone) still runs the task the trap set when the dropdown appeared, and puts the focus on an item that then
// goes with the menu, leaving it on the page's body. Every menu of ours (the row menus, Add Entry, Download) hands
// focus that arrives in its dropdown once it is closing back to its button.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Esc heard on a menu's button (or anywhere while its chunk loads): `close` closes the menu if it is open or opening
 * and says whether it was; then the key goes no further (a dialog around the menu stays open). Mantine's Menu hears
 * Esc only inside its dropdown, and its focus moves there a task after it opens, so an Esc before that is ours.
 */
export function escapeCloses(event: { key: string; preventDefault(): void; stopPropagation(): void }, close: () => boolean): void {
  if (event.key !== 'Escape' || !close()) return;
  event.preventDefault();
  event.stopPropagation();
}

/** The ref for the menu's `Menu.Dropdown`; `button` is the menu's own button. */
export function useFocusBackWhileClosing(opened: boolean, button: () => HTMLElement | null): RefObject<HTMLDivElement | null> {
  const dropdown = useRef<HTMLDivElement | null>(null);
  const closing = useRef(!opened);
  // Set as the close is drawn, before any timer of the menu's runs.
  useLayoutEffect(() => {
    closing.current = !opened;
  }, [opened]);
  const buttonOf = useRef(button);
  buttonOf.current = button;
  useEffect(() => {
    const back = (event: FocusEvent) => {
      if (closing.current && event.target instanceof Node && dropdown.current?.contains(event.target)) buttonOf.current()?.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', back);
    return () => document.removeEventListener('focusin', back);
  }, []);
  return dropdown;
}
