// "+ Add party" / "+ Add product" from a picker: a name, saved without leaving the entry form, and the
// new record chosen in the picker. The spec's full drawers stay on the Parties and Products pages. A name
// typed in the picker's search comes along as typed work: closing asks before it is thrown away (FormModal).
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/form-resolver';
import { z } from 'zod';
import { NAME_MAX, says } from '@ledger/contract';
import { formFields, showSubmitError } from '../../../lib/form-errors';
import { FormModal } from '../../../components/ui/FormModal';

interface QuickAddDialogProps {
  title: string;
  label: string;
  initialName: string;
  /** "Discard this party?", from the catalogue. */
  discardQuestion: string;
  onSave: (name: string) => Promise<string | undefined>;
  onSaved: (id: string) => void;
  onClose: () => void;
}

export function QuickAddDialog({ title, label, initialName, discardQuestion, onSave, onSaved, onClose }: QuickAddDialogProps) {
  const form = useForm({
    initialValues: { name: initialName },
    validate: schemaResolver(
      z.object({ name: z.string().trim().min(1, { error: says('required', { label }) }).max(NAME_MAX, { error: says('canHaveAtMostChars', { label, n: NAME_MAX }) }) }),
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
    <FormModal
      opened
      onClose={onClose}
      title={title}
      onSubmit={submit}
      submitting={form.submitting}
      discardQuestion={discardQuestion}
      editedAtOpen={initialName !== ''}
      zIndex={400}
    >
      <TextInput label={label} withAsterisk maxLength={NAME_MAX} data-autofocus {...form.getInputProps('name')} />
    </FormModal>
  );
}
