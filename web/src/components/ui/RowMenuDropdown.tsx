// The Mantine Menu behind RowMenuProvider, in its own chunk: one per list, placed at the clicked row's button.
import { Menu } from '@mantine/core';
import { useEffect, useLayoutEffect, useState, type Ref } from 'react';
import { useFocusBackWhileClosing } from './menu-closing';
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
  const dropdown = useFocusBackWhileClosing(opened, () => anchor);
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
