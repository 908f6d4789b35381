// Drawer holding a form with Cancel and Save. Enter in any field saves (Ctrl/⌘+Enter too, even in the
// Note), and typing starts in the first empty field, as Tally and Vyapar users expect.
//
// Esc never throws typed work away (useDiscardGuard, shared with FormModal): Esc in an open popover closes
// only the popover; closing the drawer (Esc, ×, Cancel, a click beside it) after the owner typed or chose
// something asks first ("Discard this slip?"); with nothing typed it just closes. When the drawer goes,
// focus goes back to the button that opened it (a menu item's menu button).
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useCallback, useLayoutEffect, useRef, type FormEventHandler, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentOpener } from '../../lib/opener';
import { useDiscardGuard } from './DiscardGuard';
import '../../i18n/en/common';

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
  /** The submit button's words when Save is not what it does ("Confirm import"). */
  submitLabel?: string;
}

const TYPABLE =
  'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([disabled]):not([readonly]):not([data-skip-autofocus]), textarea:not([disabled]):not([readonly])';

/** The first field still empty (pickers included), else the first field; pre-filled ones are skipped. */
function firstEmptyField(form: HTMLFormElement): HTMLElement | null {
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPABLE)];
  return fields.find((field) => field.value.trim() === '') ?? fields[0] ?? null;
}

export function FormDrawer({ opened, title, onClose, onSubmit, submitting, children, saveDisabled, size = 'md', discardQuestion, submitLabel }: FormDrawerProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement | null>(null);
  const guard = useDiscardGuard({ opened, onClose, anchor: formRef, question: discardQuestion });
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

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !saveDisabled && !submitting) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  return (
    <>
      <Drawer
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={opened}
        onClose={guard.requestClose}
        closeOnEscape={false}
        title={title}
        position="right"
        size={size}
      >
        <form ref={attachForm} onSubmit={onSubmit} onKeyDown={onKeyDown} {...guard.fieldsProps} noValidate>
          <Stack gap="md">
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={guard.requestClose} disabled={submitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={submitting} disabled={saveDisabled}>
                {submitLabel ?? t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Drawer>
      {guard.prompt}
    </>
  );
}
