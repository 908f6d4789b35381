// A menu whose Mantine Menu (Popover, floating-ui) loads with its own chunk on the button's first click, so a screen's
// first load carries only the button (issue 28): the Add Entry menu and the Download menu.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { escapeCloses } from './menu-closing';

export interface LazyMenu {
  /** Whether the menu's chunk has been asked for (the button's first click). */
  mounted: boolean;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  /** The button, in whichever tree it is drawn (alone before the first click, as the Menu's target after). */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The button's click before the menu is in. */
  mount: () => void;
  /** The button's keys: Esc closes the menu while it opens, or while its chunk loads (menu-closing.ts escapeCloses). */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Once the chunk is in: whether the menu should open (the first click, not taken back by Esc since). */
  loaded: () => boolean;
}

export function useLazyMenu(): LazyMenu {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpenedState] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  // Open as of the last click, key or Menu change, before React has drawn it.
  const openNow = useRef(false);
  const wanted = useRef(false);
  const setOpened = useCallback((next: boolean) => {
    openNow.current = next;
    setOpenedState(next);
  }, []);
  // While the chunk loads the button is drawn anew (focus is on the page's body): an Esc anywhere takes the click back.
  const stopListening = useRef<() => void>(() => undefined);
  const mount = useCallback(() => {
    wanted.current = true;
    const escape = (event: globalThis.KeyboardEvent) =>
      escapeCloses(event, () => {
        const was = wanted.current;
        wanted.current = false;
        return was;
      });
    document.addEventListener('keydown', escape, true);
    stopListening.current = () => document.removeEventListener('keydown', escape, true);
    setMounted(true);
  }, []);
  // Gone before its chunk came (the user went to another screen): the listener goes too, or it would take that
  // screen's next Esc.
  useEffect(() => () => stopListening.current(), []);
  const loaded = useCallback(() => {
    stopListening.current();
    const open = wanted.current;
    wanted.current = false;
    return open;
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) =>
    escapeCloses(event, () => {
      const was = openNow.current || wanted.current;
      wanted.current = false;
      if (openNow.current) setOpened(false);
      return was;
    }), [setOpened]);
  return { mounted, opened, setOpened, buttonRef, mount, onKeyDown, loaded };
}

/**
 * Rendered beside the lazy menu, inside its Suspense: runs once the menu's chunk is in and mounted. The button the
 * Menu wraps is a new element, so it gets the focus first, then the menu opens: Menu's returnFocus (Esc, an item
 * chosen) then comes back to the button, not to the page's body. An Esc while the chunk loaded leaves it closed.
 */
export function OpenWhenLoaded({ menu }: { menu: LazyMenu }) {
  const { buttonRef, setOpened, loaded } = menu;
  useEffect(() => {
    const open = loaded();
    // The focus went with the button drawn while loading; it comes back unless the user has put it elsewhere since.
    if (open || document.activeElement === document.body || !document.activeElement) buttonRef.current?.focus();
    if (open) setOpened(true);
  }, [buttonRef, setOpened, loaded]);
  return null;
}
