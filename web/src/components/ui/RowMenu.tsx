// One row-actions menu per list (issue 28, "render less"). Each row draws only its "…" button, a plain
// <button> with the row's name ("Actions for slip SL-4"); the list's one Mantine Menu, loaded with its
// chunk on the first click, opens under the clicked button with that row's items, built only then. A long
// statement used to build a menu's items (labels, icons, handlers) and a Mantine ActionIcon for each of
// its 500 rows before the first paint. The button opens it (click, Enter, Space), Esc or a click beside it
// closes it, and focus goes back to the button (Mantine Menu's returnFocus).
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useCanWrite } from './ReadOnly';
import { escapeCloses } from './menu-closing';
import classes from './RowMenu.module.css';

export interface RowMenuItem {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: () => void;
  /** Reads nothing into the ledger (Print, History): offered to a read-only accountant too. */
  read?: boolean;
}

/** The list's menu: the row it was last opened for, its items, and whether it is open. */
interface MenuState {
  anchor: HTMLButtonElement;
  items: RowMenuItem[];
  opened: boolean;
}

interface RowMenuApi {
  /** Opens the menu for this row's button with its items (or closes it, when it is open for that button). */
  open: (anchor: HTMLButtonElement, items: () => RowMenuItem[]) => void;
  /** Closes the menu if it is open (or opening) for this button; says whether it was. */
  closeFor: (anchor: HTMLButtonElement) => boolean;
}

const RowMenuContext = createContext<RowMenuApi | null>(null);

const RowMenuDropdown = lazy(() => import('./RowMenuDropdown'));

/** The list's one menu; every RowMenuButton inside opens it for its own row. */
export function RowMenuProvider({ children }: { children: ReactNode }) {
  const canWrite = useCanWrite();
  const [menu, setMenu] = useState<MenuState | null>(null);
  // The button the menu is open for, as of the last click or key (before React has drawn it).
  const openFor = useRef<HTMLButtonElement | null>(null);
  const open = useCallback<RowMenuApi['open']>(
    (anchor, items) => {
      // The open row's button again closes its menu, as a Menu's target does.
      if (openFor.current === anchor) {
        openFor.current = null;
        setMenu((now) => now && { ...now, opened: false });
        return;
      }
      const shown = canWrite ? items() : items().filter((item) => item.read);
      if (shown.length === 0) return;
      openFor.current = anchor;
      setMenu({ anchor, items: shown, opened: true });
    },
    [canWrite],
  );
  const close = useCallback(() => {
    openFor.current = null;
    setMenu((now) => now && { ...now, opened: false });
  }, []);
  const closeFor = useCallback<RowMenuApi['closeFor']>(
    (anchor) => {
      if (openFor.current !== anchor) return false;
      close();
      return true;
    },
    [close],
  );
  const api = useMemo(() => ({ open, closeFor }), [open, closeFor]);
  return (
    <RowMenuContext.Provider value={api}>
      {children}
      {menu && (
        <Suspense fallback={null}>
          <RowMenuDropdown anchor={menu.anchor} items={menu.items} opened={menu.opened} onClose={close} />
        </Suspense>
      )}
    </RowMenuContext.Provider>
  );
}

/**
 * A row's "…" button. `items` is called when it is clicked: the row's menu is built only then. A read-only
 * session sees the items marked `read` (every row menu has History), so the button is always there.
 */
export function RowMenuButton({ label, items }: { label: string; items: () => RowMenuItem[] }) {
  const menu = useContext(RowMenuContext);
  // Outside any list's menu (a list that forgot its provider), the button brings a menu of its own.
  if (!menu) {
    return (
      <RowMenuProvider>
        <RowMenuButton label={label} items={items} />
      </RowMenuProvider>
    );
  }
  // Esc on the button closes its menu too, before the Menu's focus trap has moved into it (menu-closing.ts).
  const escape = (event: KeyboardEvent<HTMLButtonElement>) => escapeCloses(event, () => menu.closeFor(event.currentTarget));
  return (
    <button type="button" className={`${classes.button} mantine-focus-auto mantine-active no-print`} aria-label={label} aria-haspopup="menu" aria-expanded="false" onClick={(event) => menu.open(event.currentTarget, items)} onKeyDown={escape} />
  );
}
