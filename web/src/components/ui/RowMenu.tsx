// One row-actions menu per list (issue 28, "render less"). Each row draws only its "…" button, a plain
// <button> with the row's name ("Actions for slip SL-4"); the list's one Mantine Menu, loaded with its
// chunk on the first click, opens under the clicked button with that row's items, built only then. A long
// statement used to build a menu's items (labels, icons, handlers) and a Mantine ActionIcon for each of
// its 500 rows before the first paint. The button opens it (click, Enter, Space), Esc or a click beside it
// closes it, and focus goes back to the button (Mantine Menu's returnFocus).
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useCanWrite } from './ReadOnly';
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

type Open = (anchor: HTMLButtonElement, items: () => RowMenuItem[]) => void;

const RowMenuContext = createContext<Open | null>(null);

const RowMenuDropdown = lazy(() => import('./RowMenuDropdown'));

/** The list's one menu; every RowMenuButton inside opens it for its own row. */
export function RowMenuProvider({ children }: { children: ReactNode }) {
  const canWrite = useCanWrite();
  const [menu, setMenu] = useState<MenuState | null>(null);
  const open = useCallback<Open>(
    (anchor, items) => {
      setMenu((now) => {
        // The open row's button again closes its menu, as a Menu's target does.
        if (now?.opened && now.anchor === anchor) return { ...now, opened: false };
        const shown = canWrite ? items() : items().filter((item) => item.read);
        return shown.length > 0 ? { anchor, items: shown, opened: true } : now;
      });
    },
    [canWrite],
  );
  const close = useCallback(() => setMenu((now) => now && { ...now, opened: false }), []);
  return (
    <RowMenuContext.Provider value={open}>
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
  const open = useContext(RowMenuContext);
  // Outside any list's menu (a list that forgot its provider), the button brings a menu of its own.
  if (!open) {
    return (
      <RowMenuProvider>
        <RowMenuButton label={label} items={items} />
      </RowMenuProvider>
    );
  }
  return (
    <button type="button" className={`${classes.button} mantine-focus-auto mantine-active no-print`} aria-label={label} aria-haspopup="menu" aria-expanded="false" onClick={(event) => open(event.currentTarget, items)} />
  );
}
