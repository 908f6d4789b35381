// Drawer holding a form with Cancel and Save. Enter in any field saves (Ctrl/⌘+Enter too, even in the
// Note), and typing starts in the first empty field, as Tally and Vyapar users expect.
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useEffect, useRef, type FormEventHandler, type KeyboardEvent, type ReactNode } from 'react';

interface FormDrawerProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  children: ReactNode;
  /** Keeps Save disabled until the form has what it needs (e.g. slip pickers). */
  saveDisabled?: boolean;
  size?: string;
}

const TYPABLE =
  'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([disabled]):not([readonly]):not([data-skip-autofocus]), textarea:not([disabled]):not([readonly])';

/** The first field still empty (pickers included), else the first field; pre-filled ones are skipped. */
export function firstEmptyField(form: HTMLFormElement): HTMLElement | null {
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPABLE)];
  return fields.find((field) => field.value.trim() === '') ?? fields[0] ?? null;
}

/** Drawers open with a transition and pickers fill in from cached queries: look once they have settled. */
const SETTLE_MS = 250;

export function FormDrawer({ opened, title, onClose, onSubmit, submitting, children, saveDisabled, size = 'md' }: FormDrawerProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const keyPressed = useRef(false);

  useEffect(() => {
    if (!opened) return;
    keyPressed.current = false;
    const timer = window.setTimeout(() => {
      const form = formRef.current;
      // The owner may already have started typing somewhere; leave the caret where it is.
      if (form && !keyPressed.current) firstEmptyField(form)?.focus();
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [opened]);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    keyPressed.current = true;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !saveDisabled && !submitting) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  return (
    <Drawer closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title={title} position="right" size={size}>
      <form ref={formRef} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} disabled={saveDisabled}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
