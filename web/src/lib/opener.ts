// What opened a drawer or dialog, so that focus can go back to it when it closes: the focused control,
// or the control last pressed (a click on a menu item leaves focus nowhere by the time a lazily loaded
// drawer mounts). A menu item stands for its menu's button, since the item goes with the menu.

/** The control that stands for `element`: itself, or for a menu item the button of its menu. */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  const labelledBy = menu.getAttribute('aria-labelledby');
  const byLabel = labelledBy ? document.getElementById(labelledBy) : null;
  const byControls = menu.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  return byLabel ?? byControls ?? null;
}

const PRESSABLE = 'button, a[href], [role="button"], [role="menuitem"], [role="option"], [role="tab"]';
let lastPressed: HTMLElement | null = null;
let tracking = false;

function remember(target: EventTarget | null): void {
  const control = target instanceof Element ? target.closest(PRESSABLE) : null;
  if (control) lastPressed = openerOf(control);
}

/** Starts noting the control last pressed (by pointer, Enter or Space); once per page. */
export function trackOpeners(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('pointerdown', (event) => remember(event.target), true);
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' || event.key === ' ') remember(event.target);
    },
    true,
  );
}

/** What is opening a drawer now: the focused control, else the one last pressed if it is still there. */
export function currentOpener(): HTMLElement | null {
  return openerOf(document.activeElement) ?? (lastPressed?.isConnected ? lastPressed : null);
}
