// Drawer holding a form with Cancel and Save. Enter in any field saves (Ctrl/⌘+Enter too, even in the
// Note), and typing starts in the first empty field, as Tally and Vyapar users expect.
import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useCallback, useRef, type FormEventHandler, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
function firstEmptyField(form: HTMLFormElement): HTMLElement | null {
  const fields = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPABLE)];
  return fields.find((field) => field.value.trim() === '') ?? fields[0] ?? null;
}

export function FormDrawer({ opened, title, onClose, onSubmit, submitting, children, saveDisabled, size = 'md' }: FormDrawerProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement | null>(null);
  // Mantine's focus trap focuses [data-autofocus] just after the drawer mounts: mark the first empty
  // field as the form attaches, so the caret starts there with no timer racing the owner's first key.
  const attachForm = useCallback((form: HTMLFormElement | null) => {
    formRef.current = form;
    if (!form || form.querySelector('[data-autofocus]')) return;
    firstEmptyField(form)?.setAttribute('data-autofocus', '');
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !saveDisabled && !submitting) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  return (
    <Drawer closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={title} position="right" size={size}>
      <form ref={attachForm} onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} disabled={saveDisabled}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
