// A menu whose Mantine Menu (Popover, floating-ui) loads with its own chunk on the button's first click, so a screen's
// first load carries only the button (issue 28): the Add Entry menu and the Download menu.
import { useEffect, useRef, useState, type RefObject } from 'react';

export interface LazyMenu {
  /** Whether the menu's chunk has been asked for (the button's first click). */
  mounted: boolean;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  /** The button, in whichever tree it is drawn (alone before the first click, as the Menu's target after). */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The button's click before the menu is in. */
  mount: () => void;
}

export function useLazyMenu(): LazyMenu {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  return { mounted, opened, setOpened, buttonRef, mount: () => setMounted(true) };
}

/**
 * Rendered beside the lazy menu, inside its Suspense: runs once the menu's chunk is in and mounted. The button the
 * Menu wraps is a new element, so it gets the focus first, then the menu opens: Menu's returnFocus (Esc, an item
 * chosen) then comes back to the button, not to the page's body.
 */
export function OpenWhenLoaded({ menu }: { menu: LazyMenu }) {
  const { buttonRef, setOpened } = menu;
  useEffect(() => {
    buttonRef.current?.focus();
    setOpened(true);
  }, [buttonRef, setOpened]);
  return null;
}
