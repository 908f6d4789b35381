// A small dialog holding a form with Cancel and Save (a month note, a sub-party, a quick add over an entry
// drawer, an expiry date). Closing it never throws typed work away: the same useDiscardGuard as FormDrawer
// asks first after the owner typed or chose something, and Esc in a popover closes only the popover.
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useRef, type FormEvent, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from './DiscardGuard';
import '../../i18n/en/common';

interface FormModalProps {
  opened: boolean;
  title: string;
  /** Closes the dialog at once: after a save, or once the owner agreed to discard. */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  children: ReactNode;
  /** The question asked before typed work is thrown away ("Discard this note?"), from the catalogue. */
  discardQuestion: string;
  /** Counts as typed from the start (a name typed in a picker's search, offered in a quick add). */
  editedAtOpen?: boolean;
  /** A further action at the left of Cancel and Save (Clear expiry). */
  extraAction?: ReactNode;
  size?: string;
  zIndex?: number;
  centered?: boolean;
}

export function FormModal({ opened, title, onClose, onSubmit, submitting, children, discardQuestion, editedAtOpen, extraAction, size, zIndex, centered }: FormModalProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement | null>(null);
  const guard = useDiscardGuard({ opened, onClose, anchor: formRef, question: discardQuestion, editedAtOpen });
  // A form of its own: Enter here saves this dialog, not a form behind it (React events pass through portals).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    onSubmit(event);
  };
  const buttons = (
    <Group gap="xs" justify="flex-end">
      <Button variant="default" onClick={guard.requestClose} disabled={submitting}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('common.save')}
      </Button>
    </Group>
  );
  return (
    <>
      <Modal
        opened={opened}
        onClose={guard.requestClose}
        closeOnEscape={false}
        title={title}
        size={size}
        zIndex={zIndex}
        centered={centered}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form ref={formRef} onSubmit={submit} {...guard.fieldsProps} noValidate>
          <Stack gap="md">
            {children}
            {extraAction ? (
              <Group justify="space-between">
                {extraAction}
                {buttons}
              </Group>
            ) : (
              buttons
            )}
          </Stack>
        </form>
      </Modal>
      {guard.prompt}
    </>
  );
}
