// The Mantine Menu behind RowMenuProvider, in its own chunk: one per list, placed at the clicked row's button.
import { Menu } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type { RowMenuItem } from './RowMenu';

interface Props {
  anchor: HTMLButtonElement;
  items: RowMenuItem[];
  opened: boolean;
  onClose: () => void;
}

/**
 * Menu.Target's child: it draws nothing, and hands the Menu the row's own button as its target (its place,
 * the click beside it, the dropdown's name), with the target's state written on that button.
 */
function Anchor({ anchor, ref, id, 'aria-controls': controls }: { anchor: HTMLButtonElement; ref?: Ref<HTMLElement>; id?: string; 'aria-controls'?: string }) {
  useLayoutEffect(() => {
    if (typeof ref === 'function') ref(anchor);
    else if (ref) ref.current = anchor;
    const ownId = anchor.id;
    if (id && !ownId) anchor.id = id;
    if (controls) {
      anchor.setAttribute('aria-expanded', 'true');
      anchor.setAttribute('aria-controls', controls);
    }
    return () => {
      if (typeof ref === 'function') ref(null);
      else if (ref) ref.current = null;
      if (!ownId) anchor.removeAttribute('id');
      anchor.setAttribute('aria-expanded', 'false');
      anchor.removeAttribute('aria-controls');
    };
  }, [anchor, ref, id, controls]);
  return null;
}

export default function RowMenuDropdown({ anchor, items, opened, onClose }: Props) {
  // Mounted closed, then opened: the Menu notes the focused element (the row's button) when it opens, to give
  // focus back to it when it closes.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  // Closed in its opening moment (Esc on the row's button: RowMenu.tsx), the Menu's focus trap still runs the task
  // it set when the dropdown appeared, and puts the focus on an item that then goes with the menu, leaving it
  // nowhere. Focus arriving in the dropdown once it is closing goes back to the row's button.
  const dropdown = useRef<HTMLDivElement>(null);
  const closing = useRef(!opened);
  useLayoutEffect(() => {
    closing.current = !opened;
  }, [opened]);
  useEffect(() => {
    const back = (event: FocusEvent) => {
      if (closing.current && event.target instanceof Node && dropdown.current?.contains(event.target)) anchor.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', back);
    return () => document.removeEventListener('focusin', back);
  }, [anchor]);
  return (
    // No focus placeholder inside role=menu (only items belong there); a red item in a shade that reads on white.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} opened={shown} onChange={(next) => !next && onClose()}>
      <Menu.Target>
        <Anchor anchor={anchor} />
      </Menu.Target>
      <Menu.Dropdown ref={dropdown}>
        {items.map((item) => (
          <Menu.Item key={item.label} color={item.color && `${item.color}.8`} leftSection={item.icon} onClick={item.onClick}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
