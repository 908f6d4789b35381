// Esc never throws typed work away: the one mechanism behind every drawer and dialog that holds a form
// (FormDrawer, FormModal, the item dialog's rates).
//
// Closing (Esc, ×, Cancel, a click beside it) after the owner typed or chose something asks first
// ("Discard this note?", each dialog's question from the catalogue); with nothing typed it just closes.
// Esc in an open popover (the date picker's calendar, a picker's list: Mantine marks the field with
// data-mantine-stop-propagation) closes only the popover, and Esc in a dialog opened over this one (a
// quick add over a slip drawer) is that dialog's. The dialog's own Esc must be off (closeOnEscape={false}),
// and its onClose (×, a click beside it) and Cancel call requestClose.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialogs } from './typed-work';
import '../../i18n/en/common';

/** A click that chooses a value without a change event: a picker's option or a day of the date picker's calendar. */
const CHOOSES = '[data-combobox-option], [data-dates-dropdown] table button';

/**
 * Whether `dialog` is the one in front: the last modal dialog shown on the page (Mantine portals them in order;
 * one kept mounted while hidden, display: none, has no boxes and does not count).
 */
function inFront(dialog: Element): boolean {
  const shown = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].filter((d) => d.getClientRects().length > 0);
  return shown[shown.length - 1] === dialog;
}

export interface DiscardGuardOptions {
  opened: boolean;
  /** Closes at once: once the owner agreed to discard. */
  onClose: () => void;
  /** An element inside the dialog (its form): the dialog around it is the one this Esc closes. */
  anchor: RefObject<HTMLElement | null>;
  /** The question asked before typed work is thrown away ("Discard this note?"), from the catalogue. */
  question?: string;
  /** Counts as typed from the start: a name typed in a picker's search that the dialog was opened with. */
  editedAtOpen?: boolean;
}

export interface DiscardGuard {
  /** Closes at once with nothing typed, else asks: for Esc, ×, Cancel and a click beside the dialog. */
  requestClose: () => void;
  /** Spread on the form (or what holds its fields): typing or choosing in it counts as typed work. */
  fieldsProps: { onChange: () => void; onClick: (event: MouseEvent<HTMLElement>) => void };
  /** After a save that leaves the dialog open: nothing is unsaved any more. */
  saved: () => void;
  /** The question, to render beside the dialog. */
  prompt: ReactNode;
}

export function useDiscardGuard({ opened, onClose, anchor, question, editedAtOpen = false }: DiscardGuardOptions): DiscardGuard {
  const { t } = useTranslation();
  // Whether the owner typed or chose anything since the dialog opened (values the form fills in itself,
  // such as the next slip number or an item's rates, fire no change event and do not count).
  const edited = useRef(false);
  const [asking, setAsking] = useState(false);

  useLayoutEffect(() => {
    if (!opened) return;
    edited.current = editedAtOpen;
    setAsking(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  useEffect(() => {
    if (!opened) return;
    const typed = () => edited.current;
    openDialogs.add(typed);
    return () => {
      openDialogs.delete(typed);
    };
  }, [opened]);

  const requestClose = useCallback(() => {
    if (edited.current) setAsking(true);
    else onClose();
  }, [onClose]);

  useEffect(() => {
    if (!opened || asking) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // A field with its popover open: this Esc closes the popover only.
      if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
      const dialog = anchor.current?.closest('[role="dialog"]');
      if (!dialog) return;
      // Esc in another dialog (one opened over this, a menu's or picker's list) is that one's; with focus
      // nowhere, the dialog in front takes it.
      const ours = target && target !== document.body ? dialog.contains(target) : inFront(dialog);
      if (ours) requestClose();
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [opened, asking, requestClose, anchor]);

  const markEdited = useCallback(() => {
    edited.current = true;
  }, []);
  const fieldsProps = {
    onChange: markEdited,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.target instanceof Element && event.target.closest(CHOOSES)) markEdited();
    },
  };
  const saved = useCallback(() => {
    edited.current = false;
  }, []);

  const prompt = (
    <Modal
      opened={opened && asking}
      onClose={() => setAsking(false)}
      title={question ?? t('common.discardQuestion')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      zIndex={500}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('common.discardExplain')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('common.keepEditing')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false);
              onClose();
            }}
          >
            {t('common.discard')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { requestClose, fieldsProps, saved, prompt };
}
