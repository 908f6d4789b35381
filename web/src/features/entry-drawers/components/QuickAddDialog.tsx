// "+ Add party" / "+ Add product" from a picker: a name, saved without leaving the entry form, and the
// new record chosen in the picker. The spec's full drawers stay on the Parties and Products pages.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formFields, showSubmitError } from '../../../lib/form-errors';

interface QuickAddDialogProps {
  title: string;
  label: string;
  initialName: string;
  onSave: (name: string) => Promise<string | undefined>;
  onSaved: (id: string) => void;
  onClose: () => void;
}

export function QuickAddDialog({ title, label, initialName, onSave, onSaved, onClose }: QuickAddDialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { name: initialName },
    validate: schemaResolver(
      z.object({ name: z.string().trim().min(1, `${label} is required`).max(50, `${label} can have at most 50 characters`) }),
      { sync: true },
    ),
  });
  const submit = form.onSubmit(async ({ name }) => {
    try {
      const id = await onSave(name.trim());
      if (id) onSaved(id);
      onClose();
    } catch (error) {
      showSubmitError(form.setFieldError, error, 'name', formFields(form.getValues()));
    }
  });
  return (
    <Modal opened onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }} zIndex={400}>
      {/* A form of its own: Enter here saves the new name, not the entry form behind it. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          submit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <TextInput label={label} withAsterisk maxLength={50} data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
