// Drawer holding a form with Cancel and Save. Enter in any field saves (Ctrl/⌘+Enter too, even in the
// Note), and typing starts in the first empty field, as Tally and Vyapar users expect.
//
// Esc never throws typed work away: Esc in an open popover (the date picker's calendar, a picker's list)
// closes only the popover; closing the drawer (Esc, ×, Cancel, a click beside it) after the owner typed
// or chose something asks first ("Discard this slip?"); with nothing typed it just closes. When the
// drawer goes, focus goes back to the button that opened it (a menu item's menu button).
import { Button, Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEventHandler,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { currentOpener } from '../../lib/opener';

interface FormDrawerProps {
  opened: boolean;
  title: string;
  /** Closes the drawer at once: after a save, or once the owner agreed to discard. */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  children: ReactNode;
  /** Keeps Save disabled until the form has what it needs (e.g. slip pickers). */
  saveDisabled?: boolean;
  size?: string;
  /** The question asked before typed work is thrown away ("Discard this slip?"), from the catalogue. */
  discardQuestion?: string;
}

const TYPABLE =
  'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([disabled]):not([readonly]):not([data-skip-autofocus]), textarea:not([disabled]):not([readonly])';

/** The first field still empty (pickers included), else the first field; pre-filled ones are skipped. */
function firstEmptyField(form: HTMLFormElement): HTMLElement | null {
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPABLE)];
  return fields.find((field) => field.value.trim() === '') ?? fields[0] ?? null;
}

/** A click that chooses a value without a change event: a picker's option or a day of the date picker's calendar. */
const CHOOSES = '[data-combobox-option], [data-dates-dropdown] table button';

export function FormDrawer({ opened, title, onClose, onSubmit, submitting, children, saveDisabled, size = 'md', discardQuestion }: FormDrawerProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement | null>(null);
  // Whether the owner typed or chose anything since the drawer opened (values the form fills in itself,
  // such as the next slip number or an item's rates, do not count).
  const edited = useRef(false);
  const [asking, setAsking] = useState(false);
  // Mantine's focus trap focuses [data-autofocus] just after the drawer mounts: mark the first empty
  // field as the form attaches, so the caret starts there with no timer racing the owner's first key.
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (!form || form.querySelector('[data-autofocus]')) return;
    firstEmptyField(form)?.setAttribute('data-autofocus', '');
  }, []);

  // Before the focus trap moves in (it waits a tick), note what opened the drawer; give focus back to it
  // once the drawer is gone, unless the owner has put focus somewhere else meanwhile.
  useLayoutEffect(() => {
    if (!opened) return;
    edited.current = false;
    setAsking(false);
    const opener = currentOpener();
    const dialog = () => formRef.current?.closest('[role="dialog"]') ?? null;
    let drawer = dialog();
    const track = window.setTimeout(() => {
      drawer = dialog();
    });
    return () => {
      window.clearTimeout(track);
      window.setTimeout(() => {
        const active = document.activeElement;
        const lost = !active || active === document.body || !active.isConnected || (drawer?.contains(active) ?? false);
        if (lost && opener?.isConnected) opener.focus();
      });
    };
  }, [opened]);

  const requestClose = useCallback(() => {
    if (edited.current) setAsking(true);
    else onClose();
  }, [onClose]);

  // The drawer's own Esc is off (it would also fire for Esc in a popover or in a dialog over the drawer).
  useEffect(() => {
    if (!opened || asking) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      // A field with its popover open (Mantine marks it so): this Esc closes the popover only.
      if (target?.getAttribute('data-mantine-stop-propagation') === 'true') return;
      const drawer = formRef.current?.closest('[role="dialog"]');
      // Esc in a dialog opened over the drawer (quick add) is that dialog's.
      if (!drawer || (target && target !== document.body && !drawer.contains(target))) return;
      requestClose();
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [opened, asking, requestClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !saveDisabled && !submitting) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  const markEdited = () => {
    edited.current = true;
  };
  const onClick = (event: MouseEvent<HTMLFormElement>) => {
    if (event.target instanceof Element && event.target.closest(CHOOSES)) markEdited();
  };

  return (
    <>
      <Drawer
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={opened}
        onClose={requestClose}
        closeOnEscape={false}
        title={title}
        position="right"
        size={size}
      >
        <form ref={attachForm} onSubmit={onSubmit} onKeyDown={onKeyDown} onChange={markEdited} onClick={onClick} noValidate>
          <Stack gap="md">
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={requestClose} disabled={submitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={submitting} disabled={saveDisabled}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Drawer>
      <Modal
        opened={opened && asking}
        onClose={() => setAsking(false)}
        title={discardQuestion ?? t('common.discardQuestion')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered
        zIndex={400}
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
    </>
  );
}
